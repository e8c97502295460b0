#!/usr/bin/env python3
"""Fails when a README code block marked as a copy of a file differs from that file.

A fenced block right after a line `<!-- snippet: PATH -->` must be PATH's whole text. The files
are compiled and tested (the CounterSample and CounterApp targets, WorkflowSamplesTests), so a
README that matches them shows code that works.
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
readme = open(os.path.join(root, "README.md")).read()
pattern = re.compile(r"<!-- snippet: (\S+) -->\n```[a-z]*\n(.*?)```", re.S)
problems = []
found = 0
for path, block in pattern.findall(readme):
    found += 1
    full = os.path.join(root, path)
    if not os.path.exists(full):
        problems.append(f"README.md: the snippet of {path} names a file that does not exist")
        continue
    if open(full).read() != block:
        problems.append(f"README.md: the snippet of {path} differs from the file; copy the file into the README")
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"{found} README snippets match their compiled files")
