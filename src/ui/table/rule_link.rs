//! Rule ids in a refusal's text (`… (CHV-7.5)`) found and turned into routes to the rules
//! page, so that a player can read the rule that refused a card. Pure, so it is tested
//! natively.

use crate::core::GameId;
use crate::games::GameFacts;
use crate::ui::route::Route;

/// A piece of a refusal's text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// Plain text.
    Text(String),
    /// A rule id and the address of its rules page, scrolled to it.
    Rule {
        /// The id as written: `CHV-7.5`.
        id: String,
        /// `#/rules/chevaliers/CHV-7.5` (the rules page finds the rule or its section).
        href: String,
    },
}

/// The length of a rule id at the start of `s` (`CHV-7.5`: three capitals of a known game,
/// a hyphen, numbers joined by single dots), if one starts there.
fn rule_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() < 5 || !b[..3].iter().all(u8::is_ascii_uppercase) || b[3] != b'-' {
        return None;
    }
    GameId::from_rule_prefix(&s[..3])?;
    let mut i = 4;
    loop {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return None;
        }
        if i + 1 < b.len() && b[i] == b'.' && b[i + 1].is_ascii_digit() {
            i += 1;
        } else {
            return Some(i);
        }
    }
}

/// `text` cut into plain text and rule ids, in order; the pieces joined give `text` back.
#[must_use]
pub fn split(text: &str) -> Vec<Part> {
    let mut out = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        // An id is a word of its own: not the tail of a longer capitalised word.
        let boundary = !plain.chars().last().is_some_and(char::is_alphanumeric);
        match rule_len(rest).filter(|_| boundary) {
            Some(n) => {
                if !plain.is_empty() {
                    out.push(Part::Text(std::mem::take(&mut plain)));
                }
                let id = &rest[..n];
                let game = GameId::from_rule_prefix(&id[..3]).unwrap_or(GameId::Roi);
                out.push(Part::Rule {
                    id: id.to_string(),
                    href: Route::Rules(game, Some(id.to_string())).href(),
                });
                rest = &rest[n..];
            }
            None => {
                plain.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    if !plain.is_empty() {
        out.push(Part::Text(plain));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn joined(parts: &[Part]) -> String {
        parts
            .iter()
            .map(|p| match p {
                Part::Text(s) => s.as_str(),
                Part::Rule { id, .. } => id.as_str(),
            })
            .collect()
    }

    #[test]
    fn a_cited_rule_becomes_a_route_to_its_rules_page() {
        let t = "Il faut fournir la couleur demandée (ROI-4.3).";
        let p = split(t);
        assert_eq!(
            p,
            vec![
                Part::Text("Il faut fournir la couleur demandée (".into()),
                Part::Rule {
                    id: "ROI-4.3".into(),
                    href: "#/rules/roi/ROI-4.3".into()
                },
                Part::Text(").".into()),
            ]
        );
        assert_eq!(joined(&p), t);
    }

    #[test]
    fn every_game_prefix_and_several_ids() {
        for (id, slug) in [
            ("ROI-10.3", "roi"),
            ("TAF-13.4", "tafelrunde"),
            ("CAM-5", "camelot"),
            ("TRN-7.2.1", "tournoi"),
            ("CHV-12.4", "chevaliers"),
        ] {
            let t = format!("refused ({id}, CHV-7.5)");
            let p = split(&t);
            assert_eq!(joined(&p), t);
            assert!(p.contains(&Part::Rule {
                id: id.into(),
                href: format!("#/rules/{slug}/{id}"),
            }));
            assert_eq!(
                p.iter().filter(|x| matches!(x, Part::Rule { .. })).count(),
                2
            );
        }
    }

    #[test]
    fn things_that_only_look_like_ids_stay_text() {
        for t in [
            "no rule here",
            "ABC-4.2 is not a game",
            "XROI-4.2 is glued",
            "ROI-x",
            "ROI-",
            "ROI 4.2",
            "é ROI",
        ] {
            assert_eq!(split(t), vec![Part::Text(t.into())], "{t}");
        }
        // A trailing dot ends the sentence, not the id.
        assert_eq!(
            split("see CAM-3."),
            vec![
                Part::Text("see ".into()),
                Part::Rule {
                    id: "CAM-3".into(),
                    href: "#/rules/camelot/CAM-3".into()
                },
                Part::Text(".".into()),
            ]
        );
        assert!(split("").is_empty());
    }
}
