#!/usr/bin/env python3
"""Measure open faces against Apple's New York and SF Pro Rounded, and fit Easel's tracking tables.

Easel draws `design: .serif` with Noto Serif and `design: .rounded` with Inter, tracked so that
text is as wide as in Apple's faces (Sources/EaselText/NewYorkTracking.swift,
SFRoundedTracking.swift). This script is how those choices and numbers were made; Apple's fonts
are not part of Easel and are not needed to build or test it.

Needs:
  Apple's font files in one folder (--apple): NewYork.ttf and SF-Pro-Rounded-{Ultralight,Thin,
    Light,Regular,Medium,Semibold,Bold,Heavy,Black}.otf, from developer.apple.com/fonts.
  pip install fonttools uharfbuzz
  Debian candidates: apt-get install fonts-noto-core fonts-noto-extra fonts-dejavu-core
    fonts-liberation2 fonts-croscore fonts-freefont-ttf fonts-crosextra-caladea fonts-vollkorn
    fonts-ebgaramond fonts-linuxlibertine fonts-sil-charis fonts-sil-gentiumplus fonts-yrsa-rasa
    fonts-roboto-slab fonts-quicksand fonts-comfortaa fonts-dosis fonts-eurofurence
    fonts-cantarell fonts-lato fonts-open-sans

Method: each string is shaped with HarfBuzz (kerning and ligatures on), and Apple's faces get
their own `trak` table (track 0) at the size, as Core Text applies it; New York is set to
opsz = the size (Core Text's automatic optical size) and wght at its named instances. A
candidate's tracking at a size is the one that makes its total width over the strings equal
Apple's; its error is each string's width error with that tracking.
"""
import argparse, os, statistics, subprocess
from fontTools.ttLib import TTFont
import uharfbuzz as hb

STRINGS = ["The quick brown fox jumps over the lazy dog", "Hello UIKit", "0123456789",
           "AVAST Wavy To. LT", "iiiiillll", "WWWW MMMM", "Settings", "Good morning, Anna!",
           "Total: $1,234.56", "Wednesday 26 November"]
CHARACTERS = [chr(c) for c in range(0x41, 0x5B)] + [chr(c) for c in range(0x61, 0x7B)] + list("0123456789.,:;!?-()$%&'\"")
INTER = os.path.join(os.path.dirname(__file__), "..", "Sources", "EaselText", "Resources", "Fonts")
NEW_YORK_WEIGHTS = {400: 400, 500: 496, 600: 568, 700: 674, 800: 810, 900: 934}   # its named instances
ROUNDED_WEIGHTS = {100: "Ultralight", 200: "Thin", 300: "Light", 400: "Regular", 500: "Medium",
                   600: "Semibold", 700: "Bold", 800: "Heavy", 900: "Black"}
NOTO_SERIF = {400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"}
SERIF_SIZES = [6, 8, 11, 12, 13, 15, 17, 20, 22, 28, 34, 40, 48, 64, 96]
FIT_SIZES = [11, 12, 13, 15, 16, 17, 20, 22, 28, 34, 40]

_fonts = {}
def font(path, variations):
    key = (path, tuple(sorted((variations or {}).items())))
    if key not in _fonts:
        face = hb.Face(hb.Blob.from_file_path(path)); shaped = hb.Font(face)
        if variations: shaped.set_variations(variations)
        _fonts[key] = (face, shaped)
    return _fonts[key]

def trak(path, size):
    """The face's `trak` track 0 at `size`, in em, interpolated as Core Text does."""
    table = TTFont(path, lazy=True)
    if "trak" not in table: return 0.0
    track = table["trak"].horizData[0.0]
    sizes = sorted(track)
    if size <= sizes[0]: value = track[sizes[0]]
    elif size >= sizes[-1]: value = track[sizes[-1]]
    else:
        low = max(s for s in sizes if s <= size); high = min(s for s in sizes if s >= size)
        value = track[low] if high == low else track[low] + (track[high] - track[low]) * (size - low) / (high - low)
    return value / table["head"].unitsPerEm

def width(path, text, size, variations=None, tracking_em=0.0):
    face, shaped = font(path, variations)
    buffer = hb.Buffer(); buffer.add_str(text); buffer.guess_segment_properties()
    hb.shape(shaped, buffer, {"kern": True, "liga": True})
    glyphs = len(buffer.glyph_infos)
    return sum(p.x_advance for p in buffer.glyph_positions) * size / face.upem + glyphs * tracking_em * size, glyphs

def fit(reference, reference_variations, candidate, variations, sizes):
    """Per size: (size, fitted tracking in 1/1000 em, mean |error| %, max |error| %)."""
    rows = []
    for size in sizes:
        apple = reference_variations(size) if reference_variations else None
        pairs = [(width(reference, t, size, apple, trak(reference, size))[0],) + width(candidate, t, size, variations) for t in STRINGS]
        tracking = (sum(r for r, _, _ in pairs) - sum(c for _, c, _ in pairs)) / sum(n for _, _, n in pairs) / size
        errors = [abs(c + n * tracking * size - r) / r for r, c, n in pairs]
        rows.append((size, tracking * 1000, statistics.mean(errors) * 100, max(errors) * 100))
    return rows

def spread(reference, reference_variations, candidate, variations):
    """Standard deviation of the per-character advance ratio candidate / reference."""
    ratios = []
    for character in CHARACTERS:
        faces = [font(reference, reference_variations(17) if reference_variations else None), font(candidate, variations)]
        advances = []
        for face, shaped in faces:
            glyph = shaped.get_nominal_glyph(ord(character))
            advances.append(None if glyph is None else shaped.get_glyph_h_advance(glyph) / face.upem)
        if all(advances): ratios.append(advances[1] / advances[0])
    return statistics.pstdev(ratios)

def fontconfig(family, style="Regular"):
    return subprocess.run(["fc-match", "-f", "%{file}", f"{family}:style={style}"], capture_output=True, text=True).stdout

def rank(title, reference, reference_variations, candidates):
    print(f"\n{title}: candidate, spread of per-glyph width ratios, mean and max width error once tracked")
    rows = []
    for label, (path, variations) in candidates.items():
        fitted = fit(reference, reference_variations, path, variations, FIT_SIZES)
        rows.append((statistics.mean(r[2] for r in fitted), label, spread(reference, reference_variations, path, variations), max(r[3] for r in fitted)))
    for mean, label, sd, worst in sorted(rows):
        print(f"  {label:24} spread {sd:.3f}   mean |error| {mean:.2f} %   max {worst:.2f} %")

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--apple", required=True, help="folder with NewYork.ttf and SF-Pro-Rounded-*.otf")
    apple = parser.parse_args().apple
    new_york = os.path.join(apple, "NewYork.ttf")
    optical = lambda weight: (lambda size: {"opsz": max(12.0, float(size)), "wght": float(weight), "GRAD": 0.0})
    serif = {family: (fontconfig(family), None) for family in
             ["Noto Serif", "Noto Serif Display", "DejaVu Serif", "Liberation Serif", "FreeSerif", "Caladea",
              "Vollkorn", "EB Garamond", "Linux Libertine O", "Charis SIL", "Gentium Plus", "Yrsa", "Roboto Slab"]}
    rank("New York (Regular)", new_york, optical(400), serif)
    rounded = {family: (fontconfig(family), None) for family in
               ["Quicksand", "Comfortaa", "Dosis", "Eurofurence", "Cantarell", "Lato", "Open Sans", "Noto Sans",
                "DejaVu Sans", "Liberation Sans"]}
    rounded["Inter (text)"] = (os.path.join(INTER, "Inter-roman.var.ttf"), {"wght": 400})
    rounded["Inter Display"] = (os.path.join(INTER, "InterDisplay-roman.var.ttf"), {"wght": 400})
    rank("SF Pro Rounded (Regular)", os.path.join(apple, "SF-Pro-Rounded-Regular.otf"), None, rounded)

    print("\nNewYorkTracking: sizes", SERIF_SIZES)
    for weight, named in NEW_YORK_WEIGHTS.items():
        noto = fontconfig("Noto Serif", NOTO_SERIF[weight])
        rows = fit(new_york, optical(named), noto, None, SERIF_SIZES)
        print(f"  ({weight}, [{', '.join(f'{r[1]:.1f}' for r in rows)}]),  "
              f"mean |error| {statistics.mean(r[2] for r in rows):.2f} %, max {max(r[3] for r in rows):.2f} %")
    print("\nSFRoundedTracking: weight offsets (fitted tracking minus SF Pro Rounded's trak), 1/1000 em")
    for weight, name in ROUNDED_WEIGHTS.items():
        reference = os.path.join(apple, f"SF-Pro-Rounded-{name}.otf")
        rows = fit(reference, None, os.path.join(INTER, "Inter-roman.var.ttf"), {"wght": weight}, FIT_SIZES)
        offsets = [r[1] - trak(reference, r[0]) * 1000 for r in rows]
        print(f"  ({weight}, {statistics.mean(offsets):.1f}),  spread over sizes {max(offsets) - min(offsets):.2f}, "
              f"mean |error| {statistics.mean(r[2] for r in rows):.2f} %, max {max(r[3] for r in rows):.2f} %")

if __name__ == "__main__":
    main()
