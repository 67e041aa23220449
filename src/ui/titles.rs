//! The shell's sentences that name a game by its title ([`crate::ui::catalog`]): a bad
//! link's, the rules page's and the new-game page's headings, a saved game's line.

use super::Lang;
use super::any_game::ResumeInfo;
use super::catalog::game_title;
use crate::core::GameId;
use crate::core::link::LinkError;

/// One sentence per [`LinkError`] variant, for the bad-link page.
#[must_use]
pub fn link_error(e: &LinkError, lang: Lang) -> String {
    match (e, lang) {
        (LinkError::Empty, Lang::Fr) => "Ce lien ne contient aucune partie.".into(),
        (LinkError::Empty, Lang::En) => "This link holds no game.".into(),
        (LinkError::TooLong, Lang::Fr) => {
            "Ce lien est bien plus long qu'une partie de Table Ronde : ce n'en est pas une.".into()
        }
        (LinkError::TooLong, Lang::En) => {
            "This link is far longer than any Table Ronde game: it is not one.".into()
        }
        (LinkError::NotBase64(_), Lang::Fr) => {
            "Ce lien contient des caractères inattendus : il a sans doute été abîmé en le copiant."
                .into()
        }
        (LinkError::NotBase64(_), Lang::En) => {
            "This link contains unexpected characters: it was probably damaged when copied.".into()
        }
        (LinkError::Truncated, Lang::Fr) => {
            "Ce lien est incomplet : il a été coupé. Copiez-le à nouveau en entier.".into()
        }
        (LinkError::Truncated, Lang::En) => {
            "This link is incomplete: it was cut short. Copy the whole of it again.".into()
        }
        (LinkError::Checksum, Lang::Fr) => {
            "Ce lien a été modifié ou mal recopié : son code de contrôle ne correspond pas.".into()
        }
        (LinkError::Checksum, Lang::En) => {
            "This link was altered or mistyped: its check code does not match.".into()
        }
        (LinkError::UnknownVersion(v), Lang::Fr) => format!(
            "Ce lien utilise un format (version {v}) que cette version du site ne connaît pas. Rechargez la page pour la mettre à jour."
        ),
        (LinkError::UnknownVersion(v), Lang::En) => format!(
            "This link uses a format (version {v}) this version of the site does not know. Reload the page to update it."
        ),
        (LinkError::UnknownGame(_), Lang::Fr) => {
            "Ce lien désigne un jeu inconnu de ce site.".into()
        }
        (LinkError::UnknownGame(_), Lang::En) => {
            "This link names a game this site does not know.".into()
        }
        (LinkError::GameNotAvailable(g), Lang::Fr) => format!(
            "« {} » ne peut pas s'ouvrir sur cette page : ce lien ne correspond pas au jeu chargé.",
            game_title(*g, Lang::Fr)
        ),
        (LinkError::GameNotAvailable(g), Lang::En) => format!(
            "“{}” cannot be opened on this page: the link does not match the game loaded.",
            game_title(*g, Lang::En)
        ),
        (LinkError::BadOptions(_), Lang::Fr) => {
            "Les options de partie de ce lien ne sont pas valables.".into()
        }
        (LinkError::BadOptions(_), Lang::En) => {
            "The game options in this link are not valid.".into()
        }
        (LinkError::BadSeats(_), Lang::Fr) => {
            "Les joueurs décrits par ce lien ne conviennent pas à ce jeu.".into()
        }
        (LinkError::BadSeats(_), Lang::En) => {
            "The players this link describes do not fit this game.".into()
        }
        (LinkError::Malformed(_), Lang::Fr) => {
            "Ce lien est mal formé : une partie de son contenu ne se lit pas.".into()
        }
        (LinkError::Malformed(_), Lang::En) => {
            "This link is malformed: part of its content cannot be read.".into()
        }
        (LinkError::IllegalMove(i), Lang::Fr) => format!(
            "Le coup n° {} de ce lien n'est pas permis par les règles : le lien a été modifié.",
            i + 1
        ),
        (LinkError::IllegalMove(i), Lang::En) => format!(
            "Move {} in this link is not allowed by the rules: the link was altered.",
            i + 1
        ),
    }
}

/// "Règles : Le Roi" / "Rules: King".
#[must_use]
pub fn rules_title(game: GameId, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Règles : {}", game_title(game, lang)),
        Lang::En => format!("Rules: {}", game_title(game, lang)),
    }
}

/// "Nouvelle partie : Le Roi".
#[must_use]
pub fn new_game_title(game: GameId, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Nouvelle partie : {}", game_title(game, lang)),
        Lang::En => format!("New game: {}", game_title(game, lang)),
    }
}

/// "Le Roi · Manche 3 sur 10 · Pas de dames" (the game's title, then [`resume_detail`]).
#[must_use]
pub fn describe_progress(info: &ResumeInfo, lang: Lang) -> String {
    format!("{} · {}", game_title(info.game, lang), info.detail(lang))
}

#[cfg(test)]
mod tests {
    //! Texts of the shell in both languages: every sentence exists in French and English.

    use super::*;
    use crate::ui::catalog::game_blurb;
    use crate::ui::text::{T, colours_to_win_text, players_text, t, variants_summary};

    #[test]
    fn every_link_error_has_a_sentence_in_both_languages() {
        let errors = [
            LinkError::Empty,
            LinkError::TooLong,
            LinkError::NotBase64("x".into()),
            LinkError::Truncated,
            LinkError::Checksum,
            LinkError::UnknownVersion(9),
            LinkError::UnknownGame(77),
            LinkError::GameNotAvailable(GameId::Camelot),
            LinkError::BadOptions("x".into()),
            LinkError::BadSeats("x".into()),
            LinkError::Malformed("x".into()),
            LinkError::IllegalMove(4),
        ];
        for e in &errors {
            let (fr, en) = (link_error(e, Lang::Fr), link_error(e, Lang::En));
            assert!(fr.ends_with('.') && en.ends_with('.'), "{e:?}");
            assert_ne!(fr, en);
        }
        assert!(link_error(&LinkError::IllegalMove(4), Lang::Fr).contains("n° 5"));
    }

    #[test]
    fn colours_to_win_follow_the_player_count() {
        assert_eq!(
            colours_to_win_text(3, 5, Lang::Fr),
            "À 3 joueurs, il faut des jetons de 5 couleurs pour gagner."
        );
        assert_eq!(variants_summary(0, Lang::Fr), "règle de base");
        assert_eq!(variants_summary(2, Lang::En), "2 changes");
    }

    #[test]
    fn player_counts_read_naturally() {
        assert_eq!(players_text(GameId::Camelot, Lang::Fr), "2 à 5 joueurs");
        assert_eq!(players_text(GameId::Roi, Lang::Fr), "4 joueurs");
        assert_eq!(players_text(GameId::Chevaliers, Lang::En), "3 to 7 players");
    }

    /// index.html's loading screen names the page before the bundle arrives (its `boot-texts`
    /// block): the lobby's tagline and introduction, each game's title and line. They must read
    /// exactly as the app's own texts, in both languages.
    #[test]
    fn the_loading_screen_says_what_the_app_says() {
        let html = include_str!("../../index.html");
        let start = html
            .find(r#"id="boot-texts">"#)
            .expect("index.html has a boot-texts block");
        let body = &html[start + r#"id="boot-texts">"#.len()..];
        let end = body.find("</script>").expect("the block is closed");
        let texts: serde_json::Value = serde_json::from_str(&body[..end]).expect("valid JSON");
        let pair = |page: &str, lang: &str| -> (String, String) {
            let v = &texts[page][lang];
            (
                v[0].as_str().unwrap_or_default().to_string(),
                v[1].as_str().unwrap_or_default().to_string(),
            )
        };
        for (lang, code) in [(Lang::Fr, "fr"), (Lang::En, "en")] {
            assert_eq!(
                pair("lobby", code),
                (
                    t(lang, T::Tagline).to_string(),
                    t(lang, T::LobbyIntro).to_string()
                ),
                "lobby, {code}"
            );
            for game in GameId::ALL {
                assert_eq!(
                    pair(game.slug(), code),
                    (
                        game_title(game, lang).to_string(),
                        game_blurb(game, lang).to_string()
                    ),
                    "{}, {code}",
                    game.slug()
                );
            }
        }
    }
}
