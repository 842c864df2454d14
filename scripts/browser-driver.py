#!/usr/bin/env python3
"""Drives Debian's Chromium headless for animrender's browser tests and benchmark.

Reads one JSON request per line on stdin and answers each with one JSON line on stdout,
so the XCTest suite (Tests/BrowserTests) and animrender-bench can script a real browser
without a Swift WebDriver client. The browser is the system's (/usr/bin/chromium, or
$ANIMRENDER_CHROMIUM): Playwright for Python is only the remote control, no browser is
ever downloaded.

Requests ({"op": ...}; every answer has "ok", and "error" when ok is false):
  open        {"url", "width"?, "height"?}  -> {"ok", "ms"}   new page; console errors reset
  eval        {"js"}                        -> {"ok", "value"} a JS expression (or function body
                                                               when it starts with "() =>")
  click       {"selector"} | {"x", "y"}     -> {"ok"}         a real mouse click
  press       {"key"}                       -> {"ok"}         a key on the focused element
  check       {"selector", "on"}            -> {"ok"}         set a checkbox
  select      {"selector", "value"}         -> {"ok"}
  fill        {"selector", "value"}         -> {"ok"}         a range or text input's value + input event
  waitFor     {"js", "timeout"?}            -> {"ok"}         until the expression is truthy
  screenshot  {"path", "selector"?}         -> {"ok"}         the whole page, or the first match
  console     {}                            -> {"ok", "errors": [...]} console errors and page errors so far
  quit        {}                            -> {"ok"}
"""
import json
import os
import sys
import time

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    print(json.dumps({"ok": False, "error": "Playwright for Python is missing: pip install playwright "
                      "(the browser is Debian's chromium; never run `playwright install`)"}), flush=True)
    sys.exit(3)

CHROMIUM = os.environ.get("ANIMRENDER_CHROMIUM", "/usr/bin/chromium")


def main():
    if not os.path.exists(CHROMIUM):
        print(json.dumps({"ok": False, "error": f"{CHROMIUM} not found: apt-get install chromium"}), flush=True)
        sys.exit(3)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM,
                                    args=["--no-sandbox",
                                          "--font-render-hinting=none"])
        page = None
        errors = []

        def new_page(width, height):
            nonlocal page
            if page:
                page.close()
            errors.clear()
            page = browser.new_page(viewport={"width": width, "height": height})
            page.on("console", lambda m: errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
            page.on("requestfailed", lambda r: errors.append(f"requestfailed: {r.url}"))
            return page

        print(json.dumps({"ok": True, "ready": True}), flush=True)
        for line in sys.stdin:
            if not line.strip():
                continue
            req = json.loads(line)
            op = req.get("op")
            try:
                answer = {"ok": True}
                if op == "open":
                    pg = new_page(req.get("width", 1280), req.get("height", 900))
                    start = time.perf_counter()
                    pg.goto(req["url"], wait_until="load")
                    answer["ms"] = (time.perf_counter() - start) * 1000
                elif op == "eval":
                    answer["value"] = page.evaluate(req["js"])
                elif op == "click":
                    if "selector" in req:
                        page.click(req["selector"])
                    else:
                        page.mouse.click(req["x"], req["y"])
                elif op == "press":
                    page.keyboard.press(req["key"])
                elif op == "check":
                    page.set_checked(req["selector"], req["on"])
                elif op == "select":
                    page.select_option(req["selector"], req["value"])
                elif op == "fill":
                    page.eval_on_selector(req["selector"],
                                          "(e, v) => { e.value = v; e.dispatchEvent(new Event('input', {bubbles: true})); }",
                                          req["value"])
                elif op == "waitFor":
                    page.wait_for_function(req["js"], timeout=req.get("timeout", 5000))
                elif op == "screenshot":
                    if "selector" in req:
                        page.locator(req["selector"]).first.screenshot(path=req["path"])
                    else:
                        page.screenshot(path=req["path"], full_page=True)
                elif op == "console":
                    answer["errors"] = list(errors)
                elif op == "quit":
                    print(json.dumps(answer), flush=True)
                    break
                else:
                    answer = {"ok": False, "error": f"unknown op {op!r}"}
            except Exception as e:  # reported to the caller, who fails the test with it
                answer = {"ok": False, "error": f"{op}: {e}"}
            print(json.dumps(answer), flush=True)
        browser.close()


if __name__ == "__main__":
    main()
