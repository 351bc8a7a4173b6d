"""Where the CLI's run comes from: triggered, or named with --run-id and checked against the flags."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, cast

from .cli_args import CliOptions, TriggerSource
from .cli_usage import UsageError
from .cli_output import log, trials_of
from .http_client import ApiError
from .protocol import RunProgress, RunView
from .runs import Connection, cancel_run, read_run, trigger_run


@dataclass
class Target:
    """Progress counts task results, so with trials it counts trials (one result per trial)."""

    run_id: str
    trials: int
    trial_count: int
    done: int
    running: bool


def infra_errors(progress: RunProgress) -> int:
    """A service older than trials counts them as `error` only."""
    value = progress.get("infra_error")
    return value if value is not None else progress.get("error", 0)


def open_run(connection: Connection, options: CliOptions) -> Target:
    """Triggers the run, or reads the one --run-id names (its dataset and commit must match the flags given)."""
    source = options.source
    if isinstance(source, TriggerSource):
        trigger = source.trigger
        trials = trigger.get("trials", 1)
        answer = trigger_run(connection, trigger)
        baseline = trigger.get("baseline")
        against = ""
        if baseline:
            named_by = cast(Mapping[str, str], baseline)
            named = f"run {named_by['runId']}" if "runId" in named_by else f"the newest run on {named_by['ref']}"
            against = f", compared with {named}"
        log(f"run {answer['runId']}: {answer['taskCount']} task(s){_times(trials)} of {trigger['dataset']} at {trigger['commit'][:12]} with {options.model}{against}")
        # A service older than trials answers no trialCount: it runs each task once.
        return Target(answer["runId"], trials, answer.get("trialCount", answer["taskCount"]), 0, True)
    run = read_run(connection, source.run_id)
    if source.dataset and source.dataset != run["dataset"]:
        raise UsageError(f"--dataset {source.dataset} does not match run {run['runId']}, which is of dataset {run['dataset']}")
    given, actual = (source.commit or "").lower(), run["commit"].lower()
    if given and not actual.startswith(given) and not given.startswith(actual):
        raise UsageError(f"--commit {source.commit} does not match run {run['runId']}, which is of commit {run['commit']}")
    progress = run["progress"]
    done = progress.get("graded", 0) + infra_errors(progress) + progress.get("cancelled", 0) + progress.get("not_graded", 0)
    trials = trials_of(run)
    running = run["status"] == "running"
    state = f"{done} done so far, draining with {options.model}" if running else f"already {run['status']}"
    log(f"run {run['runId']}: {run['total']} task(s){_times(trials)} of {run['dataset']} at {run['commit'][:12]}, {state}")
    return Target(run["runId"], trials, run["total"] * trials, done, running)


def _times(trials: int) -> str:
    return f" × {trials} trials" if trials > 1 else ""


def cancel_and_read(connection: Connection, run_id: str, reason: str) -> RunView:
    """POST .../cancel; a run that finished meanwhile answers 409 and is read as it is."""
    try:
        run = cancel_run(connection, run_id)
        log(f"{reason}: run {run_id} cancelled")
        return run
    except ApiError as error:
        if error.status != 409:
            raise
    run = read_run(connection, run_id)
    log(f"{reason}: run {run_id} had already {run['status']}, nothing to cancel")
    return run
