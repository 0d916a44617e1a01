"""The Lean back-end registry (:mod:`wzprove.lean.drivers`): names, errors, the LeanDojo entry."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wzprove.lean.driver import FileDriver
from wzprove.lean.drivers import driver_names, register_driver, unregister_driver
from wzprove.lean.pool import PoolConfig, make_driver

ROOT = Path(__file__).resolve().parents[2]


def test_known_back_ends_and_the_unknown_name_error() -> None:
    assert driver_names()[:3] == ("file", "repl", "leandojo")
    with pytest.raises(ValueError) as err:
        make_driver(object(), PoolConfig(backend="nope"))
    assert str(err.value) == "unknown Lean back end 'nope' (expected 'file', 'repl' or 'leandojo')"


def test_file_back_end_gets_the_lean_args() -> None:
    driver = make_driver(object(), PoolConfig(lean_args=("-DmaxHeartbeats=0",)))
    assert isinstance(driver, FileDriver) and driver.lean_args == ("-DmaxHeartbeats=0",)


class _Made:
    """What :func:`_factory` returns: the arguments it was given."""

    @classmethod
    def factory(cls, toolchain: object, config: PoolConfig) -> object:
        return (cls, toolchain, config.backend)


def test_a_back_end_registered_by_place_is_found_when_used() -> None:
    register_driver("made", f"{__name__}:_Made.factory")  # a dotted attribute, as for Dojo
    try:
        assert driver_names()[-1] == "made"
        assert make_driver("tc", PoolConfig(backend="made")) == (_Made, "tc", "made")
    finally:
        unregister_driver("made")
    assert "made" not in driver_names()
    with pytest.raises(ValueError, match="expected 'module:attr'"):
        register_driver("bad", "no_colon_here")


def test_leandojo_back_end_reached_without_importing_leandojo_first() -> None:
    """A fresh interpreter that imports only the pool still finds ``backend="leandojo"``
    (named in ``wzprove.plugins``, not by the package root); without ``lean_dojo`` the Dojo
    driver says so."""
    code = (
        "import sys\n"
        "from wzprove.lean.pool import PoolConfig, make_driver\n"
        "assert 'wzprove.leandojo' not in sys.modules\n"
        "try:\n"
        "    make_driver(None, PoolConfig(backend='leandojo'))\n"
        "except Exception as exc:\n"
        "    print(type(exc).__module__, type(exc).__name__)\n"
        "else:\n"
        "    print('made')\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    try:
        import lean_dojo  # noqa: F401
    except ImportError:
        assert out.stdout.strip() == "wzprove.leandojo.errors LeanDojoNotInstalled"
    else:  # pragma: no cover - lean_dojo installed: the driver is made or fails in it
        assert out.stdout.strip() != "" and "ValueError" not in out.stdout
