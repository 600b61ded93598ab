#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine with rustup: compilers for the C and
# C++ examples, and the Rust components. Idempotent: it installs only what is missing.
set -euo pipefail

APT_PACKAGES=(gcc g++ clang make python3 valgrind qemu-system-arm gcc-arm-none-eabi binutils-arm-none-eabi)
RUST_TARGETS=(thumbv6m-none-eabi thumbv7m-none-eabi thumbv7em-none-eabihf riscv32imac-unknown-none-elf)
RUST_COMPONENTS=(rustfmt clippy)

missing=()
for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: apt-get install ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ${#RUST_TARGETS[@]} -gt 0 ]; then
    rustup target add "${RUST_TARGETS[@]}"
fi
rustup component add "${RUST_COMPONENTS[@]}" 2>/dev/null || true

# ---- Issue 5 (robustness): nightly with Miri and rust-src, and cargo-fuzz.
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
