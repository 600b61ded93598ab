//! Every hint of SE's "Forcing Chains & Cycles" on a grid, for the nested chains of levels 2
//! and 3: each cycle and forcing chain, in SE's order of discovery, with its key, what it
//! removes, and what the nesting rule reads (the causes of its on nodes, a print).
//!
//! SE's causes in a static chain: an on node reached through a strong link stands on its
//! cell (a bivalue cell) or on the house of the link; an off node reached through a weak link,
//! likewise (a cycle's reversed chain turns those off nodes on, with their causes).

use heapless::Vec;

use super::key::Key;
use super::links::{Links, Pass, NONE};
use super::nested::{mix, Collector, Removed, Trace};
use super::prop::CELL;
use super::unary::{Search, PASSES};
use super::walk::Tree;
use super::{cand, cell_of, Work};
use crate::explain::tables::{BitCount, Cells, Digits, HOUSES, HOUSES_OF};
use crate::Error;

/// The cause of the link from `a` to `b`: their cell, or the first of `a`'s box, row and
/// column that holds `b` (SE's `LinkedHashSet` keeps the first rule that gives a node).
fn link_cause(a: u16, b: u16) -> u8 {
    let (ca, cb) = (cell_of(a), cell_of(b));
    if ca == cb {
        return CELL;
    }
    let [row, col, bx] = HOUSES_OF.get(ca).copied().unwrap_or([0; 3]);
    for h in [bx, row, col] {
        if HOUSES.get(usize::from(h)).is_some_and(|x| x >> cb & 1 == 1) {
            return h;
        }
    }
    CELL
}

/// A chain's nodes from the start, in order: (candidate, on).
type Nodes = Vec<(u16, bool), 1458>;

/// The nodes from the start to on node `i` of `tree`.
fn nodes(tree: &Tree, i: u16) -> Nodes {
    let mut out = Nodes::new();
    tree.for_each_to(i, |c, on| {
        let _ = out.push((c, on));
    });
    out
}

/// Adds the causes of the on nodes of `chain` (all but the first node) to `t`, `flip`
/// reading the chain reversed (off nodes as on); returns the print of its nodes.
fn causes(chain: &[(u16, bool)], flip: bool, t: &mut Trace) -> u64 {
    let mut print = 0u64;
    for (j, &(c, on)) in chain.iter().enumerate() {
        print ^= mix(c, on != flip);
        if j > 0 && on != flip {
            if let Some(&(prev, _)) = chain.get(j - 1) {
                t.cause(c, link_cause(prev, c));
            }
        }
    }
    print
}

/// Every hint of SE's `Chaining(false, false, false, 0)` on the collector's grid.
pub(super) fn unary<'a>(col: &mut Collector<'a>, work: &mut Work) -> Result<(), Error> {
    let c = col.grid();
    let s = Search {
        c,
        links: Links::new(c),
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
                s.source(col, src, pass, pos, work)?;
            }
        }
    }
    Ok(())
}

impl Search<'_> {
    /// The hints of one candidate in one pass: its cycles, then its forcing chains.
    fn source(
        &self,
        col: &mut Collector<'_>,
        src: u16,
        pass: Pass,
        pos: u64,
        work: &mut Work,
    ) -> Result<(), Error> {
        let (cb, cs) = pass.cycle();
        let (fb, fs) = pass.forcing();
        let mut tree = Tree::new();
        let mut index = 0u64;
        let mut forcing: Option<(u16, u32)> = None;
        self.walk(
            &mut tree,
            src,
            pass,
            true,
            u32::MAX,
            work,
            |t, i, q, layer, r| {
                if r == NONE {
                    if q == src && pass.x && forcing.is_none() {
                        forcing = Some((i, layer));
                    }
                    return false;
                }
                if r != src || layer < 1 {
                    return false;
                }
                let complexity = 2 * layer + 2;
                let key = Key::new(cb, complexity, cs);
                let Some(h) = self.cycle_hint(t, pass, src, i, q, key, complexity) else {
                    return false;
                };
                let mut chain = nodes(t, i);
                let _ = chain.push((q, false));
                let _ = chain.push((src, true));
                let mut trace = Trace::default();
                let forward = causes(&chain, false, &mut trace);
                let back = causes(&chain, true, &mut trace);
                trace.print = forward.rotate_left(17) ^ back;
                let removed = Removed::Set(crate::explain::fixed::gather(
                    h.eliminations
                        .iter()
                        .map(|m| cand(usize::from(m.cell), m.digit)),
                ));
                col.add(key, pos | index, removed, trace, complexity);
                index += 1;
                false
            },
        )?;
        if let Some((i, layer)) = forcing {
            let mut chain = nodes(&tree, i);
            let _ = chain.push((src, false));
            let complexity = 2 * layer + 2;
            let mut trace = Trace::default();
            trace.print = causes(&chain, false, &mut trace);
            let key = Key::new(fb, complexity, fs);
            col.add(key, pos | 1 << 20, Removed::One(src), trace, complexity);
        }
        if !pass.x {
            return Ok(());
        }
        let mut tree = Tree::new();
        let mut meeting: Option<(u16, u16, u32)> = None;
        self.walk(
            &mut tree,
            src,
            pass,
            false,
            u32::MAX,
            work,
            |_, i, q, layer, r| {
                if r == src && meeting.is_none() {
                    meeting = Some((i, q, layer));
                    return true;
                }
                false
            },
        )?;
        if let Some((i, q, layer)) = meeting {
            let mut chain = nodes(&tree, i);
            let _ = chain.push((q, false));
            let _ = chain.push((src, true));
            let complexity = 2 * layer + 2;
            let mut trace = Trace::default();
            trace.print = causes(&chain, false, &mut trace);
            let key = Key::new(fb, complexity, fs);
            col.add(key, pos | 2 << 20, Removed::CellBut(src), trace, complexity);
        }
        Ok(())
    }
}
