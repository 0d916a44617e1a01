"""User names that sympy also defines (``I``, ``E``, ``S``, ``gamma``, ``lambda`` …) stay the
user's variables from Lean through the model, the engine, the certificate's strings and
their re-reading (issue 12, item 1)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sympy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wzprove import api
from wzprove.commands.refute import refute_identity
from wzprove.lean.parser import parse_text
from wzprove.lean.statement import COMMAND_KEYWORDS
from wzprove.lean.syntax import KEYWORDS
from wzprove.model.reading import read
from wzprove.pipeline import ProveOptions, certify_theorem, prove
from wzprove.wz.certificate import Certificate, parse_expr
from wzprove.wz.certify import certify
from wzprove.wz.errors import InvalidInput
from wzprove.wz.verify import verify_certificate

#: Every name sympy defines that is a Lean identifier our parser takes as a variable.
SYMPY_NAMES = sorted(
    n
    for n in dir(sympy)
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", n) and n not in KEYWORDS | COMMAND_KEYWORDS
)
#: The names the issue reports, Python keywords and constants, and Lean-only identifiers.
REPORTED = "I E pi oo N S O Q gamma beta zeta ff rf Sum binomial lambda True None a' x₁ n!".split()

TRUE = "theorem t (n {x} : ℕ) : ∑ k ∈ Finset.range (n + 1), {x} * Nat.choose n k = {x} * 2 ^ n"


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _certificate_for_x() -> Certificate:
    (parsed,) = parse_text(TRUE.format(x="X"))
    done = certify_theorem(parsed, ProveOptions(falsity_time_s=0.1))
    assert done.report.status == "certified", done.report.message
    assert done.result is not None and done.result.certificate is not None
    return done.result.certificate


def test_sympy_names_list_is_the_whole_namespace() -> None:
    assert len(SYMPY_NAMES) > 800
    assert {"I", "E", "S", "N", "Q", "O", "pi", "oo", "gamma", "Sum", "binomial"} <= set(
        SYMPY_NAMES
    )


def test_every_sympy_name_parses_and_survives_the_certificate_round_trip() -> None:
    """All names, in one loop: Lean parse and the engine's reading keep the name as a
    variable, and each string of a real certificate, written with that name, reads back as
    the same expression with the name a free integer symbol."""
    cert = _certificate_for_x()
    texts = {"summand": cert.summand, "rhs": cert.rhs, "R": cert.R, "G": cert.G}
    assert "X" in texts["summand"] and "X" in texts["rhs"]
    X = sympy.Symbol("X", integer=True)
    expected = {key: parse_expr(text, {"X": X}) for key, text in texts.items()}
    for name in SYMPY_NAMES:
        (parsed,) = parse_text(TRUE.format(x=name))
        assert parsed.status == "parsed", (name, parsed.message)
        reading = read(parsed.identity)
        assert name in {s.name for s in reading.rhs.free_symbols}, name
        user = sympy.Symbol(name, integer=True)
        table = {cert.index: sympy.Symbol(cert.index, integer=True), name: user}
        for key, text in texts.items():
            renamed = re.sub(r"\bX\b", name, text)
            got = parse_expr(renamed, dict(table), constants=True)
            assert got == expected[key].xreplace({X: user}), (name, key, renamed, got)
            # without a declaration the name is still a variable, never sympy's object
            if renamed != text:
                assert user in parse_expr(renamed).free_symbols, (name, key)


def _pipeline(name: str, tmp_path: Path) -> tuple[str, str, str]:
    (parsed,) = parse_text(TRUE.format(x=name))
    refuted = refute_identity(parsed.identity, time_limit=0.1)
    path = tmp_path / "t.lean"
    path.write_text(f"import Mathlib\n\n{TRUE.format(x=name)} := by\n  sorry\n", encoding="utf-8")
    opts = ProveOptions(out_dir=tmp_path, timeout_s=60, falsity_time_s=0.1)
    (report,) = list(prove(path, opts))
    return parsed.status, refuted.status, report.status


@pytest.mark.parametrize("name", REPORTED)
def test_reported_names_parse_refute_and_prove(name: str, tmp_path: Path) -> None:
    assert _pipeline(name, tmp_path) == ("parsed", "no-counterexample", "certified")


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(name=st.sampled_from(SYMPY_NAMES))
def test_any_sympy_name_parse_refute_prove(name: str, tmp_path: Path) -> None:
    assert _pipeline(name, tmp_path) == ("parsed", "no-counterexample", "certified")


def _factors(count: int) -> str:
    return " * ".join(f"(I - {j})" for j in range(count))


def _false_with_i(count: int) -> str:
    return (
        "import Mathlib\nopen Finset\n\ntheorem t (n I : ℕ) : ∑ k ∈ range (n + 1), Nat.choose n k"
        f" = 2 ^ n + ((I:ℤ)^2 + 1) * {_factors(count)} := by\n  sorry\n"
    )


def test_variable_i_is_not_the_imaginary_unit_in_prove(tmp_path: Path) -> None:
    """False (I = 61 or 130 makes the product nonzero), where I² + 1 = 0 made it certified."""
    # the search reaches the counterexample in about 1 s; the limit leaves room for a busy machine
    opts = ProveOptions(out_dir=tmp_path, timeout_s=60, falsity_time_s=20.0)
    path = tmp_path / "i.lean"
    path.write_text(_false_with_i(61), encoding="utf-8")
    (report,) = list(prove(path, opts))
    assert report.status == "false"
    # a counterexample where the product is nonzero: I ≥ 61 (the random phase, past the grid)
    assert report.counterexample is not None and int(report.counterexample["I"]) >= 61
    # the engine alone (past the falsity search of `prove`) must not certify it either
    (parsed,) = parse_text(_false_with_i(130))
    reading = read(parsed.identity)
    assert sympy.Symbol("I", integer=True, nonnegative=True) in reading.rhs.free_symbols
    result = certify(reading.lhs, reading.rhs, timeout=60)
    assert result.status == "failed", result.message
    assert "rhs-recurrence failed" in result.message


def test_variable_i_is_not_the_imaginary_unit_in_certify() -> None:
    rhs = "2**n + (I**2 + 1)*" + "*".join(f"(I - {j})" for j in range(61))
    out = api.certify("Sum(binomial(n, k), (k, 0, n))", rhs, timeout=60)
    assert out["status"] == "failed"
    assert "rhs-recurrence failed" in out["message"]


@pytest.mark.parametrize("name", ["I", "N", "S", "Q", "O", "beta"])
def test_certify_input_names_survive_the_certificate_round_trip(name: str) -> None:
    out = api.certify(f"Sum({name}*binomial(n, k), (k, 0, n))", f"{name}*2**n", timeout=60)
    assert out["status"] == "certified", out["message"]
    data = out["certificate"]
    assert data["parameters"] == [name]
    assert data["summand"] == f"{name}*binomial(n, k)"
    cert = Certificate.from_dict(data)
    checks = verify_certificate(cert)
    assert [c.passed for c in checks] == [True] * len(checks)
    # every check of the verifier re-runs on the round-tripped certificate; certify adds
    # only its direct evaluation of the recurrence (``recurrence-values``) and, for text
    # input, the check of the statement as written (``as-written``) beside them
    stored = [c["name"] for c in data["checks"]]
    added = ("recurrence-values", "as-written")
    assert [c.name for c in checks] == [x for x in stored if x not in added]
    assert "parameters" in stored


def test_declared_names_are_variables_other_constant_names_constants() -> None:
    user_i = sympy.Symbol("I", integer=True)
    got = parse_expr("pi*I + E + oo", {"I": user_i}, constants=True)
    assert got == sympy.pi * user_i + sympy.E + sympy.oo
    # a summation index is a variable wherever it is bound, whatever its name
    n = sympy.Symbol("n", integer=True)
    got = parse_expr("Sum(I*binomial(n, I), (I, 0, n))", {"n": n}, constants=True)
    assert got == sympy.Sum(user_i * sympy.binomial(n, user_i), (user_i, 0, n))
    assert got.doit().subs(n, 3) == 12


@pytest.mark.parametrize(
    "text", ["__import__('os').getcwd()", "n.func", "1.5*n", "foo(n)", "[n]", "lambda x: x"]
)
def test_certificate_text_is_read_not_evaluated(text: str) -> None:
    with pytest.raises(InvalidInput, match="cannot read expression"):
        parse_expr(text)
