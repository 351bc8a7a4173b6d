"""A cancellation flag handed to agents, Python's counterpart of Node's AbortSignal.

Python cannot interrupt a thread, so the worker tells the agent instead: the agent polls `aborted`,
calls `raise_if_aborted()` between steps, waits on it, or registers a listener.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Callable

Listener = Callable[[BaseException], None]


class AbortedError(Exception):
    """The reason a signal carries when it was aborted with a plain message."""


class AbortSignal:
    """Thread-safe: the worker aborts it from a heartbeat thread or a signal handler."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._reason: BaseException | None = None
        self._listeners: list[Listener] = []

    @property
    def aborted(self) -> bool:
        return self._event.is_set()

    @property
    def reason(self) -> BaseException | None:
        """Why it was aborted (an exception), or None while it has not been."""
        return self._reason

    def abort(self, reason: BaseException | str = "aborted") -> None:
        """Aborts once; later calls change nothing (the first reason stands, as in Node)."""
        with self._lock:
            if self._event.is_set():
                return
            self._reason = reason if isinstance(reason, BaseException) else AbortedError(reason)
            self._event.set()
            listeners, self._listeners = self._listeners, []
        for listener in listeners:
            _call(listener, self._reason)

    def add_listener(self, listener: Listener) -> None:
        """Calls `listener(reason)` once the signal aborts: at once when it already has."""
        with self._lock:
            if not self._event.is_set():
                self._listeners.append(listener)
                return
        assert self._reason is not None
        _call(listener, self._reason)

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until aborted or `timeout` seconds passed; True when aborted."""
        return self._event.wait(timeout)

    async def wait_async(self) -> None:
        """Resolves once aborted, from any thread's abort: for agents that are coroutines."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()

        def settle() -> None:
            if not future.done():
                future.set_result(None)

        self.add_listener(lambda _reason: loop.call_soon_threadsafe(settle))
        await future

    def raise_if_aborted(self) -> None:
        if self._event.is_set():
            assert self._reason is not None
            raise self._reason


def _call(listener: Listener, reason: BaseException) -> None:
    try:
        listener(reason)
    except Exception:  # one listener's failure must not keep the others from hearing
        pass
