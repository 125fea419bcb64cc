"""Schemathesis hooks for the SnapFit contract: strategies for the document's own string formats, and generated text
kept within the Basic Multilingual Plane.

The server counts a string's length in UTF-16 units (Java's length()), JSON Schema's maxLength in code points: a
character beyond U+FFFF counts twice on the server, once in the document, and no schema keyword says so. Generated
text maps each such character to U+FFFD (one unit, one code point), which keeps a value valid or invalid as it was.
"""

import schemathesis
from hypothesis import strategies as st


@st.composite
def korea_local_date_time(draw):
    """A future reservationTime as the server reads one: minutes, optional seconds, fraction and a trailing Z."""
    year = draw(st.integers(2100, 9999))
    month = draw(st.integers(1, 12))
    day = draw(st.integers(1, 28))
    text = f"{year:04d}-{month:02d}-{day:02d}T{draw(st.integers(0, 23)):02d}:{draw(st.integers(0, 59)):02d}"
    if draw(st.booleans()):
        text += f":{draw(st.integers(0, 59)):02d}"
        if draw(st.booleans()):
            text += "." + draw(st.text("0123456789", min_size=0, max_size=9))
    if draw(st.booleans()):
        text += "Z"
    return text


schemathesis.openapi.format("korea-local-date-time", korea_local_date_time())


def _within_bmp(value):
    if isinstance(value, str):
        return "".join(c if ord(c) <= 0xFFFF else "\ufffd" for c in value)
    if isinstance(value, list):
        return [_within_bmp(item) for item in value]
    if isinstance(value, dict):
        return {_within_bmp(key): _within_bmp(item) for key, item in value.items()}
    return value


@schemathesis.hook
def map_body(context, body):
    return _within_bmp(body)


@schemathesis.hook
def map_query(context, query):
    return _within_bmp(query)
