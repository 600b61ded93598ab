//! The explainer (9 × 9 only): pencil marks, hints, mistakes and ratings, as the C library's
//! `sudoku_candidates`, `sudoku_hint`, `sudoku_mistakes` and `sudoku_rate`.
//!
//! A player's grid is three regions: the puzzle's givens at `CELLS`, the player's entries at
//! `ENTRIES` (0 for none; a given may be repeated) and the crossed-out candidates at `MARKS`
//! (bit `d - 1` for digit `d`). They are checked in the C library's order: the givens' values
//! and repeats, then the entries' and masks' values, then the puzzle's one solution.

use core::fmt::{self, Write};

use sudoku_core::explain::{self, Candidates, Level, Step, Technique};
use sudoku_core::{Cells, Error, Grid};

use crate::buffer::{self, cells81, io, put_u16, CELLS, ENTRIES, MARKS, OUT, SIZE};
use crate::status;

/// The player's grid from the buffer: the checked givens, the entries, the masks.
fn player(io: &[u8; SIZE]) -> Result<(Grid, Cells, [u16; 81]), Error> {
    let givens = Grid::new(cells81(io, CELLS))?;
    let (entries, marks) = entries_and_marks(io)?;
    Ok((givens, entries, marks))
}

/// The player's entries (0 to 9) and crossed-out masks (up to 0x1ff), or
/// [`Error::InvalidValue`].
fn entries_and_marks(io: &[u8; SIZE]) -> Result<(Cells, [u16; 81]), Error> {
    let entries = cells81(io, ENTRIES);
    let mut marks = [0u16; 81];
    for (i, m) in marks.iter_mut().enumerate() {
        *m = u16::from_le_bytes([io[MARKS + 2 * i], io[MARKS + 2 * i + 1]]);
    }
    if entries.as_flattened().iter().any(|&d| d > 9) || marks.iter().any(|&m| m > 0x1ff) {
        return Err(Error::InvalidValue);
    }
    Ok((entries, marks))
}

/// The pencil marks of the player's grid to `OUT`, 81 `u16`: for each empty cell (neither
/// given nor entered) the digits its row, column and box allow, less those crossed out.
/// Where a digit repeats, which `sudoku_candidates` refuses, each digit still forbids its
/// peers' cells.
#[no_mangle]
pub extern "C" fn sdk_candidates() -> i32 {
    let io = io();
    let givens = cells81(io, CELLS);
    if givens.as_flattened().iter().any(|&d| d > 9) {
        return status(Error::InvalidValue);
    }
    let (entries, masks) = match entries_and_marks(io) {
        Ok(p) => p,
        Err(e) => return status(e),
    };
    let mut filled = givens;
    for (cell, &e) in filled
        .as_flattened_mut()
        .iter_mut()
        .zip(entries.as_flattened())
    {
        if *cell == 0 {
            *cell = e;
        }
    }
    let marks = match Grid::new(filled) {
        Ok(grid) => Candidates::new(&grid).masks(),
        Err(Error::Conflict) => peer_rule(&filled),
        Err(e) => return status(e),
    };
    for (i, (&m, &x)) in marks.iter().zip(&masks).enumerate() {
        put_u16(io, OUT + 2 * i, m & !x);
    }
    0
}

/// Each empty cell's digits that no filled cell of its row, column or box holds.
fn peer_rule(filled: &Cells) -> [u16; 81] {
    let mut out = [0u16; 81];
    for (cell, mask) in out.iter_mut().enumerate() {
        let (r, c) = (cell / 9, cell % 9);
        if filled[r][c] != 0 {
            continue;
        }
        let mut seen = 0u16;
        for (r2, row) in filled.iter().enumerate() {
            for (c2, &d) in row.iter().enumerate() {
                let peer = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
                if peer && d != 0 {
                    seen |= 1 << (d - 1);
                }
            }
        }
        *mask = 0x1ff & !seen;
    }
    out
}

/// The easiest next step of the player's grid (`sudoku_hint`) to `OUT`, as [`put_step`] lays
/// it out; technique 0 when the grid is complete.
#[no_mangle]
pub extern "C" fn sdk_hint() -> i32 {
    let io = io();
    let found = player(io)
        .and_then(|(givens, entries, marks)| explain::hint(&givens, &entries, Some(&marks)));
    match found {
        Ok(step) => {
            put_step(io, step.as_ref());
            0
        }
        Err(e) => status(e),
    }
}

/// A step at `OUT`: technique, rating (×10), uses-uniqueness, placed cell (255: none),
/// placed digit, digits (`u16`), the counts of eliminations, reasons, houses and chain
/// nodes, the chain's length (`u16`), the sentence's length (`u16`); then the eliminations
/// and reasons (cell, digit), the houses, the chain nodes (cell, digit, on, branch), and the
/// sentence (UTF-8).
fn put_step(io: &mut [u8; SIZE], step: Option<&Step>) {
    let Some(s) = step else {
        io[OUT..OUT + 15].fill(0);
        return;
    };
    let mut sentence = Text {
        bytes: [0; explain::MAX_SENTENCE],
        len: 0,
    };
    // The buffer always holds a sentence (`MAX_SENTENCE`); a cut one would still be read.
    let _ = s.write_sentence(&mut sentence);
    let head = [
        s.technique.number(),
        s.rating,
        u8::from(s.uses_uniqueness()),
        s.placement.map_or(255, |p| p.cell),
        s.placement.map_or(0, |p| p.digit),
    ];
    io[OUT..OUT + 5].copy_from_slice(&head);
    put_u16(io, OUT + 5, s.digits);
    io[OUT + 7] = s.eliminations.len() as u8;
    io[OUT + 8] = s.reasons.len() as u8;
    io[OUT + 9] = s.houses.len() as u8;
    io[OUT + 10] = s.chain.len() as u8;
    put_u16(io, OUT + 11, s.chain_length);
    put_u16(io, OUT + 13, sentence.len as u16);
    let mut at = OUT + 15;
    for m in s.eliminations.iter().chain(&s.reasons) {
        io[at] = m.cell;
        io[at + 1] = m.digit;
        at += 2;
    }
    for &h in &s.houses {
        io[at] = h;
        at += 1;
    }
    for n in &s.chain {
        io[at..at + 4].copy_from_slice(&[n.cell, n.digit, u8::from(n.on), n.branch]);
        at += 4;
    }
    io[at..at + sentence.len].copy_from_slice(&sentence.bytes[..sentence.len]);
}

/// A fixed buffer for a sentence.
struct Text {
    bytes: [u8; explain::MAX_SENTENCE],
    len: usize,
}

impl Write for Text {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len.checked_add(s.len()).ok_or(fmt::Error)?;
        let out = self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?;
        out.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// The player's mistakes (`sudoku_mistakes`) to `OUT`, a byte a cell: 1 a wrong entry, 2 the
/// solution's digit crossed out, 3 both, 0 none.
#[no_mangle]
pub extern "C" fn sdk_mistakes() -> i32 {
    let io = io();
    let found = player(io)
        .and_then(|(givens, entries, marks)| explain::mistakes(&givens, &entries, Some(&marks)));
    match found {
        Ok(m) => {
            for cell in 0..81 {
                let flag = (m.entries >> cell & 1) as u8 | ((m.crossed_out >> cell & 1) as u8) << 1;
                io[OUT + cell] = flag;
            }
            0
        }
        Err(e) => status(e),
    }
}

/// The rating of the puzzle at `CELLS` (`sudoku_rate`) to `OUT`: ER, EP, ED (SE scale ×10),
/// level, hardest technique, QQWing's level, uses-uniqueness, uses-forcing-chains, steps
/// (`u16` at 8), then the steps per technique (`u16` each at 10, technique 1 first).
#[no_mangle]
pub extern "C" fn sdk_rate() -> i32 {
    let io = io();
    let rating = match Grid::new(cells81(io, CELLS)).and_then(|grid| explain::rate(&grid)) {
        Ok(r) => r,
        Err(e) => return status(e),
    };
    // Sudoku Explainer's ER, EP and ED, as the core rates them.
    let (er, ep, ed) = (rating.rating, rating.pearl, rating.diamond);
    let head = [
        er,
        ep,
        ed,
        rating.level as u8,
        rating.hardest.number(),
        rating.qqwing() as u8,
        u8::from(rating.uses_uniqueness),
        u8::from(rating.uses_forcing_chains()),
    ];
    io[OUT..OUT + 8].copy_from_slice(&head);
    put_u16(io, OUT + 8, rating.steps);
    for t in Technique::ALL {
        let n = usize::from(t.number());
        put_u16(io, OUT + 10 + 2 * (n - 1), rating.count(t));
    }
    0
}

/// Writes the library's name of technique `number` at `OUT` ("Hidden Single"; "none" for 0,
/// "unknown technique" otherwise) and returns its length.
#[no_mangle]
pub extern "C" fn sdk_technique_name(number: i32) -> i32 {
    let name = match u8::try_from(number).ok().and_then(Technique::from_number) {
        Some(t) => t.name(),
        None if number == 0 => "none",
        None => "unknown technique",
    };
    buffer::write_text(name)
}

/// Writes the name of level `number` at `OUT` ("easy" to "diabolical", or "unknown level").
#[no_mangle]
pub extern "C" fn sdk_level_name(number: i32) -> i32 {
    let name = u8::try_from(number)
        .ok()
        .and_then(Level::from_number)
        .map_or("unknown level", Level::name);
    buffer::write_text(name)
}
