//! SE's own walk from one candidate, node by node (`doCycles`, `doForcingChains`), for the
//! cycles and for the path of the winning forcing chain.
//!
//! SE's on nodes are visited once each (first discovery gives the parent) while its off nodes
//! are not merged: every (on node, off neighbour that is not its ancestor) pair is an off node
//! of the walk, which is what this walk enumerates. SE's forcing-chain walk merges off nodes
//! too, and finds the same on nodes with the same parents, so one walk serves both.

use heapless::Vec;

use super::key::Key;
use super::links::{weak, Pass, NONE};
use super::unary::{Found, Search};
use super::{cand, cell_of, digit_of, mark_of, ChainConfig, ChainHint, ChainKind, Work};
use crate::explain::step::{Node, MAX_CHAIN};
use crate::explain::tables::{bit, dbit, Cells, Digits, PEERS};
use crate::Error;

/// An on node of the walk: its candidate, the off node it was reached through and the on node
/// before that (`NONE` for the start).
#[derive(Clone, Copy)]
struct OnNode {
    cand: u16,
    via: u16,
    parent: u16,
}

/// The walk's on nodes, in the order of discovery, and the set of them.
pub(super) struct Tree {
    nodes: Vec<OnNode, 729>,
    seen: [u128; 9],
}

impl Tree {
    pub(super) fn new() -> Tree {
        Tree {
            nodes: Vec::new(),
            seen: [0; 9],
        }
    }

    /// Adds an on node unless it is known.
    fn push(&mut self, n: OnNode) {
        if !super::links::has(&self.seen, n.cand) {
            super::links::add(&mut self.seen, n.cand);
            let _ = self.nodes.push(n);
        }
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

    /// Calls `f(candidate, on)` for the nodes from the start to on node `i`, in order.
    pub(super) fn for_each_to(&self, i: u16, mut f: impl FnMut(u16, bool)) {
        let mut back: Vec<(u16, bool), 1458> = Vec::new();
        let mut at = i;
        while let Some(n) = self.get(at) {
            let _ = back.push((n.cand, true));
            if n.via != NONE {
                let _ = back.push((n.via, false));
            }
            at = n.parent;
        }
        for &(cd, on) in back.iter().rev() {
            f(cd, on);
        }
    }

    /// The nodes from the start to on node `i`, in order.
    pub(super) fn path(&self, i: u16, out: &mut Vec<Node, MAX_CHAIN>) {
        let mut back: Vec<(u16, bool), 1458> = Vec::new();
        let mut at = i;
        while let Some(n) = self.get(at) {
            let _ = back.push((n.cand, true));
            if n.via != NONE {
                let _ = back.push((n.via, false));
            }
            at = n.parent;
        }
        for &(cd, on) in back.iter().rev() {
            let _ = out.push(node(cd, on));
        }
    }
}

impl Search<'_> {
    /// SE's walk from `src` assumed on, for its cycles up to round `rounds`: offers the first
    /// that removes something (the later ones of a round sort after it, those of later rounds
    /// too).
    pub(super) fn cycles(
        &mut self,
        src: u16,
        pass: Pass,
        rounds: u32,
        pos: u64,
        work: &mut Work,
    ) -> Result<(), Error> {
        let mut tree = Tree::new();
        let (base, sort) = pass.cycle();
        let mut first: Option<(Key, u64, ChainHint)> = None;
        let mut index = 0u64;
        self.walk(
            &mut tree,
            src,
            pass,
            true,
            rounds,
            work,
            |t, i, q, layer, r| {
                if r != src || layer < 1 {
                    return false;
                }
                let complexity = 2 * layer + 2;
                let key = Key::new(base, complexity, sort);
                index += 1;
                if first.is_some() || !self.may_win(key) {
                    return first.is_some();
                }
                first = self
                    .cycle_hint(t, pass, src, i, q, key, complexity)
                    .map(|h| (key, pos | (index - 1), h));
                first.is_some()
            },
        )?;
        if let Some((key, at, hint)) = first {
            self.offer(key, at, |_| Some(Found::Cycle(hint)));
        }
        Ok(())
    }

    /// The forcing chain of `rounds` rounds from `src` on (or off), with SE's path.
    pub(super) fn forcing_hint(
        &self,
        pass: Pass,
        src: u16,
        on_start: bool,
        rounds: u32,
    ) -> Option<ChainHint> {
        let mut tree = Tree::new();
        let mut work = Work {
            used: 0,
            limit: u64::MAX,
        };
        let mut meeting = None;
        let _ = self.walk(
            &mut tree,
            src,
            pass,
            on_start,
            rounds,
            &mut work,
            |_, i, q, layer, r| {
                let hit = layer == rounds && if on_start { q == src } else { r == src };
                if hit && meeting.is_none() {
                    meeting = Some((i, q));
                }
                hit
            },
        );
        let (i, q) = meeting?;
        let mut chain = Vec::new();
        tree.path(i, &mut chain);
        if !on_start {
            let _ = chain.push(node(q, false));
        }
        let _ = chain.push(node(src, !on_start));
        let complexity = 2 * rounds + 2;
        let (base, sort) = pass.forcing();
        let kind = if pass.y {
            ChainKind::ForcingChain
        } else if complexity == 6 {
            ChainKind::TurbotFish
        } else {
            ChainKind::ForcingXChain
        };
        let mut hint = new_hint(kind, Key::new(base, complexity, sort), complexity, chain);
        let cell = cell_of(src);
        if on_start {
            let _ = hint.eliminations.push(mark_of(src));
        } else {
            hint.placement = Some(mark_of(src));
            for d in Digits(self.c.mask(cell) & !dbit(digit_of(src))) {
                let _ = hint.eliminations.push(mark_of(cand(cell, d)));
            }
        }
        Some(hint)
    }

    /// The walk itself, round by round up to `rounds`: `meet(tree, i, q, round, r)` for each
    /// off node `q` of on node `i` (with `r` NONE, before the ancestor test) and for each on
    /// node `r` it turns on; the walk stops when `meet` returns true.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub(super) fn walk(
        &self,
        tree: &mut Tree,
        src: u16,
        pass: Pass,
        on_start: bool,
        rounds: u32,
        work: &mut Work,
        mut meet: impl FnMut(&Tree, u16, u16, u32, u16) -> bool,
    ) -> Result<(), Error> {
        let mut layer = 0u32;
        if on_start {
            tree.push(OnNode {
                cand: src,
                via: NONE,
                parent: NONE,
            });
        } else {
            layer = 1;
            for r in self.links.strong(src, pass) {
                tree.push(OnNode {
                    cand: r,
                    via: src,
                    parent: NONE,
                });
            }
        }
        let (mut start, mut end) = (0usize, tree.nodes.len());
        while start < end && layer <= rounds {
            for i in start..end {
                let Some(p) = tree.nodes.get(i).copied() else {
                    break;
                };
                let mut offs: Vec<u16, 28> = Vec::new();
                weak(self.c, p.cand, pass.y, |q| {
                    let _ = offs.push(q);
                });
                work.spend(offs.len() as u64 + 1)?;
                for &q in offs.iter() {
                    if meet(tree, i as u16, q, layer, NONE) {
                        return Ok(());
                    }
                    if tree.is_ancestor(i as u16, q) {
                        continue;
                    }
                    for r in self.links.strong(q, pass) {
                        if meet(tree, i as u16, q, layer, r) {
                            return Ok(());
                        }
                        tree.push(OnNode {
                            cand: r,
                            via: q,
                            parent: i as u16,
                        });
                    }
                }
            }
            start = end;
            end = tree.nodes.len();
            layer += 1;
        }
        Ok(())
    }

    /// The cycle closed by off node `q` of on node `i`, if it removes anything: SE removes
    /// the candidates that see an on node and an off node of the loop with their digit,
    /// outside the loop's cells.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn cycle_hint(
        &self,
        tree: &Tree,
        pass: Pass,
        src: u16,
        i: u16,
        q: u16,
        key: Key,
        complexity: u32,
    ) -> Option<ChainHint> {
        let mut chain = Vec::new();
        tree.path(i, &mut chain);
        let _ = chain.push(node(q, false));
        let (mut on_sight, mut off_sight, mut cells) = ([0u128; 9], [0u128; 9], 0u128);
        for n in chain.iter() {
            let cell = usize::from(n.cell);
            cells |= bit(cell);
            let sight = if n.on { &mut on_sight } else { &mut off_sight };
            if let Some(s) = sight.get_mut(usize::from(n.digit) - 1) {
                *s |= PEERS.get(cell).copied().unwrap_or(0);
            }
        }
        let kind = match (pass.y, pass.x) {
            (true, true) => ChainKind::Cycle,
            (true, false) => ChainKind::YCycle,
            _ if cells.count_ones() == 4 => ChainKind::GeneralizedXWing,
            _ => ChainKind::XCycle,
        };
        let _ = chain.push(node(src, true));
        let mut hint = new_hint(kind, key, complexity, chain);
        for ((d, &on), &off) in (1..=9u8).zip(on_sight.iter()).zip(off_sight.iter()) {
            let both = on & off & self.c.cells_with(d) & !cells;
            for cell in Cells(both) {
                let _ = hint.eliminations.push(mark_of(cand(cell, d)));
            }
        }
        if hint.eliminations.is_empty() {
            return None;
        }
        crate::explain::fixed::sort_by(&mut hint.eliminations, |a, b| {
            (a.cell, a.digit).cmp(&(b.cell, b.digit))
        });
        Some(hint)
    }
}

fn new_hint(kind: ChainKind, key: Key, complexity: u32, chain: Vec<Node, MAX_CHAIN>) -> ChainHint {
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
