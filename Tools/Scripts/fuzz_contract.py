"""Runs schemathesis three times against a sandbox (anonymous, customer, maker) and judges the result.

Usage: fuzz_contract.py BASE_URL WORK_FOLDER SECONDS SCHEMATHESIS
The checks' configuration is written from the sandbox's own /api-docs: a 500 is expected only on the routes that
declare an as-built one (x-snapfit-as-built-500). Afterwards every 500 the sandbox reported on its standard error must
name one of those (`as built (<id>)`); anything else fails the run.
"""

import json
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

base, seconds = sys.argv[1], int(sys.argv[3])
work, schemathesis = str(Path(sys.argv[2]).resolve()), str(Path(sys.argv[4]).resolve())
scripts = str(Path(__file__).resolve().parent)
document = json.load(open(f"{work}/api-docs.json"))

as_built = {}
for path, methods in document["paths"].items():
    for method, operation in methods.items():
        if "x-snapfit-as-built-500" in operation:
            as_built[operation["operationId"]] = operation["x-snapfit-as-built-500"]

config = [
    "# Written by Tools/Scripts/fuzz_contract.py from the sandbox's /api-docs. Every built-in check is on (their",
    "# default; naming them with --checks would override the settings per route below).",
    "[checks.positive_data_acceptance]",
    "# A well-formed booking of an option the product lacks is 422, code 31: a business rule, not a bad request.",
    'expected-statuses = ["2xx", "3xx", "401", "403", "404", "409", "422", "429", "5xx"]',
]
social_token = sorted(
    operation["operationId"]
    for methods in document["paths"].values()
    for operation in methods.values()
    if {"socialToken": []} in operation.get("security", [])
)
for operation_id in social_token:
    config += [
        "",
        "[[operations]]",
        f'include-operation-id = "{operation_id}"',
        "# The social token is read as a header parameter (§2.1): \"The server splits that header on a single space",
        "# and requires exactly two parts, the first being Bearer. Otherwise it returns 400, code 1.\" Missing, or a",
        "# generated token with a space in it, is that 400, never a 401.",
        "checks.missing_required_header.enabled = false",
        "checks.ignored_auth.enabled = false",
        'checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409", "422", "429", "5xx"]',
    ]
for operation_id, built in sorted(as_built.items()):
    config += [
        "",
        "[[operations]]",
        f'include-operation-id = "{operation_id}"',
        f"# As built ({built['id']}): {built['contract']}",
        'checks.not_a_server_error.expected-statuses = ["2xx", "3xx", "4xx", "500"]',
    ]
open(f"{work}/schemathesis.toml", "w").write("\n".join(config) + "\n")


def login(social_id):
    request = urllib.request.Request(
        f"{base}/snapfit/login?SocialType=kakao", headers={"Authorization": f"Bearer {social_id}"}
    )
    return json.load(urllib.request.urlopen(request, timeout=10))["accessToken"]


runs = [("anonymous", None), ("customer", "dev-customer"), ("maker", "dev-maker")]
results = []
started = time.monotonic()
for index, (name, social_id) in enumerate(runs):
    remaining = seconds - (time.monotonic() - started)
    budget = max(30, int(remaining / (len(runs) - index)))
    command = [
        schemathesis, "--config-file", f"{work}/schemathesis.toml", "run", f"{base}/api-docs",
        "--workers", "2", "--max-examples", "40", "--seed", "43", "--max-time", str(budget),
        "--generation-database", "none", "--no-color",
    ]
    if social_id:
        command += ["-H", f"Authorization: Bearer {login(social_id)}"]
    print(f"==> schemathesis, {name} (at most {budget} s)", flush=True)
    for attempt in (1, 2):
        try:
            # Run in the work folder: schemathesis keeps a .schemathesis cache where it runs, out of the tree so.
            run = subprocess.run(command, capture_output=True, text=True, timeout=budget + 60, cwd=work,
                                 env={"SCHEMATHESIS_HOOKS": "fuzz_contract_hooks", "PATH": "/usr/bin:/bin",
                                      "PYTHONPATH": scripts, "PYTHONDONTWRITEBYTECODE": "1"})
            output, timed_out, returncode = run.stdout + run.stderr, False, run.returncode
        except subprocess.TimeoutExpired as expired:
            output, timed_out, returncode = (expired.stdout or b"").decode() + (expired.stderr or b"").decode(), True, 1
        open(f"{work}/schemathesis-{name}.txt", "w").write(output)
        final = [line for line in output.splitlines() if line.startswith("=") and " in " in line]
        verdict = final[-1].strip("= ") if final else "no result line"
        # An error of the tool itself (no failure found; Hypothesis once crashed reading its own source) is run again
        # once, so that CI judges the sandbox, not the fuzzer.
        if returncode != 0 and not timed_out and " error" in verdict and "failure" not in verdict and attempt == 1:
            print(f"    the tool erred ({verdict}); once more", flush=True)
            continue
        break
    summary = re.search(r"(\d+) generated, (.*)", output)
    print(f"    {summary.group(0) if summary else 'no summary'}")
    print(f"    {verdict}")
    ok = not timed_out and returncode == 0
    if not ok:
        print(output[-20000:])
    results.append((name, ok, timed_out))

reported = [line for line in open(f"{work}/sandbox.err").read().splitlines()
            if "answered 500 to" in line]
unexpected = [line for line in reported
              if not any(f"as built ({built['id']})" in line for built in as_built.values())]
print(f"==> the sandbox answered {len(reported)} 500s, {len(reported) - len(unexpected)} of them as built:")
for built in sorted(as_built.values(), key=lambda b: b["id"]):
    count = sum(f"as built ({built['id']})" in line for line in reported)
    print(f"    {count:5d}  {built['id']}: {built['contract']}")
for line in unexpected:
    print(f"    NOT AS BUILT: {line}")
print(f"==> {time.monotonic() - started:.0f} s in all")

failed = [name for name, ok, _ in results if not ok]
if failed or unexpected:
    print(f"fuzz-contract: failed ({', '.join(failed) or 'a 500 that is not as built'})", file=sys.stderr)
    sys.exit(1)
print("fuzz-contract: passed")
