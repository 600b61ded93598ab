//! Textbook backtracking, written for the comparison: the first empty cell in row-major order,
//! digits 1 to 9, recursion, stop at the first solution. Two versions: checking a digit by
//! scanning its row, column and box, and with row, column and box bitmasks.
//!
//! Each takes a work budget (recursive calls) and gives up with `None` beyond it, so that a
//! benchmark run stays short on the puzzles where this algorithm takes seconds.

/// The first solution, checking each digit by scanning its row, column and box.
pub fn solve_scan(puzzle: &[u8; 81], budget: u64) -> Option<[u8; 81]> {
    fn legal(g: &[u8; 81], cell: usize, d: u8) -> bool {
        let (r, c) = (cell / 9, cell % 9);
        let (br, bc) = (r / 3 * 3, c / 3 * 3);
        (0..9).all(|k| {
            g[r * 9 + k] != d && g[k * 9 + c] != d && g[(br + k / 3) * 9 + bc + k % 3] != d
        })
    }
    fn go(g: &mut [u8; 81], budget: &mut u64) -> Option<bool> {
        *budget = budget.checked_sub(1)?;
        let Some(cell) = g.iter().position(|&d| d == 0) else {
            return Some(true);
        };
        for d in 1..=9 {
            if legal(g, cell, d) {
                g[cell] = d;
                if go(g, budget)? {
                    return Some(true);
                }
            }
        }
        g[cell] = 0;
        Some(false)
    }
    let mut g = *puzzle;
    let mut budget = budget;
    go(&mut g, &mut budget)?.then_some(g)
}

/// The first solution, with the digits of each row, column and box kept as bitmasks.
pub fn solve_bitmask(puzzle: &[u8; 81], budget: u64) -> Option<[u8; 81]> {
    struct State {
        g: [u8; 81],
        rows: [u16; 9],
        cols: [u16; 9],
        boxes: [u16; 9],
        budget: u64,
    }
    fn go(s: &mut State, from: usize) -> Option<bool> {
        s.budget = s.budget.checked_sub(1)?;
        let Some(cell) = (from..81).find(|&i| s.g[i] == 0) else {
            return Some(true);
        };
        let (r, c) = (cell / 9, cell % 9);
        let b = r / 3 * 3 + c / 3;
        let used = s.rows[r] | s.cols[c] | s.boxes[b];
        for d in 1..=9u8 {
            let bit = 1u16 << d;
            if used & bit == 0 {
                s.g[cell] = d;
                s.rows[r] |= bit;
                s.cols[c] |= bit;
                s.boxes[b] |= bit;
                if go(s, cell + 1)? {
                    return Some(true);
                }
                s.rows[r] ^= bit;
                s.cols[c] ^= bit;
                s.boxes[b] ^= bit;
            }
        }
        s.g[cell] = 0;
        Some(false)
    }
    let mut s = State {
        g: *puzzle,
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
        budget,
    };
    for (i, &d) in puzzle.iter().enumerate() {
        if d != 0 {
            let bit = 1u16 << d;
            s.rows[i / 9] |= bit;
            s.cols[i % 9] |= bit;
            s.boxes[i / 27 * 3 + i % 9 / 3] |= bit;
        }
    }
    go(&mut s, 0)?.then_some(s.g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_versions_give_the_textbook_answer() {
        let p: sudoku_core::Grid =
            "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
                .parse()
                .unwrap();
        let expected = p.solve().unwrap().flat();
        assert_eq!(solve_scan(&p.flat(), u64::MAX), Some(expected));
        assert_eq!(solve_bitmask(&p.flat(), u64::MAX), Some(expected));
        assert_eq!(solve_bitmask(&p.flat(), 3), None, "the budget stops it");
    }
}
