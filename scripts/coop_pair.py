#!/usr/bin/env python3
"""Compares two co-operative arena runs of Les Chevaliers seed by seed.

Usage: scripts/coop_pair.py A.jsonl B.jsonl

Each file is the `--json` output of `examples/arena.rs` for one table (e.g. four Hard
knights, then four Normal knights) over the same seeds and pool, so both tables hold the
same deal in each seed. The per-seed measure is the table's sword margin at the end
(white − black, after the Traitor's flip, CHV-14.3: the Loyal side wins when it is
positive at the final count) and whether the Loyal side won. Prints each table's means and
A − B per seed with its 95 % interval (mean ± 1.96 standard errors over the seeds).
"""

import json
import math
import sys


def load(path):
    games = {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line.startswith("{") or '"coop"' not in line:
            continue
        g = json.loads(line)
        c = g["coop"]
        games[(g["seed"], g["rotation"])] = (c["white"] - c["black"], 1.0 if c["won"] else 0.0, c)
    return games


def interval(xs):
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return mean, mean - 1.96 * se, mean + 1.96 * se


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    a, b = load(sys.argv[1]), load(sys.argv[2])
    keys = sorted(set(a) & set(b))
    if len(keys) < 2:
        sys.exit("fewer than two seeds in common")
    for name, runs in (("A", a), ("B", b)):
        rows = [runs[k][2] for k in keys]
        n = len(rows)
        print(
            f"{name}: {n} games, Loyal wins {sum(r['won'] for r in rows)}, "
            f"white {sum(r['white'] for r in rows) / n:.2f}, black {sum(r['black'] for r in rows) / n:.2f}, "
            f"turns {sum(r['turns'] for r in rows) / n:.1f}"
        )
    m, lo, hi = interval([a[k][0] - b[k][0] for k in keys])
    print(f"A - B, sword margin per seed: {m:+.2f} [{lo:+.2f}, {hi:+.2f}] ({len(keys)} seeds)")
    m, lo, hi = interval([a[k][1] - b[k][1] for k in keys])
    print(f"A - B, Loyal wins per seed: {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")


if __name__ == "__main__":
    main()
