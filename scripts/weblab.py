"""Pieces shared by scripts/failover-test.py and scripts/chaos-test.py: a workflow-web node, a
throwaway PostgreSQL cluster and nginx in front of the nodes, all on 127.0.0.1.

    import weblab   # with scripts/ on sys.path

The polling helpers (`poll`, `free_port`, `stop`, `Failure`, `expect`) are browser-tests.py's,
so that a failure raised here is the same `Failure` the browser scripts report without a
traceback. Needs websocket-client (pip), which browser-tests.py imports.
"""
import importlib.util, json, os, pwd, signal, subprocess, time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("browser_tests", os.path.join(HERE, "browser-tests.py"))
bt = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bt)
Failure, expect, free_port, poll, stop = bt.Failure, bt.expect, bt.free_port, bt.poll, bt.stop

POSTGRES_BIN = "/usr/lib/postgresql/15/bin"


class Node:
    """One workflow-web process; `arguments` are passed after `--port` and `--store`
    (`["--bench", "counter"]`; no `--store` when `store` is None). Its log, `LOGS/NAME.log`, is
    appended to across restarts."""

    def __init__(self, binary, port, store, logs, name, arguments=()):
        self.binary, self.port, self.store, self.name = binary, port, store, name
        self.arguments = list(arguments)
        self.log = open(os.path.join(logs, f"{name}.log"), "a+")
        self.process = None

    def start(self):
        store = ["--store", self.store] if self.store else []
        self.process = subprocess.Popen([self.binary, "--port", str(self.port)] + store + self.arguments,
                                        stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        poll(lambda: urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=2).status == 200, 30,
             lambda: f"{self.name} on port {self.port} (exited: {self.process.poll()})\n{self.tail()}")

    def kill(self, sig=signal.SIGKILL):
        os.killpg(self.process.pid, sig)
        return self.process.wait(15)

    def is_running(self):
        return self.process is not None and self.process.poll() is None

    def stop(self):
        if self.process:
            stop(self.process)

    def mark(self, text):
        """Writes a line of the test's own into the node's log (between the server's lines)."""
        self.log.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S%z')} ==== {text}\n")
        self.log.flush()

    def health(self):
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=2) as response:
            return json.load(response)

    def live_sessions(self):
        return self.health()["sessions"]["live"]

    def wait_until_stored(self):
        """Polls /health until the node's store has nothing waiting: every session saved so far
        is written (the writer gathers saves for 100 ms by default)."""
        poll(lambda: self.health()["store"]["waiting"] == 0, 20, lambda: f"{self.name}'s store to write every session\n{self.tail()}")

    def tail(self, characters=1500):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-characters:]


class Postgres:
    """A throwaway PostgreSQL cluster on a loopback port, run as the `postgres` user."""

    def __init__(self, folder):
        self.port = free_port()
        self.data = os.path.join(folder, "pgdata")
        os.makedirs(self.data)
        user = pwd.getpwnam("postgres")
        os.chown(folder, user.pw_uid, user.pw_gid)
        os.chown(self.data, user.pw_uid, user.pw_gid)
        self.as_postgres([f"{POSTGRES_BIN}/initdb", "-D", self.data, "-A", "trust", "-U", "postgres"])
        self.as_postgres([f"{POSTGRES_BIN}/pg_ctl", "-D", self.data, "-l", os.path.join(self.data, "log"), "-w",
                          "-o", f"-k {self.data} -h 127.0.0.1 -p {self.port}", "start"])
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/postgres"

    @staticmethod
    def as_postgres(command):
        subprocess.run(["runuser", "-u", "postgres", "--"] + command, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def stop(self):
        try:
            self.as_postgres([f"{POSTGRES_BIN}/pg_ctl", "-D", self.data, "-m", "immediate", "stop"])
        except subprocess.CalledProcessError:
            pass


class Nginx:
    """nginx in front of the nodes: WebSockets proxied, sessions sticky by the browser cookie,
    and a node that refuses connections skipped for the next. `peer` is each node's options:
    by default a node that failed once is not tried again for 30 s; `max_fails=0` tries the
    node of the cookie first every time (nginx counts a node as failed until a request
    through it ends, and a WebSocket ends late: with nodes killed often, both can be "failed"
    at once and nginx answers 502 "no live upstreams").

    The nodes see `Host: 127.0.0.1:PORT` (nginx's own address, which is what the clients use):
    a loopback name, which the server accepts as a host, and the origin the WebSocket's
    `Origin` header must match. The access log names the node each request went to."""

    def __init__(self, folder, ports, peer="max_fails=1 fail_timeout=30s", socket_port=None):
        self.port = free_port()
        self.folder = folder
        servers = "\n".join(f"        server 127.0.0.1:{port} {peer};" for port in ports)
        # `socket_port`: every page's WebSocket goes to that node, whatever the cookie (a
        # balancer that is not sticky, or whose first request had no cookie yet).
        socket_location = f"""
        location = /live {{
            proxy_pass http://127.0.0.1:{socket_port};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_set_header Host 127.0.0.1:{self.port};
            proxy_read_timeout 1h;
        }}""" if socket_port else ""
        config = f"""
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log;
events {{ worker_connections 1024; }}
http {{
    log_format upstream '$time_iso8601 "$request" $status node=$upstream_addr cookie=$cookie_wf_browser time=$request_time';
    access_log {folder}/access.log upstream;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    upstream workflow {{
        hash $cookie_wf_browser consistent;
{servers}
    }}
    server {{
        listen 127.0.0.1:{self.port};{socket_location}
        location / {{
            proxy_pass http://workflow;
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_set_header Host 127.0.0.1:{self.port};
            proxy_next_upstream error timeout;
            proxy_connect_timeout 2s;
            proxy_read_timeout 1h;
        }}
    }}
}}
"""
        self.config = os.path.join(folder, "nginx.conf")
        with open(self.config, "w") as file:
            file.write(config)
        self.process = subprocess.Popen(["nginx", "-p", folder, "-c", self.config, "-g", "daemon off;"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)

    def stop(self):
        stop(self.process)
