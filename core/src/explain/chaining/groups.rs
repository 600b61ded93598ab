//! Which cells and regions can give a static cell or region forcing chain at all: SE's static
//! propagation (`Chaining(true, false, false, 0)`) is a breadth-first walk over the links of
//! the grid as it stands, so the walks of many candidates go together, 64 to a word (bit `b`
//! of a node's word: the `b`-th source reached it), ordered so that each group (the digits of
//! a cell, the places of a digit in a house) shares a word. A group whose walks have no node
//! in common gives no hint; the others are left to SE's own propagations
//! ([`super::multiple`]), which also stop at a contradiction where these walks do not (so
//! they can only find less).

// Node arrays are indexed `% 729` (and sources `% 64`): a no-op on real candidates and
// sources, which lets the compiler drop the bounds checks, the core's only panic paths here.

use super::links::{Links, Pass, NONE};
use super::{cand, Work};
use crate::explain::tables::{bit, dbit, BitCount, Cells, Digits, HOUSES, HOUSE_CELLS, PEERS};
use crate::explain::Candidates;
use crate::Error;

/// The groups that may give a hint.
#[derive(Clone, Copy, Default)]
pub(super) struct Groups {
    /// Cells whose digits' walks meet.
    pub cells: u128,
    /// Per digit index, the houses (bit per house) whose places of the digit meet.
    pub regions: [u32; 9],
}

/// The state of one chunk's walks.
struct Walks {
    on_seen: [u64; 729],
    off_seen: [u64; 729],
    on_front: [u64; 729],
    off_new: [u64; 729],
    /// Candidates with a word set, to clear.
    touched: [u128; 9],
}

const XY: Pass = Pass { y: true, x: true };

/// The groups of `c` whose walks (nodes up to `depth` deep) share a node.
pub(super) fn static_groups(
    c: &Candidates,
    links: &Links,
    depth: u16,
    work: &mut Work,
) -> Result<Groups, Error> {
    let mut w = Walks {
        on_seen: [0; 729],
        off_seen: [0; 729],
        on_front: [0; 729],
        off_new: [0; 729],
        touched: [0; 9],
    };
    let mut out = Groups::default();
    // Cells of more than two digits (the only ones SE's static walk looks at).
    let mut chunk: Chunk = Chunk::new();
    for cell in Cells(c.open()) {
        let mask = c.mask(cell);
        if mask.count_ones() > 2 {
            let members: heapless::Vec<u16, 9> =
                crate::explain::fixed::gather(Digits(mask).map(|d| cand(cell, d)));
            if !chunk.fits(members.len()) {
                w.run(c, links, &chunk, depth, work, &mut out)?;
                chunk = Chunk::new();
            }
            chunk.add(&members, Group::Cell(cell as u8));
        }
    }
    w.run(c, links, &chunk, depth, work, &mut out)?;
    // Regions: the places of a digit in a house whose first place is such a cell.
    let mut chunk = Chunk::new();
    for h in 0..27u8 {
        let house = HOUSES.get(usize::from(h)).copied().unwrap_or(0);
        for d in 1..=9u8 {
            let here = c.cells_with(d) & house;
            let first = HOUSE_CELLS
                .get(usize::from(h))
                .and_then(|cells| cells.iter().find(|&&x| here >> x & 1 == 1))
                .copied();
            let Some(first) = first else { continue };
            if !here.several() || c.mask(usize::from(first)).count_ones() <= 2 {
                continue;
            }
            let members: heapless::Vec<u16, 9> =
                crate::explain::fixed::gather(Cells(here).map(|x| cand(x, d)));
            if !chunk.fits(members.len()) {
                w.run(c, links, &chunk, depth, work, &mut out)?;
                chunk = Chunk::new();
            }
            chunk.add(&members, Group::Region(h, d));
        }
    }
    w.run(c, links, &chunk, depth, work, &mut out)?;
    Ok(out)
}

#[derive(Clone, Copy)]
enum Group {
    Cell(u8),
    Region(u8, u8),
}

/// Up to 64 sources, whole groups.
struct Chunk {
    sources: heapless::Vec<u16, 64>,
    groups: heapless::Vec<(Group, u64), 64>,
}

impl Chunk {
    fn new() -> Chunk {
        Chunk {
            sources: heapless::Vec::new(),
            groups: heapless::Vec::new(),
        }
    }

    fn fits(&self, n: usize) -> bool {
        self.sources.len() + n <= 64
    }

    fn add(&mut self, members: &[u16], g: Group) {
        let first = self.sources.len();
        for &m in members {
            let _ = self.sources.push(m);
        }
        let mask = ((1u128 << members.len()) - 1) as u64;
        let _ = self.groups.push((g, mask << first));
    }
}

impl Walks {
    /// The walks of a chunk, to `depth`; the groups whose walks meet are marked in `out`.
    fn run(
        &mut self,
        c: &Candidates,
        links: &Links,
        chunk: &Chunk,
        depth: u16,
        work: &mut Work,
        out: &mut Groups,
    ) -> Result<(), Error> {
        if chunk.groups.is_empty() {
            return Ok(());
        }
        self.clear();
        let mut front = [0u128; 9];
        for (b, &s) in chunk.sources.iter().enumerate() {
            let i = usize::from(s);
            self.on_seen[i % 729] |= 1 << b;
            self.on_front[i % 729] |= 1 << b;
            mark(&mut front, s);
            mark(&mut self.touched, s);
        }
        // Round k: on nodes 2k deep turn off (2k + 1), new off nodes turn on (2k + 2).
        let mut k = 0u16;
        while front.iter().any(|&b| b != 0) && 2 * k < depth {
            let mut offs = [0u128; 9];
            let mut spent = 0;
            for (di, &board) in front.iter().enumerate() {
                let d = di as u8 + 1;
                for cell in Cells(board) {
                    let u = usize::from(cand(cell, d));
                    let w = self.on_front.get_mut(u).map_or(0, core::mem::take);
                    spent += 1;
                    for x in Digits(c.mask(cell) & !dbit(d)) {
                        or_at(&mut self.off_new, usize::from(cand(cell, x)), w);
                        or_at(&mut offs, usize::from(x).wrapping_sub(1), bit(cell));
                    }
                    let seen = PEERS.get(cell).copied().unwrap_or(0) & c.cells_with(d);
                    for other in Cells(seen) {
                        or_at(&mut self.off_new, usize::from(cand(other, d)), w);
                    }
                    offs[di] |= seen;
                }
            }
            work.spend(spent)?;
            front = [0; 9];
            for (di, &board) in offs.iter().enumerate() {
                for cell in Cells(board) {
                    let q = cand(cell, di as u8 + 1);
                    let qi = usize::from(q);
                    let fresh =
                        core::mem::take(&mut self.off_new[qi % 729]) & !self.off_seen[qi % 729];
                    if fresh == 0 {
                        continue;
                    }
                    self.off_seen[qi % 729] |= fresh;
                    mark(&mut self.touched, q);
                    if 2 * k + 1 >= depth {
                        continue;
                    }
                    for r in links.strong4(q, XY) {
                        if r == NONE {
                            break;
                        }
                        let ri = usize::from(r);
                        let new = fresh & !self.on_seen[ri % 729];
                        if new != 0 {
                            self.on_seen[ri % 729] |= new;
                            self.on_front[ri % 729] |= new;
                            mark(&mut front, r);
                            mark(&mut self.touched, r);
                        }
                    }
                }
            }
            k += 1;
        }
        // Leave the fronts clean; mark the groups whose walks meet.
        for (di, &board) in front.iter().enumerate() {
            for cell in Cells(board) {
                self.on_front[usize::from(cand(cell, di as u8 + 1)) % 729] = 0;
            }
        }
        // The groups whose walks meet: some node reached by all their sources.
        let mut open: u64 = chunk.groups.iter().fold(0, |a, _| a << 1 | 1);
        'nodes: for (di, &board) in self.touched.iter().enumerate() {
            for cell in Cells(board) {
                let i = usize::from(cand(cell, di as u8 + 1));
                let (on, off) = (self.on_seen[i % 729], self.off_seen[i % 729]);
                if (on | off).count_ones() < 2 {
                    continue;
                }
                let mut rest = open;
                while rest != 0 {
                    let gi = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let Some(&(g, m)) = chunk.groups.get(gi) else {
                        break;
                    };
                    if on & m == m || off & m == m {
                        open &= !(1 << gi);
                        match g {
                            Group::Cell(cell) => out.cells |= bit(usize::from(cell)),
                            Group::Region(h, d) => {
                                if let Some(r) = out.regions.get_mut(usize::from(d) - 1) {
                                    *r |= 1 << h;
                                }
                            }
                        }
                    }
                }
                if open == 0 {
                    break 'nodes;
                }
            }
        }
        Ok(())
    }

    fn clear(&mut self) {
        for (di, &board) in self.touched.iter().enumerate() {
            for cell in Cells(board) {
                let i = usize::from(cand(cell, di as u8 + 1));
                self.on_seen[i % 729] = 0;
                self.off_seen[i % 729] = 0;
            }
        }
        self.touched = [0; 9];
    }
}

fn mark(set: &mut [u128; 9], c: u16) {
    super::links::add(set, c);
}

/// `a[i] |= v` where `i` is in range, with no panic path (the core never panics).
#[inline(always)]
fn or_at<T: Copy + core::ops::BitOrAssign>(a: &mut [T], i: usize, v: T) {
    if let Some(x) = a.get_mut(i) {
        *x |= v;
    }
}
