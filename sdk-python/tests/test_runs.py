"""The Node SDK's runs suite, ported: trigger_run, read_run, cancel_run and wait_for_run against the
real service, with faults injected on reads."""

import unittest

from harness import DATASET, ServiceTest, until
from understudy_eval import AbortSignal, AbortedError, ApiError, cancel_run, read_run, trigger_run, wait_for_run


class RunsTest(ServiceTest):
    def test_trigger_run_sends_the_baseline_and_read_run_reads_the_run_with_its_dataset_and_tasks(self) -> None:
        answer = trigger_run(self.connection, {"commit": "abcdef1", "dataset": DATASET, "tasks": ["add-contact"], "baseline": {"ref": "main"}})
        self._runs.append(answer["runId"])
        self.assertEqual({k: v for k, v in answer.items() if k != "runId"}, {"status": "running", "taskCount": 1, "trialCount": 1})
        self.assertEqual([r.body for r in self.proxy.of("trigger")], [{"commit": "abcdef1", "dataset": DATASET, "tasks": ["add-contact"], "baseline": {"ref": "main"}}])
        run = read_run(self.connection, answer["runId"])
        self.assertEqual((run["dataset"], run["status"], [t["task"] for t in run["tasks"]]), (DATASET, "running", ["add-contact"]))
        self.assertEqual((run.get("baseline") or {}).get("requested"), {"ref": "main"})

    def test_trigger_run_sends_trials_and_alpha_and_the_answer_counts_tasks_and_trials_apart(self) -> None:
        answer = trigger_run(self.connection, {"commit": "abcdef1", "dataset": DATASET, "tasks": ["add-contact", "close-won"], "trials": 3, "alpha": 0.1})
        self._runs.append(answer["runId"])
        self.assertEqual((answer["taskCount"], answer.get("trialCount")), (2, 6))
        self.assertEqual(read_run(self.connection, answer["runId"]).get("trials"), 3)

    def test_cancel_run_answers_the_cancelled_run_again_when_repeated_and_409_once_the_run_finished(self) -> None:
        running = self.trigger(["add-contact"])
        self.assertEqual(cancel_run(self.connection, running["runId"])["status"], "cancelled")
        self.assertEqual(cancel_run(self.connection, running["runId"])["status"], "cancelled")
        finished = self.trigger(["add-contact"])
        self.worker(finished["runId"]).start()
        with self.assertRaises(ApiError) as refused:
            cancel_run(self.connection, finished["runId"])
        self.assertEqual((refused.exception.status, refused.exception.retryable), (409, False))

    def test_wait_for_run_returns_a_cancelled_run_and_stops_waiting_when_its_signal_aborts(self) -> None:
        run = self.trigger(["add-contact"])
        signal = AbortSignal()
        waiting = self.in_background(lambda: wait_for_run(self.connection, run["runId"], poll_interval_ms=20, signal=signal))
        until(lambda: self.proxy.count("run") >= 2, "two polls of a running run")
        signal.abort("enough")
        with self.assertRaisesRegex(AbortedError, "enough"):
            waiting.result(timeout=30)
        self.service.api("POST", f"/api/v1/evals/{run['runId']}/cancel")
        self.assertEqual(wait_for_run(self.connection, run["runId"], poll_interval_ms=20)["status"], "cancelled")

    def test_wait_for_run_rides_out_a_restarting_service_but_not_a_refusal(self) -> None:
        run = self.trigger(["add-contact"])
        self.worker(run["runId"]).start()
        self.proxy.reset()
        self.proxy.inject("run", 503, "drop", 502)
        progress: list[str] = []
        final = wait_for_run(self.connection, run["runId"], poll_interval_ms=20, on_progress=lambda r: progress.append(r["status"]))
        self.assertEqual((final["status"], progress), ("succeeded", ["succeeded"]))
        self.assertEqual(self.proxy.count("run"), 4)
        with self.assertRaises(ApiError) as unknown:
            wait_for_run(self.connection, "run_does_not_exist", poll_interval_ms=20)
        self.assertEqual(unknown.exception.status, 404)


if __name__ == "__main__":
    unittest.main()
