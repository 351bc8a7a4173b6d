"""What the CLI prints and writes, line for line as the Node CLI's cli-output.ts."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Optional

from .events import ErrorEventData
from .protocol import Gate, RunView


def describe_failure(data: ErrorEventData) -> str:
    """What the worker does about a failed request, in one line: "retrying" only when it really retries."""
    task = f"task {data['taskResultId']}: " if data.get("taskResultId") else ""
    outcome, message = data["outcome"], data["message"]
    if outcome == "retrying":
        return f"{task}{message}; retrying"
    if outcome == "lease-lost":
        return f"{task}lease lost ({message}): the task is abandoned here and the service requeues it"
    if outcome == "dropped":
        return f"{task}completion not reported ({message}): giving up on it; its lease lapses and the service requeues the task"
    return f"{task}{message}: the worker stops"


def fixed4(value: float) -> str:
    """JavaScript's toFixed(4): halves round up (Python's format rounds them to even)."""
    return str(Decimal(value).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP))


def score(run: RunView) -> str:
    """resolved/total with 4 decimals (0 for a run without tasks)."""
    return fixed4(run["resolved"] / run["total"] if run["total"] > 0 else 0)


# A service older than trials sends none of trials, pass_at_1, pass_hat_k, pass_at_k or
# noise_aware_conclusion. Its runs have one trial per task, where the three rates are all
# resolved/total; the verdict it lacks stays missing (see gated_conclusion).
def trials_of(run: RunView) -> int:
    return run.get("trials") or 1


def _rate(run: RunView, value: object) -> str:
    return fixed4(value) if isinstance(value, (int, float)) else score(run)


def gated_conclusion(run: RunView, gate: Gate) -> tuple[bool, Optional[str]]:
    """(whether the service gives that verdict at all, the verdict): the one --gate reads."""
    if gate == "strict":
        return True, run.get("conclusion")
    return "noise_aware_conclusion" in run, run.get("noise_aware_conclusion")


def summary_line(run: RunView) -> str:
    """The CLI's last log line: the score, the per-trial rates when there are trials, and both verdicts."""
    trials = trials_of(run)
    rates = f", {trials} trials per task: pass^k {_rate(run, run.get('pass_hat_k'))}, pass@1 {_rate(run, run.get('pass_at_1'))}" if trials > 1 else ""
    return (f"{run['status']}: {run['resolved']}/{run['total']} resolved (score {score(run)}), "
            f"{run['assertions_passed']}/{run['assertions_counted']} assertions{rates}, "
            f"conclusion {run.get('conclusion') or 'none'}, noise-aware {run.get('noise_aware_conclusion') or 'none'}")


def github_output_lines(run: RunView, gate: Gate) -> str:
    lines = [
        f"run-id={run['runId']}", f"status={run['status']}", f"conclusion={run.get('conclusion') or 'none'}",
        f"resolved={run['resolved']}", f"total={run['total']}", f"score={score(run)}",
        f"noise-aware-conclusion={run.get('noise_aware_conclusion') or 'none'}", f"trials={trials_of(run)}",
        f"pass-at-1={_rate(run, run.get('pass_at_1'))}", f"pass-hat-k={_rate(run, run.get('pass_hat_k'))}", f"pass-at-k={_rate(run, run.get('pass_at_k'))}", f"gate={gate}",
    ]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Destinations:
    gate: Gate  # written to $GITHUB_OUTPUT, so that a later step knows which verdict the exit code followed
    report: Optional[str] = None
    github_output: Optional[str] = None
    github_step_summary: Optional[str] = None


def publish(run: RunView, model: str, to: Destinations) -> None:
    """The report on stdout, and in the --report file, $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY when set."""
    markdown = run["comment_markdown"]
    print(markdown, flush=True)
    if to.report:
        _write(to.report, "w", f"<!-- understudy-eval dataset={run['dataset']} model={model} -->\n{markdown}")
    if to.github_output:
        _write(to.github_output, "a", github_output_lines(run, to.gate))
    if to.github_step_summary:
        _write(to.github_step_summary, "a", f"{markdown.rstrip()}\n\n")


def _write(path: str, mode: str, text: str) -> None:
    with open(path, mode, encoding="utf-8", newline="") as file:  # newline="": the same bytes on every OS
        file.write(text)


def log(line: str) -> None:
    print(f"[understudy-eval] {line}", file=sys.stderr, flush=True)
