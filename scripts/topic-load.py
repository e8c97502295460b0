#!/usr/bin/env python3
"""Many users, one app: sessions on two nodes subscribed to one topic, one publish every
100 ms, every message timed from the publisher's click to each page's patch, none missed.

    python3 scripts/topic-load.py BIN_DIR [--sessions 1000] [--duration 30] [--interval 0.1]
                                  [--sessions-in-memory] [--timeout SECONDS] [--keep-logs]

BIN_DIR holds the built `workflow-web` and `workflow-web-load` (copied before the run, so that
a rebuild cannot replace them). Starts a throwaway PostgreSQL 15 cluster and two
`workflow-web --bench topic --store postgres://…` nodes sharing it (their topic bus is
PostgreSQL's LISTEN/NOTIFY), waits until both nodes' buses listen, then runs
`workflow-web-load --ports NODE1,NODE2 --sessions N --broadcast-every INTERVAL --duration D`:
the sessions are spread over the nodes in turn, session 0 (on node 1) clicks Publish every
INTERVAL seconds, and every session must show every message. Prints the tool's report (its
"client publish→patch" line is the figure), the load average before and after, and the CPU
time the nodes, PostgreSQL and the tool spent. `--sessions-in-memory` runs the nodes with
`--topics postgres://…` instead of `--store`: the same bus, but sessions kept in memory only
(no session writes), to see what the session store costs.

Everything listens on 127.0.0.1 only and is stopped at the end whatever happened; the whole run
is bounded by --timeout (default: 120 s for joining + the duration + 90 s). Needs PostgreSQL 15
(Debian's postgresql), websocket-client (pip; scripts/weblab.py imports browser-tests.py), and
root (the cluster runs as `postgres`). Exits with the tool's status (non-zero if any message
was missed or any check failed), or 1 if the harness failed.
"""
import argparse, glob, os, resource, shutil, signal, subprocess, sys, tempfile, time, traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True   # no scripts/__pycache__ in the work tree
import weblab   # noqa: E402  (Node, Postgres, shared with failover-test.py and chaos-test.py)
from weblab import Node, Postgres, poll   # noqa: E402

# What TopicBenchServer prints once its PostgreSQL bus listens (Samples/WebDemo/TopicBenchServer.swift).
LISTENING_LINE = "The topic bus is listening"
TICKS = os.sysconf("SC_CLK_TCK")


class HardTimeout(Exception):
    pass


def on_alarm(signum, frame):
    raise HardTimeout("the run took longer than --timeout")


def on_term(signum, frame):
    raise SystemExit(f"stopped by signal {signum}")


def cpu_seconds(pid):
    """User + system CPU seconds of process `pid` so far (from /proc/PID/stat), or None."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS
    except (OSError, IndexError, ValueError):
        return None


def postgres_pids(data):
    """The cluster's postmaster (from postmaster.pid) and its children."""
    try:
        with open(os.path.join(data, "postmaster.pid")) as file:
            postmaster = int(file.readline())
    except (OSError, ValueError):
        return []
    pids = [postmaster]
    for stat in glob.glob("/proc/[0-9]*/stat"):
        try:
            with open(stat) as file:
                if int(file.read().rsplit(")", 1)[1].split()[1]) == postmaster:
                    pids.append(int(stat.split("/")[2]))
        except (OSError, IndexError, ValueError):
            pass
    return pids


def resident_mib(pid):
    try:
        with open(f"/proc/{pid}/status") as file:
            for line in file:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return None


def loadavg():
    with open("/proc/loadavg") as file:
        return file.read().strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bin_dir", help="the folder holding workflow-web and workflow-web-load")
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--duration", type=float, default=30.0, help="seconds of publishing")
    parser.add_argument("--interval", type=float, default=0.1, help="seconds between publishes")
    parser.add_argument("--sessions-in-memory", action="store_true",
                        help="the nodes keep sessions in memory (the bus is still PostgreSQL's)")
    parser.add_argument("--timeout", type=float, help="hard limit on the whole run, in seconds")
    parser.add_argument("--keep-logs", action="store_true", help="keep the nodes' logs even when the run passed")
    args = parser.parse_args()
    if not 1 <= args.sessions <= 20000 or not 0 < args.duration <= 3600:
        sys.exit("--sessions must be 1 to 20,000 and --duration 0 to 3,600 s")
    if not os.path.exists(f"{weblab.POSTGRES_BIN}/initdb"):
        sys.exit("needs PostgreSQL 15: apt-get install -y postgresql")
    timeout = args.timeout or 120 + args.duration + 90
    signal.signal(signal.SIGALRM, on_alarm)
    signal.signal(signal.SIGTERM, on_term)
    signal.alarm(int(timeout))
    # Each session holds a socket in the tool and one in its node.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = max(soft, 2 * args.sessions + 1024)
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))

    folder = tempfile.mkdtemp(prefix="wf-topic-load-")
    os.chmod(folder, 0o755)
    postgres, nodes, status, harness_failed = None, [], 1, False
    try:
        binaries = {}
        for name in ("workflow-web", "workflow-web-load"):
            binaries[name] = os.path.join(folder, name)
            shutil.copy2(os.path.join(args.bin_dir, name), binaries[name])
        postgres = Postgres(os.path.join(folder, "postgres"))
        server_arguments = ["--bench", "topic", "--max-sessions", str(max(10000, args.sessions))]
        store = postgres.url
        if args.sessions_in_memory:
            store, server_arguments = None, server_arguments + ["--topics", postgres.url]
        nodes = [Node(binaries["workflow-web"], weblab.free_port(), store, folder, f"node-{n}", server_arguments)
                 for n in (1, 2)]
        for node in nodes:
            node.start()
        for node in nodes:
            poll(lambda: LISTENING_LINE in node.tail(100_000), 30, lambda: f"{node.name}'s topic bus to listen\n{node.tail()}")
        command = [binaries["workflow-web-load"], "--ports", ",".join(str(node.port) for node in nodes),
                   "--sessions", str(args.sessions), "--broadcast-every", f"{args.interval:g}",
                   "--duration", f"{args.duration:g}"]
        print(f"{args.sessions} sessions on two nodes (:{nodes[0].port}, :{nodes[1].port}) sharing PostgreSQL "
              f"(:{postgres.port}) for their topic bus and "
              + ("nothing else (sessions in memory)" if args.sessions_in_memory else "their sessions")
              + f"; one publish every {args.interval * 1000:g} ms for {args.duration:g} s", flush=True)
        print("$ workflow-web-load " + " ".join(command[1:]), flush=True)
        print(f"load average before: {loadavg()}", flush=True)
        pg_pids = postgres_pids(postgres.data)
        before = {"node-1": cpu_seconds(nodes[0].process.pid), "node-2": cpu_seconds(nodes[1].process.pid),
                  "postgres": sum(filter(None, map(cpu_seconds, pg_pids)))}
        children_before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        status = subprocess.run(command, timeout=max(10, timeout - 30)).returncode
        elapsed = time.monotonic() - started
        children_after = resource.getrusage(resource.RUSAGE_CHILDREN)
        print(f"load average after: {loadavg()}", flush=True)
        pg_pids = set(pg_pids) | set(postgres_pids(postgres.data))
        spent = {"node-1": cpu_seconds(nodes[0].process.pid), "node-2": cpu_seconds(nodes[1].process.pid),
                 "postgres": sum(filter(None, map(cpu_seconds, pg_pids)))}
        tool = (children_after.ru_utime + children_after.ru_stime) - (children_before.ru_utime + children_before.ru_stime)
        parts = [f"{name} {spent[name] - before[name]:.1f} s" for name in spent
                 if spent[name] is not None and before[name] is not None]
        print(f"CPU over the tool's {elapsed:.1f} s: " + ", ".join(parts + [f"tool {tool:.1f} s"])
              + " (postgres: the cluster's processes alive at the end)", flush=True)
        print("RSS at the end: " + ", ".join(f"{node.name} {resident_mib(node.process.pid) or 0:.1f} MiB" for node in nodes),
              flush=True)
        for node in nodes:
            if not node.is_running():
                print(f"FAILED: {node.name} exited during the run ({node.process.poll()})\n{node.tail()}")
                harness_failed = True
    except (Exception, HardTimeout, SystemExit) as error:
        harness_failed = True
        print(f"FAILED: {type(error).__name__}: {error}", flush=True)
        if not isinstance(error, (weblab.Failure, HardTimeout, SystemExit)):
            traceback.print_exc()
    finally:
        signal.alarm(0)
        for node in nodes:
            node.stop()
        if postgres:
            postgres.stop()
        if harness_failed or status != 0 or args.keep_logs:
            print(f"logs kept in {folder}")
            shutil.rmtree(os.path.join(folder, "postgres"), ignore_errors=True)
            for name in ("workflow-web", "workflow-web-load"):
                if os.path.exists(os.path.join(folder, name)):
                    os.remove(os.path.join(folder, name))
        else:
            shutil.rmtree(folder, ignore_errors=True)
    sys.exit(1 if harness_failed else status)


if __name__ == "__main__":
    main()
