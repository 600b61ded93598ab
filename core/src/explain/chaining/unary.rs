//! SE's `Chaining(false, false, false, 0)`, "Forcing Chains & Cycles": bidirectional cycles
//! and forcing chains of one candidate, on the grid as it stands (static links only).
//!
//! SE makes three passes over the candidates, cells row by row and digits in order: X links
//! only (cycles of one digit, forcing X-chains), Y links only (cycles of bivalue cells, only
//! from a bivalue cell) and both (cycles and forcing chains). From a candidate `s` assumed on
//! it follows, breadth first, what turns off (weak links) and then on (strong links): an off
//! node strongly linked back to `s` from the second round on closes a cycle; an on node that
//! turns `s` off is a forcing chain ("`s` is false"); from `s` assumed off (X passes), an off
//! node that turns `s` on is one ("`s` is true"). A chain of `k` rounds has `2k + 2` nodes,
//! SE's complexity.
//!
//! The forcing chains need only the round at which the walk first meets its target, so they
//! are found by walks over sets of candidates (nine boards each); so is the first round at
//! which a cycle may close. Only where a cycle could come first does [`super::walk`] follow
//! SE's own walk node by node, for the loop itself and its eliminations.

use super::key::Key;
use super::links::{Links, Pass};
use super::sweep::Sweep;
use super::{ChainHint, Work};
use crate::explain::Candidates;
use crate::Error;

pub(super) const PASSES: [Pass; 3] = [
    Pass { y: false, x: true },
    Pass { y: true, x: false },
    Pass { y: true, x: true },
];

impl Pass {
    /// The cycles' base difficulty and sort key.
    pub(super) fn cycle(self) -> (f64, u8) {
        match (self.y, self.x) {
            (true, true) => (7.0, 4),
            (true, false) => (6.5, 3),
            _ => (6.5, 2),
        }
    }

    /// The forcing chains' base difficulty and sort key.
    pub(super) fn forcing(self) -> (f64, u8) {
        if self.y {
            (7.0, 4)
        } else {
            (6.6, 2)
        }
    }
}

/// What the best hint so far is, to build it at the end.
#[derive(Clone)]
#[allow(clippy::large_enum_variant)] // one value per search, kept, never moved in a loop
pub(super) enum Found {
    /// A forcing chain from `src` assumed on (`true`) or off, of `layers` rounds.
    Forcing(Pass, u16, bool, u32),
    /// A cycle, built when found (its eliminations decide whether it counts).
    Cycle(ChainHint),
}

/// The best hint so far: its key, its place in SE's list, what it is.
pub(super) struct Best {
    pub key: Key,
    pub pos: u64,
    pub found: Found,
}

/// The search of one call.
pub(super) struct Search<'a> {
    pub c: &'a Candidates,
    pub links: Links,
    pub best: Option<Best>,
}

/// The first hint of SE's "Forcing Chains & Cycles" on `c`.
pub(super) fn first(c: &Candidates, work: &mut Work) -> Result<Option<ChainHint>, Error> {
    let mut s = Search {
        c,
        links: Links::new(c),
        best: None,
    };
    let mut sweep = Sweep::new();
    for (pi, &pass) in PASSES.iter().enumerate() {
        let (fb, fs) = pass.forcing();
        let (cb, cs) = pass.cycle();
        if !s.may_win(Key::new(fb, 4, fs)) && !s.may_win(Key::new(cb, 4, cs)) {
            continue;
        }
        s.pass(&mut sweep, pass, pi as u64, work)?;
    }
    Ok(match s.best.take() {
        None => None,
        Some(b) => match b.found {
            Found::Cycle(h) => Some(h),
            Found::Forcing(pass, src, on, layers) => s.forcing_hint(pass, src, on, layers),
        },
    })
}

impl Search<'_> {
    /// True when a hint of `key`, found now, would sort before the best so far.
    pub fn may_win(&self, key: Key) -> bool {
        match &self.best {
            None => true,
            Some(b) => !b.key.before(&key),
        }
    }

    /// Records a hint found at SE's list position `pos` if it comes before the best.
    pub fn offer(&mut self, key: Key, pos: u64, found: impl FnOnce(&Self) -> Option<Found>) {
        let better = match &self.best {
            None => true,
            Some(b) => key.before(&b.key) || (!b.key.before(&key) && pos < b.pos),
        };
        if better {
            if let Some(found) = found(self) {
                self.best = Some(Best { key, pos, found });
            }
        }
    }
}
