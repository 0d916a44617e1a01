"""``Prover/BoundaryStep.lean`` is the text :mod:`wzprove.sketch.step_library` generates, and
each theorem's ``linear_combination`` is an identity over its atoms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wzprove.sketch.step_library import (
    ORDERS,
    STEPS,
    check_combination,
    combination,
    library_text,
    statement,
    theorem_name,
)

FILE = Path(__file__).resolve().parents[1] / "Prover" / "BoundaryStep.lean"
CASES = [(J, c) for c in STEPS for J in ORDERS]


def theorem_signature(name: str) -> str:
    """The text between ``theorem NAME`` and ``:= by`` in the file, whitespace-normalised."""
    text = FILE.read_text(encoding="utf-8")
    m = re.search(rf"^theorem {re.escape(name)}\s(.*?):= by", text, re.M | re.S)
    assert m, name
    return " ".join(m.group(1).split())


def test_the_file_is_the_generated_text() -> None:
    assert FILE.read_text(encoding="utf-8") == library_text(), (
        "regenerate: python -m wzprove.sketch.step_library > Prover/BoundaryStep.lean"
    )


@pytest.mark.parametrize(("J", "c"), CASES)
def test_each_statement_is_in_the_file(J: int, c: int) -> None:
    assert theorem_signature(theorem_name(J, c)) == statement(J, c)


@pytest.mark.parametrize(("J", "c"), CASES)
def test_each_linear_combination_is_an_identity(J: int, c: int) -> None:
    assert check_combination(J, c)


def test_a_wrong_combination_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    import wzprove.sketch.step_library as lib

    right = combination(2, 2)
    monkeypatch.setattr(lib, "combination", lambda J, c: right.replace(" + ht", " - ht"))
    assert not lib.check_combination(2, 2)
    monkeypatch.setattr(lib, "combination", lambda J, c: right.replace("a2 n * e2_3 + ", ""))
    assert not lib.check_combination(2, 2)


def test_the_boundary_terms_of_order_two_step_two() -> None:
    assert "a2 n * (F (n + 2) (u n + 1) + F (n + 2) (u n + 2) + F (n + 2) (u n + 3) + " in (
        statement(2, 2)
    )
    assert theorem_name(3, 1) == "sum_eq_of_telescoper_three_step_one"
