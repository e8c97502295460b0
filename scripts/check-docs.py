#!/usr/bin/env python3
"""Fails when a public symbol of our library modules has no documentation comment, or only filler.

Reads the symbol graphs that `swift package dump-symbol-graph` writes. A symbol counts as ours
when its declaration is in this repository; members that only restate a protocol requirement
and inherit its documentation are skipped the same way DocC shows them.

Filler is a comment that tells a reader nothing the declaration does not: a stock phrase
("Does nothing.", "TODO"), or a one-sentence comment whose words, once articles and stock verbs
like "creates" or "returns" are set aside, are all words of the symbol's own name (or, for an
initializer, of its type's name): `/// The count.` on `count`, `/// Creates a Foo.` on `Foo.init`.

Filler findings listed in scripts/docs-filler-pending.txt (one `path:Symbol.path` a line) are
shown but do not fail the check: they are in files another branch is rewriting, and are fixed
there. An entry that no longer matches a finding fails the check, so the list only shrinks.

Usage: check-docs.py [--core-only]
  --core-only  builds without the WebServer trait, so WorkflowWebServer (empty then) is skipped;
               for quick local runs. CI runs without it.
"""
import glob
import json
import os
import re
import subprocess
import sys

MODULES = ("Workflow", "WorkflowTesting", "WorkflowSamples", "WorkflowLogging", "WorkflowTracing", "WorkflowUI", "WorkflowUITesting", "WorkflowTerminalUI", "TerminalSampleViews", "WorkflowFlows", "WorkflowFlowsTesting", "WorkflowWebUI", "WorkflowWebServer", "WebSampleViews", "WebBenchScreens", "CounterSample", "TodoTutorial1", "TodoTutorial2", "TodoTutorial3", "TodoTutorial4", "TodoTutorialWeb", "WebLoadCore", "WorkflowInspector", "WorkflowInspectorWeb")

# Whole comments that say nothing, compared without case and trailing punctuation.
STOCK_FILLER = {
    "does nothing", "nothing", "todo", "fixme", "tbd", "documentation", "doc", "docs",
    "no description", "not documented", "undocumented", "description", "see above",
    "the initializer", "initializer", "default initializer", "creates an instance",
    "creates a new instance", "initializes a new instance", "the value", "a value",
    "the implementation", "implementation", "helper", "a helper",
}

# Words a summary may add to a symbol's name and still say nothing more.
NOISE_WORDS = {
    "a", "an", "the", "this", "that", "its", "it", "of", "for", "to", "in", "on", "with", "by",
    "is", "are", "be", "and", "or", "new", "instance", "value", "object", "type", "property",
    "method", "function", "initializer", "creates", "create", "makes", "make", "returns", "return",
    "gets", "get", "sets", "set", "initializes", "initialize", "init", "current", "given",
}


def words(text):
    """Lower-case words of `text`, camel case split, plural "s" dropped."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text)
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", spaced)
    found = re.findall(r"[A-Za-z][A-Za-z0-9]*", spaced)
    return {w.lower()[:-1] if len(w) > 3 and w.lower().endswith("s") else w.lower() for w in found}


def filler_reason(symbol, text):
    """Why `text` documents `symbol` with filler, or None when it says something."""
    flat = " ".join(text.split())
    bare = flat.strip().rstrip(".!").strip().lower()
    if bare in STOCK_FILLER:
        return f'the comment is only "{flat}"'
    # A comment with a second sentence, a list or a code sample says more than a name.
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", flat) if s]
    if len(sentences) != 1 or "`" in flat or "\n" in text.strip():
        return None
    path = symbol["pathComponents"]
    name = re.sub(r"\(.*", "", path[-1])
    named = words(name)
    if name == "init" and len(path) > 1:
        named |= words(path[-2])
    said = words(re.sub(r"``[^`]*``", "", flat)) - NOISE_WORDS
    if said and said <= named:
        return f'"{flat}" only repeats the name {".".join(path)}'
    return None


def main():
    core_only = "--core-only" in sys.argv[1:]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    traits = [] if core_only else ["--traits", "WebServer"]
    modules = [m for m in MODULES if not (core_only and m == "WorkflowWebServer")]
    subprocess.run(
        # The WebServer trait is on so that the web server's module has symbols to check.
        ["swift", "package", *traits, "dump-symbol-graph", "--minimum-access-level", "public", "--include-spi-symbols"],
        cwd=root, check=True, stdout=subprocess.DEVNULL,
    )
    graphs = glob.glob(os.path.join(root, ".build", "*", "symbolgraph", "*.symbols.json"))
    pending_path = os.path.join(root, "scripts", "docs-filler-pending.txt")
    pending = set()
    if os.path.exists(pending_path):
        with open(pending_path) as f:
            pending = {l.strip() for l in f if l.strip() and not l.startswith("#")}
    pending_seen = set()
    problems = []
    for path in graphs:
        module = os.path.basename(path).split(".")[0].split("@")[0]
        if module not in modules:
            continue
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            location = symbol.get("location", {}).get("uri", "")
            if root not in location:
                continue
            line = symbol["location"]["position"]["line"] + 1
            where = os.path.relpath(location.replace("file://", ""), root)
            name = ".".join(symbol["pathComponents"])
            comment = symbol.get("docComment")
            if not comment:
                problems.append(f"{where}:{line}: undocumented public symbol {name}")
                continue
            text = "\n".join(line["text"] for line in comment["lines"])
            reason = filler_reason(symbol, text)
            if reason and f"{where}:{name}" in pending:
                pending_seen.add(f"{where}:{name}")
            elif reason:
                problems.append(f"{where}:{line}: filler documentation: {reason}; say what a user needs to know")
    for entry in sorted(pending - pending_seen):
        problems.append(f"scripts/docs-filler-pending.txt: {entry} is no longer filler (or gone); remove it from the list")
    if pending_seen:
        print(f"note: {len(pending_seen)} filler comments pending in scripts/docs-filler-pending.txt")
    for entry in sorted(set(problems)):
        print(entry)
    if problems:
        sys.exit(1)
    print("every public symbol is documented, without filler")


if __name__ == "__main__":
    main()
