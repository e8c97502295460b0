#!/usr/bin/env python3
"""The Workflow Inspector in a real browser, watching the terminal demo in a real terminal:
starts `workflow-demo --inspect PORT` in a tmux pane (80×24), opens the inspector page in
Debian's headless Chromium (over the DevTools protocol, with browser-tests.py's harness), plays
keys in tic-tac-toe and in the to-do app through tmux, and checks that

tree:        the inspector shows the workflow tree (the gallery, then the game under it);
log:         the action log grows by one action with each key the app turns into an action
             (Enter on the menu and the board; each character typed in the to-do editor);
diff:        a move's state diff names the fields it changed (board, currentTurn), coloured;
todo:        in the to-do app, one action per key again (Enter, F2, each character typed), and
             the save's diff names the item's title with its new value;
travel:      time travel (Home, then → twice) to step 2 shows the rendering and tree of then
             (the board with one X, Bob to play) while the terminal app stays where it is (the
             saved to-do item) and no step is added; End goes back to live, and the app still
             answers keys.
make-test:   "Make a test" (test.swift) writes a Swift Testing test of the whole run that
             registers the game's, the list's and the gallery's actions and builds the gallery
             as the demo does; with --write-test PATH it goes to PATH, for .ci/run to compile
             and run in the package's WorkflowSamplesTests.

    python3 scripts/inspector-tests.py [--binary PATH] [--screenshots DIR] [--time-limit S]
                                       [--write-test PATH [--test-name NAME]]

Everything listens on 127.0.0.1 only. The whole run is bounded by --time-limit; tmux, the demo
and Chromium are stopped at the end whatever happened. A PNG of each check's page goes to
--screenshots (docs/screenshots/inspector by default). Needs tmux, chromium and
websocket-client (pip). The last line is `N passed, N failed`.
"""
import argparse, glob, json, os, re, shutil, signal, subprocess, sys, tempfile, time
import urllib.parse, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True   # no scripts/__pycache__ in the work tree
import weblab   # browser-tests.py as weblab.bt

bt = weblab.bt
Browser, expect, free_port, poll, run_scenario = bt.Browser, bt.expect, bt.free_port, bt.poll, bt.run_scenario


class Pane:
    """The demo in a tmux pane of its own server (its own socket), 80×24."""

    def __init__(self, demo, port):
        self.socket = f"workflow-inspector-{os.getpid()}"
        command = (f"env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=/tmp SWIFT_BACKTRACE=interactive=no "
                   f"{demo} --inspect {port}")
        self.tmux("new-session", "-d", "-s", "demo", "-x", "80", "-y", "24", command)
        self.tmux("set-option", "-t", "demo", "remain-on-exit", "on")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", *arguments], check=True,
                              capture_output=True, text=True, timeout=10).stdout

    def text(self):
        return self.tmux("capture-pane", "-p", "-t", "demo")

    def keys(self, *names, literal=False):
        self.tmux("send-keys", "-t", "demo", *(["-l"] if literal else []), *names)

    def wait(self, text, what, timeout=bt.WAIT):
        return poll(lambda: text in self.text(), timeout, lambda: f"{what}; the pane showed:\n{self.text()}")

    def close(self):
        try:
            self.tmux("kill-server")
        except (subprocess.SubprocessError, OSError):
            pass


class Inspection:
    """The checks, in order: each builds on the keys the ones before it played."""

    def __init__(self, browser, pane, base, shots, test_path=None, test_name=None):
        self.b, self.pane, self.base, self.shots = browser, pane, base, shots
        self.test_path, self.test_name = test_path, test_name

    def shot(self, name):
        self.b.screenshot(os.path.join(self.shots, name + ".png"))

    def actions(self):
        """The number of actions the log lists."""
        return self.b.js("document.querySelectorAll('ol.log li.event.action').length")

    def steps(self):
        return int(self.b.js("document.querySelector('.counts').textContent").split()[0])

    def tree(self):
        """The tree pane's rows, as text."""
        return self.b.js("[...document.querySelectorAll('ul.tree li.node')].map(e => e.innerText)")

    def play(self, keys, pane_text, what, literal=False):
        """Sends `keys` to the demo, the last of which the app turns into an action, and waits
        for the pane to show `pane_text` and the log to list exactly one more action (the arrow
        keys before it move the terminal's focus, which is the view's, and add none)."""
        before = self.actions()
        self.pane.keys(*keys, literal=literal)
        if pane_text:
            self.pane.wait(pane_text, what)
        self.b.wait(f"document.querySelectorAll('ol.log li.event.action').length >= {before + 1}",
                    f"the log to list the action of {what} (it listed {before} before)")
        after = self.actions()
        expect(after == before + 1, f"{what}: the log went from {before} to {after} actions, expected one more")

    def select_last_action(self):
        """Clicks the log's newest action and returns its state diff, once the detail shows it."""
        row = self.b.js("[...document.querySelectorAll('ol.log li')].findLastIndex(e => e.classList.contains('action')) + 1")
        expect(row > 0, "the log lists no action")
        self.b.click(f"ol.log li:nth-child({row})")
        return self.b.wait(f"(() => {{ const d = document.querySelector('.detail-pane pre.diff'); "
                           f"return d && document.querySelector('ol.log li:nth-child({row})').classList.contains('selected') "
                           f"? d.innerText : null; }})()", "the picked action's state diff")

    def scroll_detail_to(self, text):
        """Scrolls the detail pane so that the line holding `text` is near its top."""
        self.b.js(f"""(() => {{
            const pane = document.querySelector('.detail-pane'), pre = pane.querySelector('pre.code');
            const node = pre.firstChild, at = node ? node.textContent.indexOf({json.dumps(text)}) : -1;
            if (at < 0) return;
            const range = document.createRange(); range.setStart(node, at); range.setEnd(node, at + 1);
            pane.scrollTop += range.getBoundingClientRect().top - pane.getBoundingClientRect().top - 120;
        }})()""")
        # The next screenshot is of a frame drawn after the scroll.
        self.b.js("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))")

    # Checks ---------------------------------------------------------------------------------

    def check_tree(self):
        self.b.navigate(self.base)
        self.b.call("Emulation.setDeviceMetricsOverride", width=1280, height=760, deviceScaleFactor=1, mobile=False)
        self.pane.wait("› Tic-tac-toe", "the demo's menu")
        self.b.wait("[...document.querySelectorAll('ul.tree li.node .type')].some(e => e.textContent === 'GalleryWorkflow')",
                    "the tree to show the gallery's root")
        self.play(["Enter"], "Ann (X) to play", "Enter on Tic-tac-toe in the menu")
        rows = self.b.wait("(() => { const rows = [...document.querySelectorAll('ul.tree li.node .type')].map(e => e.textContent);"
                           " return rows.some(t => t.startsWith('TicTacToeWorkflow')) ? rows : null; })()",
                           "the tree to show the game under the gallery")
        expect(rows[0] == "GalleryWorkflow", f"the tree's first row is {rows[0]!r}, not the root")
        root_state = self.b.js("document.querySelector('ul.tree li.node .state').textContent")
        expect("open:" in root_state, f"the root's state summary is {root_state!r}")
        self.b.wait("document.querySelector('ul.tree li.node.fresh') !== null", "a dot on what the last update re-rendered")
        self.shot("tree")

    def check_log(self):
        # X in the corner, O below it, X beside the first: one action for each Enter; the
        # arrow keys move the terminal's focus, which is the view's, not the workflow's.
        self.play(["Enter"], "Bob (O) to play", "X's first move")
        self.play(["Down", "Enter"], "Ann (X) to play", "O's move (Down, Enter)")
        self.play(["Up", "Right", "Enter"], "Bob (O) to play", "X's second move (Up, Right, Enter)")
        self.b.wait(f"document.querySelector('.travel-status').textContent === 'Live: step {self.steps()} of {self.steps()}'",
                    "the header to say the page is live")
        self.shot("log")

    def check_diff(self):
        diff = self.select_last_action()
        expect("board" in diff, f"the last move's diff does not name the board:\n{diff}")
        expect("currentTurn" in diff, f"the last move's diff does not name currentTurn:\n{diff}")
        removed = self.b.js("document.querySelectorAll('.detail-pane pre.diff .removed').length")
        added = self.b.js("document.querySelectorAll('.detail-pane pre.diff .added').length")
        expect(removed > 0 and added > 0, f"the diff colours {removed} removed and {added} added lines")
        detail = self.b.js("document.querySelector('.detail-pane').innerText")
        expect("selectSpace" in detail, f"the detail does not name the action:\n{detail}")
        self.shot("diff")

    def check_todo(self):
        self.play(["Escape"], "› Tic-tac-toe", "Escape back to the menu")
        self.play(["Down", "Down", "Enter"], "[ ] Water the plants", "To-do list (Down, Down, Enter)")
        self.play(["Enter"], "Not done yet.", "Enter on the first item")
        self.play(["F2"], "Edit item", "F2 (Edit)")
        for character in " now":
            self.play([character], None, f"typing {character!r}", literal=True)
        self.pane.wait("Water the plants now", "the typed text in the editor")
        self.play(["F2"], "[ Edit ]", "F2 (Save)")
        self.pane.wait("Water the plants now", "the saved title in the item's details")
        diff = self.select_last_action()
        expect("title" in diff and "Water the plants now" in diff,
               f"the save's diff does not name the title and its new value:\n{diff}")
        self.shot("todo-diff")

    def check_travel(self):
        live_pane = self.pane.text()
        steps = self.steps()
        # The session's button clears the picked event, so the detail pane shows the rendering.
        self.b.click("nav.sessions button", "gallery")
        self.b.wait("document.querySelector('.detail-pane .hint') !== null", "the detail to show nothing picked")
        self.b.js("document.querySelector('.panes').focus()")
        self.b.key("Home", "Home", 36)
        self.b.wait(f"document.querySelector('.travel-status').textContent === "
                    f"'Time travel: step 0 of {steps}, replayed in a host of its own; the app stays live'",
                    "Home to travel to the start")
        for _ in range(2):
            self.b.key("ArrowRight", "ArrowRight", 39)
        # Step 0 opened the game and step 1 was X's first move: after two steps, one X.
        self.b.wait(f"document.querySelector('.travel-status').textContent === "
                    f"'Time travel: step 2 of {steps}, replayed in a host of its own; the app stays live'",
                    "→ twice to travel to step 2, replayed")
        rendering = self.b.wait("(() => { const p = document.querySelector('.detail-pane pre.code'); "
                                "return p ? p.innerText : null; })()", "the rendering at step 2")
        heading = self.b.js("document.querySelector('.tree-pane h2').textContent")
        expect(heading.lower() == "tree at step 2", f"the tree pane's heading is {heading!r}")
        marks = rendering.count(".filled(.x)"), rendering.count(".filled(.o)")
        expect("GameScreen(" in rendering and marks == (1, 0) and 'currentPlayerName: "Bob"' in rendering,
               f"the rendering at step 2 is not the board with one X, Bob to play ({marks[0]} X, {marks[1]} O):\n{rendering}")
        expect("Todo" not in rendering, f"the rendering at step 2 shows the later to-do app:\n{rendering}")
        tree = self.tree()
        expect(any(row.startswith("TicTacToeWorkflow") for row in tree), f"the tree at step 2 has no game: {tree}")
        expect(not any("Todo" in row for row in tree), f"the tree at step 2 has the to-do app: {tree}")
        self.b.wait("document.querySelectorAll('ol.log li.event.future').length > 0", "the log to dim the steps after 2")
        self.scroll_detail_to("GameScreen(")
        self.shot("time-travel")
        # The terminal app did not move: still the saved item, and no step was added.
        time.sleep(0.3)   # a stray redraw of the pane would show within a frame or two
        expect(self.pane.text() == live_pane, f"the pane changed while travelling:\n{self.pane.text()}")
        expect("Water the plants now" in live_pane and "[ Edit ]" in live_pane,
               f"the pane does not show the saved to-do item while travelling:\n{live_pane}")
        expect(self.steps() == steps, f"travelling added steps: {self.steps()} of {steps}")
        self.b.key("End", "End", 35)
        self.b.wait(f"document.querySelector('.travel-status').textContent === 'Live: step {steps} of {steps}'",
                    "End to return to live")
        # And the live app still answers: Escape goes back from the item to the list.
        self.play(["Escape"], "[ ] Water the plants now", "Escape back to the to-do list")

    def check_make_test(self):
        query = urllib.parse.urlencode({"session": 0, "name": self.test_name})
        with urllib.request.urlopen(f"{self.base}test.swift?{query}", timeout=10) as response:
            source = response.read().decode()
        # The function's name as InspectorTestWriter makes it: the words in lower camel case.
        words = [word for word in re.split(r"[^A-Za-z0-9]+", self.test_name) if word]
        function = "@Test func " + words[0][0].lower() + words[0][1:] + "".join(w[0].upper() + w[1:] for w in words[1:]) + "()"
        for needed in ("import Testing", "import WorkflowSamples", function,
                       "actions.register(WorkflowSamples.GalleryWorkflow.Action.self)",
                       "actions.register(WorkflowSamples.TicTacToeWorkflow.Action.self)",
                       "actions.register(WorkflowSamples.TodoWorkflow.Action.self)",
                       "workflow: GalleryWorkflow()", "Water the plants now"):
            expect(needed in source, f"the test does not hold {needed!r}:\n{source}")
        if self.test_path:
            os.makedirs(os.path.dirname(os.path.abspath(self.test_path)), exist_ok=True)
            with open(self.test_path, "w") as file:
                file.write("// Written by scripts/inspector-tests.py from the test.swift of `workflow-demo --inspect`\n"
                           "// after it played tic-tac-toe and the to-do list.\n" + source)
            print(f"    wrote {self.test_path}")


CHECKS = ["tree", "log", "diff", "todo", "travel", "make_test"]


def find_demo():
    found = sorted(glob.glob(".build/*/debug/workflow-demo") + glob.glob(".build/*/release/workflow-demo"),
                   key=os.path.getmtime)
    if not found:
        sys.exit("no workflow-demo under .build: swift build --traits WebServer --product workflow-demo")
    return found[-1]


class TimeLimit(bt.Failure):
    """Raised by the alarm when the run outlives --time-limit: reported as a failed check."""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="the built workflow-demo, with the WebServer trait (default: newest under .build)")
    parser.add_argument("--screenshots", default="docs/screenshots/inspector", help="where the PNGs go")
    parser.add_argument("--time-limit", type=int, default=120, help="seconds the whole run may take")
    parser.add_argument("--write-test", help="where to write the Swift test that \"Make a test\" made of the run")
    parser.add_argument("--test-name", default="replays the browser tests recording",
                        help="the name of the test's function, in words (default: %(default)s)")
    args = parser.parse_args()
    for tool in ("chromium", "tmux"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is not installed (apt-get install {tool})")
    binary = os.path.abspath(args.binary or find_demo())
    os.makedirs(args.screenshots, exist_ok=True)

    def out_of_time(*_):
        raise TimeLimit(f"the run took more than {args.time_limit} s")
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(args.time_limit)

    passed = failed = 0
    port = free_port()
    profile = tempfile.mkdtemp(prefix="wf-inspector-")
    pane = browser = None
    try:
        pane = Pane(binary, port)
        base = f"http://127.0.0.1:{port}/"
        poll(lambda: urllib.request.urlopen(base, timeout=2).status == 200, 30,
             lambda: f"the inspector at {base}; the pane showed:\n{pane.text()}")
        browser = Browser(free_port(), os.path.join(profile, "chromium"))
        inspection = Inspection(browser, pane, base, args.screenshots, args.write_test, args.test_name)
        for name in CHECKS:
            def after_failure(name=name):
                print(f"--- the pane:\n{pane.text()}")
                try:
                    browser.screenshot(os.path.join(args.screenshots, f"FAILED-{name}.png"))
                except Exception:
                    pass
            if run_scenario(name, getattr(inspection, f"check_{name}"), after_failure):
                passed += 1
            else:
                failed += 1
                break   # the later checks build on this one's keys
    except Exception as error:
        failed += 1
        print(f"FAIL setup: {error}")
        if pane:
            try:
                print(f"--- the pane:\n{pane.text()}")
            except Exception:
                pass
    finally:
        signal.alarm(0)
        if browser:
            browser.close()
        if pane:
            pane.close()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
