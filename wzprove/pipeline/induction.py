"""The certify stage by induction on one ℕ variable (issue 15, items 2 and 4).

For a statement ``L(n) = R(n)`` in one ℕ variable that the engine's reading refuses
(``Nat.fib``, ``harmonic``, nested sums), two checks, each sound on its own:

* **first-order step** (Karr 1981; Schneider 2007, Σ-extensions, used as a checker): both
  sides are translated into the basis of :mod:`wzprove.model.induction` at ``n`` and at
  ``n + 1`` — ``fib``, ``harmonic`` rewritten by their recurrences into ``fib (a n)``,
  ``fib (a n + 1)``, ``harmonic (a n)``, inner sums by their closed forms (a harmonic
  pattern, or the engine's certified closed form, :func:`wzprove.wz.certify.certify`), a
  sum over ``n``'s range with an ``n``-free summand as an unknown ``S`` with
  ``S(n + 1) = S(n) + f(last index)``; ``E = L − R`` must satisfy ``E(n + 1) − E(n) = 0``
  identically in the symbols (:func:`wzprove.wz.zerotest.zero_decision`).  Every
  translation condition (divisors, ℕ subtractions, natural arguments, ranges) holds for
  ``n ≥ n₀`` (:func:`wzprove.model.induction.least_start`), and the statement is evaluated
  exactly under Lean's semantics at ``n = 0, …, n₀``: so ``E(n) = 0`` for every ``n``;
* **same recurrence** (Concrete Mathematics §6.6 for Fibonacci): one side is a single sum
  with the engine's certified recurrence ``Σ_j a_j(n) S(n + j) = h(n)`` (Zeilberger), the
  other side, translated at ``n + j``, satisfies it identically; with the leading
  coefficient nonzero from ``N`` on, the statement is evaluated at ``n = 0, …, N + J − 1``.

The falsity search ran on the original statement before this stage, which writes no Lean
proof (``proof: none``, the message says so); ``prove`` then compiles one for the step
(:mod:`wzprove.pipeline.finish_induction`, :mod:`wzprove.sketch.induction_proof`; from
``n₀ > 0`` with :mod:`wzprove.sketch.induction_start`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import sympy

from wzprove.model.identity import EvaluationError, Identity, Term, Variable
from wzprove.model.induction import (
    MAX_START,
    Basis,
    InductionError,
    N,
    Translator,
    least_start,
)
from wzprove.model.reading import read_sides
from wzprove.model.vocab import Status
from wzprove.pipeline.options import ProveOptions
from wzprove.wz.zerotest import zero_decision

#: Largest number of direct evaluations for the initial values.
MAX_INITIAL = 64

NO_PROOF = "no Lean proof at this stage (`wzprove prove` compiles one where it can)"


@dataclass
class InductionOutcome:
    """``status`` and ``message`` as a report has them; ``record`` what was checked."""

    status: Status
    message: str
    record: dict[str, Any] = field(default_factory=dict)


class ClosedForms:
    """Closed forms of inner sums with one free ℕ variable, each certified by the engine
    (order-0 recurrence, then ``certify(sum, closed form)``), cached by term.  All engine
    calls of the stage share one budget of ``opts.timeout_s`` seconds (:meth:`left`)."""

    def __init__(self, opts: ProveOptions):
        self.opts = opts
        self.deadline = time.monotonic() + opts.timeout_s
        self.cache: dict[Term, Any] = {}
        self.used: dict[str, str] = {}

    def left(self) -> float:
        """Seconds left of the stage's engine budget (raises when none are)."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise InductionError("the stage's time budget is spent")
        return left

    def __call__(self, t: Term) -> Any:
        if t not in self.cache:
            self.cache[t] = self._find(t)
        return self.cache[t]

    def _find(self, t: Term) -> Any:
        from wzprove.wz.certify import certify

        free = sorted(t.free_vars())
        if len(free) != 1:
            return None
        name = free[0]
        types = {s.type for s in t.walk() if s.op == "var" and s.value == name}
        if types != {"ℕ"}:
            return None
        inner = Identity(
            name="inner",
            variables=[Variable(name, "ℕ")],
            hypotheses=[],
            lhs=t,
            rhs=Term.lit(0, t.type),
            domain=t.type,
        )
        try:
            sides = read_sides(inner)
        except Exception:  # noqa: BLE001 - no reading: no closed form here
            return None
        total, sym = sides.lhs, sides.symbols.get(name)
        if not isinstance(total, sympy.Sum) or sym is None:
            return None
        rec = certify(total, None, var=sym, timeout=self.left(), lower_bounds={sym: 0})
        if rec.status != "certified" or rec.recurrence is None:
            return None
        closed = _candidate(total, sym, rec.recurrence, dict(sides.symbols))
        if closed is None:
            return None
        res = certify(total, closed, var=sym, timeout=self.left(), lower_bounds={sym: 0})
        if res.status != "certified":
            return None
        self.used[str(total)] = str(closed)
        return closed, {name: sym}, {name: 0}


def _candidate(total: sympy.Sum, sym: sympy.Symbol, rec: Any, loc: dict) -> sympy.Expr | None:
    """A closed form to certify from the sum's minimal recurrence: ``h / a₀`` (order 0,
    Gosper-summable), or ``S(0) ∏_{i<m} (−a₀(i)/a₁(i))`` (order 1, homogeneous: a
    hypergeometric solution, Petkovšek–Wilf–Zeilberger *A = B* §8.1); None otherwise.  Only a
    candidate: :func:`wzprove.wz.certify.certify` then proves it, initial values included."""
    coeffs = [sympy.sympify(c, locals=loc) for c in rec.coefficients]
    h = sympy.sympify(rec.inhomogeneous, locals=loc)
    if rec.order == 0:
        return sympy.factor(sympy.combsimp(h / coeffs[0]))
    if rec.order != 1 or h != 0:
        return None
    i = sympy.Dummy("i", integer=True, nonnegative=True)
    ratio = sympy.cancel(-coeffs[0] / coeffs[1])
    if sympy.denom(ratio).subs(sym, 0) == 0 or sympy.numer(ratio).subs(sym, 0) == 0:
        return None
    prod = sympy.product(ratio.subs(sym, i), (i, 0, sym - 1))
    if prod.has(sympy.Product):
        return None
    return sympy.combsimp(total.subs(sym, 0).doit() * prod)


def _initial(identity: Identity, var: str, upto: int, base: int) -> str | None:
    """The statement evaluated exactly at ``var = 0 … upto``: None, or why it is not shown.

    The last ``base`` values are the induction's base (the step or the recurrence carries
    them to every larger ``var``): there both sides must be equal whatever the hypotheses say
    (new-user run 12f: with ``h : 50 ≤ n`` the base ``n = 0`` was skipped, and
    ``∑ fib k = fib (n + 2)`` was certified); below them, only where the hypotheses hold."""
    if upto > MAX_INITIAL:
        return f"{upto + 1} initial values are too many to evaluate"
    for v in range(upto + 1):
        try:
            if v > upto - base:
                left, right = identity.sides({var: v})
                if not identity.same(left, right):
                    return (
                        f"the statement fails at {var} = {v}, the induction's base (checked "
                        "whatever the hypotheses say)"
                    )
            elif identity.holds_at({var: v}) is False:
                return f"the statement fails at {var} = {v}"
        except EvaluationError as exc:
            return f"the statement cannot be evaluated at {var} = {v}: {exc}"
    return None


def _by_step(identity: Identity, var: str, closed: ClosedForms) -> InductionOutcome:
    basis = Basis()
    at = [Translator(var, basis, s, closed) for s in (0, 1)]
    e0, e1 = (t.side(identity.lhs) - t.side(identity.rhs) for t in at)
    ok, why = zero_decision(e1 - e0)
    if not ok:
        raise InductionError(f"the step E(n+1) − E(n) is not shown 0 ({why})")
    n0 = least_start(basis)
    if n0 is None:
        raise InductionError(f"the translation's conditions are not shown for n ≥ {MAX_START}")
    bad = _initial(identity, var, n0, 1)
    if bad is not None:
        raise InductionError(bad)
    record = {
        "kind": "step",
        "variable": var,
        "start": n0,
        "difference": str(e0),
        "unknown_sums": {str(s): str(t) for t, s in basis.sums.items()},
        "closed_forms": dict(closed.used),
        "conditions": [f"{c.expr} {c.kind} ({c.why})" for c in basis.conditions],
    }
    return InductionOutcome(
        "certified",
        f"by induction on {var}: the step E({var}+1) = E({var}) holds identically in the basis "
        f"(fib, harmonic by their recurrences; sums by closed forms or first-order relations) for "
        f"{var} ≥ {n0}, the statement evaluated at {var} ≤ {n0}; {NO_PROOF}",
        record,
    )


def _by_recurrence(identity: Identity, var: str, opts: ProveOptions, closed: ClosedForms):
    """One side a single sum with the engine's recurrence, the other side satisfying it."""
    from wzprove.wz.certify import certify
    from wzprove.wz.verify import exceptional_ns

    why = "neither side is a single sum"
    for one, other in ((identity.lhs, identity.rhs), (identity.rhs, identity.lhs)):
        if one.op != "sum":
            continue
        inner = Identity(
            name="side",
            variables=list(identity.variables),
            hypotheses=[],
            lhs=one,
            rhs=Term.lit(0, one.type),
            domain=one.type,
        )
        try:
            sides = read_sides(inner)
        except Exception as exc:  # noqa: BLE001 - no reading of this side
            why = f"the sum has no reading: {exc}"
            continue
        sym = sides.symbols.get(var)
        if not isinstance(sides.lhs, sympy.Sum) or sym is None:
            continue
        rec = certify(sides.lhs, None, var=sym, timeout=closed.left(), lower_bounds={sym: 0})
        if rec.status != "certified" or rec.recurrence is None or rec.certificate is None:
            why = f"no certified recurrence for {sides.lhs}: {rec.message}"
            continue
        late = [e for e in exceptional_ns(rec.certificate) if e > rec.certificate.samples]
        if late:
            why = f"the recurrence is not proved at {var} = {late}"
            continue
        loc = dict(sides.symbols)
        a = [sympy.sympify(c, locals=loc).subs(sym, N) for c in rec.recurrence.coefficients]
        h = sympy.sympify(rec.recurrence.inhomogeneous, locals=loc).subs(sym, N)
        basis = Basis()
        tr = Translator(var, basis, 0, closed)
        values = [tr.tr(other, {var: N + j}) for j in range(len(a))]
        ok, reason = zero_decision(sum(c * v for c, v in zip(a, values, strict=True)) - h)
        if not ok:
            why = f"the other side does not satisfy the sum's recurrence ({reason})"
            continue
        n0 = least_start(basis)
        if n0 is None:
            why = "the translation's conditions are not shown"
            continue
        lead = sympy.Poly(sympy.numer(sympy.together(a[-1])), N)
        roots = [int(r) for r in lead.ground_roots() if r.is_Integer and r >= 0]
        # the recurrence is claimed from the certificate's own start on (x / 0 = 0 below it)
        start = max([n0, rec.certificate.start, *(r + 1 for r in roots)])
        upto = start + len(a) - 2
        bad = _initial(identity, var, upto, len(a) - 1)
        if bad is not None:
            why = bad
            continue
        record = {
            "kind": "recurrence",
            "variable": var,
            "sum": str(sides.lhs),
            "recurrence": list(rec.recurrence.coefficients),
            "inhomogeneous": rec.recurrence.inhomogeneous,
            "initial_values": upto + 1,
            "certificate": rec.certificate.to_dict(),
        }
        return InductionOutcome(
            "certified",
            f"the sum's certified recurrence of order {len(a) - 1} holds for the other side "
            f"(fib, harmonic by their recurrences), with the same values at {var} ≤ {upto}; "
            f"{NO_PROOF}",
            record,
        )
    raise InductionError(why)


def certify_induction(identity: Identity, opts: ProveOptions) -> InductionOutcome | None:
    """Certify a statement in one ℕ variable by induction (module docstring); ``None`` when
    it is not of that kind, else the outcome (``failed`` with both reasons)."""
    names = [v.name for v in identity.numeric_variables()]
    if identity.relation != "eq" or len(names) != 1 or identity.variable(names[0]).type != "ℕ":
        return None
    var = names[0]
    closed = ClosedForms(opts)
    reasons = []
    for attempt in (_by_step, _by_recurrence):
        try:
            if attempt is _by_step:
                return _by_step(identity, var, closed)
            return _by_recurrence(identity, var, opts, closed)
        except (InductionError, sympy.PolynomialError, TypeError, ValueError) as exc:
            reasons.append(f"{attempt.__name__.removeprefix('_by_')}: {exc}")
    return InductionOutcome("failed", "by induction: " + "; ".join(reasons))
