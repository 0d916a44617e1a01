"""The verifier's entry point, :func:`verify_certificate`: every check of a certificate by name,
for WZ pairs, Zeilberger recurrences and Gosper sums, and the ``rhs-nonzero`` check.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import sympy
from sympy import Expr, Symbol

from wzprove.wz.certificate import Certificate, Check, parse_expr
from wzprove.wz.errors import NotHypergeometric, Undefined
from wzprove.wz.evaluate import evaluate
from wzprove.wz.exceptional import parameter_check
from wzprove.wz.hypergeometric import factored_ratio, parse_term, term_ring
from wzprove.wz.hypersum import singular_points
from wzprove.wz.verify.boundary import (
    _boundary,
)
from wzprove.wz.verify.natural import natural_support
from wzprove.wz.verify.recurrence import (
    _equal,
    _exceptional,
    _initial_values,
    _nonneg_roots,
    _rhs_recurrence,
    summand_divisor_zeros,
)
from wzprove.wz.verify.setup import (
    _Setup,
    _setup,
    _telescoping_identity,
    factored,
)
from wzprove.wz.verify.values import (
    _Evaluator,
    _int,
    _line_limit,
    _param_envs,
    _pointwise,
    _window_ns,
)


def verify_certificate(
    cert: Certificate, recertify: Callable[..., Any] | None = None
) -> list[Check]:
    """Check ``cert`` from scratch; returns the named checks (all must pass).

    ``recertify`` (the engine's ``certify``) lets the ``parameters`` check certify the
    identity afresh at exceptional parameter values where the certificate does not apply;
    without it those values fail the check.

    Raises nothing for a wrong certificate (checks fail instead); raises
    :class:`~wzprove.wz.errors.WZError` subclasses for unreadable input.
    """
    s = _setup(cert)
    checks = [_telescoping_identity(s)]
    if not checks[0].passed:
        return checks
    if cert.method == "gosper":
        return _with_parameters(cert, checks + _verify_gosper(s), recertify)
    J = len(s.coeffs) - 1
    exc_check, exc = _exceptional(s)
    checks.append(exc_check)
    ns = _window_ns(s, {e for e in exc if e <= s.N + 40})
    pw, bad = _pointwise(s, ns)
    bc, bexc = _boundary(s, bad)
    natural = False
    if cert.method == "zeilberger" and not cert.parameter_domains and not (pw.passed and bc.passed):
        # R's poles move with the parameters (Dixon, CM (5.29)): the sum over ℤ, exactly
        natural, why = natural_support(s)
        if natural:
            pw = Check("pointwise", True, why)
            bc = Check("boundary", True, "natural boundaries (see pointwise)")
            bad, bexc = set(), set()
    checks += [pw, bc]
    bad |= bexc | exc
    rhs_check = None
    if cert.method == "wz" and s.rhs is not None and s.n is not None:
        # the pair is for f = F / rhs, whose reading cancels in rhs ((n - 50)/(2*n - 100) is
        # 1/2): where rhs's value may differ from that form, the sides are compared directly
        try:
            bad |= singular_points(s.rhs, s.n, s.start, J)[0]
        except (NotHypergeometric, Undefined) as err:
            rhs_check = Check("rhs-nonzero", False, f"right side: {err}")
    if cert.method != "wz" and s.rhs is not None:
        if isinstance(s.rhs, sympy.Sum):
            rhs_check = Check("rhs-recurrence", False, "use certify() for two-sum identities")
        else:
            rhs_check, sing = _rhs_recurrence(s, s.rhs)
            bad |= sing
    last = max([s.start + J - 1] + [b + J for b in bad])
    # an initial value that is a sum over a parameter range is certified afresh (natural
    # parameters only: the sub-certificate reads its variables as naturals from their bounds)
    initial = recertify if not cert.parameter_domains else None
    sum_expr = sympy.Sum(
        sympy.sympify(cert.summand and parse_expr(cert.summand, _table(s))), (s.k, s.lo, s.hi)
    )
    if cert.method == "wz":
        rhs = s.rhs
        checks.append(rhs_check or _rhs_nonzero(s, rhs))
        checks.append(
            _initial_values_if(
                checks, s, sum_expr, rhs, max(last, s.start), initial, not cert.parameter_domains
            )
        )
    elif rhs_check is not None:
        checks.append(rhs_check)
        checks.append(
            _initial_values_if(
                checks, s, sum_expr, s.rhs, last, initial, not cert.parameter_domains
            )
        )
    return _with_parameters(cert, checks, recertify, r_exact=natural)


def _with_parameters(
    cert: Certificate,
    checks: list[Check],
    recertify: Callable[..., Any] | None,
    r_exact: bool = False,
) -> list[Check]:
    """Append the ``parameters`` check (:mod:`wzprove.wz.exceptional`) when the certificate
    has parameters and every earlier check passed; ``r_exact``: ``G = R F`` was proved for
    every parameter value (:mod:`~wzprove.wz.verify.natural`), so ``R``'s poles are no
    condition."""
    if not cert.parameters or not all(c.passed for c in checks):
        return checks
    again = partial(verify_certificate, recertify=recertify)
    return [*checks, parameter_check(cert, again, recertify, r_exact=r_exact)]


def _initial_values_if(
    checks: list[Check],
    s: _Setup,
    sum_expr,
    rhs,
    last: int,
    recertify: Callable[..., Any] | None = None,
    natural_params: bool = False,
) -> Check:
    """The initial values, unless an earlier check failed (then they cannot help, and the
    parameter case split can be slow): a failed ``initial-values`` that says so.
    ``natural_params``: every parameter is an integer at or above its bound."""
    failed = [c.name for c in checks if not c.passed]
    if failed:
        return Check("initial-values", False, f"not checked: {failed[0]} failed")
    return _initial_values(s, sum_expr, rhs, last, recertify, natural_params)


def _table(s: _Setup) -> dict[str, Symbol]:
    t = {s.k.name: s.k}
    if s.n is not None:
        t[s.n.name] = s.n
    for p in s.params:
        t[p.name] = p
    return t


def _rhs_nonzero(s: _Setup, rhs: Expr) -> Check:
    n = s.n
    try:
        rt = parse_term(rhs, (n,))
        r0 = evaluate(rhs, {n: s.start})
    except (NotHypergeometric, Undefined) as err:
        return Check("rhs-nonzero", False, str(err))
    if r0 == 0:
        return Check("rhs-nonzero", False, f"r({s.start}) = 0")
    ring = term_ring(rt, (n,))
    num, den = factored_ratio(rt, n, ring).as_fraction()
    zs = _nonneg_roots(ring.to_expr(num), n, s.start) | _nonneg_roots(ring.to_expr(den), n, s.start)
    # r(z) or r(z+1) is 0 or undefined at a root z of the ratio's factors: check both directly
    zeros: set[int] = set()
    undefined: set[int] = set()
    for z in sorted(zs):
        for x in (z, z + 1):
            try:
                if evaluate(rhs, {n: x}) == 0:
                    zeros.add(x)
            except Undefined:
                undefined.add(x)
    why = [f"r vanishes at n = {sorted(zeros)}"] if zeros else []
    if undefined:
        why.append(f"r is undefined at n = {sorted(undefined)}")
    if why:
        return Check("rhs-nonzero", False, "; ".join(why))
    return Check(
        "rhs-nonzero",
        True,
        f"r({s.start}) = {r0} != 0 and r(n+1)/r(n) has no zero or pole at integers >= {s.start}"
        + (" in its factors in n alone (the others: the parameters check)" if s.params else "")
        + (f" except {sorted(zs)} (checked directly)" if zs else ""),
    )


def _window(s: _Setup, ns: list) -> Iterator[tuple[_Evaluator, int | None, dict]]:
    """The points of the concrete checks: each sampled parameter value (with its evaluator)
    and each ``n`` of the window ``ns`` (``None``: no recurrence variable), with the
    environment that binds them."""
    for env in _param_envs(s):
        ev = _Evaluator(s, env)
        for n0 in ns:
            e2 = dict(env)
            if n0 is not None:
                e2[s.n] = n0
            yield ev, n0, e2


def _verify_gosper(s: _Setup) -> list[Check]:
    checks = []
    ns = [None] if s.n is None else _window_ns(s, set())
    pw_bad: set = set()
    for ev, n0, e2 in _window(s, ns):
        try:
            lo = _int(evaluate(s.lo, e2))
            hi = _int(evaluate(s.hi, e2))
            for k0 in range(lo, hi + 1):
                if ev.F(n0, k0) != ev.G(n0, k0 + 1) - ev.G(n0, k0):
                    pw_bad.add(n0)
                    break
        except (Undefined, ZeroDivisionError):
            pw_bad.add(n0)
    checks.append(
        Check(
            "pointwise",
            not pw_bad,
            f"t(k) = z(k+1) - z(k) exactly on the range for n in {ns[0]}..{ns[-1]}"
            + (f"; fails at n = {sorted(x for x in pw_bad if x is not None)}" if pw_bad else ""),
        )
    )
    if s.rhs is None:
        return checks
    G = s.R * s.F
    closed = sympy.together(G.subs(s.k, s.hi + 1) - G.subs(s.k, s.lo))
    sym_ok = _simp_zero(s.rhs - closed)
    how = "symbolically"
    if not sym_ok and _simp_zero(s.rhs - G.subs(s.k, s.hi + 1)):
        sym_ok, how = _lower_term_zero(s), "symbolically (z(lo) = 0 by a gamma-pole argument)"
    # concrete check of the closed form (includes poles, via limits)
    conc_bad = set(pw_bad)
    for ev, n0, e2 in _window(s, ns):
        try:
            lo = _int(evaluate(s.lo, e2))
            hi = _int(evaluate(s.hi, e2))
            z = ev.G(n0, hi + 1) - ev.G(n0, lo)
            if not _equal(z, evaluate(s.rhs, e2)):
                conc_bad.add(n0)
        except (Undefined, ZeroDivisionError):
            conc_bad.add(n0)
    exc: set[int] = set()
    sing_why = ""
    if s.n is not None:
        exc = {m for m in _nonneg_roots(sympy.denom(sympy.together(closed)), s.n, s.start)}
        exc |= summand_divisor_zeros(s)  # cancelled in the closed form (breaker12l)
        for f in sympy.Mul.make_args(factored(s.Rden)):
            base = f.base if f.is_Pow else f
            if not base.has(s.k):
                exc |= _nonneg_roots(base, s.n, s.start)
        # gamma factors of the closed form and of rhs (e.g. 1/factorial(n + 2)): the n where
        # a value may differ from the gamma form the symbolic identity is about
        for e in (closed, s.rhs):
            try:
                exc |= singular_points(e, s.n, s.start, 0)[0]
            except NotHypergeometric:
                pass  # not a sum of hypergeometric terms: polynomial denominators only
            except Undefined as err:
                sing_why = f"; {err}"
    big = [m for m in exc if m > s.N]
    bad_all = conc_bad | set(exc)
    ok = sym_ok and not big and not conc_bad and not sing_why
    checks.append(
        Check(
            "closed-form",
            ok,
            "rhs = z(hi+1) - z(lo) with z = R*F "
            + (how if sym_ok else "NOT symbolically")
            + (f"; exceptional n = {sorted(exc)} checked directly" if exc else "")
            + (f"; fails at n = {sorted(x for x in bad_all if x is not None)}" if conc_bad else "")
            + sing_why,
        )
    )
    return checks


def _simp_zero(d: Expr) -> bool:
    try:
        return sympy.simplify(sympy.combsimp(sympy.expand_func(d))) == 0
    except (TypeError, ValueError, NotImplementedError):
        return False


def _lower_term_zero(s: _Setup) -> bool:
    """``z(lo) = R(lo) F(lo) = 0`` for all values of the single parameter (gamma orders)."""
    z0 = (s.R * s.F).subs(s.k, s.lo)
    if z0 == 0:
        return True
    if len(s.params) != 1 or (s.n is not None and z0.has(s.n)):
        return False
    p = s.params[0]
    sub = _Setup(s.F, s.term, p, s.k, s.lo, s.hi, s.coeffs, s.R, s.Rnum, s.Rden, 0, [], None, s.N)
    try:
        term = parse_term(s.F.subs(s.n, 0) if s.n is not None else s.F, (p, s.k))
        order, _, exc = _line_limit(sub, term, s.Rnum, s.Rden, s.lo)
    except (Undefined, NotHypergeometric):
        return False
    if order <= 0:
        return False
    for m in exc | set(range(0, 9)):
        try:
            if evaluate(z0, {p: m}) != 0:
                return False
        except Undefined:
            return False
    return True
