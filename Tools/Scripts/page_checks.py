#!/usr/bin/env python3
"""Checks the web app's pages as a real site is checked: every page, signed out, as a customer and as a maker, through
the W3C Nu HTML checker and through axe-core (WCAG 2.0/2.1/2.2 A and AA) in headless chromium at 360 and 1280 px.

Run by Tools/Scripts/page-checks, which installs what it needs and starts the app. Prints one line per page and
finding, and exits 1 on any finding.
Usage: page_checks.py PORT AXE_JS VNU_COMMAND...
"""
import contextlib
import datetime
import http.client
import json
import re
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import zlib
from pathlib import Path

WIDTHS = (360, 1280)
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]


class Visitor:
    """A browser's session with the app: its cookie, kept across requests."""

    def __init__(self, port):
        self.port = port
        self.cookie = None

    def request(self, method, path, form=None, files=None):
        """Sends `form` url-encoded, or with `files` ((field, name, bytes) each) as multipart/form-data."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Cookie": self.cookie} if self.cookie else {}
        body = None
        if files is not None:
            boundary = "page-checks-boundary"
            parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                     for name, value in form]
            parts += [f'--{boundary}\r\nContent-Disposition: form-data; name="{field}"; filename="{name}"\r\n'
                      f'Content-Type: image/png\r\n\r\n'.encode() + data + b"\r\n" for field, name, data in files]
            body = b"".join(parts) + f"--{boundary}--\r\n".encode()
            headers["Content-Type"] = f"multipart/form-data; boundary={boundary}"
        elif form is not None:
            body = urllib.parse.urlencode(form)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body, headers)
        answer = connection.getresponse()
        text = answer.read().decode()
        for name, value in answer.getheaders():
            if name.lower() == "set-cookie" and value.startswith("snapfit_session="):
                self.cookie = value.split(";")[0]
        return answer.status, answer.getheader("Location"), text

    def token(self, path):
        _, _, page = self.request("GET", path)
        return re.search(r'name="csrf" value="([^"]+)"', page).group(1)

    def log_in(self, social_token):
        form = {"csrf": self.token("/login"), "provider": "kakao", "token": social_token, "back": "/"}
        status, location, _ = self.request("POST", "/login", form)
        if status != 303 or location != "/":
            sys.exit(f"page-checks: logging in as {social_token} answered {status} to {location}")

    def book(self, product):
        """Books `product` through the form and its quote; returns the confirmation's path and the form that shows
        the quote."""
        day = (datetime.date.today() + datetime.timedelta(days=30)).isoformat()
        form = {"csrf": self.token(f"/reservations/new?product={product}"), "product": str(product),
                "option": "60", "time-date": day, "time-clock": "14:00", "people": "2",
                "email": "guest@example.com", "phone": "", "place": "서울숲"}
        status, _, _ = self.request("POST", "/reservations", form)
        if status != 200:
            sys.exit(f"page-checks: the booking form answered {status}")
        status, location, _ = self.request("POST", "/reservations", {**form, "confirm": "yes"})
        if status != 303 or not location:
            sys.exit(f"page-checks: confirming the booking answered {status}")
        # The quote checked is of another hour, so it is not one already booked.
        return location, {**form, "time-clock": "15:00"}

    def register(self):
        """Sends a product with two pictures, the second its thumbnail, to the registration form; returns its review's
        path."""
        pictures = self.photos("/products/1") or [png(4, 3), png(3, 4)]
        _, _, page = self.request("GET", "/maker/register")
        action, token = (re.search(pattern, page) for pattern in
                         (r'action="(/maker/register\?permit=[^"]+)"', r'name="csrf" value="([^"]+)"'))
        if not action or not token:
            sys.exit("page-checks: the registration form has no upload permit or form token")
        fields = [("csrf", token.group(1)), ("title", "노을 스냅"),
                  ("description", "한강에서 찍는 노을 스냅 촬영입니다."), ("vibes", "시크"), ("locations", "서울"),
                  ("option-minutes", "60"), ("option-price", "120000"), ("option-minutes", "90"),
                  ("option-price", "150000"), ("thumbnail", "2"), ("personPrice", "10000")]
        files = [("images", "a.png", pictures[0]), ("images", "b.png", pictures[-1])]
        status, location, _ = self.request("POST", action.group(1), fields, files)
        if status != 303 or location != "/maker/register/review":
            sys.exit(f"page-checks: the registration form answered {status} to {location}")
        return location


    def photos(self, path):
        """The PNG photos the page at `path` shows, as bytes."""
        _, _, page = self.request("GET", path)
        found = []
        for address in dict.fromkeys(re.findall(r'src="(/photos/[^"]+)"', page)):
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            connection.request("GET", address, headers={"Cookie": self.cookie})
            data = connection.getresponse().read()
            if data.startswith(b"\x89PNG"):
                found.append(data)
        return found[:2]


def png(width, height):
    """A whole PNG of `width` × `height` grey pixels."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80\x80\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def pages(port):
    """(name, visitor, path, form, status, multipart) for every page: signed out, as a customer, as a maker. A page
    with a form is the answer to posting it (as multipart/form-data when `multipart`), refused forms included."""
    stranger = Visitor(port)
    customer = Visitor(port)
    customer.log_in("dev-customer")
    confirmation, quote = customer.book(1)
    maker = Visitor(port)
    maker.log_in("dev-maker")
    review = maker.register()
    gets = [
        ("welcome", stranger, "/"), ("login", stranger, "/login"), ("sign-up", stranger, "/signup"),
        ("not-found", stranger, "/nowhere"),
        ("home", customer, "/"), ("products", customer, "/products"),
        ("products-grid", customer, "/products?layout=grid"), ("search", customer, "/products?q=%EC%8A%A4%EB%83%85"),
        ("product", customer, "/products/1"), ("photo", customer, "/products/1/photos/1"),
        ("likes", customer, "/likes"), ("booking-form", customer, "/reservations/new?product=1"),
        ("confirmation", customer, confirmation), ("reservations", customer, "/reservations"),
        ("my-page", customer, "/me"), ("edit-profile", customer, "/me/edit"), ("withdraw", customer, "/me/withdraw"),
        ("settings", customer, "/settings"),
        ("maker-products", maker, "/maker/products"), ("maker-register", maker, "/maker/register"),
        ("maker-reservations", maker, "/maker/reservations"), ("maker-review", maker, review),
    ]
    # Text a number field cannot hold, as a client without number fields sends it: the page must stay valid.
    refused_booking = {**quote, "people": "2명", "email": "guest", "time-clock": "25:00"}
    refused_login = {"csrf": stranger.token("/login"), "provider": "kakao", "token": "", "back": "/"}
    refused_signup = {"csrf": stranger.token("/signup"), "provider": "kakao", "token": "new-friend", "nickname": "",
                      "back": "/"}
    # Another session of the maker's: new answers would replace the review waiting in the first.
    second_maker = Visitor(port)
    second_maker.log_in("dev-maker")
    empty_registration = {"csrf": second_maker.token("/maker/register"), "title": "", "description": "",
                          "option-minutes": "sixty", "option-price": "1.", "personPrice": ""}
    posts = [
        ("quote", customer, "/reservations", quote, 200, False),
        ("booking-refused", customer, "/reservations", refused_booking, 400, False),
        ("login-refused", stranger, "/login", refused_login, 400, False),
        ("signup-refused", stranger, "/signup", refused_signup, 400, False),
        ("register-refused", second_maker, "/maker/register", empty_registration, 400, True),
    ]
    return [(name, visitor, path, None, 404 if name == "not-found" else 200, False)
            for name, visitor, path in gets] + posts


def nu_findings(files, vnu):
    """The Nu HTML checker's errors and warnings, as lines. It must answer in JSON and find the error in a page made
    to fail it (which is not counted), so a run that found nothing has really looked."""
    made_to_fail = files[0].parent / "made-to-fail.html"
    made_to_fail.write_text("<!doctype html><html lang=en><title>t</title><img src=x.png>")
    # Pages only: the checker's CSS grammar predates `aspect-ratio` and `:has()`, which the stylesheet uses.
    result = subprocess.run([*vnu, "--format", "json", str(made_to_fail), *map(str, files)],
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"page-checks: the Nu HTML checker failed ({result.returncode}): {result.stderr[:300]}")
    messages = json.loads(result.stderr)["messages"]
    # The checker warns about every date and time input, whatever the browsers of the day do; one without them shows a
    # text field, and the app reads the same "YYYY-MM-DD" and "HH:MM" typed into it.
    stale = re.compile(r"The “(date|time)” input type is not supported in all browsers")
    findings = [m for m in messages if (m.get("type") != "info" or m.get("subType") == "warning")
                and not stale.match(m.get("message", ""))]
    if not any(Path(m.get("url", "")).name == made_to_fail.name for m in findings):
        sys.exit("page-checks: the Nu HTML checker found nothing in a page made to fail it")
    return [f"{Path(m.get('url', '')).name}: line {m.get('lastLine', '?')}: {m.get('message', '')}"
            for m in findings if Path(m.get("url", "")).name != made_to_fail.name]


class Chromium:
    """Headless chromium through chromedriver's WebDriver API, enough to open pages and run axe in them."""

    def __init__(self, driver_port):
        self.port = driver_port
        options = {"args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]}
        session = self.call("POST", "/session",
                            {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})
        self.session = f"/session/{session['sessionId']}"

    def call(self, method, path, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        connection.request(method, path, json.dumps(body) if body is not None else None,
                           {"Content-Type": "application/json"})
        answer = json.loads(connection.getresponse().read())
        value = answer.get("value")
        if isinstance(value, dict) and "error" in value:
            raise RuntimeError(f"chromedriver: {value['error']}: {value.get('message', '')[:200]}")
        return value

    def open(self, url, cookie, width, form=None, multipart=False):
        """Opens `url` at `width` px, once, as the visitor whose session `cookie` is (a fresh one when `None`), or
        posts `form` to it (as multipart/form-data when `multipart`) from a page of the same site; fails when chromium shows another address (a session that did
        not take would show the login page instead)."""
        self.call("POST", f"{self.session}/window/rect", {"width": width, "height": 900})
        if url.startswith("http"):
            origin = "/".join(url.split("/")[:3])
            self.call("POST", f"{self.session}/url", {"url": origin + "/healthz"})
            self.call("DELETE", f"{self.session}/cookie")
            if cookie:
                name, value = cookie.split("=", 1)
                cookie = {"name": name, "value": value, "path": "/", "httpOnly": True, "sameSite": "Lax"}
                self.call("POST", f"{self.session}/cookie", {"cookie": cookie})
        if form:
            self.call("POST", f"{self.session}/execute/sync", {"script": """
                const form = document.createElement("form");
                form.method = "post";
                form.action = arguments[0];
                if (arguments[2]) { form.enctype = "multipart/form-data"; }
                for (const [name, value] of Object.entries(arguments[1])) {
                    const field = document.createElement("input");
                    Object.assign(field, {type: "hidden", name: name, value: value});
                    form.appendChild(field);
                }
                document.body.appendChild(form);
                form.submit();
            """, "args": [url, form, multipart]})
        else:
            self.call("POST", f"{self.session}/url", {"url": url})
        shown = self.call("GET", f"{self.session}/url")
        if url.startswith("http") and shown != url:
            raise RuntimeError(f"asked chromium for {url}, it shows {shown}")

    def axe(self, source):
        script = source + """
            const done = arguments[arguments.length - 1];
            axe.run(document, {runOnly: {type: "tag", values: %s}, resultTypes: ["violations"]})
                .then(r => done(r.violations.map(v => v.id + " (" + v.impact + "): " + v.help + " — "
                    + v.nodes.map(n => n.target.join(" ")).slice(0, 3).join(", "))))
                .catch(e => done(["axe failed: " + e]));
        """ % json.dumps(AXE_TAGS)
        return self.call("POST", f"{self.session}/execute/async", {"script": script, "args": []})

    def close(self):
        self.call("DELETE", self.session)


@contextlib.contextmanager
def chromium():
    """A headless chromium, driven through a chromedriver started on a free port; both end with the block."""
    port = free_port()
    driver = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for attempt in range(100):
            try:
                browser = Chromium(port)
                break
            except OSError:
                if attempt == 99:
                    raise
                time.sleep(0.1)
        try:
            yield browser
        finally:
            browser.close()
    finally:
        driver.terminate()
        driver.wait(timeout=10)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    port, axe_path, vnu = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    axe_source = Path(axe_path).read_text()
    findings = 0
    checked = pages(port)
    with tempfile.TemporaryDirectory() as folder:
        files = []
        for name, visitor, path, form, expected, multipart in checked:
            if multipart:
                status, _, html = visitor.request("POST", path, list(form.items()), files=[])
            else:
                status, _, html = visitor.request("POST" if form else "GET", path, form)
            if status != expected:
                print(f"{name} ({path}): answered {status}, not {expected}")
                findings += 1
            file = Path(folder) / f"{name}.html"
            file.write_text(html)
            files.append(file)
        nu = nu_findings(files, vnu)
        for line in nu:
            print(f"Nu: {line}")
        findings += len(nu)

    with chromium() as browser:
        # A page with a picture that has no text, so a run of axe that finds nothing has really looked.
        browser.open("data:text/html,<!doctype html><html lang=en><title>t</title><img src=x.png>", None, 360)
        if not browser.axe(axe_source):
            sys.exit("page-checks: axe found nothing on a page made to fail it")
        axe_count = 0
        for width in WIDTHS:
            for name, visitor, path, form, _, multipart in checked:
                browser.open(f"http://127.0.0.1:{port}{path}", visitor.cookie, width, form, multipart)
                for violation in browser.axe(axe_source):
                    print(f"axe {width}px {name}: {violation}")
                    axe_count += 1
    findings += axe_count
    widths = ' and '.join(map(str, WIDTHS))
    print(f"{len(checked)} pages, Nu HTML checker: {len(nu)} findings; axe-core at {widths} px: "
          f"{axe_count} violations")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
