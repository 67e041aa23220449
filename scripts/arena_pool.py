#!/usr/bin/env python3
"""Pools `arena --duplicate --json` runs of two levels seed by seed.

    python3 scripts/arena_pool.py run1.jsonl run2.jsonl ... [--a hard --b normal]

The runs must cover distinct seeds (e.g. `--seed 1001 --games 25`, `--seed 1026 --games
25`, ...: the arena plays seeds `seed .. seed + games`, so chunks make the same games as one
long run). Prints what the arena prints for one run over all of them: the mean per-seed
difference of the levels' mean totals with its 95 % interval (mean +/- 1.96 standard
errors over seeds), each level's mean total and win rate (a shared win counts 1/k), and the
decision times of the runs' summaries (mean weighted by timed decisions, largest max).
"""

import collections
import json
import math
import sys


def main(argv):
    a, b, files = "hard", "normal", []
    it = iter(argv)
    for arg in it:
        if arg == "--a":
            a = next(it)
        elif arg == "--b":
            b = next(it)
        else:
            files.append(arg)
    per_seed = collections.defaultdict(lambda: collections.defaultdict(list))
    wins, seat_games = collections.Counter(), collections.Counter()
    timed = collections.defaultdict(lambda: [0, 0.0, 0.0])  # timed, total ms, max ms
    seconds, deals, games = 0.0, 0, 0
    for f in files:
        with open(f) as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                o = json.loads(line)
                if "summary" in o:
                    s = o["summary"]
                    seconds += s["seconds"]
                    deals += s["deals"]
                    for level, v in s["levels"].items():
                        t = timed[level]
                        t[0] += v["timed"]
                        t[1] += v["mean_ms"] * v["timed"]
                        t[2] = max(t[2], v["max_ms"])
                    continue
                games += 1
                for i, level in enumerate(o["seats"]):
                    per_seed[o["seed"]][level].append(o["scores"][i])
                    seat_games[level] += 1
                    if i in o["winners"]:
                        wins[level] += 1.0 / len(o["winners"])
    d = [
        sum(v[a]) / len(v[a]) - sum(v[b]) / len(v[b])
        for v in per_seed.values()
        if v[a] and v[b]
    ]
    n = len(d)
    if n < 2:
        sys.exit("need at least two seeds")
    m = sum(d) / n
    se = math.sqrt(sum((x - m) ** 2 for x in d) / (n - 1) / n)
    print(f"{n} seeds, {games} games, {deals} distinct deals, {seconds:.0f} s wall in all")
    print(f"{a} - {b}: {m:+.2f} per seed, 95 % CI [{m - 1.96 * se:+.2f}, {m + 1.96 * se:+.2f}] (se {se:.2f})")
    for level in (a, b):
        xs = [x for v in per_seed.values() for x in v[level]]
        t = timed[level]
        print(
            f"{level}: {seat_games[level]} seat-games, mean total {sum(xs) / len(xs):.2f}, "
            f"win rate {100 * wins[level] / seat_games[level]:.1f} %, "
            f"{t[0]} timed decisions, mean {t[1] / max(t[0], 1):.1f} ms, max {t[2]:.1f} ms"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
