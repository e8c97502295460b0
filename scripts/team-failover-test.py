#!/usr/bin/env python3
"""The team board of `todo-server` through a killed node, in a real browser (Debian's headless
Chromium over CDP): "Many users, one app" behind a load balancer.

    python3 scripts/team-failover-test.py --binary PATH/todo-server --screenshots DIR

Starts, all on 127.0.0.1: a throwaway PostgreSQL cluster, two todo-server nodes sharing it
(node 1 and node 2), and nginx with two doors: door A sends to node 1 (node 2 its backup),
door B to node 2 (node 1 its backup), WebSockets proxied, the browser's Host passed on. Then,
each in a browser context of their own (their own cookies):

- Alice opens http://127.0.0.1:A/team (node 1), Bob http://127.0.0.1:B/team (node 2), and
  Carol (a third user, a copy of Alice's row in `users` with her password) node 1 directly,
  with no nginx in between: when node 1 dies her page has nowhere to reconnect to, so her
  name must leave the board's presence line by the presence rows' time to live alone. Alice
  cannot show that herself: her page reconnects within a second and joins again, and a name
  is listed once however many tabs show it, so her stale row (node 1's) is checked in
  PostgreSQL instead (below).
- Every presence line reads "Viewing now: alice, bob, carol"; in `workflow_presence` Alice's
  and Carol's rows are node 1's, Bob's node 2's.
- Alice adds "Plan the launch": Bob's list shows it. Bob renames it: Alice's list shows the
  new title (each with the milliseconds from the click to the other page's DOM change).
- Bob adds "Bob 1" to "Bob 5" (Add, title typed, Save, Back); right after his click on Save
  for "Bob 2" node 1 gets SIGKILL. Each Save shows the item and then the list with every
  item so far, in order, nothing missing or twice, no problem line.
- Alice's page reconnects through door A to node 2 (the same document: no reload) and shows
  every item, including those Bob made while she was away; her live presence row is now node
  2's.
- Within 10 s of the kill, Alice's and Bob's presence lines read "Viewing now: alice, bob"
  (Carol, whose node died, is gone; Alice is listed once), and node 1's rows in
  `workflow_presence` (Alice's stale one among them) no longer count (their last renewal plus
  the 6 s time to live, read from the table, and none live 10 s after the kill).
- After the failover Alice marks "Bob 3" done: Bob's list shows "✓ Bob 3"; the items table
  holds exactly what both pages show; door A's access log shows Alice's WebSocket answered by
  node 2 (once her tab closes: nginx logs a WebSocket when it ends).
- A connected page's presence line names its own user, also right after its session is
  restored on another node (see OWN_NAME_REQUIRED).

Screenshots (1280x800) in the screenshots folder: team-failover-before.png (Alice's board,
three viewers), team-failover-alice-after.png (Alice's board on node 2, every item, two
viewers), team-failover-bob-after.png, team-failover-carol-after.png (Carol's page, its node
gone), and FAILED-team-failover-WHO.png when the scenario failed.

Bounded: every wait has a deadline, the whole run is cut off after RUN_LIMIT seconds, and
PostgreSQL, the nodes, nginx and Chromium are stopped at the end whatever happened. Needs
chromium, nginx and PostgreSQL 15 (Debian's packages; `psql` for the table checks) and
websocket-client (pip). The last line is `N passed, N failed`; the exit code is non-zero when
anything failed.
"""
import argparse, importlib.util, os, shutil, signal, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True   # no scripts/__pycache__ in the work tree
import weblab   # Postgres, and browser-tests.py as weblab.bt

bt = weblab.bt
_spec = importlib.util.spec_from_file_location("todo_server_tests", os.path.join(HERE, "todo-server-tests.py"))
ts = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ts)   # its Tab, Suite (sign-in, screens, latency) and browser_call
Failure, expect, free_port, poll, stop = bt.Failure, bt.expect, bt.free_port, bt.poll, bt.stop

REPO = os.path.dirname(HERE)
RUN_LIMIT = 120          # seconds the whole run may take
PRESENCE_LIMIT = 10.0    # s from the kill until a viewer of the dead node is off every line
TTL = 6                  # s: PostgresPresence's default time to live (todo-server's)
TEAM = ts.TEAM           # what the board's document titles end with
ALICE, BOB, CAROL = ts.ALICE, ts.BOB, ("carol", ts.ALICE[1])
PLAN, PLAN_RENAMED = "Plan the launch", "Plan the launch with Bob"
BOBS = [f"Bob {n}" for n in range(1, 6)]
KILL_AFTER = 2           # node 1 is killed right after Bob's click on Save for "Bob 2"
SHOTS = ("team-failover-before", "team-failover-alice-after", "team-failover-bob-after", "team-failover-carol-after")

# Installed in a page before the kill: every change of its presence line and of the
# reconnecting status, with Date.now() (the machine's clock, as Python's time.time()).
TIMELINE = """(() => {
  window.__samePage = true;
  const log = window.__timeline = [];
  const record = () => {
    const p = document.querySelector('#wf-root .presence');
    const line = p ? p.textContent : null;
    const away = !!document.querySelector('.wf-status.wf-visible');
    const last = log[log.length - 1];
    if (!last || last[1] !== line || last[2] !== away) log.push([Date.now(), line, away]);
  };
  new MutationObserver(record).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
  record();
})()"""


class TodoNode:
    """One todo-server process on PostgreSQL; its log is `FOLDER/NAME.log`."""

    def __init__(self, binary, database, folder, name):
        self.binary, self.database, self.name, self.port = binary, database, name, free_port()
        self.log = open(os.path.join(folder, f"{name}.log"), "a+")
        self.process = None

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "--host", "127.0.0.1", "--port", str(self.port), "--database", self.database],
            stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        poll(lambda: self.process.poll() is None and ts.fetch(f"http://127.0.0.1:{self.port}/")[0] == 200, 30,
             lambda: f"{self.name} on port {self.port} (exited: {self.process.poll()})\n{self.tail()}")

    def kill(self):
        os.killpg(self.process.pid, signal.SIGKILL)
        return self.process.wait(15)

    def stop(self):
        if self.process:
            stop(self.process)

    def tail(self, characters=2000):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-characters:]


class TwoDoors:
    """nginx with two doors: `a` sends to node 1 with node 2 as backup, `b` to node 2 with
    node 1 as backup. The browser's `Host` (127.0.0.1:DOOR) is passed on: the node accepts a
    loopback name with any port, and checks the WebSocket's `Origin` against it. A node that
    refuses a connection is skipped for the backup at once, and for the next 30 s."""

    def __init__(self, folder, node1, node2):
        self.folder, self.a, self.b = folder, free_port(), free_port()
        location = """
        location / {{
            proxy_pass http://{upstream};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $http_host;
            proxy_next_upstream error timeout;
            proxy_connect_timeout 2s;
            proxy_read_timeout 1h;
        }}"""
        config = f"""
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/nginx-error.log;
events {{ worker_connections 1024; }}
http {{
    log_format doors '$time_iso8601 door=$server_port "$request" $status node=$upstream_addr time=$request_time';
    access_log {folder}/nginx-access.log doors;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    upstream door_a {{
        server 127.0.0.1:{node1.port} max_fails=1 fail_timeout=30s;
        server 127.0.0.1:{node2.port} backup;
    }}
    upstream door_b {{
        server 127.0.0.1:{node2.port} max_fails=1 fail_timeout=30s;
        server 127.0.0.1:{node1.port} backup;
    }}
    server {{
        listen 127.0.0.1:{self.a};{location.format(upstream="door_a")}
    }}
    server {{
        listen 127.0.0.1:{self.b};{location.format(upstream="door_b")}
    }}
}}
"""
        path = os.path.join(folder, "nginx.conf")
        with open(path, "w") as file:
            file.write(config)
        self.process = subprocess.Popen(["nginx", "-p", folder, "-c", path, "-g", "daemon off;"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        for port in (self.a, self.b):
            poll(lambda: ts.fetch(f"http://127.0.0.1:{port}/")[0] == 200, 20,
                 lambda: f"nginx on port {port} (exited: {self.process.poll()})")

    def access_log(self):
        try:
            return open(os.path.join(self.folder, "nginx-access.log")).read()
        except OSError:
            return ""

    def stop(self):
        stop(self.process)


def sql(postgres, query):
    """The rows of `query` (as psql's unaligned lines) on the throwaway cluster."""
    done = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(postgres.port), "-U", "postgres", "-d", "postgres",
                           "-AtX", "-v", "ON_ERROR_STOP=1", "-c", query],
                          capture_output=True, text=True, timeout=10, env=dict(os.environ, PGCONNECT_TIMEOUT="5"))
    expect(done.returncode == 0, f"psql failed on {query!r}: {done.stderr.strip()}")
    return [line for line in done.stdout.splitlines() if line]


LIVE = f"seen_at > now() - make_interval(secs => {TTL})"


def live_presence(postgres):
    """{name: sorted nodes} of the board's live presence rows."""
    found = {}
    for line in sql(postgres, f"SELECT name, node FROM workflow_presence WHERE topic = 'team-board' AND {LIVE}"):
        name, node = line.split("|")
        found.setdefault(name, set()).add(node)
    return {name: sorted(nodes) for name, nodes in found.items()}


# A page whose user is listed already (Alice's session restored on node 2 while her row of
# node 1 still counts; a second tab of hers) once read "Viewing now: " until someone arrived or
# left: PostgresPresence.join gave a new watcher nothing until the list changed. Fixed (a new
# watcher gets the list at once, and the board starts with its own viewer); this fails the run
# if it comes back. False prints the gap as a note instead.
OWN_NAME_REQUIRED = True


def own_name_missing(tab, user, since):
    """A connected page's presence line must name its own user: it is viewing. Reports the
    time after `since` during which `tab`'s line (the page connected) did not."""
    steps = tab.js("window.__timeline") + [[time.time() * 1000, None, None]]
    gaps = []
    for (t, line, away), (after, _, _) in zip(steps, steps[1:]):
        if t >= since * 1000 and not away and line is not None and user not in line.split(": ", 1)[-1].split(", "):
            gaps.append(f"{line!r} from {t / 1000 - since:+.2f} s to {after / 1000 - since:+.2f} s")
    if not gaps:
        return
    message = f"{user}'s connected page did not name {user} on its presence line after the kill: " + "; ".join(gaps)
    expect(not OWN_NAME_REQUIRED, message)
    print(f"    note: {message}")


class Scenario:
    def __init__(self, binary, browser, debug_port, folder, shots):
        self.binary, self.browser, self.debug_port, self.folder, self.shots = binary, browser, debug_port, folder, shots
        self.postgres = self.nginx = None
        self.nodes, self.contexts, self.tabs = [], [], {}

    # Helpers ---------------------------------------------------------------------------------

    def person(self, who, base, credentials):
        """A browser context of `who`'s own, signed in at `base`, showing the board."""
        context = ts.browser_call(self.debug_port, "Target.createBrowserContext")["browserContextId"]
        self.contexts.append(context)
        tab = ts.Tab(self.debug_port, context)
        self.tabs[who] = tab
        suite = ts.Suite(self.browser, self.debug_port, base, self.shots)
        suite.go(tab, "/team")
        suite.wait_path(tab, "/login", f"{who}'s anonymous /team to end on the sign-in form")
        suite.sign_in(tab, *credentials)
        suite.go(tab, "/team")
        suite.wait_path(tab, "/team", f"{who}'s board")
        suite.on_list(tab, suffix=TEAM)
        tab.wait(f"document.querySelector('.site-nav .muted').textContent === 'Signed in as {credentials[0]}'",
                 f"the nav naming {credentials[0]}")
        return tab, suite

    @staticmethod
    def rows(tab):
        return tab.js("[...document.querySelectorAll('#wf-root .row-list li button')].map(e => e.textContent.trim())")

    def wait_rows(self, tab, expected, what, timeout=bt.WAIT):
        """The list screen with exactly `expected` rows, in order (nothing missing, nothing twice)."""
        poll(lambda: tab.js("(() => { const h = document.querySelector('#wf-root h1'); return !!h && h.textContent === 'To-do list'; })()")
             and self.rows(tab) == expected, timeout,
             lambda: f"{what}: the list reading {expected} (it reads {self.rows(tab)}; page:\n{tab.page_text()})")

    @staticmethod
    def no_problem(tab, who):
        problem = tab.js("(() => { const p = document.querySelector('#wf-root .problem'); return p ? p.textContent : null; })()")
        expect(problem is None, f"{who}'s page reports a problem: {problem!r}")

    def shot(self, name, tab):
        """The page, the pointer off its content, as SHOTS/NAME.png (todo-server-tests.py's shot)."""
        ts.Suite(self.browser, self.debug_port, "", self.shots).shot(name, tab)

    def bob_adds(self, bob, suite, title, after_save=None):
        """Add, `title` typed, Save, Back: returns the new item's id and the seconds it took."""
        started = time.monotonic()
        bob.click("#wf-root button", "Add")
        bob.wait("(() => { const i = document.querySelector('#wf-root input[aria-label=Title]'); return !!i && i.value === ''; })()",
                 "Add to open the editor with an empty Title field")
        bob.wait("/^\\/team\\/[0-9]+\\/edit$/.test(location.pathname)", "the URL of the new item's editor")
        new_id = int(suite.path(bob).split("/")[2])
        bob.click("#wf-root input[aria-label=Title]")
        bob.type(title)
        bob.settle()
        shown = bob.js("document.querySelector('#wf-root input[aria-label=Title]').value")
        expect(shown == title, f"the Title field shows {shown!r} after typing {title!r}")
        bob.click("#wf-root button", "Save")
        if after_save:
            after_save()
        suite.on_item(bob, title, TEAM)
        suite.wait_path(bob, f"/team/{new_id}", f"Save of {title!r} to show the item")
        bob.click("#wf-root button", "Back")
        return new_id, time.monotonic() - started

    # The scenario ----------------------------------------------------------------------------

    def run(self):
        self.postgres = weblab.Postgres(os.path.join(self.folder, "postgres"))
        node1 = TodoNode(self.binary, self.postgres.url, self.folder, "node-1")
        node2 = TodoNode(self.binary, self.postgres.url, self.folder, "node-2")
        self.nodes = [node1, node2]
        for node in self.nodes:
            node.start()
        self.nginx = TwoDoors(self.folder, node1, node2)
        door_a, door_b = f"http://127.0.0.1:{self.nginx.a}", f"http://127.0.0.1:{self.nginx.b}"
        direct1 = f"http://127.0.0.1:{node1.port}"
        print(f"    node 1 :{node1.port}, node 2 :{node2.port}; door A :{self.nginx.a} (node 1, backup node 2), "
              f"door B :{self.nginx.b} (node 2, backup node 1); PostgreSQL :{self.postgres.port}")
        # Carol: a third name on the board, with Alice's password hash (bcrypt names no user).
        sql(self.postgres, "INSERT INTO users (name, password_hash) SELECT 'carol', password_hash FROM users WHERE name = 'alice'")

        alice, sa = self.person("alice", door_a, ALICE)
        bob, sb = self.person("bob", door_b, BOB)
        carol, _ = self.person("carol", direct1, CAROL)
        everyone = ("alice", "bob", "carol")
        for who, tab, suite in (("Alice", alice, sa), ("Bob", bob, sb), ("Carol", carol, sa)):
            suite.wait_presence(tab, everyone, f"{who}'s board")
        placed = poll(lambda: (lambda p: p if set(p) == set(everyone) else None)(live_presence(self.postgres)), bt.WAIT,
                      lambda: f"a live presence row for each of {everyone} (they are {live_presence(self.postgres)})")
        expect(len(placed["alice"]) == 1 and placed["alice"] == placed["carol"] and placed["bob"] != placed["alice"],
               f"Alice and Carol are not on one node with Bob on the other: {placed}")
        node1_id, node2_id = placed["alice"][0], placed["bob"][0]
        print(f"    presence rows: alice and carol on {node1_id} (node 1), bob on {node2_id} (node 2)")

        # Alice adds an item: Bob sees it.
        sa.start_click_clock(alice)
        sa.add_item(alice, PLAN, "/team", TEAM, before_save=lambda: sb.watch_for(
            bob, sb.row_is(PLAN), f"Bob's list shows {PLAN!r}"))
        added = sa.latency(alice, "Save", bob, f"Bob's list to show {PLAN!r}")
        print(f"    Alice's Save of {PLAN!r} (node 1) to Bob's list (node 2): {added} ms")
        alice.click("#wf-root button", "Back")
        self.wait_rows(alice, [PLAN], "Alice's Back to her board")

        # Bob renames it: Alice sees the new title.
        bob.click("#wf-root .row-list li button", PLAN)
        sb.on_item(bob, PLAN, TEAM)
        bob.click("#wf-root button", "Edit")
        sb.on_editor(bob, PLAN, suffix=TEAM)
        bob.click("#wf-root input[aria-label=Title]")
        bob.js("document.querySelector('#wf-root input[aria-label=Title]').select()")
        bob.type(PLAN_RENAMED)
        bob.settle()
        sb.start_click_clock(bob)
        sa.watch_for(alice, sa.row_is(PLAN_RENAMED), f"Alice's list shows {PLAN_RENAMED!r}")
        bob.click("#wf-root button", "Save")
        renamed = sb.latency(bob, "Save", alice, f"Alice's list to show {PLAN_RENAMED!r}")
        print(f"    Bob's Save of the new title (node 2) to Alice's list (node 1): {renamed} ms")
        sb.on_item(bob, PLAN_RENAMED, TEAM)
        bob.click("#wf-root button", "Back")
        self.wait_rows(bob, [PLAN_RENAMED], "Bob's Back to his board")
        self.wait_rows(alice, [PLAN_RENAMED], "Alice's board")
        self.shot("team-failover-before", alice)

        # Bob's series, node 1 killed in the middle of it.
        for tab in (alice, bob, carol):
            tab.js(TIMELINE)
        killed = {}

        def kill_node1():
            killed["at"] = time.time()
            killed["status"] = node1.kill()
            print(f"    node 1 killed (SIGKILL, exit {killed['status']}) right after Bob's Save of 'Bob {KILL_AFTER}'")
        expected = [PLAN_RENAMED]
        for number, title in enumerate(BOBS, start=1):
            _, took = self.bob_adds(bob, sb, title, after_save=kill_node1 if number == KILL_AFTER else None)
            expected.append(title)
            self.wait_rows(bob, expected, f"Bob's board after adding {title!r}")
            self.no_problem(bob, "Bob")
            since = f", {time.time() - killed['at']:.1f} s after the kill" if killed else ""
            print(f"    Bob added {title!r} in {took:.2f} s; his list: {len(expected)} items, all there{since}")

        # Alice's page: back through door A (now node 2), the same document, every item.
        self.wait_rows(alice, expected, "Alice's board after node 1 died", timeout=30)
        alice.wait("!document.querySelector('.wf-status.wf-visible')", "Alice's page to be connected")
        shown_all = time.time() - killed["at"]
        expect(alice.js("window.__samePage === true"), "Alice's page was loaded again instead of reconnecting")
        self.no_problem(alice, "Alice")
        timeline = alice.js("window.__timeline")
        away = [t for t, _, gone in timeline if gone and t >= killed["at"] * 1000]
        back = [t for t, _, gone in timeline if not gone and away and t > away[0]]
        reconnect = f"'Reconnecting…' shown {(away[0] / 1000 - killed['at']):.2f} s after the kill" if away else "no 'Reconnecting…' seen"
        if back:
            reconnect += f", gone {(back[0] / 1000 - killed['at']):.2f} s after it"
        print(f"    Alice's page (same document, {reconnect}) shows all {len(expected)} items "
              f"{shown_all:.2f} s after the kill")
        restored = [line for line in node2.tail(1_000_000).splitlines() if "restored session" in line]
        expect(restored, f"node 2's log does not say it restored Alice's session:\n{node2.tail()}")
        print(f"    node 2's log: {restored[-1].split('restored session', 1)[1].strip()!r} (restored session …)")

        # Presence: Carol (whose node died, and who cannot reconnect) is gone from every line,
        # Alice listed once; node 1's rows no longer count; Alice's live row is node 2's.
        remaining = PRESENCE_LIMIT - (time.time() - killed["at"])
        for who, tab, suite in (("Alice", alice, sa), ("Bob", bob, sb)):
            try:
                suite.wait_presence(tab, ("alice", "bob"), f"{who}'s board after node 1 died", timeout=max(remaining, 0.1))
            except Failure as error:
                raise Failure(f"{error}\n    {who}'s presence timeline: {self.timeline(tab, killed['at'])}")
        for who, tab in (("Alice", alice), ("Bob", bob)):
            steps = tab.js("window.__timeline")
            settled = [t for t, line, away in steps if t >= killed["at"] * 1000 and not away and line == "Viewing now: alice, bob"]
            expect(settled, f"{who}'s timeline never reads 'Viewing now: alice, bob': {self.timeline(tab, killed['at'])}")
            took = settled[0] / 1000 - killed["at"]
            print(f"    {who}'s line reads 'Viewing now: alice, bob' {took:.2f} s after the kill; "
                  f"its timeline: {self.timeline(tab, killed['at'])}")
            expect(took <= PRESENCE_LIMIT, f"{who}'s line read 'Viewing now: alice, bob' only {took:.2f} s after the kill")
        # Alice's own row of node 1: its last renewal plus the time to live is when it stopped counting.
        last_renewal = sql(self.postgres, "SELECT extract(epoch FROM max(seen_at)) FROM workflow_presence "
                                          f"WHERE node = '{node1_id}' AND name = 'alice'")
        expect(last_renewal and last_renewal[0], f"no presence row of alice's on node 1 ({node1_id})")
        stale_after = float(last_renewal[0]) + TTL - killed["at"]
        print(f"    alice's presence row of node 1 stopped counting {stale_after:.2f} s after the kill "
              f"(last renewed {float(last_renewal[0]) - killed['at']:+.2f} s, time to live {TTL} s)")
        expect(stale_after <= PRESENCE_LIMIT, f"alice's row of node 1 counted until {stale_after:.2f} s after the kill")
        own_name_missing(alice, "alice", killed["at"])
        own_name_missing(bob, "bob", killed["at"])
        wait = killed["at"] + PRESENCE_LIMIT - time.time()
        if wait > 0:
            time.sleep(wait)
        live = sql(self.postgres, f"SELECT count(*) FROM workflow_presence WHERE node = '{node1_id}' AND {LIVE}")[0]
        expect(live == "0", f"{live} of node 1's presence rows still count {PRESENCE_LIMIT:.0f} s after the kill")
        now = live_presence(self.postgres)
        expect(now == {"alice": [node2_id], "bob": [node2_id]},
               f"the live presence rows {PRESENCE_LIMIT:.0f} s after the kill are {now}, not alice's and bob's on node 2 ({node2_id})")
        print(f"    {PRESENCE_LIMIT:.0f} s after the kill: no live row of node 1; live rows {now}")

        # Edits still flow both ways: Alice marks one of Bob's items made while she was away done.
        late = BOBS[KILL_AFTER]
        alice.click("#wf-root .row-list li button", late)
        sa.on_item(alice, late, TEAM)
        sa.start_click_clock(alice)
        sb.watch_for(bob, sb.row_is("✓ " + late), f"Bob's list shows ✓ {late!r}")
        alice.click("#wf-root button", "Mark done")
        done = sa.latency(alice, "Mark done", bob, f"Bob's list to show '✓ {late}'")
        sa.item_shown(alice, late, TEAM, done=True)
        alice.click("#wf-root button", "Back")
        final = [f"✓ {t}" if t == late else t for t in expected]
        self.wait_rows(alice, final, "Alice's board after her Mark done")
        self.wait_rows(bob, final, "Bob's board after Alice's Mark done")
        print(f"    Alice's Mark done on {late!r} (node 2 now) to Bob's list: {done} ms")
        stored = [line.split("|") for line in sql(self.postgres, "SELECT title, is_done FROM items WHERE list = 'team' ORDER BY id")]
        expect([f"✓ {t}" if d == "t" else t for t, d in stored] == final, f"the items table holds {stored}, not {final}")
        for tab in (alice, bob):
            self.no_problem(tab, "Alice" if tab is alice else "Bob")
        carol_away = carol.js("!!document.querySelector('.wf-status.wf-visible')")
        print(f"    Carol's page (node 1 directly) {'shows' if carol_away else 'does not show'} that it is reconnecting")
        self.shot("team-failover-alice-after", alice)
        self.shot("team-failover-bob-after", bob)
        self.shot("team-failover-carol-after", carol)
        # nginx logs a WebSocket when it ends: Alice's tab closes, and door A's log names node 2.
        self.tabs.pop("alice").close()

        def alices_socket_via_node2():
            return [line for line in self.nginx.access_log().splitlines()
                    if f"door={self.nginx.a}" in line and " 101 " in line and f"127.0.0.1:{node2.port}" in line]
        sockets = poll(alices_socket_via_node2, bt.WAIT,
                       lambda: f"door A's log to show a WebSocket answered by node 2:\n{self.nginx.access_log()[-1500:]}")
        print(f"    nginx, door A: {sockets[-1]}")

    @staticmethod
    def timeline(tab, since):
        """A page's presence line and status after `since`, as "+S.SS s LINE (away)" steps."""
        try:
            steps = tab.js("window.__timeline") or []
        except Exception as error:
            return f"<unreadable: {error}>"
        return "; ".join(f"{t / 1000 - since:+.2f} s {line!r}{' (reconnecting)' if away else ''}" for t, line, away in steps)

    def screenshots_of_failure(self):
        for who, tab in self.tabs.items():
            try:
                tab.screenshot(os.path.join(self.shots, f"FAILED-team-failover-{who}.png"))
            except Exception:
                pass

    def print_logs(self):
        for node in self.nodes:
            print(f"--- {node.name}.log\n{node.tail(1500)}")
        if self.nginx:
            print("--- nginx access log\n" + self.nginx.access_log()[-1500:])

    def close(self):
        for tab in self.tabs.values():
            tab.close()
        for context in self.contexts:
            try:
                ts.browser_call(self.debug_port, "Target.disposeBrowserContext", browserContextId=context)
            except Exception:
                pass
        if self.nginx:
            self.nginx.stop()
        for node in self.nodes:
            node.stop()
        if self.postgres:
            self.postgres.stop()


OutOfTime = ts.OutOfTime   # the run's deadline (todo-server-tests.py's start_deadline)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="the built todo-server (default: the newest under .build)")
    parser.add_argument("--screenshots", required=True, help="where the PNGs go")
    args = parser.parse_args()
    for tool in ("chromium", "nginx", "psql"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is not installed (apt-get install chromium fonts-dejavu-core nginx-light postgresql)")
    binary = ts.todo_server_binary(args.binary)
    ts.fresh_screenshots(args.screenshots, SHOTS, "FAILED-team-failover-*.png")
    ts.start_deadline(RUN_LIMIT)

    passed = failed = 0
    folder = tempfile.mkdtemp(prefix="wf-team-failover-")
    os.chmod(folder, 0o755)   # the postgres user makes its cluster inside
    browser = scenario = None
    started = time.monotonic()
    try:
        debug_port = free_port()
        browser = bt.Browser(debug_port, os.path.join(folder, "chromium"))
        scenario = Scenario(binary, browser, debug_port, folder, args.screenshots)

        def after_failure():
            scenario.screenshots_of_failure()
            scenario.print_logs()
        if bt.run_scenario("team-failover", scenario.run, after_failure):
            passed += 1
        else:
            failed += 1
    except BaseException as error:   # the run's deadline, ^C, Chromium that never came up
        failed += 1
        print(f"FAIL team-failover ({time.monotonic() - started:.1f} s): {error!r}")
        if scenario:
            scenario.screenshots_of_failure()
            scenario.print_logs()
    finally:
        signal.alarm(0)
        if scenario:
            scenario.close()
        if browser:
            browser.close()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
