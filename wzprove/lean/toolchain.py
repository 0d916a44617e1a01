"""Finding a Lean toolchain: an explicit path, ``WZPROVE_LEAN``, ``lake env`` in a Lake
project, or ``lean`` on ``PATH`` (docs/design.md, "Lean").

Order of the search (first hit wins):

1. ``lean=`` given to :func:`find_toolchain` (a path to a ``lean`` executable);
2. the environment variable ``WZPROVE_LEAN`` (an explicit choice beats discovery);
3. a Lake project (a ``lakefile.lean`` / ``lakefile.toml`` in ``project`` or above it)
   and a ``lake`` executable (``PATH`` or ``~/.elan/bin``): Lean runs as
   ``lake env lean`` in the project, so that ``LEAN_PATH`` holds Mathlib's ``.olean`` files;
4. ``lean`` on ``PATH`` or in ``~/.elan/bin``.

When nothing is found :class:`~wzprove.lean.errors.NoLeanToolchain` is raised, whose
message says "no Lean toolchain found" and how to install one.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from wzprove.lean.errors import NoLeanToolchain
from wzprove.lean.pipes import bounded_output

ENV_LEAN = "WZPROVE_LEAN"
ENV_REPL = "WZPROVE_REPL"
_LAKEFILES = ("lakefile.lean", "lakefile.toml")


@dataclass(frozen=True)
class Toolchain:
    """How to run Lean.

    Attributes:
        lean_cmd: argv prefix that runs ``lean`` (``["lake", "env", "lean"]`` or ``[path]``).
        source: ``explicit`` | ``env`` | ``lake`` | ``path`` | ``prelude`` (how it was found).
        cwd: directory to run in (the Lake project root), or None.
        repl_cmd: argv that starts the REPL, or None where there is none.
        env: extra environment variables for the Lean processes.
    """

    lean_cmd: tuple[str, ...]
    source: str
    cwd: str | None = None
    repl_cmd: tuple[str, ...] | None = None
    env: dict[str, str] = field(default_factory=dict)

    def describe(self) -> str:
        """Short human text: the command and where it came from."""
        return f"{' '.join(self.lean_cmd)} (from {self.source})"

    def version(self, timeout: float = 10.0) -> str:
        """The toolchain's version, e.g. ``leanprover/lean4:v4.35.0``.

        Read from the project's ``lean-toolchain`` file when there is one, else from
        ``lean --version``; ``unknown`` when neither answers.
        """
        return _version(self, timeout)


_VERSION_CACHE: dict[tuple[tuple[str, ...], str | None], str] = {}


def _version(tc: Toolchain, timeout: float) -> str:
    key = (tc.lean_cmd, tc.cwd)
    if key in _VERSION_CACHE:
        return _VERSION_CACHE[key]
    text = "unknown"
    if tc.cwd and (Path(tc.cwd) / "lean-toolchain").is_file():
        text = (Path(tc.cwd) / "lean-toolchain").read_text().strip() or text
    else:
        try:
            stdout = _run_bounded([*tc.lean_cmd, "--version"], timeout, tc)
            hit = re.search(r"version (\d+\.\d+\.\d+[^\s,]*)", stdout)
            if hit:
                text = f"leanprover/lean4:v{hit.group(1)}"
        except (OSError, subprocess.SubprocessError):
            pass
    _VERSION_CACHE[key] = text
    return text


def _run_bounded(cmd: list[str], timeout: float, tc: Toolchain) -> str:
    """The standard output of ``cmd`` (its first 64 KiB: :func:`bounded_output`); after
    ``timeout`` seconds its whole process group is killed and
    :class:`subprocess.TimeoutExpired` is raised."""
    return bounded_output(cmd, timeout, cwd=tc.cwd, env={**os.environ, **tc.env})


def find_lake_project(start: str | os.PathLike[str] | None = None) -> Path | None:
    """The nearest directory at or above ``start`` (default: the working directory) that
    holds a ``lakefile.lean`` or ``lakefile.toml``; None when there is none."""
    here = Path(start or os.getcwd()).resolve()
    if here.is_file():
        here = here.parent
    for d in (here, *here.parents):
        if any((d / name).is_file() for name in _LAKEFILES):
            return d
    return None


def _which(name: str) -> str | None:
    hit = shutil.which(name)
    if hit:
        return hit
    elan = Path.home() / ".elan" / "bin" / name
    return str(elan) if elan.is_file() and os.access(elan, os.X_OK) else None


def _repl_for_project(root: Path, lake: str) -> tuple[str, ...] | None:
    if env := os.environ.get(ENV_REPL):
        return (lake, "env", env)
    for cand in (
        root / ".lake" / "packages" / "REPL" / ".lake" / "build" / "bin" / "repl",
        root / ".lake" / "packages" / "repl" / ".lake" / "build" / "bin" / "repl",
        root / ".lake" / "build" / "bin" / "repl",
    ):
        if cand.is_file():
            return (lake, "env", str(cand))
    return (lake, "exe", "repl")


def _explicit(path: str, source: str) -> Toolchain:
    p = Path(path).expanduser()
    exe = str(p) if p.exists() else shutil.which(path)
    if not exe or not os.access(exe, os.X_OK):
        raise NoLeanToolchain(f"{source} points to {path!r}, which is not an executable")
    repl = os.environ.get(ENV_REPL)
    return Toolchain(lean_cmd=(exe,), source=source, repl_cmd=(repl,) if repl else None)


def find_toolchain(
    project: str | os.PathLike[str] | None = None, lean: str | None = None
) -> Toolchain:
    """Find a Lean toolchain (see the module docstring for the order).

    Args:
        project: a file or directory inside the Lake project (default: working directory).
        lean: an explicit ``lean`` executable; beats everything else.
    Returns:
        the :class:`Toolchain`.
    Raises:
        NoLeanToolchain: nothing found; the message says how to install Lean.
    """
    if lean:
        return _explicit(lean, "explicit")
    if env := os.environ.get(ENV_LEAN):
        return _explicit(env, ENV_LEAN)
    root = find_lake_project(project)
    lake = _which("lake")
    if root is not None and lake:
        return Toolchain(
            lean_cmd=(lake, "env", "lean"),
            source="lake",
            cwd=str(root),
            repl_cmd=_repl_for_project(root, lake),
        )
    exe = _which("lean")
    if exe:
        repl = os.environ.get(ENV_REPL)
        return Toolchain(lean_cmd=(exe,), source="path", repl_cmd=(repl,) if repl else None)
    raise NoLeanToolchain(f"searched ${ENV_LEAN}, `lake env` in a Lake project, and `lean` on PATH")


def toolchain_or_none(project: str | os.PathLike[str] | None = None) -> Toolchain | None:
    """:func:`find_toolchain` that answers None instead of raising."""
    try:
        return find_toolchain(project)
    except NoLeanToolchain:
        return None
