"""Drain an Understudy evaluation run with your Python agent: standard library only, typed."""

from .abort import AbortedError, AbortSignal
from .agent import AgentContext, AgentResult, RunAgent
from .async_worker import AsyncEvalWorker
from .backoff import BACKOFF_CEILING_MS, backoff_delay
from .eval_worker import EvalWorker
from .events import (EmptyEventData, ErrorEventData, ErrorOutcome, EvalEvent, EventData, OnEvent, ReportedEventData,
                     TaskEventData)
from .http_client import ApiError
from .protocol import (AgentUsage, BaselineRequest, CompletionRequest, Conclusion, EvalTask, Gate, LeaseAnswer, LeaseGrant,
                       McpConfig, RunProgress, RunStatus, RunView, TaskStatus, TaskView, TrialView, TriggerAnswer, TriggerRequest)
from .runs import Connection, cancel_run, get_run, read_run, trigger_run, wait_for_run
from .version import VERSION
from .worker_core import EvalWorkerError

__version__ = VERSION
__all__ = [
    "AbortedError", "AbortSignal", "AgentContext", "AgentResult", "AgentUsage", "ApiError", "AsyncEvalWorker", "BACKOFF_CEILING_MS",
    "BaselineRequest", "CompletionRequest", "Conclusion", "Connection", "EmptyEventData", "ErrorEventData", "ErrorOutcome", "EvalEvent",
    "EvalTask", "EvalWorker", "EvalWorkerError", "EventData", "Gate", "LeaseAnswer", "LeaseGrant", "McpConfig", "OnEvent",
    "ReportedEventData", "RunAgent", "RunProgress", "RunStatus", "RunView", "TaskEventData", "TaskStatus", "TaskView", "TrialView",
    "TriggerAnswer", "TriggerRequest", "backoff_delay", "cancel_run", "get_run", "read_run", "trigger_run", "wait_for_run",
]
