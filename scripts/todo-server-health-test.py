#!/usr/bin/env python3
"""todo-server on PostgreSQL when the database goes away and comes back (loopback only):
the team board's /health (on the operations port) says `degraded` and names the problem
within 10 s of PostgreSQL stopping, and `ok` again once it is back (the topic bus's listener
and presence reconnect by themselves). The user's own list, /todo/health, has no such checks.

    python3 scripts/todo-server-health-test.py --binary .build/debug/todo-server

Bounded: every wait has a deadline, and the server and the throwaway cluster are stopped
whatever happens.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile, time, urllib.request

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import weblab  # noqa: E402


def health(port, app):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/{app}/health", timeout=2) as response:
            return json.loads(response.read())
    except OSError:
        return None


def wait_for(port, status, within):
    """Polls the team board's /health until its status is `status`; returns it and the time."""
    start = time.monotonic()
    while time.monotonic() - start < within:
        report = health(port, "team")
        if report and report["status"] == status:
            return report, time.monotonic() - start
        time.sleep(0.1)
    raise weblab.Failure(f"/team/health did not say {status} within {within} s: {health(port, 'team')}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="wf-health-")
    postgres = server = None
    try:
        postgres = weblab.Postgres(folder)
        port, operations = weblab.free_port(), weblab.free_port()
        log = open(os.path.join(folder, "server.log"), "w+")
        server = subprocess.Popen([options.binary, "--port", str(port), "--operations-port", str(operations),
                                   "--database", postgres.url], stdout=log, stderr=subprocess.STDOUT)
        report, _ = wait_for(operations, "ok", 30)
        weblab.expect(set(report["checks"]) == {"topics", "presence"}, f"checks: {report}")
        todo = health(operations, "todo")
        weblab.expect("checks" not in todo, f"/todo/health has no checks: {todo}")
        print(f"  up: {json.dumps(report['checks'])}")

        postgres.stop()
        report, seconds = wait_for(operations, "degraded", 10)
        problems = {name: check.get("problem") for name, check in report["checks"].items() if not check["healthy"]}
        print(f"  PostgreSQL stopped: degraded after {seconds:.1f} s: {problems}")
        weblab.expect(all("PostgreSQL" in problem for problem in problems.values()), f"each problem names PostgreSQL: {problems}")

        weblab.Postgres.as_postgres([f"{weblab.POSTGRES_BIN}/pg_ctl", "-D", postgres.data, "-l",
                                     os.path.join(postgres.data, "log"), "-w", "-o",
                                     f"-k {postgres.data} -h 127.0.0.1 -p {postgres.port}", "start"])
        report, seconds = wait_for(operations, "ok", 30)
        print(f"  PostgreSQL back: ok after {seconds:.1f} s")
        print("PASS health")
        return 0
    except weblab.Failure as failure:
        print(f"FAIL health: {failure}")
        if server:
            log.seek(0)
            print(log.read()[-2000:])
        return 1
    finally:
        if server:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        if postgres:
            postgres.stop()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
