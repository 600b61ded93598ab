# Sourced by the scripts that build embedded/firmware (run-firmware.sh, explain-size.sh,
# generate-levels.sh), from that folder: the core's engine and the flash of an ELF.
#
# CORE_FEATURES picks the core's engine: "small" (the default here) or "" for the default
# engine; `features` holds the matching cargo arguments.
core_features=${CORE_FEATURES-small}
features=()
for f in $core_features; do features+=(--features "sudoku-core/$f"); done

# Flash holds the text and the initial values of data (`size` in its Berkeley format: the
# "text" column counts every read-only section: .vector_table, .text, .rodata).
flash() { arm-none-eabi-size "$1" | awk 'NR == 2 { print $1 + $2 }'; }

# The firmware's ELF below a target folder.
elf=thumbv7m-none-eabi/release/sudoku-firmware
