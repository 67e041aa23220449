#!/usr/bin/env python3
"""Lists the rule ids of a spec that no test cites.

Usage: scripts/rule_ids.py SPEC.md [TESTS…]   (e.g. shared/rules/chevaliers.md tests)

TESTS are directories or single files (a unit-test module: `src/ui/games/camelot/tests.rs`);
the default is `tests`. An id (`CHV-7.5`, `TRN-4.13`…) counts as cited when it appears in
a file under TESTS
(not as the prefix of a longer id: `CHV-7.1` is not cited by `CHV-7.10`) or when a test
is named after it (`fn chv_7_5_…`). A section id whose sub-rules are all that is cited
(`CHV-16` with `CHV-16.1`) is reported apart. Exit status 1 when an id is uncited.
"""

import pathlib
import re
import sys


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    spec = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
    tests = [pathlib.Path(a) for a in (sys.argv[2:] or ["tests"])]
    ids = set(re.findall(r"\b([A-Z]{2,4})-(\d+(?:\.\d+)*)", spec))
    ordered = sorted(ids, key=lambda t: (t[0], [int(p) for p in t[1].split(".")]))
    files = [f for t in tests for f in ([t] if t.is_file() else sorted(t.rglob("*.rs")))]
    text = "\n".join(f.read_text(encoding="utf-8") for f in files)
    named = set()
    for m in re.finditer(r"fn ([a-z]{2,4})_(\d+(?:_\d+)*)", text):
        parts = m.group(2).split("_")
        for k in range(1, len(parts) + 1):
            named.add((m.group(1).upper(), ".".join(parts[:k])))

    def cited(prefix: str, num: str) -> bool:
        pattern = re.escape(f"{prefix}-{num}") + r"(?![\d]|\.\d)"
        return (prefix, num) in named or re.search(pattern, text) is not None

    uncited = [t for t in ordered if not cited(*t)]
    sections = [
        t for t in uncited
        if any(o[0] == t[0] and o[1].startswith(t[1] + ".") and cited(*o) for o in ordered)
    ]
    missing = [t for t in uncited if t not in sections]
    print(f"{len(ordered)} ids, {len(ordered) - len(uncited)} cited")
    if sections:
        print("sections cited through their sub-rules:", " ".join(f"{p}-{n}" for p, n in sections))
    print("uncited:", " ".join(f"{p}-{n}" for p, n in missing) or "none")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
