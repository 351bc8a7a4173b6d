"""The CLI's help text, the Node CLI's with Python's way of naming an agent, and its usage error."""


class UsageError(Exception):
    """Bad arguments: the CLI prints the message and exits 2 before anything is triggered."""


USAGE = """usage: python -m understudy_eval run --dataset <slug> --agent <module:function> --model <label> [options]
       python -m understudy_eval run --run-id <id> --agent <module:function> --model <label> [options]

Triggers a run of the dataset for the commit (or, with --run-id, drains a run that exists), runs the
agent on its tasks, waits for the run to finish and prints its markdown report.

  --dataset <slug>        dataset to run (required unless --run-id)
  --agent <module:function>
                          the agent: a module (or a path to a .py file) and its function
                          (task, context) -> None | str | {"answer", "usage"}, plain or async
                          (default function: run_agent) (required)
  --model <label>         the model the agent uses; labels the run and picks its baseline (required)
  --commit <sha>          commit to evaluate (default: $GITHUB_SHA, else git rev-parse HEAD)
  --ref <ref>             git ref shown with the run (default: $GITHUB_REF)
  --tasks <a,b,...>       a subset of task ids (default: the whole dataset)
  --baseline-ref <ref>    compare with the newest finished run on this ref, e.g. a pull request's
                          base branch (default: the previous run of the dataset and model);
                          an empty value is ignored
  --baseline-run <runId>  compare with this run
  --trials <k>            run each task k times, each on a fresh world, 1 to 20 (default 1); more
                          trials tell a flaky task from a regression better
  --alpha <level>         significance level of the noise-aware verdict, above 0 and at most 0.5
                          (default: the service's, 0.05)
  --gate <verdict>        which verdict sets the exit code: strict (default) or noise-aware
  --mcp-profiles <a=b,..> the MCP profile per provider every task's agent uses, e.g.
                          slack=official,jira=atlassian ("native" for the packs' own tools;
                          default: each task's own, else native)
  --run-id <id>           drain this run instead of triggering one; its dataset, commit, trials and
                          alpha come from the run (--dataset and --commit, when given, must match it)
  --concurrency <n>       tasks at once (default 1)
  --timeout <duration>    90s, 30m, 2h or plain seconds: then stop as on Ctrl-C (exit 2)
  --base-url <url>        control plane, http(s)://... (default: $UNDERSTUDY_URL)
  --report <file>         also write the markdown report there
  -h, --help              show this help

The API key comes from $UNDERSTUDY_API_KEY, never from the command line.
With $GITHUB_OUTPUT set, appends run-id, status, conclusion, resolved, total, score (resolved/total),
noise-aware-conclusion, trials, pass-at-1, pass-hat-k, pass-at-k and gate lines to it; with
$GITHUB_STEP_SUMMARY set, appends the report to it.
Ctrl-C (SIGINT) or SIGTERM: lease no more tasks, finish and report the tasks in hand, cancel the run,
print the report, exit 2. A second Ctrl-C aborts the agents, cancels the run and exits 2 at once.
Exit codes: 0 success or neutral, 1 regression, 2 usage or infrastructure error, a failed run, or a
cancelled, interrupted or timed-out run. Which verdict is the regression depends on --gate:
  strict        the run's conclusion is failure (any drop against the baseline)
  noise-aware   its noise_aware_conclusion is failure (a drop too large to be noise)"""
