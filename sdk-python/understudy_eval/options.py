"""The workers' constructor checks: a message naming the option, at construction, not at the first request."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, cast

from .agent import RunAgent, wants_context
from .events import OnEvent
from .http_client import check_base_url


@dataclass(frozen=True)
class WorkerOptions:
    base_url: str
    api_key: str
    run_id: str
    model: str
    run_agent: RunAgent
    passes_context: bool
    concurrency: int
    poll_interval_ms: float
    on_event: Optional[OnEvent]


def validate_options(owner: str, base_url: object, api_key: object, run_id: object, model: object, run_agent: object,
                     concurrency: object, poll_interval_ms: object, on_event: object) -> WorkerOptions:
    """TypeError naming the option that is missing, empty or malformed, as the Node SDK throws."""
    strings = {"base_url": base_url, "api_key": api_key, "run_id": run_id, "model": model}
    for name, value in strings.items():
        if not isinstance(value, str) or value.strip() == "":
            raise TypeError(f'{owner} option "{name}" must be a non-empty string')
    checked_url = check_base_url(base_url, f'{owner} option "base_url"')
    if not callable(run_agent):
        raise TypeError(f'{owner} option "run_agent" must be a function (task, context) -> None | str | {{"answer", "usage"}}')
    if not isinstance(concurrency, int) or isinstance(concurrency, bool) or concurrency < 1:
        raise TypeError(f'{owner} option "concurrency" must be a whole number of at least 1')
    if not isinstance(poll_interval_ms, (int, float)) or isinstance(poll_interval_ms, bool) or not math.isfinite(poll_interval_ms) or poll_interval_ms < 0:
        raise TypeError(f'{owner} option "poll_interval_ms" must be a number of milliseconds')
    if on_event is not None and not callable(on_event):
        raise TypeError(f'{owner} option "on_event" must be a function (event, data) -> None')
    assert isinstance(api_key, str) and isinstance(run_id, str) and isinstance(model, str)  # checked above, for the type checker
    agent = cast(RunAgent, run_agent)
    return WorkerOptions(checked_url, api_key, run_id, model, agent, wants_context(agent), concurrency, float(poll_interval_ms), cast(Optional[OnEvent], on_event))
