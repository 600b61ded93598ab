//! SE's `AlignedPairExclusion` and `AlignedExclusion(3)`: two (three) cells whose every
//! combination of candidates with a given value is ruled out, by two of them seeing each
//! other with the same digit or by a cell seeing them all that would lose every candidate,
//! lose that value.

use crate::explain::tables::{bit, dbit, BitCount, Cells, Digits, PEERS, SE_PEERS};
use crate::explain::{Candidates, Step, Technique};

/// SE's candidate cells (two candidates or more, no peer with one candidate, some peer with
/// 2 to `degree` candidates) in row order, and for each its excluding peers (the peers with
/// 2 to `degree` candidates) in SE's order.
struct Bases {
    cells: heapless::Vec<u8, 81>,
    excluders: [u128; 81],
    is_base: u128,
}

impl Bases {
    /// The excluders of `cell`.
    fn of(&self, cell: usize) -> u128 {
        self.excluders.get(cell).copied().unwrap_or(0)
    }
}

fn bases(c: &Candidates, degree: u32) -> Bases {
    let mut out = Bases {
        cells: heapless::Vec::new(),
        excluders: [0; 81],
        is_base: 0,
    };
    for cell in 0..81 {
        if c.mask(cell).count_ones() < 2 {
            continue;
        }
        let mut single = false;
        let mut ex = 0u128;
        for &p in SE_PEERS.get(cell).into_iter().flatten() {
            let n = c.mask(usize::from(p)).count_ones();
            if n == 1 {
                single = true;
            } else if n >= 2 && n <= degree {
                ex |= bit(usize::from(p));
            }
        }
        if !single && ex != 0 {
            let _ = out.cells.push(cell as u8);
            if let Some(e) = out.excluders.get_mut(cell) {
                *e = ex;
            }
            out.is_base |= bit(cell);
        }
    }
    out
}

fn sees(a: usize, b: usize) -> bool {
    PEERS.get(a).is_some_and(|p| p & bit(b) != 0)
}

/// The candidates of the common excluders, each set once: a combination holding all the
/// digits of one of them would leave that excluder empty.
fn ruled_out(c: &Candidates, excluders: u128) -> heapless::Vec<u16, 20> {
    let mut out = heapless::Vec::new();
    for e in Cells(excluders) {
        let m = c.mask(e);
        if !out.contains(&m) {
            let _ = out.push(m);
        }
    }
    out
}

/// The candidates of `cells` that no allowed combination uses: the hint's removals. A
/// combination is allowed when no two cells seeing each other hold the same digit and it
/// holds every candidate of no excluder (`bad`). The digits of the last cell are taken
/// together: those the picks of the others allow.
fn exclusions<const N: usize>(c: &Candidates, cells: [usize; N], bad: &[u16]) -> [u16; N] {
    /// The walk's fixed inputs: each cell's candidates, and the earlier cells it sees.
    struct Walk<'a, const N: usize> {
        masks: [u16; N],
        seen: [u8; N],
        bad: &'a [u16],
    }
    // The picks of the cells before the last, cell by cell, a digit clashing with a seen
    // cell's cut early; false once every candidate is used (nothing left to find).
    fn walk<const N: usize>(
        w: &Walk<'_, N>,
        k: usize,
        pick: &mut [u16; N],
        used: &mut [u16; N],
    ) -> bool {
        let Some(&mask) = w.masks.get(k) else {
            return true;
        };
        let seen = w.seen.get(k).copied().unwrap_or(0);
        let mut clash = 0u16;
        for (j, &d) in pick.iter().enumerate().take(k) {
            if seen >> j & 1 == 1 {
                clash |= d;
            }
        }
        if k + 1 == N {
            // The last cell: the digits that complete no excluder's candidates.
            let s = pick.iter().take(k).fold(0, |s, &d| s | d);
            let mut ruled = clash;
            for &m in w.bad {
                let rest = m & !s;
                if rest == 0 {
                    return true;
                }
                if rest.one() {
                    ruled |= rest;
                }
            }
            let allowed = mask & !ruled;
            if allowed != 0 {
                for (u, &d) in used.iter_mut().zip(pick.iter()).take(k) {
                    *u |= d;
                }
                if let Some(u) = used.get_mut(k) {
                    *u |= allowed;
                }
                return *used != w.masks;
            }
            return true;
        }
        for d in Digits(mask & !clash) {
            if let Some(p) = pick.get_mut(k) {
                *p = dbit(d);
            }
            if !walk(w, k + 1, pick, used) {
                return false;
            }
        }
        true
    }
    let masks = cells.map(|x| c.mask(x));
    let mut seen = [0u8; N];
    for (i, s) in seen.iter_mut().enumerate() {
        for (j, &b) in cells.iter().enumerate().take(i) {
            if sees(cells.get(i).copied().unwrap_or(0), b) {
                *s |= 1 << j;
            }
        }
    }
    let w = Walk { masks, seen, bad };
    let mut used = [0u16; N];
    walk(&w, 0, &mut [0u16; N], &mut used);
    let mut out = [0u16; N];
    for ((o, &m), &u) in out.iter_mut().zip(masks.iter()).zip(used.iter()) {
        *o = m & !u;
    }
    out
}

fn hint<const N: usize>(
    t: Technique,
    c: &Candidates,
    cells: [usize; N],
    removed: [u16; N],
) -> Step {
    let mut s = Step::new(t);
    for (&cell, &r) in cells.iter().zip(removed.iter()) {
        s.reasons_in(bit(cell), c, 0x1ff);
        for d in Digits(r) {
            s.eliminate(cell, d);
        }
        s.digits |= r;
    }
    s
}

/// The pairs of `cells` in SE's order (`Permutations(2, n)`: by the second, then the first).
fn pairs(cells: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    cells.iter().enumerate().flat_map(move |(k, &second)| {
        cells
            .iter()
            .take(k)
            .map(move |&first| (usize::from(first), usize::from(second)))
    })
}

/// SE's `AlignedPairExclusion`: pairs of candidate cells in SE's order.
pub(crate) fn aligned_pair(c: &Candidates) -> Option<Step> {
    let b = bases(c, 2);
    for (c0, c1) in pairs(&b.cells) {
        let common = b.of(c0) & b.of(c1);
        if !common.several() {
            continue;
        }
        let bad = ruled_out(c, common);
        let removed = exclusions(c, [c0, c1], &bad);
        if removed.iter().any(|&r| r != 0) {
            return Some(hint(Technique::AlignedPairExclusion, c, [c0, c1], removed));
        }
    }
    None
}

/// SE's `AlignedExclusion(3)`: pairs of candidate cells in SE's order, each with a third
/// among the candidate cells that either of them sees through an excluder list, in SE's
/// order.
pub(crate) fn aligned_triplet(c: &Candidates) -> Option<Step> {
    let b = bases(c, 3);
    if b.cells.len() < 3 {
        return None;
    }
    for (c0, c1) in pairs(&b.cells) {
        // No third cell can give two common excluders when these two have fewer.
        let both = b.of(c0) & b.of(c1);
        if !both.several() {
            continue;
        }
        // SE's twin area: c0's excluders, then c1's not already listed, that are candidate
        // cells, without c0 and c1; each third cell in that order.
        let mut listed = 0u128;
        for cell in [c0, c1] {
            let area = b.of(cell) & b.is_base;
            for &p in SE_PEERS.get(cell).into_iter().flatten() {
                let c2 = usize::from(p);
                let pb = bit(c2);
                if area & !listed & pb == 0 {
                    continue;
                }
                listed |= pb;
                let common = both & b.of(c2);
                if c2 == c0 || c2 == c1 || !common.several() {
                    continue;
                }
                let bad = ruled_out(c, common);
                let removed = exclusions(c, [c0, c1, c2], &bad);
                if removed.iter().any(|&r| r != 0) {
                    return Some(hint(
                        Technique::AlignedTripletExclusion,
                        c,
                        [c0, c1, c2],
                        removed,
                    ));
                }
            }
        }
    }
    None
}
