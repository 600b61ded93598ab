//! [`Step::validate`]: whether a step's fields fit together as the explainer writes them, for
//! steps that come back from outside (the C API's `sudoku_step_sentence` and
//! `sudoku_apply_step` take any `sudoku_step` a caller passes).
//!
//! The rules are about the step alone, not about a grid: what each technique needs for its
//! sentence and its change (a Naked Single places a digit; a Pointing names a box, then a line
//! crossing it, one digit, and removes that digit from the line outside the box), and what no
//! step can be (a chain whose kept nodes are not the first of its length, an elimination of
//! the digit the step places).

use super::tables::{bit, dbit, HOUSES};
use super::{Mark, Step, Technique, MAX_CHAIN};
use crate::Error;

impl Step {
    /// Checks that the step's fields fit together, as every step the explainer finds does:
    ///
    /// - cells `0..81`, digits `1..=9`, houses `0..27`, `digits` a non-empty mask of `0x1ff`;
    ///   the rating at least the technique's base rating;
    /// - a placement or eliminations, not both and not neither: a placement for the singles
    ///   and BUG+1, eliminations for the other patterns, either for the chains (a chain that
    ///   proves a candidate true places it, as SE's does);
    /// - a chain for the chains only: then `chain_length` at least 1 and `chain` its first
    ///   nodes (`min(chain_length, MAX_CHAIN)` of them); otherwise no node and length 0;
    /// - what the technique's sentence names and its logic implies: Full House and Hidden
    ///   Single one house holding the placed cell (a box, or a row or column, for the two kinds
    ///   of Hidden Single) and, with Naked Single and BUG+1, `digits` the placed digit;
    ///   Pointing a box then a line crossing it, Claiming a line then a box crossing it, one
    ///   digit, removed from the second house outside the first; the subsets `n` digits and
    ///   `n` cells among the reasons, all in each house named (at least one), a naked subset
    ///   removing its digits outside its cells, a hidden one the other digits inside them; the
    ///   fish `2n` houses, `n` base lines of one kind then `n` cover lines of the other, one
    ///   digit, removed from the cover lines outside the base lines; Skyscraper and 2-String
    ///   Kite one digit; those and the wings at least one reason and eliminations of their
    ///   digits only; the unique rectangles two digits and reasons on the four corners of a
    ///   rectangle.
    ///
    /// # Errors
    /// [`Error::InvalidValue`] when a rule is broken.
    pub fn validate(&self) -> Result<(), Error> {
        if in_range(self) && changes(self) && chain(self) && pattern(self) {
            Ok(())
        } else {
            Err(Error::InvalidValue)
        }
    }
}

fn mark_ok(m: &Mark) -> bool {
    m.cell < 81 && (1..=9).contains(&m.digit)
}

fn in_range(s: &Step) -> bool {
    s.placement.iter().chain(&s.eliminations).all(mark_ok)
        && s.reasons.iter().all(mark_ok)
        && s.chain
            .iter()
            .all(|n| n.cell < 81 && (1..=9).contains(&n.digit))
        && s.houses.iter().all(|&h| h < 27)
        && s.digits != 0
        && s.digits <= 0x1ff
        && s.rating >= s.technique.base_rating()
}

/// A placement or eliminations, as the technique makes them, and never both.
fn changes(s: &Step) -> bool {
    let t = s.technique;
    let places = matches!(
        t,
        Technique::FullHouse
            | Technique::HiddenSingleBox
            | Technique::HiddenSingleLine
            | Technique::NakedSingle
            | Technique::DirectPointing
            | Technique::DirectClaiming
            | Technique::DirectHiddenPair
            | Technique::DirectHiddenTriple
    );
    match (s.placement, s.eliminations.is_empty()) {
        (Some(_), true) => places || t.is_chain(),
        (None, false) => !places,
        _ => false,
    }
}

fn chain(s: &Step) -> bool {
    if s.technique.is_chain() {
        s.chain_length >= 1 && s.chain.len() == usize::from(s.chain_length).min(MAX_CHAIN)
    } else {
        s.chain_length == 0 && s.chain.is_empty()
    }
}

/// The cells of a house as a bit set (empty for a house out of range).
fn house(h: u8) -> u128 {
    HOUSES.get(usize::from(h)).copied().unwrap_or(0)
}

fn is_line(h: u8) -> bool {
    h < 18
}

fn is_box(h: u8) -> bool {
    (18..27).contains(&h)
}

/// The distinct cells of the reasons, as a bit set.
fn reason_cells(s: &Step) -> u128 {
    s.reasons
        .iter()
        .fold(0, |m, r| m | bit(usize::from(r.cell)))
}

fn has_digit(digits: u16, d: u8) -> bool {
    digits & dbit(d) != 0
}

fn pattern(s: &Step) -> bool {
    use Technique as T;
    let one_digit = s.digits.count_ones() == 1;
    let placed_digit = s.placement.is_some_and(|p| s.digits == dbit(p.digit));
    let in_one_house = |ok: fn(u8) -> bool| match (s.placement, s.houses.as_slice()) {
        (Some(p), &[h]) => ok(h) && house(h) & bit(usize::from(p.cell)) != 0,
        _ => false,
    };
    let elims_of_digits = s.eliminations.iter().all(|e| has_digit(s.digits, e.digit));
    match s.technique {
        T::FullHouse => placed_digit && in_one_house(|h| h < 27),
        T::HiddenSingleBox => placed_digit && in_one_house(is_box),
        T::HiddenSingleLine => placed_digit && in_one_house(is_line),
        T::NakedSingle => placed_digit,
        T::Pointing => locked(s, is_box, is_line),
        T::Claiming => locked(s, is_line, is_box),
        T::DirectPointing => direct_locked(s, is_box, is_line),
        T::DirectClaiming => direct_locked(s, is_line, is_box),
        T::NakedPair | T::NakedTriple | T::NakedQuad => subset(s, true),
        T::HiddenPair | T::HiddenTriple | T::HiddenQuad => subset(s, false),
        T::DirectHiddenPair | T::DirectHiddenTriple => direct_hidden(s),
        T::XWing => fish(s, 2),
        T::Swordfish => fish(s, 3),
        T::Jellyfish => fish(s, 4),
        T::Skyscraper | T::TwoStringKite | T::TurbotFish => {
            one_digit && !s.reasons.is_empty() && elims_of_digits
        }
        T::XyWing | T::XyzWing | T::WWing => !s.reasons.is_empty() && elims_of_digits,
        T::UniqueRectangle1 | T::UniqueRectangle2 | T::UniqueRectangle3 | T::UniqueRectangle4 => {
            s.digits.count_ones() == 2 && rectangle(reason_cells(s))
        }
        T::UniqueLoop1 | T::UniqueLoop2 | T::UniqueLoop3 | T::UniqueLoop4 => {
            let n = reason_cells(s).count_ones();
            s.digits.count_ones() == 2 && n >= 6 && n.is_multiple_of(2)
        }
        T::BugPlusOne | T::Bug2 | T::Bug3 | T::Bug4 => !s.reasons.is_empty(),
        T::AlignedPairExclusion => aligned(s, 2),
        T::AlignedTripletExclusion => aligned(s, 3),
        _ => s.technique.is_chain(),
    }
}

/// Direct Pointing and Claiming: a house of the first kind, one of the second crossing it,
/// and a third of the first kind crossing the second, where the one digit is placed outside
/// the second.
fn direct_locked(s: &Step, first: fn(u8) -> bool, second: fn(u8) -> bool) -> bool {
    let (&[a, b, c], Some(p)) = (s.houses.as_slice(), s.placement) else {
        return false;
    };
    let cell = bit(usize::from(p.cell));
    first(a)
        && second(b)
        && first(c)
        && a != c
        && house(a) & house(b) != 0
        && house(c) & house(b) != 0
        && house(c) & cell != 0
        && house(b) & cell == 0
        && s.digits == dbit(p.digit)
}

/// Direct hidden pairs and triples: `n` digits confined to `n` cells of the one house named,
/// and another digit placed in that house.
fn direct_hidden(s: &Step) -> bool {
    let n = if s.technique == Technique::DirectHiddenPair {
        2
    } else {
        3
    };
    let cells = reason_cells(s);
    let (&[h], Some(p)) = (s.houses.as_slice(), s.placement) else {
        return false;
    };
    s.digits.count_ones() == n
        && cells.count_ones() == n
        && house(h) & cells == cells
        && house(h) & bit(usize::from(p.cell)) != 0
        && !has_digit(s.digits, p.digit)
}

/// Aligned exclusions: `n` cells, the eliminations among them.
fn aligned(s: &Step, n: u32) -> bool {
    let cells = reason_cells(s);
    cells.count_ones() == n
        && s.eliminations
            .iter()
            .all(|e| cells & bit(usize::from(e.cell)) != 0)
}

/// Pointing and Claiming: a house of the first kind, one of the second crossing it, one
/// digit, removed from the second house outside the first.
fn locked(s: &Step, first: fn(u8) -> bool, second: fn(u8) -> bool) -> bool {
    let &[a, b] = s.houses.as_slice() else {
        return false;
    };
    let (from, to) = (house(a), house(b));
    first(a)
        && second(b)
        && from & to != 0
        && s.digits.count_ones() == 1
        && s.eliminations.iter().all(|e| {
            let c = bit(usize::from(e.cell));
            has_digit(s.digits, e.digit) && to & c != 0 && from & c == 0
        })
}

/// Naked and hidden subsets of `n` = 2 to 4 (the technique's): `n` digits, `n` cells of the
/// reasons in every house named; a naked subset removes its digits from other cells, a
/// hidden one the other digits from its cells.
fn subset(s: &Step, naked: bool) -> bool {
    use Technique as T;
    let n = match s.technique {
        T::NakedPair | T::HiddenPair => 2,
        T::NakedTriple | T::HiddenTriple => 3,
        _ => 4,
    };
    let cells = reason_cells(s);
    s.digits.count_ones() == n
        && cells.count_ones() == n
        && !s.houses.is_empty()
        && s.houses.iter().all(|&h| house(h) & cells == cells)
        && s.eliminations.iter().all(|e| {
            let inside = cells & bit(usize::from(e.cell)) != 0;
            let ours = has_digit(s.digits, e.digit);
            if naked {
                ours && !inside
            } else {
                !ours && inside
            }
        })
}

/// Fish of `n` lines: `n` distinct base lines of one kind, then `n` distinct cover lines of
/// the other, one digit, removed from the cover lines outside the base lines.
fn fish(s: &Step, n: usize) -> bool {
    let (Some(base), Some(cover)) = (s.houses.get(..n), s.houses.get(n..)) else {
        return false;
    };
    let lines = |hs: &[u8], rows: bool| {
        let set = hs.iter().fold(0u32, |m, &h| m | 1 << h);
        hs.len() == n
            && set.count_ones() as usize == n
            && hs
                .iter()
                .all(|&h| if rows { h < 9 } else { (9..18).contains(&h) })
    };
    let rows = base.first().is_some_and(|&h| h < 9);
    let cells = |hs: &[u8]| hs.iter().fold(0u128, |m, &h| m | house(h));
    let (base_cells, cover_cells) = (cells(base), cells(cover));
    lines(base, rows)
        && lines(cover, !rows)
        && s.digits.count_ones() == 1
        && s.eliminations.iter().all(|e| {
            let c = bit(usize::from(e.cell));
            has_digit(s.digits, e.digit) && cover_cells & c != 0 && base_cells & c == 0
        })
}

/// Four cells on two rows and two columns.
fn rectangle(cells: u128) -> bool {
    let (mut rows, mut cols) = (0u16, 0u16);
    for c in 0..81 {
        if cells >> c & 1 == 1 {
            rows |= 1 << (c / 9);
            cols |= 1 << (c % 9);
        }
    }
    cells.count_ones() == 4 && rows.count_ones() == 2 && cols.count_ones() == 2
}
