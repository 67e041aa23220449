//! The Roi table's texts read as the brief writes them.

use super::text::{advice_name, advice_said, banner, refusal, thinking};
use crate::core::cards::{Card, Suit};
use crate::core::record::Level;
use crate::games::roi::{Contract, RoiError};
use crate::ui::Lang;

#[test]
fn banner_reads_like_the_brief() {
    assert_eq!(
        banner(Lang::Fr, Contract::NoQueens),
        "Contrat 4/10 — Pas de dames : \u{2212}10 par dame"
    );
    assert_eq!(
        banner(Lang::En, Contract::Trumps(Suit::Clubs)),
        "Contract 7/10 — Clubs are trumps: +4 per trick, +1 per club"
    );
}

#[test]
fn hints_read_like_the_brief() {
    let q = Card::new(crate::core::cards::Rank::QUEEN, Suit::Hearts);
    assert_eq!(
        advice_name(Lang::Fr, Level::Hard),
        "Conseil : que jouerait Difficile ?"
    );
    assert_eq!(
        advice_name(Lang::En, Level::Hard),
        "Hint: what would Hard play?"
    );
    assert_eq!(
        advice_said(Lang::Fr, Level::Hard, q),
        "Difficile jouerait la dame de cœur"
    );
    assert_eq!(
        advice_said(Lang::En, Level::Hard, q),
        "Hard would play the queen of hearts"
    );
    assert_eq!(thinking(Lang::Fr, "Lancelot"), "Lancelot réfléchit…");
    assert_eq!(thinking(Lang::En, "Lancelot"), "Lancelot is thinking…");
}

#[test]
fn refusals_name_the_rule() {
    let e = RoiError::MustFollowSuit { led: Suit::Spades };
    assert_eq!(
        refusal(Lang::Fr, e),
        "Vous devez fournir à pique (règle ROI-4.2)"
    );
    assert_eq!(
        refusal(Lang::En, e),
        "You must follow suit: spades (rule ROI-4.2)"
    );
    let h = RoiError::MustPlayHighestCard {
        rank: crate::core::cards::Rank::ACE,
    };
    assert_eq!(
        refusal(Lang::Fr, h),
        "Contrat 1 : jouez votre plus haute carte (règle ROI-4.4)"
    );
}
