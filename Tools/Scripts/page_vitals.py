#!/usr/bin/env python3
"""Loads each page of the web app in headless chromium, as page_checks.py walks them, and prints its Largest
Contentful Paint, Cumulative Layout Shift and the bytes it transferred (the page and the pictures it loaded; the
stylesheet and script count on the first page only, then come from the cache, as for a returning visitor), at 360
and 1280 px. A page without an LCP counts as missing the target. Printed figures, not a test: the targets on loopback are LCP <= 1.0 s and
CLS <= 0.05, and the last line says whether every page met them.

Run by `Tools/Scripts/page-checks --vitals`, which starts the app.
Usage: page_vitals.py PORT
"""
import sys

from page_checks import WIDTHS, chromium, pages

VITALS = """
    const done = arguments[arguments.length - 1];
    let lcp = 0, cls = 0;
    new PerformanceObserver(list => { for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime); })
        .observe({type: "largest-contentful-paint", buffered: true});
    new PerformanceObserver(list => { for (const e of list.getEntries()) if (!e.hadRecentInput) cls += e.value; })
        .observe({type: "layout-shift", buffered: true});
    setTimeout(() => {
        const navigation = performance.getEntriesByType("navigation")[0];
        const resources = performance.getEntriesByType("resource").reduce((sum, r) => sum + r.transferSize, 0);
        done({lcp: lcp, cls: cls, bytes: (navigation ? navigation.transferSize : 0) + resources});
    }, 300);
"""


def main():
    port = int(sys.argv[1])
    walked = pages(port)
    met = True
    with chromium() as browser:
        print(f"{'page':<20} {'px':>5} {'LCP ms':>7} {'CLS':>6} {'KB':>7}")
        for width in WIDTHS:
            for name, visitor, path, form, _, multipart in walked:
                browser.open(f"http://127.0.0.1:{port}{path}", visitor.cookie, width, form, multipart)
                vitals = browser.call("POST", f"{browser.session}/execute/async", {"script": VITALS, "args": []})
                met = met and 0 < vitals["lcp"] <= 1000 and vitals["cls"] <= 0.05
                print(f"{name:<20} {width:>5} {vitals['lcp']:>7.0f} {vitals['cls']:>6.3f} "
                      f"{vitals['bytes'] / 1024:>7.1f}")
    print("every page: LCP <= 1.0 s and CLS <= 0.05" if met else "some page missed LCP <= 1.0 s or CLS <= 0.05")


if __name__ == "__main__":
    main()
