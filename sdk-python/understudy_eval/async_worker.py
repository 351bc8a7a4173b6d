"""The asyncio twin of EvalWorker: run_agent is a coroutine, lanes are tasks on one event loop, and
the blocking HTTP runs in asyncio.to_thread so that agents keep the loop."""

from __future__ import annotations

import asyncio
import inspect
from typing import Callable, Optional, cast

from .abort import AbortSignal
from .agent import AgentContext, AgentReturn, RunAgent, call_agent
from .events import OnEvent, error_message, reported_data
from .heartbeats import Heartbeats
from .options import validate_options
from .protocol import CompletionRequest, EvalTask, LeaseAnswer, LeaseGrant
from .worker_core import COMPLETION_ATTEMPTS, WorkerCore


class AsyncEvalWorker:
    """`await worker.start()` returns once the run is drained; it raises EvalWorkerError as
    EvalWorker.start() does. on_event is called on the event loop, heartbeat events included."""

    def __init__(self, base_url: str, api_key: str, run_id: str, model: str, run_agent: RunAgent, concurrency: int = 1,
                 poll_interval_ms: float = 1000, on_event: Optional[OnEvent] = None) -> None:
        options = validate_options("AsyncEvalWorker", base_url, api_key, run_id, model, run_agent, concurrency, poll_interval_ms, on_event)
        self._core = WorkerCore(options)
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._wake: Optional[asyncio.Event] = None
        self._running: Optional[asyncio.Task[None]] = None

    async def start(self) -> None:
        """The same drain on every call; cancelling it cancels the lanes (their leases lapse)."""
        if self._running is None:
            self._running = asyncio.get_running_loop().create_task(self._drain())
        await self._running

    def stop(self, abort: bool = False) -> None:
        """As EvalWorker.stop(): returns at once, from the loop, another thread or a signal handler."""
        self._core.request_stop(abort)

    def _on_loop(self, call: Callable[[], None]) -> None:
        """Runs `call` on the worker's loop, whichever thread asks (heartbeats and stop() come from others)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(call)
        except RuntimeError:  # the loop closed meanwhile: nothing left to wake
            pass

    async def _drain(self) -> None:
        core = self._core
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        wake = self._wake
        core.wake = lambda: self._on_loop(wake.set)
        if core.stopping:
            wake.set()  # stop() came before start()

        def beat_failed(task_result_id: str, status: Optional[int], message: Optional[str]) -> None:
            # Heartbeat threads report through the loop, so on_event never runs on two threads at once.
            self._on_loop(lambda: core.on_beat_failure(task_result_id, status, message))

        heartbeats = Heartbeats(core.api, beat_failed)
        try:
            await asyncio.gather(*(self._lane(heartbeats) for _ in range(core.options.concurrency)))
        finally:
            heartbeats.close()
        if core.fatal is not None:
            raise core.fatal
        core.emit("drained", {})

    async def _sleep(self, ms: float) -> None:
        assert self._wake is not None
        try:
            await asyncio.wait_for(self._wake.wait(), ms / 1000)
        except asyncio.TimeoutError:
            pass

    async def _lane(self, heartbeats: Heartbeats) -> None:
        core = self._core
        failures = 0
        while not core.stopping and core.fatal is None:
            try:
                answer: LeaseAnswer = await asyncio.to_thread(core.api.request, "lease", "POST", core.lease_path, {"model": core.options.model})
                failures = 0
            except Exception as error:
                delay = core.lease_retry_ms(error, failures)
                if delay is None:
                    return
                failures += 1
                await self._sleep(delay)
                continue
            task, lease = answer.get("task"), answer.get("lease")
            if task and lease:
                if core.aborting:
                    return  # stopped hard while the lease was on its way: it lapses, the task is requeued
                try:
                    await self._run_task(task, lease, heartbeats)
                except Exception as error:
                    core.fail("worker", error, task["taskResultId"])
                    return
            elif answer.get("drained"):
                return
            else:
                core.emit("idle", {})
                await self._sleep(core.options.poll_interval_ms)

    async def _run_task(self, task: EvalTask, lease: LeaseGrant, heartbeats: Heartbeats) -> None:
        core = self._core
        core.emit("task", {"runId": task["runId"], "taskResultId": task["taskResultId"], "taskId": task["taskId"]})
        signal = AbortSignal()
        core.track(signal)

        def lost(status: int) -> None:
            # The signal aborts at once (an agent blocked in a thread sees it); the event goes to the loop.
            signal.abort("The lease was lost; the service requeues the task")
            self._on_loop(lambda: core.on_lease_lost(task, signal, status))

        heartbeats.start(task["runId"], task["taskResultId"], lease["leaseId"], lease["heartbeatIntervalMs"], lost)
        completion = core.completion(lease["leaseId"])
        try:
            core.add_result(completion, await self._call(task, AgentContext(signal)))
        except Exception as error:
            completion["error"] = error_message(error)
        finally:
            heartbeats.stop(lease["leaseId"])
            core.untrack(signal)
        if not signal.aborted:  # as EvalWorker: a lost or hard-stopped task is left to lapse
            await self._report(task, completion)

    async def _call(self, task: EvalTask, context: AgentContext) -> AgentReturn:
        result = call_agent(self._core.options.run_agent, self._core.options.passes_context, task, context)
        if inspect.isawaitable(result):
            return cast(AgentReturn, await result)
        return result

    async def _report(self, task: EvalTask, completion: CompletionRequest) -> None:
        core = self._core
        for attempt in range(COMPLETION_ATTEMPTS):
            try:
                await asyncio.to_thread(core.api.request, "complete", "POST", core.complete_path(task), completion)
            except Exception as error:
                delay = core.completion_retry_ms(error, task["taskResultId"], attempt)
                if delay is None:
                    return
                await asyncio.sleep(delay / 1000)
                continue
            core.emit("reported", reported_data(task["taskResultId"], completion.get("error")))
            return
