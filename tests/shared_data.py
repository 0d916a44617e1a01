"""Where the tests find the public benchmark suites (LCI-Test, CombiBench, ...): never copied into
the repository, they live beside it, in ``<repo>/../shared/data``.

Found relative to the repository, never by an absolute path: ``$WZPROVE_SHARED_DATA`` when set,
else ``<repo>/../shared/data``, else (in a git worktree) the same folder beside the main
checkout.  :func:`need` skips a test with the path and the way to point at the data when it is
truly absent.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
ENV = "WZPROVE_SHARED_DATA"


def _main_checkout() -> Path | None:
    """The main checkout of a git worktree (its ``.git`` is a file naming
    ``<main>/.git/worktrees/<name>``), or ``None``."""
    git = REPO / ".git"
    if not git.is_file():
        return None
    text = git.read_text(encoding="utf-8", errors="replace").strip()
    if not text.startswith("gitdir:"):
        return None
    gitdir = Path(text.removeprefix("gitdir:").strip())
    if not gitdir.is_absolute():
        gitdir = (REPO / gitdir).resolve()
    return gitdir.parents[2] if len(gitdir.parents) > 2 else None


def shared_data() -> Path:
    """The shared data folder (it may not exist: see :func:`need`)."""
    if os.environ.get(ENV):
        return Path(os.environ[ENV])
    beside = REPO.parent / "shared" / "data"
    main = _main_checkout()
    if not beside.exists() and main is not None:
        return main.parent / "shared" / "data"
    return beside


SHARED = shared_data()


def need(path: Path) -> None:
    """Skip the calling test, with the reason, when ``path`` is absent."""
    if not path.exists():
        pytest.skip(f"public benchmark data absent: {path} (set {ENV} to the shared data folder)")
