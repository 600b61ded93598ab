//! The symmetries a puzzle's givens can have, and the orbits they group the cells into.

/// Which cells must be given together: the pattern of the givens, as puzzle books print them.
///
/// The numbers ([`Symmetry::code`]) are those of the C API's `SUDOKU_SYMMETRY_*`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No constraint on the givens.
    #[default]
    None,
    /// Rotating the grid by 180° maps givens to givens.
    Rotate180,
    /// Rotating the grid by 90° maps givens to givens (so does 180° then).
    Rotate90,
    /// Mirroring left to right (about the middle column) maps givens to givens.
    MirrorLeftRight,
    /// Mirroring top to bottom (about the middle row) maps givens to givens.
    MirrorTopBottom,
    /// Mirroring about either diagonal maps givens to givens (so does 180° rotation).
    BothDiagonals,
}

impl Symmetry {
    /// Every symmetry, in the order of their numbers.
    pub const ALL: [Symmetry; 6] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorTopBottom,
        Symmetry::BothDiagonals,
    ];

    /// The number of the C API (`SUDOKU_SYMMETRY_NONE` is 0, and so on in [`Symmetry::ALL`]'s
    /// order).
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// The symmetry of a C API number, `None` for a number that names none.
    pub const fn from_code(code: u32) -> Option<Symmetry> {
        Some(match code {
            0 => Symmetry::None,
            1 => Symmetry::Rotate180,
            2 => Symmetry::Rotate90,
            3 => Symmetry::MirrorLeftRight,
            4 => Symmetry::MirrorTopBottom,
            5 => Symmetry::BothDiagonals,
            _ => return None,
        })
    }

    /// The images of `cell` (0 to 80) under the symmetry's maps, the identity first; repeats
    /// where the cell is fixed by a map.
    pub(crate) const fn images(self, cell: usize) -> [usize; 4] {
        self.images_in(9, cell)
    }

    /// [`Symmetry::images`] in an `n` × `n` grid (cell 0 to n² − 1, row by row). Every map of
    /// the square is allowed, whatever the boxes: the pattern of the givens is only a look.
    pub(crate) const fn images_in(self, n: usize, cell: usize) -> [usize; 4] {
        let n = if n == 0 { 1 } else { n };
        let (r, c) = (cell / n % n, cell % n);
        let m = n - 1;
        const fn at(n: usize, r: usize, c: usize) -> usize {
            r * n + c
        }
        let me = at(n, r, c);
        match self {
            Symmetry::None => [me; 4],
            Symmetry::Rotate180 => [me, at(n, m - r, m - c), me, me],
            Symmetry::Rotate90 => [me, at(n, c, m - r), at(n, m - r, m - c), at(n, m - c, r)],
            Symmetry::MirrorLeftRight => [me, at(n, r, m - c), me, me],
            Symmetry::MirrorTopBottom => [me, at(n, m - r, c), me, me],
            Symmetry::BothDiagonals => [me, at(n, c, r), at(n, m - c, m - r), at(n, m - r, m - c)],
        }
    }

    /// The cells that must be given or empty together with `cell`, as a mask (bit `i` is cell
    /// `i`).
    pub(crate) const fn orbit(self, cell: usize) -> u128 {
        let images = self.images(cell);
        (1 << images[0]) | (1 << images[1]) | (1 << images[2]) | (1 << images[3])
    }

    /// True when some clue count in `low..=high` can be symmetric: every count can, but for
    /// [`Symmetry::Rotate90`], whose orbits are the centre and sets of four cells, only counts
    /// of 0 or 1 modulo 4.
    pub(crate) const fn allows_a_count_in(self, low: u32, high: u32) -> bool {
        self.allows_a_count_in_size(9, low, high)
    }

    /// [`Symmetry::allows_a_count_in`] for an `n` × `n` grid. With n odd, every symmetry has
    /// orbits of one cell (the centre at least), so every count is possible but, for 90°
    /// rotation (the centre and orbits of four), those of 2 or 3 modulo 4. With n even, no
    /// cell is its own image under a rotation or a mirror: orbits of two (and four) allow the
    /// even counts, and 90° rotation's orbits of four the multiples of 4.
    pub(crate) const fn allows_a_count_in_size(self, n: usize, low: u32, high: u32) -> bool {
        let mut k = low;
        while k <= high {
            let ok = match (self, n % 2 == 1) {
                (Symmetry::None, _) => true,
                (Symmetry::Rotate90, true) => k % 4 <= 1,
                (Symmetry::Rotate90, false) => k.is_multiple_of(4),
                (_, true) => true,
                (_, false) => k.is_multiple_of(2),
            };
            if ok {
                return true;
            }
            k += 1;
        }
        false
    }

    /// True when the givens of `cells` (81 cells, row by row, 0 for empty) have this symmetry.
    pub fn holds_for(self, cells: &[u8; 81]) -> bool {
        let mut i = 0;
        while i < 81 {
            let given = cells[i] != 0;
            for j in self.images(i) {
                if let Some(&d) = cells.get(j) {
                    if (d != 0) != given {
                        return false;
                    }
                }
            }
            i += 1;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::Symmetry;

    /// Orbits partition the grid: every cell is in its own orbit, and two cells have the same
    /// orbit or disjoint ones; their sizes are the ones each symmetry's documentation implies.
    #[test]
    fn orbits_partition_the_grid() {
        for s in Symmetry::ALL {
            let mut sizes = [0u32; 5];
            for cell in 0..81 {
                let o = s.orbit(cell);
                assert!(o & (1 << cell) != 0);
                for other in 0..81 {
                    let p = s.orbit(other);
                    assert!(o == p || o & p == 0, "{s:?} {cell} {other}");
                }
                if (0..81).find(|&c| o & (1 << c) != 0) == Some(cell) {
                    sizes[o.count_ones() as usize] += 1;
                }
            }
            let expected = match s {
                Symmetry::None => [0, 81, 0, 0, 0],
                Symmetry::Rotate180 => [0, 1, 40, 0, 0],
                Symmetry::Rotate90 => [0, 1, 0, 0, 20],
                Symmetry::MirrorLeftRight | Symmetry::MirrorTopBottom => [0, 9, 36, 0, 0],
                Symmetry::BothDiagonals => [0, 1, 8, 0, 16],
            };
            assert_eq!(sizes, expected, "{s:?}");
            assert_eq!(Symmetry::from_code(s.code()), Some(s));
        }
        assert_eq!(Symmetry::from_code(6), None);
        assert!(!Symmetry::Rotate90.allows_a_count_in(18, 19));
        assert!(Symmetry::Rotate90.allows_a_count_in(18, 20));
        assert!(Symmetry::Rotate180.allows_a_count_in(18, 18));
    }
}
