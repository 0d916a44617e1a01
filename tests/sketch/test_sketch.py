"""Sketch generator: fill, audit against the original, refusals, closed forms of G."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
import sympy
from sympy import binomial, symbols

from wzprove.commands.sketch import sketch, sketch_theorem
from wzprove.lean.audit import audit_text
from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import evaluate
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import DEFAULT_HEADER, SketchError, build_sketch, with_prover_import
from wzprove.sketch.names import module_name
from wzprove.sketch.terms import (
    ClosedFormError,
    closed_term,
    guarded_closed_form,
    rational_term,
)
from wzprove.wz.zeilberger import zeilberger

from .consistency import check_sketch

DATA = Path(__file__).parent.parent / "data" / "lean_sketch"


@pytest.fixture(scope="module")
def row_sum(tmp_path_factory):
    out = tmp_path_factory.mktemp("sk")
    (r,) = sketch(DATA / "sum_choose.lean", out_dir=out, falsity_time=0.5)
    assert r.status == "certified", r.message
    return r


def test_fill_passes_the_audit_and_keeps_every_other_byte(row_sum) -> None:
    sk = row_sum.sketch
    names = [s.name for s in sk.subgoals]
    assert names == ["hr", "hratio_k", "hratio_n", "hwz", "hG0", "hGtop", "hFtop", "hbase"]
    assert [s.kind for s in sk.subgoals] == [
        "denominator",
        "ratio",
        "ratio",
        "wz-equation",
        "boundary",
        "boundary",
        "boundary",
        "initial-value",
    ]
    tactics = {n: "simp\nring_nf" for n in names}
    filled = sk.fill(tactics)
    assert "sorry" not in filled.split(":= by", 1)[1]
    # removing the tactics gives the sketch back byte for byte
    back = filled.replace("simp\n    ring_nf", "sorry")
    assert back == sk.text
    assert audit_text(filled, sk.original, "sum_choose").passed
    # the user's file plus `import Prover` is the original; the statement is untouched
    user = (DATA / "sum_choose.lean").read_text()
    assert sk.original == with_prover_import(user)
    assert sk.text.startswith("import Mathlib\nimport Prover\n")
    lines = sk.text.splitlines()
    for s in sk.subgoals:
        assert lines[s.lean_line - 1].strip().startswith(f"have {s.name} : {s.statement}")
        assert lines[s.lean_line].strip() == "sorry"


def test_partial_fill_and_unknown_name(row_sum) -> None:
    sk = row_sum.sketch
    part = sk.fill({"hr": "positivity"})
    assert part.count("sorry") == sk.text.count("sorry") - 1
    failures = audit_text(part, sk.original, "sum_choose").failures
    assert {f.rule for f in failures} == {"sorry"}
    with pytest.raises(SketchError):
        sk.fill({"nope": "simp"})


def test_G_is_the_closed_form_of_design_item_3(row_sum) -> None:
    # DESIGN.md: for Σ C(n,k) = 2^n, G(n,k) = -C(n,k-1)/2^(n+1) (here -(1/2)·C(n,k-1)/2^n)
    text = row_sum.sketch.text
    assert "let G : ℕ → ℕ → ℝ := fun n k => ((if k = 0 then 0 else" in text
    assert "Nat.choose n (k - 1)" in text
    assert "exact Prover.wz_sum_eq F G r hr hwz hG0 hGtop hFtop hbase n" in text


def test_R_times_F_fails_at_the_pole_under_lean_semantics() -> None:
    # G = R·F/r unshifted: the WZ equation fails at k = n and k = n + 1 (DESIGN.md item 3)
    ident = parse_text("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) = 2 ^ n")[
        0
    ].identity
    n, k = symbols("n k", integer=True, nonnegative=True)
    R = k / (2 * k - 2 * n - 2)
    F = ident.lhs.args[2]
    types = {"n": "ℕ", "k": "ℕ"}
    bad = guarded_closed_form(R, binomial(n, k), F, "k", 0, types, "ℝ")
    good = guarded_closed_form(R, binomial(n, k), F, "k", 1, types, "ℝ")

    def wz_fails(H):
        out = []
        for nv in range(6):
            for kv in range(nv + 2):
                f1 = Fraction(evaluate(F, {"n": nv + 1, "k": kv})) / 2 ** (nv + 1)
                f0 = Fraction(evaluate(F, {"n": nv, "k": kv})) / 2**nv
                g1 = evaluate(H, {"n": nv, "k": kv + 1}) / 2**nv
                g0 = evaluate(H, {"n": nv, "k": kv}) / 2**nv
                if f1 - f0 != g1 - g0:
                    out.append((nv, kv))
        return out

    assert (3, 3) in wz_fails(bad) and (3, 4) in wz_fails(bad)
    assert wz_fails(good) == []


def test_franel_telescoper_has_a_closed_form_G() -> None:
    # Σ C(n,k)^3: order-2 telescoper, R with poles of order 3 at k = n+1 and k = n+2;
    # the shift (a, b) = (1, 1) gives a G valid at every k ≤ n + 3 under Lean's semantics.
    ident = parse_text("theorem fr (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℚ) ^ 3 = 0")[
        0
    ].identity
    F = ident.lhs.args[2]
    n, k = symbols("n k", integer=True, nonnegative=True)
    T = zeilberger(binomial(n, k) ** 3, n, k, max_order=3, timeout=60)
    assert T.order == 2
    types = {"n": "ℕ", "k": "ℕ"}
    coeffs = [rational_term(c.as_expr(), {"n": "ℕ"}, "ℚ") for c in T.coefficients]
    assert [evaluate(c, {"n": 0}) for c in coeffs] == [-8, -16, 4]  # 8(n+1)², (7n²+21n+16), (n+2)²

    def holds(a, b):
        H = guarded_closed_form(
            sympy.sympify(T.R), binomial(n, k) ** 3, F, "k", b, types, "ℚ", "n", a
        )
        for nv in range(7):
            for kv in range(nv + 3):
                left = sum(
                    evaluate(coeffs[j], {"n": nv}) * evaluate(F, {"n": nv + j, "k": kv})
                    for j in range(3)
                )
                if left != evaluate(H, {"n": nv, "k": kv + 1}) - evaluate(H, {"n": nv, "k": kv}):
                    return False
            if evaluate(H, {"n": nv, "k": 0}) != 0 or evaluate(H, {"n": nv, "k": nv + 3}) != 0:
                return False
        return True

    assert not holds(0, 0) and not holds(0, 2)
    assert holds(1, 1) and holds(2, 0)


def test_other_theorems_stay_verbatim(tmp_path) -> None:
    results = sketch(DATA / "vandermonde_param.lean", out_dir=tmp_path, falsity_time=0.5)
    by = {r.name: r for r in results}
    assert by["vandermonde_param"].status == "certified"
    # a closed-form identity with no sum: certified by exact simplification (no sketch)
    assert by["untouched"].status == "certified"
    text = Path(by["vandermonde_param"].sketch_file).read_text()
    assert text.endswith("theorem untouched (n : ℕ) : n + 0 = n := by\n  simp\n")
    assert "rw [Prover.sum_Icc_zero_eq_sum_range]" in text
    assert by["vandermonde_param"].sketch_file.endswith("VandermondeParam.lean")


def test_truncating_summand_gets_no_sketch_but_a_complete_proof(tmp_path) -> None:
    # C(n, n - k) at k = n + 1 is C(n, 0) = 1 in Lean: F n (n + 1) = 0 is false, so the WZ
    # sketch (natural boundaries) does not apply; the compiled proof keeps the boundary terms
    # and uses the telescoper only for k < n, where n - k is exact
    (parsed,) = parse_file(DATA / "vandermonde_truncated.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.5))
    with pytest.raises(SketchError, match="hFtop: false"):
        build_sketch(done.identity, done.reading, done.result.certificate, None)
    (r,) = sketch(DATA / "vandermonde_truncated.lean", out_dir=tmp_path, falsity_time=0.5)
    assert r.status == "certified" and r.sketch is not None and r.sketch.complete
    text = Path(r.sketch_file).read_text()
    assert "sorry" not in text and "Nat.cast_sub" in text and "k < n →" in text


def test_false_statement_is_refused(tmp_path) -> None:
    (r,) = sketch(DATA / "false_claim.lean", out_dir=tmp_path, falsity_time=0.5)
    assert r.status == "false"
    assert r.counterexample == {"n": "0"}
    assert r.to_json()["status"] == "false" and r.sketch_file is None


def test_jsonl_row_gets_the_default_header(tmp_path) -> None:
    out = tmp_path / "Row.lean"
    (r,) = sketch(DATA / "lci_row.jsonl", out=out, falsity_time=0.5)
    assert r.status == "certified" and r.sketch_file == str(out)
    text = out.read_text()
    assert text.startswith(DEFAULT_HEADER + "theorem row_sum (n : ℕ) :\n")
    assert r.sketch.original.endswith(":= by\n  sorry\n")
    row = r.to_json()
    assert row["name"] == "row_sum" and row["method"] == "wz"
    assert json.dumps(row)  # JSON-ready
    assert len(row["subgoals"]) == 8


def test_unparsed_theorem_passes_its_status_through() -> None:
    (p,) = parse_text("theorem t (n : ℕ) : ∑' k : ℕ, (1 : ℝ) / 2 ^ k = 2")
    r = sketch_theorem(p, None)
    assert r.status == "out-of-scope" and r.sketch is None


def test_module_name() -> None:
    assert module_name("Gould_identity_3_69") == "GouldIdentity369"
    assert module_name("foo.bar_baz") == "BarBaz"
    assert module_name("1abc") == "T1abc"
    assert module_name("____") == "Sketch"


def test_with_prover_import() -> None:
    assert with_prover_import("import Mathlib\n\ntheorem t") == (
        "import Mathlib\nimport Prover\n\ntheorem t"
    )
    assert with_prover_import("theorem t") == "import Mathlib\nimport Prover\n\ntheorem t"
    same = "import Mathlib\nimport Prover\n"
    assert with_prover_import(same) == same


def test_gosper_antidifference_through_a_forward_shift(tmp_path) -> None:
    # Σ k·k! = (n+1)! - 1 over ℕ: G(k) = k! (R = 1/k has its pole at k = 0, where F(0) = 0),
    # so the sketch writes G through F(k+1): k! = F(k+1) / (k+1)².  The ℕ subtraction of the
    # right side is exact since (n+1)! ≥ 1.
    (r,) = sketch(DATA / "gosper_k_factorial.lean", out_dir=tmp_path, falsity_time=0.5)
    assert r.status == "certified", r.message
    (g_line,) = [x for x in r.sketch.text.splitlines() if x.strip().startswith("let g ")]
    assert "Nat.factorial (k + 1)" in g_line and "(k - " not in g_line
    identity = parse_text((DATA / "gosper_k_factorial.lean").read_text())[0].identity
    g = _let_term(r.sketch, identity, "g", ["k"])
    # G(k) = k! at every k, in particular at the pole k = 0 of R
    assert [evaluate(g, {"k": kv, "n": 0}) for kv in range(6)] == [1, 1, 2, 6, 24, 120]


def test_gosper_over_int_and_with_a_pole_at_zero(tmp_path) -> None:
    src = (
        "import Mathlib\n\n"
        "theorem kpow (n : ℕ) :\n    ∑ k ∈ Finset.range (n + 1), (k : ℤ) * 2 ^ k = "
        "((n : ℤ) - 1) * 2 ^ (n + 1) + 2 := by\n  sorry\n\n"
        "theorem powq (n : ℕ) :\n    ∑ k ∈ Finset.range (n + 1), (k : ℚ) * 2 ^ k / "
        "((k + 1) * (k + 2)) = 2 ^ (n + 1) / (n + 2) - 1 := by\n  sorry\n"
    )
    path = tmp_path / "g.lean"
    path.write_text(src)
    results = sketch(path, out_dir=tmp_path / "out", falsity_time=0.5)
    closed = {"kpow": lambda kv: (kv - 2) * 2**kv, "powq": lambda kv: Fraction(2**kv, kv + 1)}
    for r in results:
        assert r.status == "certified" and r.sketch is not None, r.message
        identity = next(p.identity for p in parse_text(src) if p.name == r.name)
        assert check_sketch(r.sketch, identity, "n", "k", 0) > 20
        g = _let_term(r.sketch, identity, "g", ["k"])
        # G is the antidifference itself (up to the constant, which is 0 here)
        want = [closed[r.name](kv) for kv in range(6)]
        assert [evaluate(g, {"k": kv}) for kv in range(6)] == want


def test_inhomogeneous_recurrence_sketch(tmp_path) -> None:
    # Σ C(n,k)/(k+1): the telescoper gives (n+2) S(n+1) - 2(n+1) S(n) = 1 (A = B, ch. 6)
    (r,) = sketch(DATA / "choose_over_succ.lean", out_dir=tmp_path, falsity_time=0.5)
    assert r.status == "certified", r.message
    sk = r.sketch
    assert sk.prover_theorem == "Prover.eq_of_recurrence_from"
    kinds = {s.name: s.kind for s in sk.subgoals}
    assert kinds["hGb"] == "boundary" and kinds["hv"] == "recurrence"
    assert "hG0" not in kinds and "hGtop" not in kinds
    by = {s.name: s.statement for s in sk.subgoals}
    assert by["hv"].endswith("a j n * v (n + j) = b n")
    assert by["hGb"] == "∀ n : ℕ, 0 ≤ n → G n (n + 1 + 1) - G n 0 = b n"
    assert "let b : ℕ → ℝ := fun n => (1 : ℝ)" in sk.text
    # the derived steps carry no sorry, and the file ends with u n = v n from u - v = 0
    tail = sk.text.split("have hinit", 1)[1].split("\n", 2)[2]
    assert "sorry" not in tail
    assert "Prover.eq_of_recurrence_from 1 0 a (fun m => u m - v m)" in tail
    assert tail.rstrip().endswith("exact sub_eq_zero.mp (hdiff n (by omega))")
    identity = parse_text((DATA / "choose_over_succ.lean").read_text())[0].identity
    assert check_sketch(sk, identity, "n", "k", 0) > 100
    # the right-hand part is real: the homogeneous statement would be false at n = 0
    a = _let_term(sk, identity, "a", ["j", "n"])
    v = _let_term(sk, identity, "v", ["n"])
    assert (
        evaluate(a, {"j": 0, "n": 0}) * evaluate(v, {"n": 0})
        + evaluate(a, {"j": 1, "n": 0}) * evaluate(v, {"n": 1})
        == 1
    )


def test_closed_term() -> None:
    n = symbols("n", integer=True, nonnegative=True)
    types = {"n": "ℕ"}
    b = -sympy.factorial(2 * n) / (sympy.factorial(n) * sympy.factorial(n + 1))
    t = closed_term(b, types, "ℚ")
    catalan = [1, 1, 2, 5, 14, 42]
    assert [evaluate(t, {"n": v}) for v in range(6)] == [-c for c in catalan]
    t2 = closed_term(3 * 2 ** (n + 1) / (n + 1) + sympy.binomial(2 * n, n), types, "ℚ")
    assert evaluate(t2, {"n": 2}) == Fraction(3 * 8, 3) + 6
    with pytest.raises(ClosedFormError):
        closed_term(sympy.factorial(n - 1), types, "ℚ")  # would truncate at n = 0
    with pytest.raises(ClosedFormError):
        closed_term(sympy.gamma(n + Fraction(1, 2)), types, "ℚ")


def _let_term(sk, identity, name, binders):
    """The term of `let NAME … := fun BINDERS => BODY`, parsed back from the sketch text."""
    from .consistency import lets, parse_body

    got, body = lets(sk)[name]
    assert got == binders
    return parse_body(body, identity, binders)


def test_recurrence_starts_past_the_zeros_of_the_leading_coefficient(tmp_path) -> None:
    # Σ k·C(n,k) = n·2^n/2: the telescoper (A = B, ch. 6) gives n·S(n+1) = 2(n+1)·S(n), whose
    # leading coefficient vanishes at n = 0, so the recurrence is used from n = 1 on and the
    # initial values cover n = 0 and n = 1 (direct evaluation).
    src = (
        "import Mathlib\n\ntheorem kc (n : ℕ) :\n    ∑ k ∈ Finset.range (n + 1), (k : ℝ) * "
        "Nat.choose n k = n * 2 ^ n / 2 := by\n  sorry\n"
    )
    path = tmp_path / "kc.lean"
    path.write_text(src)
    (r,) = sketch(path, out_dir=tmp_path / "out", falsity_time=0.5)
    assert r.status == "certified", r.message
    sk = r.sketch
    assert sk.prover_theorem == "Prover.eq_of_recurrence_from"
    identity = parse_text(src)[0].identity
    a = _let_term(sk, identity, "a", ["j", "n"])
    J = int(sk.text.split("Prover.eq_of_recurrence_from ", 1)[1].split()[0])
    assert evaluate(a, {"j": J, "n": 0}) == 0  # the reason for the later start
    by = {s.name: s.statement for s in sk.subgoals}
    assert by["hlead"] == f"∀ n : ℕ, 1 ≤ n → a {J} n ≠ 0"
    assert by["hinit"] == f"∀ i : ℕ, 0 ≤ i → i < 1 + {J} → u i = v i"
    assert "(if h : 1 ≤ n then Prover.eq_of_recurrence_from" in sk.text
    assert "else hinit n (by omega) (by omega))" in sk.text
    assert check_sketch(sk, identity, "n", "k", 1) > 50
