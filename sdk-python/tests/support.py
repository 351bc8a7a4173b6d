"""What every test module shares: the package importable from the source tree, with no install."""

from __future__ import annotations

import os
import sys

SDK = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(SDK)
if SDK not in sys.path:
    sys.path.insert(0, SDK)
