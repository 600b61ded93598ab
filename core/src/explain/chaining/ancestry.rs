//! SE's complexity: the ancestors of a node (SE's `getAncestorCount`), with the hidden
//! parents read back from the times at which off nodes left the grid, and the chain of
//! causes shown for a hint.

use heapless::Vec;

use super::links::{add as set, has};
use super::nested::{mix, Prints, Trace};
use super::prop::{Loose, Prop, ADVANCED, CELL, NONE, START};
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
        let mut count = 0;
        self.visit(n, |_| count += 1);
        count
    }

    /// What SE reads from the chain ending at `n`, for the chains that nest this one: the
    /// cells and houses of its on nodes' causes (SE's `collectRuleParents`), a print of its
    /// nodes (SE's `FullChain`), and the nested chains it rests on (for SE's
    /// `getNestedComplexity`). Returns the ancestor count.
    pub fn trace(&self, n: Loose, t: &mut Trace, nested: &mut Prints) -> u32 {
        let mut count = 0;
        let mut print = 0u64;
        self.visit(n, |x| {
            count += 1;
            print ^= mix(x.cand, x.on);
            if x.on {
                t.cause(x.cand, x.cause);
            } else if x.parent == ADVANCED {
                if let Some(r) = self.nested_record(x.cand) {
                    nested.add(r.trace.print, r.complexity);
                }
            }
        });
        t.print = t.print.rotate_left(17) ^ print;
        count
    }

    /// Calls `f` with `n` and each of its ancestors, each candidate state once.
    fn visit(&self, n: Loose, mut f: impl FnMut(Loose)) {
        let mut seen_on = [0u128; 9];
        let mut seen_off = [0u128; 9];
        let mut todo: Vec<Loose, 1458> = Vec::new();
        let _ = todo.push(n);
        while let Some(n) = todo.pop() {
            let seen = if n.on { &mut seen_on } else { &mut seen_off };
            if has(seen, n.cand) {
                continue;
            }
            set(seen, n.cand);
            f(n);
            if n.parent == NONE {
                continue;
            }
            if n.parent == ADVANCED {
                self.rule_parents(n.cand, |q| {
                    if self.is_off(q) {
                        let _ = todo.push(self.stored(q, false));
                    }
                });
                continue;
            }
            let _ = todo.push(self.stored(n.parent, !n.on));
            if n.on {
                self.hidden_parents(n, &mut todo);
            }
        }
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
