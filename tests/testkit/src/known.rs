//! Puzzles the tests name, with the answers the textbook gives for them.

/// The textbook (GeeksforGeeks) grid.
pub const TEXTBOOK: &str =
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";
/// Its one solution, row by row.
pub const TEXTBOOK_ANSWER: &str =
    "316578492529134768487629531263415987974863125851792643138947256692351874745286319";
/// A grid with four solutions.
pub const FOUR_SOLUTIONS: &str =
    ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...";
/// Its row-major-first solution: what `sudoku_solve` must give.
pub const FOUR_SOLUTIONS_FIRST: &str =
    "351274896649138527287695143128463975964751382573982614492516738736829451815347269";
