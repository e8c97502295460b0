#!/usr/bin/env python3
"""Attacks on workflow-web from loopback: each must leave the server up and other people's sessions untouched.

    python3 scripts/attack-tests.py --binary PATH/workflow-web [--only cookie,stale-socket,...]
                                    [--without-new-options]

Each scenario starts its own `workflow-web --bench counter` on 127.0.0.1 and a free port, and
attacks it from other loopback addresses (127.0.0.2, 127.0.0.3, ...: Linux routes all of 127/8
to lo), so the server's per-client limits can tell the attacker from the victim at 127.0.0.1.

cookie:                 GET / with `Cookie: wf_browser=` and 32 fullwidth digits (then 32
                        fullwidth hex letters and digits), UTF-8 encoded, once trapped a debug
                        server. Asserts 200, one new `Set-Cookie: wf_browser=` of 32 lowercase
                        ASCII hex, response headers all ASCII and a body without the cookie
                        (nothing echoed), that the page served joins and clicks with the new
                        cookie, and that the server lives after the same cookie on an upgrade.
descriptors-per-client: the server runs with an open-file limit of 1024 (prlimit), a join
                        timeout of 3 s and 500 connections per client. 127.0.0.2 opens 1,100
                        connections, every other one a WebSocket upgrade to /live (matching
                        Host and Origin) that never joins, the others an unfinished request head
                        (no blank line). Asserts: at most 500 are open at once; every other one
                        is answered `HTTP/1.1 503` and closed at once; while the attack holds, the
                        victim still loads, joins and clicks; each accepted WebSocket gets the
                        error `join-timeout` and a close 1008 within the join timeout (+2 s);
                        every accepted head is closed by the server within 10 s (+3 s).
descriptors-total:      as above with 5,000 connections allowed per client (held by the server
                        to a quarter of the total, 224), so the total cap bites: 127.0.0.2-9
                        open 1,100 unfinished heads between them. Asserts at most 896 (1024 - max(128, 1024 / 20)) are open at once
                        (and at least half that: the attack got through), the others answered
                        503 and closed at once, the server does not die, and the victim works
                        once the attacker lets go (meanwhile the total cap may refuse it too).
session-flood:          (`--max-sessions 2000`) 3,000 GET / from 127.0.0.2, with the victim
                        loading its page halfway: the victim's GET / is 200, its join and click
                        work afterwards, a new user still gets 200, and the server holds at most
                        20 unjoined sessions for 127.0.0.2. Then 3,000 GET / spread over the 100
                        addresses 127.0.0.2-101: the same for the victim, and at most 1,000
                        unjoined sessions in all.
disconnect-flood:       (`--max-disconnected-sessions 50`) the victim joins, clicks and
                        disconnects; 127.0.0.2 then joins and disconnects 300 sessions. The
                        victim rejoins its session (token, cookie, seq and epoch): `joined` with
                        its event acknowledged, and its next click shows "Count: 2".
stale-socket:           socket 1 joins the victim's session; socket 2's join (or a second join
                        on socket 2) is refused with `out-of-order` after its token passed;
                        socket 3 joins; socket 1 closes; socket 3's click still gets its patch,
                        socket 3 stays open and the session lives on (a later click works too).
rebinding:              `Host: rebind.attacker.test:PORT` (and without the port): GET / answers
                        400 and makes no session (/health's count does not move); the /live
                        upgrade with that Host and a matching Origin is refused. Host
                        `127.0.0.1:PORT` and `localhost:PORT` still work.

After every attack: the server's process is alive and /health answers JSON with
`sessions.live`; a bystander (a session loaded, joined and clicked from 127.0.0.1 before the
attack, its socket held open) gets the right patch for a click on that socket, joins again on a
new socket and gets the right patch again; and a new user from 127.0.0.1 loads, joins and clicks.

--without-new-options starts the servers without --join-timeout, --max-connections-per-client
and --max-disconnected-sessions, to see how a binary that predates them behaves under the
attacks (the checks still expect the new behaviour, and disconnect-flood, at the default cap
of 5,000, proves nothing; CI does not use it). Without it, a server that refuses one of those
options fails its scenario saying so.

Only the standard library. Everything talks to 127.0.0.1 only; every server is stopped at the
end whatever happened, and every scenario is bounded in time (90 s). The last line is
`N passed, N failed`; the exit code is non-zero when anything failed.
"""
import argparse, base64, collections, errno, glob, hashlib, html, http.client, json, os, queue, re
import resource, selectors, shutil, signal, socket, struct, subprocess, sys, tempfile, threading
import time, traceback

HOST = "127.0.0.1"            # where every server listens
VICTIM = "127.0.0.1"          # the victim's and bystander's source address
ATTACKER = "127.0.0.2"
ATTACKER_2 = "127.0.0.3"
WAIT = 5.0                    # seconds any single answer may take
STEP = 0.05                   # polling interval
SCENARIO_LIMIT = 90           # seconds a scenario may take before it is stopped as hung

NOFILE = 1024                 # the descriptor attacks' server's open-file limit
TOTAL_CAP = NOFILE - max(128, NOFILE // 20)
PER_CLIENT_CAP = 500
JOIN_TIMEOUT = 3              # --join-timeout for the descriptor attacks
HEAD_TIMEOUT = 10             # a request head must be complete within this
UNJOINED_PER_CLIENT = 20
UNJOINED_TOTAL = 1000
MAX_DISCONNECTED = 50
NEW_OPTIONS = ("--join-timeout", "--max-connections-per-client", "--max-disconnected-sessions")

FULLWIDTH_DIGITS = ("\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19\uff10" * 4)[:32]
FULLWIDTH_HEX = ("\uff41\uff42\uff43\uff44\uff45\uff46\uff21\uff22\uff23\uff24\uff25\uff26\uff10\uff19" * 3)[:32]
REBIND_HOST = "rebind.attacker.test"
IP_BIND_ADDRESS_NO_PORT = getattr(socket, "IP_BIND_ADDRESS_NO_PORT", 24)


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def poll(condition, timeout, describe):
    """Calls `condition` until it returns something truthy; raises with `describe()` on timeout."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = condition()
            if value:
                return value
        except (OSError, http.client.HTTPException, Failure, ValueError, KeyError) as error:
            last_error = error
        time.sleep(STEP)
    raise Failure(f"timed out after {timeout:.0f} s waiting for {describe()}"
                  + (f" (last error: {last_error})" if last_error else ""))


def free_port():
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def socket_from(source):
    """A TCP socket bound to the loopback address `source`, its port chosen at connect time."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        s.setsockopt(socket.SOL_IP, IP_BIND_ADDRESS_NO_PORT, 1)
    except OSError:
        pass
    s.bind((source, 0))
    return s


def connect_from(source, port, timeout=WAIT):
    s = socket_from(source)
    try:
        s.settimeout(timeout)
        s.connect((HOST, port))
    except BaseException:
        s.close()
        raise
    return s


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return str(number)


def stop(process):
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(5)
        except (subprocess.TimeoutExpired, ProcessLookupError):
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait(5)


# HTTP -----------------------------------------------------------------------------------------

class Reply:
    def __init__(self, status, reason, headers, body):
        self.status, self.reason, self.headers, self.body = status, reason, headers, body

    def values(self, name):
        return [value for key, value in self.headers if key.lower() == name.lower()]

    def cookie(self, name="wf_browser"):
        """The values `Set-Cookie` gives the cookie `name`."""
        found = []
        for header in self.values("Set-Cookie"):
            match = re.match(r"\s*" + re.escape(name) + r"=([^;]*)", header)
            if match:
                found.append(match.group(1))
        return found

    def non_ascii_headers(self):
        """Header lines with a byte over 0x7F (http.client decodes them as ISO-8859-1)."""
        return [f"{key}: {value}" for key, value in self.headers if any(ord(c) > 0x7F for c in key + value)]


def get(port, path="/", source=VICTIM, host=None, headers=(), timeout=WAIT):
    """One GET on a fresh connection from `source`; `headers` values may be bytes (sent as is)."""
    connection = http.client.HTTPConnection(HOST, port, timeout=timeout, source_address=(source, 0))
    try:
        connection.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", host or f"{HOST}:{port}")
        for name, value in headers:
            connection.putheader(name, value)
        connection.endheaders()
        response = connection.getresponse()
        return Reply(response.status, response.reason, response.getheaders(), response.read())
    finally:
        connection.close()


def flood_pages(server, sources, per_source, workers=4, limit=40.0):
    """GET / `per_source` times from each of `sources`, over keep-alive connections from
    `workers` threads; returns the count of each status (or error) and the seconds it took."""
    statuses = collections.Counter()
    lock = threading.Lock()
    work = queue.Queue()
    chunk = 100
    for source in sources:
        for start in range(0, per_source, chunk):
            work.put((source, min(chunk, per_source - start)))
    started = time.monotonic()
    deadline = started + limit

    def worker():
        while time.monotonic() < deadline:
            try:
                source, count = work.get_nowait()
            except queue.Empty:
                return
            connection = http.client.HTTPConnection(HOST, server.port, timeout=WAIT, source_address=(source, 0))
            try:
                for _ in range(count):
                    if time.monotonic() >= deadline:
                        break
                    try:
                        connection.request("GET", "/")
                        response = connection.getresponse()
                        response.read()
                        status = response.status
                    except (OSError, http.client.HTTPException) as error:
                        status = type(error).__name__
                        connection.close()
                    with lock:
                        statuses[status] += 1
            finally:
                connection.close()

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(max(0.1, deadline + WAIT + 1 - time.monotonic()))
    return statuses, time.monotonic() - started


# WebSocket ------------------------------------------------------------------------------------

def ws_frame(opcode, payload):
    """A masked client frame."""
    mask = os.urandom(4)
    length = len(payload)
    if length < 126:
        header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
    elif length < 65536:
        header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
    else:
        header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def parse_frame(buffer, start=0):
    """(fin, opcode, payload, end) of the frame at `start` of `buffer`, or None if incomplete."""
    if len(buffer) - start < 2:
        return None
    first, second = buffer[start], buffer[start + 1]
    length, index = second & 0x7F, start + 2
    if length == 126:
        if len(buffer) < index + 2:
            return None
        length, index = struct.unpack_from("!H", buffer, index)[0], index + 2
    elif length == 127:
        if len(buffer) < index + 8:
            return None
        length, index = struct.unpack_from("!Q", buffer, index)[0], index + 8
    mask = None
    if second & 0x80:
        if len(buffer) < index + 4:
            return None
        mask, index = bytes(buffer[index:index + 4]), index + 4
    if len(buffer) < index + length:
        return None
    payload = bytes(buffer[index:index + length])
    if mask:
        payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return bool(first & 0x80), first & 0x0F, payload, index + length


def upgrade_request(port, host=None, origin=None, cookie=None):
    host = host or f"{HOST}:{port}"
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [b"GET /live HTTP/1.1", f"Host: {host}".encode(), b"Upgrade: websocket", b"Connection: Upgrade",
             f"Sec-WebSocket-Key: {key}".encode(), b"Sec-WebSocket-Version: 13"]
    if origin:
        lines.append(f"Origin: {origin}".encode())
    if cookie:
        lines.append(b"Cookie: wf_browser=" + (cookie if isinstance(cookie, bytes) else cookie.encode()))
    return b"\r\n".join(lines) + b"\r\n\r\n", key


class WebSocket:
    """A minimal client: the upgrade, masked text frames out, frames in (pings answered)."""

    def __init__(self, port, source=VICTIM, host=None, origin=None, cookie=None, timeout=WAIT):
        self.sock = connect_from(source, port, timeout)
        self.buffer = bytearray()
        self.closed = None          # (code, reason) once the server's close frame came
        self.messages = []          # every text message received, in order
        request, key = upgrade_request(port, host, origin, cookie)
        try:
            self.sock.sendall(request)
            head = self._read_head(timeout)
        except OSError as error:
            head = b""
            self.status_line = f"no answer ({error!r})"
        else:
            self.status_line = head.split(b"\r\n", 1)[0].decode("latin-1") if head else "no answer (connection closed)"
        parts = self.status_line.split(" ")
        self.status = int(parts[1]) if len(parts) > 1 and parts[0].startswith("HTTP/") and parts[1].isdigit() else None
        if self.status == 101:
            accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest())
            if accept.lower() not in head.lower():
                raise Failure(f"the server's 101 has no matching Sec-WebSocket-Accept:\n{head.decode('latin-1')}")

    def _read_head(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in self.buffer:
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                raise OSError(f"nothing within {timeout:.0f} s") from None
            if not data:
                return bytes(self.buffer)
            self.buffer += data
        end = self.buffer.index(b"\r\n\r\n") + 4
        head = bytes(self.buffer[:end])
        del self.buffer[:end]
        return head

    def send_json(self, message):
        self.sock.sendall(ws_frame(0x1, json.dumps(message).encode()))

    def recv(self, timeout=WAIT):
        """("text", str) | ("close", code, reason) | ("eof", why) | ("timeout",)."""
        deadline = time.monotonic() + timeout
        fragments = []
        while True:
            parsed = parse_frame(self.buffer)
            if parsed:
                fin, opcode, payload, end = parsed
                del self.buffer[:end]
                if opcode == 0x9:
                    try:
                        self.sock.sendall(ws_frame(0xA, payload))
                    except OSError:
                        pass
                    continue
                if opcode == 0xA:
                    continue
                if opcode == 0x8:
                    code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                    self.closed = (code, payload[2:].decode("utf-8", "replace"))
                    return ("close",) + self.closed
                fragments.append(payload)
                if not fin:
                    continue
                text = b"".join(fragments).decode("utf-8", "replace")
                fragments = []
                self.messages.append(text)
                return ("text", text)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return ("timeout",)
            self.sock.settimeout(remaining)
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                return ("timeout",)
            except OSError as error:
                return ("eof", repr(error))
            if not data:
                return ("eof", "the server closed the connection")
            self.buffer += data

    def recv_json(self, what, timeout=WAIT):
        """The next message as JSON; fails naming `what` on an error message, a close or silence."""
        received = self.recv(timeout)
        if received[0] == "text":
            message = json.loads(received[1])
            if message.get("type") == "error":
                raise Failure(f"{what}: the server refused with {message.get('code')!r} ({message.get('message')})")
            return message
        if received[0] == "close":
            raise Failure(f"{what}: the server closed the connection (code {received[1]}, reason {received[2]!r})")
        if received[0] == "eof":
            raise Failure(f"{what}: the connection ended ({received[1]})")
        raise Failure(f"{what}: nothing within {timeout:.0f} s")

    def until_closed(self, timeout=WAIT):
        """Reads until the server closes; returns the texts read and how it ended."""
        texts, deadline = [], time.monotonic() + timeout
        while True:
            received = self.recv(max(0.0, deadline - time.monotonic()))
            if received[0] == "text":
                texts.append(received[1])
            else:
                return texts, received

    def close(self):
        """A clean close: a close frame, the server's answer (1 s at most), then the socket."""
        try:
            self.sock.sendall(ws_frame(0x8, struct.pack("!H", 1000)))
            if self.closed is None:
                deadline = time.monotonic() + 1
                while time.monotonic() < deadline and self.recv(deadline - time.monotonic())[0] == "text":
                    pass
        except OSError:
            pass
        finally:
            self.sock.close()


# The server and its users ---------------------------------------------------------------------

class Server:
    """One workflow-web --bench counter on 127.0.0.1 and a free port."""

    def __init__(self, binary, folder, name, options=(), nofile=None):
        self.binary, self.name, self.options, self.nofile = binary, name, list(options), nofile
        self.port = free_port()
        self.log = open(os.path.join(folder, f"{name}.log"), "a+", errors="replace")
        command = [binary, "--bench", "counter", "--port", str(self.port)] + self.options
        preexec = None
        if nofile:
            if shutil.which("prlimit"):
                command = ["prlimit", f"--nofile={nofile}:{nofile}"] + command
            else:
                preexec = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))
        self.command = command
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                        start_new_session=True, preexec_fn=preexec)

    def wait_ready(self):
        deadline = time.monotonic() + 30
        while True:
            if self.process.poll() is not None:
                raise Failure(self.refusal())
            try:
                if get(self.port, "/health", timeout=2).status == 200:
                    break
            except (OSError, http.client.HTTPException):
                pass
            if time.monotonic() > deadline:
                raise Failure(f"{self.name}: workflow-web did not answer /health within 30 s\n{self.tail()}")
            time.sleep(0.1)

    def refusal(self):
        output = self.tail().strip()
        status = self.process.returncode
        new = [option for option in self.options if option in NEW_OPTIONS]
        unknown = [option for option in new if option not in output]
        if status == 2 and output.startswith("usage:") and unknown:
            return (f"workflow-web refused its options: `{' '.join(self.command)}` exited with status 2 before "
                    f"serving and printed its usage, which has no {', '.join(unknown)}: this binary predates the "
                    f"fix this scenario tests (--without-new-options attacks it anyway). It printed: {output}")
        if status == 2:
            return f"workflow-web refused its options (`{' '.join(self.command)}` exited with status 2): {output}"
        return f"workflow-web exited before serving ({self.exit_description()}): `{' '.join(self.command)}`\n{output}"

    def exit_description(self):
        status = self.process.poll()
        if status is None:
            return "still running"
        if status < 0:
            return f"killed by signal {signal_name(-status)}"
        return f"exited with status {status}"

    def state(self):
        return "is still running" if self.process.poll() is None else f"has died: {self.exit_description()}"

    def get(self, path="/", what=None, **options):
        try:
            return get(self.port, path, **options)
        except (OSError, http.client.HTTPException) as error:
            raise Failure(f"{what or 'GET ' + path} got no answer ({error!r}); the server {self.state()}") from None

    def health(self):
        reply = self.get("/health", what="GET /health")
        expect(reply.status == 200, f"/health answered {reply.status}: {reply.body[:300]!r}")
        try:
            report = json.loads(reply.body)
            live = report["sessions"]["live"]
        except (ValueError, KeyError, TypeError):
            raise Failure(f"/health did not answer JSON with sessions.live: {reply.body[:300]!r}") from None
        expect(isinstance(live, int), f"/health's sessions.live is not a number: {reply.body[:300]!r}")
        return report

    def descriptors(self):
        try:
            return len(os.listdir(f"/proc/{self.process.pid}/fd"))
        except OSError:
            return None

    def tail(self, characters=2500):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-characters:]

    def stop(self):
        stop(self.process)
        self.log.close()


class User:
    """One person's page: loaded with GET / from `source`, joined over /live, clicked."""

    def __init__(self, server, source=VICTIM, host=None, name="the victim"):
        self.server, self.source, self.name = server, source, name
        self.host = host or f"{HOST}:{server.port}"
        self.ws = None
        self.events = 0

    def load(self, reply=None):
        reply = reply or self.server.get("/", source=self.source, host=self.host, what=f"{self.name}'s GET /")
        expect(reply.status == 200, f"{self.name}'s GET / answered {reply.status} {reply.reason}: {reply.body[:200]!r}"
               f" (the server {self.server.state()})")
        page = reply.body.decode("utf-8", "replace")
        cookies = reply.cookie()
        expect(len(cookies) == 1, f"{self.name}'s GET / set the cookie wf_browser {len(cookies)} times: {reply.headers}")
        self.cookie = cookies[0]

        def find(pattern, what):
            match = re.search(pattern, page)
            expect(match, f"{self.name}'s page has no {what}:\n{page[:1500]}")
            return match.group(1)
        self.token = html.unescape(find(r'<meta name="wf-token" content="([^"]*)"', "wf-token"))
        self.seq = int(find(r'id="wf-root"[^>]*\bdata-wf-seq="(\d+)"', "data-wf-seq"))
        self.epoch = find(r'id="wf-root"[^>]*\bdata-wf-epoch="([^"]+)"', "data-wf-epoch")
        self.events = int(find(r'id="wf-root"[^>]*\bdata-wf-ack="(\d+)"', "data-wf-ack"))
        self.target = int(find(r'<button[^>]*\bdata-wf="(\d+)"[^>]*\bdata-load-target', "button marked data-load-target"))
        self.count = int(find(r"Count: (\d+)", "count"))
        return self

    def connect(self):
        try:
            ws = WebSocket(self.server.port, self.source, self.host, f"http://{self.host}", self.cookie)
        except OSError as error:
            raise Failure(f"{self.name}'s WebSocket could not connect ({error!r}); the server {self.server.state()}") from None
        if ws.status != 101:
            ws.sock.close()
            raise Failure(f"{self.name}'s WebSocket upgrade answered {ws.status_line!r}; the server {self.server.state()}")
        return ws

    def join(self, ws):
        ws.send_json({"type": "join", "v": 3, "token": self.token, "seq": self.seq, "epoch": self.epoch})
        message = ws.recv_json(f"{self.name}'s join")
        expect(message.get("type") == "joined" and message.get("seq") == self.seq and message.get("ack") == self.events,
               f"{self.name}'s join (at seq {self.seq}, {self.events} events sent) was answered {message}")

    def click(self, ws):
        self.events += 1
        ws.send_json({"type": "event", "n": self.events, "target": self.target, "event": "click", "seq": self.seq})
        message = ws.recv_json(f"{self.name}'s click {self.events}")
        wanted = f"Count: {self.count + 1}"
        texts = [op[3] for op in message.get("o", []) if isinstance(op, list) and len(op) == 4 and op[0] == "t"]
        expect(message.get("p") == self.seq + 1 and message.get("a") == self.events and wanted in texts,
               f"{self.name}'s click {self.events} was answered {message}, not patch {self.seq + 1} "
               f"(ack {self.events}) showing {wanted!r}")
        self.seq += 1
        self.count += 1

    def open(self):
        """Loads, joins and clicks; keeps the socket open."""
        self.load()
        self.ws = self.connect()
        self.join(self.ws)
        self.click(self.ws)
        return self

    def check(self):
        """A click on the held socket, then a new socket that joins again and clicks."""
        self.click(self.ws)
        self.ws.close()
        self.ws = self.connect()
        self.join(self.ws)
        self.click(self.ws)

    def close(self):
        if self.ws:
            self.ws.close()
            self.ws = None


# Many connections at once ---------------------------------------------------------------------

class Connection:
    def __init__(self, source, kind):
        self.source, self.kind = source, kind
        self.sock = None
        self.error = None            # why it never connected
        self.connected_at = None
        self.data = bytearray()
        self.status = None           # of the response head, once read
        self.upgraded_at = None
        self.frames_from = 0
        self.texts = []              # WebSocket text messages
        self.close_code = None
        self.close_at = None         # when the server's close frame came
        self.closed_at = None        # when the socket ended (EOF or reset)
        self.reset = False

    def receive(self, data, now):
        self.data += data
        if self.status is None and b"\r\n\r\n" in self.data:
            line = bytes(self.data.split(b"\r\n", 1)[0])
            parts = line.split(b" ")
            self.status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else -1
            self.frames_from = self.data.index(b"\r\n\r\n") + 4
            if self.kind == "ws" and self.status == 101:
                self.upgraded_at = now
        if self.upgraded_at is not None:
            while True:
                parsed = parse_frame(self.data, self.frames_from)
                if not parsed:
                    break
                _, opcode, payload, self.frames_from = parsed
                if opcode == 0x1:
                    self.texts.append(payload.decode("utf-8", "replace"))
                elif opcode == 0x8 and self.close_code is None:
                    self.close_code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                    self.close_at = now

    def outcome(self):
        if self.error:
            return "never connected"
        if self.status == 101:
            return "upgraded"
        if self.status == 503:
            return "refused with 503"
        if self.status is not None:
            return "answered " + bytes(self.data.split(b"\r\n", 1)[0]).decode("latin-1")
        if self.data:
            return "answered garbage"
        if self.closed_at is not None:
            return "reset without an answer" if self.reset else "closed without an answer"
        return "held"


class Flood:
    """Connections opened all at once, each sending a WebSocket upgrade ("ws") or an unfinished
    request head ("head") and then nothing; a thread reads them and notes what came when. The
    attacker never answers a close frame."""

    def __init__(self, port, plan):
        self.port = port
        self.connections = [Connection(source, kind) for source, kind in plan]
        self.stopping = threading.Event()
        self.all_connected = threading.Event()
        self.finished = threading.Event()
        self.error = None
        self.last_connected = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _request(self, kind):
        if kind == "ws":
            return upgrade_request(self.port, origin=f"http://{HOST}:{self.port}")[0]
        return f"GET / HTTP/1.1\r\nHost: {HOST}:{self.port}\r\n".encode()

    def _run(self):
        selector = selectors.DefaultSelector()
        try:
            self._loop(selector)
        except Exception:
            self.error = traceback.format_exc()
        finally:
            for connection in self.connections:
                if connection.sock:
                    connection.sock.close()
                    connection.sock = None
            selector.close()
            self.all_connected.set()
            self.finished.set()

    def _forget(self, selector, connection):
        selector.unregister(connection.sock)
        connection.sock.close()
        connection.sock = None

    def _loop(self, selector):
        pending = 0
        for connection in self.connections:
            s = socket_from(connection.source)
            s.setblocking(False)
            result = s.connect_ex((HOST, self.port))
            if result not in (0, errno.EINPROGRESS):
                connection.error = os.strerror(result)
                s.close()
                continue
            connection.sock = s
            selector.register(s, selectors.EVENT_WRITE, connection)
            pending += 1
        connect_deadline = time.monotonic() + 10
        while not self.stopping.is_set():
            events = selector.select(timeout=STEP)
            now = time.monotonic()
            for key, _ in events:
                connection = key.data
                if connection.sock is None:
                    continue
                if connection.connected_at is None:
                    pending -= 1
                    failure = connection.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
                    if failure:
                        connection.error = os.strerror(failure)
                        self._forget(selector, connection)
                        continue
                    connection.connected_at = self.last_connected = now
                    try:
                        connection.sock.send(self._request(connection.kind))
                    except OSError:
                        pass    # refused at once: what it read tells
                    selector.modify(connection.sock, selectors.EVENT_READ, connection)
                    continue
                try:
                    data = connection.sock.recv(65536)
                except BlockingIOError:
                    continue
                except OSError:
                    data, connection.reset = b"", True
                if data:
                    connection.receive(data, now)
                else:
                    connection.closed_at = now
                    self._forget(selector, connection)
            if pending and now > connect_deadline:
                for connection in self.connections:
                    if connection.sock and connection.connected_at is None:
                        connection.error = "connect timed out (the server's accept queue was full)"
                        self._forget(selector, connection)
                pending = 0
            if not pending:
                self.all_connected.set()
                if all(c.sock is None for c in self.connections):
                    return

    def settle(self, quiet=1.0, timeout=20):
        """Waits until every connect has ended, every upgrade has its answer, and `quiet` more
        seconds for refusals to arrive."""
        expect(self.all_connected.wait(timeout), "the attacker's connections did not finish connecting")
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and any(
                c.kind == "ws" and c.connected_at and c.status is None and c.closed_at is None for c in self.connections):
            time.sleep(STEP)
        time.sleep(quiet)
        expect(self.error is None, f"the attacker's thread failed:\n{self.error}")

    def outcomes(self):
        return collections.Counter(c.outcome() for c in self.connections)

    def wait_closed(self, deadline):
        while time.monotonic() < deadline and not self.finished.is_set():
            time.sleep(0.1)

    def release(self):
        self.stopping.set()
        self.thread.join(10)


def describe(counter):
    return ", ".join(f"{count} {name}" for name, count in counter.most_common())


# Scenarios ------------------------------------------------------------------------------------

class Context:
    """What a scenario started, stopped at its end whatever happened."""

    def __init__(self, binary, folder, without_new_options):
        self.binary, self.folder, self.without_new_options = binary, folder, without_new_options
        self.servers, self.floods, self.users = [], [], []
        self.problems = []

    def server(self, name, options=(), nofile=None):
        options = list(options)
        if self.without_new_options:
            kept = []
            while options:
                option = options.pop(0)
                if option in NEW_OPTIONS:
                    options.pop(0)
                else:
                    kept.append(option)
            options = kept
        server = Server(self.binary, self.folder, name, options, nofile)
        self.servers.append(server)
        server.wait_ready()
        return server

    def user(self, server, **options):
        user = User(server, **options)
        self.users.append(user)
        return user

    def flood(self, port, plan):
        flood = Flood(port, plan)
        self.floods.append(flood)
        return flood

    def note(self, condition, message):
        """A check whose failure is reported at the end of the scenario, after the others."""
        if not condition:
            self.problems.append(message)

    def survived(self, server, bystander, attack):
        """The server lives and answers; the bystander and a new user are unharmed."""
        expect(server.process.poll() is None, f"the server died during {attack}: {server.exit_description()}\n{server.tail()}")
        server.health()
        bystander.check()
        self.user(server, name=f"a new user after {attack}").open().close()
        server.health()
        expect(server.process.poll() is None, f"the server died after {attack}: {server.exit_description()}")
        if self.problems:
            raise Failure("\n".join(self.problems))

    def cleanup(self):
        for flood in self.floods:
            flood.release()
        for user in self.users:
            try:
                if user.ws:
                    user.ws.sock.close()
            except OSError:
                pass
        for server in self.servers:
            server.stop()


def cookie(ctx):
    server = ctx.server("cookie")
    bystander = ctx.user(server, name="the bystander").open()
    for label, characters in (("32 fullwidth digits", FULLWIDTH_DIGITS), ("32 fullwidth hex letters and digits", FULLWIDTH_HEX)):
        value = characters.encode("utf-8")
        reply = server.get("/", source=ATTACKER, headers=[("Cookie", b"wf_browser=" + value)],
                           what=f"GET / with a cookie of {label}")
        expect(reply.status == 200, f"GET / with a cookie of {label} answered {reply.status} {reply.reason}")
        echoed = reply.non_ascii_headers()
        expect(not echoed, f"the answer to a cookie of {label} has non-ASCII headers: {echoed}")
        cookies = reply.cookie()
        expect(len(cookies) == 1 and re.fullmatch(r"[0-9a-f]{32}", cookies[0]),
               f"the answer to a cookie of {label} set wf_browser to {cookies}, not one new 32-hex-digit cookie")
        expect(value not in reply.body, f"the page served for a cookie of {label} contains that cookie")
        page = ctx.user(server, source=ATTACKER, name=f"the page served for a cookie of {label}")
        page.load(reply)
        page.ws = page.connect()
        page.join(page.ws)
        page.click(page.ws)
        page.close()
        # The cookie on the WebSocket's upgrade too: any refusal will do, as long as the server lives.
        try:
            ws = WebSocket(server.port, ATTACKER, origin=f"http://{HOST}:{server.port}", cookie=value)
            if ws.status == 101:
                ws.send_json({"type": "join", "v": 3, "token": page.token, "seq": 0, "epoch": page.epoch})
                ws.until_closed(2)
            ws.sock.close()
        except OSError:
            pass
        expect(server.process.poll() is None, f"the server died after a cookie of {label}: {server.exit_description()}"
               f"\n{server.tail()}")
    ctx.survived(server, bystander, "the cookie attack")


def held_connections(flood):
    return [c for c in flood.connections if c.outcome() in ("upgraded", "held")]


def peak(connections):
    """The most of `connections` open at once (from connecting until the server closed them):
    a slot freed by a timeout may be taken again, so this, not their number, meets a cap."""
    events = sorted([(c.connected_at, 1) for c in connections] +
                    [(c.closed_at, -1) for c in connections if c.closed_at is not None])
    most = current = 0
    for _, change in events:
        current += change
        most = max(most, current)
    return most


def check_refusals(ctx, refused, cap_name):
    """Every connection beyond the cap was answered 503 (if it read anything) and closed at once."""
    slow = [c for c in refused if c.connected_at is None or c.closed_at is None or c.closed_at - c.connected_at > 2.0]
    ctx.note(not slow, f"{len(slow)} of the {len(refused)} connections beyond the {cap_name} were not closed "
             f"within 2 s of connecting (outcomes: {describe(collections.Counter(c.outcome() for c in slow))})")
    other = [c for c in refused if c.outcome() != "refused with 503" and c.data]
    ctx.note(not other, f"{len(other)} connections beyond the {cap_name} were answered otherwise than "
             f"`HTTP/1.1 503`: {describe(collections.Counter(c.outcome() for c in other))}")
    ctx.note(any(c.outcome() == "refused with 503" for c in refused) or not refused,
             f"none of the {len(refused)} connections beyond the {cap_name} was answered `HTTP/1.1 503`")


def descriptors_per_client(ctx):
    server = ctx.server("descriptors-per-client", ["--join-timeout", str(JOIN_TIMEOUT),
                                                    "--max-connections-per-client", str(PER_CLIENT_CAP)], nofile=NOFILE)
    bystander = ctx.user(server, name="the bystander").open()
    total = 1100
    flood = ctx.flood(server.port, [(ATTACKER, "ws" if index % 2 else "head") for index in range(total)])
    flood.settle()
    outcomes = flood.outcomes()
    held = held_connections(flood)
    refused = [c for c in flood.connections if c not in held]
    opened = max((c.connected_at for c in flood.connections if c.connected_at), default=0) - \
        min((c.connected_at for c in flood.connections if c.connected_at), default=0)
    print(f"  {ATTACKER} opened {total} connections in {opened:.1f} s: {describe(outcomes)}; "
          f"the server has {server.descriptors()} descriptors open")
    expect(server.process.poll() is None, f"the server died under the attack: {server.exit_description()}\n{server.tail()}")
    ctx.note(peak(held) <= PER_CLIENT_CAP, f"the server held {peak(held)} connections from {ATTACKER} at once; "
             f"the per-client cap is {PER_CLIENT_CAP} ({describe(outcomes)})")
    ctx.note(outcomes["never connected"] == 0, f"{outcomes['never connected']} of the attacker's connections were never "
             f"accepted: the server stopped accepting")
    ctx.note(any(c.kind == "ws" for c in held) and any(c.kind == "head" for c in held),
             f"the server accepted no WebSocket or no unfinished head from {ATTACKER} ({describe(outcomes)}): "
             f"their timeouts cannot be checked")
    # While the attack holds (heads for 10 s), the victim is served.
    holding = sum(c.closed_at is None for c in held)
    bystander.check()
    ctx.user(server, name="a new user during the attack").open()
    server.health()
    print(f"  the victim loaded, joined and clicked while {ATTACKER} held {holding} to "
          f"{sum(c.closed_at is None for c in held)} connections")
    check_refusals(ctx, refused, "per-client cap")
    # The server ends what it accepted: WebSockets at the join timeout, heads at 10 s.
    flood.wait_closed((flood.last_connected or time.monotonic()) + HEAD_TIMEOUT + 5)
    sockets = [c for c in held if c.kind == "ws"]
    heads = [c for c in held if c.kind == "head"]
    no_error = [c for c in sockets if not any('"join-timeout"' in text for text in c.texts)]
    ctx.note(not no_error, f"{len(no_error)} of the {len(sockets)} WebSockets that never joined got no `join-timeout` "
             f"error (e.g. messages {no_error[0].texts[:2] if no_error else ''}, close "
             f"{no_error[0].close_code if no_error else ''})")
    late = [c for c in sockets if c.close_code != 1008 or c.close_at - c.upgraded_at > JOIN_TIMEOUT + 2]
    ctx.note(not late, f"{len(late)} of the {len(sockets)} WebSockets that never joined were not closed with 1008 "
             f"within {JOIN_TIMEOUT + 2} s (close codes: "
             f"{describe(collections.Counter(str(c.close_code) for c in late))})")
    open_sockets = [c for c in sockets if c.closed_at is None]
    ctx.note(not open_sockets, f"{len(open_sockets)} of the {len(sockets)} WebSockets that never joined were still "
             f"open {HEAD_TIMEOUT + 5} s after the attack (the server did not close them)")
    slow_heads = [c for c in heads if c.closed_at is None or c.closed_at - c.connected_at > HEAD_TIMEOUT + 3]
    ctx.note(not slow_heads, f"{len(slow_heads)} of the {len(heads)} unfinished request heads were not closed by the "
             f"server within {HEAD_TIMEOUT + 3} s")
    print(f"  after the attack: {describe(flood.outcomes())}; "
          f"{sum(c.closed_at is not None for c in held)} of {len(held)} accepted closed by the server; "
          f"the server has {server.descriptors()} descriptors open")
    flood.release()
    ctx.survived(server, bystander, "the descriptor attack")


def descriptors_total(ctx):
    server = ctx.server("descriptors-total", ["--join-timeout", str(JOIN_TIMEOUT),
                                               "--max-connections-per-client", "5000"], nofile=NOFILE)
    bystander = ctx.user(server, name="the bystander").open()
    total = 1100
    # Eight addresses: the per-client cap is held to a quarter of the total (224 of 896), so
    # fewer could not reach the total.
    sources = [f"127.0.0.{2 + index}" for index in range(8)]
    flood = ctx.flood(server.port, [(sources[index % len(sources)], "head") for index in range(total)])
    flood.settle()
    outcomes = flood.outcomes()
    held = held_connections(flood)
    refused = [c for c in flood.connections if c not in held]
    print(f"  {sources[0]}-{sources[-1].split('.')[-1]} opened {total} connections: {describe(outcomes)}; "
          f"the server has {server.descriptors()} descriptors open")
    expect(server.process.poll() is None, f"the server died under the attack: {server.exit_description()}\n{server.tail()}")
    ctx.note(peak(held) <= TOTAL_CAP, f"the server held {peak(held)} of the attacker's connections at once; with "
             f"{NOFILE} descriptors the cap is {TOTAL_CAP} ({describe(outcomes)})")
    ctx.note(peak(held) >= TOTAL_CAP // 2, f"the server held only {peak(held)} of the attacker's connections at once "
             f"({describe(outcomes)}): the attack did not reach the total cap of {TOTAL_CAP}")
    ctx.note(outcomes["never connected"] == 0, f"{outcomes['never connected']} of the attacker's connections were never "
             f"accepted: the server stopped accepting")
    time.sleep(1)
    check_refusals(ctx, refused, "total cap")
    flood.release()
    poll(lambda: ctx.user(server, name="a new user once the attacker let go").open(), 10,
         lambda: f"a new user to load, join and click once the attacker let go (the server {server.state()})")
    ctx.survived(server, bystander, "the descriptor attack")


def session_flood(ctx):
    server = ctx.server("session-flood", ["--max-sessions", "2000"])
    bystander = ctx.user(server, name="the bystander").open()
    joined = 1     # sessions this scenario joined: the bystander so far

    def flood_with_victim(sources, per_source, label):
        """The flood, with the victim's GET / halfway; the victim joins and clicks afterwards.
        Returns the sessions the server held while the victim's was still unjoined."""
        half = per_source // 2
        first, first_time = flood_pages(server, sources, half)
        victim = ctx.user(server, name=f"the victim amid {label}").load()
        second, second_time = flood_pages(server, sources, per_source - half)
        live = server.health()["sessions"]["live"]
        print(f"  {label}: {describe(first + second)} in {first_time + second_time:.1f} s; "
              f"the server holds {live} sessions")
        victim.ws = victim.connect()
        victim.join(victim.ws)
        victim.click(victim.ws)
        return live

    live = flood_with_victim([ATTACKER], 3000, f"3,000 GET / from {ATTACKER}")
    # Held then: the joined ones, the victim's unjoined one, and the attacker's unjoined ones.
    ctx.note(live <= joined + 1 + UNJOINED_PER_CLIENT,
             f"after 3,000 GET / from {ATTACKER} the server holds {live} sessions: {ATTACKER} keeps more than "
             f"{UNJOINED_PER_CLIENT} unjoined sessions")
    joined += 1
    ctx.user(server, name="a new user after the flood").open()
    joined += 1
    sources = [f"127.0.0.{index}" for index in range(2, 102)]
    live = flood_with_victim(sources, 30, "3,000 GET / from 127.0.0.2-101")
    ctx.note(live <= joined + UNJOINED_TOTAL, f"after 3,000 GET / from 100 addresses the server holds {live} sessions: "
             f"more than {UNJOINED_TOTAL} unjoined")
    ctx.survived(server, bystander, "the session flood")


def disconnect_flood(ctx):
    server = ctx.server("disconnect-flood", ["--max-disconnected-sessions", str(MAX_DISCONNECTED)])
    bystander = ctx.user(server, name="the bystander").open()
    victim = ctx.user(server, name="the victim").open()
    victim.close()
    poll(lambda: server.health()["sessions"]["disconnected"] >= 1, 5,
         lambda: "the server to count the victim's session as disconnected")
    cycles, started = 300, time.monotonic()
    done = 0
    for index in range(cycles):
        if time.monotonic() - started > 40:
            break
        attacker = User(server, source=ATTACKER, name=f"the attacker's page {index + 1}").load()
        ws = attacker.connect()
        try:
            attacker.join(ws)
        finally:
            ws.close()
        done += 1
    time.sleep(0.5)
    counts = server.health()["sessions"]
    print(f"  {ATTACKER} joined and left {done} sessions in {time.monotonic() - started:.1f} s; "
          f"the server holds {counts['live']} sessions, {counts['disconnected']} without a page")
    expect(done >= 2 * MAX_DISCONNECTED, f"only {done} join-and-leave cycles in 40 s: too few to exceed the cap")
    victim.ws = victim.connect()
    victim.join(victim.ws)
    victim.click(victim.ws)
    expect(victim.count == 2, f"the victim's count is {victim.count}, not 2")
    ctx.note(counts["disconnected"] <= MAX_DISCONNECTED + 1,
             f"{counts['disconnected']} sessions without a page are kept; the cap is {MAX_DISCONNECTED}")
    ctx.survived(server, bystander, "the disconnect flood")


def stale_socket(ctx):
    server = ctx.server("stale-socket")
    bystander = ctx.user(server, name="the bystander").open()
    victim = ctx.user(server, name="the victim").load()
    first = victim.connect()
    victim.join(first)
    second = victim.connect()
    join = {"type": "join", "v": 3, "token": victim.token, "seq": victim.seq, "epoch": victim.epoch}
    second.send_json(join)
    received = second.recv()
    how = "its join"
    if received[0] == "text" and json.loads(received[1]).get("type") == "joined":
        # The server let socket 2 take over: a second join on it is out of order.
        second.send_json(join)
        received = second.recv()
        how = "a second join on it"
    expect(received[0] == "text", f"socket 2's {how} was answered {received} instead of an error")
    message = json.loads(received[1])
    expect(message.get("type") == "error" and message.get("code") == "out-of-order",
           f"socket 2's {how} was answered {message}, not the error out-of-order")
    _, ended = second.until_closed(3)
    expect(ended[0] == "close" and ended[1] == 1008, f"after refusing {how}, socket 2 ended with {ended}, not a close 1008")
    second.sock.close()
    third = victim.connect()
    victim.join(third)
    first.close()
    time.sleep(1.0)      # for the server to see socket 1 go
    victim.click(third)
    time.sleep(1.5)      # past a sweep of the session table
    victim.click(third)
    victim.ws = third
    counts = server.health()["sessions"]
    expect(counts["live"] >= 2, f"the server holds {counts['live']} sessions; the victim's and the bystander's should live")
    ctx.survived(server, bystander, "the stale-socket attack")
    victim.close()


def rebinding(ctx):
    server = ctx.server("rebinding")
    bystander = ctx.user(server, name="the bystander").open()
    before = server.health()["sessions"]["live"]
    for host in (f"{REBIND_HOST}:{server.port}", REBIND_HOST):
        reply = server.get("/", source=ATTACKER, host=host, what=f"GET / with Host {host}")
        expect(reply.status == 400, f"GET / with Host {host} answered {reply.status} {reply.reason}, not 400")
    after = server.health()["sessions"]["live"]
    expect(after == before, f"GET / with Host {REBIND_HOST} made sessions: /health went from {before} to {after}")
    host = f"{REBIND_HOST}:{server.port}"
    try:
        ws = WebSocket(server.port, ATTACKER, host=host, origin=f"http://{host}")
        ws.sock.close()
        status = ws.status_line
        upgraded = ws.status == 101
    except OSError as error:
        status, upgraded = f"connection failed ({error!r})", False
    expect(not upgraded, f"the /live upgrade with Host {host} and Origin http://{host} was accepted: {status}")
    ctx.user(server, host=f"{HOST}:{server.port}", name=f"a user at {HOST}:{server.port}").open().close()
    ctx.user(server, host=f"localhost:{server.port}", name=f"a user at localhost:{server.port}").open().close()
    ctx.survived(server, bystander, "the rebinding attack")


SCENARIOS = {
    "cookie": cookie,
    "descriptors-per-client": descriptors_per_client,
    "descriptors-total": descriptors_total,
    "session-flood": session_flood,
    "disconnect-flood": disconnect_flood,
    "stale-socket": stale_socket,
    "rebinding": rebinding,
}


def find_binary():
    found = sorted(glob.glob(".build/*/debug/workflow-web") + glob.glob(".build/*/release/workflow-web"),
                   key=os.path.getmtime)
    if not found:
        sys.exit("no workflow-web under .build: swift build --traits WebServer --product workflow-web")
    return found[-1]


def prepare_own_limits():
    """This process holds over a thousand sockets at once: raises its own open-file limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 8192 if hard == resource.RLIM_INFINITY else min(hard, 8192)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    if wanted < 1500:
        sys.exit(f"the open-file limit's hard maximum is {hard}; the descriptor attacks need about 1,500")


class ScenarioTimeout(Exception):
    pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="the built workflow-web (default: newest under .build)")
    parser.add_argument("--only", help="comma-separated subset of: " + ", ".join(SCENARIOS))
    parser.add_argument("--without-new-options", action="store_true",
                        help="start servers without " + ", ".join(NEW_OPTIONS) + " (for a binary without them)")
    args = parser.parse_args()
    chosen = args.only.split(",") if args.only else list(SCENARIOS)
    unknown = [name for name in chosen if name not in SCENARIOS]
    if unknown:
        parser.error(f"unknown scenario(s) {unknown}; choose from {list(SCENARIOS)}")
    binary = os.path.abspath(args.binary or find_binary())
    if not os.access(binary, os.X_OK):
        sys.exit(f"{binary} is not an executable")
    prepare_own_limits()
    for source in (ATTACKER, ATTACKER_2):
        try:
            with socket.socket() as s:
                s.bind((source, 0))
        except OSError as error:
            sys.exit(f"cannot use the loopback address {source} ({error}); the attacks need 127.0.0.0/8 on lo")
    if args.without_new_options:
        print("note: --without-new-options: the servers start without " + ", ".join(NEW_OPTIONS))

    def timed_out(number, frame):
        raise ScenarioTimeout(f"the scenario took longer than {SCENARIO_LIMIT} s")

    def terminated(number, frame):
        raise SystemExit(128 + number)
    signal.signal(signal.SIGALRM, timed_out)
    signal.signal(signal.SIGTERM, terminated)

    passed = failed = 0
    for name in chosen:
        folder = tempfile.mkdtemp(prefix=f"wf-attack-{name}-")
        ctx = Context(binary, folder, args.without_new_options)
        started = time.monotonic()
        try:
            signal.alarm(SCENARIO_LIMIT)
            try:
                SCENARIOS[name](ctx)
            finally:
                signal.alarm(0)
            print(f"PASS {name} ({time.monotonic() - started:.1f} s)")
            passed += 1
        except Exception as error:
            failed += 1
            print(f"FAIL {name} ({time.monotonic() - started:.1f} s): {error}")
            if not isinstance(error, (Failure, ScenarioTimeout)):
                traceback.print_exc()
            if ctx.problems and str(error) != "\n".join(ctx.problems):
                print("  found before that:\n  " + "\n  ".join(ctx.problems))
            for server in ctx.servers:
                print(f"--- {server.name}.log (the server {server.state()})\n{server.tail(1500)}")
        finally:
            signal.alarm(0)
            # Held until the servers are stopped: a SIGTERM or Ctrl-C now would leave them running.
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT})
            try:
                ctx.cleanup()
                shutil.rmtree(folder, ignore_errors=True)
            finally:
                signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
