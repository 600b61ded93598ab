//! The one error type of the crate, with its status numbers and sentences: the one table of
//! them, which the C library reads too.

use core::ffi::CStr;
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
    /// A bounded search needed more guesses than it was allowed, the generator more attempts,
    /// or the explainer's forcing chains more work than their budget.
    LimitReached,
    /// The generator's options are invalid: an unknown symmetry or level, a clue range that is
    /// empty or that no puzzle with one solution can meet.
    BadOptions,
    /// This build of the library cannot do what was asked (the C API's `sudoku_generate`: a
    /// field past those it knows is set, or a level in a build without the rating). The Rust
    /// API never returns it.
    Unsupported,
    /// A player's entry, or a candidate the player crossed out, contradicts the solution.
    WrongEntry,
    /// No technique of the explainer's ladder (within its limits) finds a step.
    NotExplained,
    /// Boxes other than R × C with R, C ≥ 2 and R·C from 4 to 25, or cells that are not
    /// N × N for the boxes' N (only from the [`sized`](crate::sized) grids).
    Size,
}

/// Each error's status number and sentence, once: [`Error::code`], [`Error::message`] and
/// [`Error::c_message`] all read this. The numbers are the C API's (`SUDOKU_NO_SOLUTION` and so
/// on): they never change, and a new error takes a new number (0 is success and 5 a NULL
/// pointer, the C library's own).
macro_rules! table {
    ($($variant:ident = $code:literal, $text:literal;)*) => {
        impl Error {
            /// The status number of the C API (`SUDOKU_NO_SOLUTION` and so on). These never
            /// change.
            ///
            /// ```
            /// assert_eq!(sudoku_core::Error::Conflict.code(), 4);
            /// ```
            pub const fn code(self) -> u8 {
                match self {
                    $(Error::$variant => $code,)*
                }
            }

            /// The error whose status number is `code`, if any.
            ///
            /// ```
            /// use sudoku_core::Error;
            /// assert_eq!(Error::from_code(4), Some(Error::Conflict));
            /// assert_eq!(Error::from_code(0), None);
            /// ```
            pub const fn from_code(code: u8) -> Option<Error> {
                match code {
                    $($code => Some(Error::$variant),)*
                    _ => None,
                }
            }

            /// A short English sentence that says what went wrong.
            pub const fn message(self) -> &'static str {
                match self {
                    $(Error::$variant => $text,)*
                }
            }

            /// [`Error::message`] as a C string (NUL-terminated), for the C library.
            pub const fn c_message(self) -> &'static CStr {
                match self {
                    $(Error::$variant => {
                        const TEXT: &CStr = match CStr::from_bytes_with_nul(
                            concat!($text, "\0").as_bytes(),
                        ) {
                            Ok(text) => text,
                            Err(_) => panic!("a message holds no NUL"),
                        };
                        TEXT
                    })*
                }
            }
        }
    };
}

table! {
    NoSolution = 1, "the puzzle has no solution";
    MultipleSolutions = 2, "the puzzle has more than one solution";
    InvalidValue = 3, "a cell holds a value other than 0 (empty) or 1 to 9";
    Conflict = 4, "a digit is given twice in a row, column or box";
    Parse = 6, "the text is not 81 cells of 1-9, 0 or '.'";
    LimitReached = 7, "the work limit was reached (a search's guesses, the generator's attempts)";
    BadOptions = 8, "the generator's options are invalid or cannot be met";
    Unsupported = 9, "this build of the library cannot do what was asked";
    WrongEntry = 10, "an entry or a crossed-out candidate contradicts the solution";
    NotExplained = 11, "no technique of the explainer finds the next step";
    Size = 13, "the boxes are not R x C with R, C >= 2 and R*C from 4 to 25";
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl core::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Error; 11] = [
        Error::NoSolution,
        Error::MultipleSolutions,
        Error::InvalidValue,
        Error::Conflict,
        Error::Parse,
        Error::LimitReached,
        Error::BadOptions,
        Error::Unsupported,
        Error::WrongEntry,
        Error::NotExplained,
        Error::Size,
    ];

    /// Every error reads back from its number, and its C sentence is its sentence.
    #[test]
    fn table_is_consistent() {
        for e in ALL {
            assert_eq!(Error::from_code(e.code()), Some(e));
            assert_eq!(e.c_message().to_bytes(), e.message().as_bytes());
            assert!(!e.message().is_empty());
        }
        let known = (0..=255).filter(|&c| Error::from_code(c).is_some()).count();
        assert_eq!(known, ALL.len());
    }
}
