#!/usr/bin/env bash
# The wheel of `make wheel`, as a user without Rust or network installs it: in a new venv, with
# no cargo or rustc on PATH, `pip install --no-index --find-links WHEELS libsudoku-py` (in a
# network namespace of its own when root: no network at all), then import and solve. Also: its
# tag is manylinux, auditwheel agrees, and it carries the licences.
#
#   tests/packaging/wheel.sh WHEELS     (make test-python runs it after make wheel)
set -uo pipefail
wheels=$(realpath "${1:?the folder of make wheel}")
python=${PYTHON:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT
answer=316578492529134768487629531263415987974863125851792643138947256692351874745286319
puzzle=3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..

passed=0
failed=0
check() {
    local name=$1
    shift
    if "$@" >"$work/$name.log" 2>&1; then
        echo "ok   $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name"
        sed 's/^/     /' "$work/$name.log" | tail -n 30
        failed=$((failed + 1))
    fi
}
fail() {
    echo "$*"
    return 1
}

wheel=$(ls "$wheels"/libsudoku_py-*.whl 2>/dev/null | head -n 1)
[ -n "$wheel" ] || { echo "wheel.sh: no libsudoku_py wheel in $wheels: make wheel"; exit 1; }
echo "wheel: $(basename "$wheel")"

tagged() {
    case $(basename "$wheel") in
        *-py3-none-manylinux*) ;;
        *) fail "not a py3-none-manylinux wheel: $(basename "$wheel")" ;;
    esac
}

audited() {
    [ -x "${AUDITWHEEL:-}" ] || fail "no auditwheel (make wheel installs it)"
    "$AUDITWHEEL" show "$wheel" | tr -s '\n ' ' ' >"$work/audit.txt" || fail "auditwheel failed"
    grep -o 'consistent with the following platform tag: "[^"]*"' "$work/audit.txt" &&
        grep -q 'consistent with the following platform tag: "manylinux' "$work/audit.txt" ||
        fail "auditwheel does not call it manylinux:" "$(cat "$work/audit.txt")"
}

licensed() {
    "$python" - "$wheel" <<'EOF'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
found = [n for n in names if "LICENSE-" in n]
print(found)
assert any(n.endswith("LICENSE-MIT") for n in found), names
assert any(n.endswith("LICENSE-APACHE") for n in found), names
EOF
}

# A PATH with the system's folders only: no cargo, rustc or rustup (they live in ~/.cargo/bin).
offline_install() {
    "$python" -m venv "$work/venv" || return 1
    local path=$work/venv/bin:/usr/bin:/bin
    PATH=$path command -v cargo rustc && fail "cargo or rustc still on PATH"
    local install=(env -i "PATH=$path" "HOME=$work" "$work/venv/bin/pip" install
        --no-index --find-links "$wheels" libsudoku-py)
    if [ "$(id -u)" -eq 0 ] && unshare -n true 2>/dev/null; then
        echo "in a network namespace of its own: no network"
        unshare -n "${install[@]}" || fail "pip install --no-index failed"
    else
        echo "SKIPPED the network namespace (not root): --no-index only"
        "${install[@]}" || fail "pip install --no-index failed"
    fi
    local got
    got=$(env -i "PATH=$path" "$work/venv/bin/python" -c \
        "import sudoku; print(sudoku.Grid('$puzzle').solve())") || fail "import and solve failed"
    [ "$got" = "$answer" ] || fail "solved as '$got'"
}

check manylinux-tag tagged
check auditwheel audited
sed -n 's/^consistent/     auditwheel: consistent/p' "$work/auditwheel.log"
check licences licensed
check offline-install offline_install
echo "wheel: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
