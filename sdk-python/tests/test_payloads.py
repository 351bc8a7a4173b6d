"""Event payloads and the CLI's lines: the Node SDK's, key for key and character for character."""

import unittest
from typing import Any

import support  # noqa: F401
from understudy_eval.abort import AbortedError, AbortSignal
from understudy_eval.cli_output import describe_failure, fixed4, github_output_lines, summary_line
from understudy_eval.events import error_data, reported_data
from understudy_eval.http_client import ApiError


def run(**fields: Any) -> Any:
    base = {"runId": "run1", "status": "succeeded", "resolved": 1, "total": 3, "assertions_passed": 4, "assertions_counted": 6,
            "conclusion": "failure", "noise_aware_conclusion": "success", "trials": 1, "comment_markdown": "### report\n"}
    return {**base, **fields}


class PayloadTest(unittest.TestCase):
    def test_error_events_carry_status_only_for_an_http_answer_and_the_task_only_for_a_task(self) -> None:
        refused = ApiError("lease", 403, "lease: HTTP 403: injected")
        self.assertEqual(error_data("lease", refused, "fatal"), {"operation": "lease", "outcome": "fatal", "status": 403, "message": "lease: HTTP 403: injected"})
        dropped = ApiError("complete", None, "complete: connection refused")
        self.assertEqual(error_data("complete", dropped, "retrying", "tr0"),
                         {"operation": "complete", "outcome": "retrying", "message": "complete: connection refused", "taskResultId": "tr0"})
        self.assertEqual(error_data("worker", ValueError(), "fatal")["message"], "ValueError")  # never an empty message

    def test_reported_carries_the_agent_error_only_when_there_was_one(self) -> None:
        self.assertEqual(reported_data("tr0", None), {"taskResultId": "tr0"})
        self.assertEqual(reported_data("tr2", "model refused"), {"taskResultId": "tr2", "error": "model refused"})

    def test_failures_say_retrying_only_for_what_is_retried(self) -> None:
        lines = [describe_failure(error_data("complete", ApiError("complete", status, f"complete: HTTP {status}: x"), outcome, "tr0"))
                 for status, outcome in [(503, "retrying"), (409, "lease-lost"), (500, "dropped"), (401, "fatal")]]
        self.assertEqual(lines, [
            "task tr0: complete: HTTP 503: x; retrying",
            "task tr0: lease lost (complete: HTTP 409: x): the task is abandoned here and the service requeues it",
            "task tr0: completion not reported (complete: HTTP 500: x): giving up on it; its lease lapses and the service requeues the task",
            "task tr0: complete: HTTP 401: x: the worker stops",
        ])

    def test_rates_round_halves_up_as_javascript_to_fixed_does(self) -> None:
        self.assertEqual([fixed4(v) for v in [0, 1, 1 / 3, 2 / 3, 0.03125, 0.5]], ["0.0000", "1.0000", "0.3333", "0.6667", "0.0313", "0.5000"])

    def test_the_summary_line_gives_per_trial_rates_only_with_trials(self) -> None:
        self.assertEqual(summary_line(run()), "succeeded: 1/3 resolved (score 0.3333), 4/6 assertions, conclusion failure, noise-aware success")
        with_trials = run(trials=3, pass_hat_k=0.5, pass_at_1=2 / 3, resolved=1, total=2, conclusion="success", noise_aware_conclusion="neutral")
        self.assertIn("3 trials per task: pass^k 0.5000, pass@1 0.6667, conclusion success, noise-aware neutral", summary_line(with_trials))
        older = run(conclusion=None)
        del older["noise_aware_conclusion"], older["trials"]
        self.assertTrue(summary_line(older).endswith("conclusion none, noise-aware none"))

    def test_github_output_lines(self) -> None:
        self.assertEqual(github_output_lines(run(), "strict"), "\n".join([
            "run-id=run1", "status=succeeded", "conclusion=failure", "resolved=1", "total=3", "score=0.3333", "noise-aware-conclusion=success",
            "trials=1", "pass-at-1=0.3333", "pass-hat-k=0.3333", "pass-at-k=0.3333", "gate=strict", ""]))


class AbortSignalTest(unittest.TestCase):
    def test_aborts_once_tells_its_listeners_and_raises_its_reason(self) -> None:
        signal, heard = AbortSignal(), []
        signal.add_listener(lambda reason: heard.append(str(reason)))
        signal.abort("first")
        signal.abort("second")
        signal.add_listener(lambda reason: heard.append(f"late: {reason}"))
        self.assertEqual(heard, ["first", "late: first"])
        self.assertTrue(signal.aborted and signal.wait(0))
        with self.assertRaisesRegex(AbortedError, "first"):
            signal.raise_if_aborted()


if __name__ == "__main__":
    unittest.main()
