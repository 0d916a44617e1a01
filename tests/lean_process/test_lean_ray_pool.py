"""The pool's Ray back end: two actors, same API and results as the local pool."""

from __future__ import annotations

import tempfile

import pytest
from prelude_texts import AXIOM_USE, GOOD, TYPE_ERROR

from wzprove.lean.pool import LeanPool
from wzprove.lean.toolchain import Toolchain

pytestmark = [pytest.mark.slow, pytest.mark.lean]


def test_ray_pool_two_actors(prelude_lean: Toolchain, monkeypatch: pytest.MonkeyPatch) -> None:
    ray = pytest.importorskip("ray", reason="ray is not installed (pip install ray)")
    monkeypatch.setenv("RAY_AUTH_MODE", "disabled")
    tmp = tempfile.mkdtemp(prefix="ray", dir="/tmp")  # short: Ray's sockets live there
    ray.init(num_cpus=2, include_dashboard=False, _temp_dir=tmp)
    try:
        with LeanPool(prelude_lean, workers=2, ray="auto", timeout=60) as pool:
            runs = pool.check_many([GOOD, TYPE_ERROR, AXIOM_USE, GOOD])
            assert [r.kind for r in runs] == ["ok", "error", "ok", "ok"]
            assert pool.ray_address == "auto"
    finally:
        ray.shutdown()
