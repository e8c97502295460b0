#!/usr/bin/env python3
"""Many sessions clicking through nginx while both nodes are killed and restarted: no click
may be lost or applied twice.

    python3 scripts/chaos-test.py [--binary PATH] [--sessions 200] [--duration 60] [--seed N]
                                  [--rate 1.0] [--kills 3] [--app counter|todo]

A throwaway PostgreSQL 15 cluster, two `workflow-web --bench counter --store postgres://…`
nodes sharing it and nginx in front with sessions sticky by the browser cookie (the pieces of
scripts/failover-test.py, in scripts/weblab.py). Each session is a protocol-level client (a
thread with a websocket-client connection, no browser) that keeps the page's rules of
docs/web-protocol.md exactly: it loads `/` (its first load without a cookie, like a new
browser: nginx sends every such load to the node the empty cookie hashes to) and joins at once,
numbers its events from 1 across connections, keeps each until it is safe (on a durable page,
until a `stored` message covers it), reconnects through nginx after a disconnect (at once, then
with growing delays up to 10 s, with jitter), joins with its last applied `seq` and `epoch`,
re-sends what the session has not applied, and after a `reset` of a new epoch takes the new page
(the button's new id) and replays its unsafe events one at a time, each re-aimed by its target's
path. It applies every patch to its own copy of the page (a small DOM) and tracks `Count: N`.

For `--duration` seconds every session clicks the counter about `--rate` times a second, and
each node is killed with SIGKILL and started again `--kills` times at random moments (never both
down at once). The kill plan and the clicks' timing come from `--seed` (printed; pass it again
to replay the plan: the cookies, the nodes' ports and so which node a session lands on are the
server's and the OS's choice). Then the clicking stops, every session waits until all its events
are stored, and each must show a count equal to the clicks it sent, both on its tracked page and
on a fresh join. Along the way every `joined`, `patch` and `reset` is checked against the events
it says are applied (each click adds one), and a `reset` behind an event the server said it had
stored is reported as it happens, with the session's moments and its log lines.

`--app todo` runs the same on the gallery's to-do list (Add, then Back twice, per item; the
count is the items beyond the first three), whose workflows are stored in snapshots, where the
counter's are not: sessions of a workflow that is not a SnapshottingWorkflow restart afresh on a
node that restores them, and lose their count.

Everything listens on 127.0.0.1 only and is stopped at the end whatever happened (about 70 s in
all with the defaults); the logs of a failed run are kept and their folder printed. Needs nginx
and PostgreSQL 15 (Debian's nginx-light and postgresql), websocket-client (pip), and root (the
cluster runs as `postgres`). The last line is `N passed, N failed`: one check per session, and
one for the run itself (nodes restarted, every session done).
"""
import argparse, glob, html.parser, http.client, json, os, random, re, select, shutil, signal
import sys, tempfile, threading, time, traceback

import websocket

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True   # no scripts/__pycache__ in the work tree
import weblab   # noqa: E402  (Node, Postgres, Nginx shared with failover-test.py)
from weblab import Nginx, Node, Postgres, poll   # noqa: E402

LOAD_CONCURRENCY = 8      # page loads not yet joined, at most (the server keeps 20 per client address)
START_TIMEOUT = 60.0      # for every session's first join
SETTLE_TIMEOUT = 45.0     # after the clicking stops, for every event to be stored
CHECK_TIMEOUT = 30.0      # for the fresh joins at the end
MAX_RECONNECT_DELAY = 10.0

# --- A small DOM: enough of the page to apply patches as workflow.js does ------------------

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    __slots__ = ("tag", "attrs", "children", "parent")

    def __init__(self, tag, attrs):
        self.tag, self.attrs, self.children, self.parent = tag, attrs, [], None


class Text:
    __slots__ = ("data", "parent")

    def __init__(self, data):
        self.data, self.parent = data, None


class _Builder(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.top = Element("#fragment", {})
        self.stack = [self.top]

    def _append(self, node):
        parent = self.stack[-1]
        node.parent = parent
        parent.children.append(node)

    def handle_starttag(self, tag, attrs):
        element = Element(tag, {name: (value if value is not None else "") for name, value in attrs})
        self._append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag, attrs):
        self._append(Element(tag, {name: (value if value is not None else "") for name, value in attrs}))

    def handle_endtag(self, tag):
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data):
        children = self.stack[-1].children
        if children and isinstance(children[-1], Text):
            children[-1].data += data     # the server never writes two text nodes side by side
        else:
            self._append(Text(data))


def parse_nodes(markup):
    builder = _Builder()
    builder.feed(markup)
    builder.close()
    return builder.top.children


def find(node, predicate):
    if isinstance(node, Element):
        if predicate(node):
            return node
        for child in node.children:
            found = find(child, predicate)
            if found is not None:
                return found
    return None


class Page:
    """The content of `#wf-root`, kept up to date by patches and resets."""

    def __init__(self, root):
        self.root = root

    @staticmethod
    def from_document(document):
        holder = Element("#document", {})
        for node in parse_nodes(document):
            node.parent = holder
            holder.children.append(node)
        root = find(holder, lambda e: e.attrs.get("id") == "wf-root")
        if root is None:
            raise ValueError("no #wf-root in the page")
        return Page(root)

    def by_id(self, ident):
        if ident == 0:
            return self.root
        wanted = str(ident)
        found = find(self.root, lambda e: e.attrs.get("data-wf") == wanted)
        if found is None:
            raise KeyError(f"no element {ident} on the page")
        return found

    def _adopt(self, parent, nodes, index=None):
        for node in nodes:
            node.parent = parent
        if index is None:
            parent.children[:] = nodes
        else:
            parent.children[index:index] = nodes

    def replace_content(self, markup):
        self._adopt(self.root, parse_nodes(markup))

    def apply(self, operations):
        for op in operations:
            kind = op[0]
            if kind == "t":
                node = self.by_id(op[1]).children[op[2]]
                if not isinstance(node, Text):
                    raise ValueError(f"operation {op}: child {op[2]} is an element, not text")
                node.data = op[3]
            elif kind == "a":
                element = self.by_id(op[1])
                if op[3] is None:
                    element.attrs.pop(op[2], None)
                else:
                    element.attrs[op[2]] = op[3]
            elif kind == "i":
                parent = self.by_id(op[1])
                self._adopt(parent, parse_nodes(op[3]), min(op[2], len(parent.children)))
            elif kind == "r":
                del self.by_id(op[1]).children[op[2]]
            elif kind == "m":
                children = self.by_id(op[1]).children
                moved = children.pop(op[2])
                children.insert(min(op[3], len(children)), moved)
            elif kind == "h":
                self._adopt(self.by_id(op[1]), parse_nodes(op[2]))
            elif kind == "o":
                element = self.by_id(op[1])
                parent = element.parent
                index = parent.children.index(element)
                del parent.children[index]
                self._adopt(parent, parse_nodes(op[2]), index)
            else:
                raise ValueError(f"unknown patch operation {op}")

    def text(self):
        parts = []

        def walk(node):
            if isinstance(node, Text):
                parts.append(node.data)
            else:
                for child in node.children:
                    walk(child)
        walk(self.root)
        return "".join(parts)

    def count(self):
        match = re.search(r"Count: (\d+)", self.text())
        return int(match.group(1)) if match else None

    def button(self):
        return find(self.root, lambda e: "data-load-target" in e.attrs)

    def path_of(self, element):
        path = []
        node = element
        while node is not self.root:
            path.insert(0, node.parent.children.index(node))
            node = node.parent
        return path

    def at_path(self, path):
        node = self.root
        for index in path:
            if not isinstance(node, Element) or index >= len(node.children):
                return None
            node = node.children[index]
        return node


def handles(node, event):
    return isinstance(node, Element) and "data-wf" in node.attrs and event in node.attrs.get("data-wf-on", "").split(" ")


def button_with_text(page, text):
    return find(page.root, lambda e: e.tag == "button" and "".join(
        c.data for c in e.children if isinstance(c, Text)).strip() == text)


class CounterApp:
    """`workflow-web --bench counter`: `Count: N` and the button marked `data-load-target`;
    every event is a click that adds one."""
    name = "counter"
    server_arguments = ["--bench", "counter"]
    one_at_a_time = False       # the button stays: clicks may follow each other unanswered

    @staticmethod
    def action(page):
        """(element, event, whether it adds one to the count), or None."""
        button = page.button()
        return (button, "click", True) if button is not None else None

    @staticmethod
    def count(page):
        return page.count()


class TodoApp:
    """The gallery's to-do list (GalleryWorkflow and TodoWorkflow are SnapshottingWorkflows,
    the counter is not): the first event opens it from the menu, then each round is Add (which
    adds an item and opens its editor) and two Backs to the list. The count is the number of
    items beyond the three it starts with, seen on the list. Each event waits until the one
    before is applied, as a person waits for the page: what to click depends on what it shows."""
    name = "todo"
    server_arguments = []
    one_at_a_time = True
    START_ITEMS = 3

    @staticmethod
    def _list(page):
        def is_list_card(element):
            return "card" in element.attrs.get("class", "").split() and any(
                isinstance(c, Element) and c.tag == "h1"
                and "".join(t.data for t in c.children if isinstance(t, Text)) == "To-do list" for c in element.children)
        card = find(page.root, is_list_card)
        return find(card, lambda e: e.tag == "ul") if card is not None else None

    @staticmethod
    def action(page):
        if TodoApp._list(page) is not None:
            add = button_with_text(page, "Add")
            return (add, "click", True) if add is not None else None
        opener = button_with_text(page, "To-do list")
        if opener is not None:
            return (opener, "click", False)
        handlers = []

        def collect(node):
            if isinstance(node, Element):
                if handles(node, "back"):
                    handlers.append(node)
                for child in node.children:
                    collect(child)
        collect(page.root)
        return (handlers[-1], "back", False) if handlers else None   # the innermost, as workflow.js

    @staticmethod
    def count(page):
        rows = TodoApp._list(page)
        if rows is None:
            return None
        return sum(1 for c in rows.children if isinstance(c, Element) and c.tag == "li") - TodoApp.START_ITEMS


APPS = {"counter": CounterApp, "todo": TodoApp}


# --- One session: the page's rules ----------------------------------------------------------

class Run:
    """What the sessions share: where to connect, the phase of the run, and when it started."""

    def __init__(self, port):
        self.port = port
        self.origin = f"http://127.0.0.1:{port}"
        self.started = time.monotonic()
        self.clicking = threading.Event()    # set while sessions click
        self.finish = threading.Event()      # set when sessions are to check and stop
        self.load_slots = threading.Semaphore(LOAD_CONCURRENCY)

    def now(self):
        return time.monotonic() - self.started


class Disconnected(Exception):
    pass


class Session(threading.Thread):
    def __init__(self, index, run, seed, rate, app):
        super().__init__(name=f"session-{index}", daemon=True)
        self.index, self.run_, self.rate, self.app = index, run, rate, app
        self.rng = random.Random(seed)
        self.cookie = None
        self.id = "?"
        self.page = None
        self.ws = None
        # The page's state (workflow.js).
        self.seq, self.epoch, self.durable = 0, "", False
        self.event_number = 0
        self.first_event = 0
        self.pending = []           # [{"message": dict, "path": [int]}]
        self.replaying = False
        self.awaited = 0
        self.joined = False
        self.retries = 0
        self.reconnect_at = 0.0
        self.next_click = None
        self.ended = False
        self.kinds = {}             # event number -> 1 if it adds one to the count, else 0
        self.epochs = {}            # every epoch seen -> when first seen
        self.max_stored = 0         # the highest event a `stored` message covered
        self.count_offset = 0       # how far the page's count went off (each divergence reported once)
        # Figures.
        self.started = threading.Event()     # first join done (or given up)
        self.settled = False
        self.clicks = 0
        self.sent = 0
        self.resent = 0
        self.joins = 0
        self.failed_connects = 0
        self.restores = 0
        self.first_resets = 0
        self.dropped = 0
        self.last_ack = 0
        self.errors = []            # server error codes
        self.problems = []          # what broke the page's rules or the harness (the first 3)
        self.problem_count = 0
        self.history = []           # notable moments, for a failure's report
        self.tracked = None
        self.fresh = None
        self.fresh_ack = None

    # Bookkeeping

    def note(self, text):
        self.history.append(f"{self.run_.now():6.2f}s {text}")
        if len(self.history) > 60:
            del self.history[10]       # keep the first moments and the latest

    def problem(self, text):
        self.note("PROBLEM " + text)
        self.problem_count += 1
        if len(self.problems) < 3:
            self.problems.append(text)

    # The page load

    def load(self):
        deadline = time.monotonic() + START_TIMEOUT
        delay = 0.1
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.run_.port, timeout=10)
                headers = {"Cookie": f"wf_browser={self.cookie}"} if self.cookie else {}
                connection.request("GET", "/", headers=headers)
                response = connection.getresponse()
                body = response.read().decode()
                cookies = response.headers.get_all("Set-Cookie") or []
                connection.close()
                if response.status == 200:
                    break
                last = f"HTTP {response.status}"
            except OSError as error:
                last = str(error)
            if time.monotonic() > deadline:
                raise RuntimeError(f"the page did not load: {last}")
            time.sleep(delay)
            delay = min(2.0, delay * 2)
        for header in cookies:
            match = re.match(r"wf_browser=([0-9a-f]+)", header)
            if match:
                self.cookie = match.group(1)
        if not self.cookie:
            raise RuntimeError("the page came without a wf_browser cookie")
        self.token = re.search(r'<meta name="wf-token" content="([^"]+)"', body).group(1)
        self.id = self.token.split(".")[0]
        self.page = Page.from_document(body)
        attrs = self.page.root.attrs
        self.seq = int(attrs.get("data-wf-seq", 0))
        self.epoch = attrs.get("data-wf-epoch", "")
        self.event_number = self.first_event = int(attrs.get("data-wf-ack", 0))
        self.durable = attrs.get("data-wf-durable") == "1"
        self.epochs[self.epoch] = "the page load"
        if not self.durable:
            self.problem("the page is not durable (no data-wf-durable=\"1\") although the server has a store")
        self.note(f"loaded session {self.id} epoch {self.epoch} count {self.app.count(self.page)}")

    # The connection

    def connect(self):
        try:
            self.ws = websocket.create_connection(
                f"ws://127.0.0.1:{self.run_.port}/live", origin=self.run_.origin,
                cookie=f"wf_browser={self.cookie}", timeout=10)
            # As workflow.js: the page's URL too (servers that predate it ignore it).
            self.send({"type": "join", "v": 3, "token": self.token, "seq": self.seq, "epoch": self.epoch, "url": "/"})
        except (OSError, websocket.WebSocketException) as error:
            self.failed_connects += 1
            self.disconnected(f"connect failed: {str(error).splitlines()[0][:80]}")

    def send(self, message):
        self.ws.send(json.dumps(message))

    def is_open(self):
        return self.joined and self.ws is not None

    def disconnected(self, why):
        """socket.onclose: reconnect at once the first time, then with growing delays."""
        if self.ws is not None:
            try:
                self.ws.close(timeout=0)
            except Exception:
                pass
            self.ws = None
        self.joined = False
        delay = 0.0 if self.retries == 0 else min(MAX_RECONNECT_DELAY, 0.25 * 2 ** self.retries) * (0.5 + self.rng.random() / 2)
        self.retries += 1
        self.reconnect_at = time.monotonic() + delay
        if why:
            self.note(f"disconnected ({why}); retry in {delay:.2f} s")

    # Events

    def act(self, counted_allowed=True):
        """What a person does on the page now: clicks the counter (or, on the to-do list, the
        step the page shows). Returns whether an event was made."""
        if self.app.one_at_a_time and not (self.joined and not self.replaying and not self.awaiting_answer()):
            return False
        action = self.app.action(self.page)
        if action is None:
            self.problem(f"nothing to click on the page: {self.page.text()!r}")
            return False
        element, event, counted = action
        if counted and not counted_allowed:
            return False
        if not handles(element, event):
            self.problem(f"the element to {event} does not handle it: {element.attrs}")
            return False
        self.event_number += 1
        self.kinds[self.event_number] = 1 if counted else 0
        if counted:
            self.clicks += 1
        message = {"type": "event", "n": self.event_number, "target": int(element.attrs["data-wf"]), "event": event}
        self.pending.append({"message": message, "path": self.page.path_of(element)})
        if self.is_open() and not self.replaying:
            self.transmit(message)
        return True

    def transmit(self, message, again=False):
        # Every event reports the latest patch applied (the server's flow control).
        message["seq"] = self.seq
        try:
            self.send(message)
        except (OSError, websocket.WebSocketException) as error:
            self.disconnected(f"send failed: {error}")
            return
        self.sent += 1
        if again:
            self.resent += 1

    def forget(self, up_to):
        while self.pending and self.pending[0]["message"]["n"] <= up_to:
            self.pending.pop(0)

    def resume(self, acknowledged, new_epoch=None):
        restored = new_epoch is not None and new_epoch != self.epoch
        if restored:
            self.epoch = new_epoch
            self.replaying = True
            if self.joins == 0:
                self.first_resets += 1      # the page was served by one node, its socket by the other
            else:
                self.restores += 1
        if not self.durable or restored:
            self.forget(acknowledged)
        self.joined = True
        self.retries = 0
        self.joins += 1
        self.started.set()
        if self.replaying:
            self.replay_after(acknowledged)
        else:
            for entry in list(self.pending):
                if entry["message"]["n"] > acknowledged and self.ws is not None:
                    self.transmit(entry["message"], again=True)

    def replay_after(self, acknowledged):
        while True:
            following = [entry for entry in self.pending if entry["message"]["n"] > acknowledged]
            if not following:
                self.replaying = False
                return
            entry = following[0]
            element = self.page.at_path(entry["path"])
            if handles(element, entry["message"]["event"]):
                entry["message"]["target"] = int(element.attrs["data-wf"])
                self.awaited = entry["message"]["n"]
                if self.ws is not None:
                    self.transmit(entry["message"], again=True)
                return
            self.pending.remove(entry)
            self.kinds[entry["message"]["n"]] = 0
            self.dropped += 1
            self.problem(f"event {entry['message']['n']} dropped in a replay: no element at {entry['path']}")

    def applied(self, acknowledged):
        self.last_ack = acknowledged
        if not self.durable:
            self.forget(acknowledged)
        if self.replaying and acknowledged >= self.awaited:
            self.replay_after(acknowledged)

    def check_count(self, what, acknowledged):
        """The page's count must be what the events up to `acknowledged` make (every click on
        the counter adds one); on the to-do list only while the list shows."""
        count = self.app.count(self.page)
        expected = sum(self.kinds.get(n, 0) for n in range(self.first_event + 1, acknowledged + 1)) + self.count_offset
        if count is not None and count != expected:
            self.problem(f"{what} says events up to {acknowledged} are applied but the page shows count {count}, not {expected}")
            self.count_offset += count - expected      # report each divergence once

    def stored(self, event):
        """A patch or an ack that also says the events up to `event` are stored ("s")."""
        if event is not None:
            self.max_stored = max(self.max_stored, event)
            self.forget(event)

    def receive(self, message):
        # A patch is the one message without a type: {"p": SEQ, "a": ACK, "o": [...]}.
        if "p" in message:
            message = {"type": "patch", "seq": message["p"], "ack": message["a"], "ops": message["o"]}
        kind = message.get("type")
        if kind == "joined":
            self.note(f"joined: seq {message['seq']} ack {message['ack']} count {self.app.count(self.page)}")
            self.check_count("joined", message["ack"])
            self.last_ack = message["ack"]
            self.resume(message["ack"])
        elif kind == "patch":
            if message["seq"] != self.seq + 1:
                self.note(f"patch {message['seq']} after {self.seq}: out of step, rejoining")
                self.disconnected("")
                return
            try:
                self.page.apply(message["ops"])
            except (KeyError, IndexError, ValueError) as error:
                self.problem(f"patch {message['seq']} does not apply: {error}")
                self.disconnected("")
                return
            self.seq = message["seq"]
            if self.seq % 8 == 0:
                # As the page does: report progress so that flow control (at most 32 patches
                # unacknowledged) never holds this page's patches back.
                try:
                    self.send({"type": "seen", "seq": self.seq})
                except (OSError, websocket.WebSocketException) as error:
                    self.disconnected(f"send failed: {error}")
                    return
            self.check_count(f"patch {message['seq']}", message["ack"])
            self.applied(message["ack"])
            self.stored(message.get("s"))
        elif kind == "ack":
            self.applied(message["ack"])
            self.stored(message.get("s"))
        elif kind == "stored":
            self.max_stored = max(self.max_stored, message["n"])
            self.forget(message["n"])
        elif kind == "reset":
            self.page.replace_content(message["html"])
            self.seq = message["seq"]
            new = message["epoch"] != self.epoch
            self.note(f"reset: epoch {message['epoch']}{' (new)' if new else ''} seq {message['seq']} "
                      f"ack {message['ack']} count {self.app.count(self.page)}, {len(self.pending)} events kept")
            self.check_count("reset", message["ack"])
            if message["ack"] < self.max_stored:
                # The page forgot the events up to max_stored: they are lost.
                earlier = (f", an earlier incarnation (epoch {message['epoch']}, first seen at {self.epochs[message['epoch']]}):"
                           " a node kept the session in memory while the page was on the other node, and answered with"
                           " it instead of the store's newer copy") if new and message["epoch"] in self.epochs else ""
                self.problem(f"reset at ack {message['ack']}, behind event {self.max_stored} which the server said it had stored{earlier}")
            self.epochs.setdefault(message["epoch"], f"{self.run_.now():.2f} s")
            self.last_ack = message["ack"]
            self.resume(message["ack"], message["epoch"])
        elif kind == "error":
            code = message.get("code")
            self.errors.append(code)
            self.note(f"error {code}: {message.get('message')}")
            if code in ("ended", "forbidden"):
                self.ended = True
                self.problem(f"the server said {code} (the page would reload: a new session, its count lost)")
        elif kind == "location":
            pass                    # the page's URL and title: nothing the count depends on
        else:
            self.problem(f"unknown message {message}")

    def receive_one(self):
        try:
            opcode, frame = self.ws.recv_data_frame(True)
        except (OSError, websocket.WebSocketException) as error:
            self.disconnected(f"{type(error).__name__}: {error}")
            return
        if opcode == websocket.ABNF.OPCODE_CLOSE:
            code = int.from_bytes(frame.data[:2], "big") if len(frame.data) >= 2 else None
            self.disconnected(f"closed by the server, code {code}")
        elif opcode == websocket.ABNF.OPCODE_TEXT:
            self.receive(json.loads(frame.data.decode()))

    # The loop

    def awaiting_answer(self):
        """Whether an event the page keeps has not been applied yet."""
        return any(entry["message"]["n"] > self.last_ack for entry in self.pending)

    def is_settled(self):
        """Every event stored (a durable page forgets an event only then) and the count shown."""
        return self.joined and not self.pending and not self.replaying and self.app.count(self.page) is not None

    def loop(self):
        while not self.ended and not self.run_.finish.is_set():
            now = time.monotonic()
            clicking = self.run_.clicking.is_set()
            if clicking or self.app.count(self.page) is None:
                # After the run only what brings the page back to its count (to-do: Back).
                if self.next_click is None:
                    self.next_click = now + self.rng.uniform(0, 1 / self.rate)
                if now >= self.next_click:
                    self.act(counted_allowed=clicking)
                    self.next_click = now + self.rng.uniform(0.5, 1.5) / self.rate
            else:
                self.next_click = None
            if not clicking:
                self.settled = self.is_settled()
            if self.ws is None:
                if now >= self.reconnect_at:
                    self.connect()
                    continue
            wake = now + 0.2
            if self.next_click is not None:
                wake = min(wake, self.next_click)
            if self.ws is None:
                time.sleep(max(0.0, min(wake, self.reconnect_at) - now))
                continue
            readable, _, _ = select.select([self.ws.sock], [], [], max(0.0, wake - now))
            if readable:
                self.receive_one()

    def fresh_join(self):
        """A second page of the same browser joining the session as a stranger to its epoch:
        the server answers with a reset holding the whole page."""
        deadline = time.monotonic() + CHECK_TIMEOUT
        last = None
        while time.monotonic() < deadline:
            try:
                ws = websocket.create_connection(
                    f"ws://127.0.0.1:{self.run_.port}/live", origin=self.run_.origin,
                    cookie=f"wf_browser={self.cookie}", timeout=10)
                try:
                    ws.send(json.dumps({"type": "join", "v": 3, "token": self.token, "seq": 0, "epoch": "chaos-check", "url": "/"}))
                    while True:
                        message = json.loads(ws.recv())
                        if message.get("type") == "reset":
                            page = Page(Element("div", {}))
                            page.replace_content(message["html"])
                            return self.app.count(page), message["ack"]
                        if message.get("type") == "error":
                            last = f"error {message.get('code')}"
                            break
                finally:
                    ws.close()
            except (OSError, websocket.WebSocketException, ValueError) as error:
                last = str(error)
            time.sleep(0.2)
        raise RuntimeError(f"no fresh join within {CHECK_TIMEOUT:.0f} s (last: {last})")

    def run(self):
        try:
            with self.run_.load_slots:      # released once joined: few unjoined sessions at a time
                self.load()
                self.connect()
                deadline = time.monotonic() + START_TIMEOUT
                while not self.joined and time.monotonic() < deadline:
                    if self.ws is None:
                        time.sleep(max(0.0, self.reconnect_at - time.monotonic()))
                        self.connect()
                        continue
                    readable, _, _ = select.select([self.ws.sock], [], [], 0.5)
                    if readable:
                        self.receive_one()
                if not self.joined:
                    raise RuntimeError("the first join was not answered")
            self.started.set()
            self.loop()
            if self.ws is not None:
                self.ws.close(timeout=1)
                self.ws = None
            self.tracked = self.app.count(self.page)
            if not self.ended:
                self.fresh, self.fresh_ack = self.fresh_join()
        except Exception as error:
            self.problem(f"harness: {type(error).__name__}: {error}")
            self.note(traceback.format_exc().strip().splitlines()[-1])
        finally:
            self.started.set()

    def verdict(self):
        """None when the session passed, else why not."""
        reasons = list(self.problems)
        if self.problem_count > len(self.problems):
            reasons.append(f"{self.problem_count - len(self.problems)} more such problems")
        expected = self.clicks
        if self.tracked != expected:
            reasons.append(f"the tracked page shows count {self.tracked}, {expected} clicks were sent")
        if self.fresh != expected:
            reasons.append(f"a fresh join shows count {self.fresh} (ack {self.fresh_ack}), {expected} clicks were sent")
        if self.pending:
            reasons.append(f"{len(self.pending)} events never stored (n {self.pending[0]['message']['n']}…{self.pending[-1]['message']['n']})")
        return "; ".join(reasons) if reasons else None


# --- The chaos: nodes killed and started again ----------------------------------------------

def kill_schedule(rng, node_count, kills_per_node, duration):
    """(at, node index, down for): every node killed `kills_per_node` times within the run's
    first `duration` seconds, in slots of their own so that one node is always up."""
    slots = [node for node in range(node_count) for _ in range(kills_per_node)]
    rng.shuffle(slots)
    begin, end = 3.0, max(4.0, duration - 6.0)
    length = (end - begin) / max(1, len(slots))
    plan = []
    for number, node in enumerate(slots):
        start = begin + number * length
        at = start + rng.uniform(0, length * 0.4)
        down = rng.uniform(0.2, min(2.0, length * 0.3))
        plan.append((round(at, 2), node, round(down, 2)))
    return plan


class Chaos(threading.Thread):
    def __init__(self, nodes, plan, run):
        super().__init__(name="chaos", daemon=True)
        self.nodes, self.plan, self.run_ = nodes, plan, run
        self.kills = 0
        self.failures = []
        self.stop_early = threading.Event()

    def run(self):
        for at, index, down in self.plan:
            if self.stop_early.wait(max(0.0, at - self.run_.now())):
                break
            node = self.nodes[index]
            try:
                node.mark(f"chaos: SIGKILL at {self.run_.now():.2f} s of the run (planned {at} s), down {down} s")
                node.kill()
                self.kills += 1
                print(f"  {self.run_.now():6.2f} s  killed {node.name} (SIGKILL), starting it again in {down} s", flush=True)
                time.sleep(down)     # the planned downtime, not a wait for anything
                node.mark(f"chaos: starting again at {self.run_.now():.2f} s")
                node.start()
            except Exception as error:
                self.failures.append(f"{node.name}: {error}")
                print(f"  {node.name} could not be killed and started again: {error}", flush=True)
                try:
                    if not node.is_running():
                        node.start()
                except Exception as again:
                    self.failures.append(f"{node.name} again: {again}")


# --- The run ----------------------------------------------------------------------------------

def find_binary():
    found = sorted(glob.glob(".build/*/debug/workflow-web") + glob.glob(".build/debug/workflow-web")
                   + glob.glob(".build/*/release/workflow-web"), key=os.path.getmtime)
    if not found:
        sys.exit("no workflow-web under .build: swift build --traits WebServer --product workflow-web")
    return found[-1]


def diagnose(sessions, nodes):
    """Names the causes this test has met before, when their marks are there."""
    afresh = 0
    for node in nodes:
        try:
            afresh += sum(1 for line in open(node.log.name, errors="replace") if "not a SnapshottingWorkflow" in line)
        except OSError:
            pass
    if afresh:
        print(f"DIAGNOSIS: the nodes logged {afresh} times that a session restarts afresh because its workflow is not a "
              "SnapshottingWorkflow: a session restored on a node (after a kill) starts again at its first state while "
              "the page has forgotten the events the store took, so every kill loses counts. The counter "
              "(Samples/WebBenchScreens/CounterBench.swift) needs `extension CounterBenchWorkflow: SnapshottingWorkflow {}`; "
              "--app todo runs the same test on the gallery's to-do list, which is stored.")
    earlier = [s for s in sessions if any("earlier incarnation" in p for p in s.problems)]
    if earlier:
        print(f"DIAGNOSIS: {len(earlier)} sessions were answered by a node with an earlier incarnation of the session "
              "(an epoch the page had seen before), older than what the store held: a node keeps a session in memory "
              "(never joined, its page's socket having gone to the other node; or within its grace period after the "
              "page left) and serves that copy when the page comes back, instead of the store's newer one.")


def print_failure_logs(folder, sessions, nodes):
    failed = [s for s in sessions if s.verdict()]
    for session in failed[:3]:
        print(f"--- session {session.index} ({session.id}, cookie {session.cookie}): {session.verdict()}")
        print("    clicks %d, events %d..%d, sent %d (re-sent %d), joins %d, restores %d, errors %s"
              % (session.clicks, session.first_event + 1, session.event_number, session.sent, session.resent,
                 session.joins, session.restores, session.errors))
        for line in session.history[:8] + (["    …"] if len(session.history) > 28 else []) + session.history[8:][-20:]:
            print("    " + line)
        try:
            requests = [line.rstrip() for line in open(os.path.join(folder, "access.log"), errors="replace")
                        if f"cookie={session.cookie} " in line]
            print("    nginx (the node each of its requests with the cookie went to; a WebSocket is logged when it ends):")
            for line in requests[:12]:
                print("      " + line)
        except OSError:
            pass
        for node in nodes:
            lines = [line for line in open(node.log.name, errors="replace") if session.id in line or "==== chaos" in line]
            if any(session.id in line for line in lines):
                print(f"    {node.name}.log:")
                for line in lines[-20:]:
                    print("      " + line.rstrip())
    for node in nodes:
        text = open(node.log.name, errors="replace").read()
        notable = [line for line in text.splitlines()
                   if re.search(r"error|warning|critical|fatal|restarts afresh|Fatal", line, re.I)]
        print(f"--- {node.name}.log: {len(text.splitlines())} lines, {len(notable)} notable; the first of them:")
        for line in notable[:12]:
            print("    " + line)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="the built workflow-web (default: newest under .build); copied before the run")
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of clicking and killing")
    parser.add_argument("--seed", type=int, help="replays a run's kill schedule and clicks (default: random, printed)")
    parser.add_argument("--rate", type=float, default=1.0, help="clicks a second per session")
    parser.add_argument("--kills", type=int, default=3, help="how many times each node is killed")
    parser.add_argument("--app", choices=sorted(APPS), default="counter",
                        help="what the sessions click: the bench counter, or the gallery's to-do list (Add)")
    args = parser.parse_args()
    if shutil.which("nginx") is None or not os.path.exists(f"{weblab.POSTGRES_BIN}/initdb"):
        sys.exit("needs nginx and PostgreSQL 15: apt-get install -y nginx-light postgresql")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
    print(f"seed {seed} (replay with --seed {seed})", flush=True)
    rng = random.Random(seed)
    app = APPS[args.app]

    folder = tempfile.mkdtemp(prefix="wf-chaos-")
    os.chmod(folder, 0o755)
    binary = os.path.join(folder, "workflow-web")
    shutil.copy2(args.binary or find_binary(), binary)   # a rebuild during the run must not replace it
    postgres, nodes, nginx, chaos, run = None, [], None, None, None
    sessions = []
    harness = []
    started = time.monotonic()
    passed = failed = 0
    try:
        postgres = Postgres(os.path.join(folder, "postgres"))
        nodes = [Node(binary, weblab.free_port(), postgres.url, folder, f"node-{n}", app.server_arguments) for n in (1, 2)]
        for node in nodes:
            node.start()
        # Every request tries its cookie's node first: a killed node is back within seconds.
        nginx = Nginx(folder, [node.port for node in nodes], peer="max_fails=0")
        poll(lambda: http_status(nginx.port, "/health") == 200, 20, lambda: "nginx")
        plan = kill_schedule(rng, len(nodes), args.kills, args.duration)
        print(f"{args.sessions} {app.name} sessions at {args.rate:g} clicks/s for {args.duration:g} s; nodes "
              + ", ".join(f"{node.name} :{node.port}" for node in nodes) + f", nginx :{nginx.port}; kill plan: "
              + ", ".join(f"{nodes[i].name}@{at}s/{down}s" for at, i, down in plan), flush=True)

        run = Run(nginx.port)
        sessions = [Session(n, run, rng.randrange(2**31), args.rate, app) for n in range(args.sessions)]
        run.clicking.set()                    # each session clicks from its first join on
        for session in sessions:
            session.start()
        deadline = time.monotonic() + START_TIMEOUT
        for session in sessions:
            session.started.wait(max(0.0, deadline - time.monotonic()))
        joined = sum(1 for s in sessions if s.joins > 0)
        print(f"  {joined} of {len(sessions)} sessions joined in {time.monotonic() - started:.1f} s", flush=True)

        run.started = time.monotonic()        # the kill plan counts from here
        chaos = Chaos(nodes, plan, run)
        chaos.start()
        time.sleep(args.duration)             # the run's length, not a wait for anything
        run.clicking.clear()
        chaos.stop_early.set()
        chaos.join(60)
        for node in nodes:
            if not node.is_running():
                harness.append(f"{node.name} was down at the end")
                node.start()
        print(f"  {run.now():6.2f} s  clicking stopped; waiting for every event to be stored", flush=True)
        deadline = time.monotonic() + SETTLE_TIMEOUT
        while time.monotonic() < deadline and not all(s.settled or not s.is_alive() for s in sessions):
            time.sleep(0.1)
        unsettled = [s for s in sessions if not s.settled]
        print(f"  {run.now():6.2f} s  {len(sessions) - len(unsettled)} of {len(sessions)} sessions have every event stored", flush=True)
        run.finish.set()
        deadline = time.monotonic() + CHECK_TIMEOUT + 15
        for session in sessions:
            session.join(max(0.0, deadline - time.monotonic()))
        if any(s.is_alive() for s in sessions):
            harness.append(f"{sum(s.is_alive() for s in sessions)} sessions did not finish their checks")
        harness += chaos.failures
        for node in nodes:
            if not node.is_running():
                harness.append(f"{node.name} is not running after the checks (exit {node.process.poll()})")
    except Exception as error:
        harness.append(f"{type(error).__name__}: {error}")
        traceback.print_exc()
    finally:
        if run:
            run.clicking.clear()
            run.finish.set()
        if chaos:
            chaos.stop_early.set()
        if nginx:
            nginx.stop()
        for node in nodes:
            node.stop()
        if postgres:
            postgres.stop()

    clicks = sum(s.clicks for s in sessions)
    lost = sum(max(0, s.clicks - s.fresh) for s in sessions if s.fresh is not None)
    duplicates = sum(max(0, s.fresh - s.clicks) for s in sessions if s.fresh is not None)
    tracked_lost = sum(max(0, s.clicks - s.tracked) for s in sessions if s.tracked is not None)
    tracked_duplicates = sum(max(0, s.tracked - s.clicks) for s in sessions if s.tracked is not None)
    unchecked = sum(1 for s in sessions if s.fresh is None)
    errors = {}
    for session in sessions:
        for code in session.errors:
            errors[code] = errors.get(code, 0) + 1
    print(f"sessions          {len(sessions)}")
    print(f"kills             {chaos.kills if chaos else 0} (SIGKILL, each node started again)")
    print(f"events sent       {clicks} clicks, {sum(s.sent for s in sessions)} event messages "
          f"({sum(s.resent for s in sessions)} re-sent after a join or replayed)")
    print(f"events lost       {lost} (tracked pages: {tracked_lost}){f', {unchecked} sessions unchecked' if unchecked else ''}")
    print(f"duplicates        {duplicates} (tracked pages: {tracked_duplicates})")
    print(f"reconnects        {sum(max(0, s.joins - 1) for s in sessions)} joins after the first, "
          f"{sum(s.restores for s in sessions)} resets of a new epoch after a reconnect "
          f"(+{sum(s.first_resets for s in sessions)} on a first join, the page served by the other node), "
          f"{sum(s.failed_connects for s in sessions)} failed connection attempts")
    print(f"server errors     {errors or 'none'}")
    print(f"replay drops      {sum(s.dropped for s in sessions)}")
    print(f"time              {time.monotonic() - started:.1f} s")
    print(f"seed              {seed}")
    for session in sessions:
        if session.verdict():
            failed += 1
        else:
            passed += 1
    if harness:
        failed += 1
        for line in harness:
            print(f"FAIL run: {line}")
    else:
        passed += 1
    if failed:
        diagnose(sessions, nodes)
        for session in [s for s in sessions if s.verdict()][:10]:
            print(f"FAIL session {session.index} ({session.id}): {session.verdict()}")
        try:
            print_failure_logs(folder, sessions, nodes)
        except Exception as error:
            print(f"(could not read the logs: {error})")
        shutil.rmtree(os.path.join(folder, "postgres"), ignore_errors=True)
        os.remove(binary)
        print(f"logs kept in {folder} (node-1.log, node-2.log, access.log: nginx, with the node of each request)")
    else:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


def http_status(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    try:
        connection.request("GET", path)
        return connection.getresponse().status
    finally:
        connection.close()


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))   # still stops everything (finally)
    main()
