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
                if best.is_none_or(|(_, m)| n < m) {
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

/// [`first_solution`] that gives up after trying `max_nodes` digits: `None` when it gave up,
/// `Some(answer)` when it finished (`Some(None)`: no solution). The same textbook search, with
/// a counter, so that fuzzers and generated tests can ask for the reference answer only where
/// it is cheap. Assumes legal givens.
pub fn first_solution_bounded(puzzle: &Cells, max_nodes: u64) -> Option<Option<Cells>> {
    /// `Some(true)`: solved; `Some(false)`: no solution below; `None`: out of nodes.
    fn go(g: &mut Cells, nodes: &mut u64) -> Option<bool> {
        let Some(cell) = g.iter().position(|&d| d == 0) else {
            return Some(true);
        };
        for d in 1..=9 {
            if legal(g, cell, d) {
                if *nodes == 0 {
                    return None;
                }
                *nodes -= 1;
                g[cell] = d;
                if go(g, nodes)? {
                    return Some(true);
                }
            }
        }
        g[cell] = 0;
        Some(false)
    }
    let mut g = *puzzle;
    let mut nodes = max_nodes;
    let solved = go(&mut g, &mut nodes)?;
    Some(solved.then_some(g))
}

/// The digits legal in `cell`, as bits 1 to 9: one scan of its row, column and box.
fn candidates(g: &Cells, cell: usize) -> u16 {
    let (r, c) = (cell / 9, cell % 9);
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    let mut used = 0u16;
    for k in 0..9 {
        used |= 1 << g[r * 9 + k];
        used |= 1 << g[k * 9 + c];
        used |= 1 << g[(br + k / 3) * 9 + bc + k % 3];
    }
    !used & 0b11_1111_1110
}

/// [`count_solutions`] that gives up after trying `max_nodes` digits: `None` when it gave up.
/// The same search (the empty cell with the fewest legal digits, no propagation), with the
/// legal digits of a cell found in one scan. Assumes legal givens.
pub fn count_solutions_bounded(puzzle: &Cells, limit: u32, max_nodes: u64) -> Option<u32> {
    /// `None`: out of nodes.
    fn go(g: &mut Cells, limit: u32, found: &mut u32, nodes: &mut u64) -> Option<()> {
        // The empty cell with the fewest legal digits, and those digits.
        let mut best: Option<(usize, u16)> = None;
        for cell in 0..81 {
            if g[cell] == 0 {
                let m = candidates(g, cell);
                if best.is_none_or(|(_, b)| m.count_ones() < b.count_ones()) {
                    best = Some((cell, m));
                }
            }
        }
        let Some((cell, digits)) = best else {
            *found += 1;
            return Some(());
        };
        for d in 1..=9 {
            if *found >= limit {
                return Some(());
            }
            if digits & (1 << d) != 0 {
                if *nodes == 0 {
                    return None;
                }
                *nodes -= 1;
                g[cell] = d;
                go(g, limit, found, nodes)?;
                g[cell] = 0;
            }
        }
        Some(())
    }
    let mut found = 0;
    let mut nodes = max_nodes;
    if limit > 0 {
        go(&mut puzzle.clone(), limit, &mut found, &mut nodes)?;
    }
    Some(found)
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

    #[test]
    fn bounded_variants_agree_or_give_up() {
        let p = cells(
            ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...",
        );
        assert_eq!(
            first_solution_bounded(&p, u64::MAX),
            Some(first_solution(&p))
        );
        assert_eq!(count_solutions_bounded(&p, 10, u64::MAX), Some(4));
        assert_eq!(first_solution_bounded(&p, 3), None);
        assert_eq!(count_solutions_bounded(&p, 10, 3), None);
        // Row 0 holds 1 to 8 and column 8 holds 9 lower down: cell 8 has no candidate.
        let mut dead = [0u8; 81];
        for (c, d) in (1..=8).enumerate() {
            dead[c] = d;
        }
        dead[17] = 9;
        assert!(givens_are_legal(&dead));
        assert_eq!(first_solution_bounded(&dead, 10), Some(None));
        assert_eq!(count_solutions_bounded(&dead, 10, 10), Some(0));
        assert_eq!(count_solutions_bounded(&[0; 81], 0, 0), Some(0));
    }
}
