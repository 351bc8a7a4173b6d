"""What EvalWorker and AsyncEvalWorker share: events, the failure rules and the stop flags.

The two differ only in how they wait (threads or coroutines); every decision about a failed request
is made here, so both follow the Node SDK's rules the same way.
"""

from __future__ import annotations

import threading
import urllib.parse
from typing import Callable, Optional

from .abort import AbortSignal
from .agent import read_result
from .backoff import backoff_delay
from .events import ErrorOutcome, EvalEvent, EventData, error_data, error_message
from .http_client import ApiClient, ApiError
from .options import WorkerOptions
from .protocol import CompletionRequest, EvalTask

COMPLETION_ATTEMPTS = 3


class EvalWorkerError(RuntimeError):
    """The service refused the worker for good (401, 403, an unknown run, another model label), or
    the worker itself failed: start() raises it, with the cause chained."""


class WorkerCore:
    def __init__(self, options: WorkerOptions) -> None:
        self.options = options
        self.api = ApiClient(options.base_url, options.api_key)
        self.stopping = False
        self.aborting = False
        self.fatal: Optional[EvalWorkerError] = None
        # Wakes the lanes' sleeps; the worker sets it to its own way of waking them.
        self.wake: Callable[[], None] = lambda: None
        self._agents: set[AbortSignal] = set()
        self._lock = threading.RLock()

    @property
    def lease_path(self) -> str:
        return f"/api/v1/evals/{_quote(self.options.run_id)}/lease"

    def complete_path(self, task: EvalTask) -> str:
        return f"/api/v1/evals/{_quote(task['runId'])}/tasks/{_quote(task['taskResultId'])}/complete"

    def emit(self, event: EvalEvent, data: EventData) -> None:
        if self.options.on_event is None:
            return
        try:
            self.options.on_event(event, data)
        except Exception:  # a throwing event handler must not take the worker down
            pass

    def emit_error(self, operation: str, error: BaseException, outcome: ErrorOutcome, task_result_id: Optional[str] = None) -> None:
        self.emit("error", error_data(operation, error, outcome, task_result_id))

    def request_stop(self, abort: bool) -> None:
        """Stops pulling tasks; with abort, also aborts the signals of the tasks in hand."""
        with self._lock:
            self.stopping = True
            agents = []
            if abort and not self.aborting:
                self.aborting = True
                agents = list(self._agents)
        for signal in agents:
            signal.abort("The worker was stopped")
        self.wake()

    def fail(self, operation: str, error: BaseException, task_result_id: Optional[str] = None) -> None:
        """Stops the worker for good: the `error` event (outcome fatal), then start() raises."""
        self.emit_error(operation, error, "fatal", task_result_id)
        with self._lock:
            if self.fatal is None:
                if isinstance(error, ApiError):
                    reason = "the service refused the worker's API key" if error.fatal else "the service refused the worker"
                else:
                    reason = "an unexpected error"
                self.fatal = EvalWorkerError(f"Understudy eval worker stopped: {reason} ({error_message(error)})")
                self.fatal.__cause__ = error
            self.stopping = True
        self.wake()

    def lease_retry_ms(self, error: BaseException, failures: int) -> Optional[float]:
        """After a failed lease: how long to wait before asking again, or None when the worker stops."""
        if not isinstance(error, ApiError) or not error.retryable:
            self.fail("lease", error)
            return None
        self.emit_error("lease", error, "retrying")
        return _retry_ms(error, failures)

    def completion_retry_ms(self, error: BaseException, task_result_id: str, attempt: int) -> Optional[float]:
        """After a failed completion: how long to wait before the next attempt, or None to give up."""
        if not isinstance(error, ApiError) or error.fatal:
            self.fail("complete", error, task_result_id)
            return None
        if error.status in (409, 404):
            self.emit_error("complete", error, "lease-lost", task_result_id)
            return None
        last = not error.retryable or attempt == COMPLETION_ATTEMPTS - 1
        self.emit_error("complete", error, "dropped" if last else "retrying", task_result_id)
        return None if last else _retry_ms(error, attempt)

    def on_beat_failure(self, task_result_id: str, status: Optional[int], message: Optional[str]) -> None:
        error = ApiError("heartbeat", status, f"heartbeat: {message if status is None else f'HTTP {status}'}")
        if error.fatal:
            self.fail("heartbeat", error, task_result_id)
        else:
            self.emit_error("heartbeat", error, "retrying", task_result_id)  # the next tick beats again

    def on_lease_lost(self, task: EvalTask, signal: AbortSignal, status: int) -> None:
        signal.abort("The lease was lost; the service requeues the task")
        error = ApiError("heartbeat", status, f"heartbeat: HTTP {status}: the lease was lost")
        self.emit_error("heartbeat", error, "lease-lost", task["taskResultId"])

    def track(self, signal: AbortSignal) -> None:
        with self._lock:
            self._agents.add(signal)
            aborting = self.aborting
        if aborting:  # stopped hard between the lease and the agent's start
            signal.abort("The worker was stopped")

    def untrack(self, signal: AbortSignal) -> None:
        with self._lock:
            self._agents.discard(signal)

    @staticmethod
    def completion(lease_id: str) -> CompletionRequest:
        return {"leaseId": lease_id, "error": None}

    @staticmethod
    def add_result(completion: CompletionRequest, value: object) -> None:
        """What run_agent returned, as the completion's `answer` and `usage` (read_result's rules)."""
        fields = read_result(value)
        if "answer" in fields:
            completion["answer"] = fields["answer"]
        if "usage" in fields:
            completion["usage"] = fields["usage"]


def _retry_ms(error: ApiError, attempt: int) -> float:
    return error.retry_after_ms if error.status == 429 and error.retry_after_ms else backoff_delay(attempt)


def _quote(segment: str) -> str:
    return urllib.parse.quote(segment, safe="")
