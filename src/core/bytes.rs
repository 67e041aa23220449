//! Small strict binary helpers for share links and saves: varints, a bit packer, a checksum
//! and unpadded URL-safe base64. Every reader error is a value, never a panic.

/// Appends `v` as an LEB128 varint.
pub fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// A cursor over bytes that refuses to read past the end.
#[derive(Debug)]
pub struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// Reads from the start of `bytes`.
    #[must_use]
    pub fn new(bytes: &'a [u8]) -> Self {
        Self { bytes, pos: 0 }
    }

    /// One byte.
    ///
    /// # Errors
    /// At the end of the input.
    pub fn u8(&mut self) -> Result<u8, String> {
        let b = *self.bytes.get(self.pos).ok_or("unexpected end")?;
        self.pos += 1;
        Ok(b)
    }

    /// An LEB128 varint of at most 10 bytes, in canonical (shortest) form.
    ///
    /// # Errors
    /// At the end of the input, on overflow or on a non-canonical encoding.
    pub fn varint(&mut self) -> Result<u64, String> {
        let mut v: u64 = 0;
        for i in 0..10 {
            let b = self.u8()?;
            let part = u64::from(b & 0x7f);
            if i == 9 && part > 1 {
                return Err("varint overflow".into());
            }
            v |= part << (7 * i);
            if b & 0x80 == 0 {
                if i > 0 && b == 0 {
                    return Err("non-canonical varint".into());
                }
                return Ok(v);
            }
        }
        Err("varint too long".into())
    }

    /// The next `n` bytes.
    ///
    /// # Errors
    /// When fewer remain.
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.pos.checked_add(n).ok_or("length overflow")?;
        let s = self.bytes.get(self.pos..end).ok_or("unexpected end")?;
        self.pos = end;
        Ok(s)
    }

    /// Everything not read yet.
    #[must_use]
    pub fn rest(&self) -> &'a [u8] {
        &self.bytes[self.pos.min(self.bytes.len())..]
    }

    /// True when every byte was read.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.pos >= self.bytes.len()
    }
}

/// Packs small integers into a bit stream, most significant bit first.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct BitWriter {
    bytes: Vec<u8>,
    used: usize,
}

impl BitWriter {
    /// Appends the low `bits` bits of `v`.
    pub fn put(&mut self, v: u32, bits: u32) {
        for i in (0..bits).rev() {
            if self.used.is_multiple_of(8) {
                self.bytes.push(0);
            }
            let bit = (v >> i) & 1;
            let last = self.bytes.len() - 1;
            self.bytes[last] |= (bit as u8) << (7 - self.used % 8);
            self.used += 1;
        }
    }

    /// Bits written so far.
    #[must_use]
    pub fn bit_len(&self) -> usize {
        self.used
    }

    /// The bytes the first `bits` bits fill (the last one padded with zero bits): what
    /// [`BitWriter::finish`] would give had only those been written.
    #[must_use]
    pub fn prefix(&self, bits: usize) -> Vec<u8> {
        let bits = bits.min(self.used);
        let mut out = self.bytes[..bits.div_ceil(8)].to_vec();
        zero_after(&mut out, bits);
        out
    }

    /// Forgets every bit after the first `bits`, as if they had never been written.
    pub fn truncate(&mut self, bits: usize) {
        if bits >= self.used {
            return;
        }
        self.bytes.truncate(bits.div_ceil(8));
        zero_after(&mut self.bytes, bits);
        self.used = bits;
    }

    /// The packed bytes (the last one padded with zero bits).
    #[must_use]
    pub fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// Clears the bits of `bytes`' last byte after bit `bits` (the padding a writer leaves).
fn zero_after(bytes: &mut [u8], bits: usize) {
    if let Some(last) = bytes.last_mut()
        && !bits.is_multiple_of(8)
    {
        *last &= 0xff << (8 - bits % 8);
    }
}

/// Reads what [`BitWriter`] wrote.
#[derive(Debug)]
pub struct BitReader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> BitReader<'a> {
    /// Reads bits from `bytes`.
    #[must_use]
    pub fn new(bytes: &'a [u8]) -> Self {
        Self { bytes, pos: 0 }
    }

    /// The next `bits` bits as an integer.
    ///
    /// # Errors
    /// At the end of the input.
    pub fn get(&mut self, bits: u32) -> Result<u32, String> {
        let mut v = 0u32;
        for _ in 0..bits {
            let byte = self.bytes.get(self.pos / 8).ok_or("move list ends early")?;
            v = (v << 1) | u32::from((byte >> (7 - self.pos % 8)) & 1);
            self.pos += 1;
        }
        Ok(v)
    }

    /// Checks that only zero padding is left (fewer than 8 bits).
    ///
    /// # Errors
    /// When whole bytes or non-zero bits remain.
    pub fn finish(mut self) -> Result<(), String> {
        if self.bytes.len() != self.pos.div_ceil(8) {
            return Err("extra bytes after the move list".into());
        }
        while !self.pos.is_multiple_of(8) {
            if self.get(1)? != 0 {
                return Err("non-zero padding after the move list".into());
            }
        }
        Ok(())
    }
}

/// Bits needed to write an index below `n` (0 when there is a single choice).
#[must_use]
pub fn bits_for(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// A 16-bit check value (FNV-1a folded) that catches typos and tampering in links and saves.
#[must_use]
pub fn check16(bytes: &[u8]) -> u16 {
    let mut h: u32 = 0x811c_9dc5;
    for b in bytes {
        h ^= u32::from(*b);
        h = h.wrapping_mul(0x0100_0193);
    }
    ((h >> 16) ^ (h & 0xffff)) as u16
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Unpadded URL-safe base64 (RFC 4648 §5).
#[must_use]
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.len();
        let v = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for k in 0..=n {
            s.push(B64[(v >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    s
}

/// Strict decoder for [`base64url_encode`]: no padding, no other alphabet, canonical last
/// character.
///
/// # Errors
/// The offending character or length.
pub fn base64url_decode(s: &str) -> Result<Vec<u8>, String> {
    let mut vals = Vec::with_capacity(s.len());
    for (i, c) in s.bytes().enumerate() {
        let v = B64
            .iter()
            .position(|b| *b == c)
            .ok_or_else(|| format!("character {} is not allowed", i + 1))?;
        vals.push(v as u32);
    }
    if vals.len() % 4 == 1 {
        return Err("impossible length".into());
    }
    let mut out = Vec::with_capacity(vals.len() * 3 / 4);
    for chunk in vals.chunks(4) {
        let mut v = 0u32;
        for (k, x) in chunk.iter().enumerate() {
            v |= x << (18 - 6 * k);
        }
        let bytes = chunk.len() - 1;
        for k in 0..bytes {
            out.push((v >> (16 - 8 * k)) as u8);
        }
        let used_bits = 8 * bytes;
        let spare = 6 * chunk.len() - used_bits;
        if spare > 0 && (v >> (24 - 6 * chunk.len())) & ((1 << spare) - 1) != 0 {
            return Err("non-canonical ending".into());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_and_reject_junk() {
        for v in [0u64, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            let mut out = vec![];
            put_varint(&mut out, v);
            let mut r = Reader::new(&out);
            assert_eq!(r.varint(), Ok(v));
            assert!(r.is_done());
        }
        assert!(Reader::new(&[0x80, 0x00]).varint().is_err());
        assert!(Reader::new(&[0x80]).varint().is_err());
        assert!(Reader::new(&[0xff; 11]).varint().is_err());
    }

    #[test]
    fn bits_round_trip() {
        let mut w = BitWriter::default();
        let items = [(5u32, 3u32), (0, 0), (1, 1), (12, 4), (1000, 10)];
        for (v, b) in items {
            w.put(v, b);
        }
        let bytes = w.finish();
        let mut r = BitReader::new(&bytes);
        for (v, b) in items {
            assert_eq!(r.get(b), Ok(v));
        }
        assert_eq!(r.finish(), Ok(()));
        assert_eq!(bits_for(1), 0);
        assert_eq!(bits_for(2), 1);
        assert_eq!(bits_for(13), 4);
        assert_eq!(bits_for(16), 4);
        assert_eq!(bits_for(17), 5);
    }

    #[test]
    fn truncated_bits_are_as_if_never_written() {
        let items = [
            (5u32, 3u32),
            (1, 1),
            (12, 4),
            (1000, 10),
            (3, 2),
            (0, 0),
            (77, 7),
        ];
        let mut whole = BitWriter::default();
        let mut ends = vec![0];
        for (v, b) in items {
            whole.put(v, b);
            ends.push(whole.bit_len());
        }
        for (k, &end) in ends.iter().enumerate() {
            let mut fresh = BitWriter::default();
            for (v, b) in &items[..k] {
                fresh.put(*v, *b);
            }
            assert_eq!(whole.prefix(end), fresh.clone().finish(), "prefix {k}");
            let mut cut = whole.clone();
            cut.truncate(end);
            assert_eq!(cut, fresh, "truncated to {k} items");
            // Writing on after a cut gives what writing from scratch gives.
            cut.put(6, 3);
            fresh.put(6, 3);
            assert_eq!(cut.finish(), fresh.finish());
        }
    }

    #[test]
    fn base64url_round_trips_and_is_strict() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let s = base64url_encode(&bytes);
            assert!(!s.contains('='));
            assert_eq!(base64url_decode(&s), Ok(bytes));
        }
        assert_eq!(base64url_encode(b"foobar"), "Zm9vYmFy");
        assert_eq!(base64url_encode(b"fo"), "Zm8");
        assert!(base64url_decode("Zm9").is_err(), "non-canonical tail bits");
        assert!(base64url_decode("Zm8=").is_err());
        assert!(base64url_decode("Z").is_err());
        assert!(base64url_decode("Zm+v").is_err());
    }
}
