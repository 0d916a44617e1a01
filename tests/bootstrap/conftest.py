"""Shared fixtures of the bootstrapping tests: the prelude Lean front end (skips without it)."""

from __future__ import annotations

import pytest


@pytest.fixture
def one_thread():
    """torch on one intra-op thread for the test (2 shared cores: no spinning pool), restored."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="session")
def prelude_lean():
    """Path of the prelude-only ``lean`` (built once); skip with the reason when impossible."""
    from wzprove.lean.elpi_build import build_prelude_lean
    from wzprove.lean.errors import PreludeLeanUnavailable

    try:
        return build_prelude_lean()
    except PreludeLeanUnavailable as exc:
        pytest.skip(f"prelude Lean front end unavailable: {exc}")
