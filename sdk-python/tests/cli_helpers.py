"""Runs the real CLI (`python -m understudy_eval`) as a child process, with an environment free of
the caller's GITHUB_* and UNDERSTUDY_* variables (a CI runner's $GITHUB_OUTPUT must not get test lines)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import unittest
from dataclasses import dataclass
from typing import Mapping, Optional

from harness import DATASET, ServiceTest, unique_commit, until
from support import ROOT, SDK

QUICK_AGENT = '''
def run_agent(task):
    if not task["ticket"]:
        raise RuntimeError("no ticket")
'''

# Logs "agent: started <taskId>" and answers once the file named by $RELEASE exists, logging
# "agent: aborted" if its signal aborts meanwhile.
WAITING_AGENT = '''
import os, sys, time

def run_agent(task, context):
    print("agent: started " + task["taskId"], file=sys.stderr, flush=True)
    context.signal.add_listener(lambda reason: print("agent: aborted", file=sys.stderr, flush=True))
    while not os.path.exists(os.environ["RELEASE"]):
        time.sleep(0.01)
    return "answer to " + task["ticket"]
'''

SCRIPTED_AGENT = os.path.join(ROOT, "examples", "agents", "scripted_agent.py")


def scratch(test: unittest.TestCase) -> str:
    """A temporary folder, removed when the test ends, with the quick and waiting agents in it."""
    folder = tempfile.mkdtemp(prefix="understudy-cli-")
    test.addCleanup(lambda: subprocess.run(["rm", "-rf", folder], check=False))
    for name, source in [("quick_agent.py", QUICK_AGENT), ("waiting_agent.py", WAITING_AGENT)]:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
            file.write(source)
    return folder


@dataclass
class Result:
    code: int
    out: str
    err: str


class Cli:
    """A started CLI; `err` and `out` grow as it writes."""

    def __init__(self, args: list[str], env: Mapping[str, str], key: str) -> None:
        clean = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "UNDERSTUDY_"))}
        path = os.pathsep.join([SDK, clean.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        self.child = subprocess.Popen([sys.executable, "-m", "understudy_eval", *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      env={**clean, "PYTHONPATH": path, "UNDERSTUDY_API_KEY": key, **env})
        self.out = self.err = ""
        self._readers = [threading.Thread(target=self._read, args=(name,), daemon=True) for name in ("out", "err")]
        for reader in self._readers:
            reader.start()

    def _read(self, name: str) -> None:
        stream = self.child.stdout if name == "out" else self.child.stderr
        assert stream is not None
        for line in iter(stream.readline, b""):
            setattr(self, name, getattr(self, name) + line.decode("utf-8", "replace"))

    def seen(self, text: str) -> None:
        until(lambda: text in self.err, f'"{text}" on the CLI\'s stderr:\n{self.err}')

    def exited(self, timeout_s: float = 120) -> Result:
        """The CLI's exit within a bound: a CLI that hangs fails the test instead of stalling it."""
        try:
            code = self.child.wait(timeout_s)
        except subprocess.TimeoutExpired:
            self.child.kill()
            raise AssertionError(f"the CLI did not exit:\n{self.err}")
        self._close()
        return Result(code, self.out, self.err)

    def kill(self) -> None:
        if self.child.poll() is None:
            self.child.kill()
            self.child.wait()
        self._close()

    def _close(self) -> None:
        for reader in self._readers:
            reader.join(10)
        for stream in (self.child.stdout, self.child.stderr):
            if stream is not None:
                stream.close()


def run_args(url: str, agent: str, extra: Optional[list[str]] = None, model: str = "m", commit: Optional[str] = None) -> list[str]:
    return ["run", "--dataset", DATASET, "--agent", agent, "--model", model, "--commit", commit or unique_commit(), "--base-url", url, *(extra or [])]


class CliTest(ServiceTest):
    """A service test that runs the CLI against the service, through the proxy."""

    def setUp(self) -> None:
        super().setUp()
        self.dir = scratch(self)
        self.quick = os.path.join(self.dir, "quick_agent.py")
        self.waiting = os.path.join(self.dir, "waiting_agent.py")

    def start_cli(self, args: list[str], env: Optional[Mapping[str, str]] = None) -> Cli:
        cli = Cli(args, env or {}, self.service.key)
        self.addCleanup(cli.kill)
        return cli

    def cli(self, args: list[str], env: Optional[Mapping[str, str]] = None) -> Result:
        return self.start_cli(args, env).exited()

    def run_of(self, err: str) -> str:
        """The run the CLI named on its first line."""
        import re

        match = re.search(r"run (run_[A-Za-z0-9_-]+)", err)
        assert match, f"the CLI named its run:\n{err}"
        self._runs.append(match[1])
        return match[1]
