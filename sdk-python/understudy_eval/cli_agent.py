"""--agent: `module:function`, `module` (its run_agent), or a path to a .py file with either."""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import sys
from types import ModuleType
from typing import cast

from .agent import RunAgent
from .cli_usage import UsageError

DEFAULT_FUNCTION = "run_agent"
_ATTRIBUTE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")


def load_agent(spec: str) -> RunAgent:
    # Split at the last colon only when what follows names an attribute (a Windows path has a colon too).
    where, _, name = spec.rpartition(":")
    if not where or not _ATTRIBUTE.fullmatch(name):
        where, name = spec, DEFAULT_FUNCTION
    module = _load_file(where) if where.endswith(".py") or os.sep in where or "/" in where else _import(where)
    target: object = module
    for part in name.split("."):
        target = getattr(target, part, None)
    if not callable(target):
        raise UsageError(f'{spec} must name a function (task, context) -> None | str | {{"answer", "usage"}}, plain or async: '
                         f"module:function, or a module with a {DEFAULT_FUNCTION} function")
    return cast(RunAgent, target)


def _import(name: str) -> ModuleType:
    # As `python -m` does, the working directory comes first: `--agent agent:run` finds ./agent.py.
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())
    return importlib.import_module(name)


def _load_file(path: str) -> ModuleType:
    absolute = os.path.abspath(path)
    if not os.path.isfile(absolute):
        raise UsageError(f"--agent {path}: no such file")
    name = f"understudy_agent_{re.sub(r'[^A-Za-z0-9_]', '_', os.path.splitext(os.path.basename(absolute))[0])}"
    spec = importlib.util.spec_from_file_location(name, absolute)
    if spec is None or spec.loader is None:
        raise UsageError(f"--agent {path}: not a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and pickling look modules up by name
    # Its folder comes first on the path, as for a script, so that it imports its neighbours.
    sys.path.insert(0, os.path.dirname(absolute))
    spec.loader.exec_module(module)
    return module
