//! The site's one JSON reader and writer, written by hand for the size budget (issue 28):
//! `serde_json`, with the `BTreeMap` its objects use, weighed some 8 KB gzipped in every
//! game's bundle, each of which records its finished games and keeps a save.
//!
//! Two kinds of text go through it:
//! - the history file ([`crate::ui::history`]), which must read any JSON (an exported file
//!   may come from a newer site) and keep what it cannot use as it was: [`Json::parse`],
//!   [`Json::pretty`];
//! - a save's envelope ([`crate::ui::storage`]), one flat object whose values are strings
//!   without escapes or whole numbers (`{"v":1,"game":"roi",…}`), anything else refused:
//!   [`read_flat`], [`Json::compact`], and [`plain`] for its display lines.
//!
//! Numbers keep their text: the site only needs whole numbers, and a number it does not
//! understand is written back unchanged.

use std::fmt::Write as _;

/// How deep arrays and objects may nest (as `serde_json`): deeper text is refused rather
/// than read with a recursion that could exhaust the stack.
const MAX_DEPTH: usize = 128;

/// A JSON value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as its text (valid JSON number syntax).
    Num(String),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object, its keys in order (a key given twice keeps its last value, as `get` reads).
    Obj(Vec<(String, Json)>),
}

impl Json {
    /// A whole number.
    #[must_use]
    pub fn from_u64(n: u64) -> Json {
        Json::Num(n.to_string())
    }

    /// A whole number that may be negative.
    #[must_use]
    pub fn from_i64(n: i64) -> Json {
        Json::Num(n.to_string())
    }

    /// The value of `key` in an object (the last one when the key is repeated).
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(pairs) => pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// Takes `key`'s value out of an object.
    pub fn take(&mut self, key: &str) -> Option<Json> {
        match self {
            Json::Obj(pairs) => {
                let i = pairs.iter().rposition(|(k, _)| k == key)?;
                Some(pairs.remove(i).1)
            }
            _ => None,
        }
    }

    /// A number written as a whole number from 0 to `u64::MAX` (no sign, fraction or
    /// exponent: `1.0` is not one, as in `serde_json`).
    #[must_use]
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Num(t) if t.bytes().all(|b| b.is_ascii_digit()) => t.parse().ok(),
            _ => None,
        }
    }

    /// A number written as a whole number that fits an `i64`.
    #[must_use]
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Json::Num(t) => {
                let digits = t.strip_prefix('-').unwrap_or(t);
                if digits.bytes().all(|b| b.is_ascii_digit()) {
                    t.parse().ok()
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// The text of a string.
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// A boolean.
    #[must_use]
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// Reads a JSON text (surrounding white space allowed). `None` for anything that is not
    /// exactly one JSON value.
    #[must_use]
    pub fn parse(text: &str) -> Option<Json> {
        let mut p = Parser {
            s: text.as_bytes(),
            i: 0,
        };
        let v = p.value(0)?;
        p.ws();
        (p.i == p.s.len()).then_some(v)
    }

    /// The value as JSON text, indented by two spaces (as `serde_json::to_string_pretty`).
    #[must_use]
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out
    }

    /// The value as JSON text on one line, without spaces (as `serde_json::to_string`,
    /// keys in their order).
    #[must_use]
    pub fn compact(&self) -> String {
        let mut out = String::new();
        self.write_compact(&mut out);
        out
    }

    fn write_compact(&self, out: &mut String) {
        match self {
            Json::Arr(items) => {
                out.push('[');
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    v.write_compact(out);
                }
                out.push(']');
            }
            Json::Obj(pairs) => {
                out.push('{');
                for (i, (k, v)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(out, k);
                    out.push(':');
                    v.write_compact(out);
                }
                out.push('}');
            }
            scalar => scalar.write(out, 0),
        }
    }

    fn write(&self, out: &mut String, depth: usize) {
        let indent = |out: &mut String, d: usize| {
            out.push('\n');
            for _ in 0..d {
                out.push_str("  ");
            }
        };
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(t) => out.push_str(t),
            Json::Str(s) => write_str(out, s),
            Json::Arr(items) if items.is_empty() => out.push_str("[]"),
            Json::Obj(pairs) if pairs.is_empty() => out.push_str("{}"),
            Json::Arr(items) => {
                out.push('[');
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    indent(out, depth + 1);
                    v.write(out, depth + 1);
                }
                indent(out, depth);
                out.push(']');
            }
            Json::Obj(pairs) => {
                out.push('{');
                for (i, (k, v)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    indent(out, depth + 1);
                    write_str(out, k);
                    out.push_str(": ");
                    v.write(out, depth + 1);
                }
                indent(out, depth);
                out.push('}');
            }
        }
    }
}

/// Reads a flat object, the strict shape of a save's envelope: every value a string or a
/// whole number from 0 to `u64::MAX`, and no escape anywhere (the envelope's strings are
/// slugs, base64url and [`plain`] lines). The pairs in order, a repeated key kept as
/// many times as it is given; `None` for anything else.
#[must_use]
pub fn read_flat(text: &str) -> Option<Vec<(String, Json)>> {
    if text.contains('\\') {
        return None;
    }
    let Json::Obj(pairs) = Json::parse(text)? else {
        return None;
    };
    pairs
        .iter()
        .all(|(_, v)| matches!(v, Json::Str(_)) || v.as_u64().is_some())
        .then_some(pairs)
}

/// `text` made fit for a string of a flat object ([`read_flat`]): `"` becomes `”`, `\`
/// becomes `/` and control characters spaces (for display lines, such as a save's summary;
/// links never hold them).
#[must_use]
pub fn plain(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '"' => '”',
            '\\' => '/',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect()
}

/// A string literal: quotes, backslashes and control characters escaped.
fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, b: u8) -> Option<()> {
        (self.peek() == Some(b)).then(|| self.i += 1)
    }

    fn word(&mut self, w: &str, v: Json) -> Option<Json> {
        let end = self.i.checked_add(w.len())?;
        (self.s.get(self.i..end)? == w.as_bytes()).then(|| {
            self.i = end;
            v
        })
    }

    fn value(&mut self, depth: usize) -> Option<Json> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.ws();
        match self.peek()? {
            b'n' => self.word("null", Json::Null),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'"' => self.string().map(Json::Str),
            b'[' => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.eat(b']').is_some() {
                    return Some(Json::Arr(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.ws();
                    match self.peek()? {
                        b',' => self.i += 1,
                        b']' => {
                            self.i += 1;
                            return Some(Json::Arr(items));
                        }
                        _ => return None,
                    }
                }
            }
            b'{' => {
                self.i += 1;
                let mut pairs = Vec::new();
                self.ws();
                if self.eat(b'}').is_some() {
                    return Some(Json::Obj(pairs));
                }
                loop {
                    self.ws();
                    let key = self.string()?;
                    self.ws();
                    self.eat(b':')?;
                    pairs.push((key, self.value(depth + 1)?));
                    self.ws();
                    match self.peek()? {
                        b',' => self.i += 1,
                        b'}' => {
                            self.i += 1;
                            return Some(Json::Obj(pairs));
                        }
                        _ => return None,
                    }
                }
            }
            b'-' | b'0'..=b'9' => self.number(),
            _ => None,
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as text.
    fn number(&mut self) -> Option<Json> {
        let start = self.i;
        let _ = self.eat(b'-');
        let digits = |p: &mut Self| {
            let from = p.i;
            while p.peek().is_some_and(|b| b.is_ascii_digit()) {
                p.i += 1;
            }
            p.i - from
        };
        if self.eat(b'0').is_none() && digits(self) == 0 {
            return None;
        }
        if self.eat(b'.').is_some() && digits(self) == 0 {
            return None;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.i += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.i += 1;
            }
            if digits(self) == 0 {
                return None;
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).ok()?;
        Some(Json::Num(text.to_string()))
    }

    fn hex4(&mut self) -> Option<u32> {
        let end = self.i.checked_add(4)?;
        let text = std::str::from_utf8(self.s.get(self.i..end)?).ok()?;
        if !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        self.i = end;
        u32::from_str_radix(text, 16).ok()
    }

    fn string(&mut self) -> Option<String> {
        self.eat(b'"')?;
        let mut out: Vec<u8> = Vec::new();
        loop {
            let b = self.peek()?;
            self.i += 1;
            match b {
                b'"' => return String::from_utf8(out).ok(),
                b'\\' => {
                    let e = self.peek()?;
                    self.i += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) {
                                // A surrogate pair: the low half must follow.
                                self.eat(b'\\')?;
                                self.eat(b'u')?;
                                let lo = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&lo) {
                                    return None;
                                }
                                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                            } else {
                                hi
                            };
                            char::from_u32(code)?
                        }
                        _ => return None,
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                // Control characters must be escaped in JSON text.
                0..=0x1f => return None,
                b => out.push(b),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Our reading of `text` against `serde_json`'s: both accept it or both refuse it, and
    /// what we write back reads in `serde_json` as the same value.
    fn agrees(text: &str) {
        let theirs = serde_json::from_str::<serde_json::Value>(text).ok();
        let ours = Json::parse(text);
        assert_eq!(
            ours.is_some(),
            theirs.is_some(),
            "{text:?}: {ours:?} / {theirs:?}"
        );
        if let (Some(ours), Some(theirs)) = (ours, theirs) {
            let back: serde_json::Value = serde_json::from_str(&ours.pretty()).unwrap();
            assert_eq!(back, theirs, "{text:?}");
        }
    }

    #[test]
    fn reads_and_writes_as_serde_json_does() {
        for text in [
            "null",
            " true ",
            "false",
            "0",
            "-12",
            "18446744073709551615",
            "[]",
            "{}",
            "[1,[2,[3]],{\"a\":{}}]",
            "{\"format\":\"table-ronde-history\",\"version\":1,\"entries\":[{\"id\":\"x\",\"side\":null,\"winners\":[0,2]}]}",
            "\"quote \\\" slash \\\\ \\/ tab \\t nl \\n \\u00e9 \\ud83d\\ude00 \\u0001\"",
            "\"déjà ♥\"",
        ] {
            agrees(text);
        }
    }

    #[test]
    fn refuses_what_serde_json_refuses() {
        for text in [
            "",
            "nul",
            "[1,]",
            "{\"a\":1,}",
            "{\"a\" 1}",
            "{a:1}",
            "01",
            "1.",
            ".5",
            "-",
            "1e",
            "+1",
            "[1 2]",
            "\"open",
            "\"bad \\x escape\"",
            "\"\\ud83d alone\"",
            "\"tab\tinside\"",
            "[] []",
            "tru",
        ] {
            agrees(text);
        }
        // Nesting beyond the limit is refused, without exhausting the stack.
        let deep = "[".repeat(100_000);
        assert_eq!(Json::parse(&deep), None);
        assert!(Json::parse(&format!("{}{}", "[".repeat(100), "]".repeat(100))).is_some());
    }

    #[test]
    fn numbers_keep_their_text_and_read_as_whole_numbers_only_when_whole() {
        let v = Json::parse("[1.5e3, 7, -3, 1.0]").unwrap();
        let Json::Arr(items) = &v else {
            panic!("an array")
        };
        assert_eq!(items[0], Json::Num("1.5e3".into()));
        assert_eq!(items[1].as_u64(), Some(7));
        assert_eq!(items[2].as_u64(), None);
        assert_eq!(items[2].as_i64(), Some(-3));
        assert_eq!(items[3].as_u64(), None, "1.0 is a float, as in serde_json");
        assert_eq!(v.pretty(), "[\n  1.5e3,\n  7,\n  -3,\n  1.0\n]");
    }

    #[test]
    fn a_repeated_key_reads_its_last_value() {
        let mut v = Json::parse("{\"a\":1,\"a\":2}").unwrap();
        assert_eq!(v.get("a").and_then(Json::as_u64), Some(2));
        assert_eq!(v.take("a").and_then(|x| x.as_u64()), Some(2));
        assert_eq!(v.get("a").and_then(Json::as_u64), Some(1));
    }

    /// What a save's envelope reads as: the pairs of a flat object, `n` a whole number.
    fn flat(pairs: &[(&str, Result<u64, &str>)]) -> Vec<(String, Json)> {
        pairs
            .iter()
            .map(|(k, v)| {
                let v = match v {
                    Ok(n) => Json::from_u64(*n),
                    Err(s) => Json::Str((*s).into()),
                };
                ((*k).to_string(), v)
            })
            .collect()
    }

    #[test]
    fn writes_compact_text_as_serde_json_does() {
        for text in [
            "null",
            "[]",
            "{}",
            "[1,[2,[3]],{\"a\":{}},-15,true]",
            "{\"entries\":[{\"side\":null,\"winners\":[0,2]}]}",
            "\"quote \\\" slash \\\\ tab \\t \\u0001 déjà ♥\"",
        ] {
            let ours = Json::parse(text).unwrap().compact();
            let theirs: serde_json::Value = serde_json::from_str(text).unwrap();
            // serde_json sorts an object's keys: these have one key each, so the texts match.
            assert_eq!(ours, serde_json::to_string(&theirs).unwrap(), "{text:?}");
        }
    }

    #[test]
    fn round_trips_flat_objects() {
        let text = Json::Obj(flat(&[("v", Ok(1)), ("game", Err("roi"))])).compact();
        assert_eq!(text, r#"{"v":1,"game":"roi"}"#);
        let back = read_flat(&text).unwrap();
        assert_eq!(back[0], ("v".to_string(), Json::from_u64(1)));
        assert_eq!(back[1], ("game".to_string(), Json::Str("roi".into())));
        assert_eq!(read_flat(" { } "), Some(vec![]));
        assert_eq!(read_flat("{ \"a\" : 12 ,\n\"b\":\"x\" }").unwrap().len(), 2);
        assert_eq!(
            read_flat(r#"{"a":1,"a":"x"}"#),
            Some(flat(&[("a", Ok(1)), ("a", Err("x"))])),
            "a repeated key is kept in order"
        );
        assert_eq!(
            read_flat(r#"{"n":18446744073709551615,"z":0}"#),
            Some(flat(&[("n", Ok(u64::MAX)), ("z", Ok(0))]))
        );
    }

    #[test]
    fn plain_text_always_reads_back() {
        let line = "Manche 3 « Pas de dames » \"x\" a\\b\n";
        let text = Json::Obj(flat(&[("fr", Err(&plain(line)))])).compact();
        assert_eq!(
            read_flat(&text),
            Some(flat(&[("fr", Err("Manche 3 « Pas de dames » ”x” a/b "))]))
        );
    }

    #[test]
    fn flat_reading_refuses_everything_else() {
        for bad in [
            "",
            "{",
            "{not json",
            "[]",
            "7",
            "\"x\"",
            "{\"a\":1,}",
            "{\"a\":01}",
            "{\"a\":-1}",
            "{\"a\":-0}",
            "{\"a\":1.5}",
            "{\"a\":1.0}",
            "{\"a\":1e3}",
            "{\"a\":true}",
            "{\"a\":null}",
            "{\"a\":[]}",
            "{\"a\":{}}",
            "{\"a\":\"x\\\"y\"}",
            "{\"a\":\"\\u00e9\"}",
            "{\"a\\n\":1}",
            "{\"a\":\"tab\tinside\"}",
            "{\"a\":1} x",
            "{\"a\":1}{}",
            "{a:1}",
            "{\"a\":99999999999999999999}",
        ] {
            assert_eq!(read_flat(bad), None, "{bad}");
        }
    }
}
