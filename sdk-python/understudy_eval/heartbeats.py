"""Heartbeats for every lease a worker holds, each from its own background thread.

The agent's thread only starts and stops them, so a busy agent cannot starve them (a pure-Python
loop gives the interpreter up every few milliseconds; a C extension that holds the GIL for a whole
lease can still starve them: see the README's limits).

Everything is keyed by lease, never by task: a task whose lease expired is leased again (same
taskResultId, new leaseId), maybe by this very worker, and the old lease's 409 must reach only the
run of the task that held it.
"""

from __future__ import annotations

import threading
import urllib.parse
from dataclasses import dataclass, field
from typing import Callable, Optional

from .http_client import ApiClient, NetworkError

Lost = Callable[[int], None]
# A beat that failed: (taskResultId, status for an HTTP answer, message for a network error).
BeatFailure = Callable[[str, Optional[int], Optional[str]], None]


@dataclass
class _Held:
    task_result_id: str
    on_lost: Lost
    stopped: threading.Event = field(default_factory=threading.Event)


class Heartbeats:
    def __init__(self, api: ApiClient, on_failure: BeatFailure) -> None:
        self._api = api
        self._on_failure = on_failure
        self._held: dict[str, _Held] = {}
        self._lock = threading.Lock()

    def start(self, run_id: str, task_result_id: str, lease_id: str, interval_ms: float, on_lost: Lost) -> None:
        self.stop(lease_id)
        held = _Held(task_result_id, on_lost)
        with self._lock:
            self._held[lease_id] = held
        path = f"/api/v1/evals/{_quote(run_id)}/tasks/{_quote(task_result_id)}/heartbeat"
        beat = threading.Thread(target=self._beat, args=(lease_id, path, interval_ms / 1000, held), daemon=True, name=f"understudy-heartbeat-{lease_id}")
        beat.start()

    def stop(self, lease_id: str) -> None:
        with self._lock:
            held = self._held.pop(lease_id, None)
        if held:
            held.stopped.set()

    def close(self) -> None:
        with self._lock:
            held, self._held = list(self._held.values()), {}
        for one in held:
            one.stopped.set()

    def _beat(self, lease_id: str, path: str, interval_s: float, held: _Held) -> None:
        # The first beat is one interval after the lease, as Node's setInterval; a slow beat delays
        # the next rather than piling up, and the lease outlives several intervals.
        while not held.stopped.wait(interval_s):
            status: Optional[int] = None
            message: Optional[str] = None
            try:
                status = self._api.send("POST", path, {"leaseId": lease_id}, timeout_s=max(5.0, interval_s)).status
            except NetworkError as error:
                message = str(error)
            if held.stopped.is_set():
                return  # stopped while the beat was on its way: it concerns nobody now
            if status in (409, 404):
                self.stop(lease_id)
                held.on_lost(status)
                return
            if status is None or not 200 <= status < 300:
                # A missed beat is retried at the next tick.
                self._on_failure(held.task_result_id, status, message)


def _quote(segment: str) -> str:
    return urllib.parse.quote(segment, safe="")
