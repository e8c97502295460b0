#!/usr/bin/env python3
"""Fails when a code block marked as a copy of compiled code differs from it.

In README.md and the DocC articles listed below, a fenced block right after a line
`<!-- snippet: PATH -->` must be PATH's whole text, and one after `<!-- excerpt: PATH -->` must
appear in PATH word for word (lines in a row). The files are compiled and tested (the
CounterSample and CounterApp targets, the todo-server sample, WorkflowSamplesTests, which holds
the "after" code of the guide for workflow-swift users), so docs that match them show code
that works.
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
documents = [
    "README.md",
    "Sources/Workflow/Workflow.docc/ComingFromWorkflowSwift.md",
    "Sources/WorkflowWebServer/WorkflowWebServer.docc/ServingFromYourHummingbirdApp.md",
    "Sources/WorkflowWebServer/WorkflowWebServer.docc/TopicsAndPresence.md",
]
pattern = re.compile(r"<!-- (snippet|excerpt): (\S+) -->\n```[a-z]*\n(.*?)```", re.S)
problems = []
found = 0
for document in documents:
    text = open(os.path.join(root, document)).read()
    for kind, path, block in pattern.findall(text):
        found += 1
        full = os.path.join(root, path)
        if not os.path.exists(full):
            problems.append(f"{document}: the {kind} of {path} names a file that does not exist")
            continue
        source = open(full).read()
        if kind == "snippet" and source != block:
            problems.append(f"{document}: the snippet of {path} differs from the file; copy the file into it")
        elif kind == "excerpt" and block not in source:
            problems.append(f"{document}: the excerpt of {path} is not in the file word for word; copy it from the file")
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"{found} code blocks in the README and articles match their compiled files")
