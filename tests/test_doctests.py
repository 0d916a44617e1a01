"""The one doctest runner: every module of the ``wzprove`` package, found by walking it.

Each module's examples must all run (the number run equals the number the finder sees, so a
module with examples runs at least one) and none may fail.  A module is skipped only when an
optional extra it needs is not installed, and the skip names the extra's package.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path
from types import ModuleType

import pytest

import wzprove

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

# third-party packages of the optional extras in pyproject.toml ([project.optional-dependencies])
OPTIONAL = {
    "torch", "transformers", "gguf", "openai", "vllm", "trl", "peft", "accelerate",
    "datasets", "matplotlib", "yaml", "ray", "lean_dojo", "fastapi", "uvicorn", "tomli",
}  # fmt: skip


def _module_names() -> list[str]:
    def fail(name: str) -> None:
        raise ImportError(f"cannot walk {name}")

    return sorted(m.name for m in pkgutil.walk_packages(wzprove.__path__, "wzprove.", onerror=fail))


MODULES = _module_names()


def _import(name: str) -> ModuleType:
    """Import ``name``; skip (with the reason) only where an optional extra is missing."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        top = (exc.name or "").split(".")[0]
        if top in OPTIONAL:
            pytest.skip(f"{name} needs the optional package {top!r}, which is not installed")
        raise


def test_walk_finds_every_module() -> None:
    """The walk reaches the subpackages and the modules no hand-kept list used to name."""
    for name in [
        "wzprove.model.identity",
        "wzprove.commands.parse",
        "wzprove.commands.sketch",
        "wzprove.sketch.terms",
        "wzprove.wz.verify",
        "wzprove.falsity.search",
        "wzprove.prover.splice",
        "wzprove.bootstrap.records",
        "wzprove.leandojo.state",
        "wzprove.bench.suites",
    ]:
        assert name in MODULES
    package = Path(wzprove.__file__).parent
    files = {
        ".".join(("wzprove", *p.relative_to(package).with_suffix("").parts)).removesuffix(
            ".__init__"
        )
        for p in package.rglob("*.py")
    } - {"wzprove"}
    assert set(MODULES) == files


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = _import(name)
    examples = sum(
        len(t.examples) for t in doctest.DocTestFinder(exclude_empty=True).find(module, name)
    )
    result = doctest.testmod(module, optionflags=FLAGS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctest(s) failed in {name}"
    assert result.attempted == examples, (
        f"{name}: {examples} examples found, {result.attempted} run"
    )


def test_modules_with_examples_ran_some() -> None:
    """Guards the runner itself: modules known to hold examples are seen to hold them."""
    for name in ["wzprove.sketch.terms", "wzprove.model.symbolic", "wzprove.sketch.names"]:
        module = importlib.import_module(name)
        assert doctest.testmod(module, optionflags=FLAGS).attempted >= 1, name
