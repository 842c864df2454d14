// The Python half of PNGDecoderPillowTests: writes 16-bit PNGs of every colour type by
// hand (random samples, values that collide in their high or low byte, tRNS keys that
// match after Pillow's reduction, Adam7 interlacing, all five row filters, image data
// split over several IDAT chunks) and records what Pillow's convert("RGBA") makes of
// each. Kept as a Swift string so the test is self-contained; writes only into $1.
let sixteenBitReferenceScript = #"""
import json, os, random, struct, sys, zlib
from PIL import Image

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rnd = random.Random(16)
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def paeth(a, b, c):
    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)

def filtered(row, prev, kind, bpp):
    res = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        res.append((x - pred) & 0xFF)
    return bytes([kind]) + bytes(res)

def sample():
    # Values whose high or low byte alone would collide, the extremes, and noise.
    return rnd.choice([0, 1, 255, 256, 257, 232, 1000, 59392, 32767, 32768, 65280, 65535, rnd.randrange(65536)])

def encode(w, h, ct, pixels, interlaced, trns):
    bpp = CHANNELS[ct] * 2
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw = b""
    for x0, y0, dx, dy in passes:
        pw, ph = (w - x0 + dx - 1) // dx, (h - y0 + dy - 1) // dy
        if pw <= 0 or ph <= 0: continue
        prev = bytes(pw * bpp)
        for y in range(y0, h, dy):
            row = b"".join(struct.pack(">%dH" % CHANNELS[ct], *pixels[y][x]) for x in range(x0, w, dx))
            raw += filtered(row, prev, rnd.randrange(5), bpp)
            prev = row
    data = zlib.compress(raw, 9)
    cut = sorted(rnd.sample(range(1, len(data)), min(3, len(data) - 1)))
    parts = [data[i:j] for i, j in zip([0] + cut, cut + [len(data)])]
    extra = chunk(b"tRNS", trns) if trns is not None else b""
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 16, ct, 0, 0, 1 if interlaced else 0))
            + extra + b"".join(chunk(b"IDAT", p) for p in parts) + chunk(b"IEND", b""))

cases = []
n = 0
for ct in [0, 2, 4, 6]:
    for interlaced in [False, True]:
        for with_trns in ([False, True] if ct in (0, 2) else [False]):
            w, h = rnd.randrange(1, 23), rnd.randrange(1, 19)
            pixels = [[tuple(sample() for _ in range(CHANNELS[ct])) for _ in range(w)] for _ in range(h)]
            trns = None
            if with_trns:
                # A key whose low byte some pixel's reduced value equals, so it must match.
                px = pixels[rnd.randrange(h)][rnd.randrange(w)]
                if ct == 0:
                    v = min(px[0], 255)
                    trns = struct.pack(">H", 0x0300 | v)
                else:
                    trns = struct.pack(">HHH", *[(0x0100 | (c >> 8)) for c in px])
            path = os.path.join(out, "sixteen-%d.png" % n); n += 1
            with open(path, "wb") as f: f.write(encode(w, h, ct, pixels, interlaced, trns))
            with open(path + ".rgba", "wb") as f: f.write(Image.open(path).convert("RGBA").tobytes())
            cases.append({"path": path, "width": w, "height": h})

# The same picture as an 8-bit RGB file and a 16-bit one holding each value v as v * 257.
W, H = 150, 200
pic = [[((x * 7 + y) % 256, (y * 3) % 256, (x * y) % 256) for x in range(W)] for y in range(H)]
eight = Image.new("RGB", (W, H)); eight.putdata([p for row in pic for p in row])
eight.save(os.path.join(out, "eight.png"))
with open(os.path.join(out, "sixteen.png"), "wb") as f:
    f.write(encode(W, H, 2, [[tuple(c * 257 for c in p) for p in row] for row in pic], False, None))
json.dump(cases, open(os.path.join(out, "cases.json"), "w"))
print("ok", len(cases))
"""#
