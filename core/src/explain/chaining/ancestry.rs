//! SE's complexity: the ancestors of a node (SE's `getAncestorCount`), with the hidden
//! parents read back from the times at which off nodes left the grid, and the chain of
//! causes shown for a hint.

use heapless::Vec;

use super::prop::{has, set, Loose, Prop, ADVANCED, CELL, NONE, START};
use super::{cand, cell_of, digit_of};
use crate::explain::step::{Node, MAX_CHAIN};
use crate::explain::tables::{Cells, Digits, HOUSES};

impl Prop {
    /// A stored node as a [`Loose`] one.
    pub fn stored(&self, c: u16, on: bool) -> Loose {
        let i = self.info(c, on);
        Loose {
            cand: c,
            on,
            parent: i.parent,
            cause: if on { i.cause } else { START },
            time: if on { i.time } else { 0 },
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
        let older = |c: u16| self.info(c, false).time < n.time;
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
