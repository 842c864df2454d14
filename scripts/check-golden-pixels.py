#!/usr/bin/env python3
"""Checks that re-recorded PNG goldens show the same pixels as before.

Usage: scripts/check-golden-pixels.py [REF]   (default REF: HEAD)

Every PNG that differs from REF in the working tree (`git diff --name-only REF`) is
decoded with Pillow, old and new, and compared as RGBA; exits 1 naming each file whose
size or pixels changed. Run it after re-recording goldens for an encoder change (the
bytes change, the pixels must not), before committing them.
"""
import io
import subprocess
import sys

from PIL import Image

ref = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
changed = subprocess.run(["git", "diff", "--name-only", ref, "--", "*.png"],
                         capture_output=True, text=True, check=True).stdout.split()
different = 0
before = after = 0
for path in changed:
    try:
        new = open(path, "rb").read()
    except FileNotFoundError:
        continue  # deleted: nothing to compare
    old = subprocess.run(["git", "show", f"{ref}:{path}"], capture_output=True).stdout
    if not old:
        continue  # new file: nothing to compare
    a, b = Image.open(io.BytesIO(old)), Image.open(io.BytesIO(new))
    if a.size != b.size or a.convert("RGBA").tobytes() != b.convert("RGBA").tobytes():
        different += 1
        print(f"pixels differ: {path}")
    before += len(old)
    after += len(new)
print(f"{len(changed)} PNGs changed since {ref}: {different} with other pixels; {before} -> {after} bytes")
sys.exit(1 if different else 0)
