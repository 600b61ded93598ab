//! A plain dancing-links (DLX) solver for N × N grids with R × C boxes, written for the
//! comparison in the `--sizes` benchmark: Knuth's Algorithm X on an exact cover of 4N²
//! columns (each cell filled once, each digit once per row, column and box) by N³ rows (a
//! digit in a cell), with the column of fewest rows chosen at each step. The givens are
//! covered first. Recursive, allocating: benchmark code, not library code.

/// The exact-cover matrix as circular doubly linked lists in arrays (node 0 is the root,
/// nodes 1..=columns the column headers).
pub struct Dlx {
    left: Vec<usize>,
    right: Vec<usize>,
    up: Vec<usize>,
    down: Vec<usize>,
    column: Vec<usize>,
    /// The candidate (cell * N + digit - 1) of each node.
    row_of: Vec<usize>,
    size: Vec<usize>,
    /// The first node of each candidate's row.
    first: Vec<usize>,
    n: usize,
}

impl Dlx {
    /// The full matrix for boxes of `rows` × `cols`.
    pub fn new(rows: usize, cols: usize) -> Dlx {
        let n = rows * cols;
        let columns = 4 * n * n;
        let mut d = Dlx {
            left: Vec::new(),
            right: Vec::new(),
            up: Vec::new(),
            down: Vec::new(),
            column: Vec::new(),
            row_of: Vec::new(),
            size: vec![0; columns + 1],
            first: vec![0; n * n * n],
            n,
        };
        for i in 0..=columns {
            d.left.push(if i == 0 { columns } else { i - 1 });
            d.right.push(if i == columns { 0 } else { i + 1 });
            d.up.push(i);
            d.down.push(i);
            d.column.push(i);
            d.row_of.push(usize::MAX);
        }
        for cell in 0..n * n {
            let (r, c) = (cell / n, cell % n);
            let b = r / rows * rows + c / cols;
            for digit in 0..n {
                let cols_of_row = [
                    1 + cell,
                    1 + n * n + r * n + digit,
                    1 + 2 * n * n + c * n + digit,
                    1 + 3 * n * n + b * n + digit,
                ];
                let candidate = cell * n + digit;
                let start = d.left.len();
                for (k, &col) in cols_of_row.iter().enumerate() {
                    let node = start + k;
                    d.left.push(if k == 0 { start + 3 } else { node - 1 });
                    d.right.push(if k == 3 { start } else { node + 1 });
                    d.up.push(d.up[col]);
                    d.down.push(col);
                    let above = d.up[col];
                    d.down[above] = node;
                    d.up[col] = node;
                    d.column.push(col);
                    d.row_of.push(candidate);
                    d.size[col] += 1;
                }
                d.first[candidate] = start;
            }
        }
        d
    }

    fn cover(&mut self, c: usize) {
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l] = r;
        self.left[r] = l;
        let mut i = self.down[c];
        while i != c {
            let mut j = self.right[i];
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.down[u] = d;
                self.up[d] = u;
                self.size[self.column[j]] -= 1;
                j = self.right[j];
            }
            i = self.down[i];
        }
    }

    fn uncover(&mut self, c: usize) {
        let mut i = self.up[c];
        while i != c {
            let mut j = self.left[i];
            while j != i {
                self.size[self.column[j]] += 1;
                let (u, d) = (self.up[j], self.down[j]);
                self.down[u] = j;
                self.up[d] = j;
                j = self.left[j];
            }
            i = self.up[i];
        }
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l] = c;
        self.left[r] = c;
    }

    /// Covers the columns of a candidate's row (a given), or false when one is gone already
    /// (conflicting givens).
    fn select(&mut self, candidate: usize, covered: &mut Vec<usize>) -> bool {
        let start = self.first[candidate];
        let mut j = start;
        loop {
            let c = self.column[j];
            // A column still in the header list is uncovered (its neighbours point to it).
            if self.right[self.left[c]] != c {
                return false;
            }
            self.cover(c);
            covered.push(c);
            j = self.right[j];
            if j == start {
                return true;
            }
        }
    }

    fn search(
        &mut self,
        limit: u32,
        found: &mut u32,
        partial: &mut Vec<usize>,
        out: &mut Vec<usize>,
    ) {
        if self.right[0] == 0 {
            *found += 1;
            if *found == 1 {
                out.clone_from(partial);
            }
            return;
        }
        let mut c = self.right[0];
        let mut best = c;
        while c != 0 {
            if self.size[c] < self.size[best] {
                best = c;
            }
            c = self.right[c];
        }
        if self.size[best] == 0 {
            return;
        }
        self.cover(best);
        let mut r = self.down[best];
        while r != best && *found < limit {
            partial.push(self.row_of[r]);
            let mut j = self.right[r];
            while j != r {
                self.cover(self.column[j]);
                j = self.right[j];
            }
            self.search(limit, found, partial, out);
            let mut j = self.left[r];
            while j != r {
                self.uncover(self.column[j]);
                j = self.left[j];
            }
            partial.pop();
            r = self.down[r];
        }
        self.uncover(best);
    }

    /// Solves `cells` (N × N, 0 for empty; legal givens): the number of solutions up to
    /// `limit`, and the first found written into `cells`. The matrix is restored afterwards.
    pub fn solve(&mut self, cells: &mut [u8], limit: u32) -> u32 {
        let n = self.n;
        let mut covered = Vec::new();
        let mut ok = true;
        for (cell, &d) in cells.iter().enumerate() {
            if d != 0 && ok {
                ok = self.select(cell * n + usize::from(d) - 1, &mut covered);
            }
        }
        let mut found = 0;
        let mut out = Vec::new();
        if ok {
            self.search(limit, &mut found, &mut Vec::new(), &mut out);
        }
        while let Some(c) = covered.pop() {
            self.uncover(c);
        }
        for candidate in out {
            cells[candidate / n] = (candidate % n) as u8 + 1;
        }
        found
    }
}
