"""Lean text that disproves a false statement at its counterexample.

For a theorem ``theorem T binders : conclusion`` and a counterexample point, the disproof is

.. code-block:: lean

    theorem T_false : ¬ (∀ binders, conclusion) := by
      intro h
      have h0 := @h 3 (by norm_num)
      first
        | exact absurd h0 (by decide)
        | norm_num [Finset.sum_range_succ, Nat.choose] at h0

with the user's binder and conclusion text verbatim: ``h`` is specialised at the
counterexample (``@h`` makes implicit binders explicit, so every binder takes its argument
in order), each hypothesis is discharged with ``(by norm_num)``, and the resulting closed
equation is refuted by evaluation — ``decide`` for ℕ/ℤ statements, else ``norm_num`` with
the lemmas that unfold the big operators and combinatorial functions the statement uses.

Mathlib names used (checked in ``Mathlib/Algebra/BigOperators/Intervals.lean`` and
``Mathlib/Algebra/BigOperators/Basic.lean``): ``Finset.sum_range_succ``,
``Finset.prod_range_succ``, ``Finset.sum_Ico_eq_sum_range``, ``Finset.prod_Ico_eq_prod_range``,
``Finset.sum_Icc_succ_top``, ``Finset.prod_Icc_succ_top``, ``Finset.sum_Ioc_succ_top``,
``Finset.prod_Ioc_succ_top``; ``Nat.choose``, ``Nat.factorial``, ``Nat.descFactorial``,
``Nat.ascFactorial``, ``Nat.stirlingFirst``, ``Nat.stirlingSecond``
(``Mathlib/Combinatorics/Enumerative/Stirling.lean``) and ``Nat.centralBinom``
(``Mathlib/Data/Nat/Choose/Central.lean``) are unfolded by their equation lemmas; ``catalan``
by ``catalan_eq_centralBinom_div`` (``Mathlib/Combinatorics/Enumerative/Catalan.lean``, as
Mathlib's own ``catalan_two`` is proved), ``harmonic`` by its simp lemmas ``harmonic_succ``,
``harmonic_zero`` (``Mathlib/NumberTheory/Harmonic/Defs.lean``).  ``Nat.fib``, ``Nat.gcd``,
``Nat.lcm``, ``Int.gcd``, ``Int.lcm`` and ``Int.floor`` of numerals are evaluated by
``norm_num``'s own extensions (``Mathlib/Tactic/NormNum/NatFib.lean``,
``Mathlib/Tactic/NormNum/GCD.lean``, ``Mathlib/Data/Rat/Floor.lean``).

A function the statement's own file defines (``stirling_first`` of LC-test) is given by one
fact per call at the counterexample, ``have wz_def1 : stirling_first 2 1 = 1 := by rfl`` (the
definition computes on numerals), which ``norm_num`` then rewrites with.  ``Real.cos``,
``Real.sin`` and ``Real.tan`` values are given by Mathlib's simp lemmas where the value is
rational (``Real.cos_pi_div_two``, ``Real.sin_pi_div_six``, ``Real.tan_pi_div_two``, … in
:data:`_REAL_VALUE_LEMMAS`).  ``Real.sqrt`` (rational values, and one irrational radicand such
as √5), ``Complex.betaIntegral`` at positive integers and a divergent ``∑'`` of harmonic
shape (with ``Real.log`` of an integer beside it) get the facts and closing steps of
:mod:`wzprove.falsity.analytic`.  A counterexample that needs an irrational ``sin``/``cos``
value, or one whose argument has no lemma, gets the route of :mod:`wzprove.falsity.trig`:
at the point :func:`trig_point` chooses (every atom a rational multiple of π with
denominator 1, 2, 3, 4 or 6, at most one irrational square root), one fact per atom stated
in the exact form the instantiation ``@h …`` produces, the range sums expanded, ``simp only``
with the facts, then ``norm_num`` and the square-root closing steps of
:mod:`wzprove.falsity.analytic`.  A side that is a convergent ``∑'`` whose summand is a
geometric plus a log-series term in one real variable gets the route of
:mod:`wzprove.falsity.logseries` (Mathlib's ``HasSum`` lemmas sum it; a rational bound on
``log`` refutes what is left), at the point that module chooses.  A counterexample that needs
``Real.exp``, ``Real.Gamma``, another convergent ``∑'``, ``Real.log`` elsewhere, or a
trigonometric value outside that route, is reported without a Lean disproof, saying why.

The text is not checked here (no Mathlib toolchain); ``wzprove.commands.refute`` passes it to a
checker when one is given.
"""

from __future__ import annotations

from fractions import Fraction

from wzprove.falsity import analytic, logseries
from wzprove.falsity.search import Counterexample
from wzprove.model.errors import WzproveError
from wzprove.model.identity import EvaluationError, Identity, SumBinder
from wzprove.model.semantics import evaluate

_OPENERS = {"(": ")", "{": "}", "[": "]", "⦃": "⦄", "{{": "}}"}

#: Lemmas for each kind of big-operator set, and for each combinatorial function.
_SET_LEMMAS = {
    ("sum", "range"): ["Finset.sum_range_succ"],
    ("prod", "range"): ["Finset.prod_range_succ"],
    ("sum", "Ico"): ["Finset.sum_Ico_eq_sum_range", "Finset.sum_range_succ"],
    ("prod", "Ico"): ["Finset.prod_Ico_eq_prod_range", "Finset.prod_range_succ"],
    ("sum", "Icc"): ["Finset.sum_Icc_succ_top"],
    ("prod", "Icc"): ["Finset.prod_Icc_succ_top"],
    ("sum", "Ioc"): ["Finset.sum_Ioc_succ_top"],
    ("prod", "Ioc"): ["Finset.prod_Ioc_succ_top"],
}
_FUNC_LEMMAS = {
    "choose": ["Nat.choose"],
    "factorial": ["Nat.factorial"],
    "descfact": ["Nat.descFactorial"],
    "ascfact": ["Nat.ascFactorial"],
    "stirling1": ["Nat.stirlingFirst"],
    "stirling2": ["Nat.stirlingSecond"],
    "centralbinom": ["Nat.centralBinom", "Nat.choose"],
    "catalan": ["catalan_eq_centralBinom_div", "Nat.centralBinom", "Nat.choose"],
    "harmonic": ["harmonic_succ", "harmonic_zero"],
}


#: Operations whose values ``norm_num`` does not compute: a counterexample to a statement that
#: uses one is reported without a Lean disproof (the message says so).
_NO_DISPROOF = {
    "tsum": "∑' (Lean's value needs a summability proof)",
    "log": "Real.log",
    "exp": "Real.exp",
    "gamma": "Real.Gamma",
    "beta": "Complex.betaIntegral",
}
#: Values of ``Real.cos``/``sin``/``tan`` that Mathlib's simp lemmas give
#: (``Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean``):
#: (operation, argument as a multiple of π) → lemma.
_REAL_VALUE_LEMMAS = {
    ("cos", Fraction(0)): "Real.cos_zero",
    ("cos", Fraction(1)): "Real.cos_pi",
    ("cos", Fraction(1, 2)): "Real.cos_pi_div_two",
    ("cos", Fraction(1, 3)): "Real.cos_pi_div_three",
    ("sin", Fraction(0)): "Real.sin_zero",
    ("sin", Fraction(1)): "Real.sin_pi",
    ("sin", Fraction(1, 2)): "Real.sin_pi_div_two",
    ("sin", Fraction(1, 6)): "Real.sin_pi_div_six",
    ("tan", Fraction(1, 2)): "Real.tan_pi_div_two",
}


class DisproofError(WzproveError, ValueError):
    """The statement's text cannot be turned into a disproof (no Lean text, or a binder
    that cannot be read)."""


def binder_names(binder: str) -> list[str]:
    """The names a binder introduces, in order; ``["_"]`` for an anonymous instance binder.

    Raises :class:`DisproofError` for text that is not a bracketed binder.

    >>> binder_names("{n x : ℕ}")
    ['n', 'x']
    >>> binder_names("(h : 1 ≤ n)")
    ['h']
    >>> binder_names("[Fintype α]")
    ['_']
    """
    text = binder.strip()
    for opener, closer in sorted(_OPENERS.items(), key=lambda kv: -len(kv[0])):
        if text.startswith(opener) and text.endswith(closer):
            inner = text[len(opener) : len(text) - len(closer)]
            break
    else:
        raise DisproofError(f"not a binder: {binder!r}")
    depth = 0
    for i, ch in enumerate(inner):
        if ch in "([{⦃":
            depth += 1
        elif ch in ")]}⦄":
            depth -= 1
        elif ch == ":" and depth == 0 and not inner[i + 1 : i + 2] == "=":
            names = inner[:i].split()
            return names or ["_"]
    return ["_"]


def lean_value(value: Fraction) -> str:
    """A Lean numeral for an exact value, parenthesised where it is negative or a fraction
    (``3``, ``(-3)``, ``(1/2)``, ``(-1/2)``); its type comes from the binder it fills."""
    if not isinstance(value, Fraction):  # c π (a real variable of a trigonometric statement)
        c = pi_coefficient(value)
        sign = "-" if c < 0 else ""
        num = "" if abs(c.numerator) == 1 else f"{abs(c.numerator)} * "
        den = "" if c.denominator == 1 else f" / {c.denominator}"
        return f"({sign}{num}Real.pi{den})"
    if value.denominator == 1:
        return str(value.numerator) if value >= 0 else f"({value.numerator})"
    return f"({value.numerator}/{value.denominator})"


def pi_coefficient(value: object) -> Fraction:
    """``c`` for a grid value ``c π`` (a sympy value; :func:`wzprove.falsity.search.pi_multiples`).

    >>> import sympy
    >>> pi_coefficient(-3 * sympy.pi / 4), lean_value(-3 * sympy.pi / 4)
    (Fraction(-3, 4), '(-3 * Real.pi / 4)')
    """
    import sympy

    c = sympy.nsimplify(value / sympy.pi) if isinstance(value, sympy.Basic) else None
    if not isinstance(c, sympy.Rational):
        raise DisproofError(f"no Lean numeral for the value {value}")
    return Fraction(int(c.p), int(c.q))


def simp_lemmas(identity: Identity) -> list[str]:
    """The lemmas ``norm_num`` needs to evaluate the statement at a point: one set per kind
    of big operator and per combinatorial function that occurs (in a fixed order)."""
    out: list[str] = []
    terms = [identity.lhs, identity.rhs, *identity.hypotheses]
    for t in terms:
        for sub in t.walk():
            names: list[str] = []
            if sub.op in ("sum", "prod") and isinstance(sub.value, SumBinder):
                names = _SET_LEMMAS.get((sub.op, sub.value.kind), [])
            elif sub.op in _FUNC_LEMMAS:
                names = _FUNC_LEMMAS[sub.op]
            for n in names:
                if n not in out:
                    out.append(n)
    return out


def disproof_text(identity: Identity, counterexample: Counterexample) -> str:
    """The Lean theorem ``NAME_false : ¬ (∀ binders, conclusion)`` (the text of
    :func:`disproof`)."""
    return disproof(identity, counterexample)[0]


def disproof(identity: Identity, counterexample: Counterexample) -> tuple[str, Counterexample]:
    """The Lean theorem ``NAME_false : ¬ (∀ binders, conclusion)`` and the point it is
    proved at: ``counterexample`` (module docstring), or — where a ``sin``/``cos`` value
    there has no Mathlib lemma — the counterexample :func:`trig_point` chooses, with both
    sides evaluated there, so a report can show the point its disproof uses.

    Needs the statement's Lean text (``identity.conclusion_text``; ``binders_text`` may be
    empty for a statement without binders).  Raises :class:`DisproofError` otherwise, or
    when a binder names a variable without a value.
    """
    if identity.conclusion_text is None:
        raise DisproofError(f"{identity.name}: no Lean text to state the disproof in")
    try:  # the counterexample, or a grid point whose values norm_num reaches
        counterexample = analytic.reachable_point(identity, counterexample)
    except analytic.NoRoute as why:
        raise DisproofError(f"{identity.name}: {why}; no Lean disproof is generated") from None
    args = _spec_args(identity, counterexample.point)
    sides = [identity.lhs, identity.rhs, *identity.hypotheses]
    env = {k: v for k, v in counterexample.point.items()}
    if _convergent_tsum_side(identity, env):
        return _series_disproof(identity, counterexample)
    steps = _analytic_steps(identity, sides, env, counterexample)
    facts = _definition_facts(sides, env)
    try:
        value_lemmas = _real_value_lemmas(identity.name, sides, env)
    except DisproofError as exc:  # an irrational sin/cos value: facts in the instance's form
        if not any(t.op in ("sin", "cos") for s in sides for t in s.walk()):
            raise
        try:
            return _trig_disproof(identity, counterexample)
        except analytic.NoRoute as why:
            raise DisproofError(
                f"{str(exc).removesuffix('; no Lean disproof is generated')}; "
                f"{why}; no Lean disproof is generated"
            ) from None
    statement = _statement(identity)
    lemmas = simp_lemmas(identity) + value_lemmas + [name for name, _ in facts] + steps.lemmas
    lemma_list = f" [{', '.join(lemmas)}]" if lemmas else ""
    spec = " ".join(["@h", *args]) if args else "h"
    lines = [
        f"theorem {identity.name}_false : ¬ ({statement}) := by",
        "  intro h",
        *(f"  have {name} : {fact} := by rfl" for name, fact in facts),
        *(f"  {line}" for line in steps.facts),
        f"  have h0 := {spec}",
    ]
    if steps.tsum:  # ∑' rewritten to 0: the refutation, then the non-summability
        lines += [
            "  rw [tsum_eq_zero_of_not_summable] at h0",
            f"  · try norm_num{lemma_list} at h0",
            *(f"    {line}" for line in steps.after),
            *(f"  {'·' if i == 0 else ' '} {line}" for i, line in enumerate(steps.tsum)),
        ]
    elif identity.domain in ("ℕ", "ℤ"):
        lines += [
            "  first",
            "    | exact absurd h0 (by decide)",
            f"    | norm_num{lemma_list} at h0",
        ]
    else:
        lines.append(f"  norm_num{lemma_list} at h0")
        lines += [f"  {line}" for line in steps.after]
    return "\n".join(lines) + "\n", counterexample


def _convergent_tsum_side(identity: Identity, env: dict) -> bool:
    """Whether a whole side is a ``∑'`` with a nonzero value at ``env`` (a convergent series:
    the route of :mod:`wzprove.falsity.logseries`)."""
    side = logseries.tsum_side(identity)
    if side is None:
        return False
    try:
        return evaluate(getattr(identity, side), env) != 0
    except (EvaluationError, ArithmeticError):
        return False


def _series_disproof(
    identity: Identity, counterexample: Counterexample
) -> tuple[str, Counterexample]:
    """The disproof of :mod:`wzprove.falsity.logseries` (a geometric + log-series ``∑'``) and
    the point it is proved at; :class:`DisproofError` with the reason where it has none."""
    try:
        plan = logseries.plan(identity, counterexample.point)
    except analytic.NoRoute as why:
        side = getattr(identity, logseries.tsum_side(identity) or "rhs")
        value = evaluate(side, dict(counterexample.point))
        raise DisproofError(
            f"{identity.name}: the ∑' converges (to {value}); {why}; no Lean disproof is "
            "generated (the counterexample stands on exact evaluation)"
        ) from None
    point = {**counterexample.point, **plan.point}
    args = [
        "(by norm_num [_root_.abs_lt])" if a == "(by norm_num)" else a
        for a in _spec_args(identity, point)
    ]
    spec = " ".join(["@h", *args]) if args else "h"
    shown = ", ".join(f"{k} = {v}" for k, v in plan.point.items())
    lines = [
        f"theorem {identity.name}_false : ¬ ({_statement(identity)}) := by",
        f"  -- the ∑' is a geometric plus a log series (Mathlib's sums); at {shown} "
        + ("a bound on log contradicts it" if plan.bound else "the values differ"),
        "  intro h",
        *(f"  {line}" for line in plan.facts),
        f"  have h0 := {spec}",
        *(f"  {line}" for line in plan.after),
    ]
    lhs, rhs = identity.sides(point)
    used = Counterexample(point, lhs, rhs, counterexample.points_checked)
    return "\n".join(lines) + "\n", used


def _statement(identity: Identity) -> str:
    """``∀ binders, conclusion`` in the user's text (the conclusion alone without binders)."""
    conclusion = (identity.conclusion_text or "").strip()
    quantified = f"∀ {' '.join(b.strip() for b in identity.binders_text)}, {conclusion}"
    return quantified if identity.binders_text else conclusion


def _spec_args(identity: Identity, point: dict) -> list[str]:
    """The arguments of ``@h`` at ``point``: a value per variable, ``(by norm_num)`` per
    hypothesis, ``_`` per instance."""
    hyp_names = set(identity.hypothesis_names)
    args: list[str] = []
    for binder in identity.binders_text:
        for name in binder_names(binder):
            if name in point:
                args.append(lean_value(point[name]))
            elif name in hyp_names or _is_prop_binder(binder):
                args.append("(by norm_num)")
            elif name == "_" or binder.lstrip().startswith("["):
                args.append("_")
            else:
                raise DisproofError(f"{identity.name}: binder {binder!r} has no value")
    return args


#: ℕ literal arithmetic reduced before a ``∑`` over ``Finset.range`` is expanded (Lean core's
#: simprocs, ``Lean/Meta/Tactic/Simp/BuiltinSimprocs/Nat.lean``), and the expansion lemmas.
_EXPAND = [
    "Nat.reduceAdd",
    "Nat.reduceSub",
    "Nat.reduceMul",
    "Nat.reduceDiv",
    "Finset.sum_range_succ",
    "Finset.sum_range_zero",
]


def _trig_disproof(
    identity: Identity, counterexample: Counterexample
) -> tuple[str, Counterexample]:
    """The disproof at a point whose ``sin``/``cos`` values all have Mathlib lemmas
    (:mod:`wzprove.falsity.trig`), and that point with both sides there: the
    counterexample if it is one, else the point of :func:`trig_point`.  ``h0`` is
    expanded, its atoms rewritten by the facts, and the square-root route of
    :mod:`wzprove.falsity.analytic` closes it; :class:`~wzprove.falsity.analytic.NoRoute`
    says why not."""
    sides = [identity.lhs, identity.rhs, *identity.hypotheses]
    for t in sides:
        for sub in t.walk():
            if sub.op in _NO_DISPROOF or sub.op in ("sqrt", "tan"):
                raise analytic.NoRoute(f"the statement uses {sub.op} beside sin/cos")
    from wzprove.falsity import trig

    point, atoms = trig.trig_point(identity, counterexample, _ascribed)
    env = dict(point)
    radicands = sorted({a.value.radicand for a in atoms} - {1})
    steps = analytic.sqrt_steps([Fraction(r) for r in radicands])
    facts = _definition_facts(sides, env)
    lemmas = simp_lemmas(identity) + [name for name, _ in facts] + steps.lemmas
    spec = " ".join(["@h", *_spec_args(identity, point)])
    names = [f"wz_trig{i}" for i in range(1, len(atoms) + 1)]
    shown = ", ".join(
        f"{k} = {v}" for k, v in Counterexample(point, 0, 0, 0).point_strings().items()
    )
    lines = [
        f"theorem {identity.name}_false : ¬ ({_statement(identity)}) := by",
        f"  -- at {shown}: each sin/cos value is a Mathlib lemma's",
        "  intro h",
        *(f"  have {name} : {fact} := by rfl" for name, fact in facts),
        *(f"  {line}" for line in steps.facts),
        f"  have h0 := {spec}",
        *(f"  {line}" for a, n in zip(atoms, names, strict=True) for line in a.fact(n)),
    ]
    if _trig_in_range_sum(identity):
        lines.append(f"  simp only [{', '.join(_EXPAND)}] at h0")
    lines.append(f"  simp only [{', '.join(names)}] at h0")
    lines.append(f"  norm_num [{', '.join(lemmas)}] at h0" if lemmas else "  norm_num at h0")
    lines += [f"  {line}" for line in steps.after]
    lhs, rhs = identity.sides(env)  # trig_point checked that they differ
    used = Counterexample(point, lhs, rhs, counterexample.points_checked)
    return "\n".join(lines) + "\n", used


def _trig_in_range_sum(identity: Identity) -> bool:
    """Whether a ``∑`` over ``Finset.range`` has ``sin``/``cos`` in its body (then the
    disproof expands the sums before it rewrites the atoms)."""
    return any(
        t.op == "sum"
        and isinstance(t.value, SumBinder)
        and t.value.kind == "range"
        and any(b.op in ("sin", "cos") for b in t.args[2].walk())
        for side in (identity.lhs, identity.rhs)
        for t in side.walk()
    )


def _ascribed(ty: str, value: object) -> str:
    """A variable's value as its ``@h`` argument's text, ascribed its type:
    ``((Real.pi / 2) : ℝ)``, ``(2 : ℕ)``."""
    return f"({lean_value(value)} : {ty})"


def _analytic_steps(
    identity: Identity, sides: list, env: dict, counterexample: Counterexample
) -> analytic.Steps:
    """The facts and closing steps of :mod:`wzprove.falsity.analytic` for the square roots,
    Beta values and divergent ``∑'`` the counterexample needs; :class:`DisproofError` for an
    operation without a route (``Real.exp``, ``Real.Gamma``, a convergent ``∑'``, …)."""
    from wzprove.model.semantics import real_values

    name = identity.name
    nodes = [sub for t in sides for sub in t.walk()]
    tsums = [sub for sub in nodes if sub.op == "tsum"]
    steps = analytic.Steps()
    try:
        for op in dict.fromkeys(sub.op for sub in nodes):
            if (op in _NO_DISPROOF and op not in ("tsum", "beta", "log")) or (
                op == "log" and not tsums
            ):
                raise analytic.NoRoute(f"the statement uses {_NO_DISPROOF[op]}, not evaluated here")
        calls = [c for t in sides for c in real_values(t, env)]
        radicands = [args[0] for op, args, _ in calls if op == "sqrt"]
        steps.extend(analytic.sqrt_steps(radicands))
        steps.extend(analytic.beta_steps([args for op, args, _ in calls if op == "beta"]))
        if tsums:
            if len(tsums) > 1:
                raise analytic.NoRoute("the statement has several ∑'")
            (t,) = tsums
            index = t.value.index
            value = evaluate(t, env)
            if value != 0:
                raise analytic.NoRoute(
                    f"the ∑' converges (to {value}); no Mathlib lemma evaluates its sum here"
                )

            def term_at(k: int) -> Fraction:
                return evaluate(t.args[0], {**env, index: Fraction(k)})

            shift = analytic.harmonic_shift(t.args[0], index, term_at)
            import sympy

            lhs, rhs = (sympy.sympify(v) for v in (counterexample.lhs, counterexample.rhs))
            steps.extend(analytic.tsum_steps(shift, lhs - rhs))
    except (analytic.NoRoute, EvaluationError, ArithmeticError) as exc:
        raise DisproofError(
            f"{name}: {exc}; no Lean disproof is generated (the counterexample stands on "
            "exact evaluation)"
        ) from None
    return steps


def _definition_facts(sides: list, env: dict) -> list[tuple[str, str]]:
    """``(name, "f 2 1 = 1")`` for each call of the file's own functions that the statement
    makes at the counterexample (:func:`wzprove.model.semantics.user_calls`): Lean checks each
    by ``rfl`` (the definition computes on numerals) and ``norm_num`` rewrites with them."""
    from wzprove.model.semantics import user_calls

    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for t in sides:
        for fname, args, value in user_calls(t, env):
            fact = f"{fname} {' '.join(map(str, args))} = {value}"
            if fact not in seen:
                seen.add(fact)
                out.append((f"wz_def{len(out) + 1}", fact))
    return out


def _real_value_lemmas(name: str, sides: list, env: dict) -> list[str]:
    """The simp lemmas that give each ``Real.cos``/``sin``/``tan`` value at the
    counterexample; :class:`DisproofError` where a value has no such lemma (an irrational
    value, which ``norm_num`` does not decide).  ``Real.sqrt``, ``Complex.betaIntegral`` and
    ``Real.log`` are :mod:`wzprove.falsity.analytic`'s."""
    import sympy

    from wzprove.model import algebraic
    from wzprove.model.semantics import real_values

    out: list[str] = []
    for t in sides:
        for op, args, value in real_values(t, env):
            if op in ("pi", "sqrt", "beta", "log"):  # sqrt, beta, log: module analytic
                continue
            arg = args[0]
            key = None
            if algebraic.is_exact(arg):
                c = sympy.nsimplify(arg / sympy.pi)
                key = Fraction(int(c.p), int(c.q)) if isinstance(c, sympy.Rational) else None
            elif arg == 0:
                key = Fraction(0)
            lemma = _REAL_VALUE_LEMMAS.get((op, key)) if isinstance(key, Fraction) else None
            if lemma is None:
                shown = str(value).replace("pi", "π")
                raise DisproofError(
                    f"{name}: the counterexample needs Real.{op} at {str(arg).replace('pi', 'π')}"
                    f" (= {shown}), which no simp lemma gives; no Lean disproof is generated"
                )
            if lemma not in out:
                out.append(lemma)
    return out


def _is_prop_binder(binder: str) -> bool:
    """Whether a binder's type is a proposition we can recognise by its text (a relation)."""
    _, _, ty = binder.partition(":")
    return any(sym in ty for sym in ("≤", "≥", "<", ">", "≠", "=", "∣", "Even", "Odd"))
