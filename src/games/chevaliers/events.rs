//! What each seat sees happen (CHV-16.1): the engine reports events where its rules happen;
//! hidden cards are named only to those who may see them.

use super::actions::{Place, Quest, Special, War};
use super::cards::{Black, Knight, Loyalty, White};
use tr_core::game::Side;
use tr_core::seats::Seat;

/// Why a pool of White cards is shared (CHV-17.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShareWhy {
    /// The preliminary sharing (CHV-2.7).
    Preliminary,
    /// A quest's spoils.
    Spoils(Quest),
    /// Convocation (CHV-8.3).
    Convocation,
}

/// A relic (CHV-11).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RelicKind {
    /// Lancelot's Armour.
    Armour,
    /// Excalibur.
    Excalibur,
    /// The Holy Grail.
    Grail,
}

/// Something that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ChevaliersEvent {
    /// The knights at the table and who plays first (CHV-2.3, CHV-2.8).
    Knights {
        /// Knight per seat.
        knights: Vec<Knight>,
        /// The first player.
        first: Seat,
    },
    /// A seat's own Loyalty card (its owner only).
    OwnLoyalty {
        /// The seat.
        seat: Seat,
        /// The card.
        loyalty: Loyalty,
    },
    /// A knight picked (CHV-2.3 `choose`).
    Chose {
        /// The seat.
        seat: Seat,
        /// Its knight.
        knight: Knight,
    },
    /// A card laid for the preliminary sharing.
    Laid {
        /// The seat.
        seat: Seat,
        /// The card.
        card: White,
    },
    /// A sharing proposal was accepted or rejected, and who got what.
    Shared {
        /// Why.
        why: ShareWhy,
        /// The proposal was accepted (else the pool was dealt at random).
        agreed: bool,
        /// Each sharer's cards.
        cards: Vec<(Seat, Vec<White>)>,
    },
    /// A knight rejected a sharing proposal.
    Rejected {
        /// Who.
        seat: Seat,
    },
    /// A turn begins.
    Turn {
        /// The active knight.
        seat: Seat,
    },
    /// Percival looked at the top Black card (the card to him only).
    Peeked {
        /// Percival.
        seat: Seat,
        /// The card, for Percival.
        card: Option<Black>,
    },
    /// A siege engine was placed by an Evil action.
    EvilEngine {
        /// Who.
        seat: Seat,
    },
    /// A Black card was drawn: its kind or quest is public; a combat card's value only to
    /// the drawer until placed (CHV-6.1).
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card, when seen.
        card: Option<Black>,
        /// The quest of a combat card whose value is hidden.
        quest: Option<Quest>,
    },
    /// The Armour's holder drew two cards (both to him only).
    ArmourDrew {
        /// The holder.
        seat: Seat,
        /// The cards, for him.
        cards: Option<[Black; 2]>,
    },
    /// The other card went face down under the Black deck.
    PutUnder {
        /// The holder.
        seat: Seat,
        /// The card, for him.
        card: Option<Black>,
    },
    /// A Black card was placed on a quest (value hidden when face down).
    Placed {
        /// Who placed it.
        seat: Seat,
        /// The quest.
        quest: Quest,
        /// The card, when seen.
        card: Option<Black>,
        /// Face down.
        face_down: bool,
    },
    /// Merlins committed to the cancel.
    Committed {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A knight passed in a window.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// The Special Black card was cancelled by three Merlins.
    MerlinCancel {
        /// The card.
        card: Black,
    },
    /// Fewer than three Merlins: they go back and the card applies.
    CancelFailed {
        /// The card.
        card: Black,
    },
    /// Excalibur was thrown away to cancel a Standard Black card.
    ExcaliburCancel {
        /// The holder.
        seat: Seat,
        /// The card.
        card: Black,
    },
    /// A Black card came into force (Dark Forest, Vivien, Mists, Mordred).
    InForce {
        /// The card.
        card: Black,
        /// Mordred's war.
        war: Option<War>,
    },
    /// A quest won lifts Vivien and the Dark Forest (CHV-7.3).
    Lifted {
        /// The card.
        card: Black,
    },
    /// Siege engines changed.
    Engines {
        /// The new count.
        engines: u8,
    },
    /// A warrior was added or removed.
    Warriors {
        /// The war.
        war: War,
        /// The new count.
        count: u8,
    },
    /// Excalibur moved.
    Excalibur {
        /// The new position.
        position: i8,
    },
    /// The Grail board changed.
    Grail {
        /// Grail cards.
        grails: u8,
        /// Black cards.
        blacks: u8,
    },
    /// A quest's end: face-down cards turned up, totals and result (CHV-7.1).
    QuestEnded {
        /// The quest.
        quest: Quest,
        /// The Knights won.
        won: bool,
        /// The Evil side's cards, all face up now (combat quests).
        evil: Vec<Black>,
        /// The Knights' total (combat quests).
        knights_total: u8,
        /// The Evil total (combat quests).
        evil_total: u8,
    },
    /// Swords on the Round Table now.
    Swords {
        /// White.
        white: u8,
        /// Black.
        black: u8,
    },
    /// A knight's Life changed.
    Life {
        /// The knight.
        seat: Seat,
        /// The new Life.
        life: u8,
    },
    /// A knight died (his loyalty stays hidden, CHV-12.2).
    Died {
        /// The knight.
        seat: Seat,
    },
    /// The Holy Grail saved a knight (CHV-11.3).
    Saved {
        /// The knight saved.
        seat: Seat,
    },
    /// A relic was won or left the game.
    Relic {
        /// Which.
        relic: RelicKind,
        /// The new holder, or `None` when it left the game.
        holder: Option<Seat>,
    },
    /// A knight moved.
    Moved {
        /// The knight.
        seat: Seat,
        /// Where.
        to: Place,
    },
    /// A White card was played on a quest.
    Played {
        /// The knight.
        seat: Seat,
        /// The quest.
        quest: Quest,
        /// The card.
        card: White,
    },
    /// White cards were discarded face down (Excalibur, healing): the card to its owner only.
    DiscardedDown {
        /// The knight.
        seat: Seat,
        /// The card (three of it when healing), for him.
        card: Option<White>,
        /// How many.
        count: u8,
    },
    /// White cards were drawn: the cards to the drawer only.
    DrewWhite {
        /// The knight.
        seat: Seat,
        /// How many.
        count: u8,
        /// The cards, for him.
        cards: Option<Vec<White>>,
    },
    /// A siege fight: its cards, the die and the result.
    Siege {
        /// The fighter.
        seat: Seat,
        /// The Fight values, Kay's card included.
        cards: Vec<u8>,
        /// The d8.
        die: u8,
        /// The Knights' total.
        total: u8,
        /// An engine was removed.
        won: bool,
    },
    /// A Special White card was played.
    Special {
        /// The player.
        seat: Seat,
        /// The card and its choices.
        special: Special,
    },
    /// Kay added a Fight card.
    KayAdded {
        /// Kay.
        seat: Seat,
        /// Its value.
        value: u8,
    },
    /// A knight healed 1 Life.
    Healed {
        /// The knight.
        seat: Seat,
    },
    /// An accusation, and the card it showed.
    Accused {
        /// The accuser.
        by: Seat,
        /// The accused.
        target: Seat,
        /// His Loyalty card.
        loyalty: Loyalty,
    },
    /// The Traitor is unmasked (CHV-13.6).
    Unmasked {
        /// The Traitor.
        seat: Seat,
    },
    /// A White card discarded face up (Morgan, Fate, the Traitor's theft).
    Discarded {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: White,
    },
    /// Cards handed over face down (Arthur, Messenger): the card to both only.
    Gave {
        /// From.
        from: Seat,
        /// To.
        to: Seat,
        /// The card, for the two.
        card: Option<White>,
    },
    /// The revealed Traitor's theft (the card is discarded face up).
    Stole {
        /// The Traitor.
        seat: Seat,
        /// From whom.
        from: Seat,
        /// The card.
        card: White,
    },
    /// A knight volunteered for Morgan.
    Volunteered {
        /// Who.
        seat: Seat,
    },
    /// Clairvoyance put the cards back (their order to the player only).
    Reordered {
        /// The player.
        seat: Seat,
        /// The cards, the top first, for him.
        cards: Option<Vec<Black>>,
    },
    /// A deck was made again from its discard (CHV-15.1).
    Reshuffled {
        /// The White deck (else the Black one).
        white: bool,
    },
    /// The final count (CHV-14.3): the hidden Traitor turned swords over.
    Flipped {
        /// The Traitor.
        seat: Seat,
        /// Swords turned black.
        count: u8,
    },
    /// The game is over: the side that won and every Loyalty card (CHV-13.1).
    Over {
        /// The winning side.
        side: Side,
        /// Every seat's Loyalty card.
        loyalty: Vec<Loyalty>,
        /// The cards not dealt.
        undealt: Vec<Loyalty>,
    },
}
