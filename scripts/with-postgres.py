#!/usr/bin/env python3
"""Runs a command with a throwaway PostgreSQL 15 cluster on a loopback port, whose address it
is given in the environment variable WORKFLOW_TEST_POSTGRES_URL; the cluster is stopped and
removed afterwards, whatever happened. Exits with the command's status.

    python3 scripts/with-postgres.py -- swift test --filter PostgresTopicTests

Needs Debian's postgresql (15) and root (the cluster runs as `postgres`).
"""
import os, subprocess, sys, tempfile, shutil

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import weblab  # noqa: E402

if "--" not in sys.argv:
    sys.exit(__doc__)
command = sys.argv[sys.argv.index("--") + 1:]
folder = tempfile.mkdtemp(prefix="wf-pg-")
postgres = None
try:
    postgres = weblab.Postgres(folder)
    environment = dict(os.environ, WORKFLOW_TEST_POSTGRES_URL=postgres.url)
    status = subprocess.call(command, env=environment)
finally:
    if postgres:
        postgres.stop()
    shutil.rmtree(folder, ignore_errors=True)
sys.exit(status)
