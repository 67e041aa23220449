//! The table's three short sounds (issue 28 point 6): the person's turn after a computer's
//! move, a trick or contest the person (or their side) won, and the game's end. Off by
//! default: a switch in the settings turns them on, remembered like the other settings
//! ([`crate::ui::storage::load_sound`]). Sounds only double what the polite live region
//! already says; they never replace it.
//!
//! The files are tiny WAVs (8 kHz, 8-bit, mono, well under 20 KB each) written by
//! tools/make_sounds.py into public/sounds/, which trunk copies into the site.

use super::Settings;
use leptos::prelude::*;

/// What a sound tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    /// The person on screen decides now, after a computer's move.
    Turn,
    /// The person (or their side) won a trick or a contest.
    Won,
    /// The game is over.
    End,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 3] = [Cue::Turn, Cue::Won, Cue::End];

    /// The sound file of the cue, relative to the page (public/ is copied as is).
    #[must_use]
    pub fn file(self) -> &'static str {
        match self {
            Cue::Turn => "public/sounds/turn.wav",
            Cue::Won => "public/sounds/won.wav",
            Cue::End => "public/sounds/end.wav",
        }
    }
}

/// Whether "your turn" sounds: the move just made (`last_mover_is_computer`) was a
/// computer's. After the person's own move (a trick they won and now lead) or at the start
/// of a game the turn is theirs without anyone having waited, so nothing sounds.
#[must_use]
pub fn turn_sounds(last_mover_is_computer: Option<bool>) -> bool {
    last_mover_is_computer == Some(true)
}

/// Plays `cue` if the sounds are on. A browser that refuses (no audio, autoplay policy)
/// stays silent; nothing else depends on it.
pub fn play(settings: Settings, cue: Cue) {
    if !settings.sound.try_get_untracked().unwrap_or(false) {
        return;
    }
    #[cfg(target_arch = "wasm32")]
    if let Ok(audio) = web_sys::HtmlAudioElement::new_with_src(cue.file()) {
        audio.set_volume(0.6);
        // The promise rejects when the browser blocks the sound: ignored.
        let _ = audio.play();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = cue;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cue_has_its_own_wav_under_public_sounds() {
        let files: Vec<&str> = Cue::ALL.iter().map(|c| c.file()).collect();
        for f in &files {
            assert!(
                f.starts_with("public/sounds/") && f.ends_with(".wav"),
                "{f}"
            );
        }
        let mut unique = files.clone();
        crate::core::small::sort(&mut unique);
        unique.dedup();
        assert_eq!(unique.len(), files.len());
    }

    #[test]
    fn the_turn_sounds_only_after_a_computer() {
        assert!(turn_sounds(Some(true)));
        assert!(!turn_sounds(Some(false)));
        assert!(!turn_sounds(None));
    }

    #[test]
    fn the_committed_files_are_small_wavs() {
        // tools/make_sounds.py wrote them; the issue caps every file at 20 KB.
        for c in Cue::ALL {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(c.file());
            let bytes = std::fs::read(&path).expect("sound file committed");
            assert!(
                bytes.len() <= 20 * 1024,
                "{} is {} bytes",
                c.file(),
                bytes.len()
            );
            assert_eq!(&bytes[..4], b"RIFF");
            assert_eq!(&bytes[8..12], b"WAVE");
        }
    }
}
