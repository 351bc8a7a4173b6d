"""The failure rules both workers share (worker_core.py), decided without a service."""

import unittest
from typing import Any

import support  # noqa: F401
from understudy_eval.http_client import ApiError
from understudy_eval.options import validate_options
from understudy_eval.worker_core import WorkerCore


def core() -> tuple[WorkerCore, list[tuple[str, Any]]]:
    events: list[tuple[str, Any]] = []
    options = validate_options("EvalWorker", "http://127.0.0.1:1", "usk_test", "run1", "m", lambda task: None, 1, 20,
                               lambda event, data: events.append((event, data)))
    return WorkerCore(options), events


class WorkerRulesTest(unittest.TestCase):
    def test_a_429_waits_for_retry_after_and_other_passing_trouble_backs_off(self) -> None:
        worker, events = core()
        self.assertEqual(worker.lease_retry_ms(ApiError("lease", 429, "lease: HTTP 429: busy", 7000), 0), 7000)
        self.assertLessEqual(worker.lease_retry_ms(ApiError("lease", 503, "lease: HTTP 503: x"), 0) or 0, 500)
        self.assertLessEqual(worker.lease_retry_ms(ApiError("lease", None, "lease: refused"), 3) or 0, 4000)
        self.assertEqual([d["outcome"] for _, d in events], ["retrying"] * 3)
        self.assertIsNone(worker.fatal)

    def test_a_refusal_on_lease_stops_the_worker(self) -> None:
        for status, reason in [(401, "refused the worker's API key"), (403, "refused the worker's API key"), (404, "refused the worker"), (409, "refused the worker")]:
            worker, events = core()
            self.assertIsNone(worker.lease_retry_ms(ApiError("lease", status, f"lease: HTTP {status}: no"), 0))
            self.assertEqual(events, [("error", {"operation": "lease", "outcome": "fatal", "status": status, "message": f"lease: HTTP {status}: no"})])
            self.assertTrue(worker.stopping)
            self.assertRegex(str(worker.fatal), f"^Understudy eval worker stopped: the service {reason} \\(lease: HTTP {status}: no\\)$")

    def test_completion_is_tried_three_times_a_409_is_a_lost_lease_and_a_401_is_fatal(self) -> None:
        worker, events = core()
        outcomes = [worker.completion_retry_ms(ApiError("complete", status, f"complete: HTTP {status}: x"), "tr0", attempt)
                    for attempt, status in enumerate([500, 502, 503])]
        self.assertEqual([o is not None for o in outcomes], [True, True, False])
        self.assertIsNone(worker.completion_retry_ms(ApiError("complete", 409, "complete: HTTP 409: x"), "tr1", 0))
        self.assertIsNone(worker.completion_retry_ms(ApiError("complete", 400, "complete: HTTP 400: x"), "tr2", 0))
        self.assertEqual([(d["taskResultId"], d["outcome"]) for _, d in events],
                         [("tr0", "retrying"), ("tr0", "retrying"), ("tr0", "dropped"), ("tr1", "lease-lost"), ("tr2", "dropped")])
        self.assertIsNone(worker.fatal)
        self.assertIsNone(worker.completion_retry_ms(ApiError("complete", 401, "complete: HTTP 401: x"), "tr3", 0))
        self.assertIsNotNone(worker.fatal)

    def test_a_failed_heartbeat_is_retried_at_the_next_tick_unless_the_key_is_refused(self) -> None:
        worker, events = core()
        worker.on_beat_failure("tr0", 500, None)
        worker.on_beat_failure("tr0", None, "connection refused")
        self.assertEqual([d["message"] for _, d in events], ["heartbeat: HTTP 500", "heartbeat: connection refused"])
        worker.on_beat_failure("tr0", 403, None)
        self.assertEqual(events[-1], ("error", {"operation": "heartbeat", "outcome": "fatal", "status": 403, "taskResultId": "tr0", "message": "heartbeat: HTTP 403"}))
        self.assertRegex(str(worker.fatal), r"refused the worker's API key \(heartbeat: HTTP 403\)")

    def test_a_throwing_event_handler_does_not_take_the_worker_down(self) -> None:
        def explode(event: str, data: Any) -> None:
            raise RuntimeError("handler bug")

        options = validate_options("EvalWorker", "http://127.0.0.1:1", "k", "run1", "m", lambda task: None, 1, 20, explode)
        WorkerCore(options).emit("idle", {})


if __name__ == "__main__":
    unittest.main()
