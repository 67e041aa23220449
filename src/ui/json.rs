//! A strict reader and writer for the one JSON shape we store: a flat object whose values
//! are strings without escapes or unsigned integers (`{"v":1,"game":"roi",…}`). Anything
//! else is refused. Written by hand because `serde_json` would add some 15 KB to the wasm for
//! four fields.

/// A value of a flat object.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Value {
    /// A string (never holding `"` or `\`).
    Str(String),
    /// An unsigned integer.
    Num(u64),
}

/// `text` made fit for a [`Value::Str`]: `"` becomes `”`, `\` becomes `/` and control
/// characters spaces (for display lines, such as a save's summary; links never hold them).
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

/// Writes `pairs` as a JSON object. Strings must not contain `"` or `\` (ours never do:
/// slugs and base64url).
#[must_use]
pub fn write(pairs: &[(&str, Value)]) -> String {
    let body: Vec<String> = pairs
        .iter()
        .map(|(k, v)| match v {
            Value::Str(s) => format!("\"{k}\":\"{s}\""),
            Value::Num(n) => format!("\"{k}\":{n}"),
        })
        .collect();
    format!("{{{}}}", body.join(","))
}

/// Reads a flat object, keys in order. `None` for anything that is not one.
#[must_use]
pub fn read(text: &str) -> Option<Vec<(String, Value)>> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    p.ws();
    p.eat(b'{')?;
    let mut out = Vec::new();
    p.ws();
    if p.peek() == Some(b'}') {
        p.i += 1;
    } else {
        loop {
            p.ws();
            let key = p.string()?;
            p.ws();
            p.eat(b':')?;
            p.ws();
            let value = match p.peek()? {
                b'"' => Value::Str(p.string()?),
                b'0'..=b'9' => Value::Num(p.number()?),
                _ => return None,
            };
            out.push((key, value));
            p.ws();
            match p.peek()? {
                b',' => p.i += 1,
                b'}' => {
                    p.i += 1;
                    break;
                }
                _ => return None,
            }
        }
    }
    p.ws();
    (p.i == p.s.len()).then_some(out)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, b: u8) -> Option<()> {
        (self.peek()? == b).then(|| self.i += 1)
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.i += 1;
        }
    }

    fn string(&mut self) -> Option<String> {
        self.eat(b'"')?;
        let start = self.i;
        loop {
            match self.peek()? {
                b'"' => break,
                b'\\' => return None,
                c if c < 0x20 => return None,
                _ => self.i += 1,
            }
        }
        let s = std::str::from_utf8(&self.s[start..self.i])
            .ok()?
            .to_string();
        self.i += 1;
        Some(s)
    }

    fn number(&mut self) -> Option<u64> {
        let start = self.i;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.i += 1;
        }
        let digits = std::str::from_utf8(&self.s[start..self.i]).ok()?;
        if digits.len() > 1 && digits.starts_with('0') {
            return None;
        }
        digits.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_flat_objects() {
        let pairs = [("v", Value::Num(1)), ("game", Value::Str("roi".into()))];
        let text = write(&pairs);
        assert_eq!(text, r#"{"v":1,"game":"roi"}"#);
        let back = read(&text).unwrap();
        assert_eq!(back[0], ("v".to_string(), Value::Num(1)));
        assert_eq!(back[1], ("game".to_string(), Value::Str("roi".into())));
        assert_eq!(read(" { } "), Some(vec![]));
        assert_eq!(read("{ \"a\" : 12 ,\n\"b\":\"x\" }").unwrap().len(), 2);
    }

    #[test]
    fn plain_text_always_reads_back() {
        let line = "Manche 3 « Pas de dames » \"x\" a\\b\n";
        let text = write(&[("fr", Value::Str(plain(line)))]);
        assert_eq!(
            read(&text),
            Some(vec![(
                "fr".to_string(),
                Value::Str("Manche 3 « Pas de dames » ”x” a/b ".into())
            )])
        );
    }

    #[test]
    fn refuses_everything_else() {
        for bad in [
            "",
            "{",
            "{not json",
            "[]",
            "{\"a\":1,}",
            "{\"a\":01}",
            "{\"a\":-1}",
            "{\"a\":1.5}",
            "{\"a\":true}",
            "{\"a\":\"x\\\"y\"}",
            "{\"a\":1} x",
            "{a:1}",
            "{\"a\":99999999999999999999}",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }
}
