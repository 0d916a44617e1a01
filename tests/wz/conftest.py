"""Fixtures of the engine's tests."""

from __future__ import annotations

import pytest

from wzprove.wz.verify import clear_caches


@pytest.fixture(autouse=True)
def _fresh_verifier_caches() -> None:
    """Each test starts with the verifier's memo tables empty (``values._LINE_CACHE``,
    ``values._RAT_CACHE``, ``values._FRACTIONS``), so that a test exercises the functions
    behind them instead of answers another test left (a mutation run forks every mutant from
    one process: a warm table would hide every mutant of ``_line_limit_uncached``); likewise
    the engine evaluator's table of converted terms (``evaluate._TERMS``,
    ``evaluate._TERMS_BY_ID``), which hid the mutants of ``_as_term``, the tables of
    :mod:`~wzprove.wz.verify.points`, ``setup._READ_CACHE`` (certificates read) and
    ``setup._FACTORED``."""
    clear_caches()
