#!/usr/bin/env bash
# `make test-readme`: the README's own lines, as a newcomer types them, in a fresh copy of the
# project (the files git holds or would hold, as they are on disk; or those of COMMIT), with
# HOME in a temporary folder. The lines are read from README.md, so that the README and this
# test cannot drift apart:
#   make demo; pip install ./python into a new venv (the C library in target/release must not
#   change); the README's Python example; the C example saved as app.c, then the "Install and
#   link" lines, into $HOME/.local and (as root, in a private mount namespace) into /usr/local:
#   the program links libsudoku.so.MAJOR and runs; the installed command on the README's
#   command lines; make lib and pip install ./python again in the other order; then cargo test
#   --test exports (the soname test among them) on the copy's library.
#
#   tests/packaging/readme.sh [COMMIT]
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
commit=${1:-}

work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-readme.XXXXXX")
trap 'rm -rf "$work"' EXIT
tree=$work/libsudoku
mkdir -p "$tree" "$work/home" "$work/run"
if [ -n "$commit" ]; then
    git archive "$commit" | tar -x -C "$tree"
else
    git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null |
        tar -x -C "$tree"
fi
# A newcomer's HOME; cargo, rustup and pip keep their own folders (toolchains, caches).
export CARGO_HOME=${CARGO_HOME:-$HOME/.cargo} RUSTUP_HOME=${RUSTUP_HOME:-$HOME/.rustup}
export PIP_CACHE_DIR=${PIP_CACHE_DIR:-$HOME/.cache/pip}
export HOME=$work/home
unset CARGO_TARGET_DIR PKG_CONFIG_PATH LD_LIBRARY_PATH VIRTUAL_ENV
PYTHON=${PYTHON:-python3}

version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$tree/Cargo.toml" | head -n 1)
major=${version%%.*}
answer_rows="3 1 6 5 7 8 4 9 2
5 2 9 1 3 4 7 6 8
4 8 7 6 2 9 5 3 1
2 6 3 4 1 5 9 8 7
9 7 4 8 6 3 1 2 5
8 5 1 7 9 2 6 4 3
1 3 8 9 4 7 2 5 6
6 9 2 3 5 1 8 7 4
7 4 5 2 8 6 3 1 9"
answer=316578492529134768487629531263415987974863125851792643138947256692351874745286319
puzzle=3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..

passed=0
failed=0
# check NAME COMMAND...: runs COMMAND, output in $work/NAME.log, shown on failure.
check() {
    local name=$1
    shift
    if "$@" >"$work/$name.log" 2>&1; then
        echo "ok   $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name"
        sed 's/^/     /' "$work/$name.log" | tail -n 40
        failed=$((failed + 1))
    fi
}

fail() {
    echo "$*"
    return 1
}

# block HEADING LANG [N]: the Nth (default first) ```LANG block of the README's section
# "## HEADING".
block() {
    awk -v heading="## $1" -v fence="\`\`\`$2" -v want="${3:-1}" '
        $0 == heading { in_section = 1; next }
        in_section && /^## / { exit }
        in_section && !in_block && $0 == fence { n++; if (n == want) { in_block = 1; next } }
        in_block && /^```/ { exit }
        in_block { print }' "$tree/README.md"
}

# The README's blocks, each required to be there.
c_example=$(block "The C API" c)
install_lines=$(block "Install and link" sh 1)
command_lines=$(block "Install and link" sh 2)
python_example=$(block "Python and other languages" python)
for b in c_example install_lines command_lines python_example; do
    [ -n "${!b}" ] || { echo "test-readme: README.md has no $b block where this test looks"; exit 1; }
done

# readelf's dynamic section of FILE shows (has) or does not show (lacks) TEXT.
has_dynamic() {
    readelf -d "$1" | grep -qF "$2" || fail "$1: no '$2' in readelf -d:" "$(readelf -d "$1" 2>&1)"
}
lacks_dynamic() {
    ! readelf -d "$1" | grep -F "$2" || fail "$1: readelf -d shows '$2'"
}

# The C library as make lib leaves it: soname libsudoku.so.MAJOR, no Rust runtime needed.
is_the_c_library() {
    has_dynamic "$1" "Library soname: [libsudoku.so.$major]" && lacks_dynamic "$1" libgcc_s
}

library_sums() {
    (cd "$tree/target/release" && sha256sum libsudoku.so libsudoku.a)
}

demo() {
    make -C "$tree" demo || fail "make demo failed"
    grep -qxF "$(sed -n 1p <<<"$answer_rows")" "$work/make-demo.log" ||
        fail "make demo did not print the textbook answer"
    is_the_c_library "$tree/target/release/libsudoku.so" && library_sums >"$work/sums"
}

# The README's words, then the command in a new venv; the C library must stay byte for byte.
pip_install() {
    grep -qF '`pip install ./python`' "$tree/README.md" || fail "the README no longer says pip install ./python"
    "$PYTHON" -m venv "$work/venv" &&
        (cd "$tree" && . "$work/venv/bin/activate" && pip install -q ./python) ||
        fail "pip install ./python failed"
    library_sums | diff "$work/sums" - || fail "pip install ./python changed target/release"
    is_the_c_library "$tree/target/release/libsudoku.so"
}

# The README's Python example, on a puzzles.txt of the textbook puzzle and one of four solutions.
python_example() {
    printf '%s\n' "$puzzle" "$puzzle" >"$work/run/puzzles.txt"
    (cd "$work/run" && "$work/venv/bin/python" -c "$python_example") >"$work/python.out" ||
        fail "the README's Python example failed"
    cat "$work/python.out"
    grep -qx '3 1 6 *| 5 7 8 *| 4 9 2' "$work/python.out" || fail "the example printed no solution"
}

# The README's install lines, run as they are (after `cd` into the copy, with app.c being the
# README's C example): LINES is the block, maybe with the install line replaced.
run_install_lines() {
    printf '%s\n' "$c_example" >"$tree/app.c"
    printf '%s\n' "$1" >"$work/install-lines.sh"
    echo "the lines run:"
    sed 's/^/  | /' "$work/install-lines.sh"
    (cd "$tree" && bash -e "$work/install-lines.sh") >"$work/app.out" ||
        fail "the README's install lines failed"
    [ "$(cat "$work/app.out")" = "$answer_rows" ] ||
        fail "./app printed:" "$(cat "$work/app.out")"
    has_dynamic "$tree/app" "Shared library: [libsudoku.so.$major]"
}

home_prefix() {
    grep -qxF 'make install PREFIX=$HOME/.local   # or, as root: make install (into /usr/local)' \
        <<<"$install_lines" || fail "no home-prefix install line in the README"
    run_install_lines "$install_lines" &&
        has_dynamic "$tree/app" "Library runpath: [$HOME/.local/lib]" &&
        is_the_c_library "$HOME/.local/lib/libsudoku.so.$version" &&
        (cd "$tree" && env -u LD_LIBRARY_PATH ./app >/dev/null) || fail "./app does not run alone"
}

# The README's command lines, with $HOME/.local/bin on PATH.
command_lines() {
    printf '%s\n' "$puzzle" >"$work/run/a.txt"
    printf '%s\n' "$puzzle" "${puzzle/3.65/3365}" >"$work/run/b.txt"
    (cd "$work/run" && PATH=$HOME/.local/bin:$PATH bash -c "$command_lines") >"$work/command.out"
    local status=$?
    cat "$work/command.out"
    # b.txt's second puzzle repeats a 3 in row 1: a conflict, exit status 1.
    [ "$status" -eq 1 ] || fail "exit status $status, expected 1 (one conflict in b.txt)"
    [ "$(cat "$work/run/solutions.txt")" = "$answer"$'\n'"$answer" ] ||
        fail "solutions.txt: $(cat "$work/run/solutions.txt")"
    [ "$(sed -n '1p;$p' "$work/command.out")" = "file,line,puzzle,status,count
b.txt,2,${puzzle/3.65/3365},conflict," ] || fail "unexpected CSV"
}

# As root, in a mount namespace of its own: /usr/local and /etc (ld.so.cache) are overlays whose
# changes go to $work and vanish with it. The README's install line for root replaces the home
# one, and the PKG_CONFIG_PATH line is not needed.
system_prefix() {
    local lines
    lines=$(sed -e 's|^make install PREFIX=\$HOME/.local .*|make install|' \
        -e '/^export PKG_CONFIG_PATH=/d' <<<"$install_lines")
    export -f run_install_lines has_dynamic lacks_dynamic is_the_c_library fail
    export c_example work tree answer_rows major version lines
    mkdir -p "$work"/overlay/{local,local-work,etc,etc-work}
    unshare -m bash -c '
        mount -t overlay overlay -o lowerdir=/usr/local,upperdir=$work/overlay/local,workdir=$work/overlay/local-work /usr/local &&
        mount -t overlay overlay -o lowerdir=/etc,upperdir=$work/overlay/etc,workdir=$work/overlay/etc-work /etc || exit 2
        rm -f "$tree/app"
        run_install_lines "$lines" && lacks_dynamic "$tree/app" runpath &&
            is_the_c_library /usr/local/lib/libsudoku.so.$version || exit 1
        make -s -C "$tree" uninstall && [ ! -e /usr/local/lib/libsudoku.so.$version ] || {
            echo "make uninstall left /usr/local/lib/libsudoku.so.$version"; exit 1; }
        ! "$tree/app" 2>/dev/null || { echo "./app still runs after make uninstall"; exit 1; }'
    case $? in
        0) ;;
        2) echo "SKIPPED: no private mount namespace here (root and overlayfs needed)" ;;
        *) return 1 ;;
    esac
}

# The other orders: pip install ./python after make install, then make lib: the same library.
again() {
    (cd "$tree" && . "$work/venv/bin/activate" && pip install -q --force-reinstall --no-deps ./python) &&
        make -s -C "$tree" lib || fail "pip install or make lib failed"
    library_sums | diff "$work/sums" - || fail "target/release changed"
    cmp "$tree/target/release/libsudoku.so" "$HOME/.local/lib/libsudoku.so.$version" ||
        fail "the installed library is not target/release/libsudoku.so"
}

cargo_test_exports() {
    (cd "$tree" && SUDOKU_LIB_DIR=$tree/target/release cargo test -q --test exports)
}

check make-demo demo
if [ "$failed" -eq 0 ]; then
    check pip-install pip_install
    check python-example python_example
    check home-prefix home_prefix
    check command-lines command_lines
    if [ "$(id -u)" -eq 0 ]; then
        check system-prefix system_prefix
        grep -h SKIPPED "$work/system-prefix.log"
    else
        echo "SKIPPED: system-prefix (root needed for a private /usr/local)"
    fi
    check other-orders again
    check cargo-test-exports cargo_test_exports
    grep -h "test result" "$work/cargo-test-exports.log"
fi
echo "test-readme: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
