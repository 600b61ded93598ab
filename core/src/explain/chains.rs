//! Static chains: X-chains (one digit) and alternating inference chains (AIC: digits and
//! cells), found as SE finds its "forcing X-chains" and "forcing chains": from a candidate A,
//! what follows if A is true and what follows if A is false, through the links of the grid
//! as it stands. A candidate that both branches make false is false.
//!
//! A node is a candidate, `9 * cell + digit - 1`; a state is a node with a truth value,
//! `2 * node + 1` for true. The links:
//! - weak (a true node makes the other false): the same digit in two cells of a house, or two
//!   digits of one cell;
//! - strong (a false node makes the other true): a digit with exactly two places in a house
//!   (a conjugate pair), or a cell with exactly two candidates (AIC only).

use super::tables::{bit, houses_of, Cells, Digits, HOUSES, PEERS};
use super::technique::length_modifier;
use super::{Candidates, Step, Technique};

const NODES: usize = 729;
const STATES: usize = 2 * NODES;
const UNSEEN: u16 = u16::MAX;

/// The strong links of every node: up to three conjugate pairs (one per house) and the other
/// digit of a bivalue cell.
struct Strong {
    links: [[u16; 4]; NODES],
    count: [u8; NODES],
}

impl Strong {
    fn new(b: &Candidates, x_only: bool) -> Strong {
        let mut s = Strong {
            links: [[0; 4]; NODES],
            count: [0; NODES],
        };
        for cell in Cells(b.open()) {
            let m = b.mask(cell);
            for d in Digits(m) {
                let n = cell * 9 + usize::from(d) - 1;
                let board = b.cells_with(d);
                for h in houses_of(cell) {
                    let here = board & HOUSES.get(h).copied().unwrap_or(0);
                    if here.count_ones() == 2 {
                        let other = (here & !bit(cell)).trailing_zeros() as usize;
                        s.push(n, other * 9 + usize::from(d) - 1);
                    }
                }
                if !x_only && m.count_ones() == 2 {
                    let e = (m & !super::tables::dbit(d)).trailing_zeros() as usize;
                    s.push(n, cell * 9 + e);
                }
            }
        }
        s
    }

    fn push(&mut self, n: usize, m: usize) {
        if let (Some(links), Some(count)) = (self.links.get_mut(n), self.count.get_mut(n)) {
            if links
                .iter()
                .take(usize::from(*count))
                .any(|&l| usize::from(l) == m)
            {
                return;
            }
            if let Some(slot) = links.get_mut(usize::from(*count)) {
                *slot = m as u16;
                *count += 1;
            }
        }
    }

    fn of(&self, n: usize) -> &[u16] {
        match (self.links.get(n), self.count.get(n)) {
            (Some(l), Some(&c)) => l.get(..usize::from(c)).unwrap_or(&[]),
            _ => &[],
        }
    }
}

/// What one start implies: for each state, the state it came from and its depth.
struct Reach {
    parent: [u16; STATES],
    depth: [u8; STATES],
}

impl Reach {
    fn new() -> Reach {
        Reach {
            parent: [UNSEEN; STATES],
            depth: [u8::MAX; STATES],
        }
    }

    fn depth(&self, state: usize) -> Option<u8> {
        self.depth.get(state).copied().filter(|&d| d != u8::MAX)
    }

    /// Breadth first from `start`, through the links above.
    fn run(&mut self, b: &Candidates, strong: &Strong, x_only: bool, start: usize) {
        self.parent.fill(UNSEEN);
        self.depth.fill(u8::MAX);
        let mut queue = [0u16; STATES];
        let (mut head, mut tail) = (0usize, 0usize);
        if let (Some(p), Some(d), Some(q)) = (
            self.parent.get_mut(start),
            self.depth.get_mut(start),
            queue.get_mut(0),
        ) {
            *p = start as u16;
            *d = 0;
            *q = start as u16;
            tail = 1;
        }
        while head < tail {
            let state = usize::from(queue.get(head).copied().unwrap_or(0));
            head += 1;
            let depth = self
                .depth
                .get(state)
                .copied()
                .unwrap_or(0)
                .saturating_add(1);
            let node = state / 2;
            let (cell, di) = (node / 9, node % 9);
            let mut visit = |next: usize, reach: &mut Reach| {
                if reach.parent.get(next) == Some(&UNSEEN) {
                    if let (Some(p), Some(d), Some(q)) = (
                        reach.parent.get_mut(next),
                        reach.depth.get_mut(next),
                        queue.get_mut(tail),
                    ) {
                        *p = state as u16;
                        *d = depth;
                        *q = next as u16;
                        tail += 1;
                    }
                }
            };
            if state % 2 == 1 {
                // True: weak links make their other ends false.
                let others = b.board(di) & PEERS.get(cell).copied().unwrap_or(0);
                for o in Cells(others) {
                    visit(2 * (o * 9 + di), self);
                }
                if !x_only {
                    for d in Digits(b.mask(cell) & !(1 << di)) {
                        visit(2 * (cell * 9 + usize::from(d) - 1), self);
                    }
                }
            } else {
                for &m in strong.of(node) {
                    visit(2 * usize::from(m) + 1, self);
                }
            }
        }
    }

    /// The states from the start to `state`, in order, into `step` as branch `branch`.
    fn path_into(&self, state: usize, step: &mut Step, branch: u8) {
        let mut path = [0u16; 256];
        let mut n = 0;
        let mut s = state;
        while n < path.len() {
            if let Some(slot) = path.get_mut(n) {
                *slot = s as u16;
            }
            n += 1;
            let p = usize::from(self.parent.get(s).copied().unwrap_or(UNSEEN));
            if p == s || p == usize::from(UNSEEN) {
                break;
            }
            s = p;
        }
        for &st in path.get(..n).unwrap_or(&[]).iter().rev() {
            let node = usize::from(st) / 2;
            step.node(node / 9, (node % 9) as u8 + 1, st % 2 == 1, branch);
        }
    }
}

/// The shortest chain that removes a candidate (or proves one): an X-chain when `x_only`,
/// else an AIC. Rated at the technique's base plus SE's length modifier.
pub(crate) fn chain(b: &Candidates, x_only: bool) -> Option<Step> {
    let strong = Strong::new(b, x_only);
    let mut on = Reach::new();
    let mut off = Reach::new();
    // (length, start node, target node, kind): kind 0 = target false by both branches, 1 = the
    // start true leads to it false, 2 = the start false leads to it true.
    let mut best: Option<(u32, usize, usize, u8)> = None;
    for cell in Cells(b.open()) {
        for d in Digits(b.mask(cell)) {
            let a = cell * 9 + usize::from(d) - 1;
            if strong.of(a).is_empty() {
                continue;
            }
            on.run(b, &strong, x_only, 2 * a + 1);
            off.run(b, &strong, x_only, 2 * a);
            let limit = best.map_or(u32::MAX, |b| b.0);
            if let Some(k) = on.depth(2 * a) {
                let len = u32::from(k) + 1;
                if len < limit {
                    best = Some((len, a, a, 1));
                }
            }
            if let Some(k) = off.depth(2 * a + 1) {
                let len = u32::from(k) + 1;
                if len < best.map_or(u32::MAX, |b| b.0) {
                    best = Some((len, a, a, 2));
                }
            }
            for tc in Cells(b.open()) {
                for td in Digits(b.mask(tc)) {
                    let t = tc * 9 + usize::from(td) - 1;
                    if t == a {
                        continue;
                    }
                    if let (Some(x), Some(y)) = (on.depth(2 * t), off.depth(2 * t)) {
                        let len = u32::from(x) + u32::from(y) + 2;
                        if len < best.map_or(u32::MAX, |b| b.0) {
                            best = Some((len, a, t, 0));
                        }
                    }
                }
            }
        }
    }
    let (len, a, t, kind) = best?;
    let technique = if x_only {
        Technique::XChain
    } else {
        Technique::Aic
    };
    let mut s = Step::new(technique);
    on.run(b, &strong, x_only, 2 * a + 1);
    off.run(b, &strong, x_only, 2 * a);
    let digit = |n: usize| (n % 9) as u8 + 1;
    match kind {
        0 => {
            on.path_into(2 * t, &mut s, 0);
            off.path_into(2 * t, &mut s, 1);
            s.eliminate(t / 9, digit(t));
        }
        1 => {
            on.path_into(2 * a, &mut s, 0);
            s.eliminate(a / 9, digit(a));
        }
        _ => {
            off.path_into(2 * a + 1, &mut s, 0);
            s = s.place(a / 9, digit(a));
        }
    }
    s.digits = super::tables::dbit(digit(a)) | super::tables::dbit(digit(t));
    s.chain_length = len as u16;
    s.rating = technique.base_rating().saturating_add(length_modifier(len));
    Some(s)
}
