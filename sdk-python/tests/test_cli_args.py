"""The Node CLI's argument tests (sdk/test/cli-args.test.mjs), ported."""

import unittest
from typing import Any

import support  # noqa: F401
from understudy_eval.cli_args import CliOptions, ExistingSource, TriggerSource, UsageError, parse_cli_args, parse_duration

ENV = {"UNDERSTUDY_URL": "http://127.0.0.1:4000", "UNDERSTUDY_API_KEY": "usk_test"}
REQUIRED = ["--agent", "agent:run", "--model", "m"]


def parse(args: list[str], **extra: str) -> CliOptions:
    return parse_cli_args(["run", *REQUIRED, *args], {**ENV, **extra})


def trigger(args: list[str], **extra: str) -> Any:
    source = parse(["--dataset", "crm", "--commit", "abcdef1", *args], **extra).source
    assert isinstance(source, TriggerSource)
    return source.trigger


class CliArgsTest(unittest.TestCase):
    def test_timeout_takes_seconds_minutes_hours_or_plain_seconds(self) -> None:
        self.assertEqual([parse_duration(t) for t in ["90s", "30m", "2h", "45", "1.5m"]], [90_000, 1_800_000, 7_200_000, 45_000, 90_000])
        for bad in ["", "0", "-5", "10d", "soon", "5 minutes"]:
            with self.assertRaisesRegex(UsageError, "--timeout must be a duration such as 90s", msg=bad):
                parse_duration(bad)
        timeout = parse(["--dataset", "crm", "--commit", "abcdef1", "--timeout", "30"]).timeout
        assert timeout is not None
        self.assertEqual((timeout.ms, timeout.text), (30_000, "30s"))

    def test_baselines_go_into_the_trigger_one_at_most_and_an_empty_ref_is_ignored(self) -> None:
        self.assertEqual(trigger(["--baseline-ref", "main"]), {"commit": "abcdef1", "dataset": "crm", "baseline": {"ref": "main"}})
        self.assertEqual(trigger(["--baseline-run", "run_0"])["baseline"], {"runId": "run_0"})
        self.assertNotIn("baseline", trigger(["--baseline-ref", ""]))  # `--baseline-ref "$GITHUB_BASE_REF"` on a push
        with self.assertRaisesRegex(UsageError, "give one"):
            trigger(["--baseline-ref", "main", "--baseline-run", "run_0"])
        self.assertEqual(trigger(["--tasks", "a, b,"], GITHUB_REF="refs/pull/7/merge"),
                         {"commit": "abcdef1", "dataset": "crm", "ref": "refs/pull/7/merge", "tasks": ["a", "b"]})

    def test_run_id_needs_no_dataset_or_commit_and_refuses_the_flags_that_shape_a_trigger(self) -> None:
        self.assertEqual(parse(["--run-id", "run_1"]).source, ExistingSource("run_1", None, None))
        self.assertEqual(parse(["--run-id", "run_1", "--dataset", "crm"]).source, ExistingSource("run_1", "crm", None))
        for flag, value in [("--tasks", "x"), ("--baseline-ref", "x"), ("--baseline-run", "x"), ("--ref", "x"), ("--trials", "3"),
                            ("--alpha", "0.1"), ("--mcp-profiles", "slack=official")]:
            with self.assertRaisesRegex(UsageError, f"{flag} applies when the CLI triggers the run"):
                parse(["--run-id", "run_1", flag, value])
        with self.assertRaisesRegex(UsageError, r"missing --dataset \(or --run-id\)"):
            parse([])

    def test_trials_and_alpha_go_into_the_trigger_only_when_given_within_the_bounds(self) -> None:
        self.assertEqual(trigger(["--trials", "5", "--alpha", "0.01"]), {"commit": "abcdef1", "dataset": "crm", "trials": 5, "alpha": 0.01})
        self.assertEqual(trigger(["--trials", "1", "--alpha", "0.5"]), {"commit": "abcdef1", "dataset": "crm", "trials": 1, "alpha": 0.5})
        self.assertFalse("trials" in trigger([]) or "alpha" in trigger([]))
        for bad in ["", "0", "21", "-1", "2.5", "1e1", "three"]:
            with self.assertRaisesRegex(UsageError, "--trials must be a whole number from 1 to 20", msg=bad):
                trigger([f"--trials={bad}"])
        for bad in ["", "0", "-0.1", "0.51", "1", "NaN", "five percent"]:
            with self.assertRaisesRegex(UsageError, r"--alpha must be a number above 0 and at most 0\.5", msg=bad):
                trigger([f"--alpha={bad}"])

    def test_mcp_profiles_go_into_the_trigger_as_pairs(self) -> None:
        self.assertEqual(trigger(["--mcp-profiles", "slack=official, jira=atlassian"])["mcp_profiles"], {"slack": "official", "jira": "atlassian"})
        self.assertNotIn("mcp_profiles", trigger([]))
        for bad in ["", "slack", "slack=", "=official", "Slack=official", "slack=official;jira=x"]:
            with self.assertRaisesRegex(UsageError, "--mcp-profiles", msg=bad):
                trigger([f"--mcp-profiles={bad}"])

    def test_gate_is_strict_by_default_may_be_noise_aware_and_nothing_else(self) -> None:
        self.assertEqual(parse(["--dataset", "crm", "--commit", "abcdef1"]).gate, "strict")
        self.assertEqual(parse(["--run-id", "run_1", "--gate", "noise-aware"]).gate, "noise-aware")
        for bad in ["", "Strict", "noise_aware", "lenient"]:
            with self.assertRaisesRegex(UsageError, "--gate must be strict or noise-aware", msg=bad):
                parse(["--run-id", "run_1", "--gate", bad])

    def test_github_output_and_step_summary_come_from_the_environment(self) -> None:
        options = parse(["--run-id", "run_1"], GITHUB_OUTPUT="/tmp/out", GITHUB_STEP_SUMMARY="")
        self.assertEqual((options.github_output, options.github_step_summary), ("/tmp/out", None))

    def test_usage_errors_name_what_is_missing_or_malformed(self) -> None:
        with self.assertRaisesRegex(UsageError, "missing --agent"):
            parse_cli_args(["run", "--dataset", "crm"], ENV)
        with self.assertRaisesRegex(UsageError, "UNDERSTUDY_API_KEY"):
            parse_cli_args(["run", *REQUIRED, "--dataset", "crm"], {**ENV, "UNDERSTUDY_API_KEY": ""})
        with self.assertRaisesRegex(UsageError, r'--base-url must be an http\(s\) URL .*got "localhost:4000"'):
            parse(["--dataset", "crm", "--base-url", "localhost:4000"])
        with self.assertRaisesRegex(UsageError, r'\$UNDERSTUDY_URL must be an http\(s\) URL'):
            parse(["--dataset", "crm"], UNDERSTUDY_URL="127.0.0.1:4000")
        for bad in ["0", "", "1.5", "two"]:
            with self.assertRaisesRegex(UsageError, "--concurrency must be a whole number of at least 1", msg=bad):
                parse(["--dataset", "crm", "--concurrency", bad])
        with self.assertRaises(UsageError):  # an unknown flag, or another command than run
            parse(["--dataset", "crm", "--datasets", "x"])
        with self.assertRaises(UsageError):
            parse_cli_args(["drain", *REQUIRED], ENV)

    def test_the_commit_defaults_to_github_sha(self) -> None:
        source = parse(["--dataset", "crm"], GITHUB_SHA="f" * 40).source
        assert isinstance(source, TriggerSource)
        self.assertEqual(source.trigger["commit"], "f" * 40)


if __name__ == "__main__":
    unittest.main()
