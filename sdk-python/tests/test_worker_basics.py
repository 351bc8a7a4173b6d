"""The Node SDK's worker-basics suite, ported, against the real service (through the fault proxy,
which here only records)."""

import itertools
import threading
import unittest
from typing import Any

from harness import Recorder, ServiceTest, until
from understudy_eval import AgentContext, EvalTask, EvalWorker


class WorkerBasicsTest(ServiceTest):
    def test_a_run_with_nothing_left_returns_at_once_with_drained(self) -> None:
        run = self.trigger(["add-contact"])
        self.service.api("POST", f"/api/v1/evals/{run['runId']}/cancel")
        events = Recorder()
        self.worker(run["runId"], on_event=events).start()
        self.assertEqual(events.events, [("drained", {})])
        self.assertEqual(self.proxy.count("lease"), 1)

    def test_tasks_run_up_to_the_concurrency_events_come_in_order_and_the_agent_error_is_reported(self) -> None:
        run = self.trigger(["add-contact", "update-industry", "close-won", "open-case"])
        events, lock, order = Recorder(), threading.Lock(), itertools.count()
        both_lanes = threading.Barrier(2, timeout=30)
        running, peak = 0, 0

        def run_agent(task: EvalTask) -> None:
            nonlocal running, peak
            with lock:
                running += 1
                peak = max(peak, running)
                n = next(order)
            try:
                if n < 2:
                    both_lanes.wait()  # the first two tasks are in hand at once
                if task["taskId"] == "close-won":
                    raise RuntimeError("model refused")
            finally:
                with lock:
                    running -= 1

        self.worker(run["runId"], run_agent, concurrency=2, on_event=events).start()
        self.assertEqual(peak, 2)
        names = events.task_ids()
        sent = sorted((names[r.task_result_id or ""], r.body["error"]) for r in self.proxy.of("complete"))
        self.assertEqual(sent, [("add-contact", None), ("close-won", "model refused"), ("open-case", None), ("update-industry", None)])
        for task_result_id in names:
            picked = events.events.index(("task", next(d for d in events.of("task") if d["taskResultId"] == task_result_id)))
            reported = [i for i, (e, d) in enumerate(events.events) if e == "reported" and d["taskResultId"] == task_result_id]
            self.assertTrue(reported and reported[0] > picked, f"{task_result_id}: task before reported")
        refused = next(d for d in events.of("reported") if names[d["taskResultId"]] == "close-won")
        self.assertEqual(refused["error"], "model refused")
        self.assertEqual(events.events[-1], ("drained", {}))
        self.assertTrue(all(r.auth == f"Bearer {self.service.key}" for r in self.proxy.state.requests))
        # The agent's failure is reported and the task still graded, on what the agent left.
        graded = {t["task"]: (t["status"], t["error"]) for t in self.read(run["runId"])["tasks"]}
        self.assertEqual(graded["close-won"][0], "graded")
        self.assertIn("model refused", graded["close-won"][1] or "")
        self.assertEqual(graded["add-contact"], ("graded", None))

    def test_the_agent_answer_a_string_or_a_dict_is_sent_with_the_completion(self) -> None:
        usage = {"inputTokens": 1200, "outputTokens": 340, "costUsd": 0.0123}
        results: dict[str, Any] = {"add-contact": "42 open deals", "update-industry": {"answer": "Acme", "usage": usage}, "close-won": None,
                                   "open-case": {"usage": {"inputTokens": 5, "costUsd": -1, "extra": 1}}, "remove-duplicate": 7}
        run = self.trigger(list(results))
        events = Recorder()
        self.worker(run["runId"], lambda task: results[task["taskId"]], on_event=events).start()
        names = events.task_ids()
        sent = {names[r.task_result_id or ""]: {k: v for k, v in r.body.items() if k != "leaseId"} for r in self.proxy.of("complete")}
        self.assertEqual(sent, {
            "add-contact": {"error": None, "answer": "42 open deals"},
            "update-industry": {"error": None, "answer": "Acme", "usage": usage},
            "close-won": {"error": None},
            "open-case": {"error": None, "usage": {"inputTokens": 5}},  # only counts that are numbers of at least 0
            "remove-duplicate": {"error": None},  # neither a string nor a dict: nothing to send
        })
        shown = {t["task"]: (t["answer"], t["usage"]) for t in self.read(run["runId"])["tasks"]}
        self.assertEqual(shown["update-industry"], ("Acme", usage))

    def test_an_empty_queue_with_tasks_leased_elsewhere_polls_and_emits_idle(self) -> None:
        run = self.trigger(["add-contact"])
        # Another worker (this test) holds the only task: the queue is empty but the run not drained.
        held = self.hold(run["runId"])
        events = Recorder()
        done = self.in_background(self.worker(run["runId"], on_event=events).start)
        until(lambda: self.proxy.count("lease") >= 4, "four lease polls")
        self.complete_held(run["runId"], held)
        done.result(timeout=60)
        self.assertGreaterEqual(len(events.of("idle")), 3)
        self.assertEqual(events.events[-1], ("drained", {}))

    def test_stop_lets_the_task_in_hand_finish_and_be_reported_and_pulls_no_more(self) -> None:
        run = self.trigger(["add-contact", "update-industry", "close-won"])
        worker: EvalWorker

        def run_agent(task: EvalTask) -> str:
            worker.stop()
            return "done anyway"

        worker = self.worker(run["runId"], run_agent)
        worker.start()
        self.assertEqual([(r.body["answer"], r.status) for r in self.proxy.of("complete")], [("done anyway", 200)])
        self.assertEqual(self.proxy.count("lease"), 1)

    def test_stop_with_abort_aborts_the_agents_signals_reports_nothing_and_pulls_no_more(self) -> None:
        run = self.trigger(["add-contact", "update-industry"])
        reasons: list[str] = []
        worker: EvalWorker

        def run_agent(task: EvalTask, context: AgentContext) -> str:
            context.signal.add_listener(lambda reason: reasons.append(str(reason)))
            worker.stop(abort=True)
            context.signal.wait(30)
            return "too late"

        worker = self.worker(run["runId"], run_agent)
        worker.start()
        self.assertEqual(reasons, ["The worker was stopped"])
        self.assertEqual(self.proxy.count("complete"), 0)
        self.assertEqual(self.proxy.count("lease"), 1)


if __name__ == "__main__":
    unittest.main()
