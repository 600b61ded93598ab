//! [`Step`]: one deduction, what it changes and why, and its English sentence.

use core::fmt::{self, Write};

use heapless::Vec;

use super::tables::{Digits, HOUSE_CELLS};
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

    /// Adds a node to the chain (counted always, kept up to [`MAX_CHAIN`]).
    pub(crate) fn node(&mut self, cell: usize, digit: u8, on: bool, branch: u8) {
        let _ = self.chain.push(Node {
            cell: cell as u8,
            digit,
            on,
            branch,
        });
        self.chain_length = self.chain_length.saturating_add(1);
    }

    /// True when the step changes nothing (no placement, no elimination).
    pub fn is_empty(&self) -> bool {
        self.placement.is_none() && self.eliminations.is_empty()
    }

    /// True when the step relies on the puzzle having one solution.
    pub fn uses_uniqueness(&self) -> bool {
        self.technique.needs_uniqueness()
    }

    /// Writes the step's English sentence, in the notation players use (`r3c5`, `b2`,
    /// `r3c5<>7` for "r3c5 is not 7"), for example "Hidden Single: in box 2, 7 fits only in r3c5".
    /// [`Step`]'s `Display` writes the same.
    ///
    /// The sentence of a step whose cells, digits and houses are in range is always shorter
    /// than [`MAX_SENTENCE`] bytes: a chain whose whole sentence would not be shows its first
    /// and last [`ELIDED_CHAIN_END`] nodes, with ` ... ` for the nodes between them.
    pub fn write_sentence<W: Write>(&self, out: &mut W) -> fmt::Result {
        let mut length = Length(0);
        let whole = self.write_with(&mut length, false).is_ok() && length.0 < MAX_SENTENCE;
        self.write_with(out, !whole)
    }

    /// The chain's nodes (the first and last [`ELIDED_CHAIN_END`] when `elide`), `->` between
    /// the nodes of a branch, `;` between branches, and `-> ...` after them when the chain has
    /// more nodes than it keeps.
    fn write_chain<W: Write>(&self, out: &mut W, elide: bool) -> fmt::Result {
        let n = self.chain.len();
        let cut = elide && n > 2 * ELIDED_CHAIN_END;
        for (i, node) in self.chain.iter().enumerate() {
            if cut && (ELIDED_CHAIN_END..n - ELIDED_CHAIN_END).contains(&i) {
                continue;
            }
            let new_branch = i > 0 && self.chain.get(i - 1).map(|p| p.branch) != Some(node.branch);
            if cut && i == n - ELIDED_CHAIN_END {
                out.write_str(" ... ")?;
            } else if new_branch {
                out.write_str("; ")?;
            } else if i > 0 {
                out.write_str(" -> ")?;
            }
            write!(
                out,
                "{}{}{}",
                Cell(node.cell),
                if node.on { "=" } else { "<>" },
                node.digit
            )?;
        }
        if usize::from(self.chain_length) > n {
            out.write_str(" -> ...")?;
        }
        Ok(())
    }

    fn write_with<W: Write>(&self, out: &mut W, elide: bool) -> fmt::Result {
        let t = self.technique;
        let digits = DigitList(self.digits);
        let houses = HouseList(&self.houses);
        match t {
            Technique::FullHouse => {
                if let Some(p) = self.placement {
                    write!(
                        out,
                        "{}: {} is the last empty cell of {}",
                        t.name(),
                        Cell(p.cell),
                        houses
                    )?;
                }
            }
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => {
                if let Some(p) = self.placement {
                    write!(
                        out,
                        "{}: in {}, {} fits only in {}",
                        t.name(),
                        houses,
                        p.digit,
                        Cell(p.cell)
                    )?;
                }
            }
            Technique::NakedSingle => {
                if let Some(p) = self.placement {
                    write!(
                        out,
                        "{}: {} can only be {}",
                        t.name(),
                        Cell(p.cell),
                        p.digit
                    )?;
                }
            }
            Technique::Pointing | Technique::Claiming => {
                let (a, b) = (
                    HouseList(self.houses.get(..1).unwrap_or(&[])),
                    HouseList(self.houses.get(1..).unwrap_or(&[])),
                );
                write!(out, "{}: in {}, {} lies only in {}", t.name(), a, digits, b)?;
            }
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
                write!(
                    out,
                    "{}: in {}, {} hold only {}",
                    t.name(),
                    houses,
                    CellList(&self.reasons),
                    digits
                )?;
            }
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
                write!(
                    out,
                    "{}: in {}, {} fit only in {}",
                    t.name(),
                    houses,
                    digits,
                    CellList(&self.reasons)
                )?;
            }
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                let n = self.houses.len() / 2;
                let (base, cover) = (
                    HouseList(self.houses.get(..n).unwrap_or(&[])),
                    HouseList(self.houses.get(n..).unwrap_or(&[])),
                );
                write!(
                    out,
                    "{}: in {}, {} lies only in {}",
                    t.name(),
                    base,
                    digits,
                    cover
                )?;
            }
            Technique::Skyscraper
            | Technique::TwoStringKite
            | Technique::WWing
            | Technique::XyWing
            | Technique::XyzWing => {
                write!(
                    out,
                    "{}: {} on {}",
                    t.name(),
                    digits,
                    CellList(&self.reasons)
                )?;
            }
            Technique::UniqueRectangle1
            | Technique::UniqueRectangle2
            | Technique::UniqueRectangle4 => {
                write!(
                    out,
                    "{}: {} on {} would give two solutions",
                    t.name(),
                    digits,
                    CellList(&self.reasons)
                )?;
            }
            Technique::BugPlusOne => {
                write!(
                    out,
                    "{}: every other open cell has two candidates",
                    t.name()
                )?;
            }
            _ => {
                write!(out, "{}: ", t.name())?;
                self.write_chain(out, elide)?;
            }
        }
        if let Some(p) = self.placement {
            match t {
                Technique::FullHouse
                | Technique::HiddenSingleBox
                | Technique::HiddenSingleLine
                | Technique::NakedSingle => {}
                _ => write!(out, ", so {}={}", Cell(p.cell), p.digit)?,
            }
        }
        if !self.eliminations.is_empty() {
            out.write_str(", so ")?;
            for (i, e) in self.eliminations.iter().enumerate() {
                if i > 0 {
                    out.write_str(", ")?;
                }
                write!(out, "{}<>{}", Cell(e.cell), e.digit)?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_sentence(f)
    }
}

/// Counts the bytes of a sentence without writing them.
struct Length(usize);

impl Write for Length {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 = self.0.saturating_add(s.len());
        Ok(())
    }
}

fn mark(cell: usize, digit: u8) -> Mark {
    Mark {
        cell: cell as u8,
        digit,
    }
}

/// `r3c5`: a cell, rows and columns counted from 1.
struct Cell(u8);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.0 / 9 + 1, self.0 % 9 + 1)
    }
}

/// `row 3`, `column 5`, `b2` and so on, joined with "and".
struct HouseList<'a>(&'a [u8]);

impl fmt::Display for HouseList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &h) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == self.0.len() { " and " } else { ", " })?;
            }
            match h {
                0..=8 => write!(f, "row {}", h + 1)?,
                9..=17 => write!(f, "column {}", h - 8)?,
                _ => write!(f, "box {}", h.saturating_sub(17))?,
            }
        }
        Ok(())
    }
}

/// The distinct cells of some marks, in order: `r1c1, r1c5 and r2c3`.
struct CellList<'a>(&'a [Mark]);

impl fmt::Display for CellList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut seen = 0u128;
        let mut cells: Vec<u8, MAX_REASONS> = Vec::new();
        for m in self.0 {
            if seen >> m.cell & 1 == 0 {
                seen |= 1 << m.cell;
                let _ = cells.push(m.cell);
            }
        }
        for (i, &c) in cells.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == cells.len() { " and " } else { ", " })?;
            }
            write!(f, "{}", Cell(c))?;
        }
        Ok(())
    }
}

/// `3`, `3 and 7`, `1, 4 and 9`.
struct DigitList(u16);

impl fmt::Display for DigitList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.count_ones();
        for (i, d) in Digits(self.0).enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n as usize { " and " } else { ", " })?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The cells of house `h` (for the techniques that describe a house by its cells).
#[allow(dead_code)]
pub(crate) fn house_cells(h: usize) -> &'static [u8] {
    HOUSE_CELLS.get(h).map(|c| &c[..]).unwrap_or(&[])
}
