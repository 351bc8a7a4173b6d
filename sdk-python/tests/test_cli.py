"""The Node CLI's suite (sdk/test/cli.test.mjs), ported: the Python CLI against the real service."""

import os
import unittest

from cli_helpers import SCRIPTED_AGENT, Cli, CliTest, run_args, scratch
from harness import DATASET, unique_commit


class CliUsageTest(unittest.TestCase):
    """No service needed: the CLI refuses before it asks anything."""

    def test_usage_errors_exit_2_and_say_what_is_missing_and_help_exits_0_listing_every_flag(self) -> None:
        quick = os.path.join(scratch(self), "quick_agent.py")
        missing = Cli(["run", "--dataset", "crm"], {}, "usk_test").exited()
        self.assertEqual(missing.code, 2)
        self.assertIn("missing --agent", missing.err)
        no_key = Cli(run_args("http://127.0.0.1:1", quick), {}, "").exited()
        self.assertEqual(no_key.code, 2)
        self.assertIn("UNDERSTUDY_API_KEY", no_key.err)
        shown = Cli(["--help"], {}, "usk_test").exited()
        self.assertEqual(shown.code, 0)
        for flag in ["--dataset", "--agent", "--model", "--commit", "--ref", "--tasks", "--baseline-ref", "--baseline-run", "--trials", "--alpha", "--gate",
                     "noise-aware", "--mcp-profiles", "--run-id", "--concurrency", "--timeout", "--base-url", "--report", "--help", "GITHUB_OUTPUT",
                     "GITHUB_STEP_SUMMARY", "SIGINT", "Exit codes"]:
            self.assertIn(flag, shown.out, f"--help mentions {flag}")

    def test_a_base_url_without_an_http_scheme_is_a_usage_error_naming_the_flag(self) -> None:
        result = Cli(run_args("localhost:4000", "agent:run_agent"), {}, "usk_test").exited()
        self.assertEqual(result.code, 2)
        self.assertRegex(result.err, r'--base-url must be an http\(s\) URL .*got "localhost:4000"')

    def test_an_unreachable_service_is_an_infrastructure_error(self) -> None:
        quick = os.path.join(scratch(self), "quick_agent.py")
        result = Cli(run_args("http://127.0.0.1:9", quick), {}, "usk_test").exited()
        self.assertEqual(result.code, 2)
        self.assertIn("[understudy-eval] error: trigger", result.err)

    def test_an_agent_that_is_not_a_function_is_a_usage_error(self) -> None:
        folder = scratch(self)
        result = Cli(run_args("http://127.0.0.1:9", f"{folder}/quick_agent.py:missing"), {}, "usk_test").exited()
        self.assertEqual(result.code, 2)
        self.assertIn("must name a function", result.err)


class CliExitTest(CliTest):
    def scripted(self, model: str, tasks: str, skip: str = "", extra: "list[str] | None" = None) -> "tuple[int, str, str, str]":
        env = {"UNDERSTUDY_URL": self.proxy.url, "SCRIPTED_AGENT_SKIP": skip}
        args = ["run", "--dataset", DATASET, "--agent", SCRIPTED_AGENT, "--model", model, "--commit", unique_commit(), "--tasks", tasks, *(extra or [])]
        result = self.cli(args, env)
        return result.code, result.out, result.err, self.run_of(result.err)

    def test_exit_0_on_a_first_run_and_on_a_recovery_and_1_on_a_regression_with_progress_and_the_report(self) -> None:
        report = os.path.join(self.dir, "report.md")
        code, out, err, run_id = self.scripted("cli-exits", "add-contact,close-won", extra=["--report", report, "--concurrency", "2"])
        self.assertEqual(code, 0, err)
        self.assertIn("2/2 tasks done", err)
        self.assertEqual([r.body.get("tasks") for r in self.proxy.of("trigger")], [["add-contact", "close-won"]])
        run = self.read(run_id)
        self.assertEqual((run["status"], run["resolved"], run["conclusion"]), ("succeeded", 2, "neutral"))
        self.assertEqual(out, run["comment_markdown"] + "\n")
        with open(report, encoding="utf-8") as file:
            self.assertEqual(file.read(), f"<!-- understudy-eval dataset={DATASET} model=cli-exits -->\n{run['comment_markdown']}")
        code, out, err, run_id = self.scripted("cli-exits", "add-contact,close-won", skip="close-won")
        self.assertEqual(code, 1, err)
        self.assertEqual(self.read(run_id)["conclusion"], "failure")
        self.assertIn("conclusion failure", err.splitlines()[-1])
        code, out, err, run_id = self.scripted("cli-exits", "add-contact,close-won")
        self.assertEqual(code, 0, err)
        self.assertEqual(self.read(run_id)["conclusion"], "success")

    def test_a_failed_run_exits_2(self) -> None:
        self.proxy.state.finished_run = {"status": "failed", "conclusion": "success"}
        result = self.cli(run_args(self.proxy.url, self.quick, ["--tasks", "add-contact"]))
        self.assertEqual(result.code, 2, result.err)
        self.assertIn("failed: ", result.err.splitlines()[-1])

    def test_retrying_is_printed_only_for_what_is_retried_and_a_lost_lease_and_a_refused_key_say_what_happened(self) -> None:
        self.proxy.inject("lease", 503)
        self.proxy.inject("complete", 409)
        result = self.cli(run_args(self.proxy.url, self.quick, ["--tasks", "add-contact"]))
        self.assertEqual(result.code, 0, result.err)
        self.assertIn("lease: HTTP 503: injected; retrying", result.err)
        self.assertRegex(result.err, r"task \S+: lease lost \(complete: HTTP 409: injected\): the task is abandoned here")
        self.assertNotRegex(result.err, r"409.*retrying")
        self.proxy.reset()
        self.proxy.inject("lease", 403)
        refused = self.cli(run_args(self.proxy.url, self.quick, ["--tasks", "add-contact"]))
        self.run_of(refused.err)
        self.assertEqual(refused.code, 2)
        self.assertIn("lease: HTTP 403: injected: the worker stops", refused.err)
        self.assertIn("error: Understudy eval worker stopped: the service refused the worker's API key", refused.err)
        self.assertNotIn("retrying", refused.err)

    def test_a_run_someone_else_cancelled_exits_2(self) -> None:
        run = self.trigger(["add-contact"])
        self.service.api("POST", f"/api/v1/evals/{run['runId']}/cancel")
        result = self.cli(["run", "--run-id", run["runId"], "--agent", self.quick, "--model", "m", "--base-url", self.proxy.url])
        self.assertEqual(result.code, 2, result.err)
        self.assertRegex(result.err, r"cancelled: 0/1 resolved")
        self.assertEqual(self.proxy.count("lease"), 0)


if __name__ == "__main__":
    unittest.main()
