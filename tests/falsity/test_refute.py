"""``refute_identity``: the JSON object and the Lean disproof text."""

from dataclasses import replace
from fractions import Fraction

from tests.falsity.terms import c, cast, identity, op, total, v
from wzprove.commands.refute import refute_identity
from wzprove.falsity.disproof import binder_names, disproof_text, lean_value
from wzprove.falsity.search import Counterexample

n, k = v("n"), v("k")

# Jihuai_E1_3 of LCI-Test, built by hand: ∑_{k ≤ n} (k + 1) C(n, k) = 2^(n - 1) (n + 2) in ℕ.
# By hand at n = 0: the sum is (0 + 1) C(0, 0) = 1, the right side 2^(0 - 1) (0 + 2) =
# 2^0 · 2 = 2 (ℕ subtraction truncates 0 - 1 to 0), so the statement is false at n = 0.
E1_3_CONCLUSION = "∑ k ∈ Finset.range (n + 1), (k + 1) * n.choose k = 2^(n - 1) * (n + 2)"


def e1_3():
    body = op("mul", "ℕ", op("add", "ℕ", k, c(1)), op("choose", "ℕ", n, k))
    lhs = total("k", c(0), op("add", "ℕ", n, c(1)), body, "ℕ")
    rhs = op("mul", "ℕ", op("pow", "ℕ", c(2), op("sub", "ℕ", n, c(1))), op("add", "ℕ", n, c(2)))
    ident = identity("Jihuai_E1_3", [("n", "ℕ")], lhs, rhs, "ℕ")
    return replace(
        ident,
        binders_text=["(n : ℕ)"],
        conclusion_text=E1_3_CONCLUSION,
        header="import Mathlib\n",
    )


def test_known_false_item_gives_its_counterexample_and_values() -> None:
    r = refute_identity(e1_3(), time_limit=0.5)
    out = r.to_json()
    assert out["status"] == "false"
    assert out["counterexample"] == {"n": "0"}
    assert (out["lhs"], out["rhs"]) == ("1", "2")
    assert out["name"] == "Jihuai_E1_3" and out["wzprove_version"]
    assert out["disproof_checked"] is False


def test_disproof_states_the_statement_verbatim_at_the_counterexample() -> None:
    r = refute_identity(e1_3(), time_limit=0.5)
    assert r.disproof is not None
    first = r.disproof.splitlines()[0]
    assert first == f"theorem Jihuai_E1_3_false : ¬ (∀ (n : ℕ), {E1_3_CONCLUSION}) := by"
    assert "have h0 := @h 0" in r.disproof
    assert "Finset.sum_range_succ" in r.disproof and "Nat.choose" in r.disproof


def test_checker_hook_receives_header_and_disproof() -> None:
    seen: list[str] = []

    def checker(text: str) -> bool:
        seen.append(text)
        return True

    r = refute_identity(e1_3(), time_limit=0.5, checker=checker)
    assert r.disproof_checked is True
    assert seen[0].startswith("import Mathlib") and r.disproof in seen[0]


def test_hypotheses_discharged_and_rational_values_written_exactly() -> None:
    # (x : ℚ) (n : ℕ) (hx : x ≠ 0) : x * n = x fails first at x = 1/6, n = 0
    x = v("x", "ℚ")
    hyp = op("ne", "Prop", x, c(0, "ℚ"))
    ident = identity("t", [("x", "ℚ"), ("n", "ℕ")], op("mul", "ℚ", x, cast(n, "ℚ")), x, "ℚ", [hyp])
    ident = replace(
        ident,
        binders_text=["{x : ℚ}", "(n : ℕ)", "(hx : x ≠ 0)"],
        hypothesis_names=["hx"],
        conclusion_text="x * n = x",
    )
    r = refute_identity(ident, time_limit=0.5)
    assert r.counterexample == {"x": "1/6", "n": "0"}
    assert (r.lhs, r.rhs) == ("0", "1/6")
    assert r.disproof is not None
    assert "¬ (∀ {x : ℚ} (n : ℕ) (hx : x ≠ 0), x * n = x)" in r.disproof
    assert "@h (1/6) 0 (by norm_num)" in r.disproof


def test_true_identity_is_not_flagged() -> None:
    # Σ_{k ≤ n} C(n, k) = 2^n
    lhs = total("k", c(0), op("add", "ℕ", n, c(1)), op("choose", "ℕ", n, k), "ℕ")
    r = refute_identity(
        identity("sum_choose", [("n", "ℕ")], lhs, op("pow", "ℕ", c(2), n), "ℕ"), time_limit=0.3
    )
    assert r.status == "no-counterexample" and r.counterexample is None
    # points were evaluated (a search that evaluates nothing also finds no counterexample);
    # how many depends on the machine's speed within the 0.3 s
    assert r.points_checked > 0 and "proves nothing" in r.message
    assert f"{r.points_checked} points" in r.message or str(r.points_checked) in r.message


def test_no_lean_text_gives_no_disproof_but_still_false() -> None:
    ident = identity("t", [("n", "ℕ")], n, op("add", "ℕ", n, c(1)), "ℕ")
    r = refute_identity(ident, time_limit=0.3)
    assert r.status == "false" and r.disproof is None and "no Lean disproof" in r.message


def test_statement_never_evaluable_is_out_of_scope() -> None:
    # Nat.factorial (100000) is beyond the evaluator's size limit at every point
    big = op("factorial", "ℕ", op("add", "ℕ", n, c(100000)))
    r = refute_identity(identity("t", [("n", "ℕ")], big, big, "ℕ"), time_limit=0.3)
    assert r.status == "out-of-scope"


def test_binder_names_and_values() -> None:
    assert binder_names("{n x: ℕ}") == ["n", "x"]
    assert binder_names("⦃a : ℤ⦄") == ["a"]
    assert lean_value(Fraction(-3)) == "(-3)" and lean_value(Fraction(-1, 2)) == "(-1/2)"
    ce = Counterexample({"n": Fraction(2)}, Fraction(1), Fraction(0), 3)
    text = disproof_text(replace(e1_3(), binders_text=["{n : ℕ}"]), ce)
    assert "¬ (∀ {n : ℕ}, " in text and "@h 2" in text


def test_jsonl_row_keeps_its_key_as_name_in_refute_parse_and_prove(tmp_path) -> None:
    """An LCI row whose declaration is named differently (``Gould_identity_2_8'``) is
    reported under the row's key by every command, so results join on ``name``."""
    import json

    from wzprove.commands.parse import parse
    from wzprove.commands.refute import refute
    from wzprove.pipeline import ProveOptions, prove

    row = {
        "name": "sum_off",
        "formal_statement": "theorem sum_off' (n : ℕ) :\n"
        "  ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n + 1",
    }
    data = tmp_path / "rows.jsonl"
    data.write_text(json.dumps(row, ensure_ascii=False) + "\n", encoding="utf-8")
    (refuted,) = refute(data, time_limit=1.0)
    assert (refuted.name, refuted.status) == ("sum_off", "false")
    assert refuted.counterexample == {"n": "0"}
    assert "theorem sum_off'_false" in (refuted.disproof or "")
    assert [r.name for r in parse(data)] == ["sum_off"]
    (proved,) = prove(data, ProveOptions(out_dir=tmp_path, timeout_s=3.0))
    assert (proved.name, proved.status) == ("sum_off", "false")
