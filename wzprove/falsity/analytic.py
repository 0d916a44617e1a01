"""Lean steps for disproofs whose counterexample needs a value ``norm_num`` does not compute.

:mod:`wzprove.falsity.disproof` refutes the specialised statement ``h0`` with ``norm_num``.
That settles rational values; this module adds, for the values below, the facts that
``norm_num`` is given and the steps that follow it.  Each fact is a Mathlib lemma applied at
the counterexample's numbers, stated before ``h0`` exists, so it does not depend on how
``norm_num`` normalises ``h0``; the closing steps (``linarith``/``nlinarith``) read ``h0`` in
whatever polynomial form it is left.  Names are checked in Mathlib's source and listed in
``Prover/MATHLIB.txt``; no text is kernel-checked here (no Mathlib toolchain).

``Real.sqrt q`` (:func:`sqrt_steps`)
    ``q = 0, 1``: the simp lemmas ``Real.sqrt_zero``, ``Real.sqrt_one``;
    ``q < 0``: ``√q = 0`` by ``Real.sqrt_eq_zero'``; ``q = r²`` rational:
    ``√q = r`` by ``Real.sqrt_eq_iff_eq_sq``.  One radicand ``q`` that is a positive integer
    but no square (√5 in a Binet formula): the facts ``√q ^ 2 = q`` (``Real.sq_sqrt``),
    ``0 < √q`` (``Real.sqrt_pos``) and rational bounds ``l < √q < u`` (each by ``nlinarith``
    from those two: ``l s ≥ s² = q > l²`` when ``s ≤ l``), then ``field_simp`` clears the
    denominators of ``h0`` and ``nlinarith`` refutes the polynomial equation in ``√q`` that
    is left: reduced by ``s² = q`` it is ``a s + b = 0`` with ``(a, b) ≠ (0, 0)`` (the
    statement is false there), which ``0 < s``, the bounds and the products ``nlinarith``
    forms contradict.  Two different irrational radicands (√2 and √3: their product is a
    third) or a non-integer one (``norm_num`` splits ``√(p/q)`` by ``Real.sqrt_div``) get no
    disproof.
``Complex.betaIntegral a b`` at positive integers (:func:`beta_steps`)
    ``Complex.betaIntegral_eval_nat_add_one_right``: ``B(u, n + 1) = n! / ∏_{j ≤ n} (u + j)``
    with ``u = a``, ``n = b - 1``; ``norm_num`` evaluates the product and
    ``linear_combination`` states the value ``(a-1)! (b-1)! / (a+b-1)!``.
``∑'`` of a series that is not summable (:func:`tsum_steps`)
    Lean's ``tsum`` is 0 there (``tsum_eq_zero_of_not_summable``, rewritten in ``h0``; the
    side goal is the non-summability).  Only the harmonic shape has a proof here: a summand
    ``±1 / ↑(k + a)`` or ``(-1)^e / ↑(k + a)`` (an ℕ denominator cast to ℝ, checked on the
    term): ``summable_abs_iff`` gives the summability of its absolute value ``1 / ↑(k + a)``,
    which ``summable_nat_add_iff a`` turns into the harmonic series'
    (``Real.not_summable_one_div_natCast``).  The rest of ``h0`` is rational or a rational
    multiple of ``Real.log m`` (an integer ``m ≥ 2``, positive by ``Real.log_pos``) plus a
    rational, with signs that ``linarith`` contradicts.

Each plan checks its own arithmetic here (perfect squares, bounds, the value of each Beta,
the sign argument) with exact rationals before it writes a line; what it cannot settle raises
:class:`NoRoute`, which :mod:`wzprove.falsity.disproof` reports as a
:class:`~wzprove.falsity.disproof.DisproofError` (the message says why) while the
counterexample itself is still reported.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction

from wzprove.model.identity import EvaluationError
from wzprove.model.semantics import evaluate

#: Digits of the rational bounds on an irrational square root.
BOUND_DIGITS = 6


class NoRoute(ValueError):
    """No Lean steps for this value (the reason is the message)."""


@dataclass
class Steps:
    """Lean lines a disproof adds: ``facts`` before ``have h0``, ``lemmas`` for ``norm_num``,
    ``after`` once ``norm_num`` has run on ``h0``.  ``tsum`` holds the non-summability proof
    of a rewritten ``∑'`` (then ``h0`` is rewritten first and this is the second goal)."""

    facts: list[str] = field(default_factory=list)
    lemmas: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    tsum: list[str] = field(default_factory=list)

    def extend(self, other: Steps) -> None:
        self.facts += other.facts
        self.lemmas += [n for n in other.lemmas if n not in self.lemmas]
        self.after += other.after
        self.tsum += other.tsum


def lean_rational(q: Fraction) -> str:
    """``5``, ``(-4)``, ``(9/4)``, ``(-1/2)``: a literal that elaborates at the expected type."""
    if q.denominator == 1:
        return str(q.numerator) if q >= 0 else f"({q.numerator})"
    return f"({q.numerator}/{q.denominator})"


def rational_sqrt(q: Fraction) -> Fraction | None:
    """``r ≥ 0`` with ``r² = q``, or ``None`` where ``q`` is no rational square."""
    if q < 0:
        return None
    p, d = math.isqrt(q.numerator), math.isqrt(q.denominator)
    return Fraction(p, d) if p * p == q.numerator and d * d == q.denominator else None


def sqrt_bounds(q: int, digits: int = BOUND_DIGITS) -> tuple[Fraction, Fraction]:
    """Rationals ``0 < l < √q < u`` with ``u - l = 10^-digits`` (checked: ``l² < q < u²``)."""
    scale = 10**digits
    low = Fraction(math.isqrt(q * scale * scale), scale)
    high = low + Fraction(1, scale)
    if not (0 < low and low * low < q < high * high):
        raise NoRoute(f"no bounds separate √{q}")  # q a square: not called for those
    return low, high


def sqrt_steps(radicands: list[Fraction]) -> Steps:
    """The facts for each ``Real.sqrt`` value the counterexample takes (module docstring);
    :class:`NoRoute` for two irrational radicands or a non-integer irrational one."""
    steps = Steps()
    irrational: list[Fraction] = []
    for i, q in enumerate(dict.fromkeys(radicands), start=1):
        if not isinstance(q, Fraction):
            raise NoRoute(f"the counterexample needs the square root of {q}")
        arg = lean_rational(q)
        if q in (0, 1):  # Mathlib's simp lemmas
            steps.lemmas.append("Real.sqrt_zero" if q == 0 else "Real.sqrt_one")
        elif q < 0:
            steps.facts.append(
                f"have wz_sqrt{i} : Real.sqrt {arg} = 0 := Real.sqrt_eq_zero'.mpr (by norm_num)"
            )
            steps.lemmas.append(f"wz_sqrt{i}")
        elif (r := rational_sqrt(q)) is not None:
            steps.facts.append(
                f"have wz_sqrt{i} : Real.sqrt {arg} = {lean_rational(r)} := "
                "(Real.sqrt_eq_iff_eq_sq (by norm_num) (by norm_num)).mpr (by norm_num)"
            )
            steps.lemmas.append(f"wz_sqrt{i}")
        else:
            irrational.append(q)
    if not irrational:
        return steps
    if len(irrational) > 1:
        shown = ", ".join(f"√{q}" for q in irrational)
        raise NoRoute(f"the counterexample needs several irrational square roots ({shown})")
    (q,) = irrational
    if q.denominator != 1:
        raise NoRoute(f"the counterexample needs √({q}), which norm_num splits into a quotient")
    n = q.numerator
    low, high = sqrt_bounds(n)
    s = f"Real.sqrt {n}"
    steps.facts += [
        f"have wz_sq : {s} ^ 2 = {n} := Real.sq_sqrt (by norm_num)",
        f"have wz_pos : 0 < {s} := Real.sqrt_pos.mpr (by norm_num)",
        f"have wz_ne : {s} ≠ 0 := wz_pos.ne'",
        f"have wz_lo : ({low.numerator} / {low.denominator} : ℝ) < {s} := by "
        "nlinarith [wz_sq, wz_pos]",
        f"have wz_hi : {s} < ({high.numerator} / {high.denominator} : ℝ) := by "
        "nlinarith [wz_sq, wz_pos]",
    ]
    steps.after += [
        "all_goals (try field_simp at h0)",
        "all_goals nlinarith [wz_sq, wz_pos, wz_lo, wz_hi]",
    ]
    return steps


def beta_value(a: int, b: int) -> Fraction:
    """``B(a, b) = (a-1)! (b-1)! / (a+b-1)!`` at positive integers."""
    return Fraction(math.factorial(a - 1) * math.factorial(b - 1), math.factorial(a + b - 1))


def beta_steps(pairs: list[tuple[Fraction, Fraction]]) -> Steps:
    """A fact ``Complex.betaIntegral a b = B(a, b)`` for each pair of arguments (positive
    integers only; :class:`NoRoute` otherwise)."""
    steps = Steps()
    for i, (x, y) in enumerate(dict.fromkeys(pairs), start=1):
        if not all(isinstance(v, Fraction) and v.denominator == 1 and v > 0 for v in (x, y)):
            raise NoRoute(f"Complex.betaIntegral at ({x}, {y}): no evaluation lemma")
        a, b = int(x), int(y)
        # the lemma's right side at u = a, n = b - 1, computed as Lean's norm_num will
        prod = math.prod(a + j for j in range(b))
        if Fraction(math.factorial(b - 1), prod) != beta_value(a, b):
            raise NoRoute(f"Beta({a}, {b}): the lemma's value does not check")  # never
        v = beta_value(a, b)
        steps.facts += [
            f"have wz_beta{i} : Complex.betaIntegral {a} {b} = "
            f"({v.numerator} / {v.denominator} : ℂ) := by",
            f"  have e := Complex.betaIntegral_eval_nat_add_one_right (u := {a}) "
            f"(by norm_num) {b - 1}",
            "  norm_num [Finset.prod_range_succ, Nat.factorial] at e",
            "  linear_combination e",
        ]
        steps.lemmas.append(f"wz_beta{i}")
    return steps


def harmonic_shift(body, index: str, term_at) -> int:  # noqa: ANN001 - Term, callable
    """``a ≥ 1`` where the summand is ``±1 / ↑(k + a)`` or ``(-1)^e / ↑(k + a)`` with the
    denominator an ℕ expression cast to ℝ (the shape :func:`tsum_steps` proves divergent);
    :class:`NoRoute` otherwise.  The shape is read from the term and its absolute value
    checked at ``k = 0..24`` (``term_at``: the exact value at ``k``)."""
    if body.op != "div":
        raise NoRoute("the summand is not a quotient")
    num, den = body.args
    if den.op != "cast" or den.args[0].type != "ℕ":
        raise NoRoute("the summand's denominator is not a natural number cast to ℝ")

    def is_one(t) -> bool:  # noqa: ANN001 - Term
        return t.op == "lit" and t.value == 1

    inner = num.args[0] if num.op == "neg" else num
    base = inner.args[0] if inner.op == "pow" else None
    alternating = base is not None and (is_one(base) or (base.op == "neg" and is_one(base.args[0])))
    if not (is_one(inner) or alternating):
        raise NoRoute("the summand's numerator is not ±1 or a power of -1")
    shape = den.args[0]
    shift = None
    if shape.op == "add" and shape.args[0].op == "var" and shape.args[0].value == index:
        if shape.args[1].op == "lit":
            shift = shape.args[1].value
    if not isinstance(shift, Fraction) or shift < 1 or shift.denominator != 1:
        raise NoRoute("the summand's denominator is not k + a with a ≥ 1")
    a = int(shift)
    for k in range(25):
        if abs(term_at(k)) != Fraction(1, k + a):
            raise NoRoute(f"the summand's absolute value at k = {k} is not 1/(k + {a})")
    return a


def tsum_steps(shift: int, difference) -> Steps:  # noqa: ANN001 - sympy expression
    """The rewrite of the one ``∑'`` to 0 and the refutation of what is left, whose value
    ``lhs - rhs`` (``difference``, a sympy expression) is a nonzero rational or
    ``c · log m + d`` with signs that ``Real.log_pos`` contradicts (:class:`NoRoute`
    otherwise)."""
    import sympy

    d = sympy.nsimplify(difference)
    logs = sorted(d.atoms(sympy.log), key=str)
    steps = Steps()
    if not logs:
        if not d.is_Rational or d == 0:
            raise NoRoute(f"after ∑' = 0 the two sides differ by {d}, not a rational")
    else:
        if len(logs) > 1:
            raise NoRoute(f"after ∑' = 0 the two sides differ by {d}: several logarithms")
        (lg,) = logs
        m = lg.args[0]
        if not (m.is_Integer and m >= 2):
            raise NoRoute(f"log({m}): only logarithms of integers ≥ 2 get a sign fact")
        try:
            poly = sympy.Poly(d, lg)
        except sympy.PolynomialError:
            raise NoRoute(f"after ∑' = 0 the two sides differ by {d}") from None
        coeffs = poly.all_coeffs()
        if poly.degree() != 1 or not all(c.is_Rational for c in coeffs):
            raise NoRoute(f"after ∑' = 0 the two sides differ by {d}")
        c, rest = coeffs
        # c·L + rest = 0 with L > 0 needs -rest/c > 0; linarith refutes it otherwise
        if rest != 0 and (-rest / c) > 0:
            raise NoRoute(f"c·log({m}) + d = 0 is not refuted by the sign of log({m})")
        steps.facts.append(f"have wz_log : 0 < Real.log {m} := Real.log_pos (by norm_num)")
        steps.after.append("all_goals linarith [wz_log]")
    steps.tsum = [
        "intro wz_hs",
        "apply Real.not_summable_one_div_natCast",
        f"refine (summable_nat_add_iff {shift}).mp ?_",
        "refine (summable_abs_iff.mpr wz_hs).congr (fun k => ?_)",
        "simp only [abs_div, abs_pow, abs_neg, abs_one, one_pow, Nat.abs_cast, "
        "Nat.succ_eq_add_one]",
        "all_goals first | rfl | (push_cast; ring)",
    ]
    return steps


def norm_num_reaches(sides: list, env: dict) -> None:
    """Refuse (:class:`NoRoute`) the values the disproof's ``norm_num`` has no route
    to: a real power with a non-integer exponent of a negative base, or whose value is
    irrational (Mathlib's rpow ``norm_num`` extension, ``Mathlib.Meta.NormNum.evalRPow``,
    evaluates ``a ^ (n/d)`` only for ``a ≥ 0`` whose ``d``-th root is rational:
    ``IsNat.rpow_isNNRat``, ``IsNNRat.rpow_isNNRat``) and ``Ring.choose``
    of a non-natural upper argument (no evaluation lemma); the counterexample stands, the
    message says there is no Lean disproof rather than writing one that cannot close."""
    for side in sides:
        for t in _needed(side, env):
            if t.op == "pow" and t.args[1].type in ("ℚ", "ℝ"):
                try:
                    base, ex = evaluate(t.args[0], env), evaluate(t.args[1], env)
                except EvaluationError:
                    continue
                if not isinstance(ex, Fraction) or ex.denominator == 1:
                    continue
                if isinstance(base, Fraction) and base < 0:
                    raise NoRoute(
                        f"a real power of a negative base ({base})^({ex}), which "
                        "norm_num does not evaluate"
                    )
                try:
                    rational = isinstance(evaluate(t, env), Fraction)
                except EvaluationError:
                    continue
                if not rational:
                    raise NoRoute(
                        f"an irrational real power ({base})^({ex}), which norm_num does not "
                        "evaluate"
                    )
            if t.op == "binomial" and t.type in ("ℚ", "ℝ"):
                try:
                    top = evaluate(t.args[0], env)
                except EvaluationError:
                    continue
                if not (isinstance(top, Fraction) and top.denominator == 1 and top >= 0):
                    raise NoRoute(
                        f"Ring.choose of a non-natural upper argument ({top}), which "
                        "no norm_num lemma evaluates"
                    )


#: How many points of the falsity grid :func:`reachable_point` looks at.
REACH_POINTS = 400


def reachable_point(identity, counterexample):  # noqa: ANN001, ANN201 - Identity, Counterexample
    """``counterexample`` where :func:`norm_num_reaches` passes, else the first point of the
    falsity grid (:func:`~wzprove.falsity.search.grid_points`, at most :data:`REACH_POINTS`
    points) where the hypotheses hold, the sides differ exactly and it passes — for
    ``x ^ (1/2 : ℝ) = x`` at ``x = 2`` (``√2``) the disproof is written at ``x = 4``.
    :class:`NoRoute` with the reason at ``counterexample`` where none does."""
    import itertools

    from wzprove.falsity.search import Counterexample, grid_points, grid_values, searched_variables

    sides = [identity.lhs, identity.rhs, *identity.hypotheses]
    try:
        norm_num_reaches(sides, dict(counterexample.point))
        return counterexample
    except NoRoute as exc:
        why = exc
    variables = searched_variables(identity)
    names = [v.name for v in variables]
    for point in itertools.islice(grid_points(grid_values(variables)), REACH_POINTS):
        env = dict(zip(names, point, strict=True))
        try:
            differ = identity.differing_sides(env)
            if differ is None:
                continue
            norm_num_reaches(sides, env)
        except (NoRoute, EvaluationError, ZeroDivisionError, OverflowError, RecursionError):
            continue
        full = {v.name: env.get(v.name, Fraction(0)) for v in identity.numeric_variables()}
        return Counterexample(full, *differ, counterexample.points_checked)
    raise why


def _needed(t, env: dict) -> list:  # noqa: ANN001 - Term
    """The subterms of ``t`` whose values the evaluation at ``env`` needs: a base raised to
    an exponent that is 0 there is skipped (``norm_num`` closes ``x ^ 0 = 1`` unevaluated)."""
    out = [t]
    if t.op == "pow":
        try:
            zero = evaluate(t.args[1], env) == 0
        except EvaluationError:
            zero = False
        if zero:
            return out
    for a in t.args:
        out += _needed(a, env)
    return out
