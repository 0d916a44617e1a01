"""The doctests of the falsity modules."""

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["wzprove.falsity.search", "wzprove.falsity.disproof"])
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
