"""Parameter exceptional sets of a certificate, and falsity under Lean's ``x / 0 = 0``.

A certificate with parameters (``m``, ``x``, ... besides the recurrence variable ``n``) is
checked by :mod:`wzprove.wz.verify` as an identity of rational functions and gamma forms,
i.e. for *generic* parameter values, plus exact checks at sampled values.  That argument
breaks where a denominator vanishes or a factorial / gamma argument hits a pole for some
*particular* values (issue 12, item 2).  This module finds those values:

* the conditions ``p = 0`` (a polynomial factor of a denominator: of the summand, of the
  right side, of ``R``, of the recurrence's coefficients; a factor of the leading
  coefficient ``a_J``; a ``k``-free factor of the summand's shift ratio in ``n``; for a WZ
  pair a zero of the right side, which the pair divides by) and ``a <= -1`` (a factorial's
  argument; ``a - b <= -1`` or ``b <= -1`` for a binomial in a denominator), each with the
  summation index ``k`` ranging over the summation range;
* each parameter ranges over its domain (:mod:`wzprove.wz.domains`: the integers from its
  bound, every integer for a ``(m : ℤ)`` without a hypothesis, the rationals or reals above
  a bound, strict or not), and each condition that involves a parameter is either a
  polynomial in that one parameter (its roots in the domain, exactly) or read as a linear
  (in)equation with ``n >= start``: it is either never satisfied (every coefficient of one
  sign after shifting the variables to their bounds: a sign argument, with ``k`` replaced
  by either end of its range, impossible for an unbounded parameter; or no integer solution
  at all, a parity argument), or satisfied only for finitely many values of the parameters
  it involves (the same sign argument bounds each of them; rational steps ``1 / |c_p|`` for
  a ``ℚ``/``ℝ`` parameter), or on one line ``p = a n + b``, or refused;
* at each of those finitely many parameter values the certificate is specialised
  (the values substituted) and verified again from scratch, with no parameter left generic;
  where it does not apply the identity there is certified afresh, or, when a power of zero
  keeps one term of the sum (``x = 0`` in ``x ** k``), evaluated
  (:mod:`wzprove.wz.zero_powers`).  A ``ℚ``/``ℝ`` parameter must occur rationally
  (:func:`~wzprove.wz.domains.placement`): the generic argument reads it as a symbol.

A refusal (infinitely many exceptional parameter values, a nonlinear or unrecognised
denominator) is a failed ``parameters`` check with the reason: the statement is then not
certified.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import sympy
from sympy import Expr, Symbol

from .certificate import Certificate, Check, parse_expr
from .domains import Refuse, domain_text, domains, generic_condition, placement, plain, roots
from .param_lines import has_line, hyperplane, line_start
from .zero_powers import zero_power_identity

#: At most this many specialised certificates are verified for one check.
MAX_PINS = 12


@dataclass(frozen=True)
class Condition:
    """``expr = 0`` (``kind == "zero"``) or ``expr <= -1`` (``kind == "neg"``), from
    ``source``; ``k_top`` is the largest ``k`` offset past the upper limit (``R`` is used at
    ``hi + 1``), None when ``k`` does not range; ``always``: the condition must never hold,
    even without a parameter in it (an exponent that must stay nonnegative)."""

    expr: Expr
    kind: str
    source: str
    k_top: int | None
    always: bool = False


_Refuse = Refuse


def _zero_conditions(e: Expr, source: str, k_top: int | None, out: list[Condition]) -> None:
    """Where ``e`` (a denominator) can be 0."""
    e = sympy.factor(e) if e.is_polynomial() else e
    for f in sympy.Mul.make_args(e):
        if f.is_number:
            if f == 0:
                raise _Refuse(f"{source}: a zero denominator")
            continue
        if f.is_Pow and f.exp.is_positive:
            _zero_conditions(f.base, source, k_top, out)
        elif f.is_Pow and f.exp.is_negative:
            continue  # 1/u is never 0 (its own poles are walked separately)
        elif isinstance(f, (sympy.factorial, sympy.gamma, sympy.RisingFactorial)):
            continue
        elif isinstance(f, sympy.binomial):
            a, b = f.args
            out.append(Condition(sympy.expand(b), "neg", source, k_top))
            out.append(Condition(sympy.expand(a - b), "neg", source, k_top))
        elif f.is_polynomial():
            out.append(Condition(sympy.expand(f), "zero", source, k_top))
        else:
            raise _Refuse(f"{source}: cannot tell where {f} vanishes")


def _walk(e: Expr, source: str, k_top: int | None, out: list[Condition]) -> None:
    """Every denominator and factorial argument inside ``e``."""
    if e.is_Atom:
        return
    if e.is_Pow and e.exp.is_number and e.exp.is_negative:
        _zero_conditions(e.base, source, k_top, out)
    elif e.is_Pow and e.exp.has(sympy.Symbol) and not (e.base.is_number and e.base != 0):
        # u**v with v >= 0 on the whole range: no pole whatever u is
        out.append(Condition(sympy.expand(e.exp), "neg", f"{source}: exponent of {e}", k_top, True))
    elif isinstance(e, sympy.factorial):
        out.append(Condition(sympy.expand(e.args[0]), "neg", source, k_top))
    elif isinstance(e, sympy.gamma):
        out.append(Condition(sympy.expand(e.args[0] - 1), "neg", source, k_top))
    for a in e.args:
        _walk(a, source, k_top, out)


def _conditions(
    cert: Certificate, table: dict[str, Symbol], r_exact: bool = False
) -> list[Condition]:
    out: list[Condition] = []
    F = parse_expr(cert.summand, table)
    _walk(F, "summand", 0, out)
    rhs = parse_expr(cert.rhs, table) if cert.rhs is not None else None
    if rhs is not None and not isinstance(rhs, sympy.Sum):
        _walk(rhs, "right side", None, out)
        if cert.method == "wz":
            _zero_conditions(
                sympy.together(rhs), "right side (the WZ pair divides by it)", None, out
            )
    if cert.R and not r_exact:
        R = sympy.together(parse_expr(cert.R, table))
        symbols = list(table.values())
        if cert.method == "gosper" and F.is_rational_function(*symbols):
            # a rational F: t(k) = G(k+1) - G(k) holds as rational functions for the reduced
            # G = R F, so wherever t and G are defined; R's own poles (k = -m in R =
            # k (k + 2m - 1) / (2 (k + m)) for F = k + m) cancel against zeros of F
            _walk(sympy.cancel(R * F), "G = R F (reduced)", 1, out)
        else:
            _walk(R, "R", 1, out)
    if cert.recurrence is not None:
        coeffs = [parse_expr(c, table) for c in cert.recurrence.coefficients]
        for c in coeffs:
            _walk(c, "recurrence coefficient", None, out)
        num = sympy.numer(sympy.together(coeffs[-1]))
        _zero_conditions(num, "leading coefficient a_J", None, out)
        inhom = parse_expr(cert.recurrence.inhomogeneous or "0", table)
        _walk(inhom, "inhomogeneous part", None, out)
    if cert.variable:
        n = table[cert.variable]
        ratio = sympy.combsimp(F.subs(n, n + 1) / F)
        for part in (sympy.numer(ratio), sympy.denom(ratio)):
            if not part.has(table[cert.index]) and part.is_polynomial():
                _zero_conditions(part, "shift ratio of the summand in n", None, out)
    return out


def _linear(expr: Expr, variables: Sequence[Symbol]) -> tuple[int, dict[Symbol, int]]:
    poly = sympy.Poly(expr, *variables)
    if poly.total_degree() > 1 or not all(c.is_Integer for c in poly.coeffs()):
        raise _Refuse(f"{expr}: not linear with integer coefficients")
    c0 = int(poly.coeff_monomial(1))
    return c0, {v: int(poly.coeff_monomial(v)) for v in variables if poly.coeff_monomial(v) != 0}


def _pins(
    c: Condition, cert: Certificate, table: dict[str, Symbol], params: list[Symbol]
) -> list[dict[Symbol, Any]] | None:
    """The parameter values (of the parameters in ``c``) where ``c`` may hold; None: never.

    Each parameter ranges over its :class:`Domain`: a condition in one parameter alone is
    solved exactly (its integer, rational or real roots in the domain: an irrational real
    root is refused); otherwise a sign argument (over the reals, every variable shifted to
    its lower bound) or a parity argument (integer variables only: ``2m + 2k + 1`` is odd)
    shows that ``c`` never holds, or bounds each parameter to finitely many values (steps
    of ``1 / |c_p|`` for a ``ℚ``/``ℝ`` parameter, the only non-integer variable in ``c``),
    or ``c`` holds on one line ``p = a n + b`` (:func:`_line`); anything else is refused."""
    k = table[cert.index]
    n = table.get(cert.variable) if cert.variable else None
    doms = domains(cert)
    lower: dict[Symbol, int | None] = {p: doms[p.name].lower for p in params}
    integer = {p: doms[p.name].integer for p in params}
    strict = {p for p in params if doms[p.name].strict}
    if n is not None:
        lower[n], integer[n] = int(cert.start), True
    involved = [p for p in params if c.expr.has(p)]
    if not involved and not c.always:
        return None
    if c.source == "R" and c.kind == "zero" and abs(sympy.expand(c.expr).coeff(k)) == 1:
        # a pole line k = K of R: the pointwise check takes G's limit on it, exactly for
        # every parameter value (verify.values._param_line_ok), as for lines without them
        if not sympy.expand(c.expr - c.expr.coeff(k) * k).has(k):
            return None
    if c.expr.has(k) and c.k_top is None:
        raise _Refuse(f"{c.source}: {c.expr} depends on {k} outside the sum")
    generic = [p for p in involved if doms[p.name].field == "generic"]
    if generic:  # never at a transcendental value, or where a condition on the others holds
        lead = generic_condition(c.expr, c.kind, generic[0], params, c.source)
        reduced = Condition(lead, "zero", c.source, c.k_top, c.always) if lead is not None else None
        return None if reduced is None else _pins(reduced, cert, table, params)
    if (
        c.kind == "zero"
        and len(involved) == 1
        and c.expr.free_symbols == {involved[0]}
        and doms[involved[0].name].field != "ℕ"
    ):
        return roots(c.expr, involved[0], doms[involved[0].name], f"{c.source}: ")
    lo = parse_expr(cert.lower, table)
    hi = parse_expr(cert.upper, table)
    if c.expr.has(k) and not (lo.is_Integer or hi.is_polynomial()):
        raise _Refuse(f"{c.source}: summation range {lo}..{hi} not linear")
    u = sympy.Dummy("u")
    relaxations = [c.expr]
    if c.expr.has(k):
        # k = lo + u or k = hi + k_top - u, u >= 0: each a superset of the range
        relaxations = [
            c.expr.subs(k, lo + u),
            c.expr.subs(k, hi + (c.k_top or 0) - u),
        ]
    for rel in relaxations:
        variables = sorted(rel.free_symbols, key=lambda s: s.name)
        shift = {v: v + lower.get(v, 0) for v in variables if lower.get(v, 0) is not None}
        shifted = sympy.expand(rel.subs(shift))
        c0, cs = _linear(shifted, variables)
        unbounded = any(lower.get(v, 0) is None for v in cs)
        signs = {(x > 0) - (x < 0) for x in cs.values()}
        if not unbounded:
            if c.kind == "zero" and (signs <= {1} and c0 > 0 or signs <= {-1} and c0 < 0):
                return None
            if c.kind == "neg" and signs <= {1} and c0 >= 0:
                return None
            # c0 = 0, one sign, a variable strictly above its bound with it: never 0
            if c.kind == "zero" and c0 == 0 and len(signs) == 1 and strict & set(cs):
                return None
        if c.kind == "zero" and cs and all(integer.get(v, True) for v in cs):
            if c0 % math.gcd(*cs.values()) != 0:
                return None  # no integer solution at all (parity)
        if not involved or unbounded:
            continue
        ranges = []
        non_integer = [v for v in cs if not integer.get(v, True)]
        for p in involved:
            cp = cs.get(p, 0)
            same = all((x > 0) == (cp > 0) for x in cs.values())
            if cp == 0 or not same or (c.kind == "neg" and cp < 0):
                break
            base = lower[p]
            assert base is not None
            if integer[p]:
                top = (-c0 if c.kind == "zero" else -1 - c0) // cp
                ranges.append([base + j for j in range(max(top, -1) + 1)])
            elif c.kind == "zero" and non_integer == [p]:
                # |c_p| (p - lower) is an integer in 0 .. -c0 sign(c_p)
                top = -c0 if cp > 0 else c0
                first = 1 if p in strict else 0
                ranges.append([base + Fraction(j, abs(cp)) for j in range(first, max(top, -1) + 1)])
            else:
                break
        else:
            return [
                {q: plain(v) for q, v in zip(involved, pt, strict=True)}
                for pt in itertools.product(*ranges)
            ]
    line = _line(c, n, involved)
    if line is None and c.kind == "zero" and all(doms[p.name].field == "ℕ" for p in involved):
        line = hyperplane(c.expr, n, involved, k)
    if line is not None:
        return [line]
    rel = "= 0" if c.kind == "zero" else "<= -1"
    if not involved:
        raise _Refuse(f"{c.source}: {c.expr} {rel} cannot be excluded")
    raise _Refuse(
        f"{c.source}: {c.expr} {rel} for infinitely many values of "
        f"{', '.join(p.name for p in involved)} (not handled)"
    )


def _may_hold(c: Condition, pin: Mapping[Symbol, int | Fraction]) -> bool:
    """Whether ``c`` may hold at some point with the parameters of ``pin`` at its values:
    False only when ``c``'s expression becomes a number there that fails the condition (the
    sign argument's box of values is a superset: ``x - 1 = 0`` gives ``x ∈ {0, 1}``).  A
    value where no condition that listed it may hold is no exception: the certificate's
    reasoning holds there as at a generic value (used where the value cannot be verified
    on its own, ``0 ** k`` at ``x = 0``)."""
    if any(isinstance(v, Expr) and v.free_symbols for v in pin.values()):
        return True
    # sympify keeps a fractional pin exact (sympy.Integer would truncate 1/2 to 0)
    e = sympy.expand(c.expr.xreplace({p: sympy.sympify(v) for p, v in pin.items()}))
    if not e.is_number:
        return True
    return bool(e == 0) if c.kind == "zero" else bool(e <= -1)


def _line(c: Condition, n: Symbol | None, involved: list[Symbol]) -> dict[Symbol, Expr] | None:
    """``{p: a*n + b}`` when ``c`` is ``alpha*n + beta*p + gamma = 0`` with ``beta = +-1``,
    ``a = -alpha/beta > 0`` (one value of ``p`` for each ``n``, growing with ``n``)."""
    if (
        c.kind != "zero"
        or n is None
        or len(involved) != 1
        or c.expr.free_symbols
        != {
            n,
            involved[0],
        }
    ):
        return None
    p = involved[0]
    c0, cs = _linear(c.expr, [n, p])
    if cs.get(p) not in (1, -1) or n not in cs or -cs[n] * cs[p] <= 0:
        return None
    return {p: sympy.expand(-(cs[n] * n + c0) * cs[p])}


def specialise(cert: Certificate, pin: Mapping[str, int | Fraction]) -> Certificate:
    """``cert`` with the parameters of ``pin`` replaced by their (integer or rational)
    values."""
    d = cert.to_dict()
    sub = {
        sympy.Symbol(name, integer=True): sympy.Rational(v.numerator, v.denominator)
        if isinstance(v, Fraction)
        else sympy.Integer(v)
        for name, v in pin.items()
    }

    def s(text: str | None) -> str | None:
        if text is None:
            return None
        e = parse_expr(text).xreplace(sub)
        if e.has(sympy.zoo, sympy.nan, sympy.oo):
            raise _Refuse(f"{text} is undefined at {dict(pin)}")
        return str(e)

    for key in ("summand", "rhs", "R", "G"):
        if d.get(key) is not None:
            d[key] = s(d[key])
    # the bounds live under "range" in the certificate object (a parameter may sit in one)
    rng = d.get("range")
    if isinstance(rng, dict):
        d["range"] = {key: s(v) if isinstance(v, str) else v for key, v in rng.items()}
    if d.get("recurrence"):
        rec = d["recurrence"]
        rec["coefficients"] = [s(c) for c in rec["coefficients"]]
        rec["inhomogeneous"] = s(rec.get("inhomogeneous") or "0")
    if d.get("excluded"):
        kept = [t for t in (s(e) for e in d["excluded"]) if t is not None]
        d["excluded"] = [t for t in kept if not parse_expr(t).is_number]
    d["parameters"] = [p for p in d["parameters"] if p not in pin]
    d["parameter_bounds"] = {p: b for p, b in d["parameter_bounds"].items() if p not in pin}
    d["parameter_domains"] = {p: b for p, b in d["parameter_domains"].items() if p not in pin}
    d["checks"] = []
    return Certificate.from_dict(d)


def parameter_check(
    cert: Certificate,
    verify_certificate: Callable[[Certificate], list[Check]],
    recertify: Callable[..., Any] | None = None,
    r_exact: bool = False,
) -> Check:
    """The ``parameters`` check: the exceptional parameter values of ``cert`` are finitely
    many and the specialised certificate verifies at each, or the check fails saying why.
    ``r_exact``: the telescoping sum was proved for every parameter value with ``G = R F``
    exact at ``R``'s poles (:mod:`~wzprove.wz.verify.natural`): ``R``'s denominators are
    then no condition.

    ``verify_certificate`` checks a specialised certificate; ``recertify`` (the engine's
    ``certify``, passed in by the caller so that this module imports neither) certifies an
    identity with parameter values substituted where the certificate does not apply; without
    it such values refuse the statement."""

    table: dict[str, Symbol] = {}
    for name in [cert.index, cert.variable, *cert.parameters]:
        if name:
            table[name] = sympy.Symbol(name, integer=True)
    params = [table[p] for p in cert.parameters]
    doms = domains(cert)
    where = domain_text(doms)
    try:
        for p in params:
            if doms[p.name].field != "ℕ":
                for text in _texts(cert):
                    why = placement(parse_expr(text, table), p, doms[p.name].field)
                    if why is not None:
                        raise _Refuse(f"the {doms[p.name].field} parameter {why}")
        conds = _conditions(cert, table, r_exact)
        pins: list[dict[Symbol, int]] = []
        sources: list[list[Condition]] = []  # the conditions that listed each pin
        for c in conds:
            got = _pins(c, cert, table, params)
            for pin in got or []:
                if pin not in pins:
                    pins.append(pin)
                    sources.append([])
                sources[pins.index(pin)].append(c)
            if len(pins) > MAX_PINS:
                raise _Refuse(f"more than {MAX_PINS} exceptional parameter values")
    except (_Refuse, sympy.PolynomialError, sympy.GeneratorsNeeded) as err:
        return Check("parameters", False, f"exceptional parameter values not handled: {err}{where}")
    n_cond = sum(1 for c in conds if c.always or any(c.expr.has(p) for p in params))
    if not pins:
        return Check(
            "parameters",
            True,
            ("no denominator, pole or exponent condition involves the parameters" + where)
            if not n_cond
            else f"{n_cond} denominator / pole / exponent condition(s) involving the parameters:"
            + (
                " none can hold for integer parameters >= their bounds (sign argument)"
                if not where
                else f" none can hold in the parameters' domains (sign, parity or root argument)"
                f"{where}"
            ),
        )
    done = []
    excluded = [parse_expr(e, table) for e in cert.excluded]
    kept = []
    for pin in pins:
        why_not = excluded_by(excluded, pin)
        if why_not is None:
            kept.append(pin)
        else:
            what = ", ".join(f"{p.name} = {v}" for p, v in pin.items())
            done.append(f"{what} (excluded by the hypotheses: {why_not} ≠ 0 vanishes there)")
    sources = [sources[pins.index(q)] for q in kept]
    pins = kept
    for pin in [q for q in pins if has_line(q)]:
        why = _check_line(cert, table, pin, recertify)
        if why.startswith("at "):
            return Check("parameters", False, why)
        done.append(why)
    for pin in [q for q in pins if not has_line(q)]:
        named = {p.name: v for p, v in pin.items()}
        what = ", ".join(f"{a} = {b}" for a, b in named.items())
        try:
            checks = verify_certificate(specialise(cert, named))
            bad = [c for c in checks if not c.passed]
            why = f"check {bad[0].name} failed: {bad[0].detail}" if bad else ""
        except Exception as err:  # noqa: BLE001 -- any failure refuses the statement
            why = f"cannot verify ({err})"
        if not why:
            done.append(f"{what} (specialised certificate verified)")
            continue
        # the certificate does not apply there (R = k/n at n = 0): certify the identity
        # with those values substituted from scratch
        again = _certify_pinned(cert, table, pin, recertify)
        if (again is None or again.status != "certified") and not any(
            _may_hold(c, pin) for c in sources[pins.index(pin)]
        ):
            # listed by the sign argument's box only: no condition holds at this value
            done.append(f"{what} (no denominator or pole condition holds there)")
            continue
        if again is None:
            return Check("parameters", False, f"at {what}: {why}")
        if again.status != "certified":
            return Check(
                "parameters",
                False,
                f"at {what}: {why}; the specialised identity is {again.status}: {again.message}",
            )
        done.append(f"{what} (specialised identity certified: {again.message})")
    return Check(
        "parameters",
        True,
        f"{n_cond} denominator / pole condition(s) involving the parameters; exceptional "
        f"values {'; '.join(done)}{where}",
    )


def _texts(cert: Certificate) -> list[str]:
    """Every expression of ``cert`` the verifier reads."""
    out = [cert.summand, cert.R, cert.lower, cert.upper]
    out += [t for t in (cert.rhs, cert.G) if t is not None]
    if cert.recurrence is not None:
        out += [*cert.recurrence.coefficients, cert.recurrence.inhomogeneous or "0"]
    return out


def excluded_by(excluded: Sequence[Expr], pin: Mapping[Symbol, Any]) -> Expr | None:
    """The first of ``excluded`` (expressions the statement's hypotheses say are nonzero)
    that vanishes *identically* on the exceptional set ``pin`` (a point ``{x: 1}``, or a
    line ``{p: a*n + b}``): substituted, it expands to the polynomial 0 in the variables
    left, so every point of the set is outside the statement; None if none does (exact:
    a polynomial that is 0 only at some points of the set excludes nothing here)."""
    sub = {p: sympy.sympify(v) for p, v in pin.items()}
    for e in excluded:
        if sympy.expand(sympy.together(e.xreplace(sub))) == 0:
            return e
    return None


def _negative_binomials(e: Expr) -> Expr:
    """``binomial(a, b)`` with an integer ``a < 0`` as ``(-1)**b * binomial(b - a - 1, b)``
    (upper negation, the same generalised binomial for every integer ``b``): the gamma
    form of the engine has no value for ``binomial(-1, m)``."""

    def neg(x: Expr) -> Expr:
        a, b = x.args
        if a.is_Integer and a < 0:
            return (-1) ** b * sympy.binomial(b - a - 1, b)
        return x

    return e.replace(lambda x: isinstance(x, sympy.binomial), neg)


def _order(cert: Certificate) -> int:
    """How many values past an exceptional ``n`` the recurrence of ``cert`` cannot reach."""
    if cert.method == "gosper":
        return 0
    if cert.method == "wz" or cert.recurrence is None:
        return 1
    return len(cert.recurrence.coefficients) - 1


def _check_line(
    cert: Certificate,
    table: dict[str, Symbol],
    pin: dict[Symbol, Expr],
    recertify: Callable[..., Any] | None,
) -> str:
    """The identity on the line ``p = a*n + b`` where a condition holds and on the ``J``
    lines after it (where the recurrence cannot carry the values over the exception),
    certified with ``p`` replaced: a text starting ``at`` on failure, else what was done."""
    n = table[cert.variable]
    ((p, f),) = pin.items()
    bound = domains(cert)[p.name].lower
    shown = []
    excluded = [parse_expr(e, table) for e in cert.excluded]
    seen = set()
    for s in range(_order(cert) + 1):
        g = sympy.expand(f.subs(n, n - s))
        if g in seen:
            continue  # a set free of n is its own translate
        seen.add(g)
        if s == 0 and excluded_by(excluded, {p: g}) is not None:
            # the line itself is not claimed; the J lines after it are certified whatever
            # the hypotheses say there: the recurrence carries the values above them, which
            # may be claimed (excluding one of those lines would break the induction)
            shown.append(f"{p.name} = {g} excluded by the hypotheses")
            continue
        first = line_start(f, n, int(cert.start), s, bound)
        res = _certify_pinned(cert, table, {p: g}, recertify, first)
        what = f"{p.name} = {g} (n >= {first})"
        if res is None or res.status != "certified":
            msg = "not certifiable" if res is None else f"{res.status}: {res.message}"
            return f"at {what}: the specialised identity is {msg}"
        shown.append(what)
    return "lines " + ", ".join(shown) + " certified separately"


@dataclass(frozen=True)
class _Direct:
    """The outcome of a specialised identity decided here (:mod:`wzprove.wz.zero_powers`),
    read like the engine's result (``status``, ``message``)."""

    status: str
    message: str


def _certify_pinned(
    cert: Certificate,
    table: dict[str, Symbol],
    pin: dict[Symbol, Expr],
    recertify: Callable[..., Any] | None,
    first: int | None = None,
):
    """:func:`~wzprove.wz.certify.certify` on the identity of ``cert`` with the values of
    ``pin`` substituted (None: no right side, or the substitution is undefined)."""
    if recertify is None or cert.rhs is None or not cert.variable:
        return None
    k, n = table[cert.index], table[cert.variable]
    doms = domains(cert)
    nat = {
        s: sympy.Symbol(s.name, integer=True, nonnegative=True)
        if s.name not in doms or doms[s.name].field == "ℕ"
        else sympy.Symbol(s.name, integer=True)
        for s in table.values()
    }
    sub = {nat[p]: sympy.sympify(v).xreplace(nat) for p, v in pin.items()}
    lo, hi = (parse_expr(x, table).xreplace(nat) for x in (cert.lower, cert.upper))
    lhs = sympy.Sum(parse_expr(cert.summand, table).xreplace(nat), (nat[k], lo, hi)).xreplace(sub)
    rhs = parse_expr(cert.rhs, table).xreplace(nat).xreplace(sub)
    if lhs.has(sympy.zoo, sympy.nan) or rhs.has(sympy.zoo, sympy.nan):
        return None
    lhs, rhs = _negative_binomials(lhs), _negative_binomials(rhs)
    if not isinstance(rhs, sympy.Sum):
        # x = 0 in x**k: a zero power keeps one term; the engine's ratios cannot run there
        direct = zero_power_identity(lhs, rhs, nat[n], int(cert.start) if first is None else first)
        if direct is not None:
            return _Direct("certified" if direct[0] else "failed", direct[1])
    lower = {nat[n]: int(cert.start) if first is None else first}
    lower.update(
        {nat[table[p]]: int(b) for p, b in cert.parameter_bounds.items() if table[p] not in pin}
    )
    rest = {p: list(d) for p, d in cert.parameter_domains.items() if table[p] not in pin}
    more = {"domains": {p: tuple(d) for p, d in rest.items()}} if rest else {}
    return recertify(lhs, rhs, var=nat[n], timeout=30, lower_bounds=lower, **more)
