"""Run the doctests of the pure modules (algorithm examples double as tests)."""

import doctest
import importlib
import pkgutil

import pytest

import wzprove.wz

PURE_MODULES = ["wzprove.identity", "wzprove.sympy_input"] + [
    f"wzprove.wz.{m.name}" for m in pkgutil.iter_modules(wzprove.wz.__path__)
]


@pytest.mark.parametrize("name", PURE_MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
