//! The engine's tuned constants, in one place. Each says what it trades; the measurements
//! behind each value (the sets, the values tried, the figures) are in `bench/NOTES.md`, under
//! the constant's name.
//!
//! Each constant changes how much work a search does, never its answer: a count finds the same
//! number of solutions and a solve the same row-major-first solution whatever their values.

/// A count branches on permutations from its first guess (the strong mode) when at least this
/// many cells are open after the givens are propagated. The strong mode makes fewer guesses but
/// costs more per guess, which short searches (few open cells) do not win back.
pub(super) const STRONG_OPEN: u32 = 50;

/// A search with fewer open cells than [`STRONG_OPEN`] enters the strong mode after this many
/// guesses: late enough that short searches stay cheap, early enough for long ones to prune.
pub(super) const STRONG_AFTER: u64 = 16;

/// A count applies the minicolumn rule for this many guesses, then only the rows' triad rule:
/// near the root a deduction prunes much of the tree, deep in a long search it rarely pays for
/// its cost.
pub(super) const MINICOLUMNS_FOR: u64 = 32;

/// A solve's first-cell trial (which finds the row-major-first solution directly when its
/// first branches succeed) gives up after this many guesses and hands over to the bounded
/// search, which branches better but must prove no less solution exists.
pub(super) const FIRST_CELL_TRIAL: u64 = 16;

/// The bounded search finds this many solutions, each less than the one before, before it
/// hands over to the cell-by-cell descent (which beats it on grids with many solutions).
pub(super) const LEAST_IMPROVEMENTS: u32 = 2;

/// A search for any one solution on a puzzle that a count would not start in its strong mode
/// tries the solve's first-cell trial for this many guesses, then the count's search (stopped at
/// its first solution): on such puzzles the trial is cheap and settles most of them. Puzzles
/// open enough for the strong mode go to the count's search at once.
pub(super) const ANY_TRIAL: u64 = 16;
