"""A proxy between the SDK and the real service that records every request and injects faults, so
the Node SDK's fault tests (5xx, dropped connections, 401, 403, 429, failing completions) run
against the real protocol: what is not injected is the service's own answer."""

from __future__ import annotations

import json
import re
import threading
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Optional, Union

# A fault: an HTTP status answered {"error": "injected"}, "drop" (the connection closes unanswered),
# or (status, headers).
Fault = Union[int, str, tuple[int, dict[str, str]]]


@dataclass
class Recorded:
    operation: str
    method: str
    path: str
    body: Any
    auth: Optional[str]
    status: int = 0
    answer: Any = None

    @property
    def task_result_id(self) -> Optional[str]:
        match = re.search(r"/tasks/([^/]+)/", self.path)
        return match[1] if match else None


def operation_of(method: str, path: str) -> str:
    match = re.search(r"/(lease|complete|heartbeat|cancel)$", path)
    if match:
        return match[1]
    if method == "POST" and path == "/api/v1/evals":
        return "trigger"
    return "run" if method == "GET" and re.fullmatch(r"/api/v1/evals/[^/]+", path) else "other"


@dataclass
class ProxyState:
    faults: dict[str, list[Fault]] = field(default_factory=dict)
    requests: list[Recorded] = field(default_factory=list)
    # Heartbeats of these leases are answered here and never reach the service: their leases lapse.
    swallowed: set[str] = field(default_factory=set)
    # Leases handed out say to beat this often (the service accepts beats sooner than it needs them).
    heartbeat_interval_ms: Optional[int] = None
    # Laid over a finished run's view, as a service that answered otherwise would.
    finished_run: dict[str, Any] = field(default_factory=dict)
    dropped_keys: list[str] = field(default_factory=list)
    # What an empty lease answers as `drained`, whatever the service says (a run whose last task another
    # worker holds, at the moment it finishes).
    drained_answer: Optional[bool] = None


class FaultProxy:
    def __init__(self, upstream: str) -> None:
        self.upstream = upstream
        self.state = ProxyState()
        self.lock = threading.Lock()
        self.server = _QuietServer(("127.0.0.1", 0), _handler(self))
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def reset(self) -> None:
        with self.lock:
            self.state = ProxyState()

    def inject(self, operation: str, *faults: Fault) -> None:
        with self.lock:
            self.state.faults.setdefault(operation, []).extend(faults)

    def of(self, operation: str) -> list[Recorded]:
        with self.lock:
            return [r for r in self.state.requests if r.operation == operation]

    def count(self, operation: str) -> int:
        return len(self.of(operation))

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that went away mid-answer (a killed CLI) is no failure of the suite


def _handler(proxy: FaultProxy) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet: the suite's output is its verdicts
            pass

        def _serve(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            raw = self.rfile.read(length) if length else b""
            body = json.loads(raw) if raw else None
            operation = operation_of(self.command, self.path)
            record = Recorded(operation, self.command, self.path, body, self.headers.get("authorization"))
            with proxy.lock:
                state = proxy.state
                state.requests.append(record)
                queue = state.faults.get(operation) or []
                fault = queue.pop(0) if queue else None
                swallow = operation == "heartbeat" and isinstance(body, dict) and body.get("leaseId") in state.swallowed
            if fault == "drop":
                self.close_connection = True
                return
            if isinstance(fault, int):
                return self._send(record, fault, {"error": "injected"})
            if isinstance(fault, tuple):
                return self._send(record, fault[0], {"error": "injected"}, fault[1])
            if swallow:
                return self._send(record, 200, {"leaseExpiresAt": "swallowed"})
            status, answer = self._forward(raw)
            self._send(record, status, self._adjust(operation, status, answer))

        def _forward(self, raw: bytes) -> tuple[int, Any]:
            headers = {name: value for name, value in self.headers.items() if name.lower() in ("authorization", "content-type")}
            request = urllib.request.Request(f"{proxy.upstream}{self.path}", data=raw or None, method=self.command, headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=60) as answer:
                    status, text = answer.status, answer.read().decode()
            except urllib.error.HTTPError as error:
                status, text = error.code, error.read().decode()
            try:
                return status, json.loads(text) if text else None
            except ValueError:
                return status, text

        def _adjust(self, operation: str, status: int, answer: Any) -> Any:
            if not isinstance(answer, dict):
                return answer
            with proxy.lock:
                state = proxy.state
                if operation == "lease" and status == 200 and answer.get("lease") and state.heartbeat_interval_ms:
                    answer["lease"]["heartbeatIntervalMs"] = state.heartbeat_interval_ms
                if operation == "lease" and status == 200 and answer.get("task") is None and state.drained_answer is not None:
                    answer["drained"] = state.drained_answer
                if operation == "run" and status == 200 and answer.get("status") != "running":
                    answer.update(state.finished_run)
                    for key in state.dropped_keys:
                        answer.pop(key, None)
            return answer

        def _send(self, record: Recorded, status: int, answer: Any, headers: Optional[dict[str, str]] = None) -> None:
            record.status, record.answer = status, answer
            data = json.dumps(answer).encode() if answer is not None else b""
            self.send_response(status)
            for name, value in {"content-type": "application/json", **(headers or {})}.items():
                self.send_header(name, value)
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        do_GET = do_POST = do_PUT = do_DELETE = _serve

    return Handler
