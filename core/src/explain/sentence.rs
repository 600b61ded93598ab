//! The English sentence of a [`Step`], in the notation players use.

use core::fmt::{self, Write};

use heapless::Vec;

use super::tables::Digits;
use super::{Mark, Step, Technique, ELIDED_CHAIN_END, MAX_REASONS, MAX_SENTENCE};

impl Step {
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
            Technique::XyWing | Technique::XyzWing => {
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
            | Technique::UniqueRectangle3
            | Technique::UniqueRectangle4
            | Technique::UniqueLoop1
            | Technique::UniqueLoop2
            | Technique::UniqueLoop3
            | Technique::UniqueLoop4 => {
                write!(
                    out,
                    "{}: {} on {} would give two solutions",
                    t.name(),
                    digits,
                    CellList(&self.reasons)
                )?;
            }
            Technique::DirectPointing | Technique::DirectClaiming => {
                let h = |i: usize| HouseList(self.houses.get(i..=i).unwrap_or(&[]));
                write!(
                    out,
                    "{}: in {}, {} lies only in {}, which leaves {} one place for it",
                    t.name(),
                    h(0),
                    digits,
                    h(1),
                    h(2)
                )?;
            }
            Technique::DirectHiddenPair | Technique::DirectHiddenTriple => {
                write!(
                    out,
                    "{}: in {}, {} fit only in {}, which leaves one place for {}",
                    t.name(),
                    houses,
                    digits,
                    CellList(&self.reasons),
                    self.placement.map_or(0, |p| p.digit)
                )?;
            }
            Technique::AlignedPairExclusion | Technique::AlignedTripletExclusion => {
                write!(
                    out,
                    "{}: {} cannot hold every combination of their candidates",
                    t.name(),
                    CellList(&self.reasons)
                )?;
            }
            Technique::BugPlusOne | Technique::Bug2 | Technique::Bug3 | Technique::Bug4 => {
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
