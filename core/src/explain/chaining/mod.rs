//! Sudoku Explainer 1.2.1's chaining rules (its `rules/chaining` package), written again for
//! speed: the hint SE's `Chaining(isMultiple, isDynamic, isNishio, level)` gives first, for
//! every configuration its solver uses ([`ChainConfig`]), with SE's difficulty arithmetic and its
//! order among hints of equal difficulty, so that a rating built on it is SE's.
//!
//! SE lists every hint of a configuration, sorts them (difficulty, then complexity, then a sort
//! key per kind; Java's sort is stable, so the order of discovery breaks the last ties) and its
//! rating loop takes the first. Here each search keeps only the best so far by that same key
//! and visits the candidates in SE's order, so that the first of equals is SE's first; the
//! bound the best sets cuts every search that can no longer beat it.
//!
//! A candidate is `cand = 9 * cell + digit - 1` (`0..729`, cells row by row as in
//! [`super::tables`]); SE's "potential" is a candidate with a truth value (on: the digit is
//! placed; off: it is removed). Sets of candidates are nine `u128` boards, one per digit, as in
//! [`Candidates`].
//!
//! Memory: everything is on the stack in arrays of fixed size; the work is counted against the
//! caller's budget ([`Work`]), and a spent budget ends the search with
//! [`Error::LimitReached`].

mod advanced;
mod ancestry;
mod collect;
mod groups;
mod hints;
mod key;
mod links;
mod multiple;
mod nested;
mod prop;
mod step;
mod sweep;
mod unary;
mod walk;

#[cfg(test)]
mod se_compare;

use heapless::Vec;

use super::step::{Mark, Node, MAX_CHAIN, MAX_ELIMINATIONS};
use super::Candidates;
use crate::Error;

/// One of SE's chaining producers: `Chaining(multiple, dynamic, nishio, level)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ChainConfig {
    /// Cell and region forcing chains (SE's `isMultipleEnabled`).
    pub multiple: bool,
    /// Dynamic chains: each deduction removes its candidate from the grid the chain sees.
    pub dynamic: bool,
    /// Nishio: one digit at a time (only with `dynamic`, without `multiple`).
    pub nishio: bool,
    /// 0, or 1 for the "(+)" rules (locked candidates and pairs on the way), 2 to 5 for the
    /// nested forcing chains.
    pub level: u8,
}

impl ChainConfig {
    /// Cycles, forcing X-chains and forcing chains: SE's "Forcing Chains & Cycles".
    pub const FORCING: ChainConfig = ChainConfig::new(false, false, false, 0);
    /// Nishio forcing chains.
    pub const NISHIO: ChainConfig = ChainConfig::new(false, true, true, 0);
    /// Static cell and region forcing chains.
    pub const MULTIPLE: ChainConfig = ChainConfig::new(true, false, false, 0);
    /// Dynamic forcing chains.
    pub const DYNAMIC: ChainConfig = ChainConfig::new(true, true, false, 0);
    /// Dynamic forcing chains (+).
    pub const PLUS: ChainConfig = ChainConfig::new(true, true, false, 1);

    /// `Chaining(multiple, dynamic, nishio, level)`.
    pub const fn new(multiple: bool, dynamic: bool, nishio: bool, level: u8) -> ChainConfig {
        ChainConfig {
            multiple,
            dynamic,
            nishio,
            level,
        }
    }

    /// Nested forcing chains of `level` (2 to 5).
    pub const fn nested(level: u8) -> ChainConfig {
        ChainConfig::new(true, true, false, level)
    }
}

/// The kind of a chaining hint: SE's class and name, without the configuration's prefix and
/// suffix ([`ChainHint::name`] adds them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ChainKind {
    /// "Bidirectional X-Cycle": a loop of one digit.
    XCycle,
    /// "Generalized X-Wing": an X-cycle through four cells.
    GeneralizedXWing,
    /// "Bidirectional Y-Cycle": a loop of bivalue cells.
    YCycle,
    /// "Bidirectional Cycle": a loop of both kinds of links.
    Cycle,
    /// "Forcing X-Chain": a candidate's two states lead, through one digit, to one conclusion.
    ForcingXChain,
    /// "Turbot Fish": a forcing X-chain of six nodes.
    TurbotFish,
    /// "Forcing Chain": a forcing chain through digits and cells.
    ForcingChain,
    /// "Nishio Forcing Chains": an assumption that contradicts itself, through one digit.
    Nishio,
    /// "... Cell Forcing Chains": every candidate of a cell leads to one conclusion.
    CellForcing,
    /// "... Region Forcing Chains": every place of a digit in a house leads to one conclusion.
    RegionForcing,
    /// "... Contradiction Forcing Chains": an assumption that leads to a contradiction.
    Contradiction,
    /// "... Double Forcing Chains": a candidate's two states lead to one conclusion.
    DoubleForcing,
}

/// The first hint of a chaining rule, as SE would give it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ChainHint {
    /// What kind of chain.
    pub kind: ChainKind,
    /// The configuration that found it (for the name).
    pub config: ChainConfig,
    /// SE's difficulty ×10, as SE prints it: `(int)((d + 0.05) * 10)`.
    pub difficulty: u8,
    /// SE's complexity: the nodes of every chain of the hint (each chain's ancestors counted
    /// once), plus those of the nested chains.
    pub complexity: u16,
    /// The digit placed, when the conclusion is a candidate made true.
    pub placement: Option<Mark>,
    /// The candidates removed.
    pub eliminations: Vec<Mark, MAX_ELIMINATIONS>,
    /// The chain, for display (its first [`MAX_CHAIN`] nodes).
    pub chain: Vec<Node, MAX_CHAIN>,
}

impl ChainHint {
    /// SE's name of the hint (its `getName()`).
    #[cfg(test)]
    pub fn name(&self) -> &'static str {
        let c = self.config;
        match self.kind {
            ChainKind::XCycle => "Bidirectional X-Cycle",
            ChainKind::GeneralizedXWing => "Generalized X-Wing",
            ChainKind::YCycle => "Bidirectional Y-Cycle",
            ChainKind::Cycle => "Bidirectional Cycle",
            ChainKind::ForcingXChain => "Forcing X-Chain",
            ChainKind::TurbotFish => "Turbot Fish",
            ChainKind::ForcingChain => "Forcing Chain",
            ChainKind::Nishio => "Nishio Forcing Chains",
            k => key::dynamic_name(k, c),
        }
    }
}

pub(crate) use super::work::Work;

/// The hint SE's `Chaining(cfg).getHints` gives first on `c`, or `None`.
pub(crate) fn first_hint(
    c: &Candidates,
    cfg: ChainConfig,
    work: &mut Work,
) -> Result<Option<ChainHint>, Error> {
    if cfg == ChainConfig::FORCING {
        return unary::first(c, work);
    }
    multiple::first(c, cfg, work)
}

/// The candidate number of `digit` (1 to 9) in `cell`.
#[inline]
pub(crate) const fn cand(cell: usize, digit: u8) -> u16 {
    (cell * 9 + digit as usize - 1) as u16
}

/// The cell of a candidate.
#[inline]
pub(crate) const fn cell_of(cand: u16) -> usize {
    cand as usize / 9
}

/// The digit (1 to 9) of a candidate.
#[inline]
pub(crate) const fn digit_of(cand: u16) -> u8 {
    (cand % 9) as u8 + 1
}

/// A mark (cell, digit) of a candidate.
pub(crate) fn mark_of(cand: u16) -> Mark {
    Mark {
        cell: cell_of(cand) as u8,
        digit: digit_of(cand),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    /// Every configuration SE's solver uses, in its order.
    const ALL: [ChainConfig; 9] = [
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

    #[test]
    #[cfg_attr(
        miri,
        ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
    )]
    fn a_solved_grid_has_no_chain_and_a_spent_budget_stops() {
        let grid: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        let c = Candidates::new(&grid);
        let mut work = Work {
            used: 0,
            limit: u64::MAX,
        };
        for cfg in ALL {
            assert_eq!(first_hint(&c, cfg, &mut work), Ok(None), "{cfg:?}");
        }
        // A hard grid with a budget of one node: the search stops with LimitReached.
        let hard: Grid =
            "12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4.."
                .parse()
                .unwrap();
        let c = Candidates::new(&hard);
        for cfg in [ChainConfig::FORCING, ChainConfig::DYNAMIC] {
            let mut work = Work { used: 0, limit: 1 };
            assert_eq!(first_hint(&c, cfg, &mut work), Err(Error::LimitReached));
        }
    }
}
