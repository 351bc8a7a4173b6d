"""Triggering, reading, waiting for and cancelling runs, as the Node SDK's runs.ts."""

from __future__ import annotations

import urllib.parse
from dataclasses import dataclass
from typing import Callable, Optional, cast

from .abort import AbortSignal
from .backoff import backoff_delay, sleep
from .http_client import ApiClient, ApiError
from .protocol import RunView, TriggerAnswer, TriggerRequest

# Consecutive failed reads (network, 5xx, 429) before wait_for_run gives up: about five minutes of backoff.
MAX_READ_FAILURES = 15


@dataclass(frozen=True)
class Connection:
    base_url: str
    api_key: str

    def client(self) -> ApiClient:
        return ApiClient(self.base_url, self.api_key)


def _run_path(run_id: str) -> str:
    return f"/api/v1/evals/{urllib.parse.quote(run_id, safe='')}"


def trigger_run(connection: Connection, trigger: TriggerRequest) -> TriggerAnswer:
    """POST /api/v1/evals, step one of the recommended order: `{commit, dataset, ref?, tasks?,
    baseline?, trials?, alpha?, mcp_profiles?}`, `baseline` being {"runId": ...} or {"ref": ...}."""
    return cast(TriggerAnswer, connection.client().request("trigger", "POST", "/api/v1/evals", trigger))


def read_run(connection: Connection, run_id: str) -> RunView:
    """GET /api/v1/evals/{runId}: the run with its tasks, dataset, regression, baseline, pass rates and both verdicts."""
    return cast(RunView, connection.client().request("read run", "GET", _run_path(run_id)))


get_run = read_run  # the Node SDK's name


def cancel_run(connection: Connection, run_id: str) -> RunView:
    """POST /api/v1/evals/{runId}/cancel: queued tasks are cancelled, leased ones may still complete.
    Returns the run (status "cancelled"); idempotent. ApiError with status 409 once the run finished."""
    return cast(RunView, connection.client().request("cancel run", "POST", f"{_run_path(run_id)}/cancel"))


def wait_for_run(connection: Connection, run_id: str, poll_interval_ms: float = 1000,
                 on_progress: Optional[Callable[[RunView], None]] = None, signal: Optional[AbortSignal] = None) -> RunView:
    """Polls until the run has finished: succeeded, failed or cancelled (other workers may still hold
    tasks when this one drains). Raises the signal's reason once `signal` aborts."""
    api = connection.client()
    failures = 0
    while True:
        if signal is not None:
            signal.raise_if_aborted()
        try:
            run = cast(RunView, api.request("read run", "GET", _run_path(run_id)))
            failures = 0
        except ApiError as error:
            # A restarting service or a dropped connection is no reason to give up on a run that goes on.
            if not error.retryable or failures >= MAX_READ_FAILURES:
                raise
            sleep(backoff_delay(failures), signal)
            failures += 1
            continue
        if on_progress is not None:
            on_progress(run)
        if run["status"] != "running":
            return run
        sleep(poll_interval_ms, signal)
