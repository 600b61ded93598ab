//! The row-major-first solution: the one textbook backtracking prints (first empty cell in
//! row-major order, digits ascending), found without its blind search.
//!
//! 1. A count to two from the givens: with no solution or one, that settles it.
//! 2. With several, cell by cell in row-major order, keeping a witness (a solution that agrees
//!    with every cell fixed so far; the count's first solution to start with). The first
//!    solution in row-major order holds, in the next empty cell, the least digit with which a
//!    solution exists; a digit below the witness's is tried by asking the search for any
//!    solution with it (which becomes the new witness), and when none below has one, the
//!    witness's digit is right. The cell is then fixed and propagated, and the next taken.
//! 3. Before step 2, and again after each new witness, a first-cell search (the textbook order,
//!    with propagation, which only removes what no solution of the branch has: its first
//!    solution is the row-major-first) for [`TRIAL`] guesses. Once past the few places where
//!    the textbook order goes astray, it finishes the grid at once.
//!
//! Every question is the fast search with propagation and narrowest-first branching, so a
//! digit that leads nowhere is refuted as quickly as the search can; textbook backtracking
//! instead fills the cells that follow and undoes them one by one, which on sparse grids of
//! 16 × 16 and more (an empty 25 × 25) it never finishes. All the searches share the caller's
//! budget of guesses.

use super::board::lowest;
use super::search::{bit_of, Branching, Cells, Ended, Search};

/// Guesses a first-cell search may make before the cell-by-cell search goes on.
const TRIAL: u64 = 200;

impl<const N: usize> Search<'_, N> {
    /// The row-major-first solution of the current board (loaded, not dead) into `out`; the
    /// board is left with that solution's cells placed (the caller drops it).
    pub(crate) fn first_solution(&mut self, out: &mut Cells<N>) -> Ended {
        let mut witness = [[0u8; N]; N];
        let root = self.dfs(2, &mut witness, Branching::Narrowest, None);
        if root.limit_reached || root.solutions < 2 {
            if root.solutions == 1 && !root.limit_reached {
                *out = witness;
            }
            return Ended {
                solutions: if root.limit_reached {
                    0
                } else {
                    root.solutions
                },
                limit_reached: root.limit_reached,
            };
        }
        if let Some(done) = self.trial(out) {
            return done;
        }
        let mut found = [[0u8; N]; N];
        for cell in 0..N * N {
            if !self.settle() {
                break; // unreachable: the witness completes the board
            }
            if self.board.value(cell) != 0 {
                continue;
            }
            let own = bit_of(
                witness
                    .as_flattened()
                    .get(cell)
                    .copied()
                    .unwrap_or_default(),
            );
            let mut smaller = self.board.cand(cell) & own.wrapping_sub(1);
            let mut chosen = false;
            while smaller != 0 {
                let bit = lowest(smaller);
                smaller ^= bit;
                let mark = self.board.mark();
                self.board.place(cell, bit);
                let any = self.dfs(1, &mut found, Branching::Narrowest, None);
                if any.limit_reached {
                    return Ended {
                        solutions: 0,
                        limit_reached: true,
                    };
                }
                if any.solutions == 1 {
                    witness = found;
                    chosen = true;
                    if let Some(done) = self.trial(out) {
                        return done;
                    }
                    break;
                }
                self.board.undo(mark);
            }
            if !chosen {
                self.board.place(cell, own);
            }
        }
        if !self.board.solved() || self.board.dead() {
            // Unreachable: every cell was fixed to a witness's digit.
            return Ended {
                solutions: 0,
                limit_reached: false,
            };
        }
        *out = *self.board.values();
        Ended {
            solutions: 1,
            limit_reached: false,
        }
    }
}

impl<const N: usize> Search<'_, N> {
    /// The first-cell search from the current board, for a few guesses: its first solution
    /// is the row-major-first of the board. `Some` when it settled the answer.
    fn trial(&mut self, out: &mut Cells<N>) -> Option<Ended> {
        let budget = self.max_guesses;
        self.max_guesses = budget.min(self.guesses.saturating_add(TRIAL));
        let trial = self.dfs(1, out, Branching::FirstCell, None);
        self.max_guesses = budget;
        if trial.limit_reached && self.guesses < budget {
            return None;
        }
        Some(trial)
    }
}
