#!/usr/bin/env python3
"""Counts overlapping label pills in rendered output folders' frames.json.

Usage: scripts/label-overlaps.py OUT_DIR... (each a folder `animrender` wrote)

For each frame, the pills (`overlays[].pill`, canvas points) of the overlay kinds drawn
into the PNGs (`canvas.overlays`) are compared pairwise, and separately the pills of every
kind (what the viewer shows with all boxes ticked). Prints one line per folder with
overlapping pairs, then the totals; exits 1 when a drawn pair overlaps.
"""
import json
import os
import sys

EPS = 1e-6


def overlaps(a, b):
    return (a[0] < b[0] + b[2] - EPS and b[0] < a[0] + a[2] - EPS
            and a[1] < b[1] + b[3] - EPS and b[1] < a[1] + a[3] - EPS)


def pairs(rects):
    return sum(1 for i in range(len(rects)) for j in range(i + 1, len(rects)) if overlaps(rects[i], rects[j]))


def main(folders):
    total_drawn = total_all = labels = frames = 0
    for folder in folders:
        with open(os.path.join(folder, "frames.json"), encoding="utf-8") as f:
            doc = json.load(f)
        drawn_kinds = set(doc.get("canvas", {}).get("overlays", []))
        drawn = every = 0
        for frame in doc["frames"]:
            pills = [o for o in frame.get("overlays", []) if "pill" in o]
            labels += sum(1 for o in pills if o["kind"] in drawn_kinds)
            drawn += pairs([o["pill"] for o in pills if o["kind"] in drawn_kinds])
            every += pairs([o["pill"] for o in pills])
            frames += 1
        if drawn or every:
            print(f"{folder}: {drawn} drawn pairs overlap, {every} of all kinds")
        total_drawn += drawn
        total_all += every
    print(f"total: {total_drawn} overlapping pairs of drawn labels ({labels} labels, {frames} frames); "
          f"{total_all} pairs with every kind shown")
    return 1 if total_drawn else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1:]))
