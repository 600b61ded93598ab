#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine with rustup: compilers for the C and
# C++ examples, the firmware's toolchain and emulator, and the Rust components. Idempotent: it
# installs only what is missing.
#
#   install-deps.sh            everything `make test` needs
#   install-deps.sh embedded   only what the firmware commands need (`make qemu`, `make qemu-c`)
set -euo pipefail

EMBEDDED_PACKAGES=(python3 qemu-system-arm gcc-arm-none-eabi binutils-arm-none-eabi)
# The Python package's tests (make test-python): venv and tkinter for Debian's python3, the Tk
# libraries a pyenv-built CPython's _tkinter links against, and an X server with fonts for the
# window test (xwininfo looks for the window).
PYTHON_PACKAGES=(python3-venv python3-tk libtk8.6 libtcl8.6 xvfb x11-utils fonts-dejavu-core)
RUST_TARGETS=(thumbv6m-none-eabi thumbv7m-none-eabi thumbv7em-none-eabihf riscv32imac-unknown-none-elf
    wasm32-unknown-unknown)
if [ "${1:-all}" = embedded ]; then
    APT_PACKAGES=("${EMBEDDED_PACKAGES[@]}")
    RUST_COMPONENTS=()
else
    # qqwing: the generator's and the explainer's benchmarks compare with it (make
    # bench-generate, make bench-explain, test-bench).
    # cmake and pkg-config: the consumers of the installed library; man-db: `man -l` shows the
    # installed man pages (make test-install).
    # The web package (make test-web): binaryen's wasm-opt shrinks the modules, Node runs the
    # package's tests, Debian's chromium (driven by puppeteer-core) the page's.
    WEB_PACKAGES=(binaryen chromium chromium-driver)
    command -v node >/dev/null || WEB_PACKAGES+=(nodejs)
    command -v npm >/dev/null || WEB_PACKAGES+=(npm)
    APT_PACKAGES=(gcc g++ clang make valgrind qqwing cmake pkg-config man-db "${EMBEDDED_PACKAGES[@]}"
        "${PYTHON_PACKAGES[@]}" "${WEB_PACKAGES[@]}")
    RUST_COMPONENTS=(rustfmt clippy)
fi

missing=()
for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    if ! command -v apt-get >/dev/null; then
        echo "install-deps: missing ${missing[*]}; install them with your package manager" >&2
        exit 1
    fi
    echo "install-deps: apt-get install ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

installed_targets=$(rustup target list --installed)
for t in "${RUST_TARGETS[@]}"; do
    grep -qx "$t" <<<"$installed_targets" || rustup target add "$t"
done
[ "${1:-all}" = embedded ] && exit 0
rustup component add "${RUST_COMPONENTS[@]}" 2>/dev/null || true

# The robustness tests: nightly with Miri and rust-src, and cargo-fuzz.
# (Installing with the components lets rustup pick the latest nightly that has them all.)
NIGHTLY_COMPONENTS=(miri rust-src rustfmt clippy)
if ! rustup run nightly rustc --version >/dev/null 2>&1; then
    rustup toolchain install nightly --profile minimal \
        --component "$(IFS=,; echo "${NIGHTLY_COMPONENTS[*]}")"
fi
rustup component add "${NIGHTLY_COMPONENTS[@]}" --toolchain nightly
if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

# The web package's test tools (puppeteer-core, typescript), pinned by web/package-lock.json.
web="$(cd "$(dirname "$0")/../web" && pwd)"
if [ ! -f "$web/node_modules/.package-lock.json" ] || [ "$web/package-lock.json" -nt "$web/node_modules/.package-lock.json" ]; then
    (cd "$web" && npm ci --no-audit --no-fund)
fi
