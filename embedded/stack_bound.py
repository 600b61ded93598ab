#!/usr/bin/env python3
"""A static upper bound of the stack a function of an ARM (Thumb) ELF can use.

Reads the disassembly of `arm-none-eabi-objdump -d -C`, takes each function's frame as the sum
of every stack adjustment it makes (`push`, `stmdb sp!`, `vpush`, `sub sp, #N`, a store that
moves sp down first such as `str.w fp, [sp, #-4]!`: an
over-approximation when a function pushes on several paths), follows its direct calls (`bl`,
and `b`/`b.w` to another function's start, which are tail calls), and prints the largest sum of
frames along any call chain from the root. It refuses (exit 1) what it cannot bound: an
indirect call, a stack pointer moved by a register, or recursion.

    stack_bound.py FIRMWARE.elf 'sudoku_firmware::solve'
    stack_bound.py --self-test      # its own check, on a made-up disassembly
"""
import re
import subprocess
import sys

FUNC = re.compile(r"^([0-9a-f]+) <(.+)>:$")
INSN = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$")
REGS = re.compile(r"\{([^}]*)\}")
IMM = re.compile(r"#(\d+)")
TARGET = re.compile(r"^([0-9a-f]+) <")
PREDEC = re.compile(r"\[sp,\s*#-(\d+)\]!")
BRANCH = re.compile(r"^b(eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al)?$")


def reg_count(operands):
    """The number of registers in a `{r4, r5, lr}` or `{d8-d15}` list."""
    n = 0
    for item in REGS.search(operands).group(1).split(","):
        item = item.strip()
        if "-" in item:
            lo, hi = item.split("-")
            n += int(hi[1:]) - int(lo[1:]) + 1
        else:
            n += 1
    return n


def parse(disassembly):
    """{function: (frame bytes, set of callees, list of problems)}"""
    funcs = {}
    starts = {}  # a function's start address: its name
    current = None
    for line in disassembly.splitlines():
        m = FUNC.match(line)
        if m:
            current = m.group(2)
            funcs[current] = [0, set(), []]
            starts[int(m.group(1), 16)] = current
            continue
        m = INSN.match(line)
        if not m or current is None:
            continue
        op, args = m.group(2), m.group(3).split("@")[0].strip()
        f = funcs[current]
        base = op.split(".")[0]
        if base == "push":
            f[0] += 4 * reg_count(args)
        elif base == "stmdb" and args.startswith("sp!"):
            f[0] += 4 * reg_count(args)
        elif base.startswith(("str", "vstr")) and (w := PREDEC.search(args)):
            # A store that moves sp down first (`str.w fp, [sp, #-4]!`: a push of one register).
            f[0] += int(w.group(1))
        elif base == "vpush":
            width = 8 if "d" in REGS.search(args).group(1) else 4
            f[0] += width * reg_count(args)
        elif base in ("sub", "subw") and re.match(r"sp,\s*(sp,\s*)?#", args):
            f[0] += int(IMM.search(args).group(1))
        elif base in ("sub", "subw", "mov") and re.match(r"sp,\s*(sp,\s*)?r", args):
            # `mov sp, r7` restores a frame pointer: harmless. Anything else moves sp by a
            # register.
            if not (base == "mov" and re.match(r"sp,\s*r7$", args)):
                f[2].append(f"{m.group(1)}: {op} {args}")
        elif base == "bl" or BRANCH.match(base):
            # A branch to another function's start address is a call or a tail call (matched by
            # address: demangled names such as `<impl X>::f` hold angle brackets themselves).
            t = TARGET.match(args)
            if t:
                f[1].add(int(t.group(1), 16))
        elif base == "blx" or (base == "bx" and args != "lr"):
            f[2].append(f"{m.group(1)}: {op} {args} (indirect call)")
    return {
        k: (v[0], {starts[a] for a in v[1] if a in starts and starts[a] != k}, v[2])
        for k, v in funcs.items()
    }


def bound(funcs, root):
    memo, path = {}, []

    def deepest(name):
        if name in path:
            raise SystemExit(f"stack_bound: recursion through {' -> '.join(path + [name])}")
        if name in memo:
            return memo[name]
        frame, callees, problems = funcs[name]
        if problems:
            raise SystemExit(f"stack_bound: cannot bound {name}: " + "; ".join(problems))
        path.append(name)
        below = max((deepest(c)[0] for c in callees), default=0)
        chain = max((deepest(c) for c in callees), default=(0, []))[1]
        path.pop()
        memo[name] = (frame + below, [(name, frame)] + chain)
        return memo[name]

    return deepest(root)


# A made-up disassembly with every kind of stack adjustment, a call and a tail call.
SAMPLE = """
00000100 <root>:
 100:\tpush\t{r4, r5, r7, lr}
 102:\tstr.w\tfp, [sp, #-4]!
 106:\tsub\tsp, #24
 108:\tbl\t200 <leaf>
 10c:\tb.w\t300 <tail>

00000200 <leaf>:
 200:\tvpush\t{d8-d9}
 204:\tsub.w\tsp, sp, #1024
 208:\tbx\tlr

00000300 <tail>:
 300:\tstmdb\tsp!, {r4, r5, r6}
 304:\tstrd\tr0, r1, [sp, #-8]!
 308:\tldr.w\tr0, [sp], #4
 30c:\tbx\tlr
"""


def self_test():
    """The bound of SAMPLE, worked out by hand: root 16 + 4 + 24, then the deeper of leaf
    (16 + 1024) and tail (12 + 8)."""
    total, chain = bound(parse(SAMPLE), "root")
    assert total == 44 + 1040, total
    assert [name for name, _ in chain] == ["root", "leaf"], chain
    refused = parse(SAMPLE.replace("bl\t200 <leaf>", "blx\tr3"))["root"][2]
    assert refused and "indirect call" in refused[0], refused
    print("stack_bound: self-test ok")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return
    elf, root = sys.argv[1], sys.argv[2]
    out = subprocess.run(
        ["arm-none-eabi-objdump", "-d", "-C", "--no-show-raw-insn", elf],
        check=True, capture_output=True, text=True,
    ).stdout
    funcs = parse(out)
    if root not in funcs:
        raise SystemExit(f"stack_bound: no function {root} in {elf}")
    total, chain = bound(funcs, root)
    for name, frame in chain:
        print(f"#   {frame:5} bytes  {name}")
    print(total)


if __name__ == "__main__":
    main()
