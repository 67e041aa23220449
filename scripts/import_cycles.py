#!/usr/bin/env python3
"""Import graph between the files of src/ and its cycles (strongly connected components).

Usage: python3 scripts/import_cycles.py [src] [-v]

A file is a module (`x.rs` or `x/mod.rs`; lib.rs and main.rs are the crate root;
src/bin/, and main.rs beside a lib.rs, are bins of their own and left out). A folder of src/ with its own Cargo.toml is a crate of its own (the
workspace's engines, issue 41: src/core is tr_core, its lib.rs that crate's root): its files
are that crate's modules, `crate::` in them names that crate, and a path that starts with a
crate's name (`tr_core::link::encode`, or `crate::core::…` through the site's
`pub use tr_core as core`) names that crate's modules. Cargo forbids cycles between crates,
so every cycle found is inside one; the site's modules are printed without a crate name,
the others with theirs (`tr_core::link`). An edge A -> B means A names an item of B: through a `use`
tree (`use crate::a::{b, c::d}`, `use super::x`, `use child::y` in any module, with
`pub use` too; a glob `use x::*` is an edge to x) or a path in the code (`crate::a::b`, `super::x`, `self::y`, or
`m::item` where `m` is a module brought in by a `use`). `super`/`self` inside an inline `mod tests { ... }` count from that
inline module (so `use super::*` there names the file itself). A name is resolved to the
longest module prefix; when the next name is a `pub use` re-export of that module,
the edge follows the re-export to the file that defines the item. A path that only
names a module (`use super::x;`, `use crate::ui::games::{self}`) does not make an
edge to that module's file by itself; its items (`x::f`) do.

Prints `N files, E edges, C cycles`, then each cycle's size and files; with -v the
edges inside each cycle. Exits 1 when there is a cycle.
"""
import os
import re
import sys

args = [a for a in sys.argv[1:] if not a.startswith('-')]
root = args[0] if args else 'src'
verbose = '-v' in sys.argv



def package_name(folder):
    """The library name of the package whose Cargo.toml is in `folder` (`tr-core` -> tr_core)."""
    try:
        text = open(os.path.join(folder, 'Cargo.toml')).read()
    except OSError:
        return None
    m = re.search(r'^\[package\][^\[]*?^name\s*=\s*"([^"]+)"', text, re.S | re.M)
    return m.group(1).replace('-', '_') if m else None


# The crates: `root` (the site's library, named by the package above it) and every folder
# below it with a Cargo.toml of its own. A module is (crate name, path...).
top = package_name(os.path.join(root, '..')) or 'crate'
crate_dirs = {os.path.normpath(root): top}
for d, _, fs in os.walk(root):
    if 'Cargo.toml' in fs and os.path.normpath(d) != os.path.normpath(root):
        crate_dirs[os.path.normpath(d)] = package_name(d) or os.path.basename(d)
crates = set(crate_dirs.values())

files = {}
for d, _, fs in os.walk(root):
    # The innermost crate folder above d.
    c = os.path.normpath(d)
    while c not in crate_dirs:
        c = os.path.dirname(c)
    for f in fs:
        if f.endswith('.rs'):
            p = os.path.join(d, f)
            rel = os.path.relpath(p, c)[:-3].split(os.sep)
            if c == os.path.normpath(root) and rel[0] == 'bin':
                continue
            # main.rs beside a lib.rs is a bin of its own (the site's lobby bundle), which
            # names the library by its crate name like src/bin/'s.
            if rel == ['main'] and os.path.exists(os.path.join(c, 'lib.rs')):
                continue
            if rel[-1] == 'mod':
                rel = rel[:-1]
            if rel in (['lib'], ['main']):
                rel = []
            files[(crate_dirs[c],) + tuple(rel)] = p
mods = set(files)


TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|b?r(#*)".*?"\1|b?"(?:\\.|[^"\\])*"|b?\'(?:\\.|[^\'\\])\'', re.S)


def strip(s):
    """The code without comments, with empty string and char literals."""
    return TOKEN.sub(lambda t: ' ' if t.group(0).startswith('/') else '""', s)


INLINE_MOD = re.compile(r'\bmod\s+([A-Za-z_][A-Za-z0-9_]*)\s*\{')


def inline_mods(s):
    """(start, end, name) of the inline `mod name { ... }` blocks of a file."""
    out = []
    for mt in INLINE_MOD.finditer(s):
        depth, i = 0, mt.end() - 1
        while i < len(s):
            if s[i] == '{':
                depth += 1
            elif s[i] == '}':
                depth -= 1
                if depth == 0:
                    break
            i += 1
        out.append((mt.start(), i, mt.group(1)))
    return out


def scope(m, blocks, pos):
    """Module path at `pos`: the file's, plus the inline modules around it."""
    return tuple(m) + tuple(name for a, b, name in blocks if a <= pos <= b)


def children(m):
    return {x[-1] for x in mods if len(x) == len(m) + 1 and x[:len(m)] == m}


def absolute(m, parts):
    """Module path of `parts` (a path as written in module m), or None if external."""
    if not parts:
        return None
    head = parts[0]
    if head == 'crate':
        return [m[0]] + list(parts[1:])
    if head == 'self':
        return list(m) + list(parts[1:])
    if head == 'super':
        cur = list(m)
        while parts and parts[0] == 'super':
            cur = cur[:-1] if len(cur) > 1 else cur
            parts = parts[1:]
        return cur + list(parts)
    if head in children(m):
        return list(m) + list(parts)
    if head in crates:
        return list(parts)
    return None


def split_top(s, sep=','):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch == '{':
            depth += 1
        elif ch == '}':
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    out.append(cur)
    return [x.strip() for x in out if x.strip()]


def use_tree(tree, prefix=()):
    """(path, alias) pairs of a use tree; alias '*' for a glob."""
    tree = tree.strip()
    i = tree.find('{')
    if i >= 0 and tree.endswith('}'):
        head = [x for x in tree[:i].split('::') if x]
        out = []
        for sub in split_top(tree[i + 1:-1]):
            out += use_tree(sub, prefix + tuple(head))
        return out
    alias = None
    if ' as ' in tree:
        tree, alias = [x.strip() for x in tree.split(' as ', 1)]
    parts = [x for x in tree.split('::') if x]
    if parts and parts[-1] == '*':
        return [(prefix + tuple(parts[:-1]), '*')]
    if parts and parts[-1] == 'self':
        path = prefix + tuple(parts[:-1])
        return [(path, alias or (path[-1] if path else None))]
    path = prefix + tuple(parts)
    return [(path, alias or (path[-1] if path else None))]


USE = re.compile(r'\b(pub(?:\s*\([^)]*\))?\s+)?use\s+([^;]+);')
srcs = {m: strip(open(p).read()) for m, p in files.items()}
uses = {}       # m -> [(absolute path, alias, is_pub)]
reexports = {}  # m -> {name: absolute path}
blocks = {m: inline_mods(s) for m, s in srcs.items()}
for m, s in srcs.items():
    uses[m] = []
    reexports[m] = {}
    for mt in USE.finditer(s):
        here = scope(m, blocks[m], mt.start())
        for path, alias in use_tree(re.sub(r'\s+', ' ', mt.group(2))):
            full = absolute(here, list(path))
            if full is None:
                continue
            uses[m].append((full, alias, bool(mt.group(1))))
            if mt.group(1) and alias and alias != '*' and here == m:
                reexports[m][alias] = full


def resolve(path, depth=0):
    """File module that defines the item named by `path` (following re-exports)."""
    for i in range(len(path), -1, -1):
        r = tuple(path[:i])
        if r in mods:
            if i < len(path) and depth < 20:
                target = reexports[r].get(path[i])
                if target is not None and list(target) != list(path[:i + 1]):
                    return resolve(list(target) + list(path[i + 1:]), depth + 1)
            return r, i == len(path)
    return None, False


PATH = re.compile(r'(?<![A-Za-z0-9_:])((?:[A-Za-z_][A-Za-z0-9_]*::)+[A-Za-z_][A-Za-z0-9_]*)')
graph = {m: set() for m in mods}
for m, s in srcs.items():
    targets = []
    aliases = {}
    for full, alias, _ in uses[m]:
        r, whole = resolve(full)
        if alias == '*':
            if r is not None and r != m:
                graph[m].add(r)
            continue
        targets.append(full)
        if r is not None and whole and alias:
            aliases[alias] = list(r)
    body = USE.sub(lambda u: ' ' * len(u.group(0)), s)
    for mt in PATH.finditer(body):
        parts = mt.group(1).split('::')
        if parts[0] in aliases:
            targets.append(aliases[parts[0]] + parts[1:])
        else:
            full = absolute(scope(m, blocks[m], mt.start()), parts)
            if full is not None:
                targets.append(full)
    for t in targets:
        r, whole = resolve(t)
        if r is None or r == m or whole:
            continue
        graph[m].add(r)

# Tarjan's strongly connected components
idx, low, st, on, out, c = {}, {}, [], set(), [], [0]
sys.setrecursionlimit(10000)


def sc(v):
    idx[v] = low[v] = c[0]
    c[0] += 1
    st.append(v)
    on.add(v)
    for w in sorted(graph[v]):
        if w not in idx:
            sc(w)
            low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], idx[w])
    if low[v] == idx[v]:
        comp = []
        while True:
            w = st.pop()
            on.discard(w)
            comp.append(w)
            if w == v:
                break
        out.append(comp)


for v in sorted(mods):
    if v not in idx:
        sc(v)
cyc = [sorted(cc) for cc in out if len(cc) > 1]
name = lambda x: '::'.join(x[1:] if x[0] == top else x) or 'crate'
print(f'{len(mods)} files, {sum(len(g) for g in graph.values())} edges, {len(cyc)} cycles')
for cc in sorted(cyc, key=len, reverse=True):
    print(len(cc), ' '.join(name(x) for x in cc))
    if verbose:
        s = set(cc)
        for x in cc:
            print('   ', name(x), '->', ', '.join(sorted(name(y) for y in graph[x] if y in s)))
# A cycle fails the run (scripts/test.sh's `import-cycles` check; issue 27).
sys.exit(1 if cyc else 0)
