"""What an agent receives and may return, and how its return value becomes the completion's fields."""

from __future__ import annotations

import inspect
import math
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Mapping, TypedDict, Union, cast

from .abort import AbortSignal
from .protocol import AgentUsage, EvalTask

USAGE_KEYS = {"inputTokens": "inputTokens", "outputTokens": "outputTokens", "costUsd": "costUsd",
              # Python spellings, so that an agent need not write camelCase
              "input_tokens": "inputTokens", "output_tokens": "outputTokens", "cost_usd": "costUsd"}


@dataclass(frozen=True)
class AgentContext:
    """`signal` aborts when the lease is lost (the service gave the task to another worker) or the
    worker is stopped with abort=True."""

    signal: AbortSignal


class AgentResult(TypedDict, total=False):
    """The final answer, for tasks that ask a question (graded by the `answer` plugin), and what the
    agent spent (shown with the task's result)."""

    answer: str
    usage: AgentUsage


AgentReturn = Union[None, str, AgentResult, Mapping[str, Any]]
# run_agent(task, context), or run_agent(task) for agents that never look at the signal.
RunAgent = Callable[..., Union[AgentReturn, Awaitable[AgentReturn]]]


class CompletionFields(TypedDict, total=False):
    answer: str
    usage: AgentUsage


def read_result(value: object) -> CompletionFields:
    """A string is the answer; a mapping is taken field by field; anything else is ignored. Usage
    counts that are not numbers of at least 0 are left out, as the Node SDK does."""
    if isinstance(value, str):
        return {"answer": value}
    if not isinstance(value, Mapping):
        return {}
    result: CompletionFields = {}
    answer = value.get("answer")
    if isinstance(answer, str):
        result["answer"] = answer
    usage = value.get("usage")
    if isinstance(usage, Mapping):
        counted: dict[str, float] = {}
        for key, wire in USAGE_KEYS.items():
            n = usage.get(key)
            if isinstance(n, (int, float)) and not isinstance(n, bool) and math.isfinite(n) and n >= 0:
                counted[wire] = n
        if counted:
            result["usage"] = cast(AgentUsage, counted)
    return result


def wants_context(run_agent: Callable[..., object]) -> bool:
    """Whether run_agent takes (task, context) or only (task): Node passes both and a function may
    ignore the second; a Python function that declares one parameter would raise instead."""
    try:
        signature = inspect.signature(run_agent)
    except (TypeError, ValueError):  # some builtins and C callables have none: pass both
        return True
    try:
        signature.bind(object(), object())
        return True
    except TypeError:
        return False


def call_agent(run_agent: RunAgent, passes_context: bool, task: EvalTask, context: AgentContext) -> Union[AgentReturn, Awaitable[AgentReturn]]:
    result: Union[AgentReturn, Awaitable[AgentReturn]] = run_agent(task, context) if passes_context else run_agent(task)
    return result


def is_async_agent(run_agent: Callable[..., object]) -> bool:
    call = getattr(run_agent, "__call__", None)
    return inspect.iscoroutinefunction(run_agent) or (call is not None and inspect.iscoroutinefunction(call))
