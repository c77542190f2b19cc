#!/usr/bin/env bash
# Regenerates the oracle widths hard-coded in Tests/EaselTextTests/OracleWidthTests.swift.
#
# The oracle is HarfBuzz's own command-line shaper (Debian package libharfbuzz-bin, `hb-shape`),
# run on the bundled font files with HarfBuzz's OpenType font functions at the default scale
# (units per em), kerning and ligatures on (the defaults). The tracking rule is applied here, not
# by EaselText: width = sum(x_advance) * size / upem + glyphs * tracking/1000 * size, with the
# tracking (1/1000 em) written in each case below from platform-constants.md §1.3 (system font
# below 20 pt), +5 for Inter Display at 20 pt and above (§5.2), and 0 for fallback and named fonts.
#
# Usage: bash Tests/EaselTextTests/Oracle/make-oracle.sh   (from the package root; needs hb-shape, python3)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
fonts=Sources/EaselText/Resources/Fonts
hb-shape --version | head -n 1

# case-name | font file | variations | features | size (pt) | tracking (1/1000 em) | text
cases=$(cat <<'CASES'
helloBody|Inter-roman.var.ttf|wght=400||17|-26|Hello
quickFox17|Inter-roman.var.ttf|wght=400||17|-26|The quick brown fox jumps over the lazy dog
helloUIKit17|Inter-roman.var.ttf|wght=400||17|-26|Hello UIKit
avast17|Inter-roman.var.ttf|wght=400||17|-26|AVAST Wavy To. LT
digits17|Inter-roman.var.ttf|wght=400||17|-26|0123456789
digitsTabular17|Inter-roman.var.ttf|wght=400|tnum|17|-26|0123456789
thisIsATest17|Inter-roman.var.ttf|wght=400||17|-26|This is a test string
helloHeadline|Inter-roman.var.ttf|wght=600||17|-26|Hello
helloBold17|Inter-roman.var.ttf|wght=700||17|-26|Hello
helloItalic17|Inter-italic.var.ttf|wght=400||17|-26|Hello
helloCaption|Inter-roman.var.ttf|wght=400||12|0|Hello
helloFootnote|Inter-roman.var.ttf|wght=400||13|-6|Hello
helloCaption2|Inter-roman.var.ttf|wght=400||11|6|Hello
hello15pt5|Inter-roman.var.ttf|wght=400||15.5|-18|Hello
quickFoxTitle2|InterDisplay-roman.var.ttf|wght=400||22|5|The quick brown fox jumps over the lazy dog
helloTitle3|InterDisplay-roman.var.ttf|wght=400||20|5|Hello
helloLargeTitle|InterDisplay-roman.var.ttf|wght=400||34|5|Hello
helloWorldTitleBold|InterDisplay-roman.var.ttf|wght=700||28|5|Hello World
helloDisplayItalic|InterDisplay-italic.var.ttf|wght=400||22|5|Hello
mixedPart1|Inter-roman.var.ttf|wght=400||17|-26|Hello 
mixedPart2|Inter-roman.var.ttf|wght=700||17|-26|World
japaneseMplus17|Mplus1-Regular.otf|||17|0|日本語のテキスト
helloMplus17|Mplus1-Regular.otf|||17|0|Hello
line200a|Inter-roman.var.ttf|wght=400||17|-26|The quick brown fox
line200b|Inter-roman.var.ttf|wght=400||17|-26|jumps over the lazy dog
ellipsis17|Inter-roman.var.ttf|wght=400||17|-26|…
brevityTail|Inter-roman.var.ttf|wght=400||17|-26|Brevity is t
brevityHead|Inter-roman.var.ttf|wght=400||17|-26|soul of wit.
helloWorld17|Inter-roman.var.ttf|wght=400||17|-26|Hello world
CASES
)

while IFS='|' read -r name file variations features size tracking text; do
  args=(--font-funcs=ot --no-glyph-names --output-format=json)
  [ -n "$variations" ] && args+=("--variations=$variations")
  [ -n "$features" ] && args+=("--features=$features")
  json=$(hb-shape "${args[@]}" "$fonts/$file" "$text")
  upem=$(python3 -c "from sys import argv; import struct; d=open(argv[1],'rb').read(); n=struct.unpack('>H',d[4:6])[0]
for i in range(n):
    t,c,o,l=struct.unpack('>4sIII',d[12+16*i:28+16*i])
    if t==b'head': print(struct.unpack('>H',d[o+18:o+20])[0])" "$fonts/$file")
  python3 - "$name" "$size" "$tracking" "$upem" "$json" <<'PY'
import json, sys
name, size, tracking, upem, shaped = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), json.loads(sys.argv[5])
advances = sum(g["ax"] for g in shaped)
width = advances * size / upem + len(shaped) * tracking / 1000 * size
print(f"{name}: {width:.4f}  (glyphs {len(shaped)}, advance units {advances}, upem {upem})")
PY
done <<< "$cases"
