"""The wire format of the evaluation API, as the Node SDK's protocol.ts: plain JSON dicts, typed.

Keys are the wire's (`taskResultId`, `comment_markdown`), so a dict read here is the document the
service sent. Optional fields are in `total=False` subclasses (NotRequired needs Python 3.11).
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

RunStatus = Literal["running", "succeeded", "failed", "cancelled"]
Conclusion = Literal["success", "failure", "neutral"]
TaskStatus = Literal["queued", "leased", "graded", "infra_error", "cancelled", "not_graded"]
Gate = Literal["strict", "noise-aware"]


class McpConfig(TypedDict):
    """The task's isolated world, as an MCP server over HTTP."""

    type: Literal["http"]
    url: str
    headers: Dict[str, str]


class AppLink(TypedDict):
    url: str
    signInUrl: str


class _EvalTask(TypedDict):
    runId: str
    taskResultId: str
    taskId: str
    trial: int
    ticket: str
    mcp: McpConfig


class EvalTask(_EvalTask, total=False):
    """What a worker hands its agent: `ticket` is the prompt, `mcp` the world; `apps` the browser apps."""

    apps: Dict[str, AppLink]


class LeaseGrant(TypedDict):
    leaseId: str
    expiresAt: str
    heartbeatIntervalMs: int


class LeaseAnswer(TypedDict, total=False):
    """`task` and `lease`, or `task: None` with `drained` (False: poll again; True: stop)."""

    task: Optional[EvalTask]
    lease: LeaseGrant
    drained: bool


class AgentUsage(TypedDict, total=False):
    inputTokens: float
    outputTokens: float
    costUsd: float


class _CompletionRequest(TypedDict):
    leaseId: str


class CompletionRequest(_CompletionRequest, total=False):
    error: Optional[str]
    answer: Optional[str]
    usage: Optional[AgentUsage]


class RunIdBaseline(TypedDict):
    runId: str


class RefBaseline(TypedDict):
    ref: str


BaselineRequest = Union[RunIdBaseline, RefBaseline]


class _TriggerRequest(TypedDict):
    commit: str
    dataset: str


class TriggerRequest(_TriggerRequest, total=False):
    """POST /api/v1/evals body; `trials` 1 to 20, `alpha` above 0 and at most 0.5."""

    ref: Optional[str]
    tasks: Optional[List[str]]
    baseline: Optional[BaselineRequest]
    trials: int
    alpha: float
    mcp_profiles: Optional[Dict[str, str]]


class _TriggerAnswer(TypedDict):
    runId: str
    status: Literal["running"]
    taskCount: int


class TriggerAnswer(_TriggerAnswer, total=False):
    trialCount: int
    regradeOf: str


class TrialView(TypedDict):
    trial: int
    taskResultId: str
    status: TaskStatus
    reward: float
    assertions_passed: int
    assertions_counted: int
    error: Optional[str]


class TaskView(TypedDict, total=False):
    taskResultId: str
    task: str
    status: TaskStatus
    reward: float
    assertions_passed: int
    assertions_counted: int
    error: Optional[str]
    attempts: int
    assertions: List[Dict[str, Any]]
    answer: Optional[str]
    durationMs: Optional[float]
    usage: Optional[AgentUsage]
    trials: List[TrialView]
    pass_rate: Optional[float]


class RunProgress(TypedDict, total=False):
    queued: int
    leased: int
    graded: int
    infra_error: int
    cancelled: int
    not_graded: int
    error: int


class _RunView(TypedDict):
    runId: str
    commit: str
    dataset: str
    status: RunStatus
    resolved: int
    total: int
    assertions_passed: int
    assertions_counted: int
    conclusion: Optional[Conclusion]
    comment_markdown: str
    progress: RunProgress


class RunView(_RunView, total=False):
    """GET /api/v1/evals/{runId}. A service older than trials sends none of `trials`, the pass rates
    or `noise_aware_conclusion`; `regression`, `statistics`, `manifest` and `comparability` are
    kept as plain dicts (docs/evals.md describes them)."""

    ref: Optional[str]
    model: Optional[str]
    regression: Optional[Dict[str, Any]]
    baseline: Optional[Dict[str, Any]]
    trials: int
    pass_at_1: float
    pass_hat_k: float
    pass_at_k: float
    noise_aware_conclusion: Optional[Conclusion]
    statistics: Optional[Dict[str, Any]]
    manifest: Optional[Dict[str, Any]]
    comparability: Optional[Dict[str, Any]]
    regradeOf: Optional[str]
    mcp_profiles: Dict[str, str]
    createdAt: str
    finishedAt: Optional[str]
    tasks: List[TaskView]
