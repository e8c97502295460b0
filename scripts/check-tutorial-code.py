#!/usr/bin/env python3
"""Fails when the DocC tutorial's code differs from the compiled tutorial targets.

DocC's @Code(file:) needs its files inside the catalog, so the tutorial shows copies:
Sources/Workflow/Workflow.docc/Resources/todo-N-NAME.swift is Samples/TodoTutorial/ChapterN/NAME.swift,
todo-tests-NAME.swift is Tests/WorkflowSamplesTests/NAME.swift and todo-app-main.swift is
Samples/TodoTutorial/App/main.swift. Each copy must equal its original, and every file a
.tutorial names must exist. `--update` rewrites the copies from the originals.
"""
import glob
import os
import re
import shutil
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
catalog = os.path.join(root, "Sources", "Workflow", "Workflow.docc")
resources = os.path.join(catalog, "Resources")


def original(copy_name):
    if copy_name == "todo-app-main.swift":
        return os.path.join(root, "Samples", "TodoTutorial", "App", "main.swift")
    match = re.fullmatch(r"todo-tests-(.+\.swift)", copy_name)
    if match:
        return os.path.join(root, "Tests", "WorkflowSamplesTests", match.group(1))
    match = re.fullmatch(r"todo-(\d+)-(.+\.swift)", copy_name)
    if match:
        return os.path.join(root, "Samples", "TodoTutorial", f"Chapter{match.group(1)}", match.group(2))
    return None


problems = []
update = "--update" in sys.argv[1:]
copies = sorted(glob.glob(os.path.join(resources, "todo-*.swift")))
for copy in copies:
    name = os.path.basename(copy)
    source = original(name)
    if source is None or not os.path.exists(source):
        problems.append(f"{os.path.relpath(copy, root)}: no compiled original for this tutorial file")
        continue
    if open(copy).read() != open(source).read():
        if update:
            shutil.copyfile(source, copy)
        else:
            problems.append(f"{os.path.relpath(copy, root)} differs from {os.path.relpath(source, root)}")
for tutorial in glob.glob(os.path.join(catalog, "**", "*.tutorial"), recursive=True):
    for name in re.findall(r'@Code\([^)]*file: "([^"]+)"', open(tutorial).read()):
        if not os.path.exists(os.path.join(resources, name)):
            problems.append(f"{os.path.relpath(tutorial, root)}: @Code names {name}, which is not in Resources/")
for problem in problems:
    print(problem)
if problems:
    print("Run scripts/check-tutorial-code.py --update after changing the tutorial's compiled code.")
    sys.exit(1)
print(f"{len(copies)} tutorial code files match the compiled tutorial targets")
