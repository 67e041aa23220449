//! Plain data the Roi table reads off an observation: the hand with each card's refusal, and
//! the score sheet's rows.

use super::board::ContractRow;
use super::hand::RoiHandCard;
use super::text;
use crate::core::cards::Card;
use crate::games::roi::legal::check_observed;
use crate::games::roi::{Contract, RoiError, RoiObservation, SEATS};

/// The hand of the seat on screen, each card with the reason it cannot be played now.
pub fn hand_view(
    o: &RoiObservation,
    human: bool,
    advised: Option<Card>,
    lang: crate::ui::Lang,
) -> Vec<RoiHandCard> {
    o.hand
        .iter()
        .map(|&card| {
            // A computer's hand on screen (all-computer table) is never playable by a click.
            let err = match check_observed(o, card) {
                Ok(()) if !human => Some(RoiError::NotYourTurn { turn: o.seat }),
                r => r.err(),
            };
            RoiHandCard {
                card,
                advised: human && err.is_none() && advised == Some(card),
                reason: err.map(|e| text::refusal(lang, e)),
            }
        })
        .collect()
}

/// Rows of the score sheet: every round of the game, played ones with points and running
/// totals.
pub fn sheet_rows(o: &RoiObservation, lang: crate::ui::Lang) -> Vec<ContractRow> {
    let mut run = [0; SEATS];
    (0..o.rounds_total)
        .map(|i| {
            let c = Contract::for_round(i);
            let cells = o.sheet.get(i).map(|line| {
                line.points
                    .iter()
                    .map(|(s, p)| {
                        run[s.index()] += p;
                        (*p, run[s.index()])
                    })
                    .collect()
            });
            ContractRow {
                round: i,
                number: c.number(),
                name: text::contract_name(lang, c).to_string(),
                cells,
                current: i == o.round && !o.over,
            }
        })
        .collect()
}
