//! The command's own documentation for a system: its man pages (clap_mangen: `sudoku.1` and
//! one page per subcommand) and its shell completions (clap_complete), both made from the same
//! definitions as `--help`, so that they cannot drift from it. `make install` installs them.

use std::io;
use std::path::Path;

use clap::CommandFactory;
use clap_complete::Shell;

use crate::{Cli, Status};

/// `sudoku completions SHELL`: the completion script on standard output.
pub fn completions(shell: Shell) -> Status {
    let mut command = Cli::command();
    clap_complete::generate(shell, &mut command, "sudoku", &mut io::stdout());
    Status::Ok
}

/// `sudoku man DIR`: the man pages, written into `dir` (made if missing).
pub fn man(dir: &Path) -> Status {
    let written = std::fs::create_dir_all(dir).and_then(|()| {
        // No pages for `sudoku help ...`, which only repeats the others.
        let mut command = Cli::command().disable_help_subcommand(true);
        command.build();
        clap_mangen::generate_to(command, dir)
    });
    match written {
        Ok(()) => Status::Ok,
        Err(e) => {
            eprintln!("sudoku man: {}", crate::messages::unwritable(dir, &e));
            Status::UsageOrIo
        }
    }
}
