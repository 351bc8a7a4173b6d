"""The values of the CLI's flags, read as the Node CLI reads them (JavaScript's Number() included)."""

from __future__ import annotations

import re
from typing import Optional

from .cli_usage import UsageError
from .protocol import Gate


# The service's bounds for trials and alpha, checked here so that a typo is a usage error (exit 2)
# before anything is triggered.
def parse_trials(text: str) -> int:
    if not re.fullmatch(r"\s*[0-9]+\s*", text) or not 1 <= int(text) <= 20:
        raise UsageError(f'--trials must be a whole number from 1 to 20, got "{text}"')
    return int(text)


def parse_alpha(text: str) -> float:
    alpha = number(text)
    if alpha is None or not 0 < alpha <= 0.5:
        raise UsageError(f'--alpha must be a number above 0 and at most 0.5, such as 0.05, got "{text}"')
    return alpha


def parse_gate(text: str) -> Gate:
    if text == "strict":
        return "strict"
    if text == "noise-aware":
        return "noise-aware"
    raise UsageError(f'--gate must be strict or noise-aware, got "{text}"')


def parse_duration(text: str) -> int:
    """`90s`, `30m`, `2h` or plain seconds, in milliseconds."""
    match = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*([smh])?\s*", text)
    seconds = float(match[1]) * {"s": 1, "m": 60, "h": 3600}[match[2] or "s"] if match else 0.0
    if not seconds > 0:
        raise UsageError(f'--timeout must be a duration such as 90s, 30m, 2h or a number of seconds, got "{text}"')
    return round(seconds * 1000)


def parse_profiles(text: str) -> dict[str, str]:
    """`slack=official,jira=atlassian` as {"slack": "official", "jira": "atlassian"}; the service checks the names."""
    profiles: dict[str, str] = {}
    for pair in [part.strip() for part in text.split(",") if part.strip()]:
        match = re.fullmatch(r"([a-z][a-z0-9-]*)=([a-z][a-z0-9-]*)", pair)
        if not match:
            raise UsageError(f'--mcp-profiles takes provider=profile pairs separated by commas, such as slack=official,jira=atlassian; got "{pair}"')
        profiles[match[1]] = match[2]
    if not profiles:
        raise UsageError("--mcp-profiles needs at least one provider=profile pair")
    return profiles


def number(text: str) -> Optional[float]:
    """A decimal number as JavaScript's Number() reads one (NaN and blanks are None)."""
    if "_" in text:  # Python's float() takes 1_000; JavaScript's Number() does not
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return None if value != value else value


def whole(text: str) -> Optional[int]:
    value = number(text)
    return int(value) if value is not None and value.is_integer() else None
