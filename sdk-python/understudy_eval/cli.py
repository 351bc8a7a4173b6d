"""`python -m understudy_eval run ...`: trigger (or open) a run, drain it with the named agent, wait,
print the report; the exit code carries the verdict. Mirrors the Node CLI (sdk/src/cli.ts)."""

from __future__ import annotations

import asyncio
import os
import sys
import threading
from typing import Mapping, NoReturn, Optional, Sequence, cast

from .agent import RunAgent, is_async_agent
from .async_worker import AsyncEvalWorker
from .cli_agent import load_agent
from .cli_args import CliOptions, TriggerSource, parse_cli_args
from .cli_usage import USAGE, UsageError
from .cli_output import Destinations, describe_failure, gated_conclusion, log, publish, summary_line, trials_of
from .cli_run import Target, cancel_and_read, infra_errors, open_run
from .cli_stopper import EXIT_ERROR, Stopper
from .eval_worker import EvalWorker
from .events import ErrorEventData, EvalEvent, EventData, ReportedEventData, error_message
from .protocol import RunView
from .runs import Connection, cancel_run, wait_for_run

EXIT_OK, EXIT_REGRESSION = 0, 1


def main(argv: Sequence[str], env: Mapping[str, str]) -> int:
    if "--help" in argv or "-h" in argv:
        print(USAGE)
        return EXIT_OK
    try:
        options = parse_cli_args(list(argv), env)
    except UsageError as error:
        print(error, file=sys.stderr)
        return EXIT_ERROR
    stopper = Stopper()
    restore = stopper.install()
    timer = None
    if options.timeout is not None:
        timer = threading.Timer(options.timeout.ms / 1000, stopper.request, args=(f"timed out after {options.timeout.text}",))
        timer.daemon = True
        timer.start()
    try:
        return _run(options, stopper)
    finally:
        if timer is not None:
            timer.cancel()
        restore()


def _run(options: CliOptions, stopper: Stopper) -> int:
    run_agent = load_agent(options.agent)
    connection = Connection(options.base_url, options.api_key)
    if stopper.reason and isinstance(options.source, TriggerSource):
        log(f"{stopper.reason} before the run was triggered")
        return EXIT_ERROR
    target = open_run(connection, options)
    stopper.cancel = lambda: cancel_run(connection, target.run_id)
    if target.running and not stopper.reason:
        _drain(connection, options, target, run_agent, stopper)

    final: Optional[RunView] = None
    if not stopper.reason:
        shown = ""

        def on_progress(run: RunView) -> None:
            nonlocal shown
            line = f"waiting for other workers: {run['progress'].get('graded', 0) + infra_errors(run['progress'])}/{run['total'] * trials_of(run)} done"
            if run["status"] == "running" and line != shown:
                shown = line
                log(line)

        try:
            final = wait_for_run(connection, target.run_id, on_progress=on_progress, signal=stopper.signal)
        except Exception:
            if not stopper.reason:
                raise
    if stopper.reason:
        final = cancel_and_read(connection, target.run_id, stopper.reason)
    assert final is not None  # either waited for or cancelled

    publish(final, options.model, Destinations(options.gate, options.report, options.github_output, options.github_step_summary))
    log(summary_line(final))
    if stopper.reason or final["status"] in ("failed", "cancelled"):
        return EXIT_ERROR
    known, verdict = gated_conclusion(final, options.gate)
    if not known:
        # Passing silently would let every regression through a gate the service cannot judge.
        log("the service gives no noise-aware verdict (it predates trials): use --gate strict")
        return EXIT_ERROR
    return EXIT_REGRESSION if verdict == "failure" else EXIT_OK


def _drain(connection: Connection, options: CliOptions, target: Target, run_agent: RunAgent, stopper: Stopper) -> None:
    lock = threading.Lock()
    unit = "trials" if target.trials > 1 else "tasks"

    def on_event(event: EvalEvent, data: EventData) -> None:
        if event == "reported":
            reported = cast(ReportedEventData, data)
            with lock:
                target.done += 1
                error = reported.get("error")
                log(f"{target.done}/{target.trial_count} {unit} done{f' (agent error: {error})' if error else ''}")
        elif event == "error":
            log(describe_failure(cast(ErrorEventData, data)))

    base_url, api_key, run_id, model, concurrency = connection.base_url, connection.api_key, target.run_id, options.model, options.concurrency
    if is_async_agent(run_agent):
        async_worker = AsyncEvalWorker(base_url, api_key, run_id, model, run_agent, concurrency, on_event=on_event)
        stopper.worker = async_worker
        asyncio.run(async_worker.start())
    else:
        worker = EvalWorker(base_url, api_key, run_id, model, run_agent, concurrency, on_event=on_event)
        stopper.worker = worker
        worker.start()


def run_cli(argv: Optional[Sequence[str]] = None) -> NoReturn:
    """The console script's entry: the exit code, and any error in one line."""
    try:
        code = main(sys.argv[1:] if argv is None else argv, os.environ)
    except UsageError as error:
        log(str(error))
        code = EXIT_ERROR
    except Exception as error:
        log(f"error: {error_message(error)}")
        code = EXIT_ERROR
    sys.stdout.flush()
    sys.exit(code)
