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
use super::{cand, cell_of, digit_of};
use crate::explain::step::{Node, MAX_CHAIN};
use crate::explain::tables::{bit, dbit, BitCount, Cells, Digits, HOUSES, HOUSES_OF};
use crate::explain::Candidates;

pub(super) const NONE: u16 = u16::MAX;
/// The parent of an advanced off node: its pattern's rule parents.
const ADVANCED: u16 = u16::MAX - 1;
/// The cause of an on node turned on by its cell (a naked single); houses are `0..27`.
const CELL: u8 = 27;
/// The cause of the assumption itself.
const START: u8 = 28;

/// A node of a contradiction: a stored node, or one SE built but did not store (its parent,
/// cause and time as a stored node's).
#[derive(Clone, Copy, Debug)]
pub(super) struct Loose {
    pub cand: u16,
    pub on: bool,
    parent: u16,
    cause: u8,
    time: u16,
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
    /// SE's level: 1 and above add [`advanced`] rules when a propagation runs dry.
    pub level: u8,
}

/// One propagation and the grid it reads.
pub(super) struct Prop {
    /// The grid as the rules see it now.
    cur: Candidates,
    /// The grid at the start (SE's `saveGrid`).
    src: Candidates,
    pub on_set: [u128; 9],
    pub off_set: [u128; 9],
    /// On and off nodes in the order SE adds them (its `LinkedSet` order).
    pub on_list: Vec<u16, 729>,
    pub off_list: Vec<u16, 729>,
    on_head: usize,
    off_head: usize,
    on_parent: [u16; 729],
    on_cause: [u8; 729],
    on_time: [u16; 729],
    /// Length of the chain of causes back to the start: a lower bound of the ancestors.
    on_depth: [u16; 729],
    off_parent: [u16; 729],
    off_depth: [u16; 729],
    /// When the off node left the grid (dynamic mode), `NONE` before.
    off_seq: [u16; 729],
    /// The pattern of an advanced off node.
    off_pattern: [Pattern; 729],
    seq: u16,
    rules: Rules,
}

impl Prop {
    /// An empty propagation (the arrays are reused from one run to the next).
    pub fn new() -> Prop {
        Prop {
            cur: Candidates::full(),
            src: Candidates::full(),
            on_set: [0; 9],
            off_set: [0; 9],
            on_list: Vec::new(),
            off_list: Vec::new(),
            on_head: 0,
            off_head: 0,
            on_parent: [NONE; 729],
            on_cause: [START; 729],
            on_time: [0; 729],
            on_depth: [0; 729],
            off_parent: [NONE; 729],
            off_depth: [0; 729],
            off_seq: [NONE; 729],
            off_pattern: [Pattern::default(); 729],
            seq: 0,
            rules: Rules {
                nishio: false,
                dynamic: false,
                level: 0,
            },
        }
    }

    /// True when `cand` is on.
    #[inline]
    pub fn is_on(&self, cand: u16) -> bool {
        has(&self.on_set, cand)
    }

    /// True when `cand` is off.
    #[inline]
    pub fn is_off(&self, cand: u16) -> bool {
        has(&self.off_set, cand)
    }

    /// The depth (chain of causes) of a stored node: a lower bound of its ancestors.
    pub fn depth(&self, cand: u16, on: bool) -> u16 {
        let a = if on { &self.on_depth } else { &self.off_depth };
        a.get(usize::from(cand)).copied().unwrap_or(0)
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
        self.on_list.clear();
        self.off_list.clear();
        self.on_head = 0;
        self.off_head = 0;
        self.seq = 0;
        if on {
            self.add_on(start, NONE, START, 0, 0);
        } else {
            self.add_off(start, NONE, 0);
        }
        loop {
            if let Some(&p) = self.on_list.get(self.on_head) {
                self.on_head += 1;
                *work += 1;
                if let Some(clash) = self.on_to_off(p) {
                    return Some(clash);
                }
            } else if let Some(&p) = self.off_list.get(self.off_head) {
                self.off_head += 1;
                *work += 1;
                if let Some(clash) = self.off_to_on(p) {
                    return Some(clash);
                }
            } else if self.rules.level == 0 || !self.advanced() {
                return None;
            }
        }
    }

    /// SE's `getAdvancedPotentials` when both queues are empty: true when it added an off
    /// node.
    fn advanced(&mut self) -> bool {
        let (cur, src) = (self.cur, self.src);
        let mut added = false;
        advanced::rules(&cur, &src, |c, p| {
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
        added
    }

    fn add_on(&mut self, c: u16, parent: u16, cause: u8, time: u16, depth: u16) {
        set(&mut self.on_set, c);
        let _ = self.on_list.push(c);
        let i = usize::from(c);
        if let Some(x) = self.on_parent.get_mut(i) {
            *x = parent;
        }
        if let Some(x) = self.on_cause.get_mut(i) {
            *x = cause;
        }
        if let Some(x) = self.on_time.get_mut(i) {
            *x = time;
        }
        if let Some(x) = self.on_depth.get_mut(i) {
            *x = depth;
        }
    }

    fn add_off(&mut self, c: u16, parent: u16, depth: u16) {
        set(&mut self.off_set, c);
        let _ = self.off_list.push(c);
        let i = usize::from(c);
        if let Some(x) = self.off_parent.get_mut(i) {
            *x = parent;
        }
        if let Some(x) = self.off_depth.get_mut(i) {
            *x = depth;
        }
        if let Some(x) = self.off_seq.get_mut(i) {
            *x = NONE;
        }
    }

    /// `getOnToOff` of on node `p`, then SE's checks: a candidate turned off that is on is a
    /// contradiction; one not yet off is added.
    fn on_to_off(&mut self, p: u16) -> Option<Clash> {
        let (cell, d) = (cell_of(p), digit_of(p));
        let depth = self.depth(p, true) + 1;
        if !self.rules.nishio {
            for x in Digits(self.cur.mask(cell) & !dbit(d)) {
                if let Some(c) = self.turn_off(cand(cell, x), p, depth) {
                    return Some(c);
                }
            }
        }
        let board = self.cur.cells_with(d) & !bit(cell);
        let [row, col, bx] = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
        let house = |h: u8| HOUSES.get(usize::from(h)).copied().unwrap_or(0);
        let in_box = house(bx);
        for part in [
            board & in_box,
            board & house(row) & !in_box,
            board & house(col) & !in_box,
        ] {
            for other in Cells(part) {
                if let Some(c) = self.turn_off(cand(other, d), p, depth) {
                    return Some(c);
                }
            }
        }
        None
    }

    #[inline]
    fn turn_off(&mut self, q: u16, p: u16, depth: u16) -> Option<Clash> {
        if self.is_on(q) {
            return Some(Clash {
                on: self.stored(q, true),
                off: Loose {
                    cand: q,
                    on: false,
                    parent: p,
                    cause: START,
                    time: 0,
                },
            });
        }
        if !self.is_off(q) {
            self.add_off(q, p, depth);
        }
        None
    }

    /// `getOffToOn` of off node `p` (read before `p` leaves the grid), then SE's checks.
    fn off_to_on(&mut self, p: u16) -> Option<Clash> {
        let (cell, d) = (cell_of(p), digit_of(p));
        let time = self.seq;
        let depth = self.depth(p, false) + 1;
        let mut found: Vec<(u16, u8), 4> = Vec::new();
        let mask = self.cur.mask(cell);
        if !self.rules.nishio && mask.two() {
            let other = (mask & !dbit(d)).trailing_zeros() as u8 + 1;
            let _ = found.push((cand(cell, other), CELL));
        }
        let board = self.cur.cells_with(d);
        let [row, col, bx] = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
        for h in [bx, row, col] {
            let here = board & HOUSES.get(usize::from(h)).copied().unwrap_or(0);
            if here.two() {
                let r = cand((here & !bit(cell)).trailing_zeros() as usize, d);
                if !found.iter().any(|f| f.0 == r) {
                    let _ = found.push((r, h));
                }
            }
        }
        if self.rules.dynamic {
            self.cur.remove(cell, d);
            if let Some(s) = self.off_seq.get_mut(usize::from(p)) {
                *s = time;
            }
            self.seq += 1;
        }
        for &(r, cause) in found.iter() {
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

    /// A stored node as a [`Loose`] one.
    pub fn stored(&self, c: u16, on: bool) -> Loose {
        let i = usize::from(c);
        if on {
            Loose {
                cand: c,
                on,
                parent: self.on_parent.get(i).copied().unwrap_or(NONE),
                cause: self.on_cause.get(i).copied().unwrap_or(START),
                time: self.on_time.get(i).copied().unwrap_or(0),
            }
        } else {
            Loose {
                cand: c,
                on,
                parent: self.off_parent.get(i).copied().unwrap_or(NONE),
                cause: START,
                time: 0,
            }
        }
    }

    /// SE's `getAncestorCount`: the node and all its ancestors, each candidate state once.
    pub fn ancestors(&self, n: Loose) -> u32 {
        let mut seen_on = [0u128; 9];
        let mut seen_off = [0u128; 9];
        let mut todo: Vec<Loose, 1458> = Vec::new();
        let mut count = 0;
        let _ = todo.push(n);
        while let Some(n) = todo.pop() {
            let seen = if n.on { &mut seen_on } else { &mut seen_off };
            if has(seen, n.cand) {
                continue;
            }
            set(seen, n.cand);
            count += 1;
            if n.parent == NONE {
                continue;
            }
            if n.parent == ADVANCED {
                if let Some(p) = self.off_pattern.get(usize::from(n.cand)) {
                    p.parents(&self.src, |q| {
                        if self.is_off(q) {
                            let _ = todo.push(self.stored(q, false));
                        }
                    });
                }
                continue;
            }
            let _ = todo.push(self.stored(n.parent, !n.on));
            if n.on {
                self.hidden_parents(n, &mut todo);
            }
        }
        count
    }

    /// SE's hidden parents of on node `n`: the off candidates that had left its cell (naked
    /// single) or its house (hidden single) before it.
    fn hidden_parents(&self, n: Loose, todo: &mut Vec<Loose, 1458>) {
        if !self.rules.dynamic {
            return;
        }
        let (cell, d) = (cell_of(n.cand), digit_of(n.cand));
        let older = |c: u16| {
            self.off_seq
                .get(usize::from(c))
                .is_some_and(|&s| s < n.time)
        };
        if n.cause == CELL {
            for x in Digits(self.src.mask(cell)) {
                let c = cand(cell, x);
                if self.is_off(c) && older(c) {
                    let _ = todo.push(self.stored(c, false));
                }
            }
        } else if n.cause < CELL {
            let here =
                self.src.cells_with(d) & HOUSES.get(usize::from(n.cause)).copied().unwrap_or(0);
            for other in Cells(here) {
                let c = cand(other, d);
                if self.is_off(c) && older(c) {
                    let _ = todo.push(self.stored(c, false));
                }
            }
        }
    }
}

impl Prop {
    /// The chain of causes from the start to `n`, as display nodes of `branch` (SE's first
    /// parents; the hidden ones are not shown).
    pub fn path(&self, n: Loose, branch: u8, out: &mut Vec<Node, MAX_CHAIN>) {
        let mut back: Vec<(u16, bool), 1458> = Vec::new();
        let mut at = n;
        loop {
            let _ = back.push((at.cand, at.on));
            if at.parent == NONE || at.parent == ADVANCED {
                break;
            }
            at = self.stored(at.parent, !at.on);
        }
        for &(c, on) in back.iter().rev() {
            let _ = out.push(Node {
                cell: cell_of(c) as u8,
                digit: digit_of(c),
                on,
                branch,
            });
        }
    }
}

#[inline]
pub(super) fn has(set: &[u128; 9], c: u16) -> bool {
    let (cell, d) = (cell_of(c), usize::from(digit_of(c)) - 1);
    set.get(d).is_some_and(|b| b & bit(cell) != 0)
}

#[inline]
fn set(set: &mut [u128; 9], c: u16) {
    let (cell, d) = (cell_of(c), usize::from(digit_of(c)) - 1);
    if let Some(b) = set.get_mut(d) {
        *b |= bit(cell);
    }
}
