"""Kill tests for the mutation run over the sound zero test (issue 12, item 7;
:mod:`wzprove.wz.zerotest`, benchmarks/mutation/survivors-zerotest.txt): each branch of
:func:`zero_decision` -- already 0, 0 after ``expand``, 0 after the gamma simplification and
``cancel``, 0 only after ``simplify``, a sympy failure, not zero -- with its exact answer and
reason, on expressions whose value is worked out by hand in the comments.
"""

from __future__ import annotations

import sympy
from verifier_certificates import cert

from wzprove.wz.verify import verify_certificate
from wzprove.wz.verify.boundary import (
    _boundary,
    _boundary_terms,
    _same_zero_why,
    _zero_combination,
    is_zero_combination,
)
from wzprove.wz.verify.run import _simp_zero
from wzprove.wz.verify.setup import _setup
from wzprove.wz.zerotest import is_zero, non_integer_power, zero_decision

x, y = sympy.symbols("x y", real=True)
n = sympy.Symbol("n", integer=True)

#: the prefix of every "simplifies to" reason; the shown form is cut at 200 characters
NOT_ZERO = "not zero: simplifies to "


class Opaque(sympy.Function):
    """An expression sympy cannot expand (its ``expand`` and ``expand_func`` raise
    NotImplementedError): the input of the "sympy failure" branches, which must answer *not
    decided* / not zero, never zero."""

    def _eval_expand_basic(self, **hints: object) -> sympy.Expr:
        raise NotImplementedError("opaque")

    def _eval_expand_func(self, **hints: object) -> sympy.Expr:
        raise NotImplementedError("opaque")


def test_zero_as_given() -> None:
    # 0 itself, as a sympy Integer and as a Python int
    assert zero_decision(sympy.Integer(0)) == (True, "zero")
    assert zero_decision(0) == (True, "zero")
    # 1 is not zero (a mutant reading "e == 1" would call it zero)
    assert zero_decision(sympy.Integer(1)) == (False, NOT_ZERO + "1")


def test_zero_after_expand() -> None:
    # (x + 1)^2 - x^2 - 2x - 1 = 0 by expanding; one less than 0 is not
    assert zero_decision((x + 1) ** 2 - x**2 - 2 * x - 1) == (True, "zero")
    assert zero_decision((x + 1) ** 2 - x**2 - 2 * x) == (False, NOT_ZERO + "1")


def test_zero_after_gamma_simplification() -> None:
    # expand leaves Gamma(n + 2)/Gamma(n) - n^2 - n; gammasimp makes the ratio n (n + 1),
    # which cancel turns into 0
    assert zero_decision(sympy.gamma(n + 2) / sympy.gamma(n) - n * (n + 1)) == (True, "zero")
    assert zero_decision(sympy.factorial(n + 1) / sympy.factorial(n) - n - 1) == (True, "zero")
    # one more than that: gamma(n+2)/gamma(n) - n(n+1) + 1 = 1
    assert zero_decision(sympy.gamma(n + 2) / sympy.gamma(n) - n * (n + 1) + 1) == (
        False,
        NOT_ZERO + "1",
    )


def test_zero_only_after_simplify() -> None:
    # sin^2 x + cos^2 x - 1: expand, gammasimp and cancel leave it as it is; simplify gives 0
    trig = sympy.sin(x) ** 2 + sympy.cos(x) ** 2
    assert zero_decision(trig - 1) == (True, "zero")
    # without the -1 it is 1, not 0 (nor decided as 1 by a mutant reading "== 1")
    assert zero_decision(trig) == (False, NOT_ZERO + "sin(x)**2 + cos(x)**2")


def test_sympy_failure_is_not_decided() -> None:
    ok, why = zero_decision(Opaque(x) - Opaque(x) + Opaque(y))
    assert (ok, why) == (False, "not decided: NotImplementedError in simplification")
    # integer exponents around it change nothing: still not decided, never "zero"
    assert zero_decision(x**n * Opaque(x))[0] is False
    # the verifier's own zero test of the initial values (survivors-verify.txt,
    # run.x__simp_zero__mutmut_6: True on the failure would be unsound)
    assert _simp_zero(Opaque(y)) is False
    assert _simp_zero(sympy.gamma(n + 2) / sympy.gamma(n) - n * (n + 1)) is True


def test_not_zero_reason_is_cut_at_200_characters() -> None:
    # x + x^2 + ... + x^79 is not zero; its simplified form x (x^78 + ... + 1) is longer than
    # 200 characters, and the reason shows exactly its first 200
    e = sympy.Add(*(x**k for k in range(1, 80)))
    ok, why = zero_decision(e)
    assert not ok and why.startswith(NOT_ZERO + "x*(x**78 + x**77")
    assert len(why) == len(NOT_ZERO) + 200


def test_non_integer_power_of_a_negative_base() -> None:
    # (-2)^x (-3)^x - 6^x: the base -2 is known *not* positive, the exponent not an integer
    assert non_integer_power((-2) ** x) == (-2) ** x
    ok, why = zero_decision((-2) ** x * (-3) ** x - 6**x)
    assert not ok and why.startswith("not decided: the power (-")
    # an integer exponent of a negative base is fine: (-2)^n (-3)^n = 6^n in every field
    assert non_integer_power((-2) ** n * (-3) ** n) is None
    assert zero_decision((-2) ** n * (-3) ** n - 6**n) == (True, "zero")


def test_is_zero() -> None:
    assert is_zero(2 ** (n + 1) - 2 * 2**n) is True
    assert is_zero(sympy.Integer(0)) is True
    assert is_zero(sympy.sqrt(x * y) - sympy.sqrt(x) * sympy.sqrt(y)) is False
    assert is_zero((x + 1) ** 2 - x**2 - 2 * x) is False


def test_similarity_classes_decide_an_integer_shift_of_a_non_integer_power() -> None:
    # m^(n + 1/2) 2^n = (2m)^n m^(1/2) for integers n, m: true in Lean too, since
    # x^(y + n) = x^y x^n for x != 0 and an integer n (Real.rpow_add_int; for m < 0 both
    # sides are 0, cos((n + 1/2) pi) = cos(pi/2) = 0; for m = 0 both are 0).  The classes
    # in n see one class whose members cancel (the ratio moves by integer powers only); the
    # sound zero test alone does not decide it (the exponent n + 1/2, the base m not known
    # positive), so the answer needs n (a mutant passing None instead is caught)
    m = sympy.Symbol("m", integer=True)
    terms = [m ** (n + sympy.Rational(1, 2)) * 2**n, -((2 * m) ** n) * sympy.sqrt(m)]
    assert is_zero_combination(terms, n) is True
    assert _zero_combination(terms, n) == (True, "zero")
    ok, why = _zero_combination(terms, None)
    assert not ok and why.startswith("not decided: the power m**(n + 1/2)")
    assert _same_zero_why(terms) == (ok, why)
    # no term left, or every term 0: zero
    assert _zero_combination([sympy.Integer(0)], n) == (True, "zero")
    assert _same_zero_why([]) == (True, "zero")


def test_boundary_symbolic_zero_needs_the_classes() -> None:
    # sum_k C(n,k) m^(k + 1/2) = m^(1/2) (1 + m)^n with R = k/(k - n - 1), a = (-(1 + m), 1)
    # (G(n,k) = -m^(k + 1/2) C(n, k-1)): the boundary terms are G(n, n+1) = -m^(n + 3/2)
    # (as (n+1) Gamma(n+1)/Gamma(n+2) times it) and a_1 F(n+1, n+1) = m^(n + 3/2), one
    # similarity class summing to 0; the zero test without n leaves m^(n + 3/2) undecided
    # (survivors-verify.txt, boundary.x__boundary__mutmut_18: n replaced by None)
    c = cert(
        summand="binomial(n, k)*m**(k + 1/2)",
        rhs="m**(1/2)*(1 + m)**n",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-(1 + m)", "1"]},
    )
    s = _setup(c)
    terms, exc = _boundary_terms(s)
    assert exc == set() and len(terms) == 2
    assert _zero_combination(terms, s.n) == (True, "zero")
    assert _zero_combination(terms, None)[0] is False
    check, _ = _boundary(s, set())
    assert check.passed is True
    assert check.detail.startswith("boundary terms sum to 0 symbolically")
    # the certificate as a whole is refused: m^(1/2) has no exact value at the sampled m
    checks = {ch.name: ch.passed for ch in verify_certificate(c)}
    assert checks["boundary"] is True and checks["pointwise"] is False


def test_boundary_zero_test_sums_the_ratios_to_the_first_term() -> None:
    # terms n and 1: the ratios to the first term are 1 and 1/n, their sum (n + 1)/n (not
    # its negative, nor the sum of products n^2 + n)
    assert _same_zero_why([n, sympy.Integer(1)]) == (False, "not zero: simplifies to (n + 1)/n")
    # (n+1)! and -n n!: ratios 1 and -n/(n + 1), sum 1/(n + 1)
    terms = [sympy.factorial(n + 1), -n * sympy.factorial(n)]
    assert _same_zero_why(terms) == (False, "not zero: simplifies to 1/(n + 1)")


def test_zero_combination_drops_only_zero_terms() -> None:
    # 1 + n - n = 1 is not zero: a term 1 must not be dropped (that would leave n - n = 0)
    one = sympy.Integer(1)
    assert _zero_combination([one, n, -n], n) == (False, "not zero: simplifies to 1")
    assert _zero_combination([one, n, -n], None) == (False, "not zero: simplifies to 1")
    assert _zero_combination([one, -one], n) == (True, "zero")
    assert _zero_combination([sympy.Integer(0), n, -n], n) == (True, "zero")
