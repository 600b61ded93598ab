#!/usr/bin/env bash
# What a registry needs, checked: the licence texts the manifests name (MIT OR Apache-2.0) at
# the top and in each package that ships (sudoku-core's crate, the wheel's project); every
# package's licence; no made-up repository address; for the published crate (sudoku-core) a
# true description, its documentation (docs.rs), readme, keywords and categories, and
# `cargo package --list` carrying the licences and the readme.
set -uo pipefail
cd "$(dirname "$0")/../.."
failed=0
fail() {
    echo "FAIL $*"
    failed=$((failed + 1))
}

head -n 1 LICENSE-MIT | grep -qx "MIT License" || fail "LICENSE-MIT is not the MIT licence"
grep -q "Apache License" LICENSE-APACHE && grep -q "Version 2.0, January 2004" LICENSE-APACHE ||
    fail "LICENSE-APACHE is not the Apache License 2.0"
for dir in core python; do
    for licence in LICENSE-MIT LICENSE-APACHE; do
        cmp -s "$dir/$licence" "$licence" || fail "$dir/$licence is not ./$licence"
    done
done
grep -qF 'license = { text = "MIT OR Apache-2.0" }' python/pyproject.toml ||
    fail "python/pyproject.toml does not say MIT OR Apache-2.0"

cargo metadata --no-deps --format-version 1 >build/metadata.json 2>/dev/null || fail "cargo metadata"
python3 - build/metadata.json <<'PY' || failed=$((failed + 1))
import json, sys
packages = json.load(open(sys.argv[1]))["packages"]
bad = []
for p in packages:
    if p["license"] != "MIT OR Apache-2.0":
        bad.append(f"{p['name']}: license {p['license']!r}")
    if p.get("repository") and "invalid" in p["repository"]:
        bad.append(f"{p['name']}: made-up repository {p['repository']}")
    if p.get("publish") == []:
        continue
    # Published: what crates.io and docs.rs show.
    for field in ("description", "documentation", "readme", "keywords", "categories"):
        if not p.get(field):
            bad.append(f"{p['name']}: no {field}")
    if "fixed 9x9" in (p.get("description") or ""):
        bad.append(f"{p['name']}: the description says fixed 9x9 grids")
    if not (p.get("documentation") or "").startswith("https://docs.rs/" + p["name"]):
        bad.append(f"{p['name']}: documentation is not docs.rs")
    print("published:", p["name"], "-", p["description"])
print("\n".join(bad) if bad else "metadata: every package MIT OR Apache-2.0, no made-up repository")
sys.exit(1 if bad else 0)
PY
listed=$(cargo package -p sudoku-core --list --allow-dirty 2>/dev/null) || fail "cargo package --list"
for f in LICENSE-MIT LICENSE-APACHE README.md; do
    grep -qx "$f" <<<"$listed" || fail "sudoku-core's package lacks $f"
done
if [ "$failed" -eq 0 ]; then echo "metadata: 1 passed, 0 failed"; else echo "metadata: 0 passed, 1 failed"; fi
[ "$failed" -eq 0 ]
