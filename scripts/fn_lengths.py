#!/usr/bin/env python3
"""Lists the Rust functions longer than a limit (issue 41: none over 150 lines outside data
tables and rules-page prose).

    python3 scripts/fn_lengths.py [PATH ...] [--max N] [--check] [--all] [--skip PATTERN ...]

PATH: files or folders (default: `src tests benches examples`), walked for `.rs` files. A function is a `fn` item
with a body: free functions, methods (in `impl` and `trait` blocks), functions nested in
another, Leptos components (`#[component] fn`). Its length runs from the line of its `fn`
keyword to the line of its closing brace, both counted; attributes and doc comments above it
are not. A closure is part of the function that holds it (a long closure makes its function
long). Braces, `fn` and quotes inside strings (plain, raw, byte), character literals and
comments (nested block comments too) are skipped, so `view!` markup and texts never
confuse the count.

Prints the functions over the limit, longest first (`path:line  name  lines`, `exempt: why`
after an exempt one), then a count. `--check`: exits 1 when a function that is not exempt
is over the limit. `--all` lists every function with its length (for a look at the
distribution), not only those over the limit. `--skip PATTERN` (repeatable) leaves out the
files whose path matches an fnmatch pattern (`'src/ui/games/*/mod.rs'`).

The exemptions are below (EXEMPT): the rules pages' prose (each page's `fr()` and `en()`
views, which are the rules text itself) and named data tables. Each names its file pattern,
its function and why; a function that is not there is held to the limit.
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import sys
from dataclasses import dataclass

DEFAULT_MAX = 150
# Every Rust file of the repository: the library, the bundles, the tests, benches and examples.
DEFAULT_PATHS = ["src", "tests", "benches", "examples"]

# (file pattern, function name, why). Patterns are fnmatch patterns on the path as given
# (relative to the repository root when run from it: `src/ui/rules/roi.rs`).
EXEMPT: list[tuple[str, str, str]] = [
    ("*src/ui/rules/*.rs", "fr", "rules-page prose (the French rules text)"),
    ("*src/ui/rules/*.rs", "en", "rules-page prose (the English rules text)"),
    ("*src/ui/text/mod.rs", "pair", "data table: the shell's texts, one (French, English) pair a line"),
]


@dataclass
class Function:
    path: str
    line: int
    name: str
    lines: int
    exempt: str | None = None


def _skip_string(src: str, i: int, n: int) -> int:
    """`i` at an opening `"`: the index just past its closing quote."""
    i += 1
    while i < n:
        c = src[i]
        if c == "\\":
            i += 2
            continue
        if c == '"':
            return i + 1
        i += 1
    return n


def _raw_string_end(src: str, i: int, n: int) -> int | None:
    """`i` at `r` (or the `r` of `br`/`cr`): the index past a raw string starting there, or
    None if this is no raw string (`r#"…"#`, `r"…"`)."""
    j = i + 1
    hashes = 0
    while j < n and src[j] == "#":
        hashes += 1
        j += 1
    if j >= n or src[j] != '"':
        return None
    close = '"' + "#" * hashes
    end = src.find(close, j + 1)
    return n if end < 0 else end + len(close)


def tokens(src: str):
    """Yields (kind, text, line) for the code of a Rust source: identifiers ('id'), and the
    punctuation `{ } ( ) [ ] ;` ('p'). Comments, strings and character literals are skipped
    (their newlines still counted)."""
    i, n, line = 0, len(src), 1
    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif src.startswith("//", i):
            end = src.find("\n", i)
            i = n if end < 0 else end
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            line += src.count("\n", i, j)
            i = j
        elif c == '"':
            j = _skip_string(src, i, n)
            line += src.count("\n", i, j)
            i = j
        elif c == "'":
            # A character literal ('x', '\n', '\u{e9}', '"') or a lifetime/label ('a).
            if i + 1 < n and src[i + 1] == "\\":
                j = src.find("'", i + 3)
                i = n if j < 0 else j + 1
            elif i + 2 < n and src[i + 2] == "'":
                i += 3
            else:
                i += 1
        elif c.isalpha() or c == "_":
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            # Raw and byte strings: r"…", r#"…"#, b"…", br"…", c"…", cr#"…"#; byte chars b'x'.
            if word in ("r", "br", "cr") and j < n and src[j] in '"#':
                end = _raw_string_end(src, j - 1, n)
                if end is not None:
                    line += src.count("\n", i, end)
                    i = end
                    continue
            if word in ("b", "c") and j < n and src[j] == '"':
                end = _skip_string(src, j, n)
                line += src.count("\n", i, end)
                i = end
                continue
            if word == "b" and j < n and src[j] == "'":
                k = src.find("'", j + 3 if j + 1 < n and src[j + 1] == "\\" else j + 2)
                i = n if k < 0 else k + 1
                continue
            yield ("id", word, line)
            i = j
        elif c in "{}()[];":
            yield ("p", c, line)
            i += 1
        else:
            i += 1


def functions(path: str, src: str) -> list[Function]:
    """Every `fn` with a body in `src`, with its length in lines."""
    toks = list(tokens(src))
    out = []
    for k, (kind, text, line) in enumerate(toks):
        if kind != "id" or text != "fn" or k + 1 >= len(toks) or toks[k + 1][0] != "id":
            continue  # `fn(u8) -> u8` is a type, not an item
        name = toks[k + 1][1]
        # The body: the first `{` outside the signature's brackets, unless a `;` ends a
        # declaration first (a trait's method without a default).
        depth, j = 0, k + 2
        while j < len(toks):
            kind_j, t, _ = toks[j]
            if kind_j == "p":
                if t in "([":
                    depth += 1
                elif t in ")]":
                    depth -= 1
                elif depth == 0 and t in "{;":
                    break
            j += 1
        if j >= len(toks) or toks[j][1] != "{":
            continue
        braces, m = 0, j
        while m < len(toks):
            if toks[m][0] == "p":
                if toks[m][1] == "{":
                    braces += 1
                elif toks[m][1] == "}":
                    braces -= 1
                    if braces == 0:
                        break
            m += 1
        end_line = toks[m][2] if m < len(toks) else src.count("\n") + 1
        out.append(Function(path, line, name, end_line - line + 1))
    return out


def exemption(f: Function) -> str | None:
    for pattern, name, why in EXEMPT:
        if f.name == name and fnmatch.fnmatch(f.path, pattern):
            return why
    return None


def rust_files(paths: list[str]):
    for p in paths:
        if os.path.isfile(p):
            yield p
            continue
        for root, dirs, files in os.walk(p):
            dirs[:] = sorted(d for d in dirs if d not in ("target", ".git", "node_modules"))
            for f in sorted(files):
                if f.endswith(".rs"):
                    yield os.path.join(root, f)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", default=DEFAULT_PATHS, help="files or folders (default: src tests benches examples)")
    ap.add_argument("--max", type=int, default=DEFAULT_MAX, help="the limit in lines (150)")
    ap.add_argument("--check", action="store_true", help="exit 1 on a function over the limit")
    ap.add_argument("--all", action="store_true", help="list every function")
    ap.add_argument(
        "--skip", action="append", default=[], metavar="PATTERN", help="files to leave out"
    )
    args = ap.parse_args()

    found = []
    for path in rust_files(args.paths):
        if any(fnmatch.fnmatch(path, p) for p in args.skip):
            continue
        with open(path, encoding="utf-8") as fh:
            found.extend(functions(path, fh.read()))
    for f in found:
        f.exempt = exemption(f)
    listed = found if args.all else [f for f in found if f.lines > args.max]
    listed.sort(key=lambda f: (-f.lines, f.path, f.line))
    for f in listed:
        note = f"  exempt: {f.exempt}" if f.exempt else ""
        print(f"{f.path}:{f.line}  {f.name}  {f.lines}{note}")
    over = [f for f in found if f.lines > args.max]
    held = [f for f in over if not f.exempt]
    print(
        f"fn_lengths: {len(over)} of {len(found)} functions over {args.max} lines: "
        f"{len(held)} held to the limit, {len(over) - len(held)} exempt"
    )
    return 1 if args.check and held else 0


if __name__ == "__main__":
    sys.exit(main())
