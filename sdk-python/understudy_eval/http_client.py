"""The control plane's HTTP API over urllib, with the Node SDK's classification of failures."""

from __future__ import annotations

import http.client
import json
import math
import urllib.error
import urllib.parse
import urllib.request
from email.message import Message
from typing import Any, NamedTuple

from .version import USER_AGENT

# A request that hangs (a half-open connection, a stalled proxy) is a network error after this long;
# completion grades the world, so it gets room. Node's fetch has no limit, but a worker thread
# blocked forever would never learn that its run moved on.
REQUEST_TIMEOUT_S = 120.0


class ApiError(Exception):
    """An answer the caller must act on; `retryable` separates passing trouble from refusals."""

    def __init__(self, operation: str, status: int | None, message: str, retry_after_ms: float | None = None) -> None:
        super().__init__(message)
        self.operation = operation
        self.status = status
        self.message = message
        self.retry_after_ms = retry_after_ms

    @property
    def retryable(self) -> bool:
        """Network failures, 5xx, 408 and 429 pass; other answers will not change by asking again."""
        return self.status is None or self.status >= 500 or self.status in (408, 429)

    @property
    def fatal(self) -> bool:
        """401 and 403 stop a worker: the key is wrong or lacks access."""
        return self.status in (401, 403)


class NetworkError(Exception):
    """No HTTP answer at all: refused, dropped, timed out."""


class Answer(NamedTuple):
    status: int
    headers: Message
    text: str


def check_base_url(value: object, name: str) -> str:
    """The control plane's address, checked: "localhost:4000" parses as the scheme "localhost", so
    the scheme itself must be http or https. `name` says which option was wrong."""
    if not isinstance(value, str) or value.strip() == "":
        raise TypeError(f"{name} must be a non-empty string")
    try:
        parts = urllib.parse.urlsplit(value)
        ok = parts.scheme in ("http", "https") and bool(parts.hostname)
    except ValueError:
        ok = False
    if not ok:
        raise TypeError(f'{name} must be an http(s) URL such as https://understudy.example.com, got "{value}"')
    return value.rstrip("/")


class ApiClient:
    def __init__(self, base_url: str, api_key: str, timeout_s: float = REQUEST_TIMEOUT_S) -> None:
        self.base_url = check_base_url(base_url, "base_url")
        self._api_key = api_key
        self._timeout_s = timeout_s

    def send(self, method: str, path: str, body: object = None, timeout_s: float | None = None) -> Answer:
        """One exchange: any HTTP answer is returned; no answer raises NetworkError."""
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"authorization": f"Bearer {self._api_key}", "content-type": "application/json", "user-agent": USER_AGENT}
        request = urllib.request.Request(f"{self.base_url}{path}", data=data, method=method, headers=headers)
        try:
            try:
                with urllib.request.urlopen(request, timeout=timeout_s or self._timeout_s) as response:
                    return Answer(response.status, response.headers, response.read().decode("utf-8", "replace"))
            except urllib.error.HTTPError as error:  # urllib raises on every status outside 2xx
                with error:
                    return Answer(error.code, error.headers, error.read().decode("utf-8", "replace"))
        except urllib.error.URLError as error:
            raise NetworkError(str(error.reason)) from error
        except (OSError, http.client.HTTPException) as error:
            raise NetworkError(str(error) or type(error).__name__) from error

    def request(self, operation: str, method: str, path: str, body: object = None) -> Any:
        """The answer's JSON; ApiError for a refusal or no answer, named after `operation`."""
        try:
            answer = self.send(method, path, body)
        except NetworkError as error:
            raise ApiError(operation, None, f"{operation}: {error}") from error
        if not 200 <= answer.status < 300:
            message = _read_error(answer.text) or http.client.responses.get(answer.status, "")
            raise ApiError(operation, answer.status, f"{operation}: HTTP {answer.status}: {message}", _retry_after_ms(answer.headers))
        return json.loads(answer.text) if answer.text else {}


def _read_error(text: str) -> str | None:
    try:
        parsed = json.loads(text)
    except ValueError:
        return text[:200] or None
    error = parsed.get("error") if isinstance(parsed, dict) else None
    return error if isinstance(error, str) else None


def _retry_after_ms(headers: Message) -> float | None:
    try:
        seconds = float(headers.get("retry-after") or "")
    except ValueError:
        return None
    return seconds * 1000 if math.isfinite(seconds) and seconds > 0 else None
