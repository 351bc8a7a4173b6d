"""An agent that follows a script instead of thinking, with the Python SDK and the standard library
only: for each task it plays the tool calls of the task's oracle through the task's MCP server. Use it
to check the pipeline end to end without a model key (the Python twin of scripted-agent.mjs).

    python -m understudy_eval run --dataset crm-basics --agent examples/agents/scripted_agent.py --model scripted

Its scripts are the tasks in $SCRIPTED_AGENT_TASKS (a JSON file: a dataset's body {"tasks": [...]} or
a list of tasks), else the run's dataset as the service holds it (read with $UNDERSTUDY_URL and
$UNDERSTUDY_API_KEY, which the CLI needs anyway). SCRIPTED_AGENT_SKIP=task-a,task-b makes it do
nothing on those tasks (a "worse" agent); SCRIPTED_AGENT_THROW=task-c makes it raise on that one.
"""

from __future__ import annotations

import json
import os
import re
import threading
import urllib.parse
from typing import Any, Dict, List, Optional, Tuple

from mcp_http import McpSession
from understudy_eval import AgentContext, Connection, EvalTask, read_run

Script = Dict[str, Any]
_scripts: Dict[str, Dict[str, Script]] = {}
_lock = threading.Lock()


def run_agent(task: EvalTask, context: AgentContext) -> Optional[str]:
    if task["taskId"] in _listed("SCRIPTED_AGENT_THROW"):
        raise RuntimeError(f"scripted failure on {task['taskId']}")
    if task["taskId"] in _listed("SCRIPTED_AGENT_SKIP"):
        return None
    scripts = _scripts_of(task["runId"])
    # Copies of a task ("add-contact--7", as the benchmark makes them) play the same script.
    script = scripts.get(task["taskId"]) or scripts.get(re.sub(r"--\d+$", "", task["taskId"]))
    if script is None:
        raise RuntimeError(f"no script for task {task['taskId']}")
    results: List[Tuple[Any, str]] = []
    with McpSession(task["mcp"]["url"], task["mcp"]["headers"]) as mcp:
        for step in script_for(script, task["mcp"]["url"]):
            context.signal.raise_if_aborted()
            if "answer" in step:
                answer = resolve(step["answer"], results)
                return answer if isinstance(answer, str) else json.dumps(answer)
            result = mcp.call_tool(step["tool"], resolve(step.get("arguments", {}), results))
            text = _text_of(result)
            if result.get("isError"):
                raise RuntimeError(f"{step['tool']}: {text}")
            if text is None:
                raise RuntimeError(f"{step['tool']}: the result has no text to read")
            results.append((_parse_or_text(text), text))
    return None


def script_for(task: Script, url: str) -> List[Dict[str, Any]]:
    """The oracle for the surface the task's address names: `/mcp` is native, `/mcp/a+b` the oracle
    keyed by those profile names (in any order in the dataset)."""
    match = re.search(r"/mcp/([^/?]+)$", urllib.parse.urlsplit(url).path)
    if not match:
        return list(task.get("oracle") or [])
    wanted = sorted(match[1].split("+"))
    for key, steps in (task.get("oracles") or {}).items():
        if sorted(key.split("+")) == wanted:
            return list(steps)
    raise RuntimeError(f"no script for the MCP surface {match[1]}")


def resolve(value: Any, results: List[Tuple[Any, str]]) -> Any:
    """"${steps.N.path}" takes a value from step N's JSON result, "${steps.N.match:RE}" RE's first
    group (or match) in step N's text, as in the dataset's oracle."""
    if isinstance(value, str):
        found = re.fullmatch(r"\$\{steps\.(\d+)\.match:(.+)\}", value, re.S)
        if found:
            text = results[int(found[1])][1] if int(found[1]) < len(results) else ""
            hit = re.search(found[2], text)
            if not hit:
                raise RuntimeError(f"{value}: not in step {found[1]}'s answer")
            return hit[1] if hit.re.groups and hit[1] is not None else hit[0]
        path = re.fullmatch(r"\$\{steps\.(\d+)\.([^}]+)\}", value)
        if not path:
            return value
        node: Any = results[int(path[1])][0] if int(path[1]) < len(results) else None
        for key in path[2].split("."):
            if isinstance(node, dict):
                node = node.get(key)
            elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
                node = node[int(key)]
            else:
                node = None
        return node
    if isinstance(value, list):
        return [resolve(item, results) for item in value]
    if isinstance(value, dict):
        return {key: resolve(item, results) for key, item in value.items()}
    return value


def _scripts_of(run_id: str) -> Dict[str, Script]:
    with _lock:  # lanes run at once; the dataset is read once per run
        if run_id not in _scripts:
            _scripts[run_id] = {task["id"]: task for task in _load_tasks(run_id)}
        return _scripts[run_id]


def _load_tasks(run_id: str) -> List[Script]:
    path = os.environ.get("SCRIPTED_AGENT_TASKS")
    if path:
        with open(path, encoding="utf-8") as file:
            loaded = json.load(file)
        return list(loaded["tasks"] if isinstance(loaded, dict) else loaded)
    connection = Connection(os.environ["UNDERSTUDY_URL"], os.environ["UNDERSTUDY_API_KEY"])
    dataset = read_run(connection, run_id)["dataset"]
    return list(connection.client().request("read dataset", "GET", f"/api/v1/datasets/{urllib.parse.quote(dataset, safe='')}")["tasks"])


def _listed(name: str) -> List[str]:
    return [item for item in os.environ.get(name, "").split(",") if item]


def _text_of(result: Dict[str, Any]) -> Optional[str]:
    content = result.get("content") or []
    first = content[0] if content else None
    return first.get("text") if isinstance(first, dict) and first.get("type") == "text" else None


def _parse_or_text(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text
