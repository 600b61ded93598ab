//! The ladder: the techniques in order, easiest first; the first that finds a step gives it.

use super::forcing::{forcing, Mode, Work};
use super::{chains, fish, intersections, single_digit, singles, subsets, uniqueness, wings};
use super::{Candidates, Step, Technique};

/// What the ladder found.
#[allow(clippy::large_enum_variant)] // returned once per step, never stored
pub(crate) enum Found {
    /// The easiest step.
    Step(Step),
    /// No technique up to the limit applies.
    Nothing,
    /// The work budget ran out first.
    Spent,
}

/// The easiest step on `b`, trying the techniques whose base rating is at most `max_rating`.
/// `unique`: the puzzle is known to have one solution, so the uniqueness techniques may be
/// used. `FULL`: false stops after XYZ-Wing and W-Wing (SE 4.4), so that a firmware that
/// only calls that ladder links none of the chains.
pub(crate) fn find<const FULL: bool>(
    b: &Candidates,
    unique: bool,
    max_rating: u8,
    work: &mut Work,
) -> Found {
    macro_rules! try_technique {
        ($t:expr, $call:expr) => {
            if $t.base_rating() > max_rating {
                return Found::Nothing;
            }
            if let Some(s) = $call {
                return Found::Step(s);
            }
        };
    }
    try_technique!(Technique::FullHouse, singles::full_house(b));
    try_technique!(
        Technique::HiddenSingleBox,
        singles::hidden_single(b, Technique::HiddenSingleBox)
    );
    try_technique!(
        Technique::HiddenSingleLine,
        singles::hidden_single(b, Technique::HiddenSingleLine)
    );
    try_technique!(Technique::NakedSingle, singles::naked_single(b));
    try_technique!(Technique::Pointing, intersections::pointing(b));
    try_technique!(Technique::Claiming, intersections::claiming(b));
    try_technique!(Technique::NakedPair, subsets::naked(b, 2));
    try_technique!(Technique::XWing, fish::fish(b, 2));
    try_technique!(Technique::HiddenPair, subsets::hidden(b, 2));
    try_technique!(Technique::NakedTriple, subsets::naked(b, 3));
    try_technique!(Technique::Swordfish, fish::fish(b, 3));
    try_technique!(Technique::HiddenTriple, subsets::hidden(b, 3));
    try_technique!(Technique::Skyscraper, single_digit::skyscraper(b));
    try_technique!(Technique::TwoStringKite, single_digit::two_string_kite(b));
    try_technique!(Technique::XyWing, wings::xy_wing(b));
    try_technique!(Technique::XyzWing, wings::xyz_wing(b));
    try_technique!(Technique::WWing, wings::w_wing(b));
    if !FULL {
        return Found::Nothing;
    }
    if unique {
        try_technique!(
            Technique::UniqueRectangle1,
            uniqueness::unique_rectangle(b, Technique::UniqueRectangle1)
        );
        try_technique!(
            Technique::UniqueRectangle4,
            uniqueness::unique_rectangle(b, Technique::UniqueRectangle4)
        );
        try_technique!(
            Technique::UniqueRectangle2,
            uniqueness::unique_rectangle(b, Technique::UniqueRectangle2)
        );
    }
    try_technique!(Technique::NakedQuad, subsets::naked(b, 4));
    try_technique!(Technique::Jellyfish, fish::fish(b, 4));
    try_technique!(Technique::HiddenQuad, subsets::hidden(b, 4));
    if unique {
        try_technique!(Technique::BugPlusOne, uniqueness::bug_plus_one(b));
    }
    if Technique::XChain.base_rating() > max_rating {
        return Found::Nothing;
    }
    // The X-chain and the AIC, whichever rates lower with its length.
    let x = chains::chain(b, true);
    let aic = if x
        .as_ref()
        .is_some_and(|s| s.rating <= Technique::Aic.base_rating())
    {
        None
    } else {
        chains::chain(b, false)
    };
    let best = match (x, aic) {
        (Some(x), Some(a)) => Some(if a.rating < x.rating { a } else { x }),
        (x, a) => x.or(a),
    };
    if let Some(s) = best {
        return Found::Step(s);
    }
    for (mode, t) in [
        (Mode::Digit(1), Technique::NishioForcingChain),
        (Mode::Dynamic, Technique::DynamicContradictionChain),
        (Mode::Plus, Technique::DynamicForcingChainPlus),
        (Mode::Nested, Technique::NestedForcingChain),
    ] {
        if t.base_rating() > max_rating {
            return Found::Nothing;
        }
        if let Some(s) = forcing(b, mode, work) {
            return Found::Step(s);
        }
        if work.spent() {
            return Found::Spent;
        }
    }
    Found::Nothing
}
