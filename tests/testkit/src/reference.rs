//! The reference solver: textbook backtracking, written for clarity, not speed.
//!
//! - [`first_solution`] is the textbook algorithm exactly: first empty cell in row-major
//!   order, digits 1 to 9, plain scans of row, column and box. Its first solution is, by
//!   definition, the row-major-first solution. Slow on hard puzzles (seconds on 17-clue ones):
//!   use it on easy puzzles and on puzzles with many givens.
//! - [`count_solutions`] branches on the empty cell with the fewest legal digits (still no
//!   propagation), which keeps it fast enough for whole puzzle sets.

/// 81 cells, row by row, `0` for empty.
pub type Cells = [u8; 81];

fn legal(g: &Cells, cell: usize, d: u8) -> bool {
    let (r, c) = (cell / 9, cell % 9);
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    for k in 0..9 {
        if g[r * 9 + k] == d || g[k * 9 + c] == d {
            return false;
        }
        if g[(br + k / 3) * 9 + bc + k % 3] == d {
            return false;
        }
    }
    true
}

/// True when no digit repeats in any row, column or box and every value is 0 to 9.
pub fn givens_are_legal(g: &Cells) -> bool {
    let mut copy = *g;
    for cell in 0..81 {
        let d = copy[cell];
        if d > 9 {
            return false;
        }
        if d != 0 {
            copy[cell] = 0;
            if !legal(&copy, cell, d) {
                return false;
            }
            copy[cell] = d;
        }
    }
    true
}

/// True when every cell holds 1 to 9 and no digit repeats in a row, column or box.
pub fn is_complete_valid(g: &Cells) -> bool {
    g.iter().all(|&d| (1..=9).contains(&d)) && givens_are_legal(g)
}

/// The textbook solver: the row-major-first solution, or `None`. Assumes legal givens.
pub fn first_solution(puzzle: &Cells) -> Option<Cells> {
    fn go(g: &mut Cells) -> bool {
        let Some(cell) = g.iter().position(|&d| d == 0) else {
            return true;
        };
        for d in 1..=9 {
            if legal(g, cell, d) {
                g[cell] = d;
                if go(g) {
                    return true;
                }
            }
        }
        g[cell] = 0;
        false
    }
    let mut g = *puzzle;
    go(&mut g).then_some(g)
}

/// The number of solutions, counting no further than `limit`. Assumes legal givens.
pub fn count_solutions(puzzle: &Cells, limit: u32) -> u32 {
    fn go(g: &mut Cells, limit: u32, found: &mut u32) {
        // The empty cell with the fewest legal digits.
        let mut best: Option<(usize, u32)> = None;
        for cell in 0..81 {
            if g[cell] == 0 {
                let n = (1..=9).filter(|&d| legal(g, cell, d)).count() as u32;
                if best.map_or(true, |(_, m)| n < m) {
                    best = Some((cell, n));
                }
            }
        }
        let Some((cell, _)) = best else {
            *found += 1;
            return;
        };
        for d in 1..=9 {
            if *found >= limit {
                return;
            }
            if legal(g, cell, d) {
                g[cell] = d;
                go(g, limit, found);
                g[cell] = 0;
            }
        }
    }
    let mut found = 0;
    if limit > 0 {
        go(&mut puzzle.clone(), limit, &mut found);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(s: &str) -> Cells {
        let mut c = [0u8; 81];
        for (i, b) in s.bytes().enumerate() {
            c[i] = if b == b'.' { 0 } else { b - b'0' };
        }
        c
    }

    #[test]
    fn textbook_grid() {
        let p = cells(
            "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..",
        );
        let s = first_solution(&p).unwrap();
        assert_eq!(
            &s[..9],
            &[3, 1, 6, 5, 7, 8, 4, 9, 2],
            "first row of the textbook answer"
        );
        assert!(is_complete_valid(&s));
        assert_eq!(count_solutions(&p, 10), 1);
    }

    #[test]
    fn four_solutions_and_the_first() {
        let p = cells(
            ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...",
        );
        assert_eq!(count_solutions(&p, 10), 4);
        assert_eq!(
            first_solution(&p).unwrap(),
            cells(
                "351274896649138527287695143128463975964751382573982614492516738736829451815347269"
            )
        );
    }

    #[test]
    fn illegal_givens_are_seen() {
        let mut p = [0u8; 81];
        p[0] = 4;
        p[80] = 4;
        assert!(givens_are_legal(&p));
        p[8] = 4;
        assert!(!givens_are_legal(&p));
    }
}
