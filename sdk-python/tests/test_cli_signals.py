"""The Node CLI's signal suite (sdk/test/cli-signals.test.mjs), ported: Ctrl-C, SIGTERM and --timeout
against the real service. The waiting agent answers once its $RELEASE file exists: the test holds the
task in hand while it signals the CLI, then lets it finish."""

import os
import signal
import unittest

from cli_helpers import CliTest, run_args
from harness import until


class CliSignalsTest(CliTest):
    def order(self) -> "list[str]":
        return [r.operation for r in self.proxy.state.requests if r.operation in ("complete", "cancel")]

    def release(self, name: str) -> str:
        return os.path.join(self.dir, name)

    def test_a_first_ctrl_c_stops_leasing_finishes_the_task_in_hand_cancels_the_run_and_exits_2(self) -> None:
        release = self.release("release-sigint")
        cli = self.start_cli(run_args(self.proxy.url, self.waiting, ["--tasks", "add-contact,update-industry,close-won"]), {"RELEASE": release})
        cli.seen("agent: started ")
        cli.child.send_signal(signal.SIGINT)
        cli.seen("interrupted (SIGINT): leasing no more tasks")
        open(release, "w").close()
        result = cli.exited()
        self.assertEqual(result.code, 2, result.err)
        run_id = self.run_of(result.err)
        ticket = next(r.answer["task"]["ticket"] for r in self.proxy.of("lease"))
        self.assertEqual([r.body["answer"] for r in self.proxy.of("complete")], [f"answer to {ticket}"])
        self.assertEqual(self.proxy.count("lease"), 1, "no lease after Ctrl-C")
        self.assertEqual(self.order(), ["complete", "cancel"], "cancelled once the task in hand was reported")
        self.assertIn(f"interrupted (SIGINT): run {run_id} cancelled", result.err)
        run = self.read(run_id)
        self.assertEqual((run["status"], run["progress"].get("graded"), run["progress"].get("leased")), ("cancelled", 1, 0))
        self.assertEqual(result.out, run["comment_markdown"] + "\n")
        self.assertNotIn("agent: aborted", result.err)

    def test_a_second_ctrl_c_aborts_the_agents_cancels_the_run_and_exits_2_at_once(self) -> None:
        cli = self.start_cli(run_args(self.proxy.url, self.waiting, ["--tasks", "add-contact,update-industry"]), {"RELEASE": self.release("never")})
        cli.seen("agent: started ")
        cli.child.send_signal(signal.SIGINT)
        cli.seen("leasing no more tasks")
        cli.child.send_signal(signal.SIGINT)
        # The agent never finishes on its own: only the second Ctrl-C gets the CLI out.
        result = cli.exited()
        self.assertEqual(result.code, 2, result.err)
        self.assertIn("SIGINT again: aborting the agents, cancelling the run and exiting", result.err)
        self.assertIn("agent: aborted", result.err)
        self.assertEqual(self.proxy.count("cancel"), 1)
        self.assertEqual(self.proxy.count("complete"), 0)
        self.assertEqual(self.read(self.run_of(result.err))["status"], "cancelled")

    def test_sigterm_stops_like_a_first_ctrl_c(self) -> None:
        release = self.release("release-sigterm")
        cli = self.start_cli(run_args(self.proxy.url, self.waiting, ["--tasks", "add-contact,update-industry"]), {"RELEASE": release})
        cli.seen("agent: started ")
        cli.child.send_signal(signal.SIGTERM)
        cli.seen("interrupted (SIGTERM)")
        open(release, "w").close()
        result = cli.exited()
        self.run_of(result.err)
        self.assertEqual(result.code, 2, result.err)
        self.assertEqual(self.order(), ["complete", "cancel"])

    def test_timeout_once_it_passes_stops_like_a_first_ctrl_c_and_says_it_timed_out(self) -> None:
        release, output = self.release("release-timeout"), os.path.join(self.dir, "timeout-output")
        cli = self.start_cli(run_args(self.proxy.url, self.waiting, ["--tasks", "add-contact,update-industry,close-won", "--timeout", "1"]),
                             {"RELEASE": release, "GITHUB_OUTPUT": output})
        cli.seen("timed out after 1s: leasing no more tasks")
        open(release, "w").close()
        result = cli.exited()
        self.assertEqual(result.code, 2, result.err)
        run_id = self.run_of(result.err)
        # Whatever the agent had started by then (on a slow machine, maybe nothing) was finished and reported.
        started = [line.split()[-1] for line in result.err.splitlines() if line.startswith("agent: started")]
        self.assertEqual(self.proxy.count("complete"), len(started))
        self.assertEqual(self.proxy.count("cancel"), 1)
        self.assertIn(f"timed out after 1s: run {run_id} cancelled", result.err)
        with open(output, encoding="utf-8") as file:
            self.assertTrue(file.read().startswith(f"run-id={run_id}\nstatus=cancelled\nconclusion=none\n"))

    def test_ctrl_c_while_another_worker_holds_the_last_task_cancels_the_run_instead_of_waiting(self) -> None:
        for phase, drained in [("polling an empty queue", None), ("waiting for the run to finish", True)]:
            with self.subTest(phase):
                self.proxy.reset()
                run = self.trigger(["add-contact"])
                self.hold(run["runId"])  # another worker's task
                self.proxy.state.drained_answer = drained
                # Released from the start: should the held lease lapse on a slow machine and the task reach
                # this CLI, its agent answers at once and the Ctrl-C still finds the run running.
                released = self.release("released")
                open(released, "w").close()
                cli = self.start_cli(["run", "--run-id", run["runId"], "--agent", self.waiting, "--model", "m", "--base-url", self.proxy.url],
                                     {"RELEASE": released})
                until(lambda: self.proxy.count("run" if drained else "lease") >= (2 if drained else 1), f"the CLI to be {phase}")
                cli.child.send_signal(signal.SIGINT)
                result = cli.exited()
                self.assertEqual(result.code, 2, result.err)
                self.assertEqual(self.proxy.count("cancel"), 1)
                self.assertIn(f"interrupted (SIGINT): run {run['runId']} cancelled", result.err)


if __name__ == "__main__":
    unittest.main()
