"""Ctrl-C, SIGTERM and --timeout, as the Node CLI handles them.

The first asks for a graceful stop: no more leases, the tasks in hand finish and are reported, then
the run is cancelled. A second signal aborts the agents and exits at once, after a best-effort cancel.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from types import FrameType
from typing import Callable, Optional, Protocol

from .abort import AbortSignal
from .cli_output import log

EXIT_ERROR = 2
# How long a second Ctrl-C waits for its best-effort cancel before exiting.
HARD_EXIT_CANCEL_S = 3.0


class Stoppable(Protocol):
    def stop(self, abort: bool = False) -> None: ...


class Stopper:
    def __init__(self) -> None:
        self.reason: Optional[str] = None
        self.worker: Optional[Stoppable] = None
        # Set once the run is known: the CLI triggered it or was given it with --run-id.
        self.cancel: Optional[Callable[[], object]] = None
        self.signal = AbortSignal()
        self._signalled = False
        self._exiting = False
        self._lock = threading.Lock()

    def request(self, reason: str) -> None:
        with self._lock:
            if self.reason is not None:
                return
            self.reason = reason
        log(f"{reason}: leasing no more tasks; the tasks in hand finish and are reported, then the run is cancelled (Ctrl-C again to abort them)")
        self.signal.abort(reason)
        if self.worker is not None:
            self.worker.stop()

    def hard(self, name: str) -> None:
        log(f"{name} again: aborting the agents{', cancelling the run' if self.cancel else ''} and exiting")
        if self.worker is not None:
            self.worker.stop(abort=True)
        if self.cancel is not None:
            cancelling = threading.Thread(target=_quietly, args=(self.cancel,), daemon=True)
            cancelling.start()
            cancelling.join(HARD_EXIT_CANCEL_S)
        exit_now(EXIT_ERROR)

    def on_signal(self, signum: int, _frame: Optional[FrameType]) -> None:
        # A handler runs between two bytecodes of the main thread, maybe inside a print to stderr: the
        # work goes to a thread of its own. The choice is made here, so two quick signals are two.
        name = signal.Signals(signum).name
        if self._exiting:
            exit_now(EXIT_ERROR)
        if not self._signalled and self.reason is None:
            self._signalled = True
            threading.Thread(target=self.request, args=(f"interrupted ({name})",), daemon=True).start()
        else:
            self._exiting = True
            threading.Thread(target=self.hard, args=(name,), daemon=True).start()

    def install(self) -> Callable[[], None]:
        """Handles SIGINT and SIGTERM; returns what puts the previous handlers back."""
        if threading.current_thread() is not threading.main_thread():
            return lambda: None  # only the main thread may set handlers (a test calling main() in a thread)
        previous = {number: signal.signal(number, self.on_signal) for number in (signal.SIGINT, signal.SIGTERM)}

        def restore() -> None:
            for number, handler in previous.items():
                signal.signal(number, handler)

        return restore


def _quietly(call: Callable[[], object]) -> None:
    try:
        call()
    except Exception:  # best effort: the CLI exits 2 either way
        pass


def exit_now(code: int) -> None:
    """Exits without waiting for agents that still run (their threads cannot be interrupted)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    os._exit(code)
