//! The one error type of the crate.

use core::fmt;

/// Why a grid was not solved, counted or parsed.
///
/// The C library maps each variant to a fixed status number: [`Error::code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Error {
    /// The givens are legal but no grid completes them.
    NoSolution,
    /// More than one grid completes the givens (only from the `*_unique` functions).
    MultipleSolutions,
    /// A cell holds something other than `0` (empty) or `1` to `9`.
    InvalidValue,
    /// A digit is given twice in a row, a column or a box.
    Conflict,
    /// The text is not 81 cells of `1`-`9`, `0` or `.` (white space and `|`, `-`, `+` aside).
    Parse,
    /// A bounded search needed more guesses than it was allowed.
    LimitReached,
}

impl Error {
    /// The status number of the C API (`SUDOKU_NO_SOLUTION` and so on). These never change.
    ///
    /// ```
    /// assert_eq!(sudoku_core::Error::Conflict.code(), 4);
    /// ```
    pub const fn code(self) -> u8 {
        match self {
            Error::NoSolution => 1,
            Error::MultipleSolutions => 2,
            Error::InvalidValue => 3,
            Error::Conflict => 4,
            Error::Parse => 6,
            Error::LimitReached => 7,
        }
    }

    /// A short English sentence that says what went wrong.
    pub const fn message(self) -> &'static str {
        match self {
            Error::NoSolution => "the puzzle has no solution",
            Error::MultipleSolutions => "the puzzle has more than one solution",
            Error::InvalidValue => "a cell holds a value other than 0 (empty) or 1 to 9",
            Error::Conflict => "a digit is given twice in a row, column or box",
            Error::Parse => "the text is not 81 cells of 1-9, 0 or '.'",
            Error::LimitReached => "the search needed more guesses than allowed",
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl core::error::Error for Error {}
