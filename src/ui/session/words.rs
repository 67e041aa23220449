//! The words and formatters the tables share: whose turn, who is thinking, points on a score
//! sheet, element ids.

use crate::ui::Lang;
use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh prefix for element ids, unique in the page (several sessions may be mounted in
/// tests).
#[must_use]
pub fn unique_prefix(base: &str) -> String {
    static NEXT: AtomicU32 = AtomicU32::new(1);
    format!("{base}{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// Points as printed on a score sheet: a real minus sign, `+` for gains, `0` alone.
#[must_use]
pub fn fmt_points(p: i32) -> String {
    match p {
        0 => "0".to_string(),
        p if p < 0 => format!("\u{2212}{}", p.unsigned_abs()),
        p => format!("+{p}"),
    }
}

/// A total: like [`fmt_points`] without the `+`.
#[must_use]
pub fn fmt_total(p: i32) -> String {
    crate::ui::about::signed(i64::from(p))
}

/// Whose turn it is, for the status line: `À vous de jouer`, `Au tour de Gauvain`.
#[must_use]
pub fn turn(lang: Lang, who: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::Fr, true) => "À vous de jouer".into(),
        (Lang::Fr, false) => format!("Au tour de {who}"),
        (Lang::En, true) => "Your turn".into(),
        (Lang::En, false) => format!("{who} to play"),
    }
}

/// A computer seat whose search takes a moment, for the status line: `Lancelot réfléchit…`.
#[must_use]
pub fn thinking(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Fr => format!("{who} réfléchit…"),
        Lang::En => format!("{who} is thinking…"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_use_a_real_minus_sign() {
        assert_eq!(fmt_points(-14), "\u{2212}14");
        assert_eq!(fmt_points(16), "+16");
        assert_eq!(fmt_points(0), "0");
        assert_eq!(fmt_total(35), "35");
    }
}
