"""The common ground of the verifier's checks: a certificate re-read from its strings
(:class:`_Setup`) and the first check, ``telescoping-identity``, an identity of rational
functions (A = B, ch. 7: the WZ equation, cross-multiplied on flint polynomials).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy
from sympy import Expr, Symbol

from wzprove.wz.certificate import Certificate, Check, parse_expr
from wzprove.wz.errors import InvalidInput, NotHypergeometric
from wzprove.wz.hypergeometric import (
    HyperTerm,
    factored_ratio,
    hidden_top_pole,
    parse_term,
    term_ring,
)

MAX_EXCEPTIONAL = 60
#: Whether a pointwise equation proved only on the window fails the check.
STRICT = True


@dataclass
class _Setup:
    F: Expr
    term: HyperTerm
    n: Symbol | None
    k: Symbol
    lo: Expr
    hi: Expr
    coeffs: list[Expr]
    R: Expr
    Rnum: Expr
    Rden: Expr
    start: int
    params: list[Symbol]
    rhs: Expr | None
    N: int
    inhom: Expr = sympy.Integer(0)
    param_bounds: dict[str, int] = field(default_factory=dict)


_FACTORED: dict = {}


def factored(e: Expr) -> Expr:
    """``sympy.factor(e)``, memoised: the denominator of ``R`` is factored by several checks
    (issue 17).

    >>> factored(sympy.Symbol("k") ** 2 - 1)
    (k - 1)*(k + 1)
    """
    if e not in _FACTORED:
        if len(_FACTORED) > 256:
            _FACTORED.clear()
        _FACTORED[e] = sympy.factor(e)
    return _FACTORED[e]


#: :func:`_read` by the certificate's strings it reads (``certify`` reads a certificate for
#: its boundary closed form, then again to verify it: issue 17).
_READ_CACHE: dict = {}


def _setup(cert: Certificate) -> _Setup:
    rec = cert.recurrence
    key = (
        cert.method,
        cert.summand,
        cert.index,
        cert.variable,
        tuple(cert.parameters),
        cert.start >= 0,
        cert.lower,
        cert.upper,
        cert.rhs,
        cert.R,
        tuple(rec.coefficients) if rec is not None else None,
    )
    if key not in _READ_CACHE:
        try:
            _READ_CACHE[key] = _read(cert)
        except (InvalidInput, NotHypergeometric) as err:
            _READ_CACHE[key] = err
        if len(_READ_CACHE) > 256:
            _READ_CACHE.clear()
    read = _READ_CACHE.get(key)
    if read is None:
        read = _read(cert)
    if isinstance(read, Exception):
        raise read
    F, term, n, k, lo, hi, coeffs, R, Rnum, Rden, params, rhs, table = read
    inhom = sympy.Integer(0)
    if cert.method == "zeilberger" and rec is not None:
        inhom = parse_expr(rec.inhomogeneous, dict(table), constants=True)
    return _Setup(
        F,
        term,
        n,
        k,
        lo,
        hi,
        list(coeffs),
        R,
        Rnum,
        Rden,
        cert.start,
        list(params),
        rhs,
        cert.samples,
        inhom,
        dict(cert.parameter_bounds),
    )


def _read(cert: Certificate) -> tuple:
    """The certificate's expressions read back from its strings (all but the inhomogeneous
    part), with the symbol table they were read with."""
    # the certificate's declared names are its variables whatever sympy calls them (``I``,
    # ``E``); other names of sympy's constants (``pi`` written in ``certify``'s input) are
    # the constants
    table: dict[str, Symbol] = {
        x: sympy.Symbol(x, integer=True)
        for x in [cert.index, cert.variable, *cert.parameters]
        if x is not None
    }
    if cert.variable and cert.start >= 0:
        # the claim is for n >= start >= 0: sympy must not read binomial(-1, n) as zoo
        table[cert.variable] = sympy.Symbol(cert.variable, integer=True, nonnegative=True)

    def P(s):
        e = parse_expr(s, table, constants=True)
        if e is not None:
            for sym in e.free_symbols:
                table.setdefault(sym.name, sym)
        return e

    F = P(cert.summand)
    k = table.get(cert.index) or sympy.Symbol(cert.index, integer=True)
    table[cert.index] = k
    n = None
    if cert.variable:
        n = table.get(cert.variable) or sympy.Symbol(cert.variable, integer=True)
        table[cert.variable] = n
    lo, hi = P(cert.lower), P(cert.upper)
    rhs = P(cert.rhs) if cert.rhs is not None else None
    R = sympy.together(P(cert.R))
    if n is not None and n == k:
        raise InvalidInput(f"the summation index {k} is also the recurrence variable")
    if cert.method == "wz" and rhs is None:
        raise InvalidInput("a WZ certificate needs a right side (the pair is for F / rhs)")
    variables = (n, k) if n is not None else (k,)
    for side in (F, rhs):  # every symbol a natural number: parameters too (breaker16)
        if side is not None and not isinstance(side, sympy.Sum):
            why = hidden_top_pole(side, sorted(side.free_symbols, key=str))
            if why is not None:
                raise NotHypergeometric(why)
    if cert.method == "wz":
        F = F / rhs
        coeffs = [sympy.Integer(-1), sympy.Integer(1)]
    elif cert.recurrence is not None:
        coeffs = [P(c) for c in cert.recurrence.coefficients]
    else:
        coeffs = [sympy.Integer(1)]
    variables = (n, k) if n is not None else (k,)
    term = parse_term(F, variables)
    Rnum, Rden = sympy.fraction(R)
    # a symbol only in the summation range is a parameter too (sampled like the others)
    params = sorted(
        (
            F.free_symbols
            | R.free_symbols
            | lo.free_symbols
            | hi.free_symbols
            | (rhs.free_symbols if rhs is not None else set())
        )
        - {k, n},
        key=lambda s: s.name,
    )
    return F, term, n, k, lo, hi, tuple(coeffs), R, Rnum, Rden, tuple(params), rhs, dict(table)


# ---------------------------------------------------------------- rational identity


#: The largest degree bound (:func:`degree_bound`) of the cross-multiplied telescoping
#: identity that is built: past it the flint products would take minutes and gigabytes
#: (``R = k**100000`` aborted the process in GMP), so the check fails instead.
MAX_IDENTITY_DEGREE = 300


def degree_bound(e: Expr) -> int:
    """An upper bound of the total degree of the numerator and of the denominator of the
    rational function ``e``, from its expression tree without expanding it (products: sum,
    integer powers: ``|exponent|`` times the base's, sums: max, or sum where a term has a
    denominator, since ``a/b + c/d = (a d + c b) / (b d)``).  Only for expressions already
    known to be rational functions (:func:`_rational_inputs`).

    >>> k, n = sympy.symbols("k n")
    >>> degree_bound((k + n) ** 2000 / (k - 1)), degree_bound(k**-3 + n), degree_bound(k**2 + n)
    (2001, 4, 2)
    """
    if e.is_Atom:
        return 1 if e.is_Symbol else 0
    if e.is_Pow:
        return int(abs(e.exp)) * degree_bound(e.base) if e.exp.is_Integer else 0
    parts = [degree_bound(a) for a in e.args]
    if e.is_Add and not any(p.exp.is_negative for p in e.atoms(sympy.Pow) if p.exp.is_number):
        return max(parts)
    return sum(parts)


def _shift_degree(s: _Setup, var: Symbol) -> int:
    """A bound of the degree of the summand's shift ratio in ``var``: ``|a e|`` linear
    factors for ``Gamma(a var + ...)^e``, ``|b|`` times the base's degree for
    ``base^(b var + ...)``, twice the rational part's degree."""
    out = 2 * degree_bound(s.term.rational)
    for g, e in s.term.gammas:
        out += abs(int(sympy.expand(g).coeff(var, 1)) * int(e))
    for base, ex in s.term.powers:
        out += abs(int(sympy.expand(ex).coeff(var, 1))) * degree_bound(base)
    return out


def _rational_inputs(s: _Setup) -> str | None:
    """Why the certificate's ``R`` and recurrence coefficients cannot enter the rational
    telescoping identity, or None: each must be a finite rational function of the variables
    and parameters (integer exponents), the coefficients free of ``k``, and the identity's
    degree bound at most :data:`MAX_IDENTITY_DEGREE`."""
    if not s.coeffs:
        return "the recurrence has no coefficients"
    named = [("R", s.R)] + [(f"a_{j}", a) for j, a in enumerate(s.coeffs)]
    for what, e in named:
        if e.has(sympy.zoo, sympy.oo, -sympy.oo, sympy.nan):
            return f"{what} = {e} is undefined"
        bad = [
            p
            for p in sympy.preorder_traversal(e)
            if isinstance(p, sympy.Pow) and not p.exp.is_Integer
        ]
        if bad or not e.is_rational_function():
            return f"{what} = {e} is not a rational function ({bad[0] if bad else e})"
    for j, a in enumerate(s.coeffs):
        if a.has(s.k):
            return f"the coefficient a_{j} = {a} involves the summation index {s.k}"
    J = len(s.coeffs) - 1
    bound = 2 * degree_bound(s.R) + 2 * _shift_degree(s, s.k)
    bound += sum(degree_bound(a) for a in s.coeffs)
    if s.n is not None:
        bound += J * (J + 1) // 2 * _shift_degree(s, s.n)
    if bound > MAX_IDENTITY_DEGREE:
        return (
            f"the telescoping identity's degree bound {bound} exceeds the limit "
            f"{MAX_IDENTITY_DEGREE}"
        )
    return None


def _telescoping_identity(s: _Setup) -> Check:
    """The WZ / creative-telescoping equation as an identity of rational functions, or a
    failed check with the reason when the certificate's data cannot enter it (never
    raises for a certificate that :func:`_setup` read)."""
    why = _rational_inputs(s)
    if why is not None:
        return Check("telescoping-identity", False, f"not checked: {why}")
    try:
        return _telescoping_rational(s)
    except (NotHypergeometric, ZeroDivisionError, sympy.PolynomialError) as err:
        return Check(
            "telescoping-identity",
            False,
            f"not checked: {type(err).__name__}: {err}",
        )


def _telescoping_rational(s: _Setup) -> Check:
    vars_ = (s.k, s.n) if s.n is not None else (s.k,)
    ring = term_ring(s.term, vars_, extra=[s.R, *s.coeffs])
    rk = factored_ratio(s.term, s.k, ring).as_fraction()
    one = ring.const(1)
    lhs_n, lhs_d = ring.const(0), one
    if s.n is not None:
        rn = factored_ratio(s.term, s.n, ring)
        rho = (one, one)
        for j, a in enumerate(s.coeffs):
            if j > 0:
                sh = rn.shift(s.n, j - 1).as_fraction()
                rho = (rho[0] * sh[0], rho[1] * sh[1])
            an, ad = ring.rat_from_factors(a)
            lhs_n, lhs_d = lhs_n * rho[1] * ad + an * rho[0] * lhs_d, lhs_d * rho[1] * ad
    else:
        an, ad = ring.rat_from_factors(s.coeffs[0])
        lhs_n, lhs_d = an, ad
    # R = Rnum / Rden as read (together): each converted factor by factor, no sympy expansion
    (Rn, dn), (Rd, dd) = ring.from_product(s.Rnum), ring.from_product(s.Rden)
    Rn, Rd = Rn * dd, Rd * dn
    Rn1, Rd1 = ring.shift(Rn, s.k, 1), ring.shift(Rd, s.k, 1)
    # R(k+1) * rk - R(k)
    rhs_n = Rn1 * rk[0] * Rd - Rn * Rd1 * rk[1]
    rhs_d = Rd1 * rk[1] * Rd
    diff = lhs_n * rhs_d - rhs_n * lhs_d
    ok = diff.is_zero()
    return Check(
        "telescoping-identity",
        ok,
        "sum_j a_j F(n+j,k)/F(n,k) = R(k+1) F(n,k+1)/F(n,k) - R(k) holds as rational functions"
        if ok
        else "the rational telescoping identity does not hold",
    )
