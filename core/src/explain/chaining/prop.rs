//! SE's `doChaining`: the consequences of one assumption (a candidate on, or off), followed
//! in SE's order until nothing follows or a candidate would be both on and off.
//!
//! The rules (`getOnToOff`, `getOffToOn`): an on candidate turns off the other digits of its
//! cell (not in Nishio mode) and its digit in its box, row and column; an off candidate turns
//! on the last digit of a cell left with two (not in Nishio mode) and the other place of its
//! digit in a box, row or column left with two. SE keeps two queues and always takes the next
//! on candidate before the next off one; in dynamic mode a processed off candidate leaves the
//! grid the rules read, so later links see it gone. At level 1 and above, when both queues run
//! dry, the rules of [`super::advanced`] may add off candidates.
//!
//! Each node keeps its cause (the node it came from, the rule, and the time, i.e. how many off
//! candidates had left the grid). An on node's other parents in SE, the "hidden parents" (the
//! candidates that had left its cell or house before the rule could fire), are not stored:
//! they are the processed off candidates of that cell or house older than the node, which
//! [`Prop::ancestors`] reads back from the times. SE's complexity counts a node's ancestors.

use heapless::Vec;

use super::advanced::{self, Pattern};
use super::links::{add as set, flat_add, flat_has};
use super::nested::Record;
use super::{cand, cell_of, digit_of};
use crate::explain::tables::{bit, dbit, BitCount, Cells, Digits, HOUSES, HOUSES_OF, PEERS};
use crate::explain::Candidates;

pub(super) const NONE: u16 = u16::MAX;
/// The parent of an advanced off node: its pattern's rule parents.
pub(super) const ADVANCED: u16 = u16::MAX - 1;
/// The cause of an on node turned on by its cell (a naked single); houses are `0..27`.
pub(super) const CELL: u8 = 27;
/// The cause of the assumption itself.
pub(super) const START: u8 = 28;

/// A node of a contradiction: a stored node, or one SE built but did not store (its parent,
/// cause and time as a stored node's).
#[derive(Clone, Copy, Debug)]
pub(super) struct Loose {
    pub cand: u16,
    pub on: bool,
    pub parent: u16,
    pub cause: u8,
    pub time: u16,
}

/// The two nodes of a contradiction: SE's `absurdPotential` (the on node, the off node).
#[derive(Clone, Copy, Debug)]
pub(super) struct Clash {
    pub on: Loose,
    pub off: Loose,
}

/// What a propagation may use.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Rules {
    /// Nishio: no links inside a cell.
    pub nishio: bool,
    /// Dynamic: processed off candidates leave the grid.
    pub dynamic: bool,
    /// Level 0 only: stop before processing a node this deep (the start is 0 deep). SE's
    /// level-0 propagation processes nodes in nondecreasing depth (its off queue is first in,
    /// first out; an on node is processed as soon as it appears), so a run cut there is SE's
    /// run up to that point: the same nodes up to that depth, and the same contradiction if
    /// SE meets one before.
    pub cut: u16,
    /// SE's level: 1 and above add [`advanced`] rules when a propagation runs dry.
    pub level: u8,
}

/// What a node keeps: its parent (the candidate it came from: an off candidate for an on
/// node and the reverse, `NONE` for the start, [`ADVANCED`] for an advanced off node), the
/// length of its chain of causes (a lower bound of its ancestors), and for an on node its
/// cause (a house, [`CELL`] or [`START`]) and time, for an off node when it left the grid
/// (`NONE` before).
#[derive(Clone, Copy)]
pub(super) struct Info {
    pub parent: u16,
    pub depth: u16,
    pub time: u16,
    pub cause: u8,
}

const BLANK: Info = Info {
    parent: NONE,
    depth: 0,
    time: NONE,
    cause: START,
};

/// One propagation and the grid it reads.
pub(super) struct Prop {
    /// The grid as the rules see it now.
    cur: Candidates,
    /// The grid at the start (SE's `saveGrid`).
    pub(super) src: Candidates,
    pub on_set: [u128; 9],
    pub off_set: [u128; 9],
    /// The same by candidate number ([`flat_has`]).
    on_flat: [u64; 12],
    off_flat: [u64; 12],
    /// On and off nodes in the order SE adds them (its `LinkedSet` order).
    pub on_list: Vec<u16, 729>,
    pub off_list: Vec<u16, 729>,
    on_head: usize,
    off_head: usize,
    pub(super) on_info: [Info; 729],
    pub(super) off_info: [Info; 729],
    /// The pattern of an advanced off node.
    pub(super) off_pattern: [Pattern; 729],
    /// The nested hints behind advanced off nodes (levels 2 and above).
    pub(super) nested: Vec<Record, 32>,
    pub(super) seq: u16,
    pub(super) rules: Rules,
    /// The work the nested rules may still do; set when they ran out.
    pub(super) budget: u64,
    pub(super) spent: bool,
}

impl Prop {
    /// An empty propagation (the arrays are reused from one run to the next).
    pub fn new() -> Prop {
        Prop {
            cur: Candidates::full(),
            src: Candidates::full(),
            on_set: [0; 9],
            off_set: [0; 9],
            on_flat: [0; 12],
            off_flat: [0; 12],
            on_list: Vec::new(),
            off_list: Vec::new(),
            on_head: 0,
            off_head: 0,
            on_info: [BLANK; 729],
            off_info: [BLANK; 729],
            off_pattern: [Pattern::default(); 729],
            nested: Vec::new(),
            seq: 0,
            budget: u64::MAX,
            spent: false,
            rules: Rules {
                nishio: false,
                dynamic: false,
                cut: u16::MAX,
                level: 0,
            },
        }
    }

    /// True when `cand` is on.
    #[inline]
    pub fn is_on(&self, cand: u16) -> bool {
        flat_has(&self.on_flat, cand)
    }

    /// True when `cand` is off.
    #[inline]
    pub fn is_off(&self, cand: u16) -> bool {
        flat_has(&self.off_flat, cand)
    }

    /// The stored information of a node.
    #[inline]
    pub(super) fn info(&self, cand: u16, on: bool) -> Info {
        let a = if on { &self.on_info } else { &self.off_info };
        a.get(usize::from(cand)).copied().unwrap_or(BLANK)
    }

    /// The depth (chain of causes) of a stored node: a lower bound of its ancestors.
    #[inline]
    pub fn depth(&self, cand: u16, on: bool) -> u16 {
        self.info(cand, on).depth
    }

    /// Runs SE's `doChaining` on `grid` from `start` assumed on (or off); returns the
    /// contradiction if there is one. `work` counts the nodes processed.
    pub fn run(
        &mut self,
        grid: &Candidates,
        start: u16,
        on: bool,
        rules: Rules,
        work: &mut u64,
    ) -> Option<Clash> {
        self.cur = *grid;
        self.src = *grid;
        self.rules = rules;
        self.on_set = [0; 9];
        self.off_set = [0; 9];
        self.on_flat = [0; 12];
        self.off_flat = [0; 12];
        self.on_list.clear();
        self.off_list.clear();
        self.on_head = 0;
        self.off_head = 0;
        self.seq = 0;
        self.nested.clear();
        self.spent = false;
        if on {
            self.add_on(start, NONE, START, 0, 0);
        } else {
            self.add_off(start, NONE, 0);
        }
        loop {
            if let Some(&p) = self.on_list.get(self.on_head) {
                if self.depth(p, true) >= self.rules.cut {
                    return None;
                }
                self.on_head += 1;
                *work += 1;
                if let Some(clash) = self.on_to_off(p) {
                    return Some(clash);
                }
            } else if let Some(&p) = self.off_list.get(self.off_head) {
                if self.depth(p, false) >= self.rules.cut {
                    return None;
                }
                self.off_head += 1;
                *work += 1;
                if let Some(clash) = self.off_to_on(p) {
                    return Some(clash);
                }
            } else if self.rules.level == 0 || !self.advanced(work) {
                return None;
            }
        }
    }

    /// SE's `getAdvancedPotentials` when both queues are empty: true when it added an off
    /// node.
    #[inline(never)] // out of `run`, whose frame stays small
    fn advanced(&mut self, work: &mut u64) -> bool {
        let (cur, src) = (self.cur, self.src);
        let mut added = false;
        let any = advanced::rules(&cur, &src, |c, p| {
            if self.is_off(c) {
                return;
            }
            let mut depth = 0;
            p.parents(&src, |q| depth = depth.max(self.depth(q, false)));
            self.add_off(c, ADVANCED, depth + 1);
            if let Some(x) = self.off_pattern.get_mut(usize::from(c)) {
                *x = p;
            }
            added = true;
        });
        if any || self.rules.level < 2 {
            return added;
        }
        self.nested_advanced(&cur, &src, work)
    }

    /// The rule parents of an advanced off node: its pattern's, or its nested hint's.
    pub(super) fn rule_parents(&self, c: u16, f: impl FnMut(u16)) {
        let Some(p) = self.off_pattern.get(usize::from(c)) else {
            return;
        };
        match p.nested_index() {
            Some(i) => self.rule_parents_of(i, f),
            None => p.parents(&self.src, f),
        }
    }

    #[inline]
    fn add_on(&mut self, c: u16, parent: u16, cause: u8, time: u16, depth: u16) {
        set(&mut self.on_set, c);
        flat_add(&mut self.on_flat, c);
        let _ = self.on_list.push(c);
        if let Some(x) = self.on_info.get_mut(usize::from(c)) {
            *x = Info {
                parent,
                depth,
                time,
                cause,
            };
        }
    }

    #[inline]
    pub(super) fn add_off(&mut self, c: u16, parent: u16, depth: u16) {
        set(&mut self.off_set, c);
        flat_add(&mut self.off_flat, c);
        let _ = self.off_list.push(c);
        if let Some(x) = self.off_info.get_mut(usize::from(c)) {
            *x = Info {
                parent,
                depth,
                time: NONE,
                cause: START,
            };
        }
    }

    /// `getOnToOff` of on node `p`, then SE's checks on each candidate it turns off, in
    /// order: one that is on is a contradiction; one not yet off is added.
    fn on_to_off(&mut self, p: u16) -> Option<Clash> {
        let (cell, d) = (cell_of(p), digit_of(p));
        let di = usize::from(d) - 1;
        let depth = self.depth(p, true) + 1;
        if !self.rules.nishio {
            for x in Digits(self.cur.mask(cell) & !dbit(d)) {
                let q = cand(cell, x);
                if self.is_on(q) {
                    return Some(self.clash_off(q, p));
                }
                if !self.is_off(q) {
                    self.add_off(q, p, depth);
                }
            }
        }
        let seen = self.cur.board(di) & PEERS.get(cell).copied().unwrap_or(0);
        if seen == 0 {
            return None;
        }
        let [row, col, bx] = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
        let house = |h: u8| HOUSES.get(usize::from(h)).copied().unwrap_or(0);
        let in_box = house(bx);
        let on = self.on_set.get(di).copied().unwrap_or(0);
        for part in [
            seen & in_box,
            seen & house(row) & !in_box,
            seen & house(col) & !in_box,
        ] {
            let clash = part & on;
            // Every candidate of the part before the first one that is on (all of them if
            // none is), in order: those not yet off are added.
            let before = if clash == 0 {
                part
            } else {
                part & ((1u128 << clash.trailing_zeros()) - 1)
            };
            let off = self.off_set.get(di).copied().unwrap_or(0);
            for other in Cells(before & !off) {
                self.add_off(cand(other, d), p, depth);
            }
            if clash != 0 {
                return Some(self.clash_off(cand(clash.trailing_zeros() as usize, d), p));
            }
        }
        None
    }

    /// The contradiction of on node `q` turned off by on node `p`.
    fn clash_off(&self, q: u16, p: u16) -> Clash {
        Clash {
            on: self.stored(q, true),
            off: Loose {
                cand: q,
                on: false,
                parent: p,
                cause: START,
                time: 0,
            },
        }
    }

    /// `getOffToOn` of off node `p` (read before `p` leaves the grid), then SE's checks.
    fn off_to_on(&mut self, p: u16) -> Option<Clash> {
        let (cell, d) = (cell_of(p), digit_of(p));
        let di = usize::from(d) - 1;
        let time = self.seq;
        let depth = self.depth(p, false) + 1;
        let mut found: [(u16, u8); 4] = [(NONE, 0); 4];
        let mut n = 0;
        let mask = self.cur.mask(cell);
        if !self.rules.nishio && mask.two() {
            let other = (mask & !dbit(d)).trailing_zeros() as u8 + 1;
            found[0] = (cand(cell, other), CELL);
            n = 1;
        }
        let board = self.cur.board(di);
        let [row, col, bx] = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
        for h in [bx, row, col] {
            let here = board & HOUSES.get(usize::from(h)).copied().unwrap_or(0);
            if here.two() {
                let r = cand((here & !bit(cell)).trailing_zeros() as usize, d);
                if !found.get(..n).unwrap_or(&[]).iter().any(|f| f.0 == r) {
                    if let Some(slot) = found.get_mut(n) {
                        *slot = (r, h);
                        n += 1;
                    }
                }
            }
        }
        if self.rules.dynamic {
            self.cur.remove(cell, d);
            if let Some(x) = self.off_info.get_mut(usize::from(p)) {
                x.time = time;
            }
            self.seq += 1;
        }
        for &(r, cause) in found.iter().take(n) {
            if self.is_off(r) {
                return Some(Clash {
                    on: Loose {
                        cand: r,
                        on: true,
                        parent: p,
                        cause,
                        time,
                    },
                    off: self.stored(r, false),
                });
            }
            if !self.is_on(r) {
                self.add_on(r, p, cause, time, depth);
            }
        }
        None
    }
}
