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

use super::tables::{bit, houses_of, BitCount, Cells, Digits, HOUSES, HOUSES_OF, PEERS};
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
                    if here.two() {
                        let other = (here & !bit(cell)).trailing_zeros() as usize;
                        s.push(n, other * 9 + usize::from(d) - 1);
                    }
                }
                if !x_only && m.two() {
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
    fn depth(&self, state: usize) -> Option<u8> {
        self.depth.get(state).copied().filter(|&d| d != u8::MAX)
    }

    fn new() -> Reach {
        Reach {
            parent: [UNSEEN; STATES],
            depth: [u8::MAX; STATES],
        }
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

/// At most this many links from a chain's start: longer chains are left to the forcing
/// chains.
const MAX_STEPS: usize = 16;

/// What a candidate assumed true implies, link by link, as bit sets per digit.
struct Spread {
    /// Per digit, the cells where the candidate has a strong link: a candidate without one can
    /// be made false but leads nowhere, and can only take part in a contradiction as the start.
    linked: [u128; 9],
}

/// How a spread ended.
enum Outcome {
    /// A candidate became both true and false after this many links.
    Contradiction(usize),
    /// Nothing new followed, or the bound on links stopped it.
    Settled,
}

impl Spread {
    fn new(b: &Candidates, x_only: bool) -> Spread {
        let mut linked = [0u128; 9];
        for (d, l) in linked.iter_mut().enumerate() {
            let board = b.board(d);
            for &house in HOUSES.iter() {
                let here = board & house;
                if here.two() {
                    *l |= here;
                }
            }
            if !x_only {
                *l |= Cells(board)
                    .filter(|&c| b.mask(c).two())
                    .fold(0, |m, c| m | bit(c));
            }
        }
        Spread { linked }
    }

    /// Follows the links from `node` assumed true for at most `limit` links.
    fn run(&mut self, b: &Candidates, x_only: bool, node: usize, limit: usize) -> Outcome {
        let (cell, di) = (node / 9, node % 9);
        let mut front_on = [0u128; 9];
        let mut front_off = [0u128; 9];
        if let Some(s) = front_on.get_mut(di) {
            *s = bit(cell);
        }
        let (mut cum_on, mut cum_off) = (front_on, front_off);
        // The digits whose fronts are not empty.
        let (mut on_digits, mut off_digits) = (1u16 << di, 0u16);
        for k in 1..=limit.min(MAX_STEPS) {
            let mut new_on = [0u128; 9];
            let mut new_off = [0u128; 9];
            let mut touched = 0u16;
            for d in Digits(on_digits) {
                let d = usize::from(d) - 1;
                let front = front_on.get(d).copied().unwrap_or(0);
                let board = b.board(d);
                for c in Cells(front) {
                    if let Some(o) = new_off.get_mut(d) {
                        *o |= PEERS.get(c).copied().unwrap_or(0) & board;
                    }
                    touched |= 1 << d;
                    if !x_only {
                        let others = b.mask(c) & !(1 << d);
                        touched |= others;
                        for e in Digits(others) {
                            if let Some(o) = new_off.get_mut(usize::from(e) - 1) {
                                *o |= bit(c);
                            }
                        }
                    }
                }
            }
            for d in Digits(off_digits) {
                let d = usize::from(d) - 1;
                let front = front_off.get(d).copied().unwrap_or(0);
                let board = b.board(d);
                for c in Cells(front) {
                    for &h in HOUSES_OF.get(c).unwrap_or(&[0; 3]) {
                        let pair = board & HOUSES.get(usize::from(h)).copied().unwrap_or(0);
                        if pair.two() {
                            if let Some(o) = new_on.get_mut(d) {
                                *o |= pair & !bit(c);
                            }
                            touched |= 1 << d;
                        }
                    }
                    let m = b.mask(c);
                    if !x_only && m.two() {
                        let e = (m & !(1 << d)).trailing_zeros() as usize;
                        if let Some(o) = new_on.get_mut(e) {
                            *o |= bit(c);
                        }
                        touched |= 1 << e;
                    }
                }
            }
            // Only the digits with new states can change or newly clash: the others were
            // checked at an earlier link.
            let mut clash = false;
            on_digits = 0;
            off_digits = 0;
            for d in Digits(touched) {
                let d = usize::from(d) - 1;
                let keep =
                    self.linked.get(d).copied().unwrap_or(0) | if d == di { bit(cell) } else { 0 };
                if let Some(n) = new_off.get_mut(d) {
                    *n &= keep;
                }
                if let (Some(n), Some(c)) = (new_on.get_mut(d), cum_on.get_mut(d)) {
                    *n &= !*c;
                    *c |= *n;
                    if *n != 0 {
                        on_digits |= 1 << d;
                    }
                }
                if let (Some(n), Some(c)) = (new_off.get_mut(d), cum_off.get_mut(d)) {
                    *n &= !*c;
                    *c |= *n;
                    if *n != 0 {
                        off_digits |= 1 << d;
                    }
                }
                clash |=
                    cum_on.get(d).copied().unwrap_or(0) & cum_off.get(d).copied().unwrap_or(0) != 0;
            }
            if clash {
                return Outcome::Contradiction(k);
            }
            if on_digits | off_digits == 0 {
                return Outcome::Settled;
            }
            front_on = new_on;
            front_off = new_off;
        }
        Outcome::Settled
    }
}

/// The shortest chain that removes a candidate: an X-chain when `x_only`, else an AIC. Rated
/// at the technique's base plus SE's length modifier.
///
/// Every elimination of an AIC is a candidate whose truth leads, through the chain, to a
/// candidate both true and false: a candidate that sees both ends of a chain makes the one end
/// false, hence the other true, and it sees that one too. So one spread per candidate, from
/// the candidate assumed true, finds them all; the first contradiction ends a spread, and
/// later spreads stop at the length of the shortest found so far.
pub(crate) fn chain(b: &Candidates, x_only: bool) -> Option<Step> {
    let mut spread = Spread::new(b, x_only);
    // (links to the contradiction, the candidate)
    let mut best: Option<(usize, usize)> = None;
    // Spreads past the shortest chain found so far are cut. (Not deepening, a first pass
    // bounded at 6 links, then 12: the spreads that find nothing would run to the end at every
    // depth; bench/NOTES.md has the figure.)
    for cell in Cells(b.open()) {
        for d in Digits(b.mask(cell)) {
            let t = cell * 9 + usize::from(d) - 1;
            let bound = best.map_or(MAX_STEPS, |x| x.0.saturating_sub(1));
            if bound == 0 {
                break;
            }
            if let Outcome::Contradiction(k) = spread.run(b, x_only, t, bound) {
                best = Some((k, t));
            }
        }
    }
    let (_, t) = best?;
    let technique = if x_only {
        Technique::XChain
    } else {
        Technique::Aic
    };
    let strong = Strong::new(b, x_only);
    let mut reach = Reach::new();
    reach.run(b, &strong, x_only, 2 * t + 1);
    // The candidate reached both true and false the soonest: its two paths are the chain.
    let mut clash = None;
    for n in 0..NODES {
        if let (Some(x), Some(y)) = (reach.depth(2 * n + 1), reach.depth(2 * n)) {
            let len = u32::from(x) + u32::from(y) + 1;
            if clash.map_or(true, |(l, _)| len < l) {
                clash = Some((len, n));
            }
        }
    }
    let (len, x) = clash?;
    let mut s = Step::new(technique);
    reach.path_into(2 * x + 1, &mut s, 0);
    reach.path_into(2 * x, &mut s, 1);
    let digit = |n: usize| (n % 9) as u8 + 1;
    s.eliminate(t / 9, digit(t));
    s.digits = super::tables::dbit(digit(t)) | super::tables::dbit(digit(x));
    s.rating = technique.base_rating().saturating_add(length_modifier(len));
    Some(s)
}
