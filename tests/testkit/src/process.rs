//! Running a program as a user does: standard input written, both outputs captured.

use std::io::{ErrorKind, Write};
use std::process::{Command, Output, Stdio};

/// Runs `cmd` with `stdin` as its standard input and returns what it printed and its status.
/// Panics when the program cannot be started.
pub fn run(cmd: &mut Command, stdin: &[u8]) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let written = child.stdin.take().expect("piped").write_all(stdin);
    // A program may exit without reading its input (a usage error, say): when it has, the
    // write fails with a broken pipe, depending on which of the two runs first.
    if let Err(e) = written {
        assert_eq!(e.kind(), ErrorKind::BrokenPipe, "write standard input: {e}");
    }
    child.wait_with_output().expect("wait for the program")
}

/// A program's output as text. Panics when it is not UTF-8.
pub fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8 output")
}
