"""Golden complete proofs: the Lean text `prove` writes, compiled from the certificate with no
side goal, for a WZ pair, a first-order and a second-order Zeilberger recurrence, an
inhomogeneous one (`range_n_row`: `S(n+1) - 2 S(n) = 1`), a sum whose summand does not
vanish past the range (boundary terms), a `range n` sum, Gosper sums over `range (n + 1)` and
`range n`, a ℕ and a ℤ statement, a parameter, a sum index that meets a parameter's name and
a sum of naturals cast as a whole, an `Ico 1 (n + 1)` sum, a recurrence that needs a binomial
to vanish past a line (a case split), a Gosper sum and a telescoper whose start is moved
past a pole of the closed form, a summand with a rational factor (``k²·C(n,k)``) and one
with a binomial in the denominator (positivity facts), a sum equal to a sum (two telescopers
with the same coefficients), Gosper sums over ``Icc 1 X`` (a ℚ and a ℕ one), ``range (n + 2)``
with ``C(n + 2, 2)``, a ℕ right side ``2 ^ (n + 1) - 1``, a falling factorial, a step split
into ratio facts (``Gould_identity_3_115``), and a Gosper step that holds only inside the range
(``(-1)^k / C(n, k)``), a ℚ subtraction in a denominator (the Catalan convolution), a real
power ``2 ^ ((n : ℝ) - 2)`` and a rising factorial ``(x + 1).ascFactorial n`` on the right side,
and Gosper sums over ``Ico 1 (n + 1)`` and ``Ico 1 (2 * n)`` (Gould 2.8: the case ``n = 0`` the
empty sum, ``(-1) ^ (2 * n + 1) = -1`` by ``Prover.neg_one_pow_two_mul_add``).

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
Each golden is replayed from its text (:mod:`wzprove.sketch.replay`, independent of the
compiler): every compiled block must replay, and a coefficient changed by one must not.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import build_sketch
from wzprove.sketch.replay import replay_theorem

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
INPUTS = DATA / "complete_inputs"
GOLDEN = DATA / "complete"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"

#: input → (method, the Prover theorem the proof applies, the compiled blocks)
CT = ["hct0", "hct", "hlead", "hr", "hinit"]
CASES = {
    "wz_sum_sq": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    "zeilberger_k_choose": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "vandermonde_param": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    "nat_sum_sq": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    "range_n_row": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "param_shift": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "swapped_binomial": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "from_one": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    "boundary_half_row": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    "index_r_vandermonde": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "cast_sum_row": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "ico_one_k_choose": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "zeilberger_order_two": ("zeilberger", "Prover.sum_eq_of_telescoper_two", CT),
    "vanishing_even_row": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    # sums up to c·n + d (Prover/BoundaryStep.lean): the step `hu` of the upper bound first
    "alternating_row_sq": ("wz", "Prover.sum_eq_of_telescoper_one_step_two", ["hu", *CT]),
    "nat_double_row": ("wz", "Prover.sum_eq_of_telescoper_one_step_two", ["hu", *CT]),
    "icc_double_row_sq": ("wz", "Prover.sum_eq_of_telescoper_one_step_two", ["hu", *CT]),
    "shifted_row": ("wz", "Prover.sum_eq_of_telescoper_one_step_one", ["hu", *CT]),
    "gosper_sum_cube": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    "int_k_pow_two": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    "gosper_range_n": (
        "gosper",
        "Prover.sum_range_succ_eq_of_step",
        ["hstep", "hzero", "hclosed"],
    ),
    # H = (n - k)/n · f: the proof opens with `obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1`
    "param_moved_start": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    "gosper_moved_start": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    # a pole of the summand at n = 0 (`/ n`, `1 ≤ n`): `obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1`,
    # then a sum up to `n + 1`
    "narayana_pole_at_zero": ("wz", "Prover.sum_eq_of_telescoper_one_step_one", ["hu", *CT]),
    # denominators 2n - 1 and 1 - 2n, never 0: `Prover.ne_zero_of_eq_cast_sub` (2n ≠ 1)
    "odd_denominator_gosper": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    "gosper_ico_cube": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    # Icc 1 X (Prover.sum_Icc_one_eq_of_step): any upper bound, a ℕ summand `2 * k - 1`
    "gosper_icc_one_double": ("gosper", "Prover.sum_Icc_one_eq_of_step", ["hstep", "hclosed"]),
    "nat_odd_icc_one": ("gosper", "Prover.sum_Icc_one_eq_of_step", ["hstep", "hclosed"]),
    # a ℕ right side `2 ^ (n + 1) - 1` (Prover.cast_pow_sub_one)
    "nat_pow_two_sub_one": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    # range (n + 2), C(n + 2, 2) by lower steps to C(n + 2, 0)
    "gosper_range_two_choose": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    # a falling factorial (Prover.cast_descFactorial_two)
    "desc_factorial_two": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    # H without the summand's rational factor k² (H = S'·C(n, k))
    "k_sq_choose": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    # C(4n+1, 2n-2k): ℕ subtraction exact only in the range; the step split into ratio facts
    "gould_3_115": ("wz", "Prover.sum_eq_of_telescoper_one", ["hratio1", "hratio2", *CT]),
    # C(x + y + z − (k + 1), …) truncates where x + y + z ≤ k: the step by two cases
    # (step_cases), the first under both hypotheses, the second by vanishing binomials
    "gould_16_3": (
        "zeilberger",
        "Prover.sum_eq_of_telescoper_one",
        ["hcase1", "hcase2", *CT],
    ),
    # C(x, 2k)·C(x, 2n − 2k), order 2: 28 065 monomials in one piece; 2 553 where a shift
    # fact whose q divides its atom's coefficient is used without multiplying (eliminate's
    # `divide`)
    "gould_3_9": ("zeilberger", "Prover.sum_eq_of_telescoper_two", CT),
    # 1 / C(2k, k): positivity facts `0 < C(2k, k)` before `mul_inv_cancel₀`
    "central_binomial_denominator": (
        "gosper",
        "Prover.sum_range_succ_eq_of_step",
        ["hstep", "hclosed"],
    ),
    # a telescoper of order 0 (Gosper in k) whose step holds only inside the range:
    # Prover.sum_range_succ_eq_of_step_zero_lt with h0, hstep for k < n, hclosed
    "gosper_inverse_binomial": (
        "zeilberger",
        "Prover.sum_range_succ_eq_of_step_zero_lt",
        ["h0", "hstep", "hclosed"],
    ),
    # the same with the start moved past a pole of H at n = 0 (`1 ≤ n`: `n := n + 1`)
    "gosper_lt_moved_start": (
        "gosper",
        "Prover.sum_range_succ_eq_of_step_zero_lt",
        ["h0", "hstep", "hclosed"],
    ),
    # H divides by a parameter x: `rcases Nat.eq_zero_or_pos x`, the case x = 0 by vanishing
    # binomials (param_zero), then x := x + 1 and the step inside the range
    "param_zero_split": (
        "gosper",
        "Prover.sum_range_succ_eq_of_step_zero_lt",
        ["h0", "hstep", "hclosed"],
    ),
    # Ico (a + 1) hi with hi = b + 1 (Prover.sum_Ico_succ_eq_of_step_lt), the step for k < b;
    # `Ico 1 (2 * n)`: the case n = 0 is the empty sum (param_zero), then n := n + 1
    "gosper_ico_one": ("gosper", "Prover.sum_Ico_succ_eq_of_step_lt", ["hstep", "hclosed"]),
    "gosper_ico_even": ("gosper", "Prover.sum_Ico_succ_eq_of_step_lt", ["hstep", "hclosed"]),
    # a denominator k - 2n - 1 of H negative over the range k ≤ 2n (range_nonzero)
    "alternating_product_param": (
        "zeilberger",
        "Prover.sum_eq_of_telescoper_one_step_two",
        ["hu", *CT],
    ),
    # the ℚ subtraction `n - k + 1` in a denominator: `Prover.ne_zero_of_eq_cast_sub` at
    # k = 0 and k = n (a constant `1 - 0`), where positivity cannot read it
    "catalan_convolution": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    # a real power `2 ^ ((n : ℝ) - 2)` on the right side (Prover.rpow_natCast_sub)
    "rpow_right_side": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    # a rising factorial of length n on the right side (Prover.cast_ascFactorial_eq_div),
    # the parameter moved past the pole x = 0 first
    "rising_factorial_partial_fraction": ("wz", "Prover.sum_eq_of_telescoper_one", CT),
    # a denominator `x - 1` of H that the hypothesis `hx : x ≠ 1` clears (sub_ne_zero.mpr hx)
    "geometric_hypothesis": ("gosper", "Prover.sum_range_succ_eq_of_step", ["hstep", "hclosed"]),
    "geometric_hypothesis_range_n": (
        "gosper",
        "Prover.sum_range_succ_eq_of_step",
        ["hstep", "hzero", "hclosed"],
    ),
    # `C((0 + m) - 1, 0)` at n = 0 (truncating, valued by Nat.choose_zero_right whatever its
    # upper argument), `n + m - 1` exact from the recurrence's start n = 1 on (LC test_066_1)
    "nat_choose_pred_at_zero": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    # a product denominator `(n + 1) · x` of the right side that `hx : x ≠ 0` clears
    # (mul_ne_zero (show … by positivity) hx), in a Zeilberger recurrence
    "hyp_zero_integral": ("zeilberger", "Prover.sum_eq_of_telescoper_one", CT),
    # a sum equal to a sum: each its own telescoper, the same coefficients
    # (Prover/BoundaryPair.lean)
    "sum_eq_sum_delannoy": (
        "zeilberger",
        "Prover.sum_eq_sum_of_telescopers_two",
        ["hct0", "hct", "hct02", "hct2", "hlead", "hb", "hinit", "hinit2"],
    ),
    # H divides by 15 factors nonzero only in the range: the step with H's denominator cleared
    # once (cleared_step: hclear1, hclear0, then ratio facts); hr's cubed binomials in n split
    # into ratio facts over n alone (hratio_r*); a 238-term numerator written as a balanced
    # sum (terms._balanced)
    "gould_10_5": (
        "zeilberger",
        "Prover.sum_eq_of_telescoper_two_step_two",
        ["hu", "hclear1", "hclear0", "hratio1", "hratio2", "hratio3"]
        + [f"hratio_r{i}" for i in range(1, 7)]
        + CT,
    ),
}

#: goldens whose compile or replay takes over 20 s (Gould 10.5: about 100 s to compile, 60 s
#: to replay)
SLOW = {"gould_10_5"}


def _cases() -> list:
    return [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in sorted(CASES)]


def _compile(name: str) -> str:
    path = INPUTS / f"{name}.lean"
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified, done.report.message
    sk = build_sketch(
        done.identity,
        done.reading,
        done.result.certificate,
        path.read_text(encoding="utf-8"),
        complete=True,
    )
    method, theorem, _ = CASES[name]
    assert sk.complete, sk.why_incomplete
    assert (sk.method, sk.subgoals) == (method, [])
    assert theorem in sk.text
    return sk.text


@pytest.mark.parametrize("name", _cases())
def test_golden_complete_proof(name: str) -> None:
    compare_golden(GOLDEN / f"{name}.lean", _compile(name), UPDATE)


@pytest.mark.parametrize("name", _cases())
def test_golden_complete_proof_replays(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    body = text.split(f"theorem {name}", 1)[1]
    assert "sorry" not in body
    report = replay_theorem(text, name)
    blocks = CASES[name][2]
    steps = [s for s in report.steps if s.have in blocks]
    assert all(s.ok for s in steps), [(s.have, s.kind, s.detail) for s in steps if not s.ok]
    assert {s.have for s in steps} == set(blocks)
    # the closing application is checked against the Prover theorem's statement; a split on
    # a parameter at 0 adds the case's own haves (replayed, scoped to its bullet)
    split = "rcases Nat.eq_zero_or_pos" in text
    # (the case x = 0 of an Ico sum is the empty sum: one evaluation, and `hr0 : 0 = rhs(0)`
    # where the right side there is not the numeral 0)
    empty = "Finset.Ico_eq_empty_of_le (show" in text
    zero_haves = ({"hr0"} if "exact hr0" in text else set()) if empty else {"hz", "hr0"}
    zero_haves = zero_haves if split else set()
    assert {s.have for s in report.steps} - set(blocks) == {"(closing)"} | zero_haves
    assert all(s.ok for s in report.steps if s.have in zero_haves)
    closing = [s for s in report.steps if s.have == "(closing)"]
    assert all(s.ok for s in closing), [(s.step, s.detail) for s in closing if not s.ok]
    # the application, and an opening `obtain` (its `omega` fact) where there is one
    opening = {"obtain", "rcases", "x = 0"}
    assert all(s.kind == "application" or s.step in opening for s in closing)
    assert ("obtain" in {s.step for s in closing}) == (", rfl⟩ : ∃ t : ℕ," in text)
    assert ("x = 0" in {s.step for s in closing}) == split
    # the ratio facts (and cleared facts) are the step's, not arguments of the Prover theorem
    arguments = {b for b in blocks if not b.startswith(("hratio", "hcase", "hclear"))}
    arguments -= {"hclosed", "hzero"}
    assert {s.step for s in closing} >= arguments | {"goal"}
    kinds = {s.kind for s in report.steps}
    assert "linear-combination" in kinds or "evaluation" in kinds


@pytest.mark.parametrize(
    "name",
    [
        "wz_sum_sq",
        "gosper_sum_cube",
        "alternating_row_sq",
        "sum_eq_sum_delannoy",
        "gosper_inverse_binomial",
        "nat_odd_icc_one",
        "gould_3_115",
        "gould_3_9",
        "gould_16_3",
        "narayana_pole_at_zero",
        "odd_denominator_gosper",
        "alternating_product_param",
        "gosper_lt_moved_start",
        "param_zero_split",
        "gosper_ico_even",
        "nat_choose_pred_at_zero",
    ],
)
def test_a_changed_coefficient_does_not_replay(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    # the first numeral coefficient of the first linear_combination, plus one
    m = re.search(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ", text)
    assert m is not None
    value = int(m.group(1))
    bad = text[: m.start(1)] + str(value + 1) + text[m.end(1) :]
    report = replay_theorem(bad, name)
    assert not report.ok
    failed = [s for s in report.steps if not s.ok]
    assert failed and all(s.kind == "linear-combination" for s in failed)
    assert "remainder" in failed[0].detail


def test_a_changed_coefficient_in_the_catalan_step_does_not_replay() -> None:
    # hct0's first coefficient multiplies `(0 + 1) · (0 + 1)⁻¹ = 1`, which holds whatever
    # its coefficient: the mutation goes into hct's (k < n, the nonzero facts by the range)
    name = "catalan_convolution"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    start = text.index("  have hct : ")
    m = re.compile(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ").search(
        text, start
    )
    assert m is not None
    bad = text[: m.start(1)] + str(int(m.group(1)) + 1) + text[m.end(1) :]
    report = replay_theorem(bad, name)
    failed = [s for s in report.steps if not s.ok]
    assert failed and all(s.kind == "linear-combination" and s.have == "hct" for s in failed)
    assert "remainder" in failed[0].detail


def test_a_heartbeat_option_before_a_step_replays() -> None:
    # large steps are written `set_option maxHeartbeats N in linear_combination …`
    text = (GOLDEN / "wz_sum_sq.lean").read_text(encoding="utf-8")
    heavy = text.replace(
        "    linear_combination (norm",
        "    set_option maxHeartbeats 2000000 in linear_combination (norm",
    )
    assert heavy.count("set_option maxHeartbeats") >= 3
    report = replay_theorem(heavy, "wz_sum_sq")
    steps = [s for s in report.steps if s.have in CT]
    assert steps and all(s.ok for s in steps), [s.detail for s in steps if not s.ok]


@pytest.mark.parametrize(
    ("name", "old", "new", "step", "detail"),
    [
        # the step hypothesis stated for every k, where the theorem needs k < n
        (
            "wz_sum_sq",
            "have hct : ∀ n k : ℕ, k < n → ",
            "have hct : ∀ n k : ℕ, ",
            "hct",
            "`hct`: 0 hypotheses where the theorem has 1: [(k < n)]",
        ),
        # a lambda body changed: the haves no longer instantiate the theorem
        (
            "wz_sum_sq",
            "(fun n k => (((Nat.choose n k : ℕ) : ℝ) ^ 2 : ℝ))",
            "(fun n k => (((Nat.choose n k : ℕ) : ℝ) ^ 3 : ℝ))",
            "hct0",
            "`hct0`: the left side is",
        ),
        # n0 = 1 where hlead, hr and hinit were stated from 0
        (
            "zeilberger_k_choose",
            " 0 1 (by norm_num)",
            " 0 2 (by norm_num)",
            "hlead",
            "`hlead`: hypothesis 1 is (1 ≤ #v0), the theorem's is (2 ≤ #v0)",
        ),
        # s0 > n0: `(by norm_num)` cannot prove hs
        (
            "wz_sum_sq",
            " 0 0 (by norm_num)",
            " 1 0 (by norm_num)",
            "hs",
            "`hs`: norm_num cannot prove (1 ≤ 0)",
        ),
        # an upper bound 2n + 1 where the statement sums to 2n: `hu` no longer instantiates
        (
            "alternating_row_sq",
            "(fun n => (2 * n : ℕ))",
            "(fun n => ((2 * n) + 1 : ℕ))",
            "hu",
            "`hu`: the left side is",
        ),
        # the step-one theorem: its `hu` is `u (n + 1) = u n + 1`
        (
            "alternating_row_sq",
            "exact Prover.sum_eq_of_telescoper_one_step_two",
            "exact Prover.sum_eq_of_telescoper_one_step_one",
            "hu",
            "`hu`: the right side is",
        ),
        # sum = sum: the two sums' telescopers passed in each other's place
        (
            "sum_eq_sum_delannoy",
            "hct0 hct hct02 hct2",
            "hct02 hct2 hct0 hct",
            "hct0",
            "`hct0`: the left side is",
        ),
        # sum = sum: initial values other than the ones both hinit blocks prove
        (
            "sum_eq_sum_delannoy",
            "(fun n => ((2 * ((n : ℕ) : ℚ)) + 1 : ℚ))",
            "(fun n => ((2 * ((n : ℕ) : ℚ)) + 2 : ℚ))",
            "hinit",
            "`hinit`: the right side is ((2 * (#v0 : ℚ)) + 1), the theorem's is",
        ),
        # the step stated for every k: not the hypothesis of the step-inside-the-range theorem
        (
            "gosper_inverse_binomial",
            "have hstep : ∀ k : ℕ, k < n → ",
            "have hstep : ∀ k : ℕ, ",
            "hstep",
            "`hstep`: 0 hypotheses where the theorem has 1",
        ),
        # hclosed at the wrong point: `.trans` does not compose
        (
            "gosper_range_n",
            "hstep n).trans (hclosed n)",
            "hstep n).trans (hclosed (n + 1))",
            "trans",
            "`.trans`: ",
        ),
    ],
)
def test_a_changed_closing_application_does_not_replay(
    name: str, old: str, new: str, step: str, detail: str
) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert old in text
    report = replay_theorem(text.replace(old, new, 1), name)
    failed = [s for s in report.steps if s.have == "(closing)" and not s.ok]
    assert failed and failed[0].kind == "application"
    assert (failed[0].step, failed[0].detail[: len(detail)]) == (step, detail)


def test_the_closing_application_is_not_replayed_without_the_library(tmp_path: Path) -> None:
    text = (GOLDEN / "wz_sum_sq.lean").read_text(encoding="utf-8")
    report = replay_theorem(text, "wz_sum_sq", prover_dir=tmp_path)
    (closing,) = [s for s in report.steps if s.have == "(closing)"]
    assert (closing.kind, closing.ok) == ("application", False)
    assert closing.detail.startswith("not replayed: ") and "Boundary.lean" in closing.detail


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        # no hypothesis gives n ≥ 2: omega cannot prove n = n - 2 + 2
        (
            "∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩",
            "∃ t : ℕ, n = t + 2 := ⟨n - 2, by omega⟩",
            "(n -[ℕ] 2) is truncated unless",
        ),
        # a witness that is not the one the shape names
        (
            "∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩",
            "∃ t : ℕ, n = t + 1 := ⟨n - 2, by omega⟩",
            "expected `obtain ⟨x, rfl⟩",
        ),
        # the goal is no longer moved: the application proves the statement at n + 1
        ("  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩\n", "", "the goal is"),
    ],
)
def test_a_changed_opening_does_not_replay(old: str, new: str, detail: str) -> None:
    text = (GOLDEN / "gosper_moved_start.lean").read_text(encoding="utf-8")
    assert old in text
    report = replay_theorem(text.replace(old, new, 1), "gosper_moved_start")
    failed = [s for s in report.steps if s.have == "(closing)" and not s.ok]
    assert failed, "a changed opening replayed"
    assert any(detail in s.detail for s in failed), [s.detail for s in failed]


def test_an_opening_after_a_have_does_not_replay() -> None:
    # after a `have` mentioning n, `subst` would move that have's statement too
    text = (GOLDEN / "gosper_moved_start.lean").read_text(encoding="utf-8")
    opening = "  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩\n"
    head, tail = text.split(opening)
    at = tail.index("  have hclosed")
    moved = head + tail[:at] + opening + tail[at:]
    report = replay_theorem(moved, "gosper_moved_start")
    failed = [s for s in report.steps if s.have == "(closing)" and not s.ok]
    assert failed and failed[0].step == "obtain"
    assert "after a `have`" in failed[0].detail


def test_a_pole_no_hypothesis_moves_past_splits_on_the_parameter(tmp_path: Path) -> None:
    # Gould 3.181: H has the denominator x, 0 at x = 0, and no hypothesis gives x ≥ 1 (the
    # identity holds at x = 0 too): the proof splits on x first (param_zero), the case x = 0
    # by vanishing binomials, then moves x past the pole with the split's `0 < x` (a
    # denominator that no natural number zeroes, 2n - 1, needs no move: golden
    # odd_denominator_gosper)
    path = tmp_path / "no_start.lean"
    path.write_text(
        "import Mathlib\n\ntheorem no_start (n x : ℕ) :\n"
        "    ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * (Nat.choose (x + k) (k + 1)) *"
        " (Nat.choose x (n - k)) = Nat.choose x (n + 1) := by\n  sorry\n",
        encoding="utf-8",
    )
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified and done.result.certificate.method == "gosper"
    sk = build_sketch(
        done.identity, done.reading, done.result.certificate, path.read_text("utf-8"), True
    )
    assert sk.complete, sk.why_incomplete
    split = sk.text.index("  rcases Nat.eq_zero_or_pos x with rfl | hxpos\n  · have hz :")
    assert split < sk.text.index("  obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + 1 := ⟨x - 1, by omega⟩")


def test_the_ico_rewrite_is_needed_by_the_closing() -> None:
    # without `rw [Nat.Ico_zero_eq_range]` the goal's sum is over `Ico 0 (n + 1)`, not a range
    text = (GOLDEN / "gosper_ico_cube.lean").read_text(encoding="utf-8")
    assert "  rw [Nat.Ico_zero_eq_range]\n" in text
    report = replay_theorem(text.replace("  rw [Nat.Ico_zero_eq_range]\n", ""), "gosper_ico_cube")
    failed = [s for s in report.steps if not s.ok]
    assert failed and all(s.have == "(closing)" for s in failed)


@pytest.mark.parametrize(
    ("old", "new", "have", "step"),
    [
        # an upper bound b + 1 that is not the sum's: omega cannot prove `hhi`
        (
            "0 (((2 * n) + 1 : ℕ)) ((2 * (n + 1) : ℕ)) (by omega)",
            "0 (((2 * n) + 2 : ℕ)) ((2 * (n + 1) : ℕ)) (by omega)",
            "(closing)",
            "hhi",
        ),
        # the case n = 0 with other bounds than the goal's `Ico 1 (2 * 0)`
        (
            "(show (2 * 0 : ℕ) ≤ 1 by norm_num)",
            "(show (2 * 0 : ℕ) ≤ 0 by norm_num)",
            "(closing)",
            "x = 0",
        ),
        # `0 = rhs(0)` left to `norm_num` (F3 of the Lean review): not replayed
        (
            "    have hr0 : (0 : ℝ) = (((0 : ℕ) : ℝ) / (((0 : ℕ) : ℝ) + 1) : ℝ) := by\n"
            "      linear_combination (norm := (push_cast; ring1)) 0\n"
            "    exact hr0\n",
            "    norm_num\n",
            "(closing)",
            "x = 0",
        ),
        # `hr0` about another right side than the goal's at n = 0
        (
            "have hr0 : (0 : ℝ) = (((0 : ℕ) : ℝ) / (((0 : ℕ) : ℝ) + 1) : ℝ)",
            "have hr0 : (0 : ℝ) = (((0 : ℕ) : ℝ) / (((0 : ℕ) : ℝ) + 2) : ℝ)",
            "(closing)",
            "x = 0",
        ),
        # a false `hr0`: its linear combination does not replay
        (
            "have hr0 : (0 : ℝ) = (((0 : ℕ) : ℝ) / (((0 : ℕ) : ℝ) + 1) : ℝ)",
            "have hr0 : (0 : ℝ) = (((1 : ℕ) : ℝ) / (((0 : ℕ) : ℝ) + 1) : ℝ)",
            "(closing)",
            "x = 0",
        ),
        # `(-1) ^ (2n + 1) = (-1) ^ 0`: the exponent's side condition fails
        (
            "neg_one_pow_two_mul_add (α := ℝ) (n) 1 ",
            "neg_one_pow_two_mul_add (α := ℝ) (n) 0 ",
            "hclosed",
            "s11",
        ),
    ],
)
def test_a_changed_ico_proof_does_not_replay(old: str, new: str, have: str, step: str) -> None:
    # Gould 2.8's shape: the empty case n = 0, the Ico closer, the value of (-1) ^ (2n + 1)
    text = (GOLDEN / "gosper_ico_even.lean").read_text(encoding="utf-8")
    assert old in text
    report = replay_theorem(text.replace(old, new, 1), "gosper_ico_even")
    failed = [(s.have, s.step) for s in report.steps if not s.ok]
    assert (have, step) in failed, failed


def test_a_real_power_fact_at_the_wrong_exponent_does_not_replay() -> None:
    # `Prover.rpow_natCast_sub 2 1 E 2` states 2 ^ ((E : ℝ) - 2) = 2 ^ E / 2 ^ 2: with E = n + 2
    # instead of n + 1 the fact is about another atom and `hr` does not close
    name = "rpow_right_side"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    old = "Prover.rpow_natCast_sub 2 1 ((n + 1 : ℕ)) 2 (by omega)"
    assert old in text
    for bad in (
        text.replace(old, "Prover.rpow_natCast_sub 2 1 ((n + 2 : ℕ)) 2 (by omega)"),
        text.replace(old, "Prover.rpow_natCast_sub 2 2 ((n + 1 : ℕ)) 2 (by omega)"),
    ):
        report = replay_theorem(bad, name)
        assert "hr" in {s.have for s in report.steps if not s.ok}


def test_a_rising_factorial_fact_with_the_wrong_start_does_not_replay() -> None:
    # `Prover.cast_ascFactorial_eq_div U V N` needs U = V + 1 (its `omega` side condition) and
    # states the value (V + N)! / V!: another V fails both
    name = "rising_factorial_partial_fraction"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    old = (
        "Prover.cast_ascFactorial_eq_div (α := ℝ) (((x + 1) + 1 : ℕ)) ((x + 1 : ℕ)) (n) (by omega)"
    )
    assert old in text
    bad = text.replace(old, old.replace("((x + 1 : ℕ))", "((x : ℕ))"))
    report = replay_theorem(bad, name)
    failed = [(s.have, s.kind) for s in report.steps if not s.ok]
    assert ("hr", "side-condition") in failed and ("hr", "linear-combination") in failed
