//! Seeded grids of every size for the tests of the sized API: solved grids made without the
//! library (a pattern under random symmetries), and puzzles cut from them.

use sudoku_testkit::sized::{self as reference, Dims};

use crate::gen::Rng;

/// A random permutation of `0..n`.
fn permutation(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut p: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut p);
    p
}

/// A random order of `count` blocks of `size` lines each, the lines shuffled within each
/// block: what row (or column) of the pattern each line of the result takes.
fn lines(rng: &mut Rng, count: usize, size: usize) -> Vec<usize> {
    let mut out = Vec::with_capacity(count * size);
    for block in permutation(rng, count) {
        for line in permutation(rng, size) {
            out.push(block * size + line);
        }
    }
    out
}

/// A random solved grid: the pattern `(C (r mod R) + r / R + c) mod N`, plus 1, with its
/// digits relabelled, its bands (of R rows) and the rows in each, and its stacks (of C
/// columns) and the columns in each, permuted at random. Each of those maps solved grids to
/// solved grids.
pub fn solved(rng: &mut Rng, dims: Dims) -> Vec<u8> {
    let (n, r, c) = (dims.n(), dims.rows, dims.cols);
    let digits = permutation(rng, n);
    let rows = lines(rng, c, r); // C bands of R rows
    let cols = lines(rng, r, c); // R stacks of C columns
    let mut g = vec![0u8; n * n];
    for (i, &pr) in rows.iter().enumerate() {
        for (j, &pc) in cols.iter().enumerate() {
            let pattern = (c * (pr % r) + pr / r + pc) % n;
            g[i * n + j] = digits[pattern] as u8 + 1;
        }
    }
    debug_assert!(reference::is_complete_valid(dims, &g));
    g
}

/// `cells` with `count` of its givens, chosen at random, emptied.
pub fn remove(rng: &mut Rng, cells: &[u8], count: usize) -> Vec<u8> {
    let mut given: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] != 0).collect();
    rng.shuffle(&mut given);
    let mut out = cells.to_vec();
    for &i in given.iter().take(count) {
        out[i] = 0;
    }
    out
}

/// A puzzle with one solution (as `unique` judges) cut from `solved`: cells emptied in
/// random order while `unique` still holds, down to `target` givens at most.
pub fn proper(
    rng: &mut Rng,
    solved: &[u8],
    target: usize,
    unique: impl Fn(&[u8]) -> bool,
) -> Vec<u8> {
    let mut g = solved.to_vec();
    let mut givens = g.len();
    for cell in permutation(rng, g.len()) {
        if givens <= target {
            break;
        }
        let d = g[cell];
        g[cell] = 0;
        if unique(&g) {
            givens -= 1;
        } else {
            g[cell] = d;
        }
    }
    g
}

/// `cells` with one given replaced by another digit still legal there, or `None`: legal
/// givens that usually have no solution left.
pub fn change_given(rng: &mut Rng, dims: Dims, cells: &[u8]) -> Option<Vec<u8>> {
    let mut given: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] != 0).collect();
    rng.shuffle(&mut given);
    for i in given {
        for d in permutation(rng, dims.n()) {
            let mut out = cells.to_vec();
            out[i] = d as u8 + 1;
            if out[i] != cells[i] && reference::givens_are_legal(dims, &out) {
                return Some(out);
            }
        }
    }
    None
}

/// Up to `tries` random digits in random cells, each kept only where it is legal.
pub fn random_sparse(rng: &mut Rng, dims: Dims, tries: usize) -> Vec<u8> {
    let n = dims.n();
    let mut g = vec![0u8; n * n];
    for _ in 0..tries {
        let cell = rng.below(n * n);
        if g[cell] == 0 {
            g[cell] = rng.below(n) as u8 + 1;
            if !reference::legal(dims, &g, cell, g[cell]) {
                g[cell] = 0;
            }
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solved_grids_of_every_shape() {
        let mut rng = Rng::new(9);
        for r in 2..=12 {
            for c in 2..=12 {
                if r * c > 25 {
                    continue;
                }
                let dims = Dims { rows: r, cols: c };
                let g = solved(&mut rng, dims);
                assert!(reference::is_complete_valid(dims, &g), "{r} x {c}");
                let half = remove(&mut rng, &g, g.len() / 2);
                let q = change_given(&mut rng, dims, &half);
                assert!(q.is_some_and(|q| reference::givens_are_legal(dims, &q)));
            }
        }
    }
}
