//! The rule-based knight's constants (CHV-16.4), in one place: the defaults are the values
//! the self-play tuner measured best (`examples/chv_tune.rs`, docs/arena.md), and the tuner
//! tries others through [`Params::set`] without touching the policy's code.

macro_rules! params {
    ($($(#[doc = $doc:literal])* $name:ident = $value:expr;)*) => {
        /// Every constant the policy reads, by name.
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub struct Params {
            $($(#[doc = $doc])* pub $name: f64,)*
        }

        impl Params {
            /// The measured defaults.
            pub const DEFAULT: Params = Params { $($name: $value,)* };

            /// The names, in declaration order (the tuner's indices).
            pub const NAMES: &'static [&'static str] = &[$(stringify!($name)),*];

            /// The constant at `i` in [`Params::NAMES`] order (0 past the end).
            #[must_use]
            pub fn get(&self, i: usize) -> f64 {
                let mut k = 0;
                $(
                    if i == k {
                        return self.$name;
                    }
                    k += 1;
                )*
                let _ = k;
                0.0
            }

            /// Sets the constant at `i` (nothing past the end).
            pub fn set(&mut self, i: usize, x: f64) {
                let mut k = 0;
                $(
                    if i == k {
                        self.$name = x;
                        return;
                    }
                    k += 1;
                )*
                let _ = k;
            }
        }
    };
}

params! {
    // --- The Progression of Evil (CHV-4.1): three costs compared ---
    /// Per point of a Black card's harm.
    evil_draw_weight = 1.0;
    /// Per point of an engine's harm.
    evil_engine_weight = 5.0;
    /// A Life at 2 Life.
    evil_life_cost_2 = 3.5;
    /// At 3 Life.
    evil_life_cost_3 = 1.69;
    /// At 4 Life.
    evil_life_cost_4 = 1.5;
    /// At 5 and 6 Life.
    evil_life_cost_5 = 1.0;

    // --- The sacrifice (CHV-3.3) ---
    /// What a Life costs at 2 Life.
    sac_cost_2 = 3.021;
    /// At 3 Life.
    sac_cost_3 = 7.5;
    /// At 4 Life.
    sac_cost_4 = 5.5;
    /// At 5 and 6 Life.
    sac_cost_5 = 4.0;
    /// The margin an extra action must clear.
    sac_margin = 0.325;

    // --- Moves (CHV-5.2) ---
    /// Staying where the hand still helps saves a turn.
    move_commit = 2.025;
    /// A move's own cost.
    move_cost = 0.6;
    /// Per White card left behind on a solo quest (CHV-5.4).
    move_lost_card = 1.5;

    // --- Excalibur, the Round Table, healing (CHV-7.7, CHV-7.9, CHV-5.8) ---
    /// A discard at Excalibur: base worth.
    excal_base = 2.5;
    /// Per point of Excalibur's urgency.
    excal_urgency = 1.4;
    /// The discard that wins the quest.
    excal_wins = 7.0;
    /// Per point of the discarded card's keep value.
    excal_keep = 0.5;
    /// A draw at the Round Table: base worth.
    draw_base = 1.8;
    /// Per card under eight in hand.
    draw_per_missing = 0.293;
    /// Healing at 1 Life.
    heal_1 = 3.803;
    /// At 2 Life.
    heal_2 = 2.324;
    /// At 3 Life.
    heal_3 = 1.8;
    /// At 4 Life and more.
    heal_4 = 0.3;

    // --- Cards played on quests (CHV-7) ---
    /// A war card: base worth.
    war_base = 2.0;
    /// Per point of the war's urgency.
    war_urgency = 1.5;
    /// The card that wins the war.
    war_completes = 7.0;
    /// A Grail card: base worth.
    grail_base = 6.0;
    /// Per point of the Grail's urgency.
    grail_urgency = 1.5;
    /// A combat card: base worth.
    combat_base = 2.2;
    /// The last combat card that wins: base worth (plus twice the stakes).
    combat_last = 8.0;
    /// A combat card's floor, as a share of the quest's potential.
    combat_potential = 0.7;

    // --- Siege fights (CHV-7.10) ---
    /// The total aimed at against the d8.
    siege_target = 7.0;
    /// The worth of a removed engine, per engine above three.
    siege_per_engine = 1.1;
    /// The discount of a won fight (the cards could win a quest instead).
    siege_discount = 0.6;
    /// Per card spent.
    siege_card = 0.4;
    /// Per square of engines above eight: the fight (and the way to Camelot) near twelve.
    siege_near = 0.5;

    // --- What a hand can do where (the potential of a place) ---
    /// Camelot with a short hand (4 cards or fewer).
    pot_draw_short = 2.5;
    /// Camelot with an ordinary hand.
    pot_draw = 1.0;
    /// Engines from which a siege fight makes Camelot worth a visit.
    pot_siege_from = 2.0;
    /// Per engine above four, then.
    pot_siege_per = 0.585;
    /// A war: per point of urgency.
    pot_war_urgency = 1.62;
    /// A war: per card of the run in hand.
    pot_war_run = 1.458;
    /// A war the hand can finish.
    pot_war_finish = 6.75;
    /// The Grail: per point of urgency.
    pot_grail_urgency = 0.338;
    /// The Grail: per Grail card in hand (up to four).
    pot_grail_card = 0.585;
    /// The Grail the hand can finish.
    pot_grail_finish = 5.0;
    /// Excalibur: per point of urgency.
    pot_excal_urgency = 1.1;
    /// Excalibur: per spare card (up to four).
    pot_excal_card = 0.6;
    /// Excalibur the hand can finish.
    pot_excal_finish = 4.0;
    /// A solo quest: per sword at stake.
    pot_solo_stakes = 1.95;
    /// A solo quest: per Black card already there.
    pot_solo_pressure = 0.5;
    /// Lancelot's extra worth (the Armour, then the Dragon).
    pot_lancelot = 2.0;
    /// Black cards Evil adds per card the knight plays.
    pot_evil_rate = 0.945;
    /// The Dragon (a group quest): per share of its nine cards the hand brings.
    pot_group_share = 4.0;
    /// A group quest where the hand helps: per other knight already there (up to three).
    pot_allies = 0.0;
    /// The Black Knight: Fight cards a plan may lack and still be worth going for.
    solo_slack_bk = 2.0;
    /// Lancelot: the same.
    solo_slack_lancelot = -2.0;

    // --- Keeping cards ---
    /// A Merlin.
    keep_merlin = 5.0;
    /// A Grail card while the Grail is open.
    keep_grail = 0.447;
    /// A Fight card, per point.
    keep_fight_point = 0.4;
    /// A Fight card a war needs next.
    keep_fight_next = 1.2;

    // --- Suspicion and accusations (CHV-13, CHV-16.4) ---
    /// Suspicion per siege engine a knight placed as his Evil action.
    susp_engine = 3.0;
    /// Per Black card drawn as the Evil action (a Traitor spares his Life).
    susp_draw = 0.6;
    /// Per Life paid as the Evil action.
    susp_life = -0.8;
    /// Per Merlin committed to a cancel (a Traitor lets Evil's cards stand).
    susp_merlin = -3.0;
    /// Per extra action paid with a Life.
    susp_sacrifice = -1.5;
    /// Per card played on a quest.
    susp_play = -0.5;
    /// Per draw at the Round Table.
    susp_table_draw = 0.4;
    /// A hidden Traitor plays loyally while his own score is within this of the highest
    /// other score (CHV-16.5).
    worry_margin = 0.5;
    /// ...and his own score is at least this.
    worry_min = 2.0;
    /// The leader's score from which a Loyal knight accuses.
    accuse_min = 12.0;
    /// How far ahead of the runner-up the leader must be.
    accuse_gap = 2.5;
    /// Swords on the Round Table from which a Loyal knight whose table is short of the
    /// margin a Traitor's flip leaves accuses the most suspected anyway.
    accuse_late_swords = 10.0;
    /// The smallest white − black margin at which that late accusation still pays.
    accuse_late_margin = 1.0;
    /// Per sword still to come, how much more margin that late accusation still wants (a
    /// lost quest brings black swords).
    accuse_late_slack = 1.0;
    /// Wrong accusations on the table from which nobody accuses late any more.
    accuse_late_misses = 1.0;
    /// The least chance that the accused is the Traitor for that late accusation.
    accuse_late_hit = 0.2;
    /// How far the most suspected must lead the next for that late accusation.
    accuse_late_gap = 2.0;

    // --- The final count (CHV-14.3, CHV-14.7) ---
    /// A quest won that brings a count the Knights win.
    count_won = 20.0;
    /// A quest won that brings a count they lose (a hidden Traitor's flip counted).
    count_lost = 12.0;

    // --- Merlin (CHV-8.2) ---
    /// What a Merlin spent as the Special action costs.
    merlin_cost = 2.2;
}

impl Params {
    /// The constants compared with a count (Life, engines, cards): a tuner moves them by
    /// whole steps.
    pub const COUNTS: &'static [&'static str] = &[
        "pot_siege_from",
        "siege_target",
        "solo_slack_bk",
        "solo_slack_lancelot",
        "accuse_late_swords",
        "accuse_late_margin",
        "accuse_late_misses",
    ];
}

impl Default for Params {
    fn default() -> Self {
        Params::DEFAULT
    }
}
