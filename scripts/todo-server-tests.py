#!/usr/bin/env python3
"""The multi-user `todo-server` sample in a real browser (Debian's headless Chromium over CDP).

    python3 scripts/todo-server-tests.py --binary PATH/todo-server --screenshots DIR [--docs]

Starts its own todo-server on 127.0.0.1 with a fresh database in a temporary folder, and
Chromium, and runs these scenarios in order (each needs the ones before it):

anonymous:       an anonymous /todo ends on the sign-in form at /login.
wrong-password:  a wrong password is refused: the form shows the error (HTTP 401), the page
                 stays on /login and no `todo_user` cookie is set.
alice-urls:      Alice signs in, adds two items (Add, a title typed into the Title field,
                 Save), opens one from the list (/todo/ITEM) and its editor (/todo/ITEM/edit);
                 the address bar and the document's title follow every screen.
back-forward:    the browser's Back and Forward walk those URLs and the app shows their
                 screens: Back from the editor the item, Back again the list, Forward the item.
reload-editor:   a reload on /todo/ITEM/edit shows that editor, the item's title in its field.
fresh-tab:       /todo/ITEM opened in a new tab (same cookies) shows that item.
bob-isolated:    Bob, signed in in a second browser context (cookies of its own), does not
                 see Alice's items and gets the not-found screen, with HTTP 404, at her item's URL.
team:            the shared board at /team, Alice (signed in here, or now) and Bob (a context of
                 his own) both on it: each page's presence line reads "Viewing now: alice, bob";
                 Alice adds an item and Bob's list shows its title, Bob marks it done and
                 Alice's list shows "✓ TITLE", each within 250 ms of the click (Date.now() at
                 the click in one tab, a MutationObserver's Date.now() in the other; printed);
                 Alice's own /todo does not show it (and /todo/ITEM is not found); Bob deletes
                 it while Alice has it open and her page goes back to the list without it; Bob
                 going to /todo, and later closing his tab, leaves Alice's line at "Viewing now:
                 alice" within 5 s.
head:            HEAD on /, /login and /todo (signed in) answers as GET does, without a body.

Screenshots (1280x800): landing.png, login.png, list.png, item.png, editor.png, team.png in the
screenshots folder (and, with --docs, copied to docs/screenshots/web/todo-server-NAME.png).
Every wait polls a condition until a deadline. The server and Chromium are stopped at the end
whatever happened, and the whole run is cut off after a few minutes. Needs chromium and
websocket-client (pip). The last line is `N passed, N failed`; the exit code is non-zero when
anything failed.
"""
import argparse, glob, json, os, shutil, signal, subprocess, sys, tempfile, time
import urllib.error, urllib.parse, urllib.request

import websocket

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True   # no scripts/__pycache__ in the work tree
import weblab   # browser-tests.py as weblab.bt (shared with failover-test.py and chaos-test.py)

bt = weblab.bt
Browser, Failure, expect, free_port, poll, run_scenario, stop = (
    bt.Browser, bt.Failure, bt.expect, bt.free_port, bt.poll, bt.run_scenario, bt.stop)

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTH, HEIGHT = 1280, 800
RUN_LIMIT = 240       # seconds the whole run may take
SHOTS = ("landing", "login", "list", "item", "editor", "team")
ALICE, BOB = ("alice", "alice-password"), ("bob", "bob-password")
TITLES = ("Buy oat milk", "Write the quarterly report")
TEAM = "Team board"             # what the shared board's titles end with
TEAM_TITLE = "Book the team offsite"
LATENCY_LIMIT = 250             # ms from a click on one page to the change shown on another
PRESENCE_LIMIT = 5              # s for the board to stop naming a viewer who left


class Recorder:
    """Stands in for a tab's WebSocket: passes everything through and keeps the CDP events
    named in `wanted` (Browser.call and Browser.type read past events, dropping them)."""

    def __init__(self, ws, wanted):
        self.inner, self.wanted, self.events = ws, wanted, []

    def send(self, data):
        return self.inner.send(data)

    def recv(self):
        data = self.inner.recv()
        if '"method"' in data:
            message = json.loads(data)
            if message.get("method") in self.wanted:
                self.events.append(message)
        return data

    def close(self):
        self.inner.close()


def prepare(tab):
    """What every tab needs: 1280x800, network events kept, the page's own navigation helpers."""
    tab.ws = Recorder(tab.ws, {"Network.responseReceived"})
    tab.call("Network.enable")
    tab.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)


class Tab(Browser):
    """Another page of the same Chromium (a new tab, maybe in another browser context): the
    methods of browser-tests.py's Browser over the tab's own DevTools connection."""

    def __init__(self, debug_port, context=None):
        self.debug_port, self.process = debug_port, None
        browser = websocket.create_connection(
            json.load(urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/version", timeout=5))["webSocketDebuggerUrl"],
            timeout=bt.WAIT, suppress_origin=True)
        self.browser_ws, self.counter, self.ws = browser, 0, browser
        params = {"url": "about:blank"}
        if context:
            params["browserContextId"] = context
        self.target = self.call("Target.createTarget", **params)["targetId"]
        self.ws = websocket.create_connection(f"ws://127.0.0.1:{debug_port}/devtools/page/{self.target}",
                                              timeout=bt.WAIT, suppress_origin=True)
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Page.addScriptToEvaluateOnNewDocument", source=bt.OBSERVER)
        prepare(self)

    def close(self):
        try:
            self.ws.close()
            self.ws = self.browser_ws
            self.call("Target.closeTarget", targetId=self.target)
        except Exception:
            pass
        finally:
            self.browser_ws.close()


def browser_call(debug_port, method, **params):
    """One command on the browser's own DevTools connection (not a page's)."""
    url = json.load(urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/version", timeout=5))["webSocketDebuggerUrl"]
    ws = websocket.create_connection(url, timeout=bt.WAIT, suppress_origin=True)
    try:
        ws.send(json.dumps({"id": 1, "method": method, "params": params}))
        deadline = time.monotonic() + bt.WAIT
        while time.monotonic() < deadline:
            message = json.loads(ws.recv())
            if message.get("id") == 1:
                if "error" in message:
                    raise Failure(f"{method} failed: {message['error']}")
                return message.get("result", {})
        raise Failure(f"no answer to {method}")
    finally:
        ws.close()


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


PLAIN = urllib.request.build_opener(NoRedirects)


def fetch(url, method="GET", cookie=None, data=None):
    """(status, headers, body) of one request, redirects not followed, errors as answers."""
    request = urllib.request.Request(url, method=method, data=data)
    if cookie:
        request.add_header("Cookie", cookie)
    try:
        with PLAIN.open(request, timeout=bt.WAIT) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


class Suite:
    def __init__(self, browser, debug_port, base, shots):
        self.b, self.debug_port, self.base, self.shots = browser, debug_port, base.rstrip("/"), shots
        self.current = browser     # the tab a failure's screenshot shows
        self.item = None           # (id, title) of the item Alice opens
        self.other_items = []      # Alice's other items' titles

    # Helpers ---------------------------------------------------------------------------------

    def shot(self, name, tab=None):
        tab = tab or self.b
        # The pointer off the page's content, so that no row or button shows its hover colour.
        tab.call("Input.dispatchMouseEvent", type="mouseMoved", x=WIDTH - 1, y=HEIGHT - 1)
        tab.wait("!document.querySelector(':hover:not(html):not(body)')", "the pointer to leave the page's content")
        tab.screenshot(os.path.join(self.shots, name + ".png"))

    def go(self, tab, path):
        """Loads `path` as a new document and waits until it has loaded (not the old one)."""
        self.current = tab
        tab.js("window.__oldDocument = true")
        tab.call("Page.navigate", url=self.base + path)
        self.wait_new_document(tab)

    def reload(self, tab):
        tab.js("window.__oldDocument = true")
        tab.call("Page.reload", ignoreCache=True)
        self.wait_new_document(tab)

    @staticmethod
    def wait_new_document(tab):
        tab.wait("!window.__oldDocument && document.readyState === 'complete'", "the new page to load")
        if tab.js("!!document.querySelector('#wf-root')"):
            tab.wait_joined()
            # Joined: the server has sent the page's location (its title) by now or will next.

    @staticmethod
    def path(tab):
        return tab.js("location.pathname")

    def wait_path(self, tab, path, what):
        tab.wait(f"location.pathname === {json.dumps(path)}", f"{what} (URL {path})")

    def wait_title(self, tab, title, what, timeout=bt.WAIT):
        poll(lambda: tab.js("document.title") == title, timeout,
             lambda: f"the document title {title!r} on {what} (it is {tab.js('document.title')!r})")

    # Each screen by what it shows, then (on_*) with its document title too.

    # `suffix` is what the app's titles end with: "To-do" at /todo, "Team board" at /team.

    def list_shown(self, tab, titles=(), suffix="To-do"):
        """The list screen, showing (at least) `titles` (as the rows read: "✓ TITLE" when done)."""
        rows = " && ".join(f"rows.includes({json.dumps(t)})" for t in titles) or "true"
        tab.wait("(() => { const h = document.querySelector('#wf-root h1'); if (!h || h.textContent !== 'To-do list') return false;"
                 " const rows = [...document.querySelectorAll('.row-list li button')].map(e => e.textContent.trim());"
                 f" return {rows}; }})()", f"the list showing {list(titles)}")
        return suffix

    def item_shown(self, tab, title, suffix="To-do", done=False):
        toggle = "Mark not done" if done else "Mark done"
        tab.wait(f"(() => {{ const h = document.querySelector('#wf-root h1'); return !!h && h.textContent === {json.dumps(title)}"
                 f" && [...document.querySelectorAll('#wf-root button')].some(e => e.textContent === {json.dumps(toggle)})"
                 " && !document.querySelector('#wf-root input[aria-label=Title]'); })()",
                 f"the item {title!r} ({'done' if done else 'not done'})")
        return f"{title} — {suffix}"

    def editor_shown(self, tab, title, value=None, suffix="To-do"):
        value = title if value is None else value
        tab.wait(f"(() => {{ const i = document.querySelector('#wf-root input[aria-label=Title]');"
                 f" return !!i && i.value === {json.dumps(value)}"
                 " && [...document.querySelectorAll('#wf-root button')].some(e => e.textContent === 'Save'); })()",
                 f"the editor with {value!r} in the Title field")
        return f"Edit “{title}” — {suffix}"

    def on_list(self, tab, titles=(), suffix="To-do"):
        self.wait_title(tab, self.list_shown(tab, titles, suffix), "the list")

    def on_item(self, tab, title, suffix="To-do", done=False):
        self.wait_title(tab, self.item_shown(tab, title, suffix, done), "the item")

    def on_editor(self, tab, title, value=None, suffix="To-do"):
        self.wait_title(tab, self.editor_shown(tab, title, value, suffix), "the editor")

    def sign_in(self, tab, user, password):
        """Fills and submits the sign-in form, by real clicks and typing, on the page shown."""
        tab.wait("!!document.querySelector('form input#user') && !!document.querySelector('form input#password')",
                 "the sign-in form")
        labels = tab.js("[...document.querySelectorAll('form label')].map(l => l.textContent.trim() + '>' + l.htmlFor)")
        expect(labels == ["User>user", "Password>password"], f"the form's labels are {labels}")
        tab.js("window.__oldDocument = true")
        tab.click("input#user")
        tab.js("document.querySelector('input#user').select()")   # a failed try leaves the name in
        tab.type(user)
        tab.click("input#password")
        tab.type(password)
        tab.wait(f"document.querySelector('input#user').value === {json.dumps(user)} && "
                 f"document.querySelector('input#password').value.length === {len(password)}", "the form filled in")
        tab.click("form button", "Sign in")
        self.wait_new_document(tab)

    def cookies(self, tab):
        return {c["name"]: c for c in tab.call("Network.getCookies", urls=[self.base + "/", self.base + "/todo"])["cookies"]}

    def add_item(self, tab, title, mount="/todo", suffix="To-do", before_save=None):
        """Add, `title` typed, Save; returns the new item's id. `before_save()` runs just
        before the click on Save (to start a clock)."""
        tab.click("#wf-root button", "Add")
        tab.wait("(() => { const i = document.querySelector('#wf-root input[aria-label=Title]'); return !!i && i.value === ''; })()",
                 "Add to open the editor with an empty Title field")
        tab.wait(f"new RegExp({json.dumps('^' + mount + '/[0-9]+/edit$')}).test(location.pathname)", "the URL of the new item's editor")
        new_id = int(self.path(tab).split("/")[2])
        tab.click("#wf-root input[aria-label=Title]")
        tab.type(title)
        tab.settle()
        shown = tab.js("document.querySelector('#wf-root input[aria-label=Title]').value")
        expect(shown == title, f"the Title field shows {shown!r} after typing {title!r}")
        if before_save:
            before_save()
        tab.click("#wf-root button", "Save")
        self.on_item(tab, title, suffix)
        self.wait_path(tab, f"{mount}/{new_id}", "Save to show the item")
        return new_id

    # The shared board -------------------------------------------------------------------------

    @staticmethod
    def row_is(text):
        """A condition (JS): a row of the list reads `text` ("✓ TITLE" when done)."""
        return (f"[...document.querySelectorAll('#wf-root .row-list li button')]"
                f".some(e => e.textContent.trim() === {json.dumps(text)})")

    @staticmethod
    def start_click_clock(tab):
        """From now on (in this document) `window.__clicks[LABEL]` is the Date.now() of the
        latest click on a button reading LABEL, taken before the page's own handlers run."""
        tab.js("(() => { window.__clicks = {}; if (window.__clockOn) return; window.__clockOn = true;"
               " window.addEventListener('click', (e) => { const b = e.target.closest && e.target.closest('button');"
               " if (b) window.__clicks[b.textContent.trim()] = Date.now(); }, true); })()")

    @staticmethod
    def watch_for(tab, condition, what):
        """From now on `window.__seenAt` is the Date.now() of the first change of the page's
        DOM after which `condition` (JS) holds; it must not hold yet."""
        already = tab.js("(() => { if (window.__watch) window.__watch.disconnect(); window.__seenAt = null;"
                         f" const check = () => {{ if (window.__seenAt === null && ({condition})) {{"
                         " window.__seenAt = Date.now(); window.__watch.disconnect(); } };"
                         " window.__watch = new MutationObserver(check);"
                         " window.__watch.observe(document, {subtree: true, childList: true, characterData: true, attributes: true});"
                         f" return !!({condition}); }})()")
        expect(not already, f"{what} before the change was made")

    def latency(self, clicker, label, watcher, what):
        """Milliseconds from the click on `label` in `clicker` to `watcher`'s DOM showing the
        change its `watch_for` waits for (both Date.now() of one machine's clock)."""
        clicked = clicker.wait(f"window.__clicks && window.__clicks[{json.dumps(label)}]", f"the click on {label!r} to be recorded")
        seen = watcher.wait("window.__seenAt", what)
        expect(seen >= clicked, f"{what}: seen at {seen}, before the click at {clicked} (the clocks disagree?)")
        return seen - clicked

    @staticmethod
    def presence(tab):
        return tab.js("(() => { const p = document.querySelector('#wf-root .presence'); return p ? p.textContent : null; })()")

    def wait_presence(self, tab, names, what, timeout=bt.WAIT):
        """Waits until `tab`'s presence line names `names`; returns how long that took (s)."""
        line = "Viewing now: " + ", ".join(names)
        started = time.monotonic()
        poll(lambda: self.presence(tab) == line, timeout,
             lambda: f"{line!r} on {what} (it shows {self.presence(tab)!r})")
        return time.monotonic() - started

    # Scenarios -------------------------------------------------------------------------------

    def anonymous(self):
        b = self.b
        self.go(b, "/")
        b.wait("!!document.querySelector('a[href=\"/login\"]')", "the landing page's link to /login")
        heading = b.js("document.querySelector('h1').textContent")
        expect(heading == "Workflow to-do", f"the landing page's heading is {heading!r}")
        self.shot("landing")
        self.go(b, "/todo")
        self.wait_path(b, "/login", "an anonymous /todo to end on the sign-in form")
        b.wait("!!document.querySelector('form[action=\"/login\"]') && document.querySelector('h1').textContent === 'Sign in'",
               "the sign-in form")
        expect(b.js("!document.querySelector('.problem')"), "the form shows a problem before any try")
        expect("todo_user" not in self.cookies(b), "an anonymous browser has a todo_user cookie")
        self.shot("login")

    def wrong_password(self):
        b = self.b
        self.go(b, "/login")
        responses = len(b.ws.events)
        self.sign_in(b, ALICE[0], "not-" + ALICE[1])
        self.wait_path(b, "/login", "the refused form")
        problem = b.wait("(() => { const p = document.querySelector('form') && document.querySelector('.problem[role=alert]');"
                         " return p ? p.textContent : null; })()", "the error on the form")
        expect(problem == "That user name and password do not match.", f"the form says {problem!r}")
        expect(b.js("!!document.querySelector('form input#password')"), "the form is gone after a wrong password")
        statuses = [e["params"]["response"]["status"] for e in b.ws.events[responses:]
                    if e["params"]["type"] == "Document" and e["params"]["response"]["url"] == self.base + "/login"]
        expect(statuses and statuses[-1] == 401, f"the refused sign-in's page came with HTTP {statuses}, expected 401")
        expect("todo_user" not in self.cookies(b), f"a refused sign-in set a todo_user cookie: {self.cookies(b)}")
        print(f"    refused with HTTP {statuses[-1]}: {problem}")

    def alice_urls(self):
        b = self.b
        self.go(b, "/login")
        self.sign_in(b, *ALICE)
        self.wait_path(b, "/todo", "Alice's sign-in to open her list")
        b.wait_joined()
        expect("todo_user" in self.cookies(b), "no todo_user cookie after signing in")
        self.on_list(b)
        ids = []
        for title in TITLES:
            ids.append(self.add_item(b, title))
            b.click("#wf-root button", "Back")
            self.on_list(b, TITLES[:len(ids)])
            self.wait_path(b, "/todo", "the app's Back to show the list")
        self.shot("list")
        # Open the first item from the list, then its editor.
        item_id, title = ids[0], TITLES[0]
        self.item, self.other_items = (item_id, title), list(TITLES[1:])
        b.click(".row-list li button", title)
        self.on_item(b, title)
        self.wait_path(b, f"/todo/{item_id}", "opening the item")
        self.shot("item")
        b.click("#wf-root button", "Edit")
        self.on_editor(b, title)
        self.wait_path(b, f"/todo/{item_id}/edit", "the editor")
        self.shot("editor")
        print(f"    items {ids}; on {self.path(b)} titled {b.js('document.title')!r}")

    def need_item(self):
        expect(self.item is not None, "no item: alice-urls did not get as far as opening one")
        return self.item

    def history_move(self, tab, step):
        history = tab.call("Page.getNavigationHistory")
        index = history["currentIndex"] + step
        expect(0 <= index < len(history["entries"]), f"no history entry {step:+d} from {history}")
        tab.call("Page.navigateToHistoryEntry", entryId=history["entries"][index]["id"])

    def back_forward(self):
        """URL and screen must follow each step; a wrong document title is collected and
        reported at the end, so that one stale title does not hide the steps after it."""
        b = self.b
        item_id, title = self.need_item()
        expect(self.path(b) == f"/todo/{item_id}/edit", f"back-forward starts on {self.path(b)}, not the editor")
        b.js("window.__samePage = true")
        wrong_titles = []
        steps = [(-1, f"/todo/{item_id}", lambda: self.item_shown(b, title), "Back from the editor"),
                 (-1, "/todo", lambda: self.list_shown(b, TITLES), "Back from the item"),
                 (+1, f"/todo/{item_id}", lambda: self.item_shown(b, title), "Forward from the list"),
                 (+1, f"/todo/{item_id}/edit", lambda: self.editor_shown(b, title), "Forward again to the editor")]
        for step, path, shown, what in steps:
            self.history_move(b, step)
            self.wait_path(b, path, what)
            expected = shown()
            b.settle()   # the server has applied the navigate event and sent what follows from it
            try:
                self.wait_title(b, expected, what, timeout=3)
            except Failure:
                wrong_titles.append(f"{what}: {path} shows the right screen but the document title is "
                                    f"{b.js('document.title')!r}, not {expected!r}")
            expect(b.js("window.__samePage === true"), f"{what} loaded a new page instead of moving the app")
            print(f"    {what}: {path}, title {b.js('document.title')!r}")
        expect(not wrong_titles, "the document title does not follow Back and Forward:\n    " + "\n    ".join(wrong_titles))

    def reload_editor(self):
        b = self.b
        item_id, title = self.need_item()
        if self.path(b) != f"/todo/{item_id}/edit":
            self.go(b, f"/todo/{item_id}/edit")
        self.reload(b)
        self.wait_path(b, f"/todo/{item_id}/edit", "the reloaded editor")
        self.on_editor(b, title)

    def fresh_tab(self):
        item_id, title = self.need_item()
        tab = Tab(self.debug_port)
        try:
            self.go(tab, f"/todo/{item_id}")
            self.wait_path(tab, f"/todo/{item_id}", "the item opened in a new tab")
            self.on_item(tab, title)
            # The app's own Back from a directly opened item still reaches the list.
            tab.click("#wf-root button", "Back")
            self.on_list(tab, TITLES)
            self.wait_path(tab, "/todo", "the app's Back in the new tab")
        finally:
            self.current = self.b
            tab.close()

    def bob_isolated(self):
        item_id, title = self.need_item()
        context = browser_call(self.debug_port, "Target.createBrowserContext")["browserContextId"]
        tab = None
        try:
            tab = Tab(self.debug_port, context)
            self.go(tab, "/todo")
            self.wait_path(tab, "/login", "Bob's anonymous /todo (a context of its own has no cookie)")
            self.sign_in(tab, *BOB)
            self.wait_path(tab, "/todo", "Bob's sign-in to open his list")
            self.on_list(tab)
            tab.wait("document.querySelector('.site-nav .muted').textContent === 'Signed in as bob'", "the nav naming Bob")
            rows = tab.js("[...document.querySelectorAll('.row-list li button')].map(e => e.textContent)")
            text = tab.page_text()
            for alices in [title] + self.other_items:
                expect(alices not in text, f"Bob's list shows Alice's item {alices!r}: rows {rows}")
            responses = len(tab.ws.events)
            self.go(tab, f"/todo/{item_id}")
            self.wait_path(tab, f"/todo/{item_id}", "Bob's load of Alice's item's URL")
            tab.wait("(() => { const h = document.querySelector('#wf-root h1'); return !!h && h.textContent === 'Not found'; })()",
                     "the not-found screen")
            self.wait_title(tab, "Not found — To-do", "the not-found screen")
            expect(title not in tab.page_text(), f"the not-found page shows Alice's title: {tab.page_text()!r}")
            url = f"{self.base}/todo/{item_id}"
            statuses = [e["params"]["response"]["status"] for e in tab.ws.events[responses:]
                        if e["params"]["type"] == "Document" and e["params"]["response"]["url"] == url]
            expect(statuses == [404], f"the page load of {url} came with HTTP {statuses}, expected [404]")
            bobs = self.cookies(tab)
            expect("todo_user" in bobs, f"Bob's context has no todo_user cookie: {list(bobs)}")
            expect(self.cookies(self.b)["todo_user"]["value"] != bobs["todo_user"]["value"], "Alice and Bob share a cookie")
            status, _, body = fetch(url, cookie="todo_user=" + bobs["todo_user"]["value"])
            expect(status == 404, f"GET {url} with Bob's cookie answered {status}")
            expect(title.encode() not in body, "the 404 page's HTML names Alice's item")
            alices_status, _, body = fetch(url, cookie="todo_user=" + self.cookies(self.b)["todo_user"]["value"])
            expect(alices_status == 200 and title.encode() in body, f"GET {url} with Alice's cookie answered {alices_status}")
            print(f"    Bob's list: {rows}; /todo/{item_id} for Bob: HTTP {statuses[0]} (page load) and {status} (urllib)")
        finally:
            self.current = self.b
            if tab:
                tab.close()
            try:
                browser_call(self.debug_port, "Target.disposeBrowserContext", browserContextId=context)
            except Exception:
                pass

    def team(self):
        """Alice (this browser's default context) and Bob (a context of his own) on /team."""
        a, title = self.b, TEAM_TITLE
        self.go(a, "/team")
        if self.path(a) == "/login":   # alice-urls did not get as far as signing her in
            self.sign_in(a, *ALICE)
            self.go(a, "/team")
        self.wait_path(a, "/team", "Alice's board")
        self.on_list(a, suffix=TEAM)
        context = browser_call(self.debug_port, "Target.createBrowserContext")["browserContextId"]
        bob = mine = None
        try:
            bob = Tab(self.debug_port, context)
            self.go(bob, "/team")
            self.wait_path(bob, "/login", "Bob's anonymous /team to end on the sign-in form")
            self.sign_in(bob, *BOB)
            self.go(bob, "/team")
            self.wait_path(bob, "/team", "Bob's board")
            self.on_list(bob, suffix=TEAM)
            # (1) Each page names both viewers.
            self.wait_presence(a, ("alice", "bob"), "Alice's board")
            self.wait_presence(bob, ("alice", "bob"), "Bob's board")
            self.current = a

            # (2) Alice adds an item: Bob's list shows its title.
            self.start_click_clock(a)
            item_id = self.add_item(a, title, "/team", TEAM, before_save=lambda: self.watch_for(
                bob, self.row_is(title), f"Bob's list shows {title!r}"))
            saved = self.latency(a, "Save", bob, f"Bob's list to show {title!r}")
            self.list_shown(bob, [title])
            print(f"    Alice's Save to Bob's list showing {title!r}: {saved} ms")

            # (3) Bob marks it done: Alice's list shows it done.
            a.click("#wf-root button", "Back")
            self.on_list(a, [title], TEAM)
            self.wait_path(a, "/team", "Alice's Back to her board")
            self.current = bob
            bob.click("#wf-root .row-list li button", title)
            self.on_item(bob, title, TEAM)
            self.wait_path(bob, f"/team/{item_id}", "Bob opening the item")
            self.start_click_clock(bob)
            self.watch_for(a, self.row_is("✓ " + title), f"Alice's list shows ✓ {title!r}")
            bob.click("#wf-root button", "Mark done")
            done = self.latency(bob, "Mark done", a, f"Alice's list to show '✓ {title}'")
            self.item_shown(bob, title, TEAM, done=True)
            print(f"    Bob's Mark done to Alice's list showing '✓ {title}': {done} ms")

            # The picture: Alice's board, both viewers named, the item done.
            self.current = a
            self.list_shown(a, ["✓ " + title])
            self.wait_presence(a, ("alice", "bob"), "Alice's board")
            self.shot("team", a)

            # (5) Alice's own list (another tab of hers) does not show the board's item.
            mine = Tab(self.debug_port)
            self.current = mine
            self.go(mine, "/todo")
            self.wait_path(mine, "/todo", "Alice's own list")
            self.on_list(mine, TITLES if self.item else ())   # her items, if alice-urls added them
            rows = mine.js("[...document.querySelectorAll('#wf-root .row-list li button')].map(e => e.textContent.trim())")
            expect(not any(title in row for row in rows), f"Alice's /todo shows the board's item: rows {rows}")
            expect(self.presence(mine) is None, f"Alice's /todo has a presence line: {self.presence(mine)!r}")
            self.go(mine, f"/todo/{item_id}")
            mine.wait("(() => { const h = document.querySelector('#wf-root h1'); return !!h && h.textContent === 'Not found'; })()",
                      f"the not-found screen at /todo/{item_id} (the board's item is not in Alice's list)")
            print(f"    Alice's /todo: {rows}; /todo/{item_id}: Not found")
            mine.close()
            mine = None

            # (4) Bob deletes the item while Alice has it open: her page goes back to the list.
            self.current = a
            a.click("#wf-root .row-list li button", "✓ " + title)
            self.on_item(a, title, TEAM, done=True)
            self.wait_path(a, f"/team/{item_id}", "Alice opening the item")
            self.current = bob
            bob.click("#wf-root button", "Delete")
            bob.wait("!!document.querySelector('dialog:modal')", "the delete confirmation")
            self.start_click_clock(bob)
            self.watch_for(a, "(() => { const h = document.querySelector('#wf-root h1'); return !!h && h.textContent === 'To-do list'; })()"
                           f" && !({self.row_is('✓ ' + title)})",
                           "Alice's page shows the list without the item")
            bob.click("dialog button", "Delete")
            bob.wait(f"!document.querySelector('dialog') && !({self.row_is('✓ ' + title)})", "Bob's list without the item")
            self.current = a
            deleted = self.latency(bob, "Delete", a, "Alice's page to go back to the list, without the item")
            self.wait_path(a, "/team", "Alice's page after Bob deleted the item she had open")
            self.on_list(a, suffix=TEAM)
            expect(title not in a.page_text(), f"Alice's board still shows {title!r}: {a.page_text()!r}")
            print(f"    Bob's Delete to Alice's page back on the list without the item: {deleted} ms")

            # (1, continued) Bob leaves: to his own list, back, then his tab closes. A line that
            # keeps naming him is collected and reported at the end, so that the second way of
            # leaving is tried too.
            problems = []

            def without_bob(how):
                try:
                    took = self.wait_presence(a, ("alice",), f"Alice's board after {how}", timeout=PRESENCE_LIMIT)
                    print(f"    Alice's line without Bob {took:.2f} s after {how}")
                except Failure as error:
                    problems.append(str(error))
                    print(f"    Alice's line still names Bob {PRESENCE_LIMIT} s after {how}")
            self.go(bob, "/todo")
            self.wait_path(bob, "/todo", "Bob's own list")
            without_bob("Bob went to /todo")
            self.go(bob, "/team")
            self.wait_presence(a, ("alice", "bob"), "Alice's board after Bob came back")
            self.wait_presence(bob, ("alice", "bob"), "Bob's board after he came back")
            bob.close()
            bob = None
            without_bob("Bob's tab closed")
            problems += [f"{what} took {ms} ms, not under {LATENCY_LIMIT} ms" for what, ms in
                         (("Alice's Save to Bob's list", saved), ("Bob's Mark done to Alice's list", done)) if ms >= LATENCY_LIMIT]
            expect(not problems, "\n    ".join(problems))
        finally:
            self.current = self.b
            for tab in (mine, bob):
                if tab:
                    tab.close()
            try:
                browser_call(self.debug_port, "Target.disposeBrowserContext", browserContextId=context)
            except Exception:
                pass

    def head(self):
        status, headers, _ = fetch(self.base + "/login", method="POST",
                                   data=urllib.parse.urlencode({"user": ALICE[0], "password": ALICE[1]}).encode())
        expect(status == 303, f"signing in with urllib answered {status}")
        cookie = next(c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("todo_user="))
        problems, notes = [], []
        for path, with_cookie in (("/", False), ("/login", False), ("/todo", True), ("/todo", False)):
            cookie_here = cookie if with_cookie else None
            who = "signed in" if with_cookie else "anonymous"
            get_status, get_headers, get_body = fetch(self.base + path, cookie=cookie_here)
            head_status, head_headers, head_body = fetch(self.base + path, method="HEAD", cookie=cookie_here)
            line = f"{path} ({who}): GET {get_status} {len(get_body)} bytes, HEAD {head_status}"
            if head_status != get_status:
                problems.append(f"HEAD {path} ({who}) answered {head_status}, GET {get_status}")
            if head_body:
                problems.append(f"HEAD {path} ({who}) has a body of {len(head_body)} bytes")
            for name in ("Content-Type", "Location", "Cache-Control", "Content-Security-Policy"):
                if head_status == get_status and head_headers.get(name) != get_headers.get(name):
                    problems.append(f"HEAD {path} ({who}) {name}: {head_headers.get(name)!r}, GET: {get_headers.get(name)!r}")
            head_length, get_length = head_headers.get("Content-Length"), get_headers.get("Content-Length")
            if head_status == get_status and head_length != get_length:
                notes.append(f"HEAD {path} ({who}) says Content-Length {head_length}, GET {get_length}")
            print("    " + line)
        for note in notes:
            print(f"    note: {note}")
        expect(not problems, "HEAD does not answer like GET:\n    " + "\n    ".join(problems))


SCENARIOS = [("anonymous", "anonymous"), ("wrong-password", "wrong_password"), ("alice-urls", "alice_urls"),
             ("back-forward", "back_forward"), ("reload-editor", "reload_editor"), ("fresh-tab", "fresh_tab"),
             ("bob-isolated", "bob_isolated"), ("team", "team"), ("head", "head")]


class OutOfTime(BaseException):
    """The run's deadline: not an Exception, so that it ends the run rather than one scenario."""


def start_deadline(seconds):
    """Raises OutOfTime in the main thread once the run has taken `seconds`."""
    def out_of_time(*_):
        raise OutOfTime(f"the run took longer than {seconds} s")
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(seconds)


def todo_server_binary(given):
    """`given` (the --binary option), or the newest debug build of todo-server under .build."""
    if given:
        return given
    found = sorted(glob.glob(os.path.join(REPO, ".build/*/debug/todo-server")) + glob.glob(os.path.join(REPO, ".build/debug/todo-server")),
                   key=os.path.getmtime)
    if not found:
        sys.exit("no todo-server under .build: swift build --traits WebServer --product todo-server")
    return found[-1]


def fresh_screenshots(folder, names, failed_pattern):
    """Makes `folder` and removes the PNGs an earlier run left in it (`names`, and failure
    shots matching `failed_pattern`): no picture of an earlier run passes for this run's."""
    os.makedirs(folder, exist_ok=True)
    for stale in [os.path.join(folder, name + ".png") for name in names] + glob.glob(os.path.join(folder, failed_pattern)):
        if os.path.exists(stale):
            os.remove(stale)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="the built todo-server (default: the newest under .build)")
    parser.add_argument("--screenshots", required=True, help="where the PNGs go")
    parser.add_argument("--docs", action="store_true", help="also copy the PNGs to docs/screenshots/web/todo-server-NAME.png")
    args = parser.parse_args()
    if shutil.which("chromium") is None:
        sys.exit("chromium is not installed (apt-get install chromium fonts-dejavu-core)")
    binary = todo_server_binary(args.binary)
    fresh_screenshots(args.screenshots, SHOTS, "FAILED-*.png")
    start_deadline(RUN_LIMIT)

    passed = failed = 0
    folder = tempfile.mkdtemp(prefix="todo-server-tests-")
    server_log = open(os.path.join(folder, "server.log"), "w+")
    server = browser = None
    try:
        port = free_port()
        server = subprocess.Popen([binary, "--port", str(port), "--database", os.path.join(folder, "todo.sqlite")],
                                  stdout=server_log, stderr=subprocess.STDOUT, start_new_session=True)
        base = f"http://127.0.0.1:{port}"
        poll(lambda: server.poll() is None and fetch(base + "/")[0] == 200, 30,
             lambda: f"the server at {base} (exited: {server.poll()})")
        debug_port = free_port()
        browser = Browser(debug_port, os.path.join(folder, "chromium"))
        prepare(browser)
        suite = Suite(browser, debug_port, base, args.screenshots)
        for name, method in SCENARIOS:
            def shoot_failure(name=name):
                try:
                    suite.current.screenshot(os.path.join(args.screenshots, f"FAILED-{name}.png"))
                except Exception:
                    pass
            if run_scenario(name, getattr(suite, method), shoot_failure):
                passed += 1
            else:
                failed += 1
    except BaseException as error:   # the run's deadline, ^C, a server or Chromium that never came up
        failed += 1
        print(f"FAIL setup or run: {error!r}")
        server_log.flush()
        server_log.seek(0)
        print(server_log.read()[-2000:])
    finally:
        signal.alarm(0)
        if browser:
            browser.close()
        if server:
            stop(server)
        shutil.rmtree(folder, ignore_errors=True)
    if args.docs:
        for name in SHOTS:
            source = os.path.join(args.screenshots, name + ".png")
            if os.path.exists(source):
                shutil.copyfile(source, os.path.join(REPO, "docs", "screenshots", "web", f"todo-server-{name}.png"))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
