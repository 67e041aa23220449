//! A rules page's view source read as text, for its tests: the body of each language's view,
//! the rule ids it cites, its sections and the words a player reads. The three big pages'
//! tests (Tafelrunde, Tournoi, Les Chevaliers) read their sources through these.

/// The spec's rule ids `PREFIX-n` and `PREFIX-n.m`: for each top-level rule, how many
/// sub-rules it has.
pub fn spec_ids(prefix: &str, rules: &[(u32, u32)]) -> Vec<String> {
    let mut ids = Vec::new();
    for &(major, minors) in rules {
        ids.push(format!("{prefix}-{major}"));
        ids.extend((1..=minors).map(|m| format!("{prefix}-{major}.{m}")));
    }
    ids
}

/// The body of `fn {name}()` in a source file: from its signature to its closing brace.
pub fn body<'a>(src: &'a str, name: &str) -> &'a str {
    let sig = format!("fn {name}() -> impl IntoView {{");
    let start = src.find(&sig).unwrap_or_else(|| panic!("no {sig}"));
    let len = src[start..].find("\n}\n").expect("closing brace");
    &src[start..start + len]
}

/// The French (or English) text of a whole page: the view `name` of every source file.
pub fn language(sources: &[&str], name: &str) -> String {
    sources.iter().map(|s| body(s, name)).collect()
}

/// Every rule id cited with `<R ids=… />`, in order.
pub fn cited(text: &str) -> Vec<String> {
    text.match_indices("<R ids=\"")
        .flat_map(|(i, m)| {
            let rest = &text[i + m.len()..];
            let list = &rest[..rest.find('"').expect("closing quote")];
            list.split(',').map(|id| id.trim().to_string())
        })
        .collect()
}

/// Section ids in the order their `<section>` appears.
pub fn sections(text: &str) -> Vec<String> {
    text.match_indices("<section id=\"")
        .map(|(i, m)| {
            let rest = &text[i + m.len()..];
            rest[..rest.find('"').expect("closing quote")].to_string()
        })
        .collect()
}

/// The text of one section (from its opening tag to the next section).
pub fn section<'a>(text: &'a str, id: &str) -> &'a str {
    let start = text
        .find(&format!("<section id=\"{id}\""))
        .unwrap_or_else(|| panic!("no section {id}"));
    let end = text[start + 1..]
        .find("<section id=")
        .map_or(text.len(), |e| start + 1 + e);
    &text[start..end]
}

/// The words a player reads in a piece of view source: its string literals.
pub fn literals(text: &str) -> Vec<&str> {
    text.split('"').skip(1).step_by(2).collect()
}

/// Each language's views in `sources` have every section of `list`, in the table of
/// contents' order, each with its own heading in that language (`heading(i, Lang::Fr)`),
/// and never name the other language; every section's title is written in both languages,
/// differently.
pub fn assert_every_section_has_its_heading(sources: &[&str], list: &[super::Section]) {
    let ids: Vec<String> = list.iter().map(|(id, _, _)| (*id).to_string()).collect();
    for (name, lang) in [("fr", "Lang::Fr"), ("en", "Lang::En")] {
        let text = language(sources, name);
        assert_eq!(sections(&text), ids, "{name}");
        for (i, id) in ids.iter().enumerate() {
            let s = section(&text, id);
            assert!(
                s.starts_with(&format!("<section id=\"{id}\" aria-labelledby=\"{id}-h\">")),
                "{name} {id}"
            );
            let h2 = format!("<h2 id=\"{id}-h\">{{heading({i}, {lang})}}</h2>");
            assert!(s.contains(&h2), "{name}: {id} has no heading {h2}");
        }
        let other = if name == "fr" { "Lang::En" } else { "Lang::Fr" };
        assert!(!text.contains(other), "{name} uses {other}");
    }
    for (_, fr, en) in list {
        assert!(!fr.is_empty() && !en.is_empty() && fr != en, "{fr} / {en}");
    }
}

/// Both languages cite the same rules, section by section, every section cites one, and
/// every id cited is one of the spec's (`known`).
pub fn assert_same_real_rules(
    sources: &[&str],
    list: &[super::Section],
    known: &[impl AsRef<str>],
) {
    let (fr, en) = (language(sources, "fr"), language(sources, "en"));
    for (id, _, _) in list {
        let (mut a, mut b) = (cited(section(&fr, id)), cited(section(&en, id)));
        a.sort();
        b.sort();
        assert_eq!(a, b, "{id}");
        assert!(!a.is_empty(), "{id} cites no rule");
    }
    for id in cited(&fr).into_iter().chain(cited(&en)) {
        assert!(
            known.iter().any(|k| k.as_ref() == id),
            "{id} is not a rule of the spec"
        );
    }
}

/// A rule cited anywhere is cited in the section `section_for` sends it to, so a link to it
/// always finds its explanation there.
pub fn assert_cited_in_own_section(sources: &[&str], section_for: fn(&str) -> &'static str) {
    let fr = language(sources, "fr");
    let astray: Vec<String> = cited(&fr)
        .into_iter()
        .filter(|id| !cited(section(&fr, section_for(id))).contains(id))
        .map(|id| format!("{id} → {}", section_for(&id)))
        .collect();
    assert!(
        astray.is_empty(),
        "cited, but not in their own section: {astray:?}"
    );
}

/// When the spec `shared/rules/{slug}.md` is at hand (the project's `shared/` folder), the
/// ids it defines (`PREFIX-n.m` opening a heading or a table row) are exactly `ours`.
pub fn assert_spec_defines(slug: &str, prefix: &str, mut ours: Vec<String>) {
    let path = format!("{}/../shared/rules/{slug}.md", env!("CARGO_MANIFEST_DIR"));
    let Ok(spec) = std::fs::read_to_string(path) else {
        return;
    };
    let start = format!("{prefix}-");
    let mut defined: Vec<String> = spec
        .lines()
        .filter_map(|line| {
            let l = line.trim_start_matches(['#', '|']).trim_start_matches(' ');
            let id: String = l
                .strip_prefix(start.as_str())?
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let id = id.trim_end_matches('.');
            (!id.is_empty()).then(|| format!("{prefix}-{id}"))
        })
        .collect();
    defined.sort();
    defined.dedup();
    ours.sort();
    assert_eq!(ours, defined);
}

/// Every reason the table can give for a refusal (`reasons`, each with its `rule`) is cited
/// on the page, so its link lands on the passage that explains it.
pub fn assert_every_reason_cited<E: Copy + std::fmt::Debug>(
    sources: &[&str],
    rule: fn(E) -> &'static str,
    reasons: impl IntoIterator<Item = E>,
) {
    let all = cited(&language(sources, "fr"));
    for e in reasons {
        assert!(all.iter().any(|id| id == rule(e)), "{e:?} → {}", rule(e));
    }
}

/// `section_for` sends each rule id of `cases` to its section.
pub fn assert_sections_for(section_for: fn(&str) -> &'static str, cases: &[(&str, &str)]) {
    for (id, want) in cases {
        assert_eq!(section_for(id), *want, "{id}");
    }
}

/// French text keeps a non-breaking space before : ; ? ! and uses « » quotes: none of
/// `french` has a plain space there or an English quote; `english` has neither French quotes
/// nor a non-breaking space before a colon.
pub fn assert_typography(french: &[&str], english: &str) {
    for s in french {
        for bad in [" :", " ;", " ?", " !", "“"] {
            assert!(!s.contains(bad), "French {bad:?} in {s:?}");
        }
    }
    assert!(
        !english.contains('«') && !english.contains("\\u{a0}:"),
        "English uses French typography"
    );
}

#[test]
fn the_helpers_read_a_small_page() {
    let src = "fn fr() -> impl IntoView {\n  <section id=\"a\">\"Un\" <R ids=\"X-1, X-2.1\" /></section>\n  <section id=\"b\">\"Deux\"</section>\n}\n";
    let text = language(&[src], "fr");
    assert_eq!(sections(&text), ["a", "b"]);
    assert_eq!(cited(&text), ["X-1", "X-2.1"]);
    assert!(section(&text, "b").contains("Deux"));
    assert!(!section(&text, "b").contains("Un"));
    assert!(literals(section(&text, "b")).contains(&"Deux"));
    assert_eq!(
        spec_ids("X", &[(1, 0), (2, 2)]),
        ["X-1", "X-2", "X-2.1", "X-2.2"]
    );
}
