"""The doctests of the parser's modules."""

import doctest
import importlib

import pytest

MODULES = ["wzprove.lean.lexer", "wzprove.lean.parser", "wzprove.lean.render"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
