"""A real Understudy service for the protocol suite: `bun core/main.ts` on free ports and a temporary
DATA_DIR, as tests/support/service-process.ts starts it, shared by every test module of a run."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from typing import Any, Optional

from support import ROOT

# Leases short enough that the suite can watch one lapse (a dropped completion, a lost lease), long
# enough that heartbeats every second keep every other lease alive on a loaded machine.
LEASE_SECONDS = 4


def find_bun() -> Optional[str]:
    local = os.path.join(ROOT, "node_modules", ".bin", "bun")
    return shutil.which("bun") or (local if os.path.exists(local) else None)


def free_ports(count: int) -> list[int]:
    # Every socket stays bound until all are chosen: the kernel may hand a released port out again.
    sockets = [socket.socket() for _ in range(count)]
    for one in sockets:
        one.bind(("127.0.0.1", 0))
    ports = [one.getsockname()[1] for one in sockets]
    for one in sockets:
        one.close()
    return ports


class Service:
    def __init__(self, bun: str) -> None:
        self.data_dir = tempfile.mkdtemp(prefix="understudy-py-sdk-")
        self.tasks_file = ""
        self.log_path = os.path.join(self.data_dir, "service.log")
        port, mock_port = free_ports(2)
        self.url = f"http://127.0.0.1:{port}"
        env = {**os.environ, "PORT": str(port), "MOCK_PORT": str(mock_port), "HOST": "127.0.0.1", "DATA_DIR": os.path.join(self.data_dir, "data"),
               "REAP_INTERVAL_MS": "200", "LOG_LEVEL": "warn", "EVAL_LEASE_SECONDS": str(LEASE_SECONDS)}
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen([bun, "core/main.ts"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        self._wait_for_health()
        with open(os.path.join(env["DATA_DIR"], "first-api-key.txt"), encoding="utf-8") as key:
            self.key = key.read().strip()

    def output(self) -> str:
        with open(self.log_path, encoding="utf-8", errors="replace") as log:
            return log.read()

    def _wait_for_health(self) -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"The service exited before it answered. Output:\n{self.output()}")
            try:
                with urllib.request.urlopen(f"{self.url}/health", timeout=2) as answer:
                    if answer.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"The service did not start within 30 s. Output:\n{self.output()}")

    def api(self, method: str, path: str, body: object = None, key: Optional[str] = None) -> Any:
        """One control-plane call with the first key; raises on anything but 2xx."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"{self.url}{path}", data=data, method=method,
                                         headers={"authorization": f"Bearer {key or self.key}", "content-type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as answer:
            text = answer.read().decode()
        return json.loads(text) if text else {}

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.data_dir, ignore_errors=True)


def load_dataset(folder: str, bun: str) -> Any:
    """The dataset folder as PUT /api/v1/datasets/{slug} takes it. Its tasks are YAML, and the suite
    needs nothing but the standard library, so the service's own loader reads them."""
    script = ("import { loadDatasetFolder } from './core/evals/load-dataset-folder.ts';"
              f"console.log(JSON.stringify(loadDatasetFolder({json.dumps(folder)})));")
    done = subprocess.run([bun, "-e", script], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


_shared: Optional[Service] = None


def shared_service() -> Service:
    """One service for the whole run, started on first use, with crm-basics uploaded."""
    global _shared
    if _shared is None:
        if os.environ.get("UNDERSTUDY_SDK_UNIT_ONLY"):
            raise RuntimeError("UNDERSTUDY_SDK_UNIT_ONLY is set: the protocol suite is skipped")
        bun = find_bun()
        if bun is None:
            raise RuntimeError("bun is not installed: the protocol suite needs the service")
        _shared = Service(bun)
        atexit.register(_shared.close)
        service = _shared

        def terminated(*_: object) -> None:
            # A suite killed from outside (a timed-out `npm test`) stops its service too; unittest
            # would record an exception raised here as one test's error and go on.
            service.close()
            os._exit(143)

        signal.signal(signal.SIGTERM, terminated)
        folder = load_dataset(os.path.join(ROOT, "examples", "datasets", "crm-basics"), bun)
        _shared.api("PUT", f"/api/v1/datasets/{folder['slug']}", folder["body"])
        # The scripted agent's scripts, for agents run in this process (the CLI's read them from the service).
        _shared.tasks_file = os.path.join(_shared.data_dir, "crm-basics.json")
        with open(_shared.tasks_file, "w", encoding="utf-8") as file:
            json.dump(folder["body"], file)
    return _shared
