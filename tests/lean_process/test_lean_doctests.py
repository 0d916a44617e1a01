"""Doctests of the Lean process layer's pure modules."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "wzprove.lean.messages",
    "wzprove.lean.textmask",
    "wzprove.lean.repl",
    "wzprove.lean.audit",
    "wzprove.lean.drivers",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
