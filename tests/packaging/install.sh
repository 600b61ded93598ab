#!/usr/bin/env bash
# `make test-install`: installs libsudoku into a temporary prefix (and a DESTDIR stage), then,
# from a folder outside the source tree, builds, links and runs the consumers a user would
# write: a C program through `pkg-config --cflags --libs sudoku` (shared) and `--static`, a
# CMake project through `find_package(sudoku MAJOR.MINOR REQUIRED)` and `sudoku::sudoku`
# (shared, static, C++), and the installed `sudoku` command; checks the installed files, the
# soname links, the version checks of both, the static program's size, and `make uninstall`.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
for tool in cc c++ cmake pkg-config readelf; do
    command -v "$tool" >/dev/null || { echo "test-install needs $tool: make deps"; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
IFS=. read -r major minor patch <<<"$version"
# The textbook puzzle and its answer (as in tests/testkit/src/known.rs).
puzzle=3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..
answer=316578492529134768487629531263415987974863125851792643138947256692351874745286319
cp -r tests/packaging/consumer "$work/consumer"
cd "$work"

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

# prints EXPECTED COMMAND...: COMMAND succeeds and prints exactly EXPECTED.
prints() {
    local expected=$1 got
    shift
    got=$("$@") || { echo "exit status $? from $*"; return 1; }
    [ "$got" = "$expected" ] || { echo "$*: printed '$got', expected '$expected'"; return 1; }
}

# fail REASON...: says why a check failed (shown under its FAIL line), and fails.
fail() {
    echo "$*"
    return 1
}

# has_dynamic FILE TEXT: `readelf -d FILE` shows TEXT (a soname, a NEEDED entry, a run path).
has_dynamic() {
    readelf -d "$1" | grep -qF "$2" || fail "$1: no '$2' in readelf -d:" "$(readelf -d "$1" 2>&1)"
}

# lacks_dynamic FILE TEXT: the opposite.
lacks_dynamic() {
    ! readelf -d "$1" | grep -F "$2" || fail "$1: readelf -d shows '$2'"
}

installed_files() {
    (cd "$1" && find . \( -type f -o -type l \) | sort)
}

expected_files() {
    {
        printf '%s\n' ./bin/sudoku ./include/sudoku.h ./include/sudoku.hpp \
            ./lib/cmake/sudoku/sudokuConfig.cmake ./lib/cmake/sudoku/sudokuConfigVersion.cmake \
            ./lib/libsudoku.a ./lib/libsudoku.so "./lib/libsudoku.so.$major" \
            "./lib/libsudoku.so.$version" ./lib/pkgconfig/sudoku.pc \
            ./share/bash-completion/completions/sudoku ./share/zsh/site-functions/_sudoku \
            ./share/fish/vendor_completions.d/sudoku.fish
        for page in "" -solve -count -check -rate -hint -generate -format -completions -man; do
            echo "./share/man/man1/sudoku$page.1"
        done
    } | sort
}

install_into_prefix() {
    make -s -C "$root" install PREFIX="$prefix" || fail "make install PREFIX=$prefix failed"
    diff <(expected_files) <(installed_files "$prefix") ||
        fail "the installed files (>) are not the expected ones (<)"
    [ "$(readlink "$prefix/lib/libsudoku.so.$major")" = "libsudoku.so.$version" ] ||
        fail "lib/libsudoku.so.$major links to '$(readlink "$prefix/lib/libsudoku.so.$major")'"
    [ "$(readlink "$prefix/lib/libsudoku.so")" = "libsudoku.so.$major" ] ||
        fail "lib/libsudoku.so links to '$(readlink "$prefix/lib/libsudoku.so")'"
    # The C library: its soname, and no Rust runtime needed (a libsudoku.so without soname or
    # needing libgcc_s is another build's, as the Python package's once was).
    has_dynamic "$prefix/lib/libsudoku.so.$version" "Library soname: [libsudoku.so.$major]" &&
        lacks_dynamic "$prefix/lib/libsudoku.so.$version" "libgcc_s"
}

# The goal of a C library's size: the archive under 1 MB, a static program under 200 KB. The
# archive is one object (LTO), so a plain `cc app.c libsudoku.a` keeps all of it (619,472
# bytes with the explainer, the generator and the sized grids); with --gc-sections the linker drops what the program does
# not call. Both sizes are printed; the bound is checked on the --gc-sections one
# (docs/packaging.md).
static_sizes() {
    cc -std=c99 -I"$prefix/include" consumer/app.c "$prefix/lib/libsudoku.a" -o plain-static &&
        cc -std=c99 -I"$prefix/include" consumer/app.c "$prefix/lib/libsudoku.a" \
            -Wl,--gc-sections -o gc-static &&
        prints "$answer" ./plain-static "$puzzle" &&
        prints "$answer" ./gc-static "$puzzle" &&
        lacks_dynamic plain-static libsudoku &&
        local archive plain gc &&
        archive=$(stat -c %s "$prefix/lib/libsudoku.a") &&
        plain=$(stat -c %s plain-static) &&
        gc=$(stat -c %s gc-static) &&
        echo "libsudoku.a: $archive bytes; static program: $plain bytes, $gc with --gc-sections" &&
        { [ "$archive" -lt 1000000 ] || fail "the archive is 1 MB or more"; } &&
        { [ "$gc" -lt 200000 ] || fail "the --gc-sections program is 200 KB or more"; }
}

export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
pkg_config_shared() {
    prints "$version" pkg-config --modversion sudoku &&
        { pkg-config --exists "sudoku >= $major.$minor" || fail "pkg-config: not sudoku >= $major.$minor"; } &&
        { ! pkg-config --exists "sudoku > $version" || fail "pkg-config: sudoku > $version"; } &&
        # shellcheck disable=SC2046 # the flags are words
        cc -std=c99 -Wall -Wextra -Wpedantic -Werror consumer/app.c \
            $(pkg-config --cflags --libs sudoku) -o pc-shared &&
        has_dynamic pc-shared "Shared library: [libsudoku.so.$major]" &&
        # A prefix the loader does not search: sudoku.pc gives the program its run path.
        has_dynamic pc-shared "Library runpath: [$prefix/lib]" &&
        prints "$answer" env -u LD_LIBRARY_PATH ./pc-shared "$puzzle" &&
        # Without it (RPATH=no), the loader finds the library only through LD_LIBRARY_PATH: the
        # link is dynamic.
        make -s -C "$root" install PREFIX="$prefix" RPATH=no &&
        # shellcheck disable=SC2046
        cc -std=c99 consumer/app.c $(pkg-config --cflags --libs sudoku) -o pc-no-rpath &&
        lacks_dynamic pc-no-rpath "runpath" &&
        prints "$answer" env LD_LIBRARY_PATH="$prefix/lib" ./pc-no-rpath "$puzzle" &&
        { ! env -u LD_LIBRARY_PATH ./pc-no-rpath "$puzzle" 2>/dev/null ||
            fail "pc-no-rpath ran without LD_LIBRARY_PATH"; } &&
        make -s -C "$root" install PREFIX="$prefix"
}

pkg_config_static() {
    # shellcheck disable=SC2046
    cc -std=c99 -Wall -Wextra -Wpedantic -Werror -static consumer/app.c \
        $(pkg-config --cflags --libs --static sudoku) -o pc-static &&
        lacks_dynamic pc-static NEEDED &&
        prints "$answer" env -u LD_LIBRARY_PATH ./pc-static "$puzzle"
}

cmake_build() { # cmake_build PREFIX BUILD_DIR WANT
    cmake -S consumer -B "$2" -DCMAKE_PREFIX_PATH="$1" -DWANT="$3" && cmake --build "$2"
}

cmake_consumer() {
    cmake_build "$prefix" cmake-build "$major.$minor" &&
        { grep -F "sudoku_DIR:PATH=$prefix/lib/cmake/sudoku" cmake-build/CMakeCache.txt ||
            fail "CMake found another sudoku package: $(grep sudoku_DIR cmake-build/CMakeCache.txt)"; } &&
        has_dynamic cmake-build/app "Shared library: [libsudoku.so.$major]" &&
        prints "$answer" env -u LD_LIBRARY_PATH cmake-build/app "$puzzle" &&
        lacks_dynamic cmake-build/app_static libsudoku &&
        prints "$answer" cmake-build/app_static "$puzzle" &&
        prints "$answer" env -u LD_LIBRARY_PATH cmake-build/app_cpp "$puzzle"
}

# find_package refuses a newer minor (0.x: another ABI), a newer patch, another major.
cmake_refuses_other_versions() {
    local want
    for want in "$major.$((minor + 1))" "$major.$minor.$((patch + 1))" "$((major + 1)).0"; do
        if cmake_build "$prefix" "cmake-$want" "$want" >"cmake-$want.log" 2>&1; then
            echo "find_package(sudoku $want) accepted version $version"
            return 1
        fi
        grep -q "sudoku" "cmake-$want.log" || fail "cmake's refusal of $want does not name sudoku"
    done
}

installed_command() {
    prints "sudoku $version" "$prefix/bin/sudoku" --version &&
        prints "$answer" "$prefix/bin/sudoku" solve <<<"$puzzle"
}

# The man pages as man shows them (man -l: the file, groff's warnings on), and the bash
# completion as bash runs it: `sudoku so<TAB>` offers solve, `sudoku solve --th<TAB>` --threads.
man_and_completions() {
    local page=$prefix/share/man/man1
    MANWIDTH=80 man -l "$page/sudoku.1" >man-sudoku.txt 2>man-warnings.txt &&
        MANWIDTH=80 man -l "$page/sudoku-solve.1" >man-solve.txt 2>>man-warnings.txt ||
        fail "man -l failed:" "$(cat man-warnings.txt)"
    [ ! -s man-warnings.txt ] || fail "man -l warned:" "$(cat man-warnings.txt)"
    grep -q "generate" man-sudoku.txt || fail "sudoku.1 does not list the subcommands"
    grep -q -- "--threads" man-solve.txt && grep -q "Exit status: 0 when every puzzle" man-solve.txt ||
        fail "sudoku-solve.1 lacks --threads or the exit statuses:" "$(cat man-solve.txt)"
    MANPATH=$prefix/share/man man -w sudoku-rate | grep -qF "$page/sudoku-rate.1" ||
        fail "man does not find sudoku-rate in MANPATH"
    local offered
    offered=$(bash -c '
        source "$1"
        complete_at() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"
            COMP_POINT=${#COMP_LINE}; COMPREPLY=(); _sudoku sudoku "${!#}" "${@: -2:1}"
            echo "${COMPREPLY[*]}"; }
        complete_at sudoku so
        complete_at sudoku solve --th' bash "$prefix/share/bash-completion/completions/sudoku")
    [ "$offered" = "solve
--threads" ] || fail "bash completion offered: $offered"
}

# A packager's install: DESTDIR stage, PREFIX /usr/local recorded in the files; the CMake
# package still works from the stage (it finds its prefix from its own place).
destdir_install() {
    local stage=$work/stage
    make -s -C "$root" install DESTDIR="$stage" PREFIX=/usr/local &&
        { diff <(expected_files) <(installed_files "$stage/usr/local") ||
            fail "the staged files (>) are not the expected ones (<)"; } &&
        { grep -qx "prefix=/usr/local" "$stage/usr/local/lib/pkgconfig/sudoku.pc" ||
            fail "sudoku.pc does not say prefix=/usr/local"; } &&
        staged_run_path "$stage/usr/local/lib/pkgconfig/sudoku.pc" &&
        cmake_build "$stage/usr/local" cmake-stage "$major.$minor" &&
        prints "$answer" env LD_LIBRARY_PATH="$stage/usr/local/lib" cmake-stage/app "$puzzle" &&
        make -s -C "$root" uninstall DESTDIR="$stage" PREFIX=/usr/local &&
        { [ -z "$(installed_files "$stage")" ] || fail "left after uninstall:" "$(installed_files "$stage")"; }
}

# /usr/local/lib: the loader searches it where ld.so.conf names it (Debian's libc.conf), and
# then sudoku.pc gives no run path; elsewhere it does.
staged_run_path() {
    local dirs
    dirs=$(PATH="$PATH:/sbin:/usr/sbin" ldconfig -v -N 2>/dev/null)
    if grep -q '^/usr/local/lib:' <<<"$dirs"; then
        ! grep -E -- "^Libs:.*-rpath" "$1" || fail "$1 has a run path for /usr/local/lib, which the loader searches"
    else
        grep -F -- "-Wl,-rpath,\${libdir} -lsudoku" "$1" || fail "$1 has no run path"
    fi
}

uninstall_prefix() {
    make -s -C "$root" uninstall PREFIX="$prefix" &&
        { [ -z "$(installed_files "$prefix")" ] || fail "left after uninstall:" "$(installed_files "$prefix")"; }
}

check install install_into_prefix
if [ "$failed" -eq 0 ]; then
    check static-sizes static_sizes
    grep -h 'bytes;' "$work/static-sizes.log" | sed 's/^/     /'
    check pkg-config-shared pkg_config_shared
    check pkg-config-static pkg_config_static
    check cmake-find-package cmake_consumer
    check cmake-version-check cmake_refuses_other_versions
    check installed-command installed_command
    check man-and-completions man_and_completions
    check destdir-install destdir_install
    check uninstall uninstall_prefix
fi
echo "test-install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
