"""The Node CLI's trials suite (sdk/test/cli-trials.test.mjs), ported: trials, alpha and the two
verdicts, what the CLI sends, what it counts, and which verdict its exit code follows."""

import os
import unittest

from cli_helpers import SCRIPTED_AGENT, CliTest, run_args
from harness import DATASET, unique_commit


class CliTrialsTest(CliTest):
    def scripted_args(self, model: str, extra: "list[str]") -> "list[str]":
        return ["run", "--dataset", DATASET, "--agent", SCRIPTED_AGENT, "--model", model, "--commit", unique_commit(), "--base-url", self.proxy.url, *extra]

    def test_trials_and_alpha_go_into_the_trigger_progress_counts_trials_and_the_last_line_gives_the_rates(self) -> None:
        result = self.cli(self.scripted_args("cli-trials", ["--tasks", "add-contact,close-won", "--trials", "3", "--alpha", "0.1"]), {"UNDERSTUDY_URL": self.proxy.url})
        self.assertEqual(result.code, 0, result.err)
        self.run_of(result.err)
        self.assertEqual([(r.body["trials"], r.body["alpha"]) for r in self.proxy.of("trigger")], [(3, 0.1)])
        self.assertEqual(self.proxy.count("complete"), 6)
        self.assertIn(f"2 task(s) × 3 trials of {DATASET}", result.err)
        self.assertIn("6/6 trials done", result.err)
        self.assertRegex(result.err.splitlines()[-1], r"succeeded: 2/2 resolved \(score 1\.0000\), \d+/\d+ assertions, 3 trials per task: "
                                                      r"pass\^k 1\.0000, pass@1 1\.0000, conclusion neutral, noise-aware neutral$")

    def test_at_one_trial_the_last_line_leaves_out_the_rates_but_gives_the_noise_aware_verdict(self) -> None:
        result = self.cli(run_args(self.proxy.url, self.quick, ["--tasks", "add-contact"], model="cli-one-trial"))
        self.run_of(result.err)
        self.assertEqual(result.code, 0, result.err)
        self.assertIn("1/1 tasks done", result.err)
        self.assertRegex(result.err.splitlines()[-1], r"resolved \(score \d\.\d{4}\), \d+/\d+ assertions, conclusion neutral, noise-aware neutral$")

    def test_bad_trials_alpha_and_gate_exit_2_saying_what_is_expected_before_anything_is_triggered(self) -> None:
        for flags, message in [(["--trials", "0"], r'--trials must be a whole number from 1 to 20, got "0"'), (["--trials", "21"], "--trials must be a whole number"),
                               (["--trials", "2.5"], "--trials must be a whole number"), (["--alpha", "0"], r"--alpha must be a number above 0 and at most 0\.5"),
                               (["--alpha", "0.6"], "--alpha must be"), (["--alpha", "often"], "--alpha must be"),
                               (["--gate", "lenient"], r'--gate must be strict or noise-aware, got "lenient"')]:
            result = self.cli(run_args(self.proxy.url, self.quick, flags))
            self.assertEqual(result.code, 2, flags)
            self.assertRegex(result.err, message)
        self.assertEqual(self.proxy.count("trigger"), 0)

    def test_trials_and_alpha_with_run_id_are_usage_errors_and_gate_is_allowed(self) -> None:
        run = self.trigger(["add-contact"])
        drain = ["run", "--run-id", run["runId"], "--agent", self.quick, "--model", "m", "--base-url", self.proxy.url]
        for flags in [["--trials", "3"], ["--alpha", "0.1"]]:
            result = self.cli([*drain, *flags])
            self.assertEqual(result.code, 2)
            self.assertIn(f"{flags[0]} applies when the CLI triggers the run; with --run-id the run already has it", result.err)
        self.assertEqual(self.proxy.count("lease"), 0)
        self.assertEqual(self.cli([*drain, "--gate", "noise-aware"]).code, 0)

    def test_each_gate_exits_1_on_its_own_verdict_only(self) -> None:
        run = self.trigger(["add-contact"])
        self.worker(run["runId"]).start()
        drain = ["run", "--run-id", run["runId"], "--agent", self.quick, "--model", "m", "--base-url", self.proxy.url]
        for conclusion, noise_aware, strict_code, noise_aware_code in [("failure", "success", 1, 0), ("success", "failure", 0, 1)]:
            self.proxy.state.finished_run = {"conclusion": conclusion, "noise_aware_conclusion": noise_aware}
            self.assertEqual(self.cli(drain).code, strict_code, "strict is the default")
            self.assertEqual(self.cli([*drain, "--gate", "noise-aware"]).code, noise_aware_code)

    def test_a_failed_run_exits_2_under_either_gate(self) -> None:
        run = self.trigger(["add-contact"])
        self.worker(run["runId"]).start()
        self.proxy.state.finished_run = {"status": "failed", "conclusion": "success", "noise_aware_conclusion": "success"}
        for gate in ["strict", "noise-aware"]:
            self.assertEqual(self.cli(["run", "--run-id", run["runId"], "--agent", self.quick, "--model", "m", "--base-url", self.proxy.url, "--gate", gate]).code, 2, gate)

    def test_gate_noise_aware_against_a_service_without_that_verdict_exits_2_instead_of_passing(self) -> None:
        run = self.trigger(["add-contact"])
        self.worker(run["runId"]).start()
        self.proxy.state.finished_run = {"conclusion": "failure"}
        self.proxy.state.dropped_keys = ["noise_aware_conclusion"]  # a service older than trials
        drain = ["run", "--run-id", run["runId"], "--agent", self.quick, "--model", "m", "--base-url", self.proxy.url]
        result = self.cli([*drain, "--gate", "noise-aware"])
        self.assertEqual(result.code, 2, result.err)
        self.assertRegex(result.err, r"gives no noise-aware verdict .*use --gate strict")
        self.assertEqual(self.cli(drain).code, 1)  # strict still reads the conclusion

    def test_github_output_gets_the_noise_aware_verdict_the_trials_the_three_rates_and_the_gate(self) -> None:
        output = os.path.join(self.dir, "github-output-trials")
        result = self.cli(self.scripted_args("cli-trials-output", ["--tasks", "add-contact,close-won", "--trials", "2", "--gate", "noise-aware"]),
                          {"UNDERSTUDY_URL": self.proxy.url, "GITHUB_OUTPUT": output, "SCRIPTED_AGENT_SKIP": "close-won"})
        self.assertEqual(result.code, 0, result.err)
        run = self.read(self.run_of(result.err))
        with open(output, encoding="utf-8") as file:
            lines = file.read()
        self.assertEqual(lines, "\n".join([
            f"run-id={run['runId']}", "status=succeeded", "conclusion=neutral", "resolved=1", "total=2", "score=0.5000", "noise-aware-conclusion=neutral",
            "trials=2", "pass-at-1=0.5000", "pass-hat-k=0.5000", "pass-at-k=0.5000", "gate=noise-aware", ""]))

    def test_run_id_on_a_run_with_trials_counts_them_and_waits_for_trials_other_workers_hold(self) -> None:
        run = self.trigger(["add-contact"], trials=2, commit="cd" * 20)
        held = self.hold(run["runId"])  # trial 0 is another worker's
        self.proxy.state.drained_answer = True  # the service's answer once nothing is left to lease
        cli = self.start_cli(["run", "--run-id", run["runId"], "--agent", self.quick, "--model", "m", "--base-url", self.proxy.url])
        cli.seen("waiting for other workers: 1/2 done")
        self.complete_held(run["runId"], held)
        result = cli.exited()
        self.assertEqual(result.code, 0, result.err)
        self.assertIn(f"run {run['runId']}: 1 task(s) × 2 trials of {DATASET} at {'cd' * 6}, 0 done so far", result.err)
        self.assertIn("1/2 trials done", result.err)


if __name__ == "__main__":
    unittest.main()
