//! Texts of the shell in both languages: every sentence exists in French and English.

use super::*;
use crate::ui::catalog::game_blurb;

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
    let html = include_str!("../../../index.html");
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
