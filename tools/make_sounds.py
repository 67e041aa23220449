#!/usr/bin/env python3
"""Writes the table's three short sounds (ui::sound, issue 28 point 6) into public/sounds/.

Each is a few soft sine tones, 8 kHz, 8-bit unsigned, mono, 0.12 to 0.3 s: about 1 to
2.5 KB a file (the issue caps each at 20 KB). Deterministic: running it again writes the
same bytes. Usage: python3 tools/make_sounds.py
"""

import math
import struct
from pathlib import Path

RATE = 8000
OUT = Path(__file__).resolve().parent.parent / "public" / "sounds"

# (frequency in Hz, duration in seconds) per note; each note fades in and out.
SOUNDS = {
    # Your turn: one short, gentle rising pair.
    "turn": [(660.0, 0.06), (880.0, 0.08)],
    # A trick or contest won: three quick steps up.
    "won": [(523.25, 0.06), (659.25, 0.06), (783.99, 0.1)],
    # The game's end: a falling then resolving phrase.
    "end": [(783.99, 0.08), (659.25, 0.08), (523.25, 0.14)],
}


def note(freq: float, secs: float, volume: float = 0.45) -> list[int]:
    """One note as 8-bit unsigned samples, with 8 ms ramps so that it does not click."""
    n = int(RATE * secs)
    ramp = int(RATE * 0.008)
    out = []
    for i in range(n):
        env = min(1.0, i / ramp, (n - 1 - i) / ramp)
        v = volume * env * math.sin(2 * math.pi * freq * i / RATE)
        out.append(max(0, min(255, round(128 + 127 * v))))
    return out


def wav(samples: list[int]) -> bytes:
    """A RIFF/WAVE file of 8-bit mono PCM."""
    data = bytes(samples)
    fmt = struct.pack("<HHIIHH", 1, 1, RATE, RATE, 1, 8)
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt
    body += b"data" + struct.pack("<I", len(data)) + data
    if len(data) % 2:
        body += b"\0"
    return b"RIFF" + struct.pack("<I", len(body)) + body


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, notes in SOUNDS.items():
        samples = [s for f, d in notes for s in note(f, d)]
        path = OUT / f"{name}.wav"
        path.write_bytes(wav(samples))
        print(f"{path.name}: {path.stat().st_size} bytes, {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
