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
