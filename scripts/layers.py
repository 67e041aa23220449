#!/usr/bin/env python3
"""The UI's layers (issue 41), checked where cargo cannot see them yet.

Each file or folder of `src/ui` is a unit. The table kit (the session, the turn order, the
seats' deciders, the computers, the table widgets and the vocabulary they share) is the
layer a networked seat plugs into: a kit unit imports only kit units, never a shell feature
(app, lobby, new game, history, replay, duplicate, share dialog, storage, settings,
offline) nor the lesson. A game's table (`ui/games/<id>`) imports only the kit and its own
folder. The shell may import anything. Test code counts too: it moves with its unit.

Usage: python3 scripts/layers.py [src/ui] [-v]. Prints each import that breaks a rule and
exits 1 if there is one.
"""
import os
import re
import sys

# The kit's units (src/ui/<unit>.rs or src/ui/<unit>/): everything else but the games'
# folders is the shell's.
KIT = {
    "mod", "about", "advice", "any_game", "cards", "computers", "progress",
    "registry", "route", "session", "sound", "table", "text", "turns", "variants",
}


def unit_of(rel):
    parts = rel.split("/")
    if parts[0] == "games" and len(parts) > 2:
        return "games/" + parts[1]
    if len(parts) == 1:
        return parts[0][:-3]
    return parts[0]


def imports(src, depth):
    """The ui units a file names: `crate::ui::x`, `super::x` (from its depth) and grouped
    `use crate::ui::{a, b::c}` forms."""
    src = re.sub(r"//[^\n]*", "", src)
    out = set()
    sup = "super::" * depth
    pats = [r"crate::ui::"] + ([r"(?<![A-Za-z_:])" + re.escape(sup)] if depth else [])
    for pat in pats:
        for m in re.finditer(pat + r"(\{[^}]*\}|[a-z_]+(?:::[a-z_]+)?)", src, re.S):
            tail = m.group(1)
            heads = []
            if tail.startswith("{"):
                for part in re.split(r",", tail[1:-1]):
                    bits = part.strip().split("::")
                    if bits and re.fullmatch(r"[a-z_]+", bits[0] or ""):
                        heads.append((bits[0], bits[1] if len(bits) > 1 else None))
            else:
                bits = tail.split("::")
                heads.append((bits[0], bits[1] if len(bits) > 1 else None))
            for a, b in heads:
                out.add("games/" + b if a == "games" and b else a)
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    root = args[0] if args else "src/ui"
    verbose = "-v" in sys.argv
    units = {}
    for dp, _, files in os.walk(root):
        for f in files:
            if f.endswith(".rs"):
                rel = os.path.relpath(os.path.join(dp, f), root)
                units.setdefault(unit_of(rel), []).append(rel)
    bad = []
    for u, files in sorted(units.items()):
        for rel in sorted(files):
            # How many `super::` reach `ui` from this file (a `mod.rs` is its folder).
            depth = rel.count("/") + (0 if rel.endswith("mod.rs") else 1)
            src = open(os.path.join(root, rel), encoding="utf-8").read()
            for t in sorted(imports(src, depth)):
                if t == u or t not in units:
                    continue
                if u in KIT and t not in KIT:
                    bad.append(f"{rel}: the kit's `{u}` imports `{t}`")
                elif u.startswith("games/") and t not in KIT:
                    bad.append(f"{rel}: the table `{u}` imports `{t}`")
    for b in bad:
        print(b)
    if verbose or bad:
        print(f"{len(units)} units ({len(KIT & set(units))} in the kit), {len(bad)} imports across the layers")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
