#!/usr/bin/env python3
"""How the system font's stand-in was chosen (docs/timeline-format.md#text).

Measures open font families Debian ships against string widths published from iOS, with
and without San Francisco's tracking, and prints the mean and largest relative error and
each family's line height at 17 pt. Needs python3-fonttools and the font packages named
in FAMILIES (apt-get install python3-fonttools fonts-inter fonts-roboto-unhinted
fonts-noto-core fonts-liberation2 fonts-urw-base35 fonts-open-sans fonts-lato
fonts-cantarell fonts-clear-sans fonts-freefont-ttf fonts-dejavu-core).

    python3 scripts/measure-font-candidates.py            # the table
    python3 scripts/measure-font-candidates.py "Inter + Display"   # one family, string by string
"""
import statistics
import sys

from fontTools.ttLib import TTFont

T, O = "/usr/share/fonts/truetype", "/usr/share/fonts/opentype"
FAMILIES = {  # regular, semibold (or the nearest the family has), bold
    "DejaVu Sans": (f"{T}/dejavu/DejaVuSans.ttf", f"{T}/dejavu/DejaVuSans-Bold.ttf", f"{T}/dejavu/DejaVuSans-Bold.ttf"),
    "Inter": (f"{O}/inter/Inter-Regular.otf", f"{O}/inter/Inter-SemiBold.otf", f"{O}/inter/Inter-Bold.otf"),
    "Inter Display": (f"{O}/inter/InterDisplay-Regular.otf", f"{O}/inter/InterDisplay-SemiBold.otf", f"{O}/inter/InterDisplay-Bold.otf"),
    "Roboto": tuple(f"{T}/roboto/unhinted/RobotoTTF/Roboto-{s}.ttf" for s in ("Regular", "Medium", "Bold")),
    "Noto Sans": (f"{T}/noto/NotoSans-Regular.ttf", f"{T}/noto/NotoSans-Bold.ttf", f"{T}/noto/NotoSans-Bold.ttf"),
    "Liberation Sans": (f"{T}/liberation2/LiberationSans-Regular.ttf",) + (f"{T}/liberation2/LiberationSans-Bold.ttf",) * 2,
    "Nimbus Sans": (f"{O}/urw-base35/NimbusSans-Regular.otf",) + (f"{O}/urw-base35/NimbusSans-Bold.otf",) * 2,
    "Open Sans": tuple(f"{T}/open-sans/OpenSans-{s}.ttf" for s in ("Regular", "Semibold", "Bold")),
    "Lato": tuple(f"{T}/lato/Lato-{s}.ttf" for s in ("Regular", "Semibold", "Bold")),
    "Cantarell": (f"{O}/cantarell/Cantarell-Regular.otf",) + (f"{O}/cantarell/Cantarell-Bold.otf",) * 2,
    "Clear Sans": tuple(f"{T}/clear-sans/ClearSans-{s}.ttf" for s in ("Regular", "Medium", "Bold")),
    "FreeSans": (f"{T}/freefont/FreeSans.ttf",) + (f"{T}/freefont/FreeSansBold.ttf",) * 2,
}
WEIGHT = {"regular": 0, "semibold": 1, "bold": 2}

# (text, point size, weight, lowest, highest): what a published size allows (a size
# rounded up to the pixel grid allows a third or a half of a point).
MEASURED = [
    ("This is a test string", 17, "regular", 144.09326171875, 144.09326171875),  # a unit test's exact NSAttributedString width
    ("Hello World", 17, "regular", 88 - 1 / 3, 88),            # UILabel intrinsicContentSize (88.0, 20.33) @3x
    ("Hello", 17, "regular", 39 - 1 / 3, 39),                  # UILabel intrinsicContentSize (39.0, 20.33) @3x
    ("Hello, world!", 17, "regular", 94 + 1 / 3, 94 + 2 / 3),  # SwiftUI Text, 94.67 x 20.33 @3x
    ("What's", 16, "semibold", 52 + 1 / 3, 52 + 2 / 3),        # swift-snapshot-testing testTraits (headline, medium) @3x
    ("the", 16, "regular", 23 + 1 / 3, 23 + 2 / 3),            # … (body, medium)
    ("point", 16, "regular", 36 + 2 / 3, 37),
    ("?", 14, "regular", 7, 7 + 1 / 3),                        # … (subheadline, medium)
    ("What's", 17, "semibold", 55, 55.5),                      # the same screen at large, @2x
    ("the", 17, "regular", 24.5, 25),
    ("point", 17, "regular", 38.5, 39),
    ("?", 15, "regular", 7, 7.5),
    ("a", 15, "regular", 8, 9),                                # a unit test: floor(width) == 8
    ("aa", 15, "regular", 16, 17),
    ("a", 30, "bold", 16, 17),
    ("aa", 30, "bold", 33, 34),
]

# Apple's tracking (1/1000 em): SF Pro Text below 20 pt, SF Pro Display from 20 pt; a
# size between two rows takes the smaller row's value.
TEXT = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25, 19: -24}
DISPLAY = {20: 19, 21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 36: 10, 41: 9, 44: 8, 49: 7, 52: 6,
           56: 5, 60: 4, 66: 3, 68: 2, 76: 1, 80: 0}


def tracking(size):
    table = TEXT if size < 20 else DISPLAY
    return max((s, v) for s, v in table.items() if s <= max(6, int(size)))[1] / 1000 * size


fonts = {}


def width(family, text, size, weight, tracked):
    if family == "Inter + Display":  # the choice: the display cut from 20 pt, as SF Pro Display
        family = "Inter" if size < 20 else "Inter Display"
    path = FAMILIES[family][WEIGHT[weight]]
    if path not in fonts:
        f = TTFont(path)
        fonts[path] = (f["hmtx"].metrics, f.getBestCmap(), f["head"].unitsPerEm, f["hhea"])
    metrics, cmap, upm, _ = fonts[path]
    return sum(metrics[cmap[ord(c)]][0] for c in text) * size / upm + (len(text) * tracking(size) if tracked else 0)


def line_height(family):
    width(family, "a", 17, "regular", False)
    _, _, upm, hhea = fonts[FAMILIES["Inter" if family == "Inter + Display" else family][0]]
    return (hhea.ascent - hhea.descent + hhea.lineGap) / upm * 17


def errors(family, tracked):
    return [(width(family, t, s, w, tracked) - (lo + hi) / 2) / ((lo + hi) / 2) for t, s, w, lo, hi in MEASURED]


if len(sys.argv) > 1:
    for (t, s, w, lo, hi), e in zip(MEASURED, errors(sys.argv[1], True)):
        print(f"{t!r:24} {s:3} {w:9} iOS {lo:8.3f}…{hi:8.3f}  {width(sys.argv[1], t, s, w, True):8.3f}  {e * 100:+5.1f} %")
    sys.exit()
rows = []
for family in ["Inter + Display"] + list(FAMILIES):
    for tracked in (False, True):
        e = errors(family, tracked)
        rows.append((statistics.mean(map(abs, e)), family, tracked, statistics.mean(e), max(map(abs, e))))
print(f"{'family':16} {'SF tracking':11} {'mean |error|':>12} {'signed':>7} {'largest':>8} {'line at 17 pt':>13}")
for mean, family, tracked, signed, largest in sorted(rows):
    print(f"{family:16} {str(tracked):11} {mean * 100:11.1f}% {signed * 100:6.1f}% {largest * 100:7.1f}% {line_height(family):13.2f}")
print(f"{'SF Pro (iOS)':16} {'':11} {'':>12} {'':>7} {'':>8} {(1950 + 494) / 2048 * 17:13.2f}")
