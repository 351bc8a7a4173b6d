"""The Node SDK's worker-faults suite, ported: faults injected between the worker and the real
service, and the service's own refusals (a wrong key, an unknown run, a lease that lapsed)."""

import unittest

from harness import Recorder, ServiceTest, until
from understudy_eval import EvalTask, EvalWorkerError


class WorkerFaultsTest(ServiceTest):
    def test_temporary_5xx_and_dropped_connections_are_retried_with_backoff_and_say_so(self) -> None:
        run = self.trigger(["add-contact"])
        self.proxy.inject("lease", 503, "drop", 500)
        events = Recorder()
        self.worker(run["runId"], on_event=events).start()
        self.assertEqual([(d.get("status", "network"), d["outcome"]) for d in events.of("error")], [(503, "retrying"), ("network", "retrying"), (500, "retrying")])
        self.assertEqual([r.status for r in self.proxy.of("complete")], [200])

    def test_a_wrong_key_401_stops_the_worker_with_a_fatal_event_and_start_raises(self) -> None:
        run = self.trigger(["add-contact"])
        events = Recorder()
        with self.assertRaisesRegex(EvalWorkerError, r"refused the worker's API key \(lease: HTTP 401"):
            self.worker(run["runId"], api_key="usk_not_a_key", on_event=events).start()
        self.assertEqual(len(self.proxy.state.requests), 1)  # not asked again
        [error] = events.of("error")
        self.assertEqual({k: v for k, v in error.items() if k != "message"}, {"operation": "lease", "outcome": "fatal", "status": 401})
        self.assertTrue(error["message"].startswith("lease: HTTP 401: "))
        self.assertEqual(events.of("drained"), [])

    def test_a_403_stops_the_worker_too(self) -> None:
        run = self.trigger(["add-contact"])
        self.proxy.inject("lease", 403)
        events = Recorder()
        with self.assertRaisesRegex(EvalWorkerError, r"refused the worker's API key \(lease: HTTP 403: injected\)"):
            self.worker(run["runId"], on_event=events).start()
        self.assertEqual(events.of("error"), [{"operation": "lease", "outcome": "fatal", "status": 403, "message": "lease: HTTP 403: injected"}])
        self.assertEqual(self.proxy.count("lease"), 1)

    def test_an_unknown_run_404_on_lease_is_fatal_not_retried(self) -> None:
        events = Recorder()
        with self.assertRaisesRegex(EvalWorkerError, r"refused the worker \(lease: HTTP 404"):
            self.worker("run_does_not_exist", on_event=events).start()
        self.assertEqual([d["outcome"] for d in events.of("error")], ["fatal"])
        self.assertEqual(self.proxy.count("lease"), 1)

    def test_a_429_is_asked_again_after_its_retry_after(self) -> None:
        run = self.trigger(["add-contact"])
        self.proxy.inject("lease", (429, {"retry-after": "1"}))
        events = Recorder()
        self.worker(run["runId"], on_event=events).start()
        self.assertEqual([(d["status"], d["outcome"]) for d in events.of("error")], [(429, "retrying")])
        self.assertEqual([r.status for r in self.proxy.of("complete")], [200])

    def test_completion_is_tried_three_times_then_dropped_and_the_service_requeues_the_task(self) -> None:
        run = self.trigger(["add-contact", "update-industry"])
        self.proxy.inject("complete", 500, 502, 503)
        events = Recorder()
        self.worker(run["runId"], on_event=events).start()
        names = events.task_ids()
        first = next(d["taskResultId"] for d in events.of("task"))
        self.assertEqual([(d["taskResultId"], d["status"], d["outcome"]) for d in events.of("error")],
                         [(first, 500, "retrying"), (first, 502, "retrying"), (first, 503, "dropped")])
        # The dropped task's lease lapsed unreported; the service gave it out again and it was reported then.
        self.assertEqual(self.proxy.count("complete"), 5)
        self.assertEqual(sorted(names[d["taskResultId"]] for d in events.of("reported")), ["add-contact", "update-industry"])
        self.assertEqual(self.read(run["runId"])["status"], "succeeded")

    def test_a_409_on_completion_is_a_lost_lease_not_retried_not_reported(self) -> None:
        run = self.trigger(["add-contact"])
        events, calls = Recorder(), []

        def run_agent(task: EvalTask) -> None:
            calls.append(task["taskResultId"])
            if len(calls) == 1:
                # No beat reaches the service, so the lease lapses while the agent still runs.
                self.proxy.state.swallowed.add(self.lease_of(task["taskResultId"]))
                until(lambda: self.lapsed(run["runId"]), "the lease to lapse")

        self.worker(run["runId"], run_agent, on_event=events).start()
        [lost] = events.of("error")
        self.assertEqual({k: v for k, v in lost.items() if k != "message"},
                         {"operation": "complete", "outcome": "lease-lost", "status": 409, "taskResultId": calls[0]})
        self.assertTrue(lost["message"].startswith("complete: HTTP 409: "))
        # Only the second lease was reported, once; the first report was not asked again.
        self.assertEqual([r.status for r in self.proxy.of("complete")], [409, 200])
        self.assertEqual(events.of("reported"), [{"taskResultId": calls[0]}])


if __name__ == "__main__":
    unittest.main()
