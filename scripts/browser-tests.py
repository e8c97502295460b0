#!/usr/bin/env python3
"""The web demo in a real browser: starts `workflow-web` and Debian's headless Chromium, drives the
page over the Chrome DevTools Protocol with real input events, asserts on the DOM and saves a PNG
of each sample's key state. Needs only `websocket-client` (pip).

    python3 scripts/browser-tests.py [--binary PATH] [--screenshots DIR] [--only gallery,todo,...]

Every wait polls the page until a condition holds or a deadline passes, then fails showing what
the page had. Chromium and the server are stopped at the end whatever happened. The last line is
`N passed, N failed`; the exit code is non-zero when anything failed.
"""
import argparse, base64, glob, json, os, re, shutil, signal, socket, subprocess, sys, tempfile
import time, traceback, urllib.request

import websocket

# Added to every page before its own script: counts the events the page sends and the highest
# number the server has acknowledged, so a test can wait until the server has seen all input.
OBSERVER = """
(() => {
  const Native = window.WebSocket;
  // trace: the page's last messages and clicks, printed when a wait times out.
  const seen = window.__wfSocket = { sent: 0, ack: 0, trace: [] };
  const note = (text) => {
    seen.trace.push(Math.round(performance.now()) + " ms " + text);
    if (seen.trace.length > 40) seen.trace.shift();
  };
  document.addEventListener("click", (event) => {
    const target = event.target.closest ? event.target.closest("[data-wf]") : null;
    note("click on " + (target ? target.tagName + " data-wf=" + target.dataset.wf + " " + JSON.stringify(target.textContent.slice(0, 30)) : String(event.target)));
  }, true);
  // While window.__wfHold is true (see Browser.hold_messages), what the server sends waits
  // in seen.held, to reach the page's handler at a moment the test chooses.
  seen.held = [];
  seen.release = () => {
    window.__wfHold = false;
    for (const deliver of seen.held.splice(0)) deliver();
  };
  window.WebSocket = class extends Native {
    // The page's handler runs when a message is delivered: at once, or at the release of a
    // hold. The trace and the count of acknowledgements follow delivery, not arrival.
    set onmessage(handler) {
      this.pageHandler = handler;
      if (typeof handler !== "function") {
        super.onmessage = handler;
        return;
      }
      super.onmessage = (event) => {
        const deliver = () => {
          handler.call(this, event);
          note("<- " + event.data.slice(0, 160));
          const message = JSON.parse(event.data);
          // A patch carries its acknowledgement as "a", every other message as "ack".
          const ack = typeof message.a === "number" ? message.a : message.ack;
          if (typeof ack === "number") seen.ack = Math.max(seen.ack, ack);
        };
        if (window.__wfHold === true) {
          note("<- held " + event.data.slice(0, 160));
          seen.held.push(deliver);
        } else {
          deliver();
        }
      };
    }
    get onmessage() {
      return this.pageHandler === undefined ? null : this.pageHandler;
    }
    constructor(...args) {
      super(...args);
      note("socket " + args[0]);
      this.addEventListener("open", () => note("open"));
      this.addEventListener("close", (event) => note("closed " + event.code + " " + event.reason));
    }
    send(data) {
      note("-> " + data.slice(0, 160));
      const message = JSON.parse(data);
      if (message.type === "event") seen.sent = message.n;
      return super.send(data);
    }
  };
})();
"""

WAIT = 10.0          # seconds any single condition may take
STEP = 0.05          # polling interval while waiting for a condition


class Failure(Exception):
    pass


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def poll(condition, timeout, describe):
    """Calls `condition` until it returns something truthy; raises with `describe()` on timeout."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = condition()
            if value:
                return value
        except (OSError, urllib.error.URLError, KeyError, IndexError) as error:
            last_error = error
        time.sleep(STEP)
    raise Failure(f"timed out after {timeout:.0f} s waiting for {describe()}"
                  + (f" (last error: {last_error})" if last_error else ""))


class Browser:
    """One Chromium page driven over CDP."""

    def __init__(self, port, profile):
        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--hide-scrollbars", "--window-size=1000,700",
             f"--remote-debugging-port={port}", "--remote-debugging-address=127.0.0.1",
             f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        targets = poll(lambda: [t for t in json.load(urllib.request.urlopen(
            f"http://127.0.0.1:{port}/json", timeout=2)) if t["type"] == "page"],
            20, lambda: f"Chromium's DevTools endpoint on port {port}")
        self.ws = websocket.create_connection(targets[0]["webSocketDebuggerUrl"], timeout=WAIT,
                                              suppress_origin=True)
        self.counter = 0
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Page.addScriptToEvaluateOnNewDocument", source=OBSERVER)

    def call(self, method, **params):
        self.counter += 1
        number = self.counter
        self.ws.send(json.dumps({"id": number, "method": method, "params": params}))
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            message = json.loads(self.ws.recv())
            if message.get("id") == number:
                if "error" in message:
                    raise Failure(f"{method} failed: {message['error']}")
                return message.get("result", {})
        raise Failure(f"no answer to {method}")

    def js(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True,
                           returnByValue=True)
        if "exceptionDetails" in result:
            raise Failure(f"script error in {expression!r}: {result['exceptionDetails'].get('text')}"
                          f" {result['result'].get('description', '')}")
        return result["result"].get("value")

    def page_text(self):
        try:
            return self.js("(document.getElementById('wf-root') || document.body).innerText")
        except Exception as error:   # the page itself may be what broke
            return f"<could not read the page: {error}>"

    def socket_trace(self):
        """The status line the page shows, if any, and its socket's last messages and the
        clicks it saw (the observer's trace): what a timed-out wait prints after the page."""
        try:
            status = self.js("(document.querySelector('.wf-status.wf-visible') || {}).textContent || ''")
            trace = self.js("window.__wfSocket ? window.__wfSocket.trace.join('\\n') : ''")
        except Exception as error:
            return f"<could not read the page's trace: {error}>"
        return (f"status: {status}\n" if status else "") + f"the page's socket and clicks:\n{trace}"

    def wait(self, expression, what, timeout=WAIT):
        return poll(lambda: self.js(expression), timeout,
                    lambda: f"{what}; the page showed:\n---\n{self.page_text()}\n---\n{self.socket_trace()}\n---")

    def navigate(self, url):
        self.call("Page.navigate", url=url)
        self.wait_joined()

    def wait_joined(self):
        self.wait("document.readyState === 'complete' && !!document.querySelector('#wf-root') "
                  "&& !document.querySelector('.wf-status.wf-visible')", "the page to load and join")

    # Real input: the mouse goes to the element's centre, keys go to the focused element.

    def centre(self, selector, text=None):
        finder = (f"[...document.querySelectorAll({json.dumps(selector)})]"
                  f".find(e => e.textContent.trim() === {json.dumps(text)})" if text is not None
                  else f"document.querySelector({json.dumps(selector)})")
        expression = (f"(() => {{ const e = {finder}; if (!e) return null; e.scrollIntoView({{block: 'center'}});"
                      " const r = e.getBoundingClientRect(); if (r.width === 0) return null;"
                      " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        label = selector + (f" with text {text!r}" if text is not None else "")
        return self.wait(expression, f"a visible {label}")

    def click(self, selector, text=None):
        self.release_mouse(self.press(selector, text))

    def press(self, selector, text=None):
        """The mouse moved to the element and its button pressed; returns where, for
        `release_mouse`. Between the two a test can let something happen on the page."""
        x, y = self.centre(selector, text)
        self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        self.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
        return x, y

    def release_mouse(self, at):
        x, y = at
        self.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", clickCount=1)

    def key(self, name, code, keycode):
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=name, code=code,
                      windowsVirtualKeyCode=keycode, nativeVirtualKeyCode=keycode)

    def type(self, text):
        """One input event per character, all sent before any answer is read: as fast as a
        person could type, so the server's patches for early characters arrive mid-typing."""
        first = self.counter + 1
        for character in text:
            self.counter += 1
            self.ws.send(json.dumps({"id": self.counter, "method": "Input.insertText",
                                     "params": {"text": character}}))
        pending = set(range(first, self.counter + 1))
        deadline = time.monotonic() + WAIT
        while pending and time.monotonic() < deadline:
            pending.discard(json.loads(self.ws.recv()).get("id"))
        expect(not pending, f"Chromium did not confirm {len(pending)} keystrokes")

    def hold_messages(self):
        """From the next page on, and for every later page of this browser, what the server
        sends the page waits until `release_messages()` (which ends the hold for that page):
        a test can then place a message between two inputs."""
        self.call("Page.addScriptToEvaluateOnNewDocument", source="window.__wfHold = true;")

    def held_messages(self):
        return self.js("window.__wfSocket.held.length")

    def release_messages(self):
        self.js("window.__wfSocket.release()")

    def settle(self):
        """Waits until the server has acknowledged every event the page sent."""
        self.wait("window.__wfSocket.sent > 0 && window.__wfSocket.ack >= window.__wfSocket.sent",
                  "the server to acknowledge every event sent")

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.ws.close()
        except Exception:
            pass
        stop(self.process)


def stop(process):
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(5)
        except (subprocess.TimeoutExpired, ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(5)


def run_scenario(name, scenario, after_failure):
    """Runs one scenario, prints PASS or FAIL with its time (and the traceback of an error that
    is not a failed expectation), calls `after_failure()` when it failed; returns whether it passed."""
    started = time.monotonic()
    try:
        scenario()
        print(f"PASS {name} ({time.monotonic() - started:.1f} s)")
        return True
    except Exception as error:
        print(f"FAIL {name}: {error}")
        if not isinstance(error, Failure):
            traceback.print_exc()
        after_failure()
        return False


def expect(condition, message):
    if not condition:
        raise Failure(message)


class Suite:
    def __init__(self, browser, base, shots, binary, profile):
        self.b, self.base, self.shots = browser, base, shots
        self.binary, self.profile = binary, profile

    def shot(self, name):
        self.b.screenshot(os.path.join(self.shots, name + ".png"))

    def open_sample(self, name, ready):
        """A fresh session (a new page load) and the sample `name` opened from the menu."""
        self.b.navigate(self.base)
        self.b.click("button", name)
        self.b.wait(ready, f"{name} to open")

    def text(self, selector):
        return self.b.js(f"(() => {{ const e = document.querySelector({json.dumps(selector)}); "
                         "return e ? e.textContent : null; })()")

    # Scenarios ------------------------------------------------------------------------------

    def gallery(self):
        self.b.navigate(self.base)
        entries = self.b.wait("[...document.querySelectorAll('.menu button')].map(b => b.textContent)",
                              "the gallery menu's buttons")
        expected_entries = ["Tic-tac-toe", "Email browser", "To-do list", "Search", "Stopwatch", "Tutorial (pushed)",
                            "Tutorial (presented)", "Tutorial (in tabs)", "Sign-up (child flow)"]
        expect(entries == expected_entries, f"the menu is {entries}, expected {expected_entries} (no Quit in a browser)")
        expect(self.text("h1") == "Workflow gallery", f"heading is {self.text('h1')!r}")
        self.shot("gallery")
        b = self.b
        b.click("button", "Tic-tac-toe")
        b.wait("document.querySelectorAll('.board button').length === 9", "the game")
        b.wait("location.hash !== ''", "the URL to record the push")
        b.js("history.back()")
        b.wait("document.querySelector('h1').textContent === 'Workflow gallery'", "Back to return to the menu")

    def tictactoe(self):
        self.open_sample("Tic-tac-toe", "document.querySelectorAll('.board button').length === 9")
        # X takes the top row while O plays the middle row.
        for move, cell in enumerate((0, 3, 1, 4, 2)):
            self.b.click(f".board button:nth-child({cell + 1})")
            mark = "X" if move % 2 == 0 else "O"
            self.b.wait(f"document.querySelector('.board button:nth-child({cell + 1})').textContent === '{mark}'",
                        f"cell {cell} to show {mark}")
        self.b.wait("document.querySelector('.status').textContent.includes('wins!')", "the win to show")
        self.shot("tic-tac-toe")

    def email(self):
        self.open_sample("Email browser", "!!document.querySelector('.wf-split .wf-leading .row-list button')")
        self.b.wait("!!document.querySelector('.wf-split .wf-trailing h2')", "the message pane")
        rows = self.b.js("document.querySelectorAll('.wf-leading .row-list button').length")
        expect(rows >= 2, f"the inbox has {rows} messages; need two to switch")
        before = self.text(".wf-trailing h2")
        for index in (1, 2):
            # The inbox is kept as rows: selecting changes the rows' class in place, so the
            # button clicked is the same element afterwards (and keeps the focus).
            self.b.js(f"window.wfClicked = document.querySelector('.wf-leading .row-list li:nth-child({index}) button'), true")
            self.b.click(f".wf-leading .row-list li:nth-child({index}) button")
            self.b.wait(f"document.querySelector('.wf-leading .row-list li:nth-child({index})').classList.contains('selected')",
                        f"message {index} to be selected")
            same = self.b.js(f"document.querySelector('.wf-leading .row-list li:nth-child({index}) button') === window.wfClicked")
            expect(same, f"selecting message {index} replaced its button instead of patching its row in place")
        after = self.b.wait(f"(() => {{ const t = document.querySelector('.wf-trailing h2').textContent; "
                            f"return t !== {json.dumps(before)} ? t : null; }})()", "the message pane to change")
        expect(after != before, "message pane unchanged")
        self.shot("email-browser")

    def todo(self):
        b = self.b
        self.open_sample("To-do list", "document.querySelector('h1').textContent === 'To-do list' "
                         "&& !!document.querySelector('.row-list li button')")
        title = self.text(".row-list li button")
        # The list is the gallery's second level (in a back stack of its own): two levels deep.
        depth_list = b.js("history.length"), b.js("location.hash")
        expect(depth_list[1] == "#2", f"the URL says {depth_list[1]!r} on the to-do list, two levels deep")
        b.click(".row-list li button", title)
        b.wait("[...document.querySelectorAll('button')].some(e => e.textContent === 'Mark done')", "the item's detail")
        expect(self.text("h1") == title, f"detail heading {self.text('h1')!r}, expected {title!r}")
        # The item's frame has a navigation bar: Back, its title, Edit.
        bar = b.js("(() => { const h = document.querySelector('header.wf-nav-bar'); if (!h) return null;"
                   " return { title: h.querySelector('h1').textContent,"
                   " buttons: [...h.querySelectorAll('button')].map(e => e.textContent),"
                   " arrow: getComputedStyle(h.querySelector('.wf-bar-back'), '::before').content }; })()")
        expect(bar is not None, "the item's frame has a navigation bar")
        if bar:
            expect(bar["title"] == title, f"the bar's title is {bar['title']!r}, expected {title!r}")
            expect(bar["buttons"] == ["Back", "Edit"], f"the bar's buttons are {bar['buttons']}")
            expect("‹" in bar["arrow"], f"Back is drawn with an arrow ({bar['arrow']!r})")
        self.shot("todo-detail-bar")
        hash_detail = b.js("location.hash")
        expect(hash_detail == "#3", f"the URL says {hash_detail!r} on the item, three levels deep")
        # The browser's Back button: the previous history entry.
        history = b.call("Page.getNavigationHistory")
        b.call("Page.navigateToHistoryEntry", entryId=history["entries"][history["currentIndex"] - 1]["id"])
        b.wait("!document.querySelector('.wf-back-stack') || ![...document.querySelectorAll('button')].some(e => e.textContent === 'Mark done')",
               "Back to pop the detail")
        b.wait("!!document.querySelector('.row-list li button')", "the list after Back")
        expect(b.js("location.hash") == depth_list[1], f"hash after Back is {b.js('location.hash')!r}, expected {depth_list[1]!r}")
        # Escape on the page (no dialog) goes back too.
        b.click(".row-list li button", title)
        b.wait("[...document.querySelectorAll('button')].some(e => e.textContent === 'Mark done')", "the detail again")
        b.key("Escape", "Escape", 27)
        b.wait("document.querySelector('h1').textContent === 'To-do list'", "Escape to pop the detail")
        b.wait(f"location.hash === {json.dumps(depth_list[1])}", "the URL to follow Escape's pop")
        b.click(".row-list li button", title)
        b.click("button", "Mark done")
        b.wait("[...document.querySelectorAll('button')].some(e => e.textContent === 'Mark not done')", "the label to change")
        expect(self.text("p.muted") == "Done.", f"status reads {self.text('p.muted')!r}")
        b.click("button", "Edit")
        b.wait("!!document.querySelector('input')", "the editor's field")
        b.click("input")
        b.key("End", "End", 35)
        original = b.js("document.querySelector('input').value")
        typed = " before noon"
        b.type(typed)
        expected = original + typed
        b.settle()   # every keystroke's patch has come back from the server
        state = b.js("(() => { const i = document.querySelector('input'); return { value: i.value, "
                     "focused: document.activeElement === i, start: i.selectionStart, end: i.selectionEnd }; })()")
        expect(state["value"] == expected, f"the field shows {state['value']!r}, typed {expected!r}")
        expect(state["focused"], "the field lost focus while typing")
        expect(state["start"] == state["end"] == len(expected),
               f"cursor at {state['start']}..{state['end']}, expected at the end ({len(expected)})")
        self.shot("todo-edit")
        b.click("button", "Save")
        b.wait(f"document.querySelector('h1') && document.querySelector('h1').textContent === {json.dumps(expected)}",
               "the saved title on the detail")
        b.click("button", "Delete")
        b.wait("!!document.querySelector('dialog:modal')", "a modal dialog")
        expect(b.js("document.querySelector('dialog.wf-modal').textContent.includes('Delete')"), "dialog text")
        expect(b.js("document.querySelector('dialog:modal').getAttribute('role')") == "alertdialog", "the question is an alertdialog")
        focused = b.js("document.activeElement.textContent")
        expect(focused == "Keep", f"the alert's first button has focus, not {focused!r}")
        self.shot("todo-delete-dialog")
        b.key("Escape", "Escape", 27)
        b.wait("!document.querySelector('dialog')", "Escape to close the dialog")
        expect(self.text("h1") == expected, f"after Escape the item shows {self.text('h1')!r}")
        b.click("button", "Delete")
        b.wait("!!document.querySelector('dialog:modal')", "the dialog again")
        b.click("dialog button", "Delete")
        b.wait("!document.querySelector('dialog') && !!document.querySelector('.row-list')", "the list after deleting")
        titles = b.js("[...document.querySelectorAll('.row-list li button')].map(e => e.textContent)")
        expect(not any(expected in t for t in titles), f"deleted item still listed: {titles}")
        b.wait(f"location.hash === {json.dumps(depth_list[1])}", "the URL to follow the pop after deleting")
        self.shot("todo-list-after-delete")
        # The browser's Back from the list returns to the gallery's menu (not out of the app).
        history = b.call("Page.getNavigationHistory")
        b.call("Page.navigateToHistoryEntry", entryId=history["entries"][history["currentIndex"] - 1]["id"])
        b.wait("document.querySelector('h1') && document.querySelector('h1').textContent === 'Workflow gallery'",
               "Back from the list to show the menu")
        expect(b.js("location.hash") == "", f"the URL says {b.js('location.hash')!r} on the menu")
        b.click("button", "To-do list")
        b.wait("location.hash === '#2' && !!document.querySelector('.row-list li button')", "the list again")
        # Reload: a new session starts at the menu and the script joins it.
        b.call("Page.reload", ignoreCache=True)
        b.wait_joined()
        b.wait("document.querySelector('h1') && document.querySelector('h1').textContent === 'Workflow gallery'",
               "a fresh gallery after reload")
        expect(b.js("history.state && history.state.depth") == 1, f"history state after reload: {b.js('history.state')}")
        expect(b.js("location.hash") in ("", "#1"), f"the URL after reload still says {b.js('location.hash')!r} at depth 1")
        b.click("button", "To-do list")
        b.wait("[...document.querySelectorAll('.row-list li button')].some(e => e.textContent === "
               f"{json.dumps(title)})", "the fresh session's list (the deleted item back)")

    def search(self):
        b = self.b
        self.open_sample("Search", "!!document.querySelector('input')")
        b.click("input")
        b.type("state")
        b.wait("document.querySelector('input').value === 'state'", "the query in the field")
        results = b.wait("(() => { const r = [...document.querySelectorAll('.row-list li button')]"
                         ".map(e => e.textContent); return r.length ? r : null; })()", "search results")
        expect(all("state" in r.lower() for r in results), f"results that do not match: {results}")
        expect(any("State Machines" in r for r in results), f"'State Machines for Everyone' missing: {results}")
        self.shot("search")

    def stopwatch(self):
        b = self.b
        self.open_sample("Stopwatch", "!!document.querySelector('.elapsed')")
        start = self.text(".elapsed")
        b.click("button", "Start")
        b.wait("[...document.querySelectorAll('button')].some(e => e.textContent === 'Pause')", "Start to become Pause")
        b.wait(f"document.querySelector('.elapsed').textContent !== {json.dumps(start)}",
               "the elapsed time to tick with no input", timeout=5)
        self.shot("stopwatch")
        b.click("button", "Pause")
        b.wait("[...document.querySelectorAll('button')].some(e => e.textContent === 'Start')", "Pause to become Start")
        b.click("button", "Reset")
        b.wait("/^[0:.]+$/.test(document.querySelector('.elapsed').textContent)", "Reset to show 0")

    def livelog(self):
        """The live log (`--sample log`, its own server): a stream's lines appear, are edited and
        removed by key, the page keeps the latest 20, and typing elsewhere is left alone."""
        b = self.b
        port = free_port()
        log = open(os.path.join(self.profile, "livelog.log"), "w+")
        server = subprocess.Popen([self.binary, "--port", str(port), "--sample", "log"], stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True)
        try:
            base = f"http://127.0.0.1:{port}/"
            poll(lambda: urllib.request.urlopen(base, timeout=2).status == 200, 30,
                 lambda: f"the live log server at {base} (exited: {server.poll()})")
            b.navigate(base)
            b.wait("!!document.querySelector('ol.log')", "the log's list")
            items = ("(() => [...document.querySelectorAll('ol.log > li')]"
                     ".map(e => [e.dataset.wfKey, e.textContent]))()")
            for _ in range(3):
                b.click("button", "Append")
            b.wait(f"JSON.stringify({items}) === {json.dumps(json.dumps([['1', 'line 1'], ['2', 'line 2'], ['3', 'line 3']], separators=(',', ':')))}",
                   "three lines keyed 1, 2 and 3")
            b.click("input.draft")
            b.type("hello <b>")
            b.settle()
            b.click("button", "Append")
            b.wait(f"{items}.some(([k, t]) => k === '4' && t === 'hello <b>')", "the typed line, as text")
            expect(b.js("document.querySelector('ol.log b') === null"), "a line's text became markup")
            b.click("button", "Edit newest")
            b.wait(f"{items}.some(([k, t]) => k === '4' && t === 'hello <b> (edited)')", "line 4 updated by key")
            b.click("button", "Remove newest")
            b.wait(f"!{items}.some(([k]) => k === '4') && {items}.length === 3", "line 4 removed by key")
            b.click("button", "Prepend")
            b.wait(f"{items}[0][1] === 'line 5'", "line 5 at the start")
            b.click("button", "Append 25")
            b.wait(f"{items}.length === 20 && {items}[19][1] === 'line 30'", "25 more lines")
            lines = b.js(items)
            expect([t for _, t in lines] == [f"line {n}" for n in range(11, 31)],
                   f"the page keeps the latest 20, trimmed from the start: {lines}")

            # Lines stream in while the person types in the field: what they type stays.
            b.click("button", "Follow")
            b.click("input.draft")
            b.key("End", "End", 35)
            b.type(" and more")
            b.wait(f"{items}.some(([, t]) => t.startsWith('tick'))", "ticks to stream in", timeout=5)
            b.settle()
            state = b.js("(() => { const i = document.querySelector('input.draft'); "
                         "return { value: i.value, focused: document.activeElement === i }; })()")
            expect(state["value"] == "hello <b> and more", f"the field shows {state['value']!r}")
            expect(state["focused"], "the field lost focus while lines streamed in")
            expect(b.js(f"{items}.length") == 20, "the limit holds while following")
            self.shot("livelog")
            b.click("button", "Stop following")
            b.click("button", "Clear")
            b.wait(f"{items}.length === 0", "Clear to empty the log")
        finally:
            stop(server)

    def flows(self):
        """The tutorial flow presented as a modal with its own back stack, and in a tab; sign-up's form."""
        b = self.b
        b.navigate(self.base)
        b.wait_joined()
        b.click("button", "Tutorial (presented)")
        b.wait("!!document.querySelector('dialog:modal') && document.querySelector('dialog').textContent.includes('Welcome')",
               "the tutorial in a modal dialog")
        self.shot("tutorial-presented")
        b.click("dialog button", "Next")
        b.wait("document.querySelector('dialog').textContent.includes('All set')", "the finish screen in the dialog")
        b.key("Escape", "Escape", 27)
        b.wait("!!document.querySelector('dialog:modal') && document.querySelector('dialog').textContent.includes('Welcome')",
               "Escape to go back inside the modal's own stack")
        b.key("Escape", "Escape", 27)
        b.wait("!document.querySelector('dialog') && document.querySelector('h1').textContent === 'Workflow gallery'",
               "Escape on the first screen to dismiss the flow")
        b.click("button", "Tutorial (in tabs)")
        b.wait("document.querySelector('[aria-selected=\"true\"]') && "
               "document.querySelector('[aria-selected=\"true\"]').textContent === 'Tutorial' && "
               "document.querySelector('.wf-tab-panel').textContent.includes('Welcome')", "the tutorial's tab, selected")
        self.shot("tutorial-in-tabs")
        b.click(".wf-tab", "About")
        b.wait("document.querySelector('.wf-tab-panel').textContent.includes('same flow')", "the About tab")
        b.click(".wf-tab", "Tutorial")
        b.wait("document.querySelector('.wf-tab-panel').textContent.includes('Welcome')", "the tutorial tab again")
        b.click("button", "Skip")
        b.wait("document.querySelector('h1') && document.querySelector('h1').textContent === 'Workflow gallery'",
               "Skip to end the flow at the menu")
        # Sign-up: a password field, a plan among radio buttons and the terms box before Next.
        b.click("button", "Sign-up (child flow)")
        b.wait("!!document.querySelector('input[type=password]')", "sign-up's password field")
        expect(not b.js("[...document.querySelectorAll('button')].some(e => e.textContent === 'Next')"),
               "Next is offered before the password and the terms")
        b.click("input[type=password]")
        b.type("secret12")
        b.wait("document.querySelector('input[type=password]').value === 'secret12' && "
               "document.querySelector('p.muted').textContent === 'Accept the terms to go on.'", "the password to count")
        b.click("[role=radio]", "○ Pro")
        b.wait("document.querySelector('[role=radio][aria-checked=\"true\"]').textContent === '◉ Pro'", "Pro to be chosen")
        b.click("[role=checkbox]")
        b.wait("document.querySelector('[role=checkbox]').getAttribute('aria-checked') === 'true'", "the terms box to be ticked")
        self.shot("sign-up")
        b.click("button", "Next")
        b.wait("document.querySelector('.card p') && document.querySelector('.card p').textContent === 'Plan: Pro. Newsletter: no.'",
               "the profile step with the plan")
        b.click("button", "Create account")
        b.wait("document.querySelector('h1') && document.querySelector('h1').textContent === 'Workflow gallery'",
               "Create account to end sign-up at the menu")

    def security(self):
        host = self.base.split("//")[1].rstrip("/")
        request = urllib.request.urlopen(self.base, timeout=WAIT)
        html = request.read().decode()
        cookie = "; ".join(c.split(";")[0] for c in request.headers.get_all("Set-Cookie") or [])
        token = re.search(r'name="wf-token" content="([^"]+)"', html).group(1)
        epoch = re.search(r'data-wf-epoch="([^"]+)"', html).group(1)
        origin = f"http://{host}"
        # A page of another origin may not open the socket.
        try:
            websocket.create_connection(f"ws://{host}/live", origin="http://evil.example",
                                        cookie=cookie, timeout=WAIT).close()
            raise Failure("a WebSocket from http://evil.example was accepted")
        except websocket.WebSocketBadStatusException as refused:
            print(f"    other origin refused with HTTP {refused.status_code}")
        # The same token from the right origin joins: the refusals below are not the default.
        good = websocket.create_connection(f"ws://{host}/live", origin=origin, cookie=cookie, timeout=WAIT)
        good.send(json.dumps({"type": "join", "v": 3, "token": token, "seq": 0, "epoch": epoch}))
        answer = json.loads(good.recv())
        good.close()
        expect(answer.get("type") == "joined", f"the real token was answered {answer}")
        forged = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
        ws = websocket.create_connection(f"ws://{host}/live", origin=origin, cookie=cookie, timeout=WAIT)
        ws.send(json.dumps({"type": "join", "v": 3, "token": forged, "seq": 0, "epoch": epoch}))
        answer = json.loads(ws.recv())
        expect(answer.get("type") == "error", f"a forged token was answered {answer}")
        opcode, frame = ws.recv_data_frame(True)
        expect(opcode == websocket.ABNF.OPCODE_CLOSE, f"expected a close frame, got opcode {opcode}")
        code = int.from_bytes(frame.data[:2], "big")
        expect(code == 1008, f"close code {code}, expected 1008")
        ws.close()


SCENARIOS = ["gallery", "tictactoe", "email", "todo", "search", "stopwatch", "livelog", "flows", "security"]


def find_binary():
    found = sorted(glob.glob(".build/*/debug/workflow-web") + glob.glob(".build/*/release/workflow-web"),
                   key=os.path.getmtime)
    if not found:
        sys.exit("no workflow-web under .build: swift build --traits WebServer --product workflow-web")
    return found[-1]


def parse_arguments(description, scenarios):
    """The options of both browser scripts (this one and failover-test.py): the server binary,
    where screenshots go, and which of `scenarios` to run. Stops with a usage error that names
    an unknown scenario, and when chromium is missing. Returns the options, the chosen
    scenario names and the binary; the screenshot folder exists afterwards."""
    parser = argparse.ArgumentParser(description=description.split("\n\n")[0])
    parser.add_argument("--binary", help="the built workflow-web (default: newest under .build)")
    parser.add_argument("--screenshots", default="docs/screenshots/web", help="where the PNGs go")
    parser.add_argument("--only", help="comma-separated subset of: " + ", ".join(scenarios))
    args = parser.parse_args()
    chosen = args.only.split(",") if args.only else list(scenarios)
    unknown = [name for name in chosen if name not in scenarios]
    if unknown:
        parser.error(f"unknown scenario(s) {unknown}; choose from {list(scenarios)}")
    if shutil.which("chromium") is None:
        sys.exit("chromium is not installed (apt-get install chromium)")
    binary = args.binary or find_binary()
    os.makedirs(args.screenshots, exist_ok=True)
    return args, chosen, binary


def main():
    args, chosen, binary = parse_arguments(__doc__, SCENARIOS)

    passed = failed = 0
    port = free_port()
    profile = tempfile.mkdtemp(prefix="wf-browser-")
    server_log = open(os.path.join(profile, "server.log"), "w+")
    server = subprocess.Popen([binary, "--port", str(port)], stdout=server_log, stderr=subprocess.STDOUT,
                              start_new_session=True)
    browser = None
    try:
        base = f"http://127.0.0.1:{port}/"
        poll(lambda: urllib.request.urlopen(base, timeout=2).status == 200, 30,
             lambda: f"the server at {base} (exited: {server.poll()})")
        browser = Browser(free_port(), os.path.join(profile, "chromium"))
        suite = Suite(browser, base, args.screenshots, binary, profile)
        for name in chosen:
            def shoot_failure(name=name):
                try:
                    browser.screenshot(os.path.join(args.screenshots, f"FAILED-{name}.png"))
                except Exception:
                    pass
            if run_scenario(name, getattr(suite, name), shoot_failure):
                passed += 1
            else:
                failed += 1
    except Exception as error:
        failed += 1
        print(f"FAIL setup: {error}")
        server_log.seek(0)
        print(server_log.read()[-2000:])
    finally:
        if browser:
            browser.close()
        stop(server)
        shutil.rmtree(profile, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
