"""An agent that drives a real model, Claude, through the Anthropic Messages API, with the task's MCP
tools: the Python twin of llm-agent.mjs, standard library only. It shows where any framework binds the
task's MCP server (LangGraph's MultiServerMCPClient, the OpenAI Agents SDK's MCPServerStreamableHttp,
PydanticAI's MCPServerStreamableHTTP...): `task["mcp"]` is {type: "http", url, headers}; give the
framework that url and those headers, run the ticket as the prompt, return the final text.

    ANTHROPIC_API_KEY=... python -m understudy_eval run --dataset crm-basics --agent examples/agents/llm_agent.py --model "$ANTHROPIC_MODEL"

Pass the same label to --model as the model this agent uses, or baselines compare the wrong runs.
"""

from __future__ import annotations

import json
import os
import urllib.request
from typing import Any, Callable, Dict, List, Optional, Protocol

from mcp_http import McpSession

SYSTEM = ("You are a careful operations assistant working in your company's CRM, chat and issue tracker. Use the tools to do "
          "exactly what the ticket asks, check your work, and change nothing else. When the ticket asks a question, end with the answer in plain text.")


class LlmClient(Protocol):
    """Anything that answers a Messages API request body with its response body (tests pass a fake)."""

    def create_message(self, body: Dict[str, Any]) -> Dict[str, Any]: ...


class AnthropicClient:
    """POST /v1/messages with the standard library; the key stays on the machine that runs the agent."""

    def __init__(self, api_key: Optional[str] = None, base_url: str = "https://api.anthropic.com") -> None:
        self.api_key = api_key or os.environ["ANTHROPIC_API_KEY"]
        self.base_url = base_url.rstrip("/")

    def create_message(self, body: Dict[str, Any]) -> Dict[str, Any]:
        request = urllib.request.Request(f"{self.base_url}/v1/messages", data=json.dumps(body).encode(), method="POST", headers={
            "x-api-key": self.api_key, "anthropic-version": "2023-06-01", "content-type": "application/json"})
        with urllib.request.urlopen(request, timeout=300) as response:
            return dict(json.loads(response.read()))


def create_llm_agent(client: Optional[LlmClient] = None, model: Optional[str] = None, max_turns: int = 24) -> Callable[..., Optional[str]]:
    """A run_agent for EvalWorker: the model's last text is the task's answer (graded where a task asks a question)."""
    chosen = model or os.environ.get("ANTHROPIC_MODEL", "claude-sonnet-4-5")

    def run_agent(task: Dict[str, Any], context: Any = None) -> Optional[str]:
        llm = client or AnthropicClient()
        with McpSession(task["mcp"]["url"], task["mcp"]["headers"]) as mcp:
            tools = [{"name": t["name"], "description": t.get("description", ""), "input_schema": t["inputSchema"]} for t in mcp.list_tools()]
            messages: List[Dict[str, Any]] = [{"role": "user", "content": task["ticket"]}]
            for _ in range(max_turns):
                if getattr(getattr(context, "signal", None), "aborted", False):
                    raise RuntimeError("the task was aborted (its lease was lost)")
                response = llm.create_message({"model": chosen, "max_tokens": 2048, "system": SYSTEM, "tools": tools, "messages": messages})
                content = response.get("content", [])
                # The model's blocks go back to it as they came: a reply's blocks are valid input blocks.
                messages.append({"role": "assistant", "content": content})
                uses = [block for block in content if block.get("type") == "tool_use"]
                if not uses:
                    text = "\n".join(str(block.get("text", "")) for block in content if block.get("type") == "text").strip()
                    return text or None
                results = []
                for use in uses:
                    result = mcp.call_tool(use["name"], use.get("input") or {})
                    text = "\n".join(str(part.get("text", "")) for part in result.get("content", []) if part.get("type") == "text")
                    results.append({"type": "tool_result", "tool_use_id": use["id"], "content": text, "is_error": result.get("isError") is True})
                messages.append({"role": "user", "content": results})
        raise RuntimeError(f"no final answer after {max_turns} turns")

    return run_agent


# `--agent examples/agents/llm_agent.py` loads `run_agent` (the CLI's default name) or `default`.
run_agent = create_llm_agent()
