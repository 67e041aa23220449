//! How a game ended (CHV-14.2, CHV-14.3): kept by the engine when it finishes, read by the
//! arena's loss tables.

/// Why a game ended (CHV-14.2), for the arena's loss tables.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EndCause {
    /// The twelfth siege engine.
    Siege,
    /// Seven black swords.
    BlackSwords,
    /// No Loyal knight left alive (CHV-12.5).
    NoLoyalKnight,
    /// Twelve swords: the final count (CHV-14.3), won or lost.
    Count,
}

/// How the game ended, kept for the record (public: everyone saw it happen).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ending {
    /// The condition met.
    pub cause: EndCause,
    /// An accusation's sword (CHV-13.5) met it.
    pub accusation: bool,
    /// White swords the Traitor turned at the count (CHV-14.3).
    pub flipped: u8,
}
