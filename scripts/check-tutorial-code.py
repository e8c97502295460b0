#!/usr/bin/env python3
"""Fails when the DocC tutorial shows code that is not the compiled tutorial targets' code.

DocC's @Code(file:) reads files from the catalog's Resources/, so each one there is a symbolic
link to a compiled file: a file of a TodoTutorial chapter target (Samples/TodoTutorial), of its
app, or a test in Tests/WorkflowSamplesTests. This check fails on a plain copy (it would rot),
a link that leads nowhere or outside those folders, and an @Code naming a missing file.
"""
import glob
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
catalog = os.path.join(root, "Sources", "Workflow", "Workflow.docc")
resources = os.path.join(catalog, "Resources")
compiled = [os.path.join(root, "Samples", "TodoTutorial") + os.sep, os.path.join(root, "Tests", "WorkflowSamplesTests") + os.sep]

problems = []
files = sorted(glob.glob(os.path.join(resources, "*.swift")))
for path in files:
    where = os.path.relpath(path, root)
    if not os.path.islink(path):
        problems.append(f"{where}: a copy; make it a symbolic link to the compiled file it shows")
        continue
    target = os.path.realpath(path)
    if not os.path.exists(target):
        problems.append(f"{where}: links to {os.readlink(path)}, which does not exist")
    elif not any(target.startswith(folder) for folder in compiled):
        problems.append(f"{where}: links to {os.path.relpath(target, root)}, which no tutorial target or test compiles")
for tutorial in glob.glob(os.path.join(catalog, "**", "*.tutorial"), recursive=True):
    for name in re.findall(r'@Code\([^)]*file: "([^"]+)"', open(tutorial).read()):
        if not os.path.exists(os.path.join(resources, name)):
            problems.append(f"{os.path.relpath(tutorial, root)}: @Code names {name}, which is not in Resources/")
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"the tutorial's {len(files)} code files are links to compiled tutorial code")
