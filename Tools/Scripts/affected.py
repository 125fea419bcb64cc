"""Which test targets a change needs, from the target graph `swift package layer-graph --json` prints.

A changed file belongs to every target whose folder holds it; a manifest (`Package.swift`) to every target under its
folder; a Swift file no target holds (a plugin's) to every target. The tests needed are the root package's test
targets among those targets and everything that depends on them, directly or not, and the tests that read a
changed file as text (READERS). Pure: no git, no swift.
"""

import os

ROOT_PACKAGE = "SnapFit"

# Test targets that read files as text instead of importing them, and which files: the architecture rules read
# every Swift file; the integration tests check the Commands article and the features' READMEs against the help.
READERS = {
    "ArchitectureTests": lambda path: path.endswith(".swift"),
    "IntegrationTests": lambda path: path == "docs/SnapFit.docc/Commands.md"
    or (path.startswith("Packages/Features/") and path.endswith("/README.md")),
}


def _under(path, folder):
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def touched(graph, root, changed):
    """The targets (`Package/Target`) the changed files (paths relative to `root`) belong to."""
    targets = graph["targets"]
    names = set()
    for relative in changed:
        path = os.path.join(root, relative)
        if os.path.basename(path) == "Package.swift":
            folder = os.path.dirname(path)
            names |= {t["package"] + "/" + t["target"] for t in targets if _under(t["directory"], folder)}
            continue
        owners = {t["package"] + "/" + t["target"] for t in targets if _under(path, t["directory"])}
        if not owners and path.endswith(".swift"):
            owners = {t["package"] + "/" + t["target"] for t in targets}
        names |= owners
    return names


def dependents(graph, names):
    """`names` and every target that depends on one of them, directly or not."""
    users = {}
    for edge in graph["edges"]:
        users.setdefault(edge["to"], set()).add(edge["from"])
    found, queue = set(names), list(names)
    while queue:
        for user in users.get(queue.pop(), ()):
            if user not in found:
                found.add(user)
                queue.append(user)
    return found


def root_tests(graph):
    """Every test target of the root package, sorted."""
    return sorted(t["target"] for t in graph["targets"] if t["test"] and t["package"] == ROOT_PACKAGE)


def affected_tests(graph, root, changed):
    """The root package's test targets a change to `changed` needs, sorted."""
    affected = dependents(graph, touched(graph, root, changed))
    readers = {name for name, reads in READERS.items() if any(reads(path) for path in changed)}
    return [name for name in root_tests(graph) if ROOT_PACKAGE + "/" + name in affected or name in readers]
