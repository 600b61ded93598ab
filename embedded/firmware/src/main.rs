//! libsudoku on a Cortex-M3 (QEMU's `lm3s6965evb`), as firmware would use it.
//!
//! Solves the textbook grid and the first 20 puzzles of `hardest_1106.txt` (embedded at build
//! time), prints each solution as an 81-digit line followed by what it cost, checks each one,
//! then prints `stack_high_water_bytes=N` and exits through semihosting: status 0 when every
//! answer is right, 1 otherwise.
//!
//! - Stack: before each solve the free stack below the current frame is painted with a
//!   pattern; after it, the lowest word no longer holding the pattern gives how deep the
//!   solver went below its caller. The figure is the maximum over the puzzles.
//! - The generator: its golden values (`tests/golden/generate.txt`, the host's) must come out
//!   the same here; then instructions and stack to generate a puzzle, over 20 seeds. With the
//!   feature `generator-levels`, the same for each level (the explainer rates every puzzle).
//! - Work: run under `qemu-system-arm -icount shift=0`, where every instruction advances the
//!   virtual clock by exactly 1 ns. SysTick, clocked from the core clock, then counts a fixed
//!   number of instructions per tick; a calibration loop of known length measures that number,
//!   and each solve's ticks convert into instructions. Interrupts stay off, so nothing else
//!   runs during a solve; during a generator call SysTick's own interrupt counts its wraps
//!   (a puzzle of a level can take more than one period of 2^24 ticks).
#![no_std]
#![no_main]

use core::arch::asm;
use core::hint::black_box;
use core::sync::atomic::{AtomicU32, Ordering};

use cortex_m::peripheral::syst::SystClkSource;
use cortex_m::peripheral::SYST;
use cortex_m_rt::{entry, exception};
use cortex_m_semihosting::{debug, hprintln};

include!(concat!(env!("OUT_DIR"), "/puzzles.rs"));
include!(concat!(env!("OUT_DIR"), "/golden.rs"));

/// Seeds per generator figure.
const GENERATE_SEEDS: u64 = 20;

/// The grid of the textbook programs.
const TEXTBOOK: [u8; 81] = [
    3, 0, 6, 5, 0, 8, 4, 0, 0, 5, 2, 0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 0, 0, 0, 0, 3, 1, 0, 0, 3, 0, 1,
    0, 0, 8, 0, 9, 0, 0, 8, 6, 3, 0, 0, 5, 0, 5, 0, 0, 9, 0, 6, 0, 0, 1, 3, 0, 0, 0, 0, 2, 5, 0, 0,
    0, 0, 0, 0, 0, 0, 7, 4, 0, 0, 5, 2, 0, 6, 3, 0, 0,
];

/// The times SysTick wrapped during a generator call: its interrupt is on only then, since a
/// puzzle with a level can take more than the 2^24 ticks of one period.
static WRAPS: AtomicU32 = AtomicU32::new(0);

/// SysTick's interrupt: one more wrap.
#[exception]
fn SysTick() {
    WRAPS.fetch_add(1, Ordering::Relaxed);
}

/// What the painted stack holds until something writes over it.
const PAINT: u32 = 0x5EED_F00D;

extern "C" {
    /// The end of `.bss` and `.uninit`: the lowest address the stack may reach (cortex-m-rt).
    static __sheap: u32;
}

#[entry]
fn main() -> ! {
    let status = match cortex_m::Peripherals::take() {
        Some(p) => run(p.SYST),
        None => false,
    };
    debug::exit(if status {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    #[allow(clippy::empty_loop)] // semihosting exit does not return under QEMU
    loop {}
}

/// What one solve produced and cost.
struct Solved {
    cells: [u8; 81],
    guesses: u64,
}

/// Solves every puzzle, prints and checks each; true when all are right.
fn run(mut syst: SYST) -> bool {
    syst.set_clock_source(SystClkSource::Core);
    syst.set_reload(0x00ff_ffff);
    syst.clear_current();
    syst.enable_counter();
    let Some(clock) = calibrate(&mut syst) else {
        hprintln!("SysTick does not count: run under qemu-system-arm -icount shift=0");
        return false;
    };
    hprintln!(
        "calibration: {} instructions in {} SysTick ticks",
        clock.insns,
        clock.ticks
    );

    let mut all_right = true;
    let mut stack_max = 0usize;
    let mut insns = [0u64; HARDEST.len()];
    let puzzles = core::iter::once(&TEXTBOOK).chain(HARDEST.iter());
    for (i, puzzle) in puzzles.enumerate() {
        paint_stack();
        let sp = cortex_m::register::msp::read() as usize;
        let start = restart(&mut syst);
        let solved = solve(black_box(puzzle));
        let end = SYST::get_current();
        let wrapped = syst.has_wrapped();
        let stack = sp - lowest_touched();
        let cost = u64::from(start - end) * clock.insns / clock.ticks;

        stack_max = stack_max.max(stack);
        if i > 0 {
            insns[i - 1] = cost;
        }
        let right = match &solved {
            Some(s) => is_solution_of(puzzle, &s.cells),
            None => false,
        };
        all_right &= right && !wrapped;
        let Some(s) = solved else {
            hprintln!("puzzle={} not solved", i);
            continue;
        };
        hprintln!("{}", Digits(&s.cells));
        hprintln!(
            "puzzle={} right={} guesses={} insns={} stack_bytes={}",
            i,
            right,
            s.guesses,
            cost,
            stack
        );
        if wrapped {
            hprintln!(
                "puzzle={} took too long for the 24-bit SysTick: no figure",
                i
            );
        }
    }
    insns.sort_unstable();
    let median = (insns[insns.len() / 2 - 1] + insns[insns.len() / 2]) / 2;
    hprintln!(
        "hardest_1106_first_{}_insns_max={} insns_median={}",
        insns.len(),
        insns[insns.len() - 1],
        median
    );
    hprintln!("stack_high_water_bytes={}", stack_max);
    all_right &= generator(&mut syst, &clock);
    #[cfg(any(feature = "explain-basic", feature = "explain-full"))]
    {
        all_right &= explain::run(&mut syst, &clock);
    }
    hprintln!("all_right={}", all_right);
    all_right
}

/// The generator: the golden values, then instructions and stack over [`GENERATE_SEEDS`] seeds
/// for each kind of puzzle measured. True when every golden value is right and every puzzle
/// passes its checks.
fn generator(syst: &mut SYST, clock: &Clock) -> bool {
    let mut right = true;
    for (kind, seed, cells) in GOLDEN.iter() {
        let made = generate(*kind, *seed).map(|g| g.flat());
        let same = made.as_ref() == Some(cells);
        right &= same;
        hprintln!("golden kind={} seed={} same={}", kind, seed, same);
    }
    hprintln!("generate_golden={}", if right { "ok" } else { "wrong" });
    let mut stack_max = 0usize;
    for &(kind, name) in KINDS {
        let mut insns = [0u64; GENERATE_SEEDS as usize];
        for (seed, cost) in (0..GENERATE_SEEDS).zip(insns.iter_mut()) {
            paint_stack();
            let sp = cortex_m::register::msp::read() as usize;
            let start = restart(syst);
            WRAPS.store(0, Ordering::Relaxed);
            syst.enable_interrupt();
            let made = generate(black_box(kind), black_box(seed));
            let end = SYST::get_current();
            syst.disable_interrupt();
            let wraps = u64::from(WRAPS.load(Ordering::Relaxed));
            let made = made.map(|g| g.flat());
            let stack = sp - lowest_touched();
            let ticks = (wraps << 24) + u64::from(start) - u64::from(end);
            *cost = ticks * clock.insns / clock.ticks;
            stack_max = stack_max.max(stack);
            let ok = made.as_ref().is_some_and(|p| puzzle_is_plausible(p, kind));
            right &= ok;
            if made.is_none() {
                hprintln!("generated kind={} seed={} ok=false no puzzle", kind, seed);
            }
            if let Some(p) = &made {
                hprintln!(
                    "generated kind={} seed={} ok={} puzzle={} insns={} stack_bytes={}",
                    kind,
                    seed,
                    ok,
                    Digits(p),
                    cost,
                    stack
                );
            }
        }
        insns.sort_unstable();
        let median = (insns[insns.len() / 2 - 1] + insns[insns.len() / 2]) / 2;
        hprintln!(
            "generate_{}_insns_median={} insns_max={}",
            name,
            median,
            insns[insns.len() - 1]
        );
    }
    hprintln!("generate_stack_high_water_bytes={}", stack_max);
    right
}

/// The kinds of puzzle measured: 0 any, 4 180° symmetric (orbit by orbit), 1 180° minimal.
#[cfg(not(feature = "generator-levels"))]
const KINDS: &[(u8, &str)] = &[(0, "any"), (4, "rotate180"), (1, "rotate180_minimal")];

/// The kinds of puzzle measured with the levels: the levels 5 easy to 7 hard and 10, easy with
/// 180° symmetry and minimal. Fiendish and diabolical are left out: their candidates are rated
/// by SE's chains, whose working state does not fit this board's 64 KiB of RAM (the rating
/// did not return in QEMU; embedded/README.md, "The explainer").
#[cfg(feature = "generator-levels")]
const KINDS: &[(u8, &str)] = &[
    (5, "easy"),
    (6, "medium"),
    (7, "hard"),
    (10, "easy_rotate180_minimal"),
];

/// The generator call, kept out of line so that its stack use is all below its caller's
/// frame. Kinds: 0 any, 1 180° minimal, 2 90° with 28 to 36 clues, 3 the random solution,
/// 4 180° symmetric; with the feature `generator-levels`, 5 to 9 the levels easy to
/// diabolical, 10 easy with 180° symmetry and minimal.
#[cfg(feature = "generator")]
#[inline(never)]
fn generate(kind: u8, seed: u64) -> Option<sudoku_core::Grid> {
    use sudoku_core::{Options, Symmetry};
    let o = Options::default();
    let options = match kind {
        1 => Options {
            symmetry: Symmetry::Rotate180,
            minimal: true,
            ..o
        },
        2 => Options {
            symmetry: Symmetry::Rotate90,
            min_clues: 28,
            max_clues: 36,
            ..o
        },
        3 => return Some(sudoku_core::random_solution(seed)),
        4 => Options {
            symmetry: Symmetry::Rotate180,
            ..o
        },
        #[cfg(feature = "generator-levels")]
        5..=9 => Options {
            level: kind - 4,
            ..o
        },
        // About 1 attempt in 150 makes one; the default 1,000 attempts miss now and then.
        #[cfg(feature = "generator-levels")]
        10 => Options {
            symmetry: Symmetry::Rotate180,
            minimal: true,
            level: 1,
            max_attempts: 20_000,
            ..o
        },
        _ => o,
    };
    sudoku_core::generate(seed, &options).ok().map(|m| m.puzzle)
}

/// The same firmware without the generator, for the flash figure. (Built, never run.)
#[cfg(not(feature = "generator"))]
#[inline(never)]
fn generate(kind: u8, seed: u64) -> Option<sudoku_core::Grid> {
    black_box((kind, seed));
    black_box(None)
}

/// Checks of a generated puzzle written apart from the library: legal givens, at least 17 of
/// them, and for the symmetric kinds (1, 2, 4, 10) the 180° symmetry. (Its one solution and minimality are
/// checked on the host; here the golden values pin that the output is the host's.)
fn puzzle_is_plausible(p: &[u8; 81], kind: u8) -> bool {
    let givens = p.iter().filter(|&&d| d != 0).count();
    let symmetric = (0..81).all(|i| (p[i] != 0) == (p[80 - i] != 0));
    let mut legal = true;
    for unit in 0..27 {
        let mut seen = 0u16;
        for k in 0..9 {
            let d = p[unit_cell(unit, k)];
            if d > 9 || (d != 0 && seen & (1 << d) != 0) {
                legal = false;
            }
            seen |= 1 << d;
        }
    }
    legal && givens >= 17 && (symmetric || !matches!(kind, 1 | 2 | 4 | 10))
}

/// Cell `k` of unit `unit` (rows, then columns, then boxes).
fn unit_cell(unit: usize, k: usize) -> usize {
    match unit {
        0..=8 => unit * 9 + k,
        9..=17 => k * 9 + (unit - 9),
        _ => {
            let b = unit - 18;
            (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
        }
    }
}

/// The explainer's rating and hint on three puzzles, each with its stack and work.
#[cfg(any(feature = "explain-basic", feature = "explain-full"))]
mod explain {
    use super::{black_box, lowest_touched, paint_stack, restart, Clock, SYST, TEXTBOOK};
    use cortex_m_semihosting::hprintln;
    use sudoku_core::explain;
    use sudoku_core::Grid;

    /// unbiased_1000's first puzzle (rated 2.6: pointing) and its 47th (8.6: a dynamic
    /// contradiction forcing chain; the basic ladder stops short of it).
    const PUZZLES: [&[u8; 81]; 2] = [
        b"..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....",
        b"..3.......5.8.....7.9....24.......65..7.9.8..5.2..1.4.....12.........5.19..7.4.3.",
    ];

    fn cells(text: &[u8; 81]) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (o, &b) in out.iter_mut().zip(text.iter()) {
            *o = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
        out
    }

    /// The rating, as (rating ×10, steps), or None when the ladder stops short.
    #[inline(never)]
    fn rate(puzzle: &[u8; 81]) -> Option<(u8, u16)> {
        let grid = Grid::from_cells(puzzle).ok()?;
        #[cfg(feature = "explain-full")]
        let r = explain::rate(&grid).ok()?;
        #[cfg(not(feature = "explain-full"))]
        let r = explain::rate_basic(&grid).ok()?;
        Some((r.rating, r.steps))
    }

    /// The first hint's technique number and rating.
    #[inline(never)]
    fn hint(puzzle: &[u8; 81]) -> Option<(u8, u8)> {
        let grid = Grid::from_cells(puzzle).ok()?;
        #[cfg(feature = "explain-full")]
        let s = explain::hint(&grid, grid.cells(), None).ok()??;
        #[cfg(not(feature = "explain-full"))]
        let s = explain::hint_basic(&grid, grid.cells(), None).ok()??;
        Some((s.technique.number(), s.rating))
    }

    pub(super) fn run(syst: &mut SYST, clock: &Clock) -> bool {
        let mut stack_max = 0usize;
        let mut right = true;
        let textbook = TEXTBOOK;
        let all = [textbook, cells(PUZZLES[0]), cells(PUZZLES[1])];
        for (i, p) in all.iter().enumerate() {
            // The third needs SE's chains, whose working state does not fit this board's
            // 64 KiB of RAM: its rating did not return in QEMU (embedded/README.md).
            if i == 2 && cfg!(feature = "explain-full") {
                hprintln!(
                    "explain puzzle={} skipped: SE's chains need more RAM than this board has",
                    i
                );
                continue;
            }
            paint_stack();
            let sp = cortex_m::register::msp::read() as usize;
            let start = restart(syst);
            let r = rate(black_box(p));
            let end = SYST::get_current();
            let wrapped = syst.has_wrapped();
            let stack = sp - lowest_touched();
            paint_stack();
            let h = hint(black_box(p));
            let hint_stack = sp - lowest_touched();
            stack_max = stack_max.max(stack).max(hint_stack);
            let insns = u64::from(start - end) * clock.insns / clock.ticks;
            match r {
                Some((rating, steps)) => hprintln!(
                    "explain puzzle={} rating={} steps={} insns={}{} rate_stack_bytes={} hint={:?} hint_stack_bytes={}",
                    i, rating, steps, insns, if wrapped { " (SysTick wrapped)" } else { "" }, stack, h, hint_stack
                ),
                None => hprintln!(
                    "explain puzzle={} not explained by this ladder rate_stack_bytes={} hint={:?} hint_stack_bytes={}",
                    i, stack, h, hint_stack
                ),
            }
            // The first two are within the basic ladder; the third needs the whole one.
            right &= r.is_some() || (i == 2 && cfg!(not(feature = "explain-full")));
        }
        hprintln!("explain_stack_high_water_bytes={}", stack_max);
        right
    }
}

/// The solver call, kept out of line so that its stack use is all below its caller's frame.
#[cfg(feature = "solver")]
#[inline(never)]
fn solve(puzzle: &[u8; 81]) -> Option<Solved> {
    let grid = sudoku_core::Grid::from_cells(puzzle).ok()?;
    let run = grid.solve_bounded(u64::MAX);
    let solution = run.result.ok()?;
    Some(Solved {
        cells: solution.flat(),
        guesses: run.guesses,
    })
}

/// The same firmware without the solver, for the flash figure: a copy the optimizer cannot
/// see through. (Built, never run: its answers would fail the check.)
#[cfg(not(feature = "solver"))]
#[inline(never)]
fn solve(puzzle: &[u8; 81]) -> Option<Solved> {
    Some(Solved {
        cells: black_box(*puzzle),
        guesses: black_box(0),
    })
}

/// Restarts SysTick from its reload value with its wrap flag clear; returns the count.
fn restart(syst: &mut SYST) -> u32 {
    syst.clear_current();
    // Clearing sets the count to 0; the next tick reloads it.
    while SYST::get_current() == 0 {}
    let _ = syst.has_wrapped(); // reading clears the flag
    SYST::get_current()
}

/// How many instructions run in how many SysTick ticks.
struct Clock {
    insns: u64,
    ticks: u64,
}

/// Times a loop of exactly `2 * N + 1` instructions; `None` if SysTick does not count.
fn calibrate(syst: &mut SYST) -> Option<Clock> {
    const N: u32 = 1_000_000;
    let start = restart(syst);
    // SAFETY: a countdown in a scratch register; no memory is touched.
    unsafe {
        asm!(
            "2:",
            "subs {n}, #1",
            "bne 2b",
            n = inout(reg) N => _,
            options(nomem, nostack),
        );
    }
    let end = SYST::get_current();
    let ticks = u64::from(start - end);
    (ticks > 0 && !syst.has_wrapped()).then_some(Clock {
        insns: 2 * u64::from(N) + 1,
        ticks,
    })
}

/// The lowest address the stack may use, rounded up to a word.
fn stack_floor() -> usize {
    (core::ptr::addr_of!(__sheap) as usize + 3) & !3
}

/// Fills the free stack, from its floor up to a little below this function's frame, with
/// [`PAINT`].
#[inline(never)]
fn paint_stack() {
    let top = (cortex_m::register::msp::read() as usize - 64) & !3;
    let mut p = stack_floor();
    while p < top {
        // SAFETY: `p` is a word-aligned address between the end of the static data and below
        // the live stack, which nothing uses.
        unsafe { core::ptr::write_volatile(p as *mut u32, PAINT) };
        p += 4;
    }
}

/// The lowest stack address written since [`paint_stack`].
#[inline(never)]
fn lowest_touched() -> usize {
    let mut p = stack_floor();
    // SAFETY: reads words of the free stack region painted by `paint_stack`, all of which
    // lie below the current stack pointer's caller frames and inside RAM.
    while unsafe { core::ptr::read_volatile(p as *const u32) } == PAINT {
        p += 4;
    }
    p
}

/// True when `solution` is complete and valid and keeps every given of `puzzle`; written apart
/// from the solver, as plainly as possible.
fn is_solution_of(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    for i in 0..81 {
        if !(1..=9).contains(&solution[i]) || (puzzle[i] != 0 && puzzle[i] != solution[i]) {
            return false;
        }
    }
    for unit in 0..27 {
        let mut seen = 0u16;
        for k in 0..9 {
            seen |= 1 << solution[unit_cell(unit, k)];
        }
        if seen != 0x3fe {
            return false;
        }
    }
    true
}

/// Prints 81 cells as one line of digits.
struct Digits<'a>(&'a [u8; 81]);

impl core::fmt::Display for Digits<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut line = [b'0'; 81];
        for (c, &d) in line.iter_mut().zip(self.0) {
            *c = b'0' + d;
        }
        f.write_str(core::str::from_utf8(&line).map_err(|_| core::fmt::Error)?)
    }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    debug::exit(debug::EXIT_FAILURE);
    #[allow(clippy::empty_loop)]
    loop {}
}
