"""Full-jitter exponential backoff, as the Node SDK's backoff.ts."""

from __future__ import annotations

import math
import random as _random
import time
from typing import Callable, Protocol

BACKOFF_CEILING_MS = 30_000


class Waitable(Protocol):
    """A threading.Event or an AbortSignal: something a sleep can be woken by."""

    def wait(self, timeout: float | None = None) -> bool: ...


def backoff_delay(attempt: int, random: Callable[[], float] = _random.random) -> int:
    """A random delay up to 500 ms * 2**attempt, capped at 30 s, in milliseconds.

    Many workers retrying at once spread out instead of hammering the service together; the 100 ms
    floor keeps a zero draw from turning into a busy loop.
    """
    ceiling = min(BACKOFF_CEILING_MS, 500 * 2 ** min(attempt, 64))
    return max(100, math.floor(random() * ceiling))


def sleep(ms: float, wake: Waitable | None = None) -> None:
    """Sleeps `ms` milliseconds, or less when `wake` is set meanwhile."""
    if wake is None:
        time.sleep(ms / 1000)
    else:
        wake.wait(ms / 1000)
