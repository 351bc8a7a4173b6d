"""Drains one run with threads: one lane per unit of concurrency, as the Node SDK's EvalWorker."""

from __future__ import annotations

import asyncio
import inspect
import threading
from typing import Any, Awaitable, Optional

from .abort import AbortSignal
from .agent import AgentContext, AgentReturn, RunAgent, call_agent
from .backoff import sleep
from .events import OnEvent, error_message, reported_data
from .heartbeats import Heartbeats
from .options import validate_options
from .protocol import CompletionRequest, EvalTask, LeaseAnswer, LeaseGrant
from .worker_core import COMPLETION_ATTEMPTS, WorkerCore

__all__ = ["EvalWorker"]


class EvalWorker:
    """Leases tasks, runs your agent on each task's MCP world, keeps the lease alive, and reports
    completion. start() returns once the run has no tasks left; it raises EvalWorkerError when the
    service refuses the worker for good (401, 403, an unknown run, another model label)."""

    def __init__(self, base_url: str, api_key: str, run_id: str, model: str, run_agent: RunAgent, concurrency: int = 1,
                 poll_interval_ms: float = 1000, on_event: Optional[OnEvent] = None) -> None:
        options = validate_options("EvalWorker", base_url, api_key, run_id, model, run_agent, concurrency, poll_interval_ms, on_event)
        self._core = WorkerCore(options)
        self._wake = threading.Event()
        self._core.wake = self._wake.set
        self._lock = threading.Lock()
        self._started = False
        self._done = threading.Event()
        self._error: Optional[BaseException] = None

    def start(self) -> None:
        """Blocks until the run is drained. A second call (from another thread) waits for the same
        drain and ends as it does."""
        with self._lock:
            first, self._started = not self._started, True
        if not first:
            self._done.wait()
            if self._error is not None:
                raise self._error
            return
        try:
            self._drain()
        except BaseException as error:
            self._error = error
            raise
        finally:
            self._done.set()

    def stop(self, abort: bool = False) -> None:
        """Stops pulling tasks; the tasks in hand finish and are reported, and start() returns. With
        abort=True their signals abort too, and an aborted task is not reported (its lease lapses).
        Returns at once: safe to call from an agent, an event handler or a signal handler."""
        self._core.request_stop(abort)

    def wait(self, timeout: Optional[float] = None) -> bool:
        """Waits for start() to end; True once it has."""
        return self._done.wait(timeout)

    def _drain(self) -> None:
        core = self._core
        heartbeats = Heartbeats(core.api, core.on_beat_failure)
        lanes = [threading.Thread(target=self._lane, args=(heartbeats,), daemon=True, name=f"understudy-eval-lane-{i}") for i in range(core.options.concurrency)]
        try:
            for lane in lanes:
                lane.start()
            for lane in lanes:
                while lane.is_alive():  # in slices, so that the caller's signal handlers run meanwhile
                    lane.join(0.2)
        finally:
            heartbeats.close()
        if core.fatal is not None:
            raise core.fatal
        core.emit("drained", {})

    def _lane(self, heartbeats: Heartbeats) -> None:
        core = self._core
        failures = 0
        while not core.stopping and core.fatal is None:
            try:
                answer: LeaseAnswer = core.api.request("lease", "POST", core.lease_path, {"model": core.options.model})
                failures = 0
            except Exception as error:
                delay = core.lease_retry_ms(error, failures)
                if delay is None:
                    return
                failures += 1
                sleep(delay, self._wake)
                continue
            task, lease = answer.get("task"), answer.get("lease")
            if task and lease:
                if core.aborting:
                    return  # stopped hard while the lease was on its way: it lapses, the task is requeued
                try:
                    self._run_task(task, lease, heartbeats)
                except Exception as error:
                    core.fail("worker", error, task["taskResultId"])
                    return
            elif answer.get("drained"):
                return
            else:
                core.emit("idle", {})
                sleep(core.options.poll_interval_ms, self._wake)

    def _run_task(self, task: EvalTask, lease: LeaseGrant, heartbeats: Heartbeats) -> None:
        core = self._core
        core.emit("task", {"runId": task["runId"], "taskResultId": task["taskResultId"], "taskId": task["taskId"]})
        signal = AbortSignal()
        core.track(signal)
        heartbeats.start(task["runId"], task["taskResultId"], lease["leaseId"], lease["heartbeatIntervalMs"],
                         lambda status: core.on_lease_lost(task, signal, status))
        completion = core.completion(lease["leaseId"])
        try:
            core.add_result(completion, self._call(task, AgentContext(signal)))
        except Exception as error:
            completion["error"] = error_message(error)
        finally:
            heartbeats.stop(lease["leaseId"])
            core.untrack(signal)
        # A lost lease's report would change nothing (the service already requeued the task), and a
        # task aborted by stop(abort=True) is left to lapse rather than graded on half a run.
        if not signal.aborted:
            self._report(task, completion)

    def _call(self, task: EvalTask, context: AgentContext) -> AgentReturn:
        result = call_agent(self._core.options.run_agent, self._core.options.passes_context, task, context)
        if inspect.isawaitable(result):  # a coroutine agent: run it on this lane's own event loop
            return asyncio.run(_awaited(result))
        return result

    def _report(self, task: EvalTask, completion: CompletionRequest) -> None:
        core = self._core
        for attempt in range(COMPLETION_ATTEMPTS):
            try:
                core.api.request("complete", "POST", core.complete_path(task), completion)
            except Exception as error:
                delay = core.completion_retry_ms(error, task["taskResultId"], attempt)
                if delay is None:
                    return
                sleep(delay)
                continue
            core.emit("reported", reported_data(task["taskResultId"], completion.get("error")))
            return


async def _awaited(result: Awaitable[Any]) -> Any:
    return await result
