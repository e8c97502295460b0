#!/usr/bin/env python3
"""Sessions that outlive their server, in a real browser (Debian's headless Chromium over CDP).

    python3 scripts/failover-test.py [--binary PATH] [--screenshots DIR] [--only restart,failover]

restart:  one workflow-web with an SQLite store. Mid-game the server is killed (SIGKILL) and
          started again on the same port; the page reconnects by itself and the game ends as
          an uninterrupted game ends. Then a to-do item is marked done and the server killed
          before the answer: after the restart the item is done, once.
failover: PostgreSQL (its own cluster in a temporary folder, on a loopback port) and two
          workflow-web nodes sharing it, behind nginx with sessions sticky by the browser's
          cookie. Mid-game the node holding the session is killed (SIGKILL); the page
          reconnects through nginx to the other node, which restores the session from
          PostgreSQL, and the game ends as an uninterrupted game ends.
drain:    as failover, but the node is stopped with SIGTERM: it tells the page to go, writes
          every session, and exits 0.
first-join-elsewhere:
          nginx sends the page's requests to one node and its WebSocket to the other, which
          answers the join with a reset; a click in progress as the reset lands, and one made
          before it, both count.

Everything listens on 127.0.0.1 only and is stopped at the end whatever happened. Needs
chromium, nginx and PostgreSQL 15 (Debian's packages) and websocket-client (pip). The last line
is `N passed, N failed`.
"""
import contextlib, json, os, signal, shutil, sys, tempfile
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True   # no scripts/__pycache__ in the work tree
import weblab   # Node, Postgres, Nginx (shared with chaos-test.py), and browser-tests.py as weblab.bt
from weblab import Nginx, Node, Postgres, expect, free_port, poll

bt = weblab.bt
Browser, run_scenario = bt.Browser, bt.run_scenario


class Game:
    """A tic-tac-toe game and a to-do item, played through a page; returns what the page shows."""

    MOVES = (0, 3, 1, 4, 2)   # X takes the top row while O plays the middle row

    def __init__(self, browser, base):
        self.b, self.base = browser, base

    def open(self):
        self.b.navigate(self.base)
        self.b.click("button", "Tic-tac-toe")
        self.b.wait("document.querySelectorAll('.board button').length === 9", "the game")

    def move(self, index, wait=True):
        cell = self.MOVES[index]
        self.b.click(f".board button:nth-child({cell + 1})")
        if wait:
            mark = "X" if index % 2 == 0 else "O"
            self.b.wait(f"document.querySelector('.board button:nth-child({cell + 1})').textContent === '{mark}'",
                        f"cell {cell} to show {mark}", timeout=30)

    def finish(self, after):
        for index in range(after, len(self.MOVES)):
            self.move(index)
        self.b.wait("document.querySelector('.status').textContent.includes('wins!')", "the win to show", timeout=30)
        return self.b.js("document.querySelector('.board').innerText + ' / ' + document.querySelector('.status').textContent")


def interrupted_game(browser, base, interrupt, shots, name, stored):
    """Plays the game, calling `interrupt()` right after a click whose answer it does not wait
    for (so the event may be unapplied, applied but unstored, or stored when the server dies).
    The first move is stored before that (`stored()` waits for it), so that the session is in
    the store and the server that takes over restores it rather than starting it afresh."""
    game = Game(browser, base)
    game.open()
    game.move(0)
    stored()
    game.move(1, wait=False)
    interrupt()
    browser.wait("!document.querySelector('.wf-status.wf-visible')", "the page to reconnect", timeout=40)
    result = game.finish(2)
    browser.screenshot(os.path.join(shots, f"{name}.png"))
    return result


def restart(binary, browser, folder, shots):
    store = "sqlite:" + os.path.join(folder, "sessions.sqlite")
    node = Node(binary, free_port(), store, folder, "restart-node")
    node.start()
    try:
        base = f"http://127.0.0.1:{node.port}/"
        game = Game(browser, base)
        game.open()
        expected = game.finish(0)

        def kill_and_start_again():
            node.kill()
            node.start()
        result = interrupted_game(browser, base, kill_and_start_again, shots, "restart-after-kill", node.wait_until_stored)
        expect(result == expected, f"after a restart the game ends as\n{result}\nnot as\n{expected}")
        todo_item_done_across_restart(browser, base, kill_and_start_again, shots)
        log = node.tail()
        expect("restored session" in log, f"the server's log does not say it restored the session:\n{log}")
    finally:
        node.stop()


def todo_item_done_across_restart(browser, base, kill_and_start_again, shots):
    """A to-do item marked done and the server killed before the answer: after the restart the
    item is done, and done once (applied twice, it would read "Mark done" again).

    Every wait names something only the expected page has. The gallery's menu is a
    `ul.row-list` too: waiting for `.row-list li button` after clicking "To-do list" passed at
    once on the menu, and clicking the first such button then clicked "Tic-tac-toe" whenever
    the list had not arrived yet (the event, aimed at a button the list had replaced, was
    ignored, and the wait for the item's page timed out)."""
    b = browser
    b.navigate(base)
    # A new page: the old one (the finished game) has no menu, and readyState 'complete' on
    # the new one means its script runs (a click before that would go nowhere).
    b.wait("document.readyState === 'complete' && !!document.querySelector('h1') "
           "&& document.querySelector('h1').textContent === 'Workflow gallery'", "the gallery's menu on a new page")
    b.click("button", "To-do list")
    b.wait("!!document.querySelector('h1') && document.querySelector('h1').textContent === 'To-do list' "
           "&& !!document.querySelector('.row-list li button')", "the to-do list")
    title = b.js("document.querySelector('.row-list li button').textContent")
    expect(not title.startswith("✓"), f"the list's first item {title!r} is done already")
    b.click(".row-list li button", title)
    on_item = (f"!!document.querySelector('h1') && document.querySelector('h1').textContent === {json.dumps(title)}")
    b.wait(f"{on_item} && [...document.querySelectorAll('button')].some(e => e.textContent === 'Mark done')",
           "the item's page")
    b.click("button", "Mark done")
    kill_and_start_again()
    done = (f"{on_item} && !document.querySelector('.wf-status.wf-visible') "
            "&& [...document.querySelectorAll('button')].some(e => e.textContent === 'Mark not done') "
            "&& document.querySelector('p.muted').textContent === 'Done.'")
    b.wait(done, "the page to reconnect and the item to be done after the restart", timeout=40)
    b.settle()   # every event the page sent has been applied: a second toggle would show by now
    expect(b.js(done), f"the item did not stay done once every event was applied:\n{b.page_text()}")
    b.screenshot(os.path.join(shots, "restart-todo-after-kill.png"))


@contextlib.contextmanager
def two_nodes(binary, folder, make_nginx):
    """PostgreSQL and two workflow-web nodes sharing it, behind the nginx that
    `make_nginx(nodes)` starts; yields the nodes and nginx's base URL, and stops everything
    at the end whatever happened."""
    postgres = Postgres(os.path.join(folder, "postgres"))
    nodes, nginx = [], None
    try:
        nodes = [Node(binary, free_port(), postgres.url, folder, f"node-{index}") for index in (1, 2)]
        for node in nodes:
            node.start()
        nginx = make_nginx(nodes)
        base = f"http://127.0.0.1:{nginx.port}/"
        poll(lambda: urllib.request.urlopen(base + "health", timeout=2).status == 200, 20, lambda: "nginx")
        yield nodes, base
    finally:
        if nginx:
            nginx.stop()
        for node in nodes:
            node.stop()
        postgres.stop()


def failover(binary, browser, folder, shots, sig=signal.SIGKILL):
    with two_nodes(binary, folder, lambda nodes: Nginx(folder, [node.port for node in nodes])) as (nodes, base):
        game = Game(browser, base)
        game.open()
        expected = game.finish(0)
        killed = []

        def kill_the_sessions_node():
            holders = [node for node in nodes if node.live_sessions() > 0 and node.process.poll() is None]
            # The uninterrupted game's session may sit on either node too: kill the one that
            # has the most recent page's, found as the node whose count went up.
            holder = max(holders, key=lambda node: node.live_sessions())
            killed.append((holder, holder.kill(sig)))
        def everything_stored():
            for node in nodes:
                node.wait_until_stored()
        result = interrupted_game(browser, base, kill_the_sessions_node, shots, "failover-after-kill", everything_stored)
        expect(result == expected, f"after failover the game ends as\n{result}\nnot as\n{expected}")
        stopped, status = killed[0]
        survivor = next(node for node in nodes if node is not stopped)
        log = survivor.tail()
        expect("restored session" in log, f"the surviving node's log does not say it restored the session:\n{log}")
        if sig == signal.SIGTERM:
            expect(status == 0, f"the node stopped by SIGTERM exited with {status}")
            expect("sessions written to the store" in stopped.tail(), f"the stopped node did not write its sessions:\n{stopped.tail()}")


def first_join_elsewhere(binary, browser, folder, shots):
    """A page served by one node whose WebSocket reaches the other, as behind a balancer that is
    not sticky, or sticky by a cookie the page's first request did not have yet. The second node
    runs the session as a new incarnation (restored from PostgreSQL, or afresh if the first node
    has not written it yet), so the page's join is answered with a `reset`. The test holds that
    reset back, then lets it in:
    - while the mouse button is down on "Tic-tac-toe": the click still counts (a reset that
      replaced the page's elements took the button away between press and release, and the
      browser then clicks nothing; this once failed CI's failover scenario);
    - after a whole click: the page replays it to the new incarnation."""
    pages_to_2_socket_to_1 = lambda nodes: Nginx(folder, [nodes[1].port], socket_port=nodes[0].port)
    with two_nodes(binary, folder, pages_to_2_socket_to_1) as (nodes, base):
        browser.hold_messages()
        for case in ("button-down", "click-before"):
            browser.navigate(base)
            browser.wait("window.__wfSocket.held.length > 0", "the node's answer to the page's join")
            first = browser.js("window.__wfSocket.trace.find(line => line.includes(' <- ')) || ''")
            expect('"type":"reset"' in first, f"the page's join was answered with {first!r}, not a reset")
            if case == "button-down":
                pressed = browser.press("button", "Tic-tac-toe")
                browser.release_messages()
                browser.release_mouse(pressed)
            else:
                browser.click("button", "Tic-tac-toe")
                browser.release_messages()
            browser.wait("document.querySelectorAll('.board button').length === 9", f"the game ({case})")
            browser.screenshot(os.path.join(shots, f"first-join-elsewhere-{case}.png"))
        log = nodes[0].tail(characters=1_000_000)
        expect("started afresh" in log or "restored session" in log,
               f"the socket's node did not take the sessions over:\n{log}")


def drain(binary, browser, folder, shots):
    """As failover, but the node is stopped with SIGTERM: it closes the page's connection
    ("going away"), writes every session and exits cleanly."""
    failover(binary, browser, folder, shots, sig=signal.SIGTERM)


SCENARIOS = {"restart": restart, "failover": failover, "drain": drain, "first-join-elsewhere": first_join_elsewhere}


def main():
    args, chosen, binary = bt.parse_arguments(__doc__, SCENARIOS)
    passed = failed = 0
    for name in chosen:
        folder = tempfile.mkdtemp(prefix=f"wf-{name}-")
        os.chmod(folder, 0o755)
        browser = Browser(free_port(), os.path.join(folder, "chromium"))
        def print_logs(folder=folder):
            for log in sorted(os.listdir(folder)):
                if log.endswith(".log"):
                    print(f"--- {log}\n" + open(os.path.join(folder, log)).read()[-1500:])
        try:
            if run_scenario(name, lambda: SCENARIOS[name](binary, browser, folder, args.screenshots), print_logs):
                passed += 1
            else:
                failed += 1
        finally:
            browser.close()
            shutil.rmtree(folder, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
