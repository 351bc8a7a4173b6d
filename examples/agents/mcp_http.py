"""A minimal MCP client over streamable HTTP with the standard library: enough for an agent to call a
task's tools (initialize, notifications/initialized, tools/call), whether the server answers a
request with JSON or with an event stream."""

from __future__ import annotations

import itertools
import json
import urllib.request
from typing import Any, Dict, List, Mapping, Optional

PROTOCOL_VERSION = "2025-06-18"


class McpError(Exception):
    """A JSON-RPC error: an unknown tool, a malformed call (a tool's own failure is a result with isError)."""


class McpSession:
    def __init__(self, url: str, headers: Mapping[str, str], timeout_s: float = 60) -> None:
        self.url = url
        self.headers = dict(headers)
        self.timeout_s = timeout_s
        self.session_id: Optional[str] = None
        self.protocol_version: Optional[str] = None
        self._ids = itertools.count(1)

    def __enter__(self) -> "McpSession":
        result = self.request("initialize", {"protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                                             "clientInfo": {"name": "scripted-agent-py", "version": "1.0.0"}})
        self.protocol_version = result.get("protocolVersion", PROTOCOL_VERSION)
        self.notify("notifications/initialized")
        return self

    def __exit__(self, *_: object) -> None:
        if self.session_id is not None:  # a stateful server keeps the session until told
            try:
                self._post(None, method="DELETE")
            except OSError:
                pass

    def list_tools(self) -> List[Dict[str, Any]]:
        return list(self.request("tools/list", {}).get("tools", []))

    def call_tool(self, name: str, arguments: Mapping[str, Any]) -> Dict[str, Any]:
        return self.request("tools/call", {"name": name, "arguments": dict(arguments)})

    def request(self, method: str, params: Mapping[str, Any]) -> Dict[str, Any]:
        message_id = next(self._ids)
        answer = self._post({"jsonrpc": "2.0", "id": message_id, "method": method, "params": dict(params)}, expect=message_id)
        if answer is None:
            raise McpError(f"{method}: the server sent no answer")
        if "error" in answer:
            raise McpError(f"{method}: {answer['error'].get('message')} ({answer['error'].get('code')})")
        return dict(answer.get("result") or {})

    def notify(self, method: str) -> None:
        self._post({"jsonrpc": "2.0", "method": method})

    def _post(self, message: Optional[Dict[str, Any]], expect: Optional[int] = None, method: str = "POST") -> Optional[Dict[str, Any]]:
        headers = {**self.headers, "content-type": "application/json", "accept": "application/json, text/event-stream"}
        if self.session_id is not None:
            headers["mcp-session-id"] = self.session_id
        if self.protocol_version is not None:
            headers["mcp-protocol-version"] = self.protocol_version
        data = None if message is None else json.dumps(message).encode("utf-8")
        request = urllib.request.Request(self.url, data=data, method=method, headers=headers)
        with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
            self.session_id = response.headers.get("mcp-session-id") or self.session_id
            text = response.read().decode("utf-8")
            streamed = "text/event-stream" in (response.headers.get("content-type") or "")
        if expect is None or not text:
            return None  # a notification's 202
        messages = _events(text) if streamed else [json.loads(text)]
        return next((m for m in messages if isinstance(m, dict) and m.get("id") == expect), None)


def _events(text: str) -> List[Any]:
    """The JSON messages of an event stream: each event's data lines, joined."""
    messages, data = [], []
    for line in text.splitlines() + [""]:
        if line.startswith("data:"):
            data.append(line[5:].lstrip(" "))
        elif line == "" and data:
            messages.append(json.loads("\n".join(data)))
            data = []
    return messages
