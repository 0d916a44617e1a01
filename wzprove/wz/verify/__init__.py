"""The exact verifier: independent verification of certificates (A = B, ch. 6.3 and 7;
docs/design.md, "Shape of a WZ proof").

Nothing here trusts the search: a :class:`~wzprove.wz.certificate.Certificate` is re-read
from its strings and checked by name:

``telescoping-identity``
    ``sum_j a_j(n) F(n+j,k)/F(n,k) = R(n,k+1) F(n,k+1)/F(n,k) - R(n,k)`` as an identity of
    rational functions (cross-multiplied on flint polynomials).
``pointwise``
    the telescoping equation at every integer ``k`` of the summation range, for concrete
    ``n = start .. N`` (and the exceptional ``n``), with ``F`` evaluated directly under the
    binomial convention and ``G`` as a closed form: ``R*F`` where ``R`` is finite, else the
    limit ``k -> k + eps`` of ``R * F`` in gamma form (poles of ``R`` are listed).
``boundary``
    the boundary terms ``G(n, hi(n)+1) - G(n, lo) + sum_j a_j(n) sum_{hi(n) < k <= hi(n+j)}
    F(n+j, k)`` vanish: symbolically (closed forms from the gamma-form limits, summed and
    simplified) and by exact evaluation for ``n = start .. N``.
``leading-coefficient``
    the nonnegative integer roots of ``a_J``, of the ``k``-free denominators of ``R`` and of
    the shift ratios; the recurrence is not used there (initial values extend past them).
``rhs-recurrence``, ``rhs-nonzero``, ``initial-values``, ``closed-form``
    the right side satisfies the recurrence (rational identity), is nonzero (WZ), and agrees
    with the sum by direct evaluation at enough initial values.

The checks live one job per module: :mod:`~wzprove.wz.verify.setup` (the certificate re-read,
``telescoping-identity``), :mod:`~wzprove.wz.verify.values` (exact values, ``pointwise``),
:mod:`~wzprove.wz.verify.recurrence` (``leading-coefficient``, ``rhs-recurrence``,
``initial-values``), :mod:`~wzprove.wz.verify.boundary` (``boundary``) and
:mod:`~wzprove.wz.verify.run` (:func:`verify_certificate`, ``rhs-nonzero``, Gosper sums).

>>> from sympy import symbols, binomial, factorial
>>> n, k = symbols("n k", integer=True)
>>> from wzprove.wz.certify import certify
>>> from sympy import Sum
>>> res = certify(Sum(binomial(n, k), (k, 0, n)), 2**n)
>>> res.status, all(c.passed for c in verify_certificate(res.certificate))
('certified', True)
"""

from wzprove.wz.verify.boundary import (
    boundary_closed_form,
    exceptional_ns,
    is_zero_combination,
    zero_for_integer_parameters,
)
from wzprove.wz.verify.run import verify_certificate
from wzprove.wz.verify.values import gamma_limit


def clear_caches() -> None:
    """Empty the verifier's memo tables (certificates read, factored denominators, rational
    functions, pole-line limits, per-point tables) and the evaluator's table of converted
    terms: a later run computes everything afresh (tests that time a computation or
    exercise the functions behind the tables)."""
    from wzprove.wz import evaluate
    from wzprove.wz.verify import points, setup, values

    values._LINE_CACHE.clear()
    values._RAT_CACHE.clear()
    values._FRACTIONS.clear()
    points.clear_caches()
    setup._READ_CACHE.clear()
    setup._FACTORED.clear()
    evaluate._TERMS.clear()
    evaluate._TERMS_BY_ID.clear()


__all__ = [
    "boundary_closed_form",
    "clear_caches",
    "exceptional_ns",
    "gamma_limit",
    "is_zero_combination",
    "verify_certificate",
    "zero_for_integer_parameters",
]
