// The Python half of the agreement test: draws image pairs with Pillow (shapes, anti-aliased
// DejaVu text, gradients, translucency, noise) and records what PyPI pixelmatch says about
// them. Kept as a Swift string so the test is self-contained; it writes nothing outside $1.
let pixelmatchReferenceScript = #"""
import json, os, random, sys
from PIL import Image, ImageDraw, ImageFont
from pixelmatch.core import pixelmatch

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
W, H = 120, 90
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

def canvas(bg=(255, 255, 255, 255)):
    return Image.new("RGBA", (W, H), bg)

def shapes(dx=0, color=(74, 144, 226, 255)):
    im = canvas(); d = ImageDraw.Draw(im)
    d.rectangle([10 + dx, 10, 60 + dx, 50], fill=color)
    d.ellipse([50 + dx, 30, 110 + dx, 85], fill=(230, 80, 60, 255))
    d.line([0, 89, 119, 0 + dx], fill=(0, 0, 0, 255), width=2)
    return im

def text(msg, size=17, dy=0):
    im = canvas(); d = ImageDraw.Draw(im)
    d.text((6, 20 + dy), msg, font=ImageFont.truetype(FONT, size), fill=(20, 20, 20, 255))
    return im

def gradient(shift=0):
    im = canvas(); px = im.load()
    for y in range(H):
        for x in range(W):
            px[x, y] = ((x * 2 + shift) % 256, (y * 3) % 256, (x + y) % 256, 255)
    return im

def translucent(alpha):
    im = Image.new("RGBA", (W, H), (0, 0, 0, 0)); d = ImageDraw.Draw(im)
    d.ellipse([15, 10, 100, 80], fill=(200, 30, 90, alpha))
    d.rectangle([40, 40, 119, 60], fill=(10, 200, 30, 128))
    return im

def noise(seed, amount):
    rnd = random.Random(seed); im = gradient(); px = im.load()
    for _ in range(amount):
        x, y = rnd.randrange(W), rnd.randrange(H)
        r, g, b, a = px[x, y]
        k = rnd.randrange(-60, 61)
        px[x, y] = (max(0, min(255, r + k)), max(0, min(255, g - k)), b, rnd.choice([a, 200, 0]))
    return im

def supersampled_circle(cx):
    big = Image.new("RGBA", (W * 4, H * 4), (255, 255, 255, 255)); d = ImageDraw.Draw(big)
    d.ellipse([cx * 4, 40, cx * 4 + 240, 300], fill=(30, 30, 30, 255))
    return big.resize((W, H), Image.LANCZOS)

pairs = {
    "shapes-shift": (shapes(), shapes(dx=1)),
    "shapes-color": (shapes(), shapes(color=(80, 150, 220, 255))),
    "text-change": (text("Layout 1"), text("Layout 2")),
    "text-shift": (text("Pin change 42"), text("Pin change 42", dy=1)),
    "text-size": (text("Spring", 17), text("Spring", 18)),
    "gradient": (gradient(), gradient(shift=3)),
    "translucent": (translucent(160), translucent(100)),
    "noise": (gradient(), noise(7, 900)),
    "aa-circle": (supersampled_circle(20), supersampled_circle(21)),
    "identical": (shapes(), shapes()),
}
settings = [(0.1, False), (0.1, True), (0.0, False), (0.05, False), (0.3, False), (0.3, True)]

def compare(name, pa, pb, settings):
    a, b = Image.open(pa).convert("RGBA"), Image.open(pb).convert("RGBA")
    ra, rb = a.tobytes(), b.tobytes()
    with open(pa + ".rgba", "wb") as f: f.write(ra)
    found = []
    for threshold, include_aa in settings:
        output = bytearray(len(ra))
        n = pixelmatch(list(ra), list(rb), a.width, a.height, output, threshold=threshold, includeAA=include_aa)
        diff_path = os.path.join(out, "%s-%g-%d.diff.rgba" % (name, threshold, include_aa))
        with open(diff_path, "wb") as f: f.write(bytes(output))
        found.append({"a": pa, "b": pb, "threshold": threshold, "includeAA": include_aa,
                      "count": n, "diff": diff_path})
    return found

# With a second argument, compare the pairs it lists (images made elsewhere, e.g. by
# cairo) and stop: [{"name", "a", "b"}, ...].
if len(sys.argv) > 2:
    given = json.load(open(sys.argv[2]))
    manifest = [c for p in given for c in compare(p["name"], p["a"], p["b"], settings[:4])]
    json.dump({"width": 0, "height": 0, "comparisons": manifest, "decodeOnly": []},
              open(os.path.join(out, "manifest.json"), "w"), indent=1)
    sys.exit(0)

manifest = []
for name, (a, b) in pairs.items():
    pa, pb = os.path.join(out, name + "-a.png"), os.path.join(out, name + "-b.png")
    a.save(pa); b.save(pb)
    manifest += compare(name, pa, pb, settings)
# Decode-only cases: other colour types Pillow and the decoder must agree on.
decode = []
base = shapes()
for mode in ["RGB", "L", "LA", "P"]:
    p = os.path.join(out, "mode-%s.png" % mode)
    base.convert(mode).save(p)
    with open(p + ".rgba", "wb") as f: f.write(Image.open(p).convert("RGBA").tobytes())
    decode.append(p)
json.dump({"width": W, "height": H, "comparisons": manifest, "decodeOnly": decode},
          open(os.path.join(out, "manifest.json"), "w"), indent=1)
print("ok", len(manifest))
"""#
