#!/usr/bin/env python3
"""Trunk post_build hook: fill in the service worker's precache list and version.

Trunk runs hooks from the project root and sets TRUNK_STAGING_DIR to the finished build
before it is moved to dist/ (toolchain.md, "Offline / PWA with Trunk"). This script lists
every file there except sw.js, as "./"-relative URLs, and hashes their paths and bytes;
then it rewrites the placeholders in the staged sw.js:

    "__SW_VERSION__"                      -> "<first 16 hex digits of the SHA-256>"
    /*__SW_PRECACHE__*/ ["./index.html"]  -> ["./index.html", "./table-ronde-<hash>.js", ...]
    /*__SW_LATER__*/ []                   -> ["./table-ronde-camelot.js", ...] (the bundles
                                              fetched after a first visit, see LATER below)

A new build therefore gets a new cache name, and the service worker updates.

Before that, the stylesheets trunk wrote (one per file of style/, in index.html's order) are
joined into one, style-<hash>.css, with its own integrity hash: a phone on a slow network
then waits for one render-blocking request instead of eleven (Lighthouse, issue 14).
Usage outside trunk: python3 tools/sw_precache.py <staged-or-fresh-dist-dir>
"""

import base64
import hashlib
import json
import os
import re
import sys
from pathlib import Path

SW = "sw.js"
# Install-time icons (PNG, about 100 KB in all) are not needed to play offline: the browser
# fetches them only when installing, and the worker then caches them on demand.
# A game's bundle (table-ronde-<game>.js and _bg.wasm, see ui::registry; it is also its
# computers' worker) and the library's (table-ronde-library, the rules and the history) are
# not fetched at a first install: a first visit fetches only the lobby's. They are sw.js's LATER list, fetched in the background
# once the first page has settled, and with the rest when a new version installs (issue 30).
# A lesson's bundle (table-ronde-learn-<game>, issue 29) is lazy too but not in LATER: a
# lesson is kept offline once opened (index.html's "cache-bundle"), never fetched ahead.
LAZY = re.compile(r"^(public/icon-[^/]*\.png|table-ronde-(?!boot)(learn-)?[a-z]+(\.js|_bg\.wasm))$")
LATER = re.compile(r"^table-ronde-(?!boot)[a-z]+(\.js|_bg\.wasm)$")
LATER_RE = re.compile(r"/\*__SW_LATER__\*/\s*\[[^\]]*\]")
VERSION_TOKEN = '"__SW_VERSION__"'
BUNDLES_TOKEN = "__TABLE_RONDE_BUNDLES__"
BUNDLE_RE = re.compile(r"^table-ronde-(?!boot)((?:learn-)?[a-z]+)_bg\.wasm$")
PRECACHE_RE = re.compile(r"/\*__SW_PRECACHE__\*/\s*\[[^\]]*\]")
# A stylesheet link as trunk writes it (minified or not): <link href=./main-<hash>.css ...>.
STYLE_LINK_RE = re.compile(
    r"<link\b(?=[^>]*\brel=[\"']?stylesheet)[^>]*\bhref=[\"']?\./([\w.-]+\.css)[\"']?[^>]*>"
)


# Which stylesheets a page loads (issue 28's size budget): every page `main` (the shell, the
# lobby, forms, rules) and, last, `dark`; the loader at the top of index.html adds `tables`
# (the table kit with Camelot's sheet, replay, duplicate) for any bundle but the lobby's, and
# a bundle's own sheet before `dark`: style/<slug>.css for a game's bundle, `library` (the
# history page) for the library's. Each group is one file.
# camelot.css is also the shared table kit (`cm-` classes: every game's table uses them).
TABLES = ("table", "thinking", "camelot", "duplicate", "replay", "learn")
# The library bundle's own sheet (its rules pages use `main`).
LIBRARY = ("history",)
STYLES_TOKEN = "__TABLE_RONDE_STYLES__"


def group_of(stem: str) -> str:
    """The sheet a source stylesheet (style/<stem>.css) goes into."""
    if stem == "main":
        return "main"
    if stem.startswith("dark"):
        return "dark"
    if stem in TABLES:
        return "tables"
    if stem in LIBRARY:
        return "library"
    return stem  # a game's own sheet


def merge_styles(root: Path) -> int:
    """Joins index.html's stylesheets into one file per group, in their order: `main` and
    `dark` stay links; the others are listed for the loader (STYLES_TOKEN: `key|url|sri`
    entries). Returns how many stylesheets were joined."""
    index = root / "index.html"
    html = index.read_text(encoding="utf-8")
    links = list(STYLE_LINK_RE.finditer(html))
    if not links:
        return 0
    groups: dict[str, bytes] = {}
    for m in links:
        stem = re.sub(r"-[0-9a-f]{8,16}$", "", m.group(1)[: -len(".css")])  # trunk's hash
        key = group_of(stem)
        groups[key] = groups.get(key, b"") + (root / m.group(1)).read_bytes().rstrip() + b"\n"
    sheets = {}
    for key, css in groups.items():
        name = f"style-{key}-{hashlib.sha256(css).hexdigest()[:16]}.css"
        (root / name).write_bytes(css)
        sheets[key] = (name, "sha384-" + base64.b64encode(hashlib.sha384(css).digest()).decode())
    tag = lambda key: f'<link rel="stylesheet" href="./{sheets[key][0]}" integrity="{sheets[key][1]}">'
    fixed = "".join(tag(k) for k in ("main", "dark") if k in sheets)
    out, last = [], 0
    for i, m in enumerate(links):
        out.append(html[last : m.start()])
        if i == 0:
            out.append(fixed)
        last = m.end()
    out.append(html[last:])
    html = "".join(out)
    later = " ".join(f"{k}|./{n}|{sri}" for k, (n, sri) in sheets.items() if k not in ("main", "dark"))
    if STYLES_TOKEN not in html:
        raise SystemExit(f"sw_precache: {STYLES_TOKEN} missing in {index}")
    index.write_text(html.replace(STYLES_TOKEN, later), encoding="utf-8")
    for m in links:
        (root / m.group(1)).unlink()
    return len(links)


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR", ""))
    sw = root / SW
    if not root.is_dir() or not sw.is_file():
        print(f"sw_precache: no {SW} in {str(root)!r} (set TRUNK_STAGING_DIR or pass a dir)", file=sys.stderr)
        return 1

    merged = merge_styles(root)
    files = sorted(
        p.relative_to(root).as_posix()
        for p in root.rglob("*")
        if p.is_file() and p.name != SW and not p.name.startswith(".")
    )
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + (root / rel).read_bytes() + b"\0")
    version = digest.hexdigest()[:16]
    urls = ["./" + rel for rel in files if not LAZY.match(rel)]
    later = ["./" + rel for rel in files if LATER.match(rel)]

    # index.html's loader learns which game bundles this build has (table-ronde-<game>_bg.wasm).
    index = root / "index.html"
    bundles = sorted(m.group(1) for rel in files if (m := BUNDLE_RE.match(rel)))
    html = index.read_text(encoding="utf-8")
    if BUNDLES_TOKEN not in html:
        print(f"sw_precache: {BUNDLES_TOKEN} missing in {index}", file=sys.stderr)
        return 1
    index.write_text(html.replace(BUNDLES_TOKEN, " ".join(bundles)), encoding="utf-8")

    text = sw.read_text(encoding="utf-8")
    if VERSION_TOKEN not in text or not PRECACHE_RE.search(text) or not LATER_RE.search(text):
        print(f"sw_precache: placeholders missing in {sw} (already processed?)", file=sys.stderr)
        return 1
    text = text.replace(VERSION_TOKEN, json.dumps(version))
    text = PRECACHE_RE.sub(lambda _: json.dumps(urls), text, count=1)
    text = LATER_RE.sub(lambda _: json.dumps(later), text, count=1)
    sw.write_text(text, encoding="utf-8")

    size = sum((root / url[2:]).stat().st_size for url in urls)
    later_size = sum((root / url[2:]).stat().st_size for url in later)
    print(
        f"sw_precache: {merged} stylesheets joined, {len(urls)} files, {size} bytes at install; "
        f"{len(later)} files, {later_size} bytes later; version {version}, bundles {bundles}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
