//! One table per game; each owns its session and renders from the human seat's observation.

pub mod camelot;
pub mod roi;
pub mod tafelrunde;
