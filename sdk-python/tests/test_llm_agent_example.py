"""The LLM agent example (examples/agents/llm_agent.py) against a real service, its model replaced by
a fake that uses the tools as a model would: it asks for a query, reads the tool result the agent sends
back, and answers from it. What is checked is the loop a framework would run, end to end."""

import json
import os
import re
import sys
from typing import Any, Dict, List

from harness import ServiceTest
from support import ROOT

sys.path.insert(0, os.path.join(ROOT, "examples", "agents"))
import llm_agent  # noqa: E402


class FakeModel:
    """Turn 1: one tool_use of the query tool, if the tools offer it. Turn 2: the count the result holds."""

    def __init__(self) -> None:
        self.requests: List[Dict[str, Any]] = []

    def create_message(self, body: Dict[str, Any]) -> Dict[str, Any]:
        self.requests.append(json.loads(json.dumps(body)))
        last = body["messages"][-1]
        if last["role"] == "user" and isinstance(last["content"], str):
            assert any(tool["name"] == "salesforce_query_records" for tool in body["tools"]), "the agent passed the task's tools"
            soql = "SELECT COUNT() FROM Case WHERE Account.Name = 'Acme Corporation' AND Status != 'Closed'"
            return {"role": "assistant", "content": [{"type": "text", "text": "Let me look."},
                                                      {"type": "tool_use", "id": "toolu_1", "name": "salesforce_query_records", "input": {"soql": soql}}]}
        result = last["content"][0]
        count = re.search(r'"totalSize"\s*:\s*(\d+)', result["content"])
        return {"role": "assistant", "content": [{"type": "text", "text": f"Acme Corporation has {count.group(1) if count else '?'} open cases."}]}


class LlmAgentExampleTest(ServiceTest):
    def test_the_example_binds_the_tasks_mcp_server_and_its_answer_is_graded(self) -> None:
        model = FakeModel()
        run = self.trigger(tasks=["count-open-cases"])
        self.worker(run["runId"], llm_agent.create_llm_agent(client=model, model="fake-1"), model="fake-1").start()
        task = self.read(run["runId"])["tasks"][0]
        self.assertEqual((task["status"], task["reward"], task["answer"]), ("graded", 1, "Acme Corporation has 2 open cases."))
        # The second request carried the tool's result back, tied to the model's tool_use id.
        second = model.requests[1]["messages"]
        self.assertEqual(second[-1]["content"][0]["tool_use_id"], "toolu_1")
        self.assertFalse(second[-1]["content"][0]["is_error"])
        self.assertEqual(model.requests[0]["model"], "fake-1")
