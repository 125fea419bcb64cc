#!/usr/bin/env python3
"""Saves the pages a new user meets first as `<page>-phone.png` (360 x 900) and `<page>-desktop.png` (1280 x 900),
walking them as page_checks.py does, in headless chromium.

Run by Tools/Scripts/screenshots (through `Tools/Scripts/page-checks --screenshots FOLDER`), which starts the app.
Usage: page_screenshots.py PORT FOLDER
"""
import base64
import sys
from pathlib import Path

from page_checks import chromium, pages

SHOWN = ["welcome", "products-grid", "product", "booking-form", "quote", "confirmation", "reservations", "settings",
         "maker-register", "maker-review"]
SIZES = {"phone": 360, "desktop": 1280}


def main():
    port, folder = int(sys.argv[1]), Path(sys.argv[2])
    walked = {name: (visitor, path, form, multipart) for name, visitor, path, form, _, multipart in pages(port)}
    folder.mkdir(parents=True, exist_ok=True)
    with chromium() as browser:
        # Page by page, both sizes, in the order a user meets them (the products before a product is viewed).
        for name in SHOWN:
            for size, width in SIZES.items():
                visitor, path, form, multipart = walked[name]
                browser.open(f"http://127.0.0.1:{port}{path}", visitor.cookie, width, form, multipart)
                png = base64.b64decode(browser.call("GET", f"{browser.session}/screenshot"))
                (folder / f"{name}-{size}.png").write_bytes(png)
                print(folder / f"{name}-{size}.png")

if __name__ == "__main__":
    main()
