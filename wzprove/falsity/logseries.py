"""Disproofs of ``other = ∑' k : ℕ, f x k`` where the series converges to a value Mathlib knows.

:mod:`wzprove.falsity.analytic` refutes a statement whose ``∑'`` diverges (Lean's value 0).
This module covers one convergent family, the geometric and logarithmic series in one real
variable ``x``: a summand that is, as a rational function of ``x``, ``k``, ``x^k`` and
``(-1)^k``,

    f x k = g(x) · r^k + b · r^(k+1) / (k+1)        with r = x or r = -x,

``g(x) = c · x^m`` a rational monomial and ``b`` a rational.  Its sum for ``|r| < 1`` is
``g(x) · (1 - r)⁻¹ + b · -log (1 - r)``: Mathlib's ``hasSum_geometric_of_abs_lt_one`` (``∑ r^k =
(1 - r)⁻¹``) and ``Real.hasSum_pow_div_log_of_abs_lt_one`` (``∑ r^(k+1)/(k+1) = -log (1 - r)``),
each scaled by ``HasSum.mul_left`` and added by ``HasSum.add``.  The Lean text proves that
``HasSum`` for every ``x`` with ``|r| < 1`` — the summand rewritten into the two series' terms
by ``pow_succ``, ``neg_pow`` (``(-x)^k = (-1)^k x^k``), ``field_simp`` and ``ring`` —, chains
the specialised statement with its ``tsum_eq`` and refutes the equation left,
``other(x₀) = g(x₀)/(1 - r₀) - b log y`` with ``y = 1 - r₀``, by one rational bound on
``log y`` (``Real.one_sub_inv_le_log_of_pos``: ``1 - y⁻¹ ≤ log y``, or
``Real.log_le_sub_one_of_pos``: ``log y ≤ y - 1``) after ``norm_num`` and ``linarith``.

LC-test's ``test_007_1`` (``log (1 + x) = ∑' (-1)^k k x^(k+1)/(k+1)``) is the example: the
summand is ``x·(-x)^k + (-x)^(k+1)/(k+1)``, the sum ``x/(1+x) - log(1+x)``, and at ``x = 1/2``
the statement says ``2 log(3/2) = 1/3`` while ``log(3/2) ≥ 1 - 2/3``.

Everything the text rests on is checked here with exact arithmetic before a line is written:
the term identity (as a rational-function identity in ``x``, ``k``, ``x^k``, ``(-1)^k``, and
exactly at ``k = 0..20`` at the point), ``|r₀| < 1``, every ``Real.log`` of the other side
taken at ``y`` (so ``norm_num`` leaves one log atom), the value of the other side as
``α + β log y`` with rational ``α, β``, and the bound that contradicts it.  Anything else
raises :class:`~wzprove.falsity.analytic.NoRoute`.  Only this family is handled (no other
convergent series, no ``g`` beyond a monomial, no second variable); the Lean text is not
kernel-checked here (no Mathlib toolchain).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from wzprove.falsity.analytic import NoRoute, lean_rational
from wzprove.model.brackets import closing_bracket
from wzprove.model.identity import EvaluationError, Identity
from wzprove.model.semantics import evaluate, real_values

#: Points tried, in order, before the search's own counterexample (small denominators first).
POINTS = [Fraction(s * p, q) for q in (2, 3, 4, 5, 6) for p in range(1, q) for s in (1, -1)]


@dataclass(frozen=True)
class Decomposition:
    """``f x k = c x^m · r^k + b · r^(k+1)/(k+1)`` with ``r = sign · x``."""

    sign: int
    c: Fraction
    m: int
    b: Fraction

    def geometric_text(self, x: str) -> str:
        """``g(x)`` as Lean text: ``x``, ``(2/3) * x ^ 2``, ``(-1)``."""
        if self.m == 0:
            return lean_rational(self.c)
        power = x if self.m == 1 else f"{x} ^ {self.m}"
        return power if self.c == 1 else f"{lean_rational(self.c)} * {power}"

    def ratio_text(self, x: str) -> str:
        return x if self.sign == 1 else f"-{x}"

    def value(self, x0: Fraction):  # noqa: ANN201 - sympy expression
        """The sum at ``x0`` (sympy, exact): ``g(x₀)/(1 - r₀) - b log(1 - r₀)``."""
        import sympy

        r0 = self.sign * x0
        g0 = self.c * x0**self.m
        return sympy.Rational(g0 / (1 - r0)) - sympy.Rational(self.b) * sympy.log(
            sympy.Rational(1 - r0)
        )


@dataclass(frozen=True)
class Plan:
    """The disproof's point and its Lean lines (``facts`` after ``intro h``, ``after`` after
    ``have h0``); ``bound`` names the log bound used (``"lower"``/``"upper"``/``None``)."""

    point: dict
    facts: list[str]
    after: list[str]
    bound: str | None


def tsum_side(identity: Identity) -> str | None:
    """``"lhs"``/``"rhs"`` where that whole side is a ``∑'`` (``None`` otherwise)."""
    for side in ("lhs", "rhs"):
        if getattr(identity, side).op == "tsum":
            return side
    return None


def _normal(expr, k, x):  # noqa: ANN001, ANN202 - sympy
    """``expr`` with ``x^k`` and ``(-1)^k`` as the symbols ``X``, ``S``: a rational function in
    ``x, k, X, S`` (an identity there holds for every ``k``)."""
    import sympy

    big_x, s = sympy.symbols("X S")
    e = sympy.expand_power_base(sympy.expand_power_exp(sympy.sympify(expr)), force=True)
    e = sympy.expand_power_exp(e)
    e = e.subs({x**k: big_x, (-1) ** k: s})
    if k in e.free_symbols and any(k in p.exp.free_symbols for p in e.atoms(sympy.Pow)):
        raise NoRoute(f"the summand {expr} has powers of k beyond x^k and (-1)^k")
    return sympy.cancel(sympy.together(e))


def decompose(body_expr, k, x) -> Decomposition:  # noqa: ANN001 - sympy
    """The geometric + log-series decomposition of the summand (module docstring), checked
    as a rational-function identity; :class:`NoRoute` where there is none."""
    import sympy

    target = _normal(body_expr, k, x)
    for sign in (-1, 1):
        r = sign * x
        q = sympy.cancel(target / _normal(r**k, k, x))
        if q.free_symbols - {k, x}:
            continue
        lin = sympy.cancel(q * (k + 1))
        try:
            poly = sympy.Poly(lin, k)
        except sympy.PolynomialError:
            continue
        if poly.degree() > 1 or not all(c.is_polynomial(x) for c in poly.all_coeffs()):
            continue
        g = poly.coeff_monomial(k)
        b = sympy.cancel((poly.coeff_monomial(1) - g) / r)
        if not b.is_Rational:
            continue
        g_poly = sympy.Poly(g, x)
        if len(g_poly.terms()) > 1:
            continue
        ((m,), c) = g_poly.terms()[0] if g_poly.terms() else ((0,), sympy.Integer(0))
        if not c.is_Rational:
            continue
        cand = c * x**m * r**k + b * r ** (k + 1) / (k + 1)
        if sympy.cancel(target - _normal(cand, k, x)) != 0:
            continue
        return Decomposition(sign, _fraction(c), int(m), _fraction(b))
    raise NoRoute("the summand is no combination c·x^m·(±x)^k + b·(±x)^(k+1)/(k+1)")


def _fraction(q) -> Fraction:  # noqa: ANN001 - sympy Rational
    return Fraction(int(q.p), int(q.q))


def _log_form(difference, y: Fraction) -> tuple[Fraction, Fraction]:  # noqa: ANN001 - sympy
    """``(α, β)`` with ``difference = α + β log y`` exactly; :class:`NoRoute` otherwise."""
    import sympy

    d = sympy.expand(sympy.expand_log(sympy.nsimplify(difference), force=True))
    ly = sympy.expand(sympy.expand_log(sympy.log(sympy.Rational(y)), force=True))
    logs = sorted(ly.atoms(sympy.log), key=str)
    if not logs:
        raise NoRoute(f"log({y}) is rational")
    beta = sympy.cancel(d.coeff(logs[0]) / ly.coeff(logs[0]))
    alpha = sympy.simplify(d - beta * ly)
    if not (alpha.is_Rational and beta.is_Rational):
        raise NoRoute(f"the two sides differ by {difference}, not α + β·log({y})")
    return _fraction(alpha), _fraction(beta)


def _refuting_bound(alpha: Fraction, beta: Fraction, y: Fraction) -> str | None:
    """Which bound on ``log y`` contradicts ``α + β log y = 0``: ``"lower"`` where the value
    it forces is below ``1 - 1/y``, ``"upper"`` where above ``y - 1``, ``None`` for ``β = 0``
    (then ``α ≠ 0`` is the contradiction); :class:`NoRoute` where neither bound does."""
    if beta == 0:
        if alpha == 0:
            raise NoRoute("the two sides agree")
        return None
    forced = -alpha / beta
    if forced < 1 - 1 / y:
        return "lower"
    if forced > y - 1:
        return "upper"
    raise NoRoute(f"log({y}) = {forced} is inside the bounds [1 - 1/y, y - 1]")


def plan(identity: Identity, counterexample_point: dict) -> Plan:
    """The disproof's lines (module docstring) at the first point of :data:`POINTS` (then the
    counterexample's) where every check passes; :class:`NoRoute` with the reason otherwise."""
    from wzprove.model.symbolic import to_sympy

    side = tsum_side(identity)
    if side is None:
        raise NoRoute("no side of the equation is a ∑'")
    t = getattr(identity, side)
    other = identity.rhs if side == "lhs" else identity.lhs
    variables = identity.numeric_variables()
    if len(variables) != 1 or variables[0].type != "ℝ":
        raise NoRoute("the statement has other variables than one real x")
    x_name = variables[0].name
    index = t.value.index
    if t.args[0].free_vars() - {index, x_name}:
        raise NoRoute("the summand has variables other than the index and x")
    form = to_sympy(t.args[0])
    if form.caveats:
        raise NoRoute(f"the summand reads with caveats: {'; '.join(form.caveats)}")
    k, x = form.symbols.get(index), form.symbols.get(x_name)
    if k is None or x is None:
        raise NoRoute("the summand does not depend on both the index and x")
    dec = decompose(form.expr, k, x)
    body = _summand_text(identity, side)
    why = "no point of the grid"
    given = counterexample_point.get(x_name)
    for x0 in [*POINTS, *([given] if isinstance(given, Fraction) else [])]:
        try:
            return _plan_at(identity, t, other, dec, x_name, index, body, x0)
        except (NoRoute, EvaluationError, ArithmeticError) as exc:
            why = f"at {x_name} = {x0}: {exc}"
    raise NoRoute(why)


def _plan_at(identity, t, other, dec, x_name, index, body, x0) -> Plan:  # noqa: ANN001, PLR0913
    """The plan at ``x = x0`` (every check of the module docstring), or :class:`NoRoute`."""
    import sympy

    env = {x_name: x0}
    if not identity.hypotheses_hold(env):
        raise NoRoute("the hypotheses fail")
    r0 = dec.sign * x0
    if not abs(r0) < 1:
        raise NoRoute(f"|r| = {abs(r0)} ≥ 1")
    y = 1 - r0
    if y == 1:
        raise NoRoute("log 1")
    for k in range(21):  # the decomposition, exactly at the point
        lhs = evaluate(t.args[0], {**env, index: Fraction(k)})
        rhs = dec.c * x0**dec.m * r0**k + dec.b * r0 ** (k + 1) / (k + 1)
        if lhs != rhs:
            raise NoRoute(f"the summand's decomposition fails at k = {k}")
    value = dec.value(x0)
    for op, args, _ in real_values(other, env):
        if op != "log" or args[0] != y:
            raise NoRoute(f"the other side needs Real.{op} at {args[0]}, not log({y})")
    alpha, beta = _log_form(sympy.sympify(evaluate(other, env)) - value, y)
    bound = _refuting_bound(alpha, beta, y)  # the sides agree: NoRoute, before the slow check
    if sympy.simplify(sympy.sympify(evaluate(t, env)) - value) != 0:
        raise NoRoute("the model's value of the ∑' is not the geometric + log value")
    r_text = dec.ratio_text(x_name)
    g_text, b_text = dec.geometric_text(x_name), lean_rational(dec.b)
    r = f"({r_text})" if dec.sign == -1 else r_text
    sum_value = f"{g_text} * (1 - {r_text})⁻¹ + {b_text} * -Real.log (1 - {r_text})"
    fun = f"fun {index} : ℕ => (({body}) : ℝ)"
    log_term = f"({r} ^ ({index} + 1) / ({index} + 1))"
    split = f"fun {index} : ℕ => {g_text} * {r} ^ {index} + {b_text} * {log_term}"
    rewrite = f"_root_.pow_succ {r} {index}"
    if dec.sign == -1:
        rewrite += f", _root_.neg_pow {x_name} {index}"
    facts = [
        f"have wz_sum : ∀ {x_name} : ℝ, |{r_text}| < 1 → HasSum ({fun})",
        f"    ({sum_value}) := by",
        f"  intro {x_name} wz_r",
        f"  have wz_e : ({fun}) =",
        f"      {split} := by",
        f"    funext {index}",
        f"    have wz_k : ({index} : ℝ) + 1 ≠ 0 := by positivity",
        f"    rw [{rewrite}]",
        "    first | (field_simp; ring) | (field_simp; done)",
        "  rw [wz_e]",
        f"  exact ((hasSum_geometric_of_abs_lt_one wz_r).mul_left ({g_text})).add",
        f"    ((Real.hasSum_pow_div_log_of_abs_lt_one wz_r).mul_left {b_text})",
    ]
    x_text = lean_rational(x0)
    chain = "h0.symm" if tsum_side(identity) == "lhs" else "h0"
    after = [f"have h1 := {chain}.trans (wz_sum {x_text} (by norm_num [_root_.abs_lt])).tsum_eq"]
    y_text = lean_rational(y)
    names = ["h1"]
    if bound is not None:
        lemma = "one_sub_inv_le_log_of_pos" if bound == "lower" else "log_le_sub_one_of_pos"
        after.append(f"have wz_log := Real.{lemma} (show (0 : ℝ) < {y_text} by norm_num)")
        names.append("wz_log")
    after += [f"norm_num at {' '.join(names)}", "all_goals linarith"]
    return Plan({x_name: x0}, facts, after, bound)


def _summand_text(identity: Identity, side: str) -> str:
    """The summand of the side's ``∑' k : ℕ, body`` in the user's text (the text after the
    binder's top-level comma); :class:`NoRoute` where the text does not split so."""
    text = (identity.conclusion_text or "").strip()
    parts = _top_level_split(text, "=")
    if len(parts) != 2:
        raise NoRoute("the conclusion is not one equation")
    s = parts[0 if side == "lhs" else 1].strip()
    while s.startswith("(") and closing_bracket(s, 0) == len(s) - 1:
        s = s[1:-1].strip()
    if not s.startswith("∑'"):
        raise NoRoute("the ∑' side's text does not start with ∑'")
    comma = _top_level_split(s, ",")
    if len(comma) < 2:
        raise NoRoute("no comma after the ∑' binder")
    return ",".join(comma[1:]).strip()


def _top_level_split(s: str, sep: str) -> list[str]:
    """``s`` split at ``sep`` outside brackets (for ``=``, not inside ``≠ ≤ ≥ :=``)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(s):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            before, after = s[i - 1 : i], s[i + 1 : i + 2]
            if sep == "=" and (before in (":", "<", ">", "!", "=") or after == "="):
                continue
            parts.append(s[start:i])
            start = i + 1
    parts.append(s[start:])
    return parts
