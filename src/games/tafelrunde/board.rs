//! The track and its pawns (TAF-2, TAF-6).

/// Where a pawn on `from` stops: the first space after it that no other pawn holds
/// (TAF-6.1). Start is never re-entered and King Arthur's space (`finish`) is never occupied
/// while the game goes on, so the walk always stops at `finish` at the latest.
#[must_use]
pub fn next_free(pawns: &[u8], from: u8, finish: u8) -> u8 {
    let mut s = from + 1;
    while s < finish && pawns.contains(&s) {
        s += 1;
    }
    s.min(finish)
}

#[cfg(test)]
mod tests {
    use super::next_free;

    /// TAF-6.1: occupied spaces are skipped and not counted; TAF-2.5: Start holds many.
    #[test]
    fn taf_6_1_next_free_space() {
        assert_eq!(next_free(&[0, 0, 0], 0, 26), 1);
        assert_eq!(next_free(&[0, 1, 2, 4], 0, 26), 3);
        assert_eq!(next_free(&[5, 6, 7, 0], 5, 26), 8);
        assert_eq!(next_free(&[25, 24, 10, 0], 24, 26), 26);
    }
}
