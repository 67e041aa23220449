//! One pure rules engine per game. Engines never import UI crates.

pub mod camelot;
pub mod roi;
pub mod tafelrunde;
