"""The protocol suite's fixtures: the shared real service, a fault proxy in front of it, and helpers
to trigger runs, build workers and wait for conditions (never for stretches of time)."""

from __future__ import annotations

import itertools
import threading
import time
import unittest
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable, Optional

import support  # noqa: F401
from fault_proxy import FaultProxy
from service import Service, shared_service
from understudy_eval import Connection, EvalWorker, RunView, TriggerAnswer, read_run, trigger_run

DATASET = "crm-basics"
_commits = itertools.count(1)
_proxy: Optional[FaultProxy] = None


def unique_commit() -> str:
    return f"{next(_commits):x}{time.time_ns():x}".ljust(40, "0")[:40]


def until(condition: Callable[[], object], what: str, timeout_s: float = 30) -> None:
    """Returns once `condition()` holds; fails after `timeout_s` (generous: a busy 2-core machine is slow)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


class Recorder:
    """on_event's calls, in order."""

    def __init__(self) -> None:
        self.events: list[tuple[str, Any]] = []
        self._lock = threading.Lock()

    def __call__(self, event: str, data: Any) -> None:
        with self._lock:
            self.events.append((event, dict(data)))

    def of(self, name: str) -> list[Any]:
        with self._lock:
            return [data for event, data in self.events if event == name]

    def task_ids(self) -> dict[str, str]:
        """taskResultId -> taskId, from the `task` events."""
        return {data["taskResultId"]: data["taskId"] for data in self.of("task")}


class ServiceTest(unittest.TestCase):
    service: Service
    proxy: FaultProxy

    @classmethod
    def setUpClass(cls) -> None:
        global _proxy
        try:
            cls.service = shared_service()
        except RuntimeError as error:
            raise unittest.SkipTest(str(error))
        if _proxy is None:
            _proxy = FaultProxy(cls.service.url)
        cls.proxy = _proxy

    def setUp(self) -> None:
        self.proxy.reset()
        self._runs: list[str] = []
        self._pool = ThreadPoolExecutor(4)
        self.addCleanup(self._cleanup)

    def _cleanup(self) -> None:
        self._pool.shutdown(wait=False)
        for run_id in self._runs:  # a run a test left running would hold worlds and leases
            try:
                self.service.api("POST", f"/api/v1/evals/{run_id}/cancel")
            except OSError:
                pass

    @property
    def connection(self) -> Connection:
        """Through the proxy, as the workers under test reach the service."""
        return Connection(self.proxy.url, self.service.key)

    def trigger(self, tasks: Optional[list[str]] = None, **fields: Any) -> TriggerAnswer:
        body: Any = {"commit": unique_commit(), "dataset": DATASET, **fields}
        if tasks is not None:
            body["tasks"] = tasks
        answer = trigger_run(Connection(self.service.url, self.service.key), body)
        self._runs.append(answer["runId"])
        return answer

    def worker(self, run_id: str, run_agent: Callable[..., Any] = lambda task: None, api_key: Optional[str] = None,
               model: str = "m", poll_interval_ms: float = 20, **options: Any) -> EvalWorker:
        return EvalWorker(self.proxy.url, api_key or self.service.key, run_id, model, run_agent, poll_interval_ms=poll_interval_ms, **options)

    def in_background(self, call: Callable[[], Any]) -> "Future[Any]":
        return self._pool.submit(call)

    def read(self, run_id: str) -> RunView:
        return read_run(Connection(self.service.url, self.service.key), run_id)

    def lease_of(self, task_result_id: str) -> str:
        """The newest lease the service granted for that task result."""
        for record in reversed(self.proxy.of("lease")):
            task = (record.answer or {}).get("task") or {}
            if task.get("taskResultId") == task_result_id:
                return str(record.answer["lease"]["leaseId"])
        raise AssertionError(f"no lease of {task_result_id}")

    def hold(self, run_id: str) -> Any:
        """Leases the run's next task as another worker would, and keeps its lease alive (beating once a
        second) until the test ends: the run stays running, with nothing queued."""
        held = self.service.api("POST", f"/api/v1/evals/{run_id}/lease", {"model": "m"})
        task, stop = held["task"], threading.Event()
        path = f"/api/v1/evals/{run_id}/tasks/{task['taskResultId']}/heartbeat"

        def beat() -> None:
            while not stop.wait(1):
                try:
                    self.service.api("POST", path, {"leaseId": held["lease"]["leaseId"]})
                except OSError:
                    return  # completed or cancelled meanwhile

        threading.Thread(target=beat, daemon=True).start()
        self.addCleanup(stop.set)
        return held

    def complete_held(self, run_id: str, held: Any) -> None:
        task = held["task"]
        self.service.api("POST", f"/api/v1/evals/{run_id}/tasks/{task['taskResultId']}/complete", {"leaseId": held["lease"]["leaseId"]})

    def lapsed(self, run_id: str) -> bool:
        """Whether the service requeued the run's leased task (its lease expired unrenewed)."""
        return self.read(run_id)["progress"].get("leased") == 0
