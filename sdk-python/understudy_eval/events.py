"""onEvent's names and payloads, the same as the Node SDK's (types.ts), keys included."""

from __future__ import annotations

from typing import Callable, Literal, Optional, TypedDict, Union

from .http_client import ApiError

EvalEvent = Literal["task", "reported", "idle", "drained", "error"]

# What the worker does about a failed request:
# - "retrying": it asks again (network errors, 5xx, 408, 429; a heartbeat at its next tick);
# - "lease-lost": 409 (or 404) on a heartbeat or a completion: the task is abandoned, nothing reported;
# - "dropped": the completion was refused or failed three times: not reported, the lease lapses;
# - "fatal": the worker stops (401, 403, an unknown run, another model label); start() raises.
ErrorOutcome = Literal["retrying", "lease-lost", "dropped", "fatal"]


class TaskEventData(TypedDict):
    runId: str
    taskResultId: str
    taskId: str


class _ReportedEventData(TypedDict):
    taskResultId: str


class ReportedEventData(_ReportedEventData, total=False):
    error: str


class EmptyEventData(TypedDict):
    """`idle` and `drained` carry nothing."""


class _ErrorEventData(TypedDict):
    operation: str
    outcome: ErrorOutcome
    message: str


class ErrorEventData(_ErrorEventData, total=False):
    status: int
    taskResultId: str


EventData = Union[TaskEventData, ReportedEventData, EmptyEventData, ErrorEventData]
OnEvent = Callable[[EvalEvent, EventData], None]


def error_message(error: BaseException) -> str:
    """An exception's message as Node's `error.message` would give it (never empty)."""
    return str(error) or type(error).__name__


def error_data(operation: str, error: BaseException, outcome: ErrorOutcome, task_result_id: Optional[str] = None) -> ErrorEventData:
    """An `error` event's payload: `status` only for an HTTP answer, `taskResultId` only for a task."""
    data: ErrorEventData = {"operation": operation, "outcome": outcome, "message": error_message(error)}
    if isinstance(error, ApiError) and error.status is not None:
        data["status"] = error.status
    if task_result_id is not None:
        data["taskResultId"] = task_result_id
    return data


def reported_data(task_result_id: str, error: Optional[str]) -> ReportedEventData:
    data: ReportedEventData = {"taskResultId": task_result_id}
    if error:
        data["error"] = error
    return data
