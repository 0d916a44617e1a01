"""Golden sketch files: the Lean text `wzprove sketch` writes for eight identities.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
Each golden is also read back independently (:mod:`tests.sketch.consistency`): its `let`s are
parsed from the text and every side goal is evaluated under Lean's semantics.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import sympy

from wzprove.commands.sketch import sketch
from wzprove.lean.audit import audit_text
from wzprove.lean.parser import parse_file
from wzprove.model.reading import read
from wzprove.sketch.build import build_sketch
from wzprove.wz.certificate import Certificate, Recurrence
from wzprove.wz.verify import verify_certificate
from wzprove.wz.zeilberger import zeilberger

from .consistency import check_sketch

DATA = Path(__file__).parent.parent / "data"
INPUTS = DATA / "lean_sketch"
GOLDEN = DATA / "sketches"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"

# theorem file -> (method, Prover theorem, recurrence variable, start)
CASES = {
    "sum_choose": ("wz", "Prover.wz_sum_eq", 0),
    "sum_choose_sq": ("wz", "Prover.wz_sum_eq", 0),
    "sum_k_choose": ("wz", "Prover.eq_of_recurrence_from", 1),
    "vandermonde_param": ("wz", "Prover.wz_sum_eq", 0),
    "gosper_sum": ("gosper", "Prover.sum_range_telescope", 0),
    "gosper_k_factorial": ("gosper", "Prover.sum_range_telescope", 0),
    "choose_over_succ": ("zeilberger", "Prover.eq_of_recurrence_from", 0),
}


def _compare(name: str, text: str) -> None:
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


def compare_golden(path: Path, text: str, update: bool) -> None:
    """``text`` equals the golden file ``path`` (written when missing or ``update``)."""
    if update or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if not update:
            pytest.fail(f"golden {path} was missing and has been written; rerun")
    assert text == path.read_text(encoding="utf-8"), (
        f"{path} differs; rerun with WZPROVE_UPDATE_GOLDEN=1 if the change is intended"
    )


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_sketch(name: str, tmp_path: Path) -> None:
    method, theorem, start = CASES[name]
    results = sketch(INPUTS / f"{name}.lean", out_dir=tmp_path, theorem=name, falsity_time=0.5)
    (r,) = results
    assert r.status == "certified", r.message
    assert r.method == method
    assert r.sketch is not None and r.sketch.prover_theorem == theorem
    assert Path(r.sketch_file).read_text(encoding="utf-8") == r.sketch.text
    _compare(name, r.sketch.text)
    # the sketch differs from the user's file (plus `import Prover`) only in the proof body
    failures = audit_text(r.sketch.text, r.sketch.original, name).failures
    assert failures and {f.rule for f in failures} == {"sorry"}
    identity = parse_file(INPUTS / f"{name}.lean")[0].identity
    cert = r.sketch.certificate
    assert check_sketch(r.sketch, identity, cert["variable"], cert["index"], start) > 100


def _zeilberger_certificate(reading) -> Certificate:
    """A Zeilberger certificate (the telescoper of the summand, A = B ch. 6) for a sum
    that also has a WZ pair, so that the recurrence form of the sketch is exercised."""
    F = reading.lhs.function
    k = reading.lhs.limits[0][0]
    n = reading.symbols["n"]
    T = zeilberger(F, n, k, max_order=2, timeout=60)
    cert = Certificate(
        method="zeilberger",
        summand=str(F),
        index=str(k),
        variable="n",
        lower="0",
        upper="n",
        rhs=str(reading.rhs),
        R=str(T.R),
        G=str(T.R * F),
        recurrence=Recurrence("n", T.order, [str(c.as_expr()) for c in T.coefficients]),
    )
    cert.checks = verify_certificate(cert)
    assert cert.certified, cert.checks
    return cert


def test_golden_zeilberger() -> None:
    path = INPUTS / "zeilberger_sq.lean"
    identity = parse_file(path)[0].identity
    reading = read(identity)
    cert = _zeilberger_certificate(reading)
    assert cert.recurrence.order == 1
    assert sympy.expand(sympy.sympify(cert.recurrence.coefficients[1])) == sympy.sympify("n + 1")
    sk = build_sketch(identity, reading, cert, path.read_text(encoding="utf-8"))
    assert sk.prover_theorem == "Prover.eq_of_recurrence_from"
    assert [s.kind for s in sk.subgoals].count("recurrence") == 1
    _compare("zeilberger_sq", sk.text)
    assert check_sketch(sk, identity, "n", "k", 0) > 100
