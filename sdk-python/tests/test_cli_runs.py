"""The Node CLI's run suite (sdk/test/cli-runs.test.mjs), ported: --run-id, baselines and the
GitHub outputs, against the real service."""

import os
import unittest

from cli_helpers import SCRIPTED_AGENT, CliTest, run_args
from harness import DATASET, unique_commit


class CliRunsTest(CliTest):
    def drain_args(self, run_id: str, extra: "list[str] | None" = None) -> "list[str]":
        return ["run", "--run-id", run_id, "--agent", self.quick, "--model", "m", "--base-url", self.proxy.url, *(extra or [])]

    def test_run_id_drains_an_existing_run_without_trigger_dataset_or_commit(self) -> None:
        commit = unique_commit()
        run = self.trigger(["add-contact", "close-won"], commit=commit)
        report = os.path.join(self.dir, "run-id-report.md")
        result = self.cli(self.drain_args(run["runId"], ["--report", report]))
        self.assertEqual(result.code, 0, result.err)
        self.assertEqual(self.proxy.count("trigger"), 0)
        self.assertEqual([r.status for r in self.proxy.of("complete")], [200, 200])
        self.assertIn(f"run {run['runId']}: 2 task(s) of {DATASET} at {commit[:12]}, 0 done so far", result.err)
        self.assertIn("2/2 tasks done", result.err)
        with open(report, encoding="utf-8") as file:
            self.assertTrue(file.read().startswith(f"<!-- understudy-eval dataset={DATASET} model=m -->\n"))

    def test_run_id_checks_dataset_and_commit_against_the_run_and_an_unknown_run_exits_2(self) -> None:
        run = self.trigger(["add-contact"])
        wrong_dataset = self.cli(self.drain_args(run["runId"], ["--dataset", "other"]))
        self.assertEqual(wrong_dataset.code, 2)
        self.assertIn(f"--dataset other does not match run {run['runId']}, which is of dataset {DATASET}", wrong_dataset.err)
        wrong_commit = self.cli(self.drain_args(run["runId"], ["--commit", "0123456"]))
        self.assertEqual(wrong_commit.code, 2)
        self.assertIn(f"--commit 0123456 does not match run {run['runId']}", wrong_commit.err)
        self.assertEqual(self.proxy.count("lease"), 0)
        unknown = self.cli(self.drain_args("run_does_not_exist"))
        self.assertEqual(unknown.code, 2)
        self.assertIn("error: read run: HTTP 404", unknown.err)

    def test_run_id_on_a_finished_run_leases_nothing_and_exits_on_its_verdict(self) -> None:
        env = {"UNDERSTUDY_URL": self.proxy.url}
        baseline = ["run", "--dataset", DATASET, "--agent", SCRIPTED_AGENT, "--model", "cli-finished", "--tasks", "add-contact,close-won"]
        self.assertEqual(self.cli([*baseline, "--commit", unique_commit()], env).code, 0)
        commit = unique_commit()
        regressed = self.cli([*baseline, "--commit", commit], {**env, "SCRIPTED_AGENT_SKIP": "close-won"})
        self.assertEqual(regressed.code, 1, regressed.err)
        run_id = self.run_of(regressed.err)
        self.proxy.reset()
        again = self.cli(self.drain_args(run_id, ["--dataset", DATASET, "--commit", commit[:13].upper()]))
        self.assertEqual(again.code, 1, again.err)
        self.assertIn("already succeeded", again.err)
        self.assertEqual(self.proxy.count("lease"), 0)
        # One flipped task of two, at one trial, is no significant drop: the noise-aware gate passes it.
        self.assertNotEqual(self.read(run_id).get("noise_aware_conclusion"), "failure")
        self.assertEqual(self.cli(self.drain_args(run_id, ["--gate", "noise-aware"])).code, 0)

    def test_baseline_ref_and_baseline_run_put_the_baseline_in_the_trigger_body(self) -> None:
        earlier = self.trigger(["add-contact"])
        for flags, baseline in [(["--baseline-ref", "main"], {"ref": "main"}), (["--baseline-run", earlier["runId"]], {"runId": earlier["runId"]}),
                                (["--baseline-ref", ""], None)]:
            self.proxy.reset()
            commit = unique_commit()
            result = self.cli(run_args(self.proxy.url, self.quick, ["--tasks", "add-contact", *flags], commit=commit))
            self.run_of(result.err)
            self.assertEqual(result.code, 0, result.err)
            expected = {"commit": commit, "dataset": DATASET, "tasks": ["add-contact"], **({"baseline": baseline} if baseline else {})}
            self.assertEqual([r.body for r in self.proxy.of("trigger")], [expected])
        both = self.cli(run_args(self.proxy.url, self.quick, ["--baseline-ref", "main", "--baseline-run", earlier["runId"]]))
        self.assertEqual(both.code, 2)
        self.assertIn("give one", both.err)

    def test_github_output_gets_the_run_outputs_and_the_step_summary_the_report_both_appended(self) -> None:
        output, summary = os.path.join(self.dir, "github-output"), os.path.join(self.dir, "step-summary.md")
        with open(output, "w") as file:
            file.write("earlier=1\n")
        with open(summary, "w") as file:
            file.write("# Before\n")
        result = self.cli(run_args(self.proxy.url, self.quick, ["--tasks", "add-contact,close-won"], model="cli-outputs"),
                          {"GITHUB_OUTPUT": output, "GITHUB_STEP_SUMMARY": summary})
        self.assertEqual(result.code, 0, result.err)
        run = self.read(self.run_of(result.err))
        score = f"{run['resolved'] / run['total']:.4f}"
        with open(output, encoding="utf-8") as file:
            self.assertEqual(file.read(), "\n".join([
                "earlier=1", f"run-id={run['runId']}", "status=succeeded", "conclusion=neutral", f"resolved={run['resolved']}", "total=2",
                f"score={score}", "noise-aware-conclusion=neutral", "trials=1", f"pass-at-1={score}", f"pass-hat-k={score}", f"pass-at-k={score}", "gate=strict", ""]))
        with open(summary, encoding="utf-8") as file:
            self.assertEqual(file.read(), f"# Before\n{run['comment_markdown'].rstrip()}\n\n")


if __name__ == "__main__":
    unittest.main()
