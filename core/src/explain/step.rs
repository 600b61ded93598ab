//! [`Step`]: one deduction, what it changes and why, and its English sentence.

use core::fmt::{self, Write};

use heapless::Vec;

use super::tables::Digits;
use super::Technique;

/// At most this many eliminations per step (a step that finds more reports the first ones,
/// all of them sound).
pub const MAX_ELIMINATIONS: usize = 64;
/// At most this many candidates justify a step (the pattern a GUI highlights).
pub const MAX_REASONS: usize = 32;
/// At most this many houses per step (a Jellyfish has eight).
pub const MAX_HOUSES: usize = 8;
/// At most this many nodes of a chain are kept for display (longer chains keep their first
/// ones; the rating counts them all).
pub const MAX_CHAIN: usize = 64;
/// A buffer of this many bytes always holds a step's sentence and a NUL (the sentence is at
/// most `MAX_SENTENCE - 1` bytes), whatever its chain's length, when its cells, digits and
/// houses are in range: a long chain's sentence is shortened to fit.
pub const MAX_SENTENCE: usize = 1024;
/// A chain too long for [`MAX_SENTENCE`] shows this many nodes at each end in its sentence.
pub const ELIDED_CHAIN_END: usize = 16;

/// A digit in a cell: a candidate, a placement or an elimination. Cells are `0..81`, row by
/// row; digits `1..=9`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    /// The cell, `0..81`.
    pub cell: u8,
    /// The digit, `1..=9`.
    pub digit: u8,
}

/// A node of a chain: a digit in a cell, and whether the chain makes it true or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    /// The cell, `0..81`.
    pub cell: u8,
    /// The digit, `1..=9`.
    pub digit: u8,
    /// True: the digit is placed there; false: it is removed.
    pub on: bool,
    /// Which branch of the chain the node belongs to, from 0: a chain proves its conclusion
    /// from a start that is either true or false (two branches), from each candidate of a cell
    /// or each place of a digit in a house (one branch each), or from one assumption that
    /// ends in a contradiction (one branch).
    pub branch: u8,
}

/// One step of a solution: the technique, its rating, what it changes (a placement or
/// eliminations) and what justifies it (the pattern's candidates, houses and chain).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The rating of this step on SE's scale, ×10 (the technique's base rating plus any chain
    /// length modifier).
    pub rating: u8,
    /// The digit the step places, if it places one.
    pub placement: Option<Mark>,
    /// The candidates the step removes.
    pub eliminations: Vec<Mark, MAX_ELIMINATIONS>,
    /// The candidates (or values) that form the pattern: what a GUI highlights.
    pub reasons: Vec<Mark, MAX_REASONS>,
    /// The houses of the pattern: `0..9` rows, `9..18` columns, `18..27` boxes (for a fish,
    /// the base lines, then the cover lines).
    pub houses: Vec<u8, MAX_HOUSES>,
    /// The digits of the pattern, bit `d - 1` for digit `d`.
    pub digits: u16,
    /// A chain, in order, for the chains and forcing chains (the first [`MAX_CHAIN`] nodes).
    pub chain: Vec<Node, MAX_CHAIN>,
    /// The number of nodes of the whole chain, all its branches together (0 for a pattern that
    /// is not a chain): [`chain`](Step::chain) keeps the first [`MAX_CHAIN`] of them. The
    /// rating's length modifier counts as SE does, which can differ (a nested forcing chain
    /// also counts the chains it uses on the way, which are not listed).
    pub chain_length: u16,
}

impl Step {
    /// An empty step of `technique` at its base rating.
    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            rating: technique.base_rating(),
            placement: None,
            eliminations: Vec::new(),
            reasons: Vec::new(),
            houses: Vec::new(),
            digits: 0,
            chain: Vec::new(),
            chain_length: 0,
        }
    }

    /// Records a placement.
    pub(crate) fn place(mut self, cell: usize, digit: u8) -> Step {
        self.placement = Some(mark(cell, digit));
        self
    }

    /// Adds an elimination (ignored past [`MAX_ELIMINATIONS`] or when already there).
    pub(crate) fn eliminate(&mut self, cell: usize, digit: u8) {
        let m = mark(cell, digit);
        if !self.eliminations.contains(&m) {
            let _ = self.eliminations.push(m);
        }
    }

    /// Adds a candidate of the pattern (ignored past [`MAX_REASONS`] or when already there).
    pub(crate) fn reason(&mut self, cell: usize, digit: u8) {
        let m = mark(cell, digit);
        if !self.reasons.contains(&m) {
            let _ = self.reasons.push(m);
        }
    }

    /// Adds every candidate of `digits` in each cell of `cells` to the pattern.
    pub(crate) fn reasons_in(&mut self, cells: u128, marks: &super::Candidates, digits: u16) {
        for c in super::tables::Cells(cells) {
            for d in Digits(marks.mask(c) & digits) {
                self.reason(c, d);
            }
        }
    }

    /// Adds a house (ignored past [`MAX_HOUSES`]).
    pub(crate) fn house(&mut self, house: usize) {
        let _ = self.houses.push(house as u8);
    }

    /// True when the step changes nothing (no placement, no elimination).
    pub fn is_empty(&self) -> bool {
        self.placement.is_none() && self.eliminations.is_empty()
    }

    /// True when the step relies on the puzzle having one solution.
    pub fn uses_uniqueness(&self) -> bool {
        self.technique.needs_uniqueness()
    }

    /// Writes Sudoku Explainer's name of the step's rule ("Turbot Fish", "Unique Loop 8 type
    /// 1"): [`Technique::se_name`], with the size of a unique loop of more than six cells.
    pub fn write_se_name<W: Write>(&self, out: &mut W) -> fmt::Result {
        write_se_name(self.technique, self.pattern_cells(), out)
    }

    /// The number of distinct cells among the reasons (a unique loop's size).
    pub(crate) fn pattern_cells(&self) -> u16 {
        let cells = self
            .reasons
            .iter()
            .fold(0u128, |m, r| m | 1 << (r.cell & 127));
        cells.count_ones() as u16
    }
}

/// SE's name of `technique` for a pattern of `size` cells (a loop's size, else unused).
pub(crate) fn write_se_name<W: Write>(technique: Technique, size: u16, out: &mut W) -> fmt::Result {
    let t = technique;
    let looped = matches!(
        t,
        Technique::UniqueLoop1
            | Technique::UniqueLoop2
            | Technique::UniqueLoop3
            | Technique::UniqueLoop4
    );
    if looped && size > 6 {
        let kind = t.number() - Technique::UniqueLoop1.number() + 1;
        write!(out, "Unique Loop {size} type {kind}")
    } else {
        out.write_str(t.se_name())
    }
}

fn mark(cell: usize, digit: u8) -> Mark {
    Mark {
        cell: cell as u8,
        digit,
    }
}
