"""The CLI's flags and environment, checked as the Node CLI checks them (cli-args.ts)."""

from __future__ import annotations

import argparse
import re
import subprocess
from dataclasses import dataclass
from typing import Callable, Mapping, NoReturn, Optional, Union

from .cli_usage import USAGE, UsageError
from .cli_values import parse_alpha, parse_duration, parse_gate, parse_profiles, parse_trials, whole
from .http_client import check_base_url
from .protocol import Gate, TriggerRequest


@dataclass(frozen=True)
class Timeout:
    ms: int
    text: str


@dataclass(frozen=True)
class TriggerSource:
    """The CLI triggers the run."""

    trigger: TriggerRequest


@dataclass(frozen=True)
class ExistingSource:
    """--run-id names the run; --dataset and --commit, when given, must match it."""

    run_id: str
    dataset: Optional[str] = None
    commit: Optional[str] = None


RunSource = Union[TriggerSource, ExistingSource]


@dataclass(frozen=True)
class CliOptions:
    source: RunSource
    gate: Gate
    agent: str
    model: str
    concurrency: int
    base_url: str
    api_key: str
    timeout: Optional[Timeout] = None
    report: Optional[str] = None
    github_output: Optional[str] = None
    github_step_summary: Optional[str] = None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse would print its own usage and exit
        raise UsageError(f"{message}\n\n{USAGE}")


STRING_FLAGS = ["dataset", "agent", "model", "commit", "ref", "tasks", "concurrency", "base-url", "report", "run-id", "timeout",
                "baseline-ref", "baseline-run", "trials", "alpha", "mcp-profiles", "gate"]


def _parser() -> _Parser:
    parser = _Parser(prog="understudy-eval", add_help=False, allow_abbrev=False)
    parser.add_argument("command", nargs="*")
    for flag in STRING_FLAGS:
        parser.add_argument(f"--{flag}", dest=flag)
    parser.add_argument("-h", "--help", action="store_true")
    return parser


def parse_cli_args(argv: list[str], env: Mapping[str, str]) -> CliOptions:
    values = vars(_parser().parse_intermixed_args(argv))
    if values["help"] or values["command"] != ["run"]:
        raise UsageError(USAGE)

    def need(name: str, value: Optional[str]) -> str:
        if not value:
            raise UsageError(f"missing {name}\n\n{USAGE}")
        return value

    concurrency = whole(values["concurrency"] if values["concurrency"] is not None else "1")
    if concurrency is None or concurrency < 1:
        raise UsageError("--concurrency must be a whole number of at least 1")
    gate = parse_gate(values["gate"] if values["gate"] is not None else "strict")
    agent = need("--agent", values["agent"])
    model = need("--model", values["model"])
    base_url = need("--base-url or $UNDERSTUDY_URL", values["base-url"] if values["base-url"] is not None else env.get("UNDERSTUDY_URL"))
    try:
        base_url = check_base_url(base_url, "--base-url" if values["base-url"] else "$UNDERSTUDY_URL")
    except TypeError as error:
        raise UsageError(str(error)) from None
    api_key = need("$UNDERSTUDY_API_KEY", env.get("UNDERSTUDY_API_KEY"))
    text = values["timeout"]
    timeout = None if text is None else Timeout(parse_duration(text), text.strip() if re.search(r"[smh]\s*$", text) else f"{text.strip()}s")
    return CliOptions(read_source(values, env, need), gate, agent, model, concurrency, base_url, api_key, timeout, values["report"],
                      env.get("GITHUB_OUTPUT") or None, env.get("GITHUB_STEP_SUMMARY") or None)


def read_source(values: Mapping[str, Optional[str]], env: Mapping[str, str], need: Callable[[str, Optional[str]], str]) -> RunSource:
    baseline_ref = values["baseline-ref"] or None  # `--baseline-ref "$GITHUB_BASE_REF"` is empty on pushes
    baseline_run = values["baseline-run"] or None
    if baseline_ref and baseline_run:
        raise UsageError("--baseline-ref and --baseline-run name two baselines: give one")
    # Checked before --run-id, so that an empty or malformed value is reported as such either way.
    trials = None if values["trials"] is None else parse_trials(values["trials"])
    alpha = None if values["alpha"] is None else parse_alpha(values["alpha"])
    profiles = None if values["mcp-profiles"] is None else parse_profiles(values["mcp-profiles"])
    if values["run-id"] is not None:
        run_id = need("a value for --run-id", values["run-id"])
        for flag in ["tasks", "ref", "baseline-ref", "baseline-run", "trials", "alpha", "mcp-profiles"]:
            if values[flag]:
                raise UsageError(f"--{flag} applies when the CLI triggers the run; with --run-id the run already has it")
        return ExistingSource(run_id, values["dataset"], values["commit"])
    tasks = [task.strip() for task in values["tasks"].split(",") if task.strip()] if values["tasks"] is not None else []
    dataset = need("--dataset (or --run-id)", values["dataset"])
    commit = values["commit"] if values["commit"] is not None else (env.get("GITHUB_SHA") or git_head())
    trigger: TriggerRequest = {"commit": commit, "dataset": dataset}
    ref = values["ref"] if values["ref"] is not None else env.get("GITHUB_REF")
    if ref:
        trigger["ref"] = ref
    if tasks:
        trigger["tasks"] = tasks
    if baseline_ref:
        trigger["baseline"] = {"ref": baseline_ref}
    if baseline_run:
        trigger["baseline"] = {"runId": baseline_run}
    if trials is not None:
        trigger["trials"] = trials
    if alpha is not None:
        trigger["alpha"] = alpha
    if profiles is not None:
        trigger["mcp_profiles"] = profiles
    return TriggerSource(trigger)


def git_head() -> str:
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        raise UsageError("--commit is required outside a git checkout") from None
    return done.stdout.strip()
