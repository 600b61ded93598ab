//! SE's walks from many candidates at once, 64 to a word: bit `b` of a node's word says
//! that the walk from the `b`-th source has reached it. One sweep, round by round, gives every
//! source's forcing chain (the round at which its walk meets its target) and the rounds at
//! which a cycle through it may close, and stops at the first round whose hints could no
//! longer come first.
//!
//! A round: the on nodes reached last turn off what they see (weak links), every occurrence
//! counted (SE does not merge off nodes in its cycle walk); the off nodes new to a walk turn
//! on their strong partners; the on nodes new to a walk are the next round. The walk from `s`
//! on meets its target when an on node turns `s` off; the walk from `s` off, when a new off
//! node is a strong partner of `s`; a cycle may close when an off node of a later round is
//! one (the exact walk of [`super::walk`] then decides).

// Node arrays are indexed `% 729` (and sources `% 64`): a no-op on real candidates and
// sources, which lets the compiler drop the bounds checks, the core's only panic paths here.

use super::key::Key;
use super::links::{add, weak, Pass};
use super::unary::{Found, Search};
use super::{cand, Work};
use crate::explain::tables::{bit, dbit, PEERS};
use crate::explain::tables::{BitCount, Cells, Digits};
use crate::Error;

/// One chunk of sources and the state of their walks.
pub(super) struct Sweep {
    /// The sources of the chunk, in SE's order.
    sources: heapless::Vec<u16, 64>,
    on_seen: [u64; 729],
    on_front: [u64; 729],
    off_seen: [u64; 729],
    off_made: [u64; 729],
    /// The candidates whose word in `on_front` (`off_made`) is not zero.
    on_any: [u128; 9],
    off_any: [u128; 9],
    /// Every candidate with a word set since the last clear.
    touched: [u128; 9],
}

impl Sweep {
    pub(super) fn new() -> Sweep {
        Sweep {
            sources: heapless::Vec::new(),
            on_seen: [0; 729],
            on_front: [0; 729],
            off_seen: [0; 729],
            off_made: [0; 729],
            on_any: [0; 9],
            off_any: [0; 9],
            touched: [0; 9],
        }
    }

    /// Clears the words of every candidate the last sweep touched.
    fn clear(&mut self) {
        for (i, &b) in self.touched.iter().enumerate() {
            for cell in Cells(b) {
                let c = usize::from(cand(cell, i as u8 + 1));
                if let Some(w) = self.on_seen.get_mut(c) {
                    *w = 0;
                }
                if let Some(w) = self.off_seen.get_mut(c) {
                    *w = 0;
                }
            }
        }
        self.touched = [0; 9];
        self.sources.clear();
        self.on_any = [0; 9];
        self.off_any = [0; 9];
    }
}

impl Search<'_> {
    /// SE's pass over every candidate (cells row by row, digits in order) with the links of
    /// `pass`, `pi` its place among the three passes.
    pub(super) fn pass(
        &mut self,
        sweep: &mut Sweep,
        pass: Pass,
        pi: u64,
        work: &mut Work,
    ) -> Result<(), Error> {
        let mut chunk: heapless::Vec<u16, 64> = heapless::Vec::new();
        for cell in Cells(self.c.open()) {
            let mask = self.c.mask(cell);
            if !mask.several() || (!pass.x && !mask.two()) {
                continue;
            }
            for d in Digits(mask) {
                if chunk.push(cand(cell, d)).is_err() {
                    self.chunk(sweep, &chunk, pass, pi, work)?;
                    chunk.clear();
                    let _ = chunk.push(cand(cell, d));
                }
            }
        }
        if !chunk.is_empty() {
            self.chunk(sweep, &chunk, pass, pi, work)?;
        }
        Ok(())
    }

    fn chunk(
        &mut self,
        sweep: &mut Sweep,
        chunk: &[u16],
        pass: Pass,
        pi: u64,
        work: &mut Work,
    ) -> Result<(), Error> {
        let pos = |src: u16| (pi << 40) | (u64::from(src) << 24);
        let (fb, fs) = pass.forcing();
        let (cb, cs) = pass.cycle();
        let mut meets = [Meet::default(); 64];
        self.sweep(sweep, chunk, pass, true, &mut meets, work)?;
        for (b, &src) in chunk.iter().enumerate() {
            let m = meets[b % 64];
            let mut last = None;
            for k in Digits64(m.cycles) {
                if self.may_win(Key::new(cb, 2 * k + 2, cs)) {
                    last = Some(k);
                }
            }
            if let Some(k) = last {
                self.cycles(src, pass, k, pos(src), work)?;
            }
            if let Some(layers) = m.forcing {
                let key = Key::new(fb, 2 * layers + 2, fs);
                self.offer(key, pos(src) | 1 << 20, |_| {
                    Some(Found::Forcing(pass, src, true, layers))
                });
            }
        }
        if pass.x {
            let mut meets = [Meet::default(); 64];
            self.sweep(sweep, chunk, pass, false, &mut meets, work)?;
            for (b, &src) in chunk.iter().enumerate() {
                if let Some(layers) = meets[b % 64].forcing {
                    let key = Key::new(fb, 2 * layers + 2, fs);
                    self.offer(key, pos(src) | 2 << 20, |_| {
                        Some(Found::Forcing(pass, src, false, layers))
                    });
                }
            }
        }
        Ok(())
    }

    /// The walks of `chunk` from its sources on (`on_start`) or off, round by round.
    fn sweep(
        &self,
        sw: &mut Sweep,
        chunk: &[u16],
        pass: Pass,
        on_start: bool,
        meets: &mut [Meet; 64],
        work: &mut Work,
    ) -> Result<(), Error> {
        sw.clear();
        let (fb, fs) = pass.forcing();
        let (cb, cs) = pass.cycle();
        let mut partners = [[0u16; 4]; 64];
        for (b, &src) in chunk.iter().enumerate() {
            let _ = sw.sources.push(src);
            let mut n = 0;
            for r in self.links.strong(src, pass) {
                if let Some(p) = partners[b % 64].get_mut(n) {
                    *p = r;
                    n += 1;
                }
            }
            for p in partners[b % 64].iter_mut().skip(n) {
                *p = super::links::NONE;
            }
        }
        let mut k = 0u32;
        if on_start {
            for (b, &src) in chunk.iter().enumerate() {
                sw.on_front[usize::from(src) % 729] |= 1 << b;
                sw.on_seen[usize::from(src) % 729] |= 1 << b;
                add(&mut sw.on_any, src);
                add(&mut sw.touched, src);
            }
        } else {
            // Round 0: the sources themselves are the off nodes; round 1 their partners.
            for (b, &src) in chunk.iter().enumerate() {
                sw.off_seen[usize::from(src) % 729] |= 1 << b;
                add(&mut sw.touched, src);
                for &r in partners[b % 64]
                    .iter()
                    .filter(|&&r| r != super::links::NONE)
                {
                    if sw.on_seen[usize::from(r) % 729] & 1 << b == 0 {
                        sw.on_front[usize::from(r) % 729] |= 1 << b;
                        sw.on_seen[usize::from(r) % 729] |= 1 << b;
                        add(&mut sw.on_any, r);
                        add(&mut sw.touched, r);
                    }
                }
            }
            k = 1;
        }
        let mut alive: u64 = if chunk.len() == 64 {
            u64::MAX
        } else {
            (1u64 << chunk.len()) - 1
        };
        // The best so far, with the forcing chains this sweep has found.
        let mut bound = self.best.as_ref().map(|b| b.key);
        let wins = |bound: &Option<Key>, key: Key| bound.is_none_or_not_before(&key);
        while sw.on_any.iter().any(|&b| b != 0) {
            let complexity = 2 * k + 2;
            let want_forcing = pass.x && wins(&bound, Key::new(fb, complexity, fs));
            let want_cycles = on_start && wins(&bound, Key::new(cb, complexity.max(4), cs));
            if !want_forcing && !want_cycles {
                break;
            }
            // Weak links: every on node of the round turns off what it sees.
            let on_any = core::mem::take(&mut sw.on_any);
            let mut spent = 0u64;
            for (di, &board) in on_any.iter().enumerate() {
                let d = di as u8 + 1;
                let digit_board = self.c.cells_with(d);
                for cell in Cells(board) {
                    let u = usize::from(cand(cell, d));
                    let w = core::mem::take(&mut sw.on_front[u % 729]);
                    spent += 1;
                    if pass.y {
                        for x in Digits(self.c.mask(cell) & !dbit(d)) {
                            let q = usize::from(cand(cell, x));
                            sw.off_made[q % 729] |= w;
                            if let Some(a) = sw.off_any.get_mut(usize::from(x) - 1) {
                                *a |= bit(cell);
                            }
                        }
                    }
                    let seen = PEERS.get(cell).copied().unwrap_or(0) & digit_board;
                    for other in Cells(seen) {
                        sw.off_made[usize::from(cand(other, d)) % 729] |= w;
                    }
                    if let Some(a) = sw.off_any.get_mut(di) {
                        *a |= seen;
                    }
                }
            }
            work.spend(spent)?;
            // What the round found, source by source.
            for (b, m) in meets.iter_mut().enumerate().take(chunk.len()) {
                let bit = 1u64 << b;
                if alive & bit == 0 {
                    continue;
                }
                let (Some(&src), Some(mine)) = (chunk.get(b), partners.get(b)) else {
                    continue;
                };
                let made = |r: u16| sw.off_made.get(usize::from(r)).map_or(0, |&m| m);
                let meets_partner = mine
                    .iter()
                    .any(|&r| r != super::links::NONE && made(r) & bit != 0);
                if on_start {
                    if want_forcing
                        && m.forcing.is_none()
                        && sw.off_made[usize::from(src) % 729] & bit != 0
                    {
                        m.forcing = Some(k);
                        tighten(&mut bound, Key::new(fb, complexity, fs));
                    }
                    let closes = match k {
                        0 => false,
                        1 => meets_partner && self.closes_first_round(src, pass),
                        _ => meets_partner,
                    };
                    if want_cycles && closes {
                        m.cycles |= 1 << k.min(63);
                    }
                } else if want_forcing && m.forcing.is_none() {
                    // The new off nodes only: SE processes each off node once.
                    let new_partner = partners[b % 64].iter().any(|&r| {
                        r != super::links::NONE
                            && sw.off_made[usize::from(r) % 729]
                                & !sw.off_seen[usize::from(r) % 729]
                                & bit
                                != 0
                    });
                    if new_partner {
                        m.forcing = Some(k);
                        alive &= !bit;
                        tighten(&mut bound, Key::new(fb, complexity, fs));
                    }
                }
            }
            // Strong links from the off nodes new to each walk.
            let off_any = core::mem::take(&mut sw.off_any);
            for (di, &board) in off_any.iter().enumerate() {
                for cell in Cells(board) {
                    let q = cand(cell, di as u8 + 1);
                    let qi = usize::from(q);
                    let made = core::mem::take(&mut sw.off_made[qi % 729]);
                    let fresh = made & !sw.off_seen[qi % 729] & alive;
                    if fresh == 0 {
                        continue;
                    }
                    sw.off_seen[qi % 729] |= fresh;
                    add(&mut sw.touched, q);
                    for r in self.links.strong4(q, pass) {
                        if r == super::links::NONE {
                            break;
                        }
                        let ri = usize::from(r);
                        let new = fresh & !sw.on_seen[ri % 729];
                        if new != 0 {
                            sw.on_seen[ri % 729] |= new;
                            sw.on_front[ri % 729] |= new;
                            add(&mut sw.on_any, r);
                            add(&mut sw.touched, r);
                        }
                    }
                }
            }
            k += 1;
        }
        // Leave the fronts clean for the next sweep.
        for (di, &board) in sw.on_any.iter().enumerate() {
            for cell in Cells(board) {
                sw.on_front[usize::from(cand(cell, di as u8 + 1)) % 729] = 0;
            }
        }
        Ok(())
    }
}

/// What one source's walk met.
#[derive(Clone, Copy, Default)]
struct Meet {
    /// The round of its forcing chain.
    forcing: Option<u32>,
    /// Bit `k`: a cycle may close at round `k`.
    cycles: u64,
}

/// The set bits of a `u64`, lowest first.
struct Digits64(u64);

impl Iterator for Digits64 {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(i)
    }
}

impl Search<'_> {
    /// SE's test at the first round of its cycle walk from `src` on, exactly: an on node of
    /// the round that turns off a strong partner of `src` other than the off node it came
    /// through.
    fn closes_first_round(&self, src: u16, pass: Pass) -> bool {
        let partners = self.links.strong4(src, pass);
        let mut seen = [0u128; 9];
        add(&mut seen, src);
        let mut found = false;
        weak(self.c, src, pass.y, |q1| {
            for r in self.links.strong(q1, pass) {
                if found || super::links::has(&seen, r) {
                    continue;
                }
                add(&mut seen, r);
                weak(self.c, r, pass.y, |q| {
                    if q != q1 && partners.contains(&q) {
                        found = true;
                    }
                });
            }
        });
        found
    }
}

/// Lowers `bound` to `key` when `key` sorts before it.
fn tighten(bound: &mut Option<Key>, key: Key) {
    if bound.is_none_or_not_before(&key) {
        *bound = Some(key);
    }
}

trait Bound {
    /// True when there is no bound, or `key` does not sort after it.
    fn is_none_or_not_before(&self, key: &Key) -> bool;
}

impl Bound for Option<Key> {
    fn is_none_or_not_before(&self, key: &Key) -> bool {
        match self {
            None => true,
            Some(b) => !b.before(key),
        }
    }
}
