#!/usr/bin/env python3
"""The ratios of `bench/cli.sh` from hyperfine's JSON exports (its arguments): for solve and
count, elapsed (wall) and CPU (user + system) seconds of the command on 1 and 2 threads, of
the library alone (a pass minus the reading alone) and of qqwing, then the command's loss on
one thread, its scaling, and its speed-up on qqwing."""
import json
import sys


def load(paths):
    runs = {}
    for path in paths:
        for r in json.load(open(path))["results"]:
            runs[r["command"]] = (r["median"], r["user"] + r["system"])
    return runs


def main():
    t = load(sys.argv[1:])
    read_wall, read_cpu = t["raw-read"]
    for work in ("solve", "count"):
        c1, c2, q = t[f"{work}-1"], t[f"{work}-2"], t[f"qqwing-{work}"]
        lib1 = (t[f"raw-{work}-1"][0] - read_wall, t[f"raw-{work}-1"][1] - read_cpu)
        lib2_wall = t[f"raw-{work}-2"][0] - read_wall
        print(f"{work}: command {c1[0]:.3f} s on 1 thread ({c1[1]:.3f} s CPU), "
              f"{c2[0]:.3f} s on 2; library alone {lib1[0]:.3f} s ({lib1[1]:.3f} s CPU), "
              f"{lib2_wall:.3f} s on 2; qqwing {q[0]:.2f} s ({q[1]:.2f} s CPU)")
        print(f"  loss to reading, parsing, writing, 1 thread: {1 - lib1[0] / c1[0]:.0%} "
              f"elapsed, {1 - lib1[1] / c1[1]:.0%} CPU")
        print(f"  scaling 1 -> 2 threads (elapsed): command {c1[0] / c2[0]:.2f}x, "
              f"library {lib1[0] / lib2_wall:.2f}x")
        print(f"  speed-up on qqwing: {q[0] / c1[0]:.0f}x elapsed on 1 thread, "
              f"{q[0] / c2[0]:.0f}x on 2; {q[1] / c1[1]:.0f}x in CPU time")


if __name__ == "__main__":
    main()
