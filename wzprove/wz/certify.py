"""Orchestration: prove or refute ``sum_{k=lo}^{hi} F = rhs`` (the ``certify`` command).

Order of work: validate the input; **falsity first** (exact evaluation on a grid of the free
variables, :func:`~wzprove.wz.evaluate.find_counterexample`); then Gosper (closed form of
the indefinite sum), a WZ pair (``rhs`` hypergeometric and nonzero), Zeilberger's recurrence
with the right side's recurrence and initial values; without a right side, the minimal
recurrence of the sum.  Every certificate is re-checked by
:func:`~wzprove.wz.verify.verify_certificate` and only then reported ``certified``.

>>> from sympy import symbols, binomial, Sum
>>> n, k = symbols("n k", integer=True, nonnegative=True)
>>> r = certify(Sum(binomial(n, k) ** 2, (k, 0, n)), binomial(2 * n, n))
>>> r.status, r.method
('certified', 'wz')
>>> certify(Sum(binomial(n, k), (k, 0, n)), 2**n + 1).counterexample
{'n': '0'}
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any

import sympy
from sympy import Expr, Symbol

from wzprove.model.limits import raise_if_past_limit
from wzprove.wz.verify import (
    boundary_closed_form,
    exceptional_ns,
    is_zero_combination,
    verify_certificate,
)

from .as_written import as_written_check, check_written, refuse_negative_base_powers
from .certificate import Certificate, Check, Recurrence, parse_expr
from .errors import InvalidInput, NotHypergeometric, OutOfScope, Timeout, Undefined, WZError
from .evaluate import evaluate, find_counterexample, lean_counterexample
from .gosper import gosper_certificate
from .hypergeometric import parse_term
from .hypersum import combine, similarity_classes
from .recurrence_values import cert_no_rhs, recurrence_values_check
from .singular import summand_pole
from .written_powers import refuse_irrational_values
from .wzpair import wz_certificate
from .zeilberger import Telescoper, zeilberger

STATUSES = ("certified", "false", "out-of-scope", "failed", "error")


@dataclass
class CertifyResult:
    """The outcome of :func:`certify`.

    ``status`` is one of ``certified``, ``false``, ``out-of-scope``, ``failed``, ``error``;
    ``counterexample`` maps variable names to exact values (strings).
    """

    status: str
    method: str | None = None
    recurrence: Recurrence | None = None
    certificate: Certificate | None = None
    counterexample: dict[str, str] | None = None
    message: str = ""
    seconds: float = 0.0
    attempts: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the certificate as its versioned object)."""
        d = asdict(self)
        d["certificate"] = self.certificate.to_dict() if self.certificate else None
        if d["recurrence"] is not None and self.certificate is not None:
            # the recurrence is claimed from the certificate's start on (moved past the n
            # where direct evaluation found it false, recurrence_values_check)
            d["recurrence"]["start"] = self.certificate.start
        return d


def _split_sum(lhs: Expr) -> tuple[Expr, Symbol, Expr, Expr]:
    if not isinstance(lhs, sympy.Sum):
        raise InvalidInput(f"left side must be a Sum, got {lhs}")
    if len(lhs.limits) != 1:
        raise OutOfScope("multiple sums are out of scope")
    k, lo, hi = lhs.limits[0]
    if k in sympy.sympify(lo).free_symbols | sympy.sympify(hi).free_symbols:
        raise InvalidInput(f"the summation index {k} also occurs in its bounds {lo}..{hi}")
    if any(x.has(sympy.oo, -sympy.oo, sympy.zoo) for x in (lo, hi)):
        raise OutOfScope(f"unbounded summation range {lo}..{hi} is out of scope")
    if sympy.expand(hi - lo).is_Integer and sympy.sympify(hi).free_symbols:  # Sum(k,(k,n,n))
        n = sympy.expand(hi - lo) + 1
        raise OutOfScope(f"the sum has a fixed number of terms ({n}, its range does not grow)")
    F = lhs.function
    if F.has(sympy.Sum, sympy.Product):
        raise OutOfScope("nested sums or products in the summand are out of scope")
    return F, k, lo, hi


def _recurrence(T: Telescoper) -> Recurrence:
    return Recurrence(str(T.n), T.order, [str(c.as_expr()) for c in T.coefficients])


def _summary(what: str, checks: list[Check]) -> str:
    """The message of a result, counted from the checks it lists (issue 12).

    >>> _summary("wz", [Check("a", True, ""), Check("b", True, "")])
    'wz: all 2 checks passed'
    >>> _summary("wz", [Check("a", True, ""), Check("b", False, "fails at n = 3")])
    'wz: check b failed: fails at n = 3'
    """
    failed = [c for c in checks if not c.passed]
    if failed:
        return f"{what}: check {failed[0].name} failed: {failed[0].detail}"
    return f"{what}: all {len(checks)} checks passed"


def _finish(
    cert: Certificate, method: str, t0: float, attempts: list[str], tail: list[Check]
) -> CertifyResult:
    cert.checks = verify_certificate(cert, recertify=certify)
    if method == "zeilberger" and cert.recurrence is not None and cert.variable:
        cert.checks.append(recurrence_values_check(cert))
    cert.checks += tail
    status = "certified" if cert.certified else "failed"
    msg = _summary(method, cert.checks)
    return CertifyResult(
        status, method, cert.recurrence, cert, None, msg, time.monotonic() - t0, attempts
    )


def certify(
    lhs: sympy.Sum,
    rhs: Expr | sympy.Sum | None = None,
    var: Symbol | None = None,
    timeout: float = 60,
    lower_bounds: dict[Symbol, int] | None = None,
    samples: int = 12,
    max_order: int = 4,
    written: tuple[Expr, Expr | None] | None = None,
    domains: dict[str, tuple[str, int | None, bool]] | None = None,
    excluded: list[Expr] | None = None,
) -> CertifyResult:
    """Certify ``lhs = rhs`` (or, with ``rhs=None``, find the minimal recurrence of ``lhs``).

    The statement's semantics are Lean's: free variables are natural numbers, ``x / 0 = 0``.

    Args:
        lhs: ``Sum(F, (k, lo, hi))`` with integer ``lo`` and ``hi`` linear in the variable.
        rhs: a closed form, another ``Sum``, or None.
        var: the recurrence variable; default: the free symbol of ``hi``.
        timeout: seconds for the whole search.
        lower_bounds: least values of the free variables (default 0): the statement is
            claimed for ``var >= lower_bounds[var]`` (e.g. ``{n: 1}``).
        samples: ``N`` of the concrete checks (``n = start .. N``).
        max_order: the largest recurrence order tried.
        written: both sides as the user wrote them, unevaluated (``m / m`` kept), when
            ``lhs``/``rhs`` are their sympy-evaluated forms: the written statement is then
            checked first (:mod:`wzprove.wz.as_written`) and is what ``certified`` means.
        domains: by variable name, the type (``ℕ``, ``ℤ``, ``ℚ``, ``ℝ``), a lower bound
            every allowed value respects (``None``: unbounded) and whether it is strict, of
            the parameters that are not natural numbers >= their ``lower_bounds`` (a Lean
            ``(m : ℤ)``, ``(x : ℚ) (h : 0 < x)``): the certificate's ``parameters`` check
            then covers all those values (:mod:`wzprove.wz.domains`).
        excluded: expressions in the free variables that the statement's hypotheses say are
            nonzero (``x - 1`` for ``x ≠ 1``): the statement is claimed only off their zeros;
            the falsity grid skips those points and the ``parameters`` check needs no
            certificate at an exceptional value where one vanishes identically.

    Returns:
        a :class:`CertifyResult`; never raises for bad input (status ``error`` /
        ``out-of-scope`` with a one-line message).
    """
    t0 = time.monotonic()
    attempts: list[str] = []
    try:
        lower = dict(lower_bounds or {})
        if written is not None:
            found = check_written(written, lhs, rhs, lower)  # OutOfScope: see the module
            if found is not None:
                cex, message = found
                return CertifyResult(
                    "false", None, None, None, cex, message, time.monotonic() - t0, attempts
                )
        else:
            # sympy objects given directly are read as they are: a non-integer power of a
            # base that can be negative is still Lean's Real.sqrt / Real.rpow
            refuse_negative_base_powers([lhs, rhs])
        # the statement as written was checked above: every certificate lists that check last
        tail = [as_written_check(written[1] is not None)] if written is not None else []

        def attempt(v: Symbol | None) -> CertifyResult:
            return _certify(
                lhs, rhs, v, timeout, lower, samples, max_order, t0, attempts,
                domains or {}, excluded or [], tail,
            )  # fmt: skip

        result = attempt(var)
        if var is None and rhs is not None and result.status == "failed":
            # only natural variables: a recurrence in v covers v >= its bound, no more
            typed = {name for name, d in (domains or {}).items() if tuple(d)[0] != "ℕ"}
            result = _other_variables(result, attempt, lhs, typed)
        return result
    except Timeout as err:
        return CertifyResult(
            "failed", None, None, None, None, f"time limit: {err}", time.monotonic() - t0, attempts
        )
    except (OutOfScope, NotHypergeometric) as err:
        return CertifyResult(
            "out-of-scope", None, None, None, None, str(err), time.monotonic() - t0, attempts
        )
    except Undefined as err:
        # a value the exact evaluation cannot take (gamma(0), factorial(-1)) in a valid
        # statement: not bad input (Lean's Real.Gamma 0 = 0 reads it), so refused with the reason
        why = f"a value of the statement cannot be evaluated exactly: {err}"
        return CertifyResult(
            "out-of-scope", None, None, None, None, why, time.monotonic() - t0, attempts
        )
    except (InvalidInput, WZError, sympy.SympifyError, TypeError, ValueError) as err:
        raise_if_past_limit(err)  # a time limit's alarm that CPython turned into this error
        return CertifyResult(
            "error",
            None,
            None,
            None,
            None,
            str(err) if isinstance(err, InvalidInput) else f"{type(err).__name__}: {err}",
            time.monotonic() - t0,
            attempts,
        )
    except Exception as err:  # noqa: BLE001 -- an internal failure is a refusal, not a crash
        raise_if_past_limit(err)  # (SystemError from `ast`: CPython gh-106905)
        return CertifyResult(
            "failed",
            None,
            None,
            None,
            None,
            f"internal failure, not certified: {type(err).__name__}: {err}",
            time.monotonic() - t0,
            attempts,
        )


def _other_variables(first: CertifyResult, attempt, lhs, typed: set[str]) -> CertifyResult:
    """``first`` (failed with the default recurrence variable, the upper limit's symbol), or
    the first certified result with another natural free variable (not in ``typed``, the
    variables with a domain of their own) as the recurrence variable: the
    same statement for every natural value (issue 15: CM (5.26) is certified in ``a``, where
    ``R`` has no pole in ``k``; in ``n`` its pole line ``k = n + 1 - a`` moves against ``a``)."""
    used = first.certificate.variable if first.certificate is not None else None
    _F, k, _lo, _hi = _split_sum(sympy.sympify(lhs))
    for v in sorted(sympy.sympify(lhs).free_symbols - {k}, key=lambda s: s.name):
        if v.name == used or v.name in typed:
            continue  # a ℤ / ℚ / ℝ variable: an induction from its bound misses values
        try:
            again = attempt(v)
        except Timeout:
            break
        except (OutOfScope, NotHypergeometric, Undefined, InvalidInput, WZError):
            continue
        if again.status == "certified":
            again.message += f" (recurrence in {v}; in {used}: {first.message})"
            return again
    return first


def _certify(
    lhs, rhs, var, timeout, lower, samples, max_order, t0, attempts, domains, excluded, tail
):
    deadline = t0 + timeout

    def left():
        rem = deadline - time.monotonic()
        if rem <= 0:
            raise Timeout("certify: time limit exceeded")
        return rem

    lhs = sympy.sympify(lhs)
    rhs = sympy.sympify(rhs) if rhs is not None else None
    F, k, lo, hi = _split_sum(lhs)
    if not sympy.sympify(lo).is_Integer:
        # shift k -> k + lo so that the range starts at 0 (e.g. Dixon's k = -n..n)
        shift = sympy.expand(lo)
        others = shift.free_symbols - ({var} if var is not None else hi.free_symbols)
        if others:
            # new-user run 15, M3: `Icc m n` with a parameter m (under `m ≤ n` or not)
            names = ", ".join(sorted(map(str, others)))
            if var is not None:
                where = f", or linear in the recurrence variable {var},"
            elif hi.free_symbols:
                where = f", or linear in the upper limit {hi},"
            else:  # a constant upper limit names no variable (breaker16)
                where = ""
            raise OutOfScope(
                f"the sum starts at {lo}, which holds the parameter {names}: a sum from a "
                "parameter is not certified, with or without a hypothesis on it (only a start "
                f"that is an integer{where} is shifted to 0)"
            )
        syms = sorted(shift.free_symbols, key=str)
        if not all(c.is_Integer for c in (sympy.Poly(shift, *syms).coeffs() if syms else [shift])):
            raise OutOfScope(f"lower limit {lo} is not an integer (Lean's sums run over ℕ or ℤ)")
        F = F.subs(k, k + shift)
        hi = sympy.expand(hi - shift)
        lo = sympy.Integer(0)
        lhs = sympy.Sum(F, (k, lo, hi))
    if var is None:
        cands = sorted(hi.free_symbols, key=lambda s: s.name)
        if len(cands) > 1:
            raise InvalidInput(
                f"upper limit {hi} has several symbols: choose the recurrence variable "
                "with --var (var= in Python)"
            )
        var = cands[0] if cands else None
    free = (lhs.free_symbols | (rhs.free_symbols if rhs is not None else set())) - {k}
    variables = sorted(free, key=lambda s: (s != var, s.name))
    start = int(lower.get(var, 0)) if var is not None else 0
    # falsity first
    if rhs is not None:
        cex = find_counterexample(lhs, rhs, variables, lower, excluded=excluded)
        lean = (
            None
            if cex is not None
            else lean_counterexample(lhs, rhs, variables, lower, excluded=excluded)
        )
        if lean is not None:
            cex, a, b = lean
            return CertifyResult(
                "false",
                None,
                None,
                None,
                cex,
                f"counterexample {cex}: left = {a}, right = {b} (under Lean's x / 0 = 0)",
                time.monotonic() - t0,
                attempts,
            )
        if cex is not None:
            env = {v: int(cex[str(v)]) for v in variables}
            return CertifyResult(
                "false",
                None,
                None,
                None,
                cex,
                f"counterexample {cex}: left = {evaluate(lhs, env)}, right = {evaluate(rhs, env)}",
                time.monotonic() - t0,
                attempts,
            )
    refuse_irrational_values(F, rhs)  # OutOfScope naming the value
    if var is None:
        if free:
            raise InvalidInput("no recurrence variable: the upper limit has no free symbol")
        if rhs is None:
            raise InvalidInput("a sum without free variables needs a right side")
        a, b = evaluate(lhs, {}), evaluate(rhs, {})
        cert = Certificate(
            "evaluation",
            str(F),
            str(k),
            None,
            str(lo),
            str(hi),
            str(rhs),
            "0",
            checks=[Check("evaluation", a == b, f"both sides = {a}"), *tail],
        )
        return CertifyResult(
            "certified" if a == b else "false",
            "evaluation",
            None,
            cert,
            None if a == b else {},
            "exact evaluation",
            time.monotonic() - t0,
        )
    term = parse_term(F, (var, k))  # raises NotHypergeometric with the reason
    pole = summand_pole(term.rational, var, k, lo, hi, start)
    if pole is not None:
        n0, k0 = pole
        raise OutOfScope(
            f"the summand {F} has a pole at {k} = {k0} (first at {var} = {n0}) inside the "
            f"range {lo}..{hi}: the sum is undefined there, while Lean's sum takes that term as 0"
        )
    params = [str(p) for p in variables if p != var]
    base = dict(
        summand=str(F),
        index=str(k),
        variable=str(var),
        lower=str(lo),
        upper=str(hi),
        start=start,
        parameters=params,
        samples=samples,
        parameter_bounds={str(p): int(lower.get(p, 0)) for p in variables if p != var},
        parameter_domains={
            str(p): list(domains[str(p)])
            for p in variables
            if p != var and str(p) in domains and domains[str(p)][0] != "ℕ"
        },
        excluded=[str(e) for e in excluded if e.free_symbols <= set(variables)],
    )
    rhs_is_sum = isinstance(rhs, sympy.Sum)
    rhs_hyper = False
    if rhs is not None and not rhs_is_sum:
        try:
            parse_term(rhs, (var,))
            rhs_hyper = not rhs.has(k)
        except NotHypergeometric:
            rhs_hyper = False
    # 1. Gosper
    if rhs is not None and not rhs_is_sum:
        attempts.append("gosper")
        g = gosper_certificate(F, k, left())
        if g is not None:
            num, den, ring = g
            R = ring.to_expr(num) / ring.to_expr(den)
            cert = Certificate(
                method="gosper",
                rhs=str(rhs),
                R=str(sympy.factor(R)),
                G=str(sympy.factor(R) * F),
                **base,
            )
            res = _finish(cert, "gosper", t0, attempts, tail)
            if res.status == "certified":
                return res
    # 2. WZ pair
    if rhs_hyper:
        nonzero = True
        try:
            nonzero = evaluate(rhs, {var: start, **{p: 3 for p in free if p != var}}) != 0
        except Undefined:
            nonzero = False
        if nonzero:
            attempts.append("wz")
            R = wz_certificate(F, rhs, var, k, left())
            if R is not None:
                cert = Certificate(
                    method="wz",
                    rhs=str(rhs),
                    R=str(R),
                    G=str(R * F / rhs),
                    recurrence=Recurrence(str(var), 1, ["-1", "1"]),
                    **base,
                )
                res = _finish(cert, "wz", t0, attempts, tail)
                if res.status == "certified":
                    return res
    # 3. Zeilberger
    attempts.append("zeilberger")
    T = zeilberger(F, var, k, max_order=max_order, timeout=left())
    if T is None:
        message = f"no recurrence of order <= {max_order}"
        return CertifyResult(
            "failed", message=message, seconds=time.monotonic() - t0, attempts=attempts
        )
    rec = _recurrence(T)
    if rhs is not None and not rhs_is_sum and not rhs_hyper:
        try:
            similarity_classes(rhs, var)
        except NotHypergeometric as err:
            raise OutOfScope(
                f"right side {rhs} is neither a sum of hypergeometric terms in {var} "
                f"nor a sum ({err.reason})"
            ) from err
        rhs_hyper = True  # a linear combination: checked class by class
    if rhs is None or rhs_hyper:
        cert = Certificate(
            method="zeilberger",
            rhs=str(rhs) if rhs is not None else None,
            R=str(T.R),
            G=str(T.R * F),
            recurrence=rec,
            **base,
        )
        # the boundary terms may not cancel (sum C(n,k)/(k+1)): then the sum satisfies the
        # inhomogeneous recurrence, which is what is certified (with or without rhs)
        _set_inhomogeneous(cert, var)
        return _finish(cert, "zeilberger", t0, attempts, tail)
    if not rhs_is_sum:
        raise OutOfScope(f"right side {rhs} is neither hypergeometric in {var} nor a sum")
    return _two_sums(lhs, rhs, var, T, base, start, samples, max_order, left, t0, attempts, tail)


def _two_sums(lhs, rhs, var, T, base, start, samples, max_order, left, t0, attempts, tail):
    F2, k2, lo2, hi2 = _split_sum(rhs)
    T2 = zeilberger(F2, var, k2, max_order=max_order, timeout=left())
    cert = Certificate(
        method="zeilberger",
        rhs=str(rhs),
        R=str(T.R),
        G=str(T.R * T.F),
        recurrence=_recurrence(T),
        **base,
    )
    # each sum satisfies its recurrence with the closed form of its boundary terms as the
    # inhomogeneous part (sum_k (-1)^(k+1) C(n,k)/k and sum_k 1/k: S(n+1) - S(n) = 1/(n+1))
    alone = cert_no_rhs(cert)
    _set_inhomogeneous(alone, var)
    cert.recurrence = alone.recurrence
    cert.checks = verify_certificate(alone, recertify=certify)
    if T2 is None:
        cert.checks += [Check("rhs-recurrence", False, "no recurrence for the right side"), *tail]
        return CertifyResult(
            "failed",
            "zeilberger",
            cert.recurrence,
            cert,
            None,
            "right side: no recurrence",
            time.monotonic() - t0,
            attempts,
        )
    cert2 = Certificate(
        method="zeilberger",
        summand=str(F2),
        index=str(k2),
        variable=str(var),
        lower=str(lo2),
        upper=str(hi2),
        rhs=None,
        R=str(T2.R),
        recurrence=_recurrence(T2),
        start=start,
        samples=samples,
        parameters=base["parameters"],
        parameter_bounds=base["parameter_bounds"],
        parameter_domains=base["parameter_domains"],
    )
    _set_inhomogeneous(cert2, var)
    checks2 = verify_certificate(cert2, recertify=certify)
    a = [c.as_expr() for c in T.coefficients]
    b = [c.as_expr() for c in T2.coefficients]
    same = len(a) == len(b) and all(
        sympy.expand(a[j] * b[-1] - b[j] * a[-1]) == 0 for j in range(len(a))
    )
    # same recurrence up to the factor a_J / b_J: the inhomogeneous parts must match too
    B1 = parse_expr(cert.recurrence.inhomogeneous, {var.name: var})
    B2 = parse_expr(cert2.recurrence.inhomogeneous, {var.name: var})
    same_inhom = same and is_zero_combination([B1 * b[-1], -B2 * a[-1]], var)
    cert.checks.append(
        Check(
            "rhs-recurrence",
            same_inhom and all(c.passed for c in checks2),
            "right side sum: "
            + "; ".join(f"{c.name}: {'ok' if c.passed else 'FAILED'}" for c in checks2)
            + ("; same recurrence" if same else "; different recurrences")
            + (
                ""
                if B1 == 0 and B2 == 0
                else f"; inhomogeneous parts {B1} and {B2} " + ("agree" if same_inhom else "differ")
            ),
        )
    )
    J = T.order
    # the recurrences hold outside the exceptional n (leading-coefficient roots, poles of R,
    # failures inside the window): compare the sums directly past all of them
    exc = exceptional_ns(alone) | exceptional_ns(cert2)
    last = max([start + J - 1, samples + J] + [r + J for r in exc])
    ok = True
    for n0 in range(start, last + 1):
        if evaluate(lhs, {var: n0}) != evaluate(rhs, {var: n0}):
            ok = False
    cert.checks += [Check("initial-values", ok, f"both sums agree at n = {start}..{last}"), *tail]
    status = "certified" if cert.certified else "failed"
    msg = _summary("two sums with the same recurrence and initial values", cert.checks)
    if not cert.certified:
        msg = _summary("two sums", cert.checks)
    return CertifyResult(
        status, "zeilberger", cert.recurrence, cert, None, msg, time.monotonic() - t0, attempts
    )


def _set_inhomogeneous(cert: Certificate, var: Symbol) -> None:
    """Record the closed form of the boundary terms when they do not cancel, so that the
    sum satisfies ``sum_j a_j S(n+j) = B(n)`` (the right side must satisfy the same)."""
    try:
        B = boundary_closed_form(cert)
    except (Undefined, NotHypergeometric):
        return  # the verifier reports why
    # B is read from the certificate's strings: its n is the certificate's symbol
    nvar = next((x for x in B.free_symbols if x.name == var.name), var)
    try:
        B = combine(B, nvar)
    except NotHypergeometric:
        pass
    if B != 0:
        cert.recurrence.inhomogeneous = str(B)
