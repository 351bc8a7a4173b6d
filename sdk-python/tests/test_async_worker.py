"""AsyncEvalWorker against the real service: the same rules as EvalWorker, on one event loop."""

import asyncio
import threading
import unittest
from typing import Any, Optional

from harness import Recorder, ServiceTest
from understudy_eval import AgentContext, AsyncEvalWorker, EvalTask, EvalWorkerError


class AsyncWorkerTest(ServiceTest):
    def worker(self, run_id: str, run_agent: Any = None, api_key: Optional[str] = None, model: str = "m", poll_interval_ms: float = 20,
               **options: Any) -> Any:
        async def nothing(task: EvalTask) -> None:
            return None

        return AsyncEvalWorker(self.proxy.url, api_key or self.service.key, run_id, model, run_agent or nothing, poll_interval_ms=poll_interval_ms, **options)

    def test_stop_from_a_coroutine_agent_reports_the_task_in_hand_and_leases_no_more(self) -> None:
        run = self.trigger(["add-contact", "update-industry", "close-won"])
        worker: AsyncEvalWorker

        async def run_agent(task: EvalTask) -> str:
            worker.stop()
            await asyncio.sleep(0)
            return "done anyway"

        worker = self.worker(run["runId"], run_agent)
        asyncio.run(worker.start())
        self.assertEqual([(r.body["answer"], r.status) for r in self.proxy.of("complete")], [("done anyway", 200)])
        self.assertEqual(self.proxy.count("lease"), 1)

    def test_stop_with_abort_aborts_the_signals_and_reports_nothing(self) -> None:
        run = self.trigger(["add-contact", "update-industry"])
        worker: AsyncEvalWorker
        reasons: list[str] = []

        async def run_agent(task: EvalTask, context: AgentContext) -> str:
            threading.Thread(target=worker.stop, kwargs={"abort": True}).start()  # from another thread, as a signal handler's
            await context.signal.wait_async()
            reasons.append(str(context.signal.reason))
            return "too late"

        worker = self.worker(run["runId"], run_agent)
        asyncio.run(worker.start())
        self.assertEqual((reasons, self.proxy.count("complete"), self.proxy.count("lease")), (["The worker was stopped"], 0, 1))

    def test_events_come_on_the_loop_thread_heartbeat_failures_included_and_a_refused_key_raises(self) -> None:
        run = self.trigger(["add-contact"])
        self.proxy.state.heartbeat_interval_ms = 20
        self.proxy.inject("heartbeat", 500)
        threads: set[int] = set()
        events = Recorder()

        def on_event(event: Any, data: Any) -> None:
            threads.add(threading.get_ident())
            events(event, data)

        async def run_agent(task: EvalTask) -> str:
            while not events.of("error"):
                await asyncio.sleep(0.01)
            return "after a failed beat"

        async def main() -> int:
            await self.worker(run["runId"], run_agent, on_event=on_event).start()
            return threading.get_ident()

        loop_thread = asyncio.run(main())
        self.assertEqual(threads, {loop_thread})
        self.assertEqual(events.of("error")[0], {"operation": "heartbeat", "outcome": "retrying", "status": 500,
                                                 "taskResultId": events.of("task")[0]["taskResultId"], "message": "heartbeat: HTTP 500"})
        self.assertEqual(events.events[-1], ("drained", {}))
        with self.assertRaisesRegex(EvalWorkerError, r"refused the worker's API key \(lease: HTTP 401"):
            asyncio.run(self.worker(run["runId"], api_key="usk_not_a_key").start())


if __name__ == "__main__":
    unittest.main()
