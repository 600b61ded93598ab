//! SE's `Chaining(false, false, false, 0)`, "Forcing Chains & Cycles": bidirectional cycles
//! and forcing chains of one candidate, on the grid as it stands (static links only).
//!
//! SE makes three passes over the candidates, cells row by row and digits in order: X links
//! only (cycles of one digit, forcing X-chains), Y links only (cycles of bivalue cells, only
//! from a bivalue cell) and both (cycles and forcing chains). From a candidate `s` assumed on
//! it follows, breadth first, the weak links (an on candidate turns off the others of its cell
//! with Y links, and the same digit in its houses) and the strong links (an off candidate turns
//! on the other of a bivalue cell with Y links, the other place of a digit in a house with two
//! with X links). An off node that leads back to `s` from the second round on closes a cycle;
//! an on node that turns `s` off is a forcing chain ("`s` is false"); and from `s` assumed off
//! (X passes), an off node that turns `s` on is one ("`s` is true").
//!
//! SE's on nodes are visited once each (first discovery gives the parent) while its off nodes
//! are not merged; so every (on node, off neighbour that is not its ancestor) pair is an off
//! node of the search, which is what this walk enumerates. The forcing chains' own walk, which
//! merges off nodes too, finds the same on nodes with the same parents, so one walk serves both.

use heapless::Vec;

use super::key::Key;
use super::{cand, cell_of, digit_of, mark_of, ChainConfig, ChainHint, ChainKind, Work};
use crate::explain::step::Node;
use crate::explain::tables::{bit, dbit, BitCount, Cells, Digits, HOUSES, PEERS};
use crate::explain::Candidates;
use crate::Error;

const NONE: u16 = u16::MAX;

/// Which links a pass follows.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Pass {
    y: bool,
    x: bool,
}

const PASSES: [Pass; 3] = [
    Pass { y: false, x: true },
    Pass { y: true, x: false },
    Pass { y: true, x: true },
];

impl Pass {
    /// The cycles' base difficulty and sort key.
    fn cycle(self) -> (f64, u8) {
        match (self.y, self.x) {
            (true, true) => (7.0, 4),
            (true, false) => (6.5, 3),
            _ => (6.5, 2),
        }
    }

    /// The forcing chains' base difficulty and sort key.
    fn forcing(self) -> (f64, u8) {
        if self.y {
            (7.0, 4)
        } else {
            (6.6, 2)
        }
    }
}

/// An on node of the walk: its candidate, the off node it was reached through and the on node
/// before that (`NONE` for the start).
#[derive(Clone, Copy)]
struct OnNode {
    cand: u16,
    via: u16,
    parent: u16,
}

/// The walk's on nodes, in the order of discovery, and the set of them.
struct Tree {
    nodes: Vec<OnNode, 729>,
    seen: [u128; 9],
}

impl Tree {
    fn clear(&mut self) {
        self.nodes.clear();
        self.seen = [0; 9];
    }

    /// Adds an on node unless it is known; true when added.
    fn push(&mut self, n: OnNode) -> bool {
        let (cell, d) = (cell_of(n.cand), usize::from(digit_of(n.cand)) - 1);
        let Some(board) = self.seen.get_mut(d) else {
            return false;
        };
        if *board & bit(cell) != 0 {
            return false;
        }
        *board |= bit(cell);
        self.nodes.push(n).is_ok()
    }

    fn get(&self, i: u16) -> Option<OnNode> {
        self.nodes.get(usize::from(i)).copied()
    }

    /// True when the off candidate `q` is on the path from the start to on node `i`.
    fn is_ancestor(&self, mut i: u16, q: u16) -> bool {
        while let Some(n) = self.get(i) {
            if n.via == q {
                return true;
            }
            i = n.parent;
        }
        false
    }
}

/// The best hint so far: its key, its place in SE's list, the hint.
struct Best {
    key: Key,
    pos: u64,
    hint: ChainHint,
}

/// The search of one call.
struct Search<'a> {
    c: &'a Candidates,
    tree: Tree,
    best: Option<Best>,
}

/// The first hint of SE's "Forcing Chains & Cycles" on `c`.
pub(super) fn first(c: &Candidates, work: &mut Work) -> Result<Option<ChainHint>, Error> {
    let mut s = Search {
        c,
        tree: Tree {
            nodes: Vec::new(),
            seen: [0; 9],
        },
        best: None,
    };
    for (pi, &pass) in PASSES.iter().enumerate() {
        for cell in Cells(c.open()) {
            let mask = c.mask(cell);
            if !mask.several() || (!pass.x && !mask.two()) {
                continue;
            }
            for d in Digits(mask) {
                let src = cand(cell, d);
                let pos = ((pi as u64) << 40) | (u64::from(src) << 24);
                s.walk(src, pass, true, pos, work)?;
                if pass.x {
                    s.walk(src, pass, false, pos, work)?;
                }
            }
        }
    }
    Ok(s.best.map(|b| b.hint))
}

impl Search<'_> {
    /// True when a hint of this pass with `complexity` could still come first.
    fn worth(&self, pass: Pass, on_start: bool, complexity: u32) -> bool {
        let Some(b) = &self.best else {
            return true;
        };
        let (fb, fs) = pass.forcing();
        let forcing = pass.x && !b.key.before(&Key::new(fb, complexity, fs));
        let (cb, cs) = pass.cycle();
        let cycle = on_start && !b.key.before(&Key::new(cb, complexity, cs));
        forcing || cycle
    }

    /// Offers a hint found at SE's list position `pos`.
    fn offer(&mut self, key: Key, pos: u64, make: impl FnOnce(&Self) -> Option<ChainHint>) {
        let better = match &self.best {
            None => true,
            Some(b) => key.before(&b.key) || (!b.key.before(&key) && pos < b.pos),
        };
        if better {
            if let Some(hint) = make(self) {
                self.best = Some(Best { key, pos, hint });
            }
        }
    }

    /// The walk from `src` assumed on (`on_start`) or off.
    fn walk(
        &mut self,
        src: u16,
        pass: Pass,
        on_start: bool,
        pos: u64,
        work: &mut Work,
    ) -> Result<(), Error> {
        let c = self.c;
        self.tree.clear();
        let mut layer = 0u32;
        if on_start {
            self.tree.push(OnNode {
                cand: src,
                via: NONE,
                parent: NONE,
            });
        } else {
            layer = 1;
            for r in strong(c, src, pass).iter().copied() {
                self.tree.push(OnNode {
                    cand: r,
                    via: src,
                    parent: NONE,
                });
            }
        }
        let mut cycles = 0u64;
        let mut forcing_found = false;
        let (mut start, mut end) = (0usize, self.tree.nodes.len());
        while start < end {
            let complexity = 2 * layer + 2;
            if !self.worth(pass, on_start, complexity) {
                break;
            }
            for i in start..end {
                let Some(p) = self.tree.nodes.get(i).copied() else {
                    break;
                };
                let weak = weak(c, p.cand, pass.y);
                work.spend(weak.len() as u64 + 1)?;
                for &q in weak.iter() {
                    if on_start && q == src && pass.x && !forcing_found {
                        forcing_found = true;
                        let (base, sort) = pass.forcing();
                        let key = Key::new(base, complexity, sort);
                        self.offer(key, pos | 1 << 20, |s| {
                            s.forcing_hint(pass, src, i as u16, None, false, complexity)
                        });
                    }
                    if self.tree.is_ancestor(i as u16, q) {
                        continue;
                    }
                    for r in strong(c, q, pass).iter().copied() {
                        if r == src && on_start && layer >= 1 {
                            let (base, sort) = pass.cycle();
                            let key = Key::new(base, complexity, sort);
                            self.offer(key, pos | cycles, |s| {
                                s.cycle_hint(pass, src, i as u16, q, complexity)
                            });
                            cycles += 1;
                        }
                        if r == src && !on_start && !forcing_found {
                            forcing_found = true;
                            let (base, sort) = pass.forcing();
                            let key = Key::new(base, complexity, sort);
                            self.offer(key, pos | 2 << 20, |s| {
                                s.forcing_hint(pass, src, i as u16, Some(q), true, complexity)
                            });
                        }
                        self.tree.push(OnNode {
                            cand: r,
                            via: q,
                            parent: i as u16,
                        });
                    }
                }
            }
            start = end;
            end = self.tree.nodes.len();
            layer += 1;
        }
        Ok(())
    }

    /// The nodes from the start to on node `i`, in order, off and on alternately.
    fn path(&self, i: u16, out: &mut Vec<Node, { crate::explain::MAX_CHAIN }>) -> u32 {
        let mut back: Vec<(u16, bool), 1458> = Vec::new();
        let mut at = i;
        while let Some(n) = self.tree.get(at) {
            let _ = back.push((n.cand, true));
            if n.via != NONE {
                let _ = back.push((n.via, false));
            }
            at = n.parent;
        }
        for &(cd, on) in back.iter().rev() {
            let _ = out.push(node(cd, on));
        }
        back.len() as u32
    }

    fn forcing_hint(
        &self,
        pass: Pass,
        src: u16,
        i: u16,
        last_off: Option<u16>,
        placed: bool,
        complexity: u32,
    ) -> Option<ChainHint> {
        let mut chain = Vec::new();
        self.path(i, &mut chain);
        if let Some(q) = last_off {
            let _ = chain.push(node(q, false));
        }
        let _ = chain.push(node(src, placed));
        let (base, sort) = pass.forcing();
        let key = Key::new(base, complexity, sort);
        let kind = if pass.y {
            ChainKind::ForcingChain
        } else if complexity == 6 {
            ChainKind::TurbotFish
        } else {
            ChainKind::ForcingXChain
        };
        let mut hint = new_hint(kind, key, complexity, chain);
        let cell = cell_of(src);
        if placed {
            hint.placement = Some(mark_of(src));
            for d in Digits(self.c.mask(cell) & !dbit(digit_of(src))) {
                let _ = hint.eliminations.push(mark_of(cand(cell, d)));
            }
        } else {
            let _ = hint.eliminations.push(mark_of(src));
        }
        Some(hint)
    }

    fn cycle_hint(
        &self,
        pass: Pass,
        src: u16,
        i: u16,
        q: u16,
        complexity: u32,
    ) -> Option<ChainHint> {
        let mut chain = Vec::new();
        self.path(i, &mut chain);
        let _ = chain.push(node(q, false));
        // SE's removable candidates: those that see an on node and an off node of the loop
        // with their digit, outside the loop's cells.
        let (mut on_sight, mut off_sight, mut cells) = ([0u128; 9], [0u128; 9], 0u128);
        for n in chain.iter() {
            let cell = usize::from(n.cell);
            cells |= bit(cell);
            let sight = if n.on { &mut on_sight } else { &mut off_sight };
            if let Some(s) = sight.get_mut(usize::from(n.digit) - 1) {
                *s |= PEERS.get(cell).copied().unwrap_or(0);
            }
        }
        let (base, sort) = pass.cycle();
        let key = Key::new(base, complexity, sort);
        let kind = match (pass.y, pass.x) {
            (true, true) => ChainKind::Cycle,
            (true, false) => ChainKind::YCycle,
            _ if cells.count_ones() == 4 => ChainKind::GeneralizedXWing,
            _ => ChainKind::XCycle,
        };
        let _ = chain.push(node(src, true));
        let mut hint = new_hint(kind, key, complexity, chain);
        for d in 1..=9u8 {
            let i = usize::from(d) - 1;
            let both = on_sight[i] & off_sight[i] & self.c.cells_with(d) & !cells;
            for cell in Cells(both) {
                let _ = hint.eliminations.push(mark_of(cand(cell, d)));
            }
        }
        if hint.eliminations.is_empty() {
            return None;
        }
        hint.eliminations
            .sort_unstable_by_key(|m| (m.cell, m.digit));
        Some(hint)
    }
}

fn new_hint(
    kind: ChainKind,
    key: Key,
    complexity: u32,
    chain: Vec<Node, { crate::explain::MAX_CHAIN }>,
) -> ChainHint {
    ChainHint {
        kind,
        config: ChainConfig::FORCING,
        difficulty: key.tenths(),
        complexity: complexity.min(u32::from(u16::MAX)) as u16,
        placement: None,
        eliminations: Vec::new(),
        chain,
    }
}

fn node(cd: u16, on: bool) -> Node {
    Node {
        cell: cell_of(cd) as u8,
        digit: digit_of(cd),
        on,
        branch: 0,
    }
}

/// The candidates an on candidate turns off, in SE's order (`getOnToOff`): with Y links the
/// other digits of its cell, then the digit in its box, its row and its column (each once).
fn weak(c: &Candidates, p: u16, y: bool) -> Vec<u16, 28> {
    let mut out = Vec::new();
    let (cell, d) = (cell_of(p), digit_of(p));
    if y {
        for x in Digits(c.mask(cell) & !dbit(d)) {
            let _ = out.push(cand(cell, x));
        }
    }
    let board = c.cells_with(d) & !bit(cell);
    let [row, col, bx] = crate::explain::tables::houses_of(cell);
    let house = |h: usize| HOUSES.get(h).copied().unwrap_or(0);
    let in_box = board & house(bx);
    for part in [
        in_box,
        board & house(row) & !house(bx),
        board & house(col) & !house(bx),
    ] {
        for other in Cells(part) {
            let _ = out.push(cand(other, d));
        }
    }
    out
}

/// The candidates an off candidate turns on, in SE's order (`getOffToOn`): with Y links the
/// other digit of a bivalue cell, with X links the other place of the digit in its box, row
/// and column when the house has two (each once).
fn strong(c: &Candidates, q: u16, pass: Pass) -> Vec<u16, 4> {
    let mut out = Vec::new();
    let (cell, d) = (cell_of(q), digit_of(q));
    let mask = c.mask(cell);
    if pass.y && mask.two() {
        let other = (mask & !dbit(d)).trailing_zeros() as u8 + 1;
        let _ = out.push(cand(cell, other));
    }
    if pass.x {
        let board = c.cells_with(d);
        let [row, col, bx] = crate::explain::tables::houses_of(cell);
        for h in [bx, row, col] {
            let here = board & HOUSES.get(h).copied().unwrap_or(0);
            if here.two() && here & bit(cell) != 0 {
                let r = cand((here & !bit(cell)).trailing_zeros() as usize, d);
                if !out.contains(&r) {
                    let _ = out.push(r);
                }
            }
        }
    }
    out
}
