//! The hints of SE's multiple, Nishio and dynamic chains, from the propagations of
//! [`super::multiple`]: contradictions, double forcing chains, and cell and region forcing
//! chains; each either offered as the first hint (the best so far by SE's key) or, for a
//! nesting rule, handed to its [`Collector`] with what the nesting rule reads.
//!
//! The complexity is the ancestors of each chain's end (each chain counted apart), plus, at
//! levels 2 and above, the complexity of every distinct nested chain they rest on.

use heapless::Vec;

use super::key::Key;
use super::links::has;
use super::multiple::Search;
use super::nested::{Prints, Removed, Trace};
use super::prop::{Clash, Loose, Prop};
use super::{cand, cell_of, digit_of, mark_of, ChainHint, ChainKind};
use crate::explain::step::Node;
use crate::explain::tables::{dbit, Digits};
use crate::Error;

pub(super) const DOUBLE: u8 = 1;
pub(super) const CELL: u8 = 5;
pub(super) const REGION: u8 = 6;
pub(super) const CONTRADICTION: u8 = 7;

/// The ancestors of a hint's chains, and for nesting rules what they rest on.
#[derive(Clone, Default)]
pub(super) struct Tally {
    flat: u32,
    trace: Trace,
    prints: Prints,
}

impl Tally {
    /// Adds the chain ending at `n` in `prop`; `deep`: keep the trace and nested chains too.
    fn add(&mut self, prop: &Prop, n: Loose, deep: bool) {
        if deep {
            self.flat += prop.trace(n, &mut self.trace, &mut self.prints);
        } else {
            self.flat += prop.ancestors(n);
        }
    }

    fn complexity(&self) -> u32 {
        self.flat + self.prints.total()
    }
}

impl Search<'_, '_> {
    /// The contradiction of the assumption `p` on (`on`) or off.
    pub(super) fn contradiction(&mut self, p: u16, k: Clash, on: bool) {
        let deep = self.deep();
        let prop = if on { &self.on } else { &self.off };
        let lb = u32::from(prop.depth(k.on.cand, true)) + 1;
        if !self.may_win(lb + 1, CONTRADICTION) {
            return;
        }
        let mut t = Tally::default();
        t.add(prop, k.on, deep);
        t.add(prop, k.off, deep);
        let removed = if on {
            Removed::One(p)
        } else {
            Removed::CellBut(p)
        };
        self.found(CONTRADICTION, &t, removed, |s, key| {
            let prop = if on { &s.on } else { &s.off };
            let mut h = s.hint(ChainKind::Contradiction, key, t.complexity());
            prop.path(k.on, 0, &mut h.chain);
            prop.path(k.off, 1, &mut h.chain);
            s.conclude(&mut h, p, !on);
            h
        });
    }

    /// Double forcing chains: what both `p` on and `p` off imply.
    pub(super) fn doubles(&mut self) {
        for i in 0..self.on.on_list.len() {
            let Some(&t) = self.on.on_list.get(i) else {
                break;
            };
            if self.off.is_on(t) {
                self.double(t, true);
            }
        }
        for i in 0..self.on.off_list.len() {
            let Some(&t) = self.on.off_list.get(i) else {
                break;
            };
            if self.off.is_off(t) {
                self.double(t, false);
            }
        }
    }

    fn double(&mut self, t: u16, on: bool) {
        if on && self.c.mask(cell_of(t)) & !dbit(digit_of(t)) == 0 {
            return;
        }
        let lb = u32::from(self.on.depth(t, on)) + u32::from(self.off.depth(t, on)) + 2;
        if !self.may_win(lb, DOUBLE) {
            return;
        }
        let deep = self.deep();
        let mut tally = Tally::default();
        tally.add(&self.on, self.on.stored(t, on), deep);
        tally.add(&self.off, self.off.stored(t, on), deep);
        let removed = if on {
            Removed::CellBut(t)
        } else {
            Removed::One(t)
        };
        self.found(DOUBLE, &tally, removed, |s, key| {
            let mut h = s.hint(ChainKind::DoubleForcing, key, tally.complexity());
            s.on.path(s.on.stored(t, on), 0, &mut h.chain);
            s.off.path(s.off.stored(t, on), 1, &mut h.chain);
            s.conclude(&mut h, t, on);
            h
        });
    }

    /// Cell (`house` None) or region forcing chains of digit `d` in house `h`: the
    /// candidates every assumption of `places` turns on (`all_on`) or off (`all_off`), listed
    /// in the order of the first place's propagation; each branch's ancestors summed. The
    /// first place's propagation must be in `self.on` for a region, is run again for a cell.
    pub(super) fn reduction(
        &mut self,
        places: &[u16],
        all_on: [u128; 9],
        all_off: [u128; 9],
        house: Option<(u8, u8)>,
    ) -> Result<(), Error> {
        if all_on.iter().chain(all_off.iter()).all(|&b| b == 0) {
            return Ok(());
        }
        let (sort, kind) = match house {
            Some(_) => (REGION, ChainKind::RegionForcing),
            None => (CELL, ChainKind::CellForcing),
        };
        let Some(&p0) = places.first() else {
            return Ok(());
        };
        if house.is_none() {
            self.run(0, p0, true)?;
        }
        // The targets in SE's order, in batches (each branch's propagation run again for
        // each batch after the first).
        let mut done = 0usize;
        loop {
            let mut batch: Vec<(u16, bool, Tally), 16> = Vec::new();
            let mut index = 0usize;
            let lists = self.on.on_list.iter().map(|&t| (t, true));
            for (t, on) in lists.chain(self.on.off_list.iter().map(|&t| (t, false))) {
                let all = if on { &all_on } else { &all_off };
                if !has(all, t) {
                    continue;
                }
                index += 1;
                if index <= done {
                    continue;
                }
                if batch.push((t, on, Tally::default())).is_err() {
                    break;
                }
            }
            if batch.is_empty() {
                return Ok(());
            }
            done += batch.len();
            let deep = self.deep();
            for (i, &p) in places.iter().enumerate() {
                if i > 0 {
                    self.run(2, p, true)?;
                }
                let prop = if i == 0 { &self.on } else { &self.other };
                for b in batch.iter_mut() {
                    // A branch run again with a tighter depth cut may lack the target: it
                    // lies deeper than any hint that can still come first.
                    let there = if b.1 {
                        prop.is_on(b.0)
                    } else {
                        prop.is_off(b.0)
                    };
                    if there {
                        b.2.add(prop, prop.stored(b.0, b.1), deep);
                    } else {
                        b.2.flat = u32::MAX / 2;
                    }
                }
            }
            for (t, on, mut tally) in batch {
                if on && self.c.mask(cell_of(t)) & !dbit(digit_of(t)) == 0 {
                    continue;
                }
                if tally.flat >= u32::MAX / 2 {
                    continue;
                }
                // SE's rule parents of the assumptions themselves: the cell's candidates,
                // or the house's places of the digit.
                match house {
                    Some((h, d)) => tally.trace_cause(cand(cell_of(p0), d), h),
                    None => tally.trace_cause(p0, super::prop::CELL),
                }
                let removed = if on {
                    Removed::CellBut(t)
                } else {
                    Removed::One(t)
                };
                self.found(sort, &tally, removed, |s, key| {
                    let mut h = s.hint(kind, key, tally.complexity());
                    s.conclude(&mut h, t, on);
                    // For display, each branch as its assumption and the conclusion.
                    for (k, &p) in places.iter().enumerate() {
                        for (x, x_on) in [(p, true), (t, on)] {
                            let m = mark_of(x);
                            let _ = h.chain.push(Node {
                                cell: m.cell,
                                digit: m.digit,
                                on: x_on,
                                branch: k as u8,
                            });
                        }
                    }
                    h
                });
            }
        }
    }

    /// A hint of `tally`'s complexity: the best so far is replaced when it sorts after, or,
    /// for a nesting rule, the collector takes it.
    fn found(
        &mut self,
        sort: u8,
        tally: &Tally,
        removed: Removed,
        hint: impl FnOnce(&Self, Key) -> ChainHint,
    ) {
        let key = Key::new(self.base, tally.complexity(), sort);
        self.pos += 1;
        let pos = self.pos;
        if let Some(col) = self.col.as_mut() {
            col.add(key, pos, removed, tally.trace, tally.complexity());
            return;
        }
        self.offer(key, hint);
    }

    pub(super) fn hint(&self, kind: ChainKind, key: Key, complexity: u32) -> ChainHint {
        ChainHint {
            kind: if self.cfg.nishio && kind == ChainKind::Contradiction {
                ChainKind::Nishio
            } else {
                kind
            },
            config: self.cfg,
            difficulty: key.tenths(),
            complexity: complexity.min(u32::from(u16::MAX)) as u16,
            placement: None,
            eliminations: Vec::new(),
            chain: Vec::new(),
        }
    }

    /// The conclusion `t` on (placed, the cell's other candidates removed) or off (removed).
    fn conclude(&self, h: &mut ChainHint, t: u16, on: bool) {
        let cell = cell_of(t);
        if on {
            h.placement = Some(mark_of(t));
            for x in Digits(self.c.mask(cell) & !dbit(digit_of(t))) {
                let _ = h.eliminations.push(mark_of(cand(cell, x)));
            }
        } else {
            let _ = h.eliminations.push(mark_of(t));
        }
    }
}

impl Tally {
    fn trace_cause(&mut self, c: u16, cause: u8) {
        self.trace.cause(c, cause);
    }
}
