//! Seeded grid generation for the differential and property tests: every grid comes from a
//! seed, so a failure prints a seed that reproduces it.

use sudoku_testkit::reference;

/// 81 cells, row by row, `0` for empty.
pub type Cells = [u8; 81];

/// SplitMix64: small, fast, and the same sequence on every machine for a seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Shuffles `items` (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    /// A permutation of `0..N`.
    pub fn permutation<const N: usize>(&mut self) -> [usize; N] {
        let mut p = [0; N];
        for (i, x) in p.iter_mut().enumerate() {
            *x = i;
        }
        self.shuffle(&mut p);
        p
    }
}

/// A symmetry of Sudoku: relabel the digits, permute rows within bands and the bands, the same
/// for columns, and optionally transpose. It maps solutions to solutions one to one, so it
/// keeps the count and maps the unique solution to the unique solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Transform {
    /// `digits[d]` replaces digit `d` (`digits[0]` is 0: empty stays empty).
    pub digits: [u8; 10],
    /// Row `r` of the result is row `rows[r]` of the input.
    pub rows: [usize; 9],
    /// Column `c` of the result is column `cols[c]` of the input.
    pub cols: [usize; 9],
    /// Transpose after the permutations.
    pub transpose: bool,
}

const IDENTITY9: [usize; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

impl Transform {
    /// Changes nothing.
    pub const IDENTITY: Transform = Transform {
        digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        rows: IDENTITY9,
        cols: IDENTITY9,
        transpose: false,
    };

    /// Digit `d` becomes `1 + perm[d - 1]`.
    pub fn relabel(perm: [usize; 9]) -> Transform {
        let mut t = Transform::IDENTITY;
        for (d, &p) in perm.iter().enumerate() {
            t.digits[d + 1] = p as u8 + 1;
        }
        t
    }

    /// Rows become columns.
    pub fn transposition() -> Transform {
        Transform {
            transpose: true,
            ..Transform::IDENTITY
        }
    }

    /// Permutes the three rows of `band` (0 to 2).
    pub fn rows_in_band(band: usize, perm: [usize; 3]) -> Transform {
        Transform {
            rows: within(band, perm),
            ..Transform::IDENTITY
        }
    }

    /// Permutes the three bands.
    pub fn bands(perm: [usize; 3]) -> Transform {
        Transform {
            rows: blocks(perm),
            ..Transform::IDENTITY
        }
    }

    /// Permutes the three columns of `stack` (0 to 2).
    pub fn cols_in_stack(stack: usize, perm: [usize; 3]) -> Transform {
        Transform {
            cols: within(stack, perm),
            ..Transform::IDENTITY
        }
    }

    /// Permutes the three stacks.
    pub fn stacks(perm: [usize; 3]) -> Transform {
        Transform {
            cols: blocks(perm),
            ..Transform::IDENTITY
        }
    }

    /// All of them at once, at random.
    pub fn random(rng: &mut Rng) -> Transform {
        let line = |rng: &mut Rng| {
            let outer: [usize; 3] = rng.permutation();
            let mut out = [0; 9];
            for (b, &ob) in outer.iter().enumerate() {
                let inner: [usize; 3] = rng.permutation();
                for (i, &oi) in inner.iter().enumerate() {
                    out[b * 3 + i] = ob * 3 + oi;
                }
            }
            out
        };
        Transform {
            digits: Transform::relabel(rng.permutation()).digits,
            rows: line(rng),
            cols: line(rng),
            transpose: rng.below(2) == 1,
        }
    }

    /// The image of `cells`.
    pub fn apply(&self, cells: &Cells) -> Cells {
        let mut out = [0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                let d = self.digits[usize::from(cells[self.rows[r] * 9 + self.cols[c]])];
                let (tr, tc) = if self.transpose { (c, r) } else { (r, c) };
                out[tr * 9 + tc] = d;
            }
        }
        out
    }
}

/// The identity, with the three lines of `block` permuted.
fn within(block: usize, perm: [usize; 3]) -> [usize; 9] {
    let mut out = IDENTITY9;
    for (i, &p) in perm.iter().enumerate() {
        out[block * 3 + i] = block * 3 + p;
    }
    out
}

/// The three blocks of three lines permuted.
fn blocks(perm: [usize; 3]) -> [usize; 9] {
    let mut out = IDENTITY9;
    for (b, &p) in perm.iter().enumerate() {
        for i in 0..3 {
            out[b * 3 + i] = p * 3 + i;
        }
    }
    out
}

/// Up to `tries` random digits in random cells, each kept only if it is legal there: legal
/// givens, usually with many solutions, sometimes none.
pub fn random_sparse(rng: &mut Rng, tries: usize) -> Cells {
    let mut g = [0u8; 81];
    for _ in 0..tries {
        let cell = rng.below(81);
        let d = rng.below(9) as u8 + 1;
        if g[cell] == 0 {
            g[cell] = d;
            if !reference::givens_are_legal(&g) {
                g[cell] = 0;
            }
        }
    }
    g
}

/// `cells` with `n` of its givens (chosen at random) emptied.
pub fn remove_givens(rng: &mut Rng, cells: &Cells, n: usize) -> Cells {
    let mut given: Vec<usize> = (0..81).filter(|&i| cells[i] != 0).collect();
    rng.shuffle(&mut given);
    let mut out = *cells;
    for &i in given.iter().take(n) {
        out[i] = 0;
    }
    out
}

/// `cells` with one given replaced by another digit that is still legal there, or `None` if
/// no given can be so changed. The givens stay legal; the puzzle usually has no solution left.
pub fn change_given(rng: &mut Rng, cells: &Cells) -> Option<Cells> {
    let mut given: Vec<usize> = (0..81).filter(|&i| cells[i] != 0).collect();
    rng.shuffle(&mut given);
    for i in given {
        let mut digits: [usize; 9] = rng.permutation();
        digits.iter_mut().for_each(|d| *d += 1);
        for d in digits {
            let mut out = *cells;
            out[i] = d as u8;
            if out[i] != cells[i] && reference::givens_are_legal(&out) {
                return Some(out);
            }
        }
    }
    None
}

/// A random complete grid: a fixed solved grid under a random [`Transform`].
pub fn solved_grid(rng: &mut Rng) -> Cells {
    // The pattern grid: row r, column c holds (3 (r mod 3) + r / 3 + c) mod 9, plus 1.
    let mut base = [0u8; 81];
    for (i, d) in base.iter_mut().enumerate() {
        let (r, c) = (i / 9, i % 9);
        *d = ((3 * (r % 3) + r / 3 + c) % 9) as u8 + 1;
    }
    Transform::random(rng).apply(&base)
}

/// A proper puzzle (one solution) made without the library: from a random solved grid, empty
/// cells in random order while the reference still counts one solution, down to `target`
/// givens at most. The reference's node budget keeps this quick; a cell whose removal it
/// cannot decide in time stays given.
pub fn proper_puzzle(rng: &mut Rng, target: usize) -> Cells {
    let mut g = solved_grid(rng);
    let mut order: [usize; 81] = rng.permutation();
    order.rotate_left(rng.below(81));
    let mut givens = 81;
    for cell in order {
        if givens <= target {
            break;
        }
        let d = g[cell];
        g[cell] = 0;
        if reference::count_solutions_bounded(&g, 2, 20_000) == Some(1) {
            givens -= 1;
        } else {
            g[cell] = d;
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transforms_keep_a_solved_grid_solved() {
        let mut rng = Rng::new(1);
        for _ in 0..50 {
            let g = solved_grid(&mut rng);
            assert!(reference::is_complete_valid(&g));
            assert!(reference::is_complete_valid(
                &Transform::random(&mut rng).apply(&g)
            ));
        }
    }

    #[test]
    fn single_transforms_move_what_they_say() {
        let mut g = [0u8; 81];
        g[0] = 1; // row 0, column 0
        g[1] = 2; // row 0, column 1
        let t = Transform::transposition().apply(&g);
        assert_eq!((t[0], t[9]), (1, 2));
        let b = Transform::bands([2, 0, 1]).apply(&g);
        assert_eq!((b[3 * 9], b[3 * 9 + 1]), (1, 2));
        let s = Transform::cols_in_stack(0, [1, 0, 2]).apply(&g);
        assert_eq!((s[0], s[1]), (2, 1));
        let r = Transform::relabel([8, 7, 6, 5, 4, 3, 2, 1, 0]).apply(&g);
        assert_eq!((r[0], r[1]), (9, 8));
    }

    #[test]
    fn proper_puzzles_have_one_solution() {
        let mut rng = Rng::new(7);
        let p = proper_puzzle(&mut rng, 30);
        assert_eq!(reference::count_solutions(&p, 2), 1);
        assert!(p.iter().filter(|&&d| d != 0).count() < 81);
    }

    #[test]
    fn changed_givens_stay_legal() {
        let mut rng = Rng::new(3);
        let p = proper_puzzle(&mut rng, 35);
        let q = change_given(&mut rng, &p).expect("a given can change");
        assert!(reference::givens_are_legal(&q));
        assert_eq!(p.iter().zip(&q).filter(|(a, b)| a != b).count(), 1);
    }
}
