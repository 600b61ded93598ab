//! Which engine the C functions search with: the core's fast engine compiled for AVX2 where the
//! processor has AVX2 (with BMI1, BMI2 and POPCNT, which every such processor has), else the
//! portable one. The same answers, guesses and statuses either way (the core's engines test
//! and `make test-engines` check it); only the speed differs.
//!
//! The core has no `unsafe` code, and calling a function compiled for AVX2 from code that is
//! not needs `unsafe`: here is that one call, after the processor check (`Dispatch`). The
//! check is `cpufeatures`' (RustCrypto's), which works without `std`, as this library does: it
//! reads CPUID once, checks that the operating system saves the AVX registers, and keeps the
//! answer.
//!
//! [`use_engine`] is a Rust-level switch for the tests and the benchmark, to run the C
//! functions on the portable engine where the AVX2 one would run; not part of the C API.

use core::sync::atomic::{AtomicU8, Ordering};

use sudoku_core::engines::{Goal, Portable, Run, Searcher};

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx2_cpuid, "avx2", "bmi1", "bmi2", "popcnt");

/// The engines the C functions can run on.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The AVX2 engine where the processor has it, else the portable one: the default.
    Auto,
    /// The portable engine, whatever the processor.
    Portable,
}

/// 0: [`Engine::Auto`], 1: [`Engine::Portable`].
static CHOICE: AtomicU8 = AtomicU8::new(0);

/// Makes the C functions run on `engine` from now on, in every thread (for the tests and the
/// benchmark; the answers are the same either way).
#[doc(hidden)]
pub fn use_engine(engine: Engine) {
    CHOICE.store(u8::from(engine == Engine::Portable), Ordering::Relaxed);
}

/// The name of the engine the C functions run on now: `"avx2"` or `"portable"`.
#[doc(hidden)]
pub fn engine_name() -> &'static str {
    if avx2() {
        "avx2"
    } else {
        "portable"
    }
}

/// Whether the searches run on the AVX2 engine: chosen, and the processor has it.
fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        CHOICE.load(Ordering::Relaxed) == 0 && avx2_cpuid::get()
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The engine of the C functions' searches: [`Grid::on(Dispatch)`](sudoku_core::Grid::on).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Dispatch;

impl Searcher for Dispatch {
    fn run(
        self,
        givens: &[u8; 81],
        goal: Goal,
        max_guesses: u64,
        first: Option<&mut [u8; 81]>,
    ) -> Run {
        #[cfg(target_arch = "x86_64")]
        if avx2() {
            // SAFETY: the function is compiled for AVX2, BMI1, BMI2 and POPCNT
            // (`engines::avx2::FEATURES`), and the processor has every one of them: `avx2()`
            // checked. It has no other requirement.
            return unsafe { sudoku_core::engines::avx2::search(givens, goal, max_guesses, first) };
        }
        Portable.run(givens, goal, max_guesses, first)
    }

    fn run_any(self, givens: &[u8; 81], max_guesses: u64, first: &mut [u8; 81]) -> Run {
        #[cfg(target_arch = "x86_64")]
        if avx2() {
            // SAFETY: as in `run`: the processor has every feature the function is compiled
            // for.
            return unsafe { sudoku_core::engines::avx2::search_any(givens, max_guesses, first) };
        }
        Portable.run_any(givens, max_guesses, first)
    }
}
