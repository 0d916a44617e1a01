"""Which driver runs Lean in a pool worker: the registry of Lean back ends.

A back end is a name (``PoolConfig.backend``, ``LeanPool(backend=...)``) and a factory
``factory(toolchain, config) -> Driver``. Two are built in: ``file``
(:class:`~wzprove.lean.driver.FileDriver`, ``lean --json`` per check) and ``repl``
(:class:`~wzprove.lean.repl.ReplDriver`). Back ends that live above the Lean layer are
registered by their place, ``"module:attr"`` (``attr`` may be dotted, e.g.
``Class.from_toolchain``), and imported only when a driver of that kind is made; so this
layer imports none of them. Those the package ships (LeanDojo) are read from the table
:data:`wzprove.plugins.LEAN_DRIVERS` (layer 0), so every process that makes a pool knows
them (Ray actors included) without importing them.

    >>> register_driver("echo", "builtins:print")
    >>> driver_factory("echo") is print
    True
    >>> driver_factory("nope")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: unknown Lean back end 'nope' (expected 'file', 'repl'... or 'echo')
    >>> unregister_driver("echo")
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

from wzprove.lean.driver import Driver, FileDriver
from wzprove.plugins import LEAN_DRIVERS

DriverFactory = Callable[[Any, Any], Driver]


def _file(toolchain: Any, config: Any) -> Driver:
    return FileDriver(toolchain, lean_args=config.lean_args)


def _repl(toolchain: Any, config: Any) -> Driver:
    from wzprove.lean.repl import ReplDriver

    return ReplDriver(toolchain)


_REGISTRY: dict[str, DriverFactory | str] = {"file": _file, "repl": _repl, **LEAN_DRIVERS}


def register_driver(name: str, factory: DriverFactory | str) -> None:
    """Register (or replace) back end ``name``.

    Args:
        name: the name a pool is given (``backend=name``).
        factory: ``factory(toolchain, config) -> Driver``, or its place ``"module:attr"``,
            imported when the first driver of this kind is made.
    Raises:
        ValueError: a place without ``module:attr``, or an empty name.
    """
    if not name:
        raise ValueError("a Lean back end needs a name")
    if isinstance(factory, str):
        module, sep, attr = factory.partition(":")
        if not (module and sep and attr):
            raise ValueError(f"Lean back end {name!r}: expected 'module:attr', got {factory!r}")
    _REGISTRY[name] = factory


def unregister_driver(name: str) -> None:
    """Forget back end ``name`` (no error where it is unknown)."""
    _REGISTRY.pop(name, None)


def driver_names() -> tuple[str, ...]:
    """The registered back ends, in registration order."""
    return tuple(_REGISTRY)


def driver_factory(name: str) -> DriverFactory:
    """The factory of back end ``name``, its module imported now if registered by place.

    Raises:
        ValueError: unknown back end (the message lists the known ones).
    """
    entry = _REGISTRY.get(name)
    if entry is None:
        known = [repr(n) for n in _REGISTRY]
        listed = known[0] if len(known) == 1 else f"{', '.join(known[:-1])} or {known[-1]}"
        raise ValueError(f"unknown Lean back end {name!r} (expected {listed})")
    if isinstance(entry, str):
        module, _, attr = entry.partition(":")
        obj: Any = import_module(module)
        for part in attr.split("."):
            obj = getattr(obj, part)
        entry = obj
        _REGISTRY[name] = obj
    return entry
