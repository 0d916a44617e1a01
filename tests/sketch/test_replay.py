"""The Python replay of complete Lean proofs (issue 14, item 4): hand-written proofs of the
shapes the compiler emits replay; a wrong coefficient, side condition, positivity claim,
evaluation fact or an unreadable line is caught, with a detail that says what failed.

The proofs in ``tests/data/replay`` were written by hand: ``binomial_wz_step.lean`` is the
Zeilberger step of Σ C(n,k) = 2^n (coefficients −(n+1), n+1, −(n+1), D = (k+1)(n+1)),
``vandermonde_step.lean`` the step of Σ C(m,k)·C(n,k) = C(m+n,n) with the parameter m
(−(m+n+1)·F(n,k) + (n+1)·F(n+1,k) = G(n,k+1) − G(n,k), G = −k²·C(m,k)·C(n+1,k)/(n+1), from
the engine's certificate R = k²/(k−n−1)), ``binomial_other_steps.lean`` the vanishing, lead
and evaluation steps.  The compiler's own proofs (initial-value bullets, value facts) are
generated in the tests by ``prove`` on ``examples/central_binomial.lean`` into a temporary
folder and replayed from the written files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions, prove
from wzprove.sketch.replay import ReplayReport, replay, replay_theorem
from wzprove.sketch.ring_model import Atoms, implies, nat_linear, positive, push_casts, ring_poly

DATA = Path(__file__).parent.parent / "data" / "replay"
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "central_binomial.lean"
WZ = (DATA / "binomial_wz_step.lean").read_text(encoding="utf-8")
VANDERMONDE = (DATA / "vandermonde_step.lean").read_text(encoding="utf-8")
OTHER = (DATA / "binomial_other_steps.lean").read_text(encoding="utf-8")

N = "((n : ℕ) : ℝ)"


def _mutate(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def _failures(r: ReplayReport) -> list[tuple[str, str, str]]:
    return [(s.kind, s.step, s.detail) for s in r.steps if not s.ok]


# -- good proofs replay ----------------------------------------------------------------------


def test_binomial_wz_step_replays() -> None:
    r = replay(WZ)
    assert r.ok, _failures(r)
    assert [(s.kind, s.step) for s in r.steps] == [
        ("side-condition", "s1"),
        ("side-condition", "s2"),
        ("side-condition", "s3"),
        ("side-condition", "s4"),
        ("positivity", "s5"),
        ("positivity", "refine"),
        ("linear-combination", ""),
    ]
    assert r.haves == {"hct": (1, 9)} and r.unchecked == [] and r.failed() == []


def test_vandermonde_step_with_a_parameter_replays() -> None:
    r = replay(VANDERMONDE, {"m": "ℕ"})
    assert r.ok, _failures(r)
    assert [s.kind for s in r.steps][-1] == "linear-combination"


def test_a_parameter_not_in_scope_is_not_replayed() -> None:
    r = replay(VANDERMONDE)
    assert not r.ok
    assert _failures(r)[0][0] == "unreadable" and "`m`" in _failures(r)[0][2]


def test_vanishing_lead_and_evaluation_steps_replay() -> None:
    r = replay(OTHER)
    assert r.ok, _failures(r)
    kinds = {(s.have, s.kind) for s in r.steps}
    assert kinds == {
        ("hF", "side-condition"),
        ("hF", "vanishing"),
        ("hHtop", "side-condition"),
        ("hHtop", "vanishing"),
        ("hlead", "lead"),
        ("hlead", "positivity"),
        ("hinit", "evaluation"),
    }
    assert [s.step for s in r.steps if s.kind == "evaluation"] == ["i = 0", "v1", "i = 1"]
    assert r.unchecked == [(20, "exact Prover.sum_eq_of_wz hct hF hHtop hinit")]
    assert r.haves["hlead"] == (9, 13)


def test_replay_theorem_reads_the_binders_and_reports_file_lines() -> None:
    text = (
        "import Prover\n\nopen Finset\n\n"
        "theorem vandermonde_like (m n : ℕ) :\n"
        "    ∑ k ∈ range (n + 1), (Nat.choose m k : ℝ) * (Nat.choose n k : ℝ)"
        " = (Nat.choose (m + n) n : ℝ) := by\n"
        f"{VANDERMONDE}  exact closing hwz\n\ntheorem other : 1 = 1 := rfl\n"
    )
    r = replay_theorem(text, "vandermonde_like")
    assert r.ok, _failures(r)
    assert r.haves == {"hwz": (7, 13)}
    assert r.unchecked == [(14, "exact closing hwz")]
    assert not replay_theorem(text, "other").ok  # a term proof: nothing to replay
    assert not replay_theorem(text, "missing").ok


# -- what is caught --------------------------------------------------------------------------


def test_a_wrong_coefficient_is_caught() -> None:
    bad = _mutate(WZ, f"(-({N} + 1)) * s3", f"(-({N} + 2)) * s3")
    r = replay(bad)
    assert not r.ok and r.failed() == ["hct"]
    (kind, _, detail), *_ = _failures(r)
    assert kind == "linear-combination"
    assert detail.startswith("remainder ≠ 0: ") and "choose(n, k)" in detail


def test_a_wrong_side_condition_is_caught() -> None:
    bad = _mutate(WZ, "(n) (k) (k + 1) (by omega)", "(n) (k) (k + 2) (by omega)")
    failures = _failures(replay(bad))
    assert failures[0] == (
        "side-condition",
        "s1",
        "(k + 2) = (k + 1) does not hold for all values",
    )
    assert failures[1][0] == "linear-combination"  # the lemma now says something else


def test_a_false_positivity_claim_is_caught() -> None:
    bad = _mutate(WZ, f"(4 * {N} + 2 : ℝ)", f"({N} - 1 : ℝ)")
    assert _failures(replay(bad)) == [
        ("positivity", "s5", "positivity cannot prove ((n : ℝ) -[ℝ] 1) ≠ 0")
    ]
    # P no longer positive (and no longer equal to A)
    lead = _mutate(OTHER, "= (((t : ℕ) : ℝ) + 1) *", "= (((t : ℕ) : ℝ) - 1) *")
    kinds = [k for k, _, _ in _failures(replay(lead))]
    assert kinds == ["lead", "positivity"]


def test_a_wrong_evaluation_fact_is_caught() -> None:
    bad = _mutate(OTHER, "Nat.choose 1 1 = 1", "Nat.choose 1 1 = 2")
    assert _failures(replay(bad)) == [("evaluation", "v1", "choose(1, 1) = 1, not 2")]


def test_a_wrong_initial_value_is_caught() -> None:
    bad = _mutate(OTHER, "= (2 : ℝ) ^ i := by", "= (2 : ℝ) ^ i + i := by")
    failures = _failures(replay(bad))
    assert ("evaluation", "i = 1") in [(k, s) for k, s, _ in failures]
    assert ("evaluation", "i = 0") not in [(k, s) for k, s, _ in failures]


def test_a_bound_that_does_not_follow_is_caught() -> None:
    bad = _mutate(OTHER, "(show n < k by omega)", "(show k < n by omega)")
    failures = _failures(replay(bad))
    assert failures[0] == ("side-condition", "k < n", "k < n does not follow from the hypotheses")
    assert failures[1][0] == "vanishing"


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        ("    linear_combination", "    nlinarith [s1]\n    linear_combination", "cannot read"),
        ("* s1 +", "* s1 * s2 +", "product of two proofs"),
        ("Prover.pow_step", "Prover.pow_stop", "unknown lemma"),
        ("(norm := (push_cast; ring1)) ", "", "expected `linear_combination (norm"),
        ("(n) (n + 1) (k) (by omega)", "(n) (n + 1) (k) (by simp)", "not `(by omega)`"),
        ("(α := ℝ) (n) (k)", "(α := ℚ) (n) (k)", "at type ℚ, the goal is at ℝ"),
        (f"{N} + 1)) * s1", f"{N} +* 1)) * s1", "cannot read"),
        ("intro n k\n", "intro k n\n", "`intro` should name n k"),
        (
            "    linear_combination",
            "    refine mul_left_cancel₀ (show (2 : ℝ) ≠ 0 by positivity) ?_\n"
            "    linear_combination",
            "remainder ≠ 0",
        ),
    ],
    ids=[
        "unknown-tactic",
        "proof-times-proof",
        "unknown-lemma",
        "no-push-cast",
        "side-condition-not-omega",
        "wrong-field",
        "garbled-term",
        "renamed-intro",
        "second-refine-unaccounted",
    ],
)
def test_an_unreadable_step_is_not_replayed(old: str, new: str, detail: str) -> None:
    r = replay(_mutate(WZ, old, new))
    assert not r.ok and r.failed() == ["hct"]
    assert any(detail in d for _, _, d in _failures(r)), _failures(r)


def test_nothing_to_read_is_not_replayed() -> None:
    assert not replay("").ok
    r = replay("  have h : ∀ n : ℕ, (n : ℝ) = n := by\n    intro n\n    ring\n")
    assert _failures(r) == [("unreadable", "", "the script has none of the replayed shapes")]


def test_atoms_are_equal_only_when_structurally_equal() -> None:
    # ring1 does not identify choose (2 * (n + 1)) k with choose (2 * n + 2) k
    text = (
        "  have h : ∀ n k : ℕ, ((Nat.choose (2 * (n + 1)) k : ℕ) : ℝ)"
        " = ((Nat.choose (2 * n + 2) k : ℕ) : ℝ) := by\n"
        "    intro n k\n"
        "    linear_combination (norm := (push_cast; ring1)) 0\n"
    )
    r = replay(text)
    assert [k for k, _, _ in _failures(r)] == ["linear-combination"]
    assert "choose((2 * (n + 1)), k)" in _failures(r)[0][2]


# -- the compiler's proofs: initial-value blocks and value facts ------------------------------


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The complete proofs that ``prove`` writes for ``examples/central_binomial.lean`` (no
    Lean toolchain: the proof compiler's text, unchecked), by theorem name."""
    out = tmp_path_factory.mktemp("compiled")
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("WZPROVE_LEAN", raising=False)
        mp.setenv("PATH", "/usr/bin:/bin")
        opts = ProveOptions(out_dir=out, timeout_s=60, falsity_time_s=0.5)
        reports = list(prove(EXAMPLE, opts))
    assert [(r.name, r.proof) for r in reports] == [
        ("sum_choose_sq", "complete"),
        ("vandermonde", "complete"),
    ], [r.message for r in reports]
    return {r.name: Path(r.proof_file).read_text(encoding="utf-8") for r in reports}


@pytest.mark.parametrize("name", ["sum_choose_sq", "vandermonde"])
def test_compiled_proofs_replay_fully(compiled: dict[str, str], name: str) -> None:
    r = replay_theorem(compiled[name], name)
    assert r.ok, _failures(r)
    assert set(r.haves) == {"hct0", "hct", "hlead", "hr", "hinit"}
    init = [(s.kind, s.step) for s in r.steps if s.have == "hinit"]
    assert ("linear-combination", "i = 0") in init and ("evaluation", "e1") in init
    # no parameters: the initial value is also evaluated; with `m`, only the symbolic check
    assert (("evaluation", "i = 0") in init) == (name == "sum_choose_sq")
    # the closing line is checked against Prover/Boundary.lean, argument by argument
    assert r.unchecked == []
    closing = [s.step for s in r.steps if s.have == "(closing)"]
    assert closing == ["hs", "hct0", "hct", "hlead", "hr", "hinit", "(0 ≤ n)", "goal"]
    assert {s.kind for s in r.steps if s.have == "(closing)"} == {"application"}


#: a second initial value for sum_choose_sq: C(1,0)² + C(1,1)² = C(2,1), written as the
#: compiler writes bullets (value facts, then the combination)
BULLET_1 = """    · rw [Finset.sum_range_succ, Finset.sum_range_one]
      have e1 : ((Nat.choose 1 0 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (1) (0) = 1 by decide)
      have e2 : ((Nat.choose 1 1 : ℕ) : ℝ) = (1 : ℝ) := by exact_mod_cast (show Nat.choose (1) (1) = 1 by decide)
      have e3 : ((Nat.choose (2 * 1) 1 : ℕ) : ℝ) = (2 : ℝ) := by exact_mod_cast (show Nat.choose ((2 * 1 : ℕ)) (1) = 2 by decide)
      linear_combination (norm := (push_cast; ring1)) ((1 : ℝ) + ((Nat.choose 1 0 : ℕ) : ℝ)) * e1 + ((1 : ℝ) + ((Nat.choose 1 1 : ℕ) : ℝ)) * e2 + (-1 : ℝ) * e3
"""  # noqa: E501 - the compiler's one-line facts


def _two_values(text: str) -> str:
    text = _mutate(text, "i < 1 → ∑ k", "i < 2 → ∑ k")
    return _mutate(
        text,
        "  exact Prover.sum_eq_of_telescoper_one",
        BULLET_1 + "  exact Prover.sum_eq_of_telescoper_one",
    )


def test_an_initial_value_block_with_two_values_replays(compiled: dict[str, str]) -> None:
    r = replay_theorem(_two_values(compiled["sum_choose_sq"]), "sum_choose_sq")
    # the block replays; the closing application (n0 = 0) wants `i < 0 + 1`, not `i < 2`
    assert _failures(r) == [
        ("application", "hinit", "`hinit`: hypothesis 2 is (#v0 < 2), the theorem's is (#v0 < 1)")
    ]
    init = [(s.kind, s.step) for s in r.steps if s.have == "hinit"]
    assert init[-5:] == [
        ("evaluation", "e1"),
        ("evaluation", "e2"),
        ("evaluation", "e3"),
        ("linear-combination", "i = 1"),
        ("evaluation", "i = 1"),
    ]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # bullet i = 0 with one sum_range_succ
        (
            "· rw [Finset.sum_range_one",
            "· rw [Finset.sum_range_succ, Finset.sum_range_one",
        ),
        # bullet i = 1 with none
        (
            "· rw [Finset.sum_range_succ, Finset.sum_range_one",
            "· rw [Finset.sum_range_one",
        ),
    ],
    ids=["one-too-many", "one-too-few"],
)
def test_a_bullet_with_the_wrong_number_of_sum_range_succ_is_caught(
    compiled: dict[str, str], old: str, new: str
) -> None:
    r = replay_theorem(_mutate(_two_values(compiled["sum_choose_sq"]), old, new), "sum_choose_sq")
    assert r.failed() == ["hinit", "(closing)"]  # (closing): i < 2, see above
    assert any("expected `rw [Finset.sum_range_" in d for _, _, d in _failures(r))


@pytest.mark.parametrize("name", ["sum_choose_sq", "vandermonde"])
def test_a_wrong_coefficient_in_an_initial_value_bullet_is_caught(
    compiled: dict[str, str], name: str
) -> None:
    bad = _mutate(compiled[name], "(-1 : ℝ) * e2", "(-2 : ℝ) * e2")
    r = replay_theorem(bad, name)
    assert r.failed() == ["hinit"]
    (failure,) = _failures(r)
    assert failure[:2] == ("linear-combination", "i = 0") and failure[2].startswith("remainder")


def test_a_wrong_initial_value_in_the_statement_is_caught(compiled: dict[str, str]) -> None:
    # C(2i, i) + 1: the combination no longer closes, and the evaluation at i = 0 fails
    bad = _mutate(
        compiled["sum_choose_sq"],
        "= ((Nat.choose (2 * i) i : ℕ) : ℝ) := by",
        "= ((Nat.choose (2 * i) i : ℕ) : ℝ) + 1 := by",
    )
    failures = {(k, s) for k, s, _ in _failures(replay_theorem(bad, "sum_choose_sq"))}
    assert {("linear-combination", "i = 0"), ("evaluation", "i = 0")} <= failures


def _value_fact(fact: str, combo: str, goal: str = "((Nat.choose 4 2 : ℕ) : ℝ) = 6") -> str:
    return (
        f"  have h : ∀ n : ℕ, {goal} := by\n"
        "    intro n\n"
        f"    have e1 : {fact}\n"
        f"    linear_combination (norm := (push_cast; ring1)) {combo}\n"
    )


CHOOSE_42 = "((Nat.choose 4 2 : ℕ) : ℝ) = (6 : ℝ) := by exact_mod_cast (show Nat.choose (4) (2) = 6 by decide)"  # noqa: E501


def test_value_facts_replay() -> None:
    r = replay(_value_fact(CHOOSE_42, "e1"))
    assert r.ok, _failures(r)
    assert [(s.kind, s.step) for s in r.steps] == [
        ("evaluation", "e1"),
        ("linear-combination", ""),
    ]
    fact = "((Nat.factorial (2 + 1) : ℕ) : ℝ) = (6 : ℝ) := by exact_mod_cast (show Nat.factorial (2 + 1) = 6 by decide)"  # noqa: E501
    assert replay(_value_fact(fact, "e1", "((Nat.factorial (2 + 1) : ℕ) : ℝ) = 6")).ok
    pow_fact = "((1 / 2) : ℝ) ^ (2 * 1 + 1) = ((1 / 8) : ℝ) := by norm_num"
    assert replay(_value_fact(pow_fact, "e1", "((1 / 2) : ℝ) ^ (2 * 1 + 1) = 1 / 8")).ok


def test_a_wrong_value_fact_is_caught() -> None:
    bad = CHOOSE_42.replace("6", "5")
    r = replay(_value_fact(bad, "e1", "((Nat.choose 4 2 : ℕ) : ℝ) = 5"))
    assert _failures(r) == [("evaluation", "e1", "choose(4, 2) = 6, not 5")]
    pow_fact = "((1 / 2) : ℝ) ^ (2 * 1 + 1) = ((1 / 4) : ℝ) := by norm_num"
    r = replay(_value_fact(pow_fact, "e1", "((1 / 2) : ℝ) ^ (2 * 1 + 1) = 1 / 4"))
    assert [(k, s) for k, s, _ in _failures(r)] == [("evaluation", "e1")]


@pytest.mark.parametrize(
    ("fact", "detail"),
    [
        (CHOOSE_42.replace("Nat.choose 4 2 :", "Nat.choose 4 (1 + 1) :"), "not the cast of"),
        (CHOOSE_42.replace("(6 : ℝ)", "(3 * 2 : ℝ)"), "right side is not"),
        (CHOOSE_42.replace("by decide", "by simp"), "expected `by exact_mod_cast"),
        (CHOOSE_42.replace("(show Nat.choose (4) (2)", "(show (4 : ℕ) + 2"), "expected `show"),
        (CHOOSE_42.replace("(4) (2)", "(n + 4) (2)"), "not a closed ℕ term"),
        ("((Nat.choose 4 2 : ℕ) : ℝ) = (6 : ℝ) := by norm_num", "expected `(c : K) ^ (E)"),
        (
            "((Nat.choose 31 1 : ℕ) : ℝ) = (31 : ℝ) := by "
            "exact_mod_cast (show Nat.choose (31) (1) = 31 by decide)",
            "`decide` on `choose(31, 1)`: above 30",
        ),
    ],
    ids=[
        "other-atom",
        "value-not-a-numeral",
        "not-decide",
        "other-function",
        "open",
        "norm-num",
        "choose-too-large-for-decide",
    ],
)
def test_a_value_fact_of_another_shape_is_not_replayed(fact: str, detail: str) -> None:
    r = replay(_value_fact(fact, "e1"))
    assert not r.ok
    assert any(detail in d for _, _, d in _failures(r)), _failures(r)


# -- the model of push_cast, ring1, omega, positivity ------------------------------------------


def test_push_cast_moves_casts_of_sums_products_and_powers_only() -> None:
    n, k = Term.var("n"), Term.var("k")
    two_n_plus_1 = Term("add", (Term("mul", (Term.lit(2), n), "ℕ"), Term.lit(1)), "ℕ")
    cast = Term("cast", (two_n_plus_1,), "ℝ")
    assert str(push_casts(cast)) == "((2 * (n : ℝ)) + 1)"
    sub = Term("cast", (Term("sub", (n, k), "ℕ"),), "ℝ")
    assert push_casts(sub) == sub
    atoms = Atoms()
    pow_cast = Term("cast", (Term("pow", (Term.lit(2), k), "ℕ"),), "ℝ")
    pow_real = Term("pow", (Term.lit(2, "ℝ"), k), "ℝ")
    assert (ring_poly(pow_cast, atoms) - ring_poly(pow_real, atoms)).is_zero()


def test_omega_model() -> None:
    atoms = Atoms()
    n, k = atoms.var("n"), atoms.var("k")
    nat = {atoms.of_var("n"), atoms.of_var("k")}
    one = nat_linear(Term.lit(1), atoms)
    assert one is not None
    assert implies([("<", n, k)], ("<", n, k), nat)
    assert implies([("<", n, k)], ("≤", n + one, k), nat)
    assert implies([], ("<", n, n + one), nat)
    assert not implies([], ("<", n, k), nat)
    assert not implies([("≤", n, k)], ("<", n, k), nat)
    assert nat_linear(Term("sub", (Term.var("n"), Term.lit(1)), "ℕ"), atoms) is None


def test_positivity_model() -> None:
    n = Term("cast", (Term.var("n"),), "ℝ")
    one = Term.lit(1, "ℝ")
    assert positive(Term("add", (n, one), "ℝ"))
    assert not positive(n)
    assert not positive(Term("sub", (n, one), "ℝ"))
    assert positive(Term("pow", (Term("add", (n, one), "ℝ"), Term.var("k")), "ℝ"))


# -- sums up to c·n + d (Prover/BoundaryStep.lean) ---------------------------------------------


def test_an_omega_step_replays_and_a_false_one_does_not() -> None:
    good = (
        "  have hu : ∀ n : ℕ, (2 * (n + 1) : ℕ) = ((2 * n) + 2 : ℕ) := by\n    intro n\n    omega"
    )
    r = replay(good)
    assert [(s.have, s.kind, s.ok) for s in r.steps] == [("hu", "side-condition", True)]
    bad = replay(good.replace("((2 * n) + 2 : ℕ)", "((2 * n) + 1 : ℕ)"))
    assert not bad.ok and "does not hold" in bad.steps[0].detail


def test_numeral_offsets_and_the_icc_rewrite_are_modelled() -> None:
    from wzprove.model.terms import SumBinder
    from wzprove.sketch.replay_steps import icc_to_range, normal

    n = Term.var("n")
    two = Term("add", (Term("add", (n, Term.lit(1)), "ℕ"), Term.lit(1)), "ℕ")
    assert normal(two) == Term("add", (n, Term.lit(2)), "ℕ")
    # ℝ sums are not ℕ offsets
    x = Term.var("x", "ℝ")
    real = Term("add", (Term("add", (x, Term.lit(1, "ℝ")), "ℝ"), Term.lit(1, "ℝ")), "ℝ")
    assert normal(real) == real
    body = Term("cast", (Term("choose", (n, Term.var("k")), "ℕ"),), "ℝ")

    def icc(hi: Term) -> Term:
        return Term("sum", (Term.lit(0), hi, body), "ℝ", SumBinder("k", "ℕ", "Icc"))

    from wzprove.sketch.replay_apply import Stmt

    one = Stmt((), (), "=", icc(n), Term.lit(0, "ℝ"), "ℝ")
    got = icc_to_range(one)
    assert not isinstance(got, str)
    assert got.lhs == Term(
        "sum", (Term.lit(0), Term("add", (n, Term.lit(1)), "ℕ"), body), "ℝ", SumBinder("k")
    )
    # two different Icc sums: which one `rw` takes is not modelled, so the goal is unknown
    both = Stmt((), (), "=", icc(n), icc(Term("add", (n, Term.lit(1)), "ℕ")), "ℝ")
    assert isinstance(icc_to_range(both), str)
