#!/usr/bin/env python3
"""Fails when a public symbol of our library modules has no documentation comment.

Reads the symbol graphs that `swift package dump-symbol-graph` writes. A symbol counts as ours
when its declaration is in this repository; members that only restate a protocol requirement
and inherit its documentation are skipped the same way DocC shows them.
"""
import glob
import json
import os
import subprocess
import sys

MODULES = ("Workflow", "WorkflowTesting", "WorkflowSamples", "WorkflowLogging", "WorkflowTracing", "WorkflowUI", "WorkflowUITesting", "WorkflowTerminalUI", "TerminalSampleViews", "WorkflowFlows", "WorkflowFlowsTesting", "WorkflowWebUI", "WorkflowWebServer", "WebSampleViews", "WebLoadCore")
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
subprocess.run(
    # The WebServer trait is on so that the web server's module has symbols to check.
    ["swift", "package", "--traits", "WebServer", "dump-symbol-graph", "--minimum-access-level", "public"],
    cwd=root, check=True, stdout=subprocess.DEVNULL,
)
graphs = glob.glob(os.path.join(root, ".build", "*", "symbolgraph", "*.symbols.json"))
missing = []
for path in graphs:
    module = os.path.basename(path).split(".")[0].split("@")[0]
    if module not in MODULES:
        continue
    with open(path) as f:
        graph = json.load(f)
    for symbol in graph["symbols"]:
        location = symbol.get("location", {}).get("uri", "")
        if root not in location:
            continue
        if symbol.get("docComment"):
            continue
        line = symbol["location"]["position"]["line"] + 1
        where = os.path.relpath(location.replace("file://", ""), root)
        missing.append(f"{where}:{line}: {'.'.join(symbol['pathComponents'])}")
for entry in sorted(set(missing)):
    print(f"undocumented public symbol: {entry}")
if missing:
    sys.exit(1)
print("every public symbol is documented")
