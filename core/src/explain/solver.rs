//! Sudoku Explainer 1.2.1's solving loop (its `Solver.getDifficulty`): the producers in SE's
//! order, and the first hint of the first producer that has one. That step is the hint a
//! player gets and the step the rating takes.

use super::chaining::{self, ChainConfig};
use super::rules::{self, fish, locking, sets, ControlFlow, RuleHint};
use super::work::Work;
use super::{Candidates, DynamicKind, Step, Technique};

/// What the loop found.
#[allow(clippy::large_enum_variant)] // returned once per step, never stored
pub(crate) enum Found {
    /// SE's step.
    Step(Step),
    /// No producer up to the limit has a hint.
    Nothing,
    /// The work budget ran out first.
    Spent,
}

/// The first hint of an enumeration of the four rules, as a step.
fn first_of(
    c: &Candidates,
    walk: impl FnOnce(&mut dyn FnMut(&RuleHint) -> ControlFlow<()>),
) -> Option<Step> {
    rules::first(walk).map(|h| h.step(c))
}

/// SE's step on `c`: its producers in its order, each tried only while its lowest rating is
/// at most `max_rating` (a producer's ratings never go below those before it, so a puzzle
/// that needs one past the limit rates above it). `FULL`: false stops after the XYZ-Wing
/// (SE 4.4), so that a firmware calling only that loop links none of the rest.
pub(crate) fn find<const FULL: bool>(c: &Candidates, max_rating: u8, work: &mut Work) -> Found {
    macro_rules! produce {
        ($lowest:expr, $call:expr) => {
            if $lowest > max_rating {
                return Found::Nothing;
            }
            if let Some(s) = $call {
                return Found::Step(s);
            }
        };
    }
    produce!(10, rules::singles::hidden_single(c));
    produce!(17, locking::direct_locking(c));
    produce!(20, sets::direct_hidden_set(c, 2));
    produce!(23, rules::singles::naked_single(c));
    produce!(25, sets::direct_hidden_set(c, 3));
    produce!(
        26,
        first_of(c, |f| {
            let _ = locking::for_each_locking(c, f);
        })
    );
    produce!(
        30,
        first_of(c, |f| {
            let _ = sets::for_each_naked_set(c, 2, f);
        })
    );
    produce!(
        32,
        first_of(c, |f| {
            let _ = fish::for_each_fish(c, 2, f);
        })
    );
    produce!(
        34,
        first_of(c, |f| {
            let _ = sets::for_each_hidden_set(c, 2, f);
        })
    );
    produce!(
        36,
        first_of(c, |f| {
            let _ = sets::for_each_naked_set(c, 3, f);
        })
    );
    produce!(
        38,
        first_of(c, |f| {
            let _ = fish::for_each_fish(c, 3, f);
        })
    );
    produce!(
        40,
        first_of(c, |f| {
            let _ = sets::for_each_hidden_set(c, 3, f);
        })
    );
    produce!(42, rules::wings::xy_wing(c, false));
    produce!(44, rules::wings::xy_wing(c, true));
    if !FULL {
        return Found::Nothing;
    }
    produce!(45, rules::loops::unique_loop(c));
    produce!(
        50,
        first_of(c, |f| {
            let _ = sets::for_each_naked_set(c, 4, f);
        })
    );
    produce!(
        52,
        first_of(c, |f| {
            let _ = fish::for_each_fish(c, 4, f);
        })
    );
    produce!(
        54,
        first_of(c, |f| {
            let _ = sets::for_each_hidden_set(c, 4, f);
        })
    );
    produce!(56, rules::bug::bug(c));
    produce!(62, rules::aligned::aligned_pair(c));
    // SE's chaining producers, in its order, with Aligned Triplet Exclusion between the
    // first and Nishio.
    for cfg in CHAINING {
        if cfg == ChainConfig::NISHIO {
            produce!(75, rules::aligned::aligned_triplet(c));
        }
        if lowest(cfg) > max_rating {
            return Found::Nothing;
        }
        match chaining::first_hint(c, cfg, work) {
            Ok(Some(h)) => return Found::Step(h.to_step()),
            Ok(None) => {}
            Err(_) => return Found::Spent,
        }
    }
    Found::Nothing
}

/// SE's chaining producers, in its order.
const CHAINING: [ChainConfig; 9] = [
    ChainConfig::FORCING,
    ChainConfig::NISHIO,
    ChainConfig::MULTIPLE,
    ChainConfig::DYNAMIC,
    ChainConfig::PLUS,
    ChainConfig::nested(2),
    ChainConfig::nested(3),
    ChainConfig::nested(4),
    ChainConfig::nested(5),
];

/// The lowest difficulty ×10 of a chaining producer's hints: its techniques' base ratings.
fn lowest(cfg: ChainConfig) -> u8 {
    if !cfg.multiple {
        return if cfg.dynamic { 75 } else { 65 };
    }
    if !cfg.dynamic {
        return 80;
    }
    [
        DynamicKind::Contradiction,
        DynamicKind::Double,
        DynamicKind::Cell,
        DynamicKind::Region,
    ]
    .into_iter()
    .filter_map(|k| Technique::dynamic(k, cfg.level))
    .map(Technique::base_rating)
    .min()
    .unwrap_or(u8::MAX)
}
