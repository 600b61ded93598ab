//! The progress bar on standard error (indicatif): drawn only when standard error is a
//! terminal, `--no-progress` was not given, and the work is still going after [`DELAY`] (a
//! short run never draws one, a long one always does, whatever the size of its input); laid
//! out to fit the terminal's width when it appears, so that it never wraps.

use std::io::{self, IsTerminal};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long the work runs before the bar appears.
pub const DELAY: Duration = Duration::from_secs(1);

/// What the bar counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Bytes of input, of a known total: the bar, the percentage and the time left.
    Bytes,
    /// Puzzles, of a known total (`generate`).
    Puzzles,
    /// Work of unknown size (a pipe): a spinner, the message and the time so far.
    Unknown,
}

/// A bar that stays hidden until [`DELAY`] has passed.
pub struct Progress {
    bar: ProgressBar,
    /// Dropped when the work ends, which stops the wait for [`DELAY`].
    ended: Option<mpsc::Sender<()>>,
    waiter: Option<JoinHandle<()>>,
}

impl Progress {
    /// A bar over `len` units (ignored for [`Unit::Unknown`]); hidden for good when not
    /// `wanted` or when standard error is not a terminal.
    pub fn start(wanted: bool, len: u64, unit: Unit) -> Progress {
        let length = (unit != Unit::Unknown).then_some(len);
        let bar = ProgressBar::with_draw_target(length, ProgressDrawTarget::hidden());
        if !wanted || !io::stderr().is_terminal() {
            return Progress {
                bar,
                ended: None,
                waiter: None,
            };
        }
        let (ended, wait) = mpsc::channel::<()>();
        let shown = bar.clone();
        let waiter = thread::spawn(move || {
            if wait.recv_timeout(DELAY) == Err(RecvTimeoutError::Timeout) {
                let width = console::Term::stderr().size().1;
                if let Ok(style) = ProgressStyle::with_template(template(unit, width)) {
                    shown.set_style(style);
                }
                shown.set_draw_target(ProgressDrawTarget::stderr());
                shown.enable_steady_tick(Duration::from_millis(200));
            }
        });
        Progress {
            bar,
            ended: Some(ended),
            waiter: Some(waiter),
        }
    }

    /// The bar, to advance (from any thread) and to suspend for messages.
    pub fn bar(&self) -> &ProgressBar {
        &self.bar
    }

    /// Ends the wait and clears the bar, if it was drawn.
    pub fn finish(mut self) {
        drop(self.ended.take());
        if let Some(waiter) = self.waiter.take() {
            let _ = waiter.join();
        }
        self.bar.finish_and_clear();
    }
}

/// The layout for a terminal `width` columns wide: the widest that fits, `{wide_bar}` taking
/// what the text leaves. The text's widths are bounded: a percentage is 4 columns, the message
/// ("12345678 puzzles") 17, a time 8 ("59m 59s"), a position over a length 2 × 20.
pub fn template(unit: Unit, width: u16) -> &'static str {
    let layouts: &[(u16, &str)] = match unit {
        Unit::Bytes => &[
            (60, "{wide_bar} {percent:>3}% {msg}, {eta} left"),
            (30, "{wide_bar} {percent:>3}%"),
            (0, "{percent:>3}%"),
        ],
        Unit::Puzzles => &[
            (76, "{wide_bar} {pos}/{len} puzzles, {eta} left"),
            (30, "{wide_bar} {percent:>3}%"),
            (0, "{percent:>3}%"),
        ],
        Unit::Unknown => &[
            (40, "{spinner} {msg}, {elapsed}"),
            (20, "{spinner} {msg}"),
            (0, "{spinner}"),
        ],
    };
    layouts
        .iter()
        .find(|(least, _)| width >= *least)
        .map_or("{spinner}", |(_, t)| t)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of each layout, at its widest, fits the width it is chosen for, with 10
    /// columns left for the bar.
    #[test]
    fn each_layout_fits_the_width_it_is_chosen_for() {
        let widest = |t: &str| {
            t.replace("{wide_bar}", &"#".repeat(10))
                .replace("{percent:>3}", "100")
                .replace("{msg}", "12345678 puzzles")
                .replace("{eta}", "59m 59s")
                .replace("{elapsed}", "59m 59s")
                .replace("{pos}", &"9".repeat(20))
                .replace("{len}", &"9".repeat(20))
                .replace("{spinner}", "-")
                .chars()
                .count()
        };
        for unit in [Unit::Bytes, Unit::Puzzles, Unit::Unknown] {
            for width in 1..200u16 {
                let t = template(unit, width);
                let needed = widest(t) - if t.contains("{wide_bar}") { 10 } else { 0 };
                assert!(
                    needed <= usize::from(width) || width < 5,
                    "{unit:?} at {width}: {t} needs {needed}"
                );
            }
        }
    }
}
