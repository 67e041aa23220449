//! Small helpers that keep the site's wasm small (issue 28's size budget): decimal numbers
//! written and read with integer arithmetic, and an insertion sort for the short lists a
//! hand, a score sheet or a history holds.
//!
//! Why: Rust's float formatting and parsing (`{:.1}`, `f64::from_str`) and its sorts (a
//! quicksort and a driftsort per element type and comparison) each bring kilobytes of code
//! into every bundle, for numbers with one decimal and lists of a few dozen items.

use std::cmp::Ordering;

/// `x` with one decimal, rounded half away from zero: `812.5`, `130.0`, `-2.5`. A value
/// that is not finite is written `0.0` (timings and averages are always finite).
#[must_use]
pub fn tenths(x: f64) -> String {
    if !x.is_finite() {
        return "0.0".into();
    }
    // `as` saturates: a value beyond i64 is no timing or average of ours.
    let t = (x * 10.0).round() as i64;
    let sign = if t < 0 { "-" } else { "" };
    let t = t.unsigned_abs();
    format!("{sign}{}.{}", t / 10, t % 10)
}

/// Reads a decimal written `digits[.digits]` (no sign, no exponent, no `inf`): what
/// [`tenths`] writes for a value that is not negative. `None` for anything else.
#[must_use]
pub fn parse_decimal(s: &str) -> Option<f64> {
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    let digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(frac) || (s.contains('.') && frac.is_empty()) {
        return None;
    }
    let mut x = 0.0_f64;
    for b in whole.bytes() {
        x = x * 10.0 + f64::from(b - b'0');
    }
    let mut scale = 1.0_f64;
    for b in frac.bytes() {
        scale /= 10.0;
        x += f64::from(b - b'0') * scale;
    }
    Some(x)
}

/// Sorts `v` by `cmp`, stably (equal items keep their order, as `sort_by` keeps them).
/// Quadratic: for the short lists of the tables and the history, never the search's.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` by a key, stably ([`sort_by`]).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` ([`sort_by`]): for items whose equal values are alike, the same order as
/// `sort_unstable`.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sorts `v` by `cmp` in O(n log n) with a heapsort, not stably: for items whose equal
/// values are alike (cards, numbers), the same order as `sort_unstable_by`, in a fraction of
/// its code (a determinization sorts the unseen cards, some eighty in Les Chevaliers).
pub fn sort_unstable_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let mut sift = |v: &mut [T], mut root: usize, end: usize| {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                break;
            }
            if child + 1 < end && cmp(&v[child], &v[child + 1]) == Ordering::Less {
                child += 1;
            }
            if cmp(&v[root], &v[child]) != Ordering::Less {
                break;
            }
            v.swap(root, child);
            root = child;
        }
    };
    let n = v.len();
    for root in (0..n / 2).rev() {
        sift(v, root, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift(v, 0, end);
    }
}

/// [`sort_unstable_by`] in the items' own order.
pub fn sort_unstable<T: Ord>(v: &mut [T]) {
    sort_unstable_by(v, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_rounds_to_one_decimal() {
        assert_eq!(tenths(812.5), "812.5");
        assert_eq!(tenths(130.0), "130.0");
        assert_eq!(tenths(9.54), "9.5");
        assert_eq!(tenths(9.96), "10.0");
        assert_eq!(tenths(0.04), "0.0");
        assert_eq!(tenths(-2.5), "-2.5");
        assert_eq!(tenths(f64::NAN), "0.0");
    }

    #[test]
    fn parse_reads_what_tenths_writes_and_nothing_else() {
        for x in [0.0, 1.0, 41.5, 812.5, 123_456.7] {
            let back = parse_decimal(&tenths(x)).expect("written by tenths");
            assert!((back - x).abs() < 1e-9, "{x} came back as {back}");
        }
        assert_eq!(parse_decimal("7"), Some(7.0));
        for bad in [
            "", ".", "1.", ".5", "-2.0", "inf", "1e3", "1.2.3", " 1", "NaN",
        ] {
            assert_eq!(parse_decimal(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn sorts_agree_with_std() {
        let mut seed = 7_u32;
        for len in 0..40 {
            let v: Vec<(u8, u8)> = (0..len)
                .map(|_| {
                    seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    (((seed >> 24) % 5) as u8, ((seed >> 16) % 7) as u8)
                })
                .collect();
            let (mut a, mut b) = (v.clone(), v.clone());
            sort(&mut a);
            b.sort_unstable();
            assert_eq!(a, b);
            let mut h = v.clone();
            sort_unstable(&mut h);
            assert_eq!(h, b);
            sort_unstable_by(&mut h, |x, y| y.cmp(x));
            b.reverse();
            assert_eq!(h, b);
            // Stable by key: items with the same first field keep their order.
            let (mut a, mut b) = (v.clone(), v);
            sort_by_key(&mut a, |x| x.0);
            b.sort_by_key(|x| x.0);
            assert_eq!(a, b);
        }
    }
}
