"""The telescoper step split into ratio facts (:mod:`wzprove.sketch.ratio_split`) and their
replay (:mod:`wzprove.sketch.replay_facts`), on the golden proof of Gould (3.115), whose
summand ``C(4n+1, 2n-2k)·C(k+n, n)`` is hypergeometric only inside the range (``2n - 2k``
truncates past ``k = n``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomError, AtomTable, choose_atom
from wzprove.sketch.facts import even_signs
from wzprove.sketch.ratio_split import _positive_den, _ratio
from wzprove.sketch.replay import replay_theorem

GOLDEN = Path(__file__).parent.parent / "data" / "complete" / "gould_3_115.lean"
NAME = "gould_3_115"


def _text() -> str:
    return GOLDEN.read_text(encoding="utf-8")


def _lin(*parts: Term) -> Term:
    out = parts[0]
    for p in parts[1:]:
        out = Term("add", (out, p), "ℕ")
    return out


def _times(c: int, v: str) -> Term:
    return Term("mul", (Term.lit(c), Term.var(v)), "ℕ")


def test_the_ratio_of_two_binomials_inside_the_range() -> None:
    # C(4n+1, 2n-2k-2) / C(4n+1, 2n-2k) = (2n-2k)(2n-2k-1) / ((2n+2k+2)(2n+2k+3)) for k < n
    n, k = Term.var("n"), Term.var("k")
    table = AtomTable("ℝ", hyps=((k, n),))
    top = _lin(_times(4, "n"), Term.lit(1))
    low = Term("sub", (_times(2, "n"), _times(2, "k")), "ℕ")
    low2 = Term("sub", (_times(2, "n"), Term("mul", (Term.lit(2), _lin(k, Term.lit(1))), "ℕ")), "ℕ")
    a = table.atom(choose_atom(top, low2, "ℝ"))
    b = table.atom(choose_atom(top, low, "ℝ"))
    vn, vk = table.var("n"), table.var("k")
    r = _ratio({a: 1}, {b: 1}, table)
    want = (
        (2 * vn - 2 * vk) * (2 * vn - 2 * vk - 1) / ((2 * vn + 2 * vk + 2) * (2 * vn + 2 * vk + 3))
    )
    assert sympy.cancel(r - want) == 0
    p, q = _positive_den(r, {vn, vk})
    assert sympy.cancel(p / q - want) == 0
    assert q.subs({vn: 0, vk: 0}) > 0 and all(c > 0 for c in sympy.Poly(q, vn, vk).coeffs())


def test_a_ratio_denominator_nonzero_only_in_the_range_is_kept() -> None:
    # C(2n - k - 1, k + 1) / C(2n - k, k) (Jihuai 2.31's summand at n = 2m): the denominator
    # has factors such as k - n, negative for k < n but not positive as written
    n, k = Term.var("n"), Term.var("k")
    table = AtomTable("ℝ", hyps=((k, n),))
    k1 = _lin(k, Term.lit(1))
    a = table.atom(choose_atom(Term("sub", (_times(2, "n"), k1), "ℕ"), k1, "ℝ"))
    b = table.atom(choose_atom(Term("sub", (_times(2, "n"), k), "ℕ"), k, "ℝ"))
    vn, vk = table.var("n"), table.var("k")
    r = _ratio({a: 1}, {b: 1}, table)
    with pytest.raises(AtomError, match="not positive"):
        _positive_den(r, {vn, vk})
    with pytest.raises(AtomError, match="not positive"):  # no hypothesis: no range
        _positive_den(r, {vn, vk}, AtomTable("ℝ"))
    p, q = _positive_den(r, {vn, vk}, table)
    assert sympy.cancel(p / q - r) == 0
    assert all(q.subs({vn: nv, vk: kv}) != 0 for nv in range(1, 12) for kv in range(nv))


def test_multipliers_are_written_with_even_signs() -> None:
    x, y = sympy.symbols("x y")
    ms = [-(x + 1), -(y + 2), 3 * x + 1]
    out = even_signs(ms)
    assert sympy.expand(sympy.Mul(*out) - sympy.Mul(*ms)) == 0
    assert not any(m.could_extract_minus_sign() for m in out)
    odd = even_signs([-(x + 1), y + 2])
    assert sympy.expand(sympy.Mul(*odd) + (x + 1) * (y + 2)) == 0


def test_monomials_of_different_families_have_no_ratio() -> None:
    table = AtomTable("ℝ")
    n, k = Term.var("n"), Term.var("k")
    a = table.atom(choose_atom(n, k, "ℝ"))
    b = table.atom(choose_atom(_times(2, "n"), k, "ℝ"))
    with pytest.raises(AtomError):
        _ratio({a: 1}, {b: 1}, table)


def test_the_split_step_and_its_ratio_facts_replay() -> None:
    report = replay_theorem(_text(), NAME)
    by_have = {h: [s for s in report.steps if s.have == h] for h in ("hratio1", "hratio2", "hct")}
    for have, steps in by_have.items():
        assert steps and all(s.ok for s in steps), (have, [s.detail for s in steps if not s.ok])
    # each use of a ratio fact checks its hypothesis k < n from hct's own
    uses = [s for s in by_have["hct"] if s.step in ("sr1", "sr2")]
    assert [(s.step, s.kind) for s in uses] == [
        ("sr1", "side-condition"),
        ("sr2", "side-condition"),
    ]


def test_a_changed_coefficient_of_the_split_step_does_not_replay() -> None:
    text = _text()
    start = text.index("have sr2 := hratio2 n k (by omega)")
    m = re.compile(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ").search(
        text, start
    )
    assert m is not None
    bad = text[: m.start(1)] + str(int(m.group(1)) + 1) + text[m.end(1) :]
    failed = [s for s in replay_theorem(bad, NAME).steps if not s.ok]
    assert [(s.have, s.kind) for s in failed] == [("hct", "linear-combination")]
    assert "remainder" in failed[0].detail


def test_a_ratio_fact_used_outside_its_hypothesis_does_not_replay() -> None:
    # hratio1 k n needs n < k, which does not follow from hct's k < n
    bad = _text().replace(
        "have sr1 := hratio1 n k (by omega)", "have sr1 := hratio1 k n (by omega)"
    )
    failed = [s for s in replay_theorem(bad, NAME).steps if not s.ok]
    assert failed and failed[0].have == "hct" and failed[0].step == "sr1"
    assert failed[0].kind == "side-condition" and "does not follow" in failed[0].detail


def test_a_step_cannot_use_itself() -> None:
    bad = _text().replace("have sr1 := hratio1 n k (by omega)", "have sr1 := hct n k (by omega)")
    failed = [s for s in replay_theorem(bad, NAME).steps if not s.ok]
    assert failed and failed[0].have == "hct" and "unknown lemma `hct`" in failed[0].detail


def test_a_ratio_fact_stated_past_the_range_does_not_replay() -> None:
    # without k < n: 2n - 2(k + 1) truncates, the fact is false at k ≥ n and the exactness
    # of each Nat.cast_sub no longer follows
    text = _text()
    head = "have hratio1 : ∀ n k : ℕ, k < n → "
    i = text.index(head)
    j = text.index("intro n k hk", i)
    bad = (
        text[:i]
        + "have hratio1 : ∀ n k : ℕ, "
        + text[i + len(head) : j]
        + "intro n k"
        + text[j + len("intro n k hk") :]
    )
    steps = [s for s in replay_theorem(bad, NAME).steps if s.have == "hratio1"]
    assert any(not s.ok and s.kind == "side-condition" for s in steps)
    assert any(not s.ok and s.step == "grid" for s in steps)
