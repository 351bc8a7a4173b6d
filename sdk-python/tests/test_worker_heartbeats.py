"""The Node SDK's worker-heartbeats suite, ported, against the real service: leases really lapse
(the proxy keeps a lease's beats from the service) and really answer 409 afterwards."""

import threading
import unittest

from harness import Recorder, ServiceTest, until
from understudy_eval import AgentContext, EvalTask, EvalWorkerError


class WorkerHeartbeatsTest(ServiceTest):
    def beats_of(self, lease_id: str) -> int:
        return sum(1 for r in self.proxy.of("heartbeat") if r.body.get("leaseId") == lease_id)

    def test_heartbeats_keep_coming_while_the_agent_keeps_the_processor_busy(self) -> None:
        run = self.trigger(["add-contact"])
        self.proxy.state.heartbeat_interval_ms = 50
        spins = 0

        def run_agent(task: EvalTask) -> None:
            nonlocal spins
            # A synchronous, CPU-bound agent step that never sleeps nor waits: the beats come from
            # threads of their own, which the interpreter switches to.
            while self.proxy.count("heartbeat") < 3 and spins < 500_000_000:
                spins += 1

        self.worker(run["runId"], run_agent).start()
        self.assertGreaterEqual(self.proxy.count("heartbeat"), 3)
        self.assertEqual({r.status for r in self.proxy.of("heartbeat")}, {200})

    def test_a_lost_lease_aborts_the_agent_signal_and_reports_nothing_for_it(self) -> None:
        run = self.trigger(["add-contact"])
        events, reasons = Recorder(), []

        def run_agent(task: EvalTask, context: AgentContext) -> None:
            if reasons or context.signal.aborted:
                return
            lease = self.lease_of(task["taskResultId"])
            self.proxy.state.swallowed.add(lease)
            until(lambda: self.lapsed(run["runId"]), "the lease to lapse")
            self.proxy.state.swallowed.discard(lease)  # the next beat reaches the service: 409
            context.signal.wait(30)
            reasons.append(str(context.signal.reason))

        self.worker(run["runId"], run_agent, on_event=events).start()
        self.assertRegex(reasons[0], "lease was lost")
        task_result_id = events.of("task")[0]["taskResultId"]
        self.assertEqual([(d["operation"], d["status"], d["outcome"], d["taskResultId"]) for d in events.of("error")],
                         [("heartbeat", 409, "lease-lost", task_result_id)])
        # Reported once: by the second lease of the task, never by the first.
        self.assertEqual([r.body["leaseId"] for r in self.proxy.of("complete")], [self.lease_of(task_result_id)])

    def test_a_re_leased_task_is_not_aborted_by_its_old_lease_409_heartbeats_are_keyed_by_lease(self) -> None:
        # The first lease of the task lapses while its agent still runs; the other lane leases the task
        # again (same taskResultId, new leaseId). Only then does the old lease's beat reach the service
        # and answer 409: that must abort the first run only, never the second.
        run = self.trigger(["add-contact"])
        self.proxy.state.heartbeat_interval_ms = 100
        runs: list[tuple[str, AgentContext]] = []
        released = threading.Event()
        leases: list[str] = []

        def run_agent(task: EvalTask, context: AgentContext) -> str:
            runs.append((task["taskResultId"], context))
            leases.append(self.lease_of(task["taskResultId"]))
            if len(runs) == 1:
                self.proxy.state.swallowed.add(leases[0])
                while not (context.signal.aborted or released.is_set()):  # before the fix the old lease never aborts
                    context.signal.wait(0.05)
                return "first run"
            try:
                self.proxy.state.swallowed.discard(leases[0])
                until(lambda: runs[0][1].signal.aborted or context.signal.aborted, "the first lease's 409")
                beats = self.beats_of(leases[1])
                until(lambda: self.beats_of(leases[1]) >= beats + 3 or context.signal.aborted, "three more beats of the second lease")
                return "second run"
            finally:
                released.set()

        events = Recorder()
        self.worker(run["runId"], run_agent, concurrency=2, on_event=events).start()
        self.assertEqual([r[0] for r in runs], [runs[0][0]] * 2)
        self.assertFalse(runs[1][1].signal.aborted, "the second run kept its lease")
        self.assertTrue(runs[0][1].signal.aborted, "the first run learnt its lease was lost")
        self.assertEqual([(r.body["leaseId"], r.body["answer"]) for r in self.proxy.of("complete")], [(leases[1], "second run")])
        self.assertEqual([(d["operation"], d["outcome"], d["taskResultId"]) for d in events.of("error")], [("heartbeat", "lease-lost", runs[0][0])])
        self.assertEqual(events.of("reported"), [{"taskResultId": runs[0][0]}])

    def test_a_heartbeat_refused_with_401_stops_the_worker_like_any_other_request(self) -> None:
        run = self.trigger(["add-contact", "update-industry"])
        self.proxy.state.heartbeat_interval_ms = 20
        self.proxy.inject("heartbeat", 401)
        events = Recorder()

        def run_agent(task: EvalTask) -> None:
            until(lambda: self.proxy.count("heartbeat") >= 2, "a beat after the refused one")

        with self.assertRaisesRegex(EvalWorkerError, r"refused the worker's API key \(heartbeat: HTTP 401\)"):
            self.worker(run["runId"], run_agent, on_event=events).start()
        task_result_id = events.of("task")[0]["taskResultId"]
        self.assertEqual(events.of("error")[0], {"operation": "heartbeat", "outcome": "fatal", "status": 401, "taskResultId": task_result_id, "message": "heartbeat: HTTP 401"})
        self.assertEqual(self.proxy.count("lease"), 1, "no lease after the refusal")


if __name__ == "__main__":
    unittest.main()
