#!/usr/bin/env bash
# Drops from the C library's archive the members a C program never links: rustc copies the
# whole of compiler_builtins into every static library (about 300 objects, 0.6 MB), but the
# library's own object (one, as the release profile has LTO and one codegen unit) needs only
# symbols of the C library. A linker takes an archive member only to resolve an undefined
# symbol, so those members were never part of a program; without them the archive is half the
# size. Refuses (exit 1, archive unchanged) if the library's object needs anything but the C
# library functions listed here, which is what would make a builtin necessary.
set -euo pipefail
archive=$(realpath "$1")
libc_symbols='^(abort|memcpy|memmove|memset|memcmp|bcmp|strlen)$'
own=$(ar t "$archive" | grep -E '^sudoku[-.]' || true)
if [ "$(wc -l <<<"$own")" -ne 1 ] || [ -z "$own" ]; then
    echo "prune-archive: expected one sudoku*.o member in $archive, found: ${own:-none}" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && ar x "$archive" "$own")
needs=$(nm -u "$work/$own" | awk '{ print $2 }' | grep -Ev "$libc_symbols" || true)
if [ -n "$needs" ]; then
    echo "prune-archive: $own needs more than the C library: $needs; archive left whole" >&2
    exit 1
fi
ar t "$archive" | { grep -Ev '^sudoku[-.]' || true; } | xargs -r ar d "$archive"
