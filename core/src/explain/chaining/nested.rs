//! SE's nested forcing chains (`getAdvancedPotentials` from level 2 on): when a propagation
//! runs dry and the four rules of [`super::advanced`] give nothing, whole chaining rules run
//! on the grid the propagation left (level 2: forcing chains and cycles; 3: and static cell
//! and region chains; 4: dynamic chains; 5: dynamic chains, then those of level 2). SE lists
//! every hint of such a rule, sorted as its rating sorts them and without repeats (two hints
//! removing the same candidates are one: the first), and each hint that owes something to the
//! propagation (its rule parents: candidates the propagation removed from the cells and
//! houses its chain's on nodes stand on) turns off what it removes. The nesting rule's
//! complexity adds the complexity of every nested chain in a hint's ancestry, each once.
//!
//! A [`Collector`] receives the inner rule's hints in SE's order of discovery, keeps for each
//! set of removed candidates the first in SE's sorted order, and gives back those with rule
//! parents, sorted. Its capacities are fixed ([`SIGNATURES`] sets, [`REPS`] hints with
//! parents); a grid that would need more keeps the first ones met.

use core::cmp::Ordering;

use heapless::Vec;

use super::advanced::Pattern;
use super::key::Key;
use super::prop::{Prop, ADVANCED};
use super::{cand, cell_of, collect, digit_of, multiple, ChainConfig, Work};
use crate::explain::tables::{bit, Cells, Digits, HOUSES};
use crate::explain::Candidates;
use crate::Error;

/// Sets of removed candidates a collector tells apart.
pub(super) const SIGNATURES: usize = 512;
/// Hints with rule parents a collector keeps.
pub(super) const REPS: usize = 64;

/// A 64-bit mix of a candidate state, for prints of chains.
pub(super) fn mix(cand: u16, on: bool) -> u64 {
    let x = (u64::from(cand) << 1 | u64::from(on)).wrapping_add(0x9e37_79b9_7f4a_7c15);
    let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// What a hint's chains stand on (the cells and houses of their on nodes' causes) and a
/// print of their nodes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Trace {
    pub cells: u128,
    /// Per digit index, houses (bit per house).
    pub houses: [u32; 9],
    pub print: u64,
}

impl Prop {
    /// The nested rules of levels 2 and above, when the four rules had nothing: true when
    /// they added an off node. Out of line: their frame is large.
    #[inline(never)]
    pub(super) fn nested_advanced(
        &mut self,
        cur: &Candidates,
        src: &Candidates,
        work: &mut u64,
    ) -> bool {
        let mut added = false;
        let mut inner = Work {
            used: 0,
            limit: self.budget.saturating_sub(*work),
        };
        let time = self.seq;
        let found = rules(self.rules.level, cur, src, &mut inner, |c, r| {
            if self.is_off(c) {
                return;
            }
            let same = self.nested.last().is_some_and(|x| x.trace == r.trace);
            if !same {
                let mut r = *r;
                r.time = time;
                if self.nested.push(r).is_err() {
                    return;
                }
            }
            let index = self.nested.len() - 1;
            let mut depth = 0;
            self.rule_parents_of(index, |q| depth = depth.max(self.depth(q, false)));
            self.add_off(c, ADVANCED, depth + 1);
            if let Some(x) = self.off_pattern.get_mut(usize::from(c)) {
                *x = Pattern::nested(index);
            }
            added = true;
        });
        *work += inner.used;
        if found.is_err() {
            self.spent = true;
            return false;
        }
        added
    }

    /// The rule parents of nested record `i`: the candidates of its trace that had left the
    /// grid when the nested rule ran.
    pub(super) fn rule_parents_of(&self, i: usize, f: impl FnMut(u16)) {
        if let Some(r) = self.nested.get(i) {
            let gone = |q: u16| self.is_off(q) && self.info(q, false).time < r.time;
            r.trace.parents(&self.src, gone, f);
        }
    }

    /// The nested record of an advanced off node, if it comes from a nested hint.
    pub(super) fn nested_record(&self, c: u16) -> Option<&Record> {
        let i = self.off_pattern.get(usize::from(c))?.nested_index()?;
        self.nested.get(i)
    }
}

impl Trace {
    /// Records the cause of an on node: its cell ([`super::prop::CELL`]) or a house.
    pub fn cause(&mut self, cand: u16, cause: u8) {
        if cause == super::prop::CELL {
            self.cells |= bit(cell_of(cand));
        } else if cause < 27 {
            if let Some(h) = self.houses.get_mut(usize::from(digit_of(cand)) - 1) {
                *h |= 1 << cause;
            }
        }
    }

    /// True when the propagation (from `src` to `cur`) removed a candidate the trace
    /// stands on: the hint has rule parents.
    pub fn owes(&self, src: &Candidates, cur: &Candidates) -> bool {
        for cell in Cells(self.cells) {
            if src.mask(cell) & !cur.mask(cell) != 0 {
                return true;
            }
        }
        for (di, &hs) in self.houses.iter().enumerate() {
            let d = di as u8 + 1;
            let lost = src.cells_with(d) & !cur.cells_with(d);
            for h in 0..27 {
                if hs >> h & 1 == 1 && lost & HOUSES.get(h).copied().unwrap_or(0) != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Calls `f` with the rule parents: the candidates of `src` in the trace's cells and
    /// houses that `gone` says the propagation removed.
    pub fn parents(&self, src: &Candidates, gone: impl Fn(u16) -> bool, mut f: impl FnMut(u16)) {
        for cell in Cells(self.cells) {
            for d in Digits(src.mask(cell)) {
                if gone(cand(cell, d)) {
                    f(cand(cell, d));
                }
            }
        }
        for (di, &hs) in self.houses.iter().enumerate() {
            let d = di as u8 + 1;
            for h in 0..27 {
                if hs >> h & 1 == 1 {
                    let here = src.cells_with(d) & HOUSES.get(h).copied().unwrap_or(0);
                    for cell in Cells(here & !self.cells) {
                        if gone(cand(cell, d)) {
                            f(cand(cell, d));
                        }
                    }
                }
            }
        }
    }
}

/// The distinct nested chains (by print) and their complexities, summed once each.
#[derive(Clone, Default)]
pub(super) struct Prints {
    seen: Vec<(u64, u16), 32>,
}

impl Prints {
    pub fn add(&mut self, print: u64, complexity: u16) {
        if !self.seen.iter().any(|s| s.0 == print) {
            let _ = self.seen.push((print, complexity));
        }
    }

    /// SE's nested complexity: the sum over the distinct nested chains.
    pub fn total(&self) -> u32 {
        self.seen.iter().map(|s| u32::from(s.1)).sum()
    }
}

/// A nested hint as an off node of the nesting propagation keeps it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Record {
    pub trace: Trace,
    /// The nested hint's own complexity.
    pub complexity: u16,
    /// The propagation's time when the rule ran: its rule parents left the grid before.
    pub time: u16,
}

/// The candidates a hint removes (SE's removable potentials).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Removed {
    /// One candidate.
    One(u16),
    /// Every candidate of a cell but this one (the hint places it).
    CellBut(u16),
    /// A cycle's eliminations, in order.
    Set(Vec<u16, 16>),
}

/// SE's order of hints: difficulty, complexity, sort key, then discovery.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Rank {
    key: Key,
    pos: u64,
}

impl Rank {
    fn before(&self, o: &Rank) -> bool {
        self.key.before(&o.key) || (!o.key.before(&self.key) && self.pos < o.pos)
    }
}

struct Slot {
    sig: u64,
    best: Rank,
    /// The index of the representative in `reps` when the best has rule parents.
    rep: Option<u8>,
}

struct Rep {
    rank: Rank,
    removed: Removed,
    record: Record,
}

/// The hints of one nested rule, as SE's `getAdvancedPotentials` reads them.
pub(super) struct Collector<'a> {
    src: &'a Candidates,
    cur: &'a Candidates,
    slots: Vec<Slot, SIGNATURES>,
    reps: Vec<Rep, REPS>,
}

impl<'a> Collector<'a> {
    pub fn new(src: &'a Candidates, cur: &'a Candidates) -> Collector<'a> {
        Collector {
            src,
            cur,
            slots: Vec::new(),
            reps: Vec::new(),
        }
    }

    /// The grid the nested rule runs on.
    pub fn grid(&self) -> &'a Candidates {
        self.cur
    }

    /// A hint of the nested rule, in SE's order of discovery.
    pub fn add(&mut self, key: Key, pos: u64, removed: Removed, trace: Trace, complexity: u32) {
        let rank = Rank { key, pos };
        let sig = self.signature(&removed);
        let owes = trace.owes(self.src, self.cur);
        let record = Record {
            trace,
            complexity: complexity.min(u32::from(u16::MAX)) as u16,
            time: 0,
        };
        match self.slots.iter().position(|s| s.sig == sig) {
            Some(i) => {
                let Some(slot) = self.slots.get(i) else {
                    return;
                };
                if !rank.before(&slot.best) {
                    return;
                }
                let rep = if owes {
                    match slot.rep {
                        Some(r) => {
                            if let Some(x) = self.reps.get_mut(usize::from(r)) {
                                *x = Rep {
                                    rank,
                                    removed,
                                    record,
                                };
                            }
                            Some(r)
                        }
                        None => self.push_rep(rank, removed, record),
                    }
                } else {
                    None
                };
                if let Some(slot) = self.slots.get_mut(i) {
                    slot.best = rank;
                    slot.rep = rep;
                }
            }
            None => {
                let rep = if owes {
                    self.push_rep(rank, removed, record)
                } else {
                    None
                };
                let _ = self.slots.push(Slot {
                    sig,
                    best: rank,
                    rep,
                });
            }
        }
    }

    fn push_rep(&mut self, rank: Rank, removed: Removed, record: Record) -> Option<u8> {
        let i = self.reps.len();
        self.reps
            .push(Rep {
                rank,
                removed,
                record,
            })
            .ok()
            .map(|_| i as u8)
    }

    /// The set of removed candidates as one number: a candidate, or a cell but one digit
    /// (a single candidate when that leaves one), or a cycle's set hashed.
    fn signature(&self, removed: &Removed) -> u64 {
        match removed {
            Removed::One(c) => u64::from(*c),
            Removed::CellBut(c) => {
                let cell = cell_of(*c);
                let rest = self.cur.mask(cell) & !(1 << (digit_of(*c) - 1));
                if rest.count_ones() == 1 {
                    u64::from(cand(cell, rest.trailing_zeros() as u8 + 1))
                } else {
                    1000 + u64::from(*c)
                }
            }
            Removed::Set(cands) if cands.len() == 1 => cands.first().map_or(0, |&c| u64::from(c)),
            Removed::Set(cands) => cands
                .iter()
                .fold(1 << 40, |h, &c| h.rotate_left(7) ^ mix(c, false)),
        }
    }

    /// True when some hint kept has rule parents (SE's result is not empty).
    pub fn any(&self) -> bool {
        self.slots.iter().any(|s| s.rep.is_some())
    }

    /// The candidates the kept hints remove, each with its hint's record, in SE's order: the
    /// hints sorted, each hint's candidates cells first, digits in order.
    pub fn emit(&self, mut f: impl FnMut(u16, &Record)) {
        let mut order: Vec<u8, REPS> =
            crate::explain::fixed::gather(self.slots.iter().filter_map(|s| s.rep));
        crate::explain::fixed::sort_by(&mut order, |&a, &b| {
            let (ra, rb) = (self.rank(a), self.rank(b));
            if ra.before(&rb) {
                Ordering::Less
            } else if rb.before(&ra) {
                Ordering::Greater
            } else {
                Ordering::Equal
            }
        });
        for &i in order.iter() {
            let Some(rep) = self.reps.get(usize::from(i)) else {
                continue;
            };
            match &rep.removed {
                Removed::One(c) => f(*c, &rep.record),
                Removed::CellBut(c) => {
                    let cell = cell_of(*c);
                    for d in Digits(self.cur.mask(cell) & !(1 << (digit_of(*c) - 1))) {
                        f(cand(cell, d), &rep.record);
                    }
                }
                Removed::Set(cands) => {
                    for &c in cands.iter() {
                        f(c, &rep.record);
                    }
                }
            }
        }
    }

    fn rank(&self, i: u8) -> Rank {
        self.reps.get(usize::from(i)).map_or(
            Rank {
                key: Key::new(f64::MAX, u32::MAX, u8::MAX),
                pos: u64::MAX,
            },
            |r| r.rank,
        )
    }
}

/// SE's nested rules of `level` (2 to 5) on `cur` (a propagation's grid; `src` where it
/// started), after its four basic rules found nothing: the rules in SE's order until one has
/// hints with rule parents, whose candidates go to `emit`, with their hints' records, in
/// SE's order. True when a rule had such hints.
pub(super) fn rules(
    level: u8,
    cur: &Candidates,
    src: &Candidates,
    work: &mut Work,
    mut emit: impl FnMut(u16, &Record),
) -> Result<bool, Error> {
    let configs: &[ChainConfig] = match level {
        0 | 1 => &[],
        2 => &[ChainConfig::FORCING],
        3 => &[ChainConfig::FORCING, ChainConfig::MULTIPLE],
        4 => &[ChainConfig::DYNAMIC],
        _ => &[ChainConfig::DYNAMIC, ChainConfig::nested(2)],
    };
    for &cfg in configs {
        let mut col = Collector::new(src, cur);
        if cfg == ChainConfig::FORCING {
            collect::unary(&mut col, work)?;
        } else {
            multiple::collect(cfg, &mut col, work)?;
        }
        if col.any() {
            col.emit(&mut emit);
            return Ok(true);
        }
    }
    Ok(false)
}
