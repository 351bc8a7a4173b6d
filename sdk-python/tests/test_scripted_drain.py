"""The Node SDK's end-to-end suite (tests/e2e/node/sdk-suite.mjs), ported: the Python workers drain
crm-basics with the example scripted agent, which speaks MCP over HTTP with the standard library."""

import asyncio
import os
import sys
import threading
import unittest
from typing import Any, Iterator, Optional
from contextlib import contextmanager

from harness import Recorder, ServiceTest, unique_commit
from support import ROOT
from understudy_eval import AgentContext, AsyncEvalWorker, EvalTask, RunView, read_run

sys.path.insert(0, os.path.join(ROOT, "examples", "agents"))
import scripted_agent  # noqa: E402


@contextmanager
def environment(**values: str) -> Iterator[None]:
    before = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


class ScriptedDrainTest(ServiceTest):
    def drain(self, commit: str, model: str, concurrency: int = 4) -> "tuple[RunView, Recorder, int, int]":
        run = self.trigger(commit=commit)
        events, lock = Recorder(), threading.Lock()
        active, peak = 0, 0

        def run_agent(task: EvalTask, context: AgentContext) -> Optional[str]:
            nonlocal active, peak
            with lock:
                active += 1
                peak = max(peak, active)
            try:
                return scripted_agent.run_agent(task, context)
            finally:
                with lock:
                    active -= 1

        with environment(SCRIPTED_AGENT_TASKS=self.service.tasks_file):
            self.worker(run["runId"], run_agent, model=model, concurrency=concurrency, poll_interval_ms=50, on_event=events).start()
        return read_run(self.connection, run["runId"]), events, run["taskCount"], peak

    def test_a_scripted_sequence_of_runs_concludes_as_the_node_suite_does(self) -> None:
        first = unique_commit()
        run, events, task_count, peak = self.drain(first, "py-scripted")
        self.assertEqual(task_count, 12)
        self.assertEqual((run["status"], run["resolved"], run["total"], run["conclusion"]), ("succeeded", 12, 12, "neutral"))
        self.assertTrue(1 < peak <= 4, f"peak concurrency {peak}")
        self.assertEqual(len(events.of("reported")), 12)
        self.assertEqual(events.events[-1], ("drained", {}))

        with environment(SCRIPTED_AGENT_SKIP="fix-email"):  # a worse agent on the next commit
            worse, _, _, _ = self.drain(unique_commit(), "py-scripted")
        self.assertEqual(worse["conclusion"], "failure")
        regression: Any = worse.get("regression")
        self.assertEqual((regression["flipped"]["toFailing"], regression["baselineCommit"]), (["fix-email"], first))
        self.assertIn("`fix-email`: passing → failing", worse["comment_markdown"])

        other, _, _, _ = self.drain(unique_commit(), "py-scripted-other", concurrency=2)
        self.assertEqual(other["conclusion"], "neutral", "another model has no baseline")

    def test_an_agent_that_raises_is_reported_and_the_task_still_graded(self) -> None:
        with environment(SCRIPTED_AGENT_THROW="new-lead"):
            run, events, _, _ = self.drain(unique_commit(), "py-scripted-throw")
        task = next(t for t in run["tasks"] if t["task"] == "new-lead")
        # Half the assertions hold on an untouched world ("no contact was created"): graded as found.
        self.assertEqual((task["status"], task["reward"], task["error"]), ("graded", 0.5, "Agent error: scripted failure on new-lead"))
        self.assertIn("scripted failure on new-lead", [d.get("error") for d in events.of("reported")])

    def test_the_asyncio_worker_drains_the_dataset_with_a_coroutine_agent(self) -> None:
        run = self.trigger(commit=unique_commit())
        events = Recorder()

        async def run_agent(task: EvalTask, context: AgentContext) -> Optional[str]:
            # The scripted agent blocks on HTTP: a coroutine agent hands such work to a thread.
            return await asyncio.to_thread(scripted_agent.run_agent, task, context)

        with environment(SCRIPTED_AGENT_TASKS=self.service.tasks_file):
            worker = AsyncEvalWorker(self.proxy.url, self.service.key, run["runId"], "py-async", run_agent, concurrency=4, poll_interval_ms=50, on_event=events)
            asyncio.run(worker.start())
        final = read_run(self.connection, run["runId"])
        self.assertEqual((final["status"], final["resolved"], final["total"]), ("succeeded", 12, 12))
        self.assertEqual(len(events.of("reported")), 12)
        self.assertEqual(events.events[-1], ("drained", {}))
        answered = next(t for t in final["tasks"] if t["task"] == "count-open-cases")
        self.assertIsNotNone(answered["answer"], "the question task's answer was reported")


if __name__ == "__main__":
    unittest.main()
