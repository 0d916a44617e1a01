"""The doctests of ``wzprove.leandojo`` (examples in the docstrings double as tests)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "wzprove.leandojo.errors",
    "wzprove.leandojo.state",
    "wzprove.leandojo.importer",
    "wzprove.leandojo.trace",
    "wzprove.leandojo.dojo_driver",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
    assert result.attempted > 0
