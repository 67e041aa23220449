#!/usr/bin/env python3
"""Writes index.html's per-game parts from the one list of games (issue 27).

Usage: python3 tools/index_games.py [--check]

The list is `game_list!` in src/core/game.rs (name, link code, slug per line). For each
game this writes, between the `games:*:begin` / `games:*:end` markers of index.html:
  * the loader's map of link codes to slugs (`var GAMES = {...}`);
  * the game's bundle, a trunk `rel="rust"` link to its bin `table-ronde-<slug>` (the bin
    must exist in Cargo.toml: "its bin"), and its lesson's, `table-ronde-learn-<slug>`;
  * its style sheet `style/<slug>.css`, when the game has one;
  * the loading screen's texts: the lobby's tagline and introduction (`T::Tagline`,
    `T::LobbyIntro` in src/ui/text/mod.rs) and each game's title and line (its descriptor,
    src/ui/games/<slug>/about.rs). The unit test `the_loading_screen_says_what_the_app_says`
    checks the result against the app's own texts.

Trunk runs it before every build (Trunk.toml, `pre_build`); scripts/test.sh runs it with
--check, which changes nothing and exits 1 when index.html is not what this writes.
Without --check it writes index.html only when something changed.
"""
import json
import pathlib
import re
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def fail(msg):
    print(f"index_games: {msg}", file=sys.stderr)
    sys.exit(1)


RUST_STR = r'"((?:\\.|[^"\\])*)"'


def unescape(s):
    """A Rust string literal's body as text (the escapes our texts use)."""
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        n = s[i + 1]
        if n == "u":
            end = s.index("}", i)
            out.append(chr(int(s[i + 3:end], 16)))
            i = end + 1
            continue
        out.append({"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "0": "\0"}[n])
        i += 2
    return "".join(out)


def games():
    """(name, code, slug) of each line of `game_list!`, in lobby order."""
    src = (ROOT / "src/core/game.rs").read_text(encoding="utf-8")
    m = re.search(r"^game_list!\s*\{(.*?)^\}", src, re.S | re.M)
    if not m:
        fail("no game_list! in src/core/game.rs")
    found = re.findall(r"^\s*([A-Z]\w*)\s*=\s*(\d+)\s*,\s*\"([a-z]+)\"\s*;", m.group(1), re.M)
    if not found:
        fail("game_list! lists no game")
    return [(n, int(c), s) for n, c, s in found]


def words(src, field, where):
    m = re.search(field + r":\s*Words\s*\{\s*fr:\s*" + RUST_STR + r",\s*en:\s*" + RUST_STR, src)
    if not m:
        fail(f"no `{field}: Words {{ fr, en }}` in {where}")
    return unescape(m.group(1)), unescape(m.group(2))


def shell_pair(key):
    src = (ROOT / "src/ui/text/mod.rs").read_text(encoding="utf-8")
    m = re.search(r"T::" + key + r"\s*=>\s*\(\s*" + RUST_STR + r",\s*" + RUST_STR, src)
    if not m:
        fail(f"no T::{key} in src/ui/text/mod.rs")
    return unescape(m.group(1)), unescape(m.group(2))


def bins():
    cargo = tomllib.loads((ROOT / "Cargo.toml").read_text(encoding="utf-8"))
    return {b["name"] for b in cargo.get("bin", [])}


# wasm-opt's extra passes for a game's bundles (trunk's data-wasm-opt-params, after -Oz).
# `--low-memory-unused`: Rust puts the stack first in linear memory, so the low kilobyte is
# never a pointer's target and loads and stores fold their constant offsets (about 0.7 % of
# a bundle gzipped, at no cost in build time). `--converge` runs -Oz again until nothing
# shrinks (about 3x the time): only for the games whose table page is nearest its 450 KB
# budget (issue 41: Les Chevaliers' page at 449.6 KB with it, 450.1 without).
CONVERGE = {"chevaliers"}


def wasm_opt_params(slug):
    return "--low-memory-unused" + (" --converge" if slug in CONVERGE else "")


def parts():
    """The text of each marked region, by marker name."""
    list_ = games()
    have = bins()
    codes = ", ".join(f'{code}: "{slug}"' for _, code, slug in list_)
    bundles, css, texts = [], [], {}
    tag, intro = shell_pair("Tagline"), shell_pair("LobbyIntro")
    texts["lobby"] = {"fr": [tag[0], intro[0]], "en": [tag[1], intro[1]]}
    for _, _, slug in list_:
        bin_name = f"table-ronde-{slug}"
        if bin_name not in have:
            fail(f"{slug} has no bin {bin_name} in Cargo.toml (src/bin/game_{slug}.rs)")
        lesson = f"table-ronde-learn-{slug}"
        if lesson not in have:
            fail(f"{slug} has no bin {lesson} in Cargo.toml (src/bin/learn_{slug}.rs)")
        for name in (bin_name, lesson):
            bundles.append(
                f'    <link data-trunk rel="rust" data-bin="{name}" data-target-name="{name}"'
                ' data-type="worker" data-cargo-profile-release="web" data-wasm-opt="z"'
                f' data-wasm-opt-params="{wasm_opt_params(slug)}" />'
            )
        if (ROOT / "style" / f"{slug}.css").exists():
            css.append(f'    <link data-trunk rel="css" href="style/{slug}.css" />')
        about = ROOT / "src/ui/games" / slug / "about.rs"
        if not about.exists():
            fail(f"{slug} has no descriptor {about.relative_to(ROOT)}")
        src = about.read_text(encoding="utf-8")
        title = words(src, "title", about.name)
        blurb = words(src, "blurb", about.name)
        texts[slug] = {"fr": [title[0], blurb[0]], "en": [title[1], blurb[1]]}
    body = ",\n".join(
        f'        "{page}": {{\n'
        f'          "fr": {json.dumps(t["fr"], ensure_ascii=False)},\n'
        f'          "en": {json.dumps(t["en"], ensure_ascii=False)}\n'
        "        }"
        for page, t in texts.items()
    )
    return {
        "codes": f"        var GAMES = {{ {codes} }};",
        "bundles": "\n".join(bundles),
        "css": "\n".join(css),
        "texts": '    <script type="application/json" id="boot-texts">\n      {\n'
        + body
        + "\n      }\n    </script>",
    }


def render(html):
    for name, text in parts().items():
        pat = re.compile(
            r"(^[ \t]*(?://|<!--) games:" + name + r":begin[^\n]*\n)(.*?)(^[ \t]*(?://|<!--) games:"
            + name + r":end)",
            re.S | re.M,
        )
        if not pat.search(html):
            fail(f"index.html has no games:{name}:begin/end markers")
        html = pat.sub(lambda m: m.group(1) + text + "\n" + m.group(3), html, count=1)
    return html


def main():
    index = ROOT / "index.html"
    html = index.read_text(encoding="utf-8")
    new = render(html)
    if "--check" in sys.argv:
        if new != html:
            fail("index.html's per-game parts are out of date: run python3 tools/index_games.py")
        print(f"index_games: index.html matches the {len(games())} games of game_list!")
        return
    if new != html:
        index.write_text(new, encoding="utf-8")
        print("index_games: index.html's per-game parts rewritten")


main()
