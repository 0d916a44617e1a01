"""Kill tests of the mutation run of the parameter checks (issue 12, item 7:
``wz/exceptional.py``, ``wz/domains.py``, ``wz/zero_powers.py``; benchmarks/RESULTS.md,
"Mutation testing", survivors-params.txt).

Every expected value is worked out by hand in the comment above it.  The soundness
mutants come first: each would skip a parameter value where a condition holds (a pole the
``parameters`` check must pin), miss a root, or keep a zero power wrongly.
"""

from __future__ import annotations

from fractions import Fraction

import sympy
from verifier_certificates import cert

from wzprove.wz.exceptional import Condition, _pins, _Refuse

n, k, x, y, m = sympy.symbols("n k x y m", integer=True)
TABLE = {"k": k, "n": n, "x": x, "y": y, "m": m}


def _pins_in(expr, domains: dict, kind: str = "zero", **kw):
    """``_pins`` of ``expr = 0`` (``<= -1`` for ``kind="neg"``) with ``k`` over ``0..n``; the
    pinned values as ``{name: value}``, None (never holds) or ``"refuse: why"``."""
    params = list(domains)
    c = cert(parameters=params, parameter_domains={p: list(d) for p, d in domains.items()}, **kw)
    try:
        got = _pins(Condition(expr, kind, "s", 0), c, TABLE, [TABLE[p] for p in params])
    except _Refuse as err:
        return f"refuse: {err}"
    return None if got is None else [{p.name: v for p, v in pin.items()} for pin in got]


# --- _pins: soundness -------------------------------------------------------------------


def test_pins_a_rational_parameter_with_coefficient_one() -> None:
    # x + n - 3 = 0, x : ℚ, x >= 0, n >= 0: x = 3 - n in {3, 2, 1, 0} (x is an integer
    # here since n is); the rational step is 1/|c_x| = 1 (mutant _pins_245 took top = c0 = -3)
    assert _pins_in(x + n - 3, {"x": ("ℚ", 0, False)}) == [{"x": v} for v in (0, 1, 2, 3)]


def test_pins_a_rational_parameter_with_negative_coefficients() -> None:
    # -2x - n + 3 = 0 is 2x + n - 3 = 0: 2x = 3 - n in {3, 2, 1, 0}, x in {0, 1/2, 1, 3/2}
    # (all coefficients negative: the range is c0 = 3 steps; mutant _pins_242 took -c0)
    want = [{"x": v} for v in (0, Fraction(1, 2), 1, Fraction(3, 2))]
    assert _pins_in(-2 * x - n + 3, {"x": ("ℚ", 0, False)}) == want
    assert _pins_in(2 * x + n - 3, {"x": ("ℚ", 0, False)}) == want


def test_two_rational_parameters_on_a_line_are_refused() -> None:
    # x + y - 1 = 0 with x, y : ℚ, >= 0 holds at x = 1/3, y = 2/3 and at every x in [0, 1]:
    # infinitely many values, refused (mutant _pins_235 pinned only the integer grid
    # {0, 1}^2, missing 1/3; _pins_271 returned "never")
    got = _pins_in(x + y - 1, {"x": ("ℚ", 0, False), "y": ("ℚ", 0, False)})
    assert isinstance(got, str) and got.startswith("refuse: s: x + y - 1 = 0 for infinitely")
    # with integer parameters the same line has the three points (0,1), (1,0) only... as a
    # product of the bounds {0, 1} x {0, 1} (a superset: the specialised checks sort it out)
    ints = _pins_in(x + y - 1, {"x": ("ℤ", 0, False), "y": ("ℤ", 0, False)})
    assert ints == [{"x": 0, "y": 0}, {"x": 0, "y": 1}, {"x": 1, "y": 0}, {"x": 1, "y": 1}]


def test_a_rational_bound_of_a_factorial_argument_is_refused() -> None:
    # x - 3 <= -1 with x : ℚ, x >= 0: every rational x in [0, 2], refused (mutant _pins_235
    # pinned x in {0, 1, 2, 3} only, missing x = 1/2)
    got = _pins_in(x - 3, {"x": ("ℚ", 0, False)}, kind="neg")
    assert isinstance(got, str) and got.startswith("refuse:")
    # the integer reading: x in {0, 1, 2}
    assert _pins_in(x - 3, {"x": ("ℤ", 0, False)}, kind="neg") == [{"x": v} for v in (0, 1, 2)]


def test_a_parameter_that_cancels_from_the_relaxation_is_refused() -> None:
    # k - m = 0 with k over m..n: k = m at every m, so no finite set of m; the relaxation
    # k = m + u cancels m (u = 0): refused, not pinned at m = 0 (mutant _pins_191 took the
    # missing coefficient as 1 and pinned m = 0 only; _pins_188/190 crashed)
    got = _pins_in(k - m, {"m": ("ℤ", 0, False)}, range={"lower": "m", "upper": "n"})
    assert isinstance(got, str) and got.startswith("refuse: s: k - m = 0 for infinitely")


# --- _pins: completeness ----------------------------------------------------------------


def test_two_rational_parameters_above_their_pole_are_never_pinned() -> None:
    # x + y + 1 = 0 with x, y >= 0: the left side is >= 1, never 0 (sign argument; mutant
    # _pins_133 needed c0 > 1 and then refused the two non-integer parameters)
    assert _pins_in(x + y + 1, {"x": ("ℚ", 0, False), "y": ("ℚ", 0, False)}) is None


def test_a_rational_parameter_beside_the_summation_index() -> None:
    # 2x + k - 3 = 0, k in 0..n, x : ℚ >= 0: k = 3 - 2x >= 0 gives 2x in {0, 1, 2, 3}; the
    # index is an integer variable (mutants _pins_182/184/185 read it as non-integer: refused)
    want = [{"x": v} for v in (0, Fraction(1, 2), 1, Fraction(3, 2))]
    assert _pins_in(2 * x + k - 3, {"x": ("ℚ", 0, False)}) == want


def test_a_parameter_as_the_lower_limit() -> None:
    # m + k + 1 = 0 with k over m..n, m >= 0: never (k >= m >= 0); the lower limit m is a
    # polynomial, not an integer (mutant _pins_60 refused it)
    got = _pins_in(m + k + 1, {"m": ("ℤ", 0, False)}, range={"lower": "m", "upper": "n"})
    assert got is None


# --- zero_powers: soundness ---------------------------------------------------------------


def test_nonneg_from_linear_exponents() -> None:
    from wzprove.wz.zero_powers import _nonneg_from

    # n - 2 >= 0 from n = 2 on, not from n = 0 (mutant _nonneg_from_30 read a*start - b)
    assert _nonneg_from(n - 2, n, 2) is True
    assert _nonneg_from(n - 2, n, 0) is False
    # 3 - n is -1 at n = 4 (mutant _nonneg_from_20 read the n coefficient as 0; _16 as None)
    assert _nonneg_from(3 - n, n, 0) is False
    # n - n**2 is -2 at n = 2: not linear, refused (mutants _nonneg_from_5/10/13/14 let the
    # quadratic through with a = 1, b = 0)
    assert _nonneg_from(n - n**2, n, 0) is False
    # another symbol: n - x is -1 at x = n + 1 (mutant _nonneg_from_4 answered True)
    assert _nonneg_from(n - x, n, 0) is False
    # not a polynomial in n: 2**n - 5 is -4 at n = 0 (mutant _nonneg_from_7)
    assert _nonneg_from(2**n - 5, n, 0) is False


def test_collapse_needs_the_kept_term_inside_the_range() -> None:
    from wzprove.wz.zero_powers import collapse

    zero = sympy.Integer(0)
    # sum_{k=1}^{n} C(n,k) 0^k = 0 for n >= 1 (every term has 0^k with k >= 1); the power
    # vanishes at k = 0, outside the range: not collapsed (mutant collapse_46 tested
    # k0 + lo >= 0 and answered the k = 0 term, 1)
    assert collapse(sympy.Sum(sympy.binomial(n, k) * zero**k, (k, 1, n)), n, 1) is None
    # sum_{k=0}^{n} 0^(n + 1 - k) = 0 (exponents 1 .. n + 1); the power would vanish at
    # k = n + 1 > n: not collapsed (mutant collapse_47 tested hi + k0 and answered 1)
    assert collapse(sympy.Sum(zero ** (n + 1 - k), (k, 0, n)), n, 0) is None


def test_collapse_refuses_an_undefined_kept_term() -> None:
    from wzprove.wz.zero_powers import collapse

    zero = sympy.Integer(0)
    # the kept term k = 0 of 0^k / k is 1/0 (zoo), of 0^k sin(k)/k is 0/0 (nan), of
    # 0^k |log k| is oo: none is a value (mutants collapse_77..83 let one through)
    assert collapse(sympy.Sum(zero**k / k, (k, 0, n)), n, 0) is None
    assert collapse(sympy.Sum(zero**k * sympy.sin(k) / k, (k, 0, n)), n, 0) is None
    assert collapse(sympy.Sum(zero**k * sympy.Abs(sympy.log(k)), (k, 0, n)), n, 0) is None
    # an exponent that is not a polynomial in k: not collapsed, no error (collapse_12/14)
    assert collapse(sympy.Sum(zero ** (2**k - 1), (k, 0, n)), n, 0) is None


def test_total_refuses_every_division() -> None:
    from wzprove.wz.zero_powers import _total

    # n**2/(n - 2), x**n/(n - 2): a division (pole at n = 2) after a harmless power in the
    # preorder walk (mutants _total_9/_18 stopped at the first power and answered True)
    assert _total(n**2 / (n - 2), n, 0) is False
    assert _total(x**n / (n - 2), n, 0) is False
    # x**(n - 5) is x**(-5) at n = 0: a division (mutant _total_10 took any symbolic exponent)
    assert _total(x ** (n - 5), n, 0) is False
    assert _total(x ** (n - 5), n, 5) is True
    # sums and products of powers are division-free (mutant _total_2 refused every sum)
    assert _total(n**2 + 3 * x * n + 1, n, 0) is True


def test_zero_power_identity_names_the_kept_term() -> None:
    from wzprove.wz.zero_powers import zero_power_identity

    # sum_k C(n,k) (k + 1) 0^(n - k) keeps k = n: (n + 1) C(n, n) = n + 1
    total = sympy.Sum(sympy.binomial(n, k) * sympy.Integer(0) ** (n - k) * (k + 1), (k, 0, n))
    ok, why = zero_power_identity(total, n + 1, n, 0)
    assert ok is True
    # (mutants zero_power_identity_12/15/16 named k = None, k = 0, {k: n})
    assert why.startswith("the power 0**(-k + n) keeps the term k = n only: sum = n + 1")


# --- exceptional: the lines p = a n + b and the pinned identities ---------------------------


class _Stub:
    """``recertify`` answering a fixed status (None: declines) and keeping each call's
    arguments: what ``_check_line`` / ``_certify_pinned`` ask for is pinned, the engine is not
    run (its answers are the business of the engine's own tests)."""

    def __init__(self, status: str | None = "certified") -> None:
        self.status = status
        self.calls: list[tuple] = []

    def __call__(self, lhs, rhs, var, timeout, lower_bounds, **more):
        self.calls.append((lhs, rhs, var, lower_bounds, more))
        if self.status is None:
            return None
        return type("Res", (), {"status": self.status, "message": "stub"})()


def _line_cert(**kw):
    # sum_k C(n,k) C(k,j) = 2^(n-j) C(n,j); a first-order recurrence: J = 1, lines s = 0, 1
    return cert(
        summand="binomial(n, k)*binomial(k, j)",
        rhs="2**(n - j)*binomial(n, j)",
        parameters=["j"],
        **kw,
    )


def _firsts(c, line) -> list[int]:
    from wzprove.wz.exceptional import _check_line

    stub = _Stub()
    assert _check_line(c, {"k": k, "n": n, "j": j}, {j: line}, stub).startswith("lines ")
    return [call[3][N] for call in stub.calls]


j = sympy.Symbol("j", integer=True)
N = sympy.Symbol("n", integer=True, nonnegative=True)


def test_check_line_first_n_of_each_line() -> None:
    # j = n + 5 with j >= 10: j = n + 5 >= 10 from n = 5, the next line j = n + 4 from n = 6
    # (mutants _check_line_3/16/17/38 started at 0/9 or at 1, skipping n = 5..8 or asking
    # for n < 5 where j is outside its domain)
    assert _firsts(_line_cert(parameter_bounds={"j": 10}), n + 5) == [5, 6]
    # j >= 2: j = n + 5 >= 2 and j = n + 4 >= 2 for every n >= 0 (start 0); mutants
    # _check_line_36/41 started at 3 and 4, skipping n = 0, 1, 2 (j = 5, 6, 7)
    assert _firsts(_line_cert(parameter_bounds={"j": 2}), n + 5) == [0, 0]
    # an integer j with no lower bound: line s from n = s (mutant _check_line_39 started
    # at 1 and 2, skipping n = 0; _37/_40 computed b - None)
    assert _firsts(_line_cert(parameter_domains={"j": ["ℤ", None]}), n + 5) == [0, 1]


def test_check_line_fails_on_a_line_not_certified() -> None:
    from wzprove.wz.exceptional import _check_line

    c = _line_cert(parameter_bounds={"j": 0})
    table = {"k": k, "n": n, "j": j}
    # a failed line is a failure (mutant _check_line_56 never failed), with the engine's
    # status and message (_61.._66)
    why = _check_line(c, table, {j: n + 1}, _Stub("failed"))
    assert why == "at j = n + 1 (n >= 0): the specialised identity is failed: stub"
    why = _check_line(c, table, {j: n + 1}, _Stub(None))
    assert why == "at j = n + 1 (n >= 0): the specialised identity is not certifiable"


def test_certify_pinned_keeps_the_other_parameters_domains() -> None:
    from wzprove.wz.exceptional import _certify_pinned

    # j pinned at 1; m : ℤ with no bound stays a parameter: an integer symbol without the
    # nonnegative assumption (mutants _certify_pinned_11/24..28), its domain handed on to the
    # engine (mutants _103.._111, _122 dropped it: m would be read as a natural number)
    c = cert(
        summand="binomial(n, k)*binomial(k, j)*m",
        rhs="2**(n - j)*binomial(n, j)*m",
        parameters=["j", "m"],
        parameter_domains={"m": ["ℤ", None]},
    )
    stub = _Stub()
    table = {"k": k, "n": n, "j": j, "m": m}
    _certify_pinned(c, table, {j: 1}, stub)
    ((lhs, rhs, var, lower, more),) = stub.calls
    assert sympy.Symbol("m", integer=True) in rhs.free_symbols
    assert var == N and lower == {N: 0}
    assert more == {"domains": {"m": ("ℤ", None)}}


def test_certify_pinned_declines_a_right_side_undefined_at_the_pin() -> None:
    from wzprove.wz.exceptional import _certify_pinned

    # q 2^n / j at j = q = 0 is 0 * (1/0): nan, not a value (mutants _certify_pinned_62/64
    # looked for zoo only in the right side)
    c = cert(rhs="q*2**n/j", parameters=["j", "q"])
    stub = _Stub()
    assert (
        _certify_pinned(
            c,
            {"k": k, "n": n, "j": j, "q": sympy.Symbol("q", integer=True)},
            {j: 0, sympy.Symbol("q", integer=True): 0},
            stub,
        )
        is None
    )
    assert stub.calls == []


def test_certify_pinned_evaluates_a_zero_power() -> None:
    from wzprove.wz.exceptional import _certify_pinned

    table = {"k": k, "n": n, "x": x}
    # sum_k C(n,k) x^k = (x + 1)^n at x = 0: the term k = 0, 1 = 1^n (mutants
    # _certify_pinned_68/69/71..73 sent it to the engine or failed; _83.._94 changed the
    # outcome; _88/_91 certified a wrong right side)
    c = cert(summand="binomial(n, k)*x**k", rhs="(x + 1)**n", parameters=["x"])
    stub = _Stub("failed")
    got = _certify_pinned(c, table, {x: 0}, stub)
    assert (got.status, got.message) == (
        "certified",
        "the power 0**k keeps the term k = 0 only: sum = 1 for n >= 0; "
        "equal to the right side 1 (no division on either side)",
    )
    bad = cert(summand="binomial(n, k)*x**k", rhs="(x + 2)**n", parameters=["x"])
    got = _certify_pinned(bad, table, {x: 0}, stub)
    assert got.status == "failed" and "not equal to the right side 2**n" in got.message
    assert stub.calls == []
    # sum_{k=0}^{n-2} 0^k = 1 needs n >= 2 (the term k = 0 in the range): from first = 2 it
    # is evaluated, from the start 0 not (mutants _78/_79/_81 ignored first)
    short = cert(summand="x**k", rhs="1", parameters=["x"], range={"lower": "0", "upper": "n - 2"})
    got = _certify_pinned(short, table, {x: 0}, stub, first=2)
    assert got.status == "certified" and stub.calls == []
    assert _certify_pinned(short, table, {x: 0}, stub).status == "failed"
    assert len(stub.calls) == 1  # from n = 0 the engine is asked


# --- exceptional: parameter_check, specialise, _conditions ---------------------------------


def _verified(_c):
    return []  # every specialised certificate passes: what parameter_check pins is tested


def test_parameter_check_caps_the_pins_at_max_pins() -> None:
    from wzprove.wz.exceptional import MAX_PINS, parameter_check

    def with_bound(b: int):
        # the leading coefficient m + 1 of the recurrence vanishes at m = -1
        rec = {"variable": "n", "order": 1, "coefficients": ["-2*(m + 1)", "m + 1"]}
        return cert(parameters=["m"], parameter_bounds={"m": b}, recurrence=rec)

    # m + 1 = 0 with m >= -12: m = -12 .. -1, exactly MAX_PINS = 12 values: checked
    # (mutant parameter_check_47 refused at 12)
    assert MAX_PINS == 12
    ok = parameter_check(with_bound(-12), _verified)
    assert ok.passed and ok.name == "parameters"
    assert ok.detail.count("(specialised certificate verified)") == 12
    # m >= -13: 13 values, refused
    bad = parameter_check(with_bound(-13), _verified)
    assert not bad.passed and "more than 12 exceptional parameter values" in bad.detail


def test_parameter_check_refuses_a_rational_parameter_in_an_exponent() -> None:
    from wzprove.wz.exceptional import parameter_check

    # x : ℚ in 2**x: 2**(1/2) is no rational function value (mutants parameter_check_15..28
    # skipped or inverted the placement test)
    c = cert(
        summand="binomial(n, k)*2**x",
        rhs="2**(n + x)",
        parameters=["x"],
        parameter_domains={"x": ["ℚ", 0]},
    )
    check = parameter_check(c, _verified)
    assert not check.passed
    assert check.detail.startswith(
        "exceptional parameter values not handled: the ℚ parameter x in the exponent of 2**x"
    ), check.detail
    # with x : ℤ the exponent is an integer: nothing to pin, passed, named by its domain
    # (mutants parameter_check_65/71/72/82)
    c = cert(
        summand="binomial(n, k)*2**x",
        rhs="2**(n + x)",
        parameters=["x"],
        parameter_domains={"x": ["ℤ", 0]},
    )
    check = parameter_check(c, _verified)
    assert (check.name, check.passed) == ("parameters", True)
    assert check.detail.endswith("; domains x: ℤ, x >= 0"), check.detail


def test_parameter_check_names_two_pinned_parameters() -> None:
    from wzprove.wz.exceptional import parameter_check

    # a leading coefficient m + q + 2 with m, q >= -1: (m + 1) + (q + 1) = 0 only at
    # m = q = -1, one pin of both parameters (mutant parameter_check_123 joined with "XX, XX")
    rec = {"variable": "n", "order": 1, "coefficients": ["-2*(m + q + 2)", "m + q + 2"]}
    c = cert(parameters=["m", "q"], parameter_bounds={"m": -1, "q": -1}, recurrence=rec)
    check = parameter_check(c, _verified)
    assert check.passed
    assert "values m = -1, q = -1 (specialised certificate verified)" in check.detail


def test_specialise_keeps_the_domains_of_the_other_parameters() -> None:
    from wzprove.wz.exceptional import specialise

    # j pinned at 1, m : ℤ stays (mutants specialise_83/88 dropped its domain: the specialised
    # certificate would read m as a natural number)
    c = cert(
        summand="binomial(n, k)*binomial(k, j)*m",
        rhs="2**(n - j)*binomial(n, j)*m",
        parameters=["j", "m"],
        parameter_domains={"m": ["ℤ", None]},
    )
    s = specialise(c, {"j": 1})
    assert s.parameters == ["m"]
    assert s.parameter_domains == {"m": ["ℤ", None]} or s.parameter_domains == {"m": ("ℤ", None)}
    # x = 1/2 is the rational 1/2 (mutants specialise_8/10..13)
    h = specialise(
        cert(
            summand="binomial(n, k)*(2*x + 1)",
            rhs="2**n*(2*x + 1)",
            parameters=["x"],
            parameter_domains={"x": ["ℚ", 0]},
        ),
        {"x": Fraction(1, 2)},
    )
    assert h.summand == "2*binomial(n, k)" and h.rhs == "2*2**n"


def test_conditions_of_the_leading_coefficient_of_a_second_order_recurrence() -> None:
    from wzprove.wz.exceptional import _conditions

    # a_0, a_1, a_2 = 1, 1, m + 3: the leading coefficient a_J = a_2 vanishes at m = -3
    # (mutant _conditions_107 read a_1)
    c = cert(
        parameters=["m"],
        recurrence={"variable": "n", "order": 2, "coefficients": ["1", "1", "m + 3"]},
    )
    table = {"k": k, "n": n, "m": m}
    got = [(c_.expr, c_.source) for c_ in _conditions(c, table)]
    assert (m + 3, "leading coefficient a_J") in got
    # no right side: nothing walked there (mutant _conditions_26 walked None)
    assert _conditions(cert(rhs=None, parameters=["m"]), table) is not None


def test_parameter_check_certifies_a_line_through_recertify() -> None:
    from wzprove.wz.exceptional import parameter_check

    # a leading coefficient j - n - 1 vanishes on the line j = n + 1 (j >= 0); the lines
    # j = n + 1 and j = n (J = 1) are handed to recertify, from n = 0 (j = n >= 0 there);
    # mutants parameter_check_98 (no recertify), _115 (None in the text), _118 (the line
    # pin specialised as a number) changed the outcome or the text
    rec = {"variable": "n", "order": 1, "coefficients": ["-2*(j - n - 1)", "j - n - 1"]}
    stub = _Stub()
    check = parameter_check(cert(parameters=["j"], recurrence=rec), _verified, stub)
    assert check.passed
    assert check.detail == (
        "1 denominator / pole condition(s) involving the parameters; exceptional values "
        "lines j = n + 1 (n >= 0), j = n (n >= 0) certified separately"
    )
    assert len(stub.calls) == 2


def test_parameter_check_text_names_an_integer_domain() -> None:
    from wzprove.wz.exceptional import parameter_check

    # m : ℤ, m >= 0 and a leading coefficient m + 1 >= 1: never 0 (sign argument); the text
    # names the domain (mutant parameter_check_82 used the ℕ wording)
    rec = {"variable": "n", "order": 1, "coefficients": ["-2*(m + 1)", "m + 1"]}
    c = cert(parameters=["m"], parameter_domains={"m": ["ℤ", 0]}, recurrence=rec)
    check = parameter_check(c, _verified)
    assert check.passed
    assert check.detail == (
        "1 denominator / pole / exponent condition(s) involving the parameters: none can "
        "hold in the parameters' domains (sign, parity or root argument); domains m: ℤ, m >= 0"
    )


def test_conditions_of_the_reduced_antidifference() -> None:
    from wzprove.wz.exceptional import _conditions

    table = {"k": k, "n": n, "m": m}

    def conds(c):
        return [(x_.expr, x_.kind, x_.source, x_.k_top, x_.always) for x_ in _conditions(c, table)]

    # Gosper, F = 1/((m+k+1)(m+k+2)) rational, R = -(m + k + 2): G = R F = -1/(m + k + 1),
    # its pole m + k + 1 = 0 with k up to n + 1 (mutants _conditions_58..77 walked R, R/F,
    # nothing, or with another k_top / source)
    gosper = cert(
        method="gosper",
        summand="1/((m + k + 1)*(m + k + 2))",
        R="-(m + k + 2)",
        recurrence=None,
        rhs=None,
        parameters=["m"],
    )
    assert conds(gosper) == [
        (k + m + 1, "zero", "summand", 0, False),
        (k + m + 2, "zero", "summand", 0, False),
        (k + m + 1, "zero", "G = R F (reduced)", 1, False),
    ]
    # Zeilberger with a rational F: R itself is walked, R = k/(m + k) has the pole k = -m
    # (mutant _conditions_60 walked G = R F for every method)
    zeil = cert(summand="1/(m + k + 1)", R="k/(m + k)", rhs=None, parameters=["m"])
    assert conds(zeil) == [
        (k + m + 1, "zero", "summand", 0, False),
        (k + m, "zero", "R", 1, False),
    ]


# --- domains --------------------------------------------------------------------------------


def test_roots_keep_a_root_at_the_bound_and_behind_a_rational_one() -> None:
    from wzprove.wz.domains import Domain, roots

    # x (2x + 1) = 0: x = 0 and x = -1/2; with x >= 0 the root 0 is allowed (mutants
    # Domain.allows_4/_6 compared strictly and dropped it), with x > 0 it is not
    assert roots(sympy.expand(x * (2 * x + 1)), x, Domain("ℚ", 0)) == [{x: 0}]
    assert roots(sympy.expand(x * (2 * x + 1)), x, Domain("ℚ", 0, True)) is None
    assert Domain("ℤ", 0).allows(0) and not Domain("ℤ", 0, True).allows(0)
    # (2x + 1)(x - 4)^2: the squared factor comes after 2x + 1 in the factor list; over ℤ
    # the non-integer root -1/2 is skipped, 4 kept (mutant roots_30 stopped at -1/2)
    assert roots(sympy.expand((2 * x + 1) * (x - 4) ** 2), x, Domain("ℤ", None)) == [{x: 4}]
    # x^3 - 2 has one real root 2^(1/3), irrational: refused over ℝ (mutant roots_36 needed
    # two real roots); over ℚ it has no root at all
    try:
        roots(x**3 - 2, x, Domain("ℝ", None))
    except Exception as err:  # noqa: BLE001 -- the refusal is checked by its text
        assert str(err) == "x**3 - 2 = 0 at an irrational real x"
    else:
        raise AssertionError("x**3 - 2 not refused over ℝ")
    assert roots(x**3 - 2, x, Domain("ℚ", None)) is None


def test_placement_of_a_rational_parameter() -> None:
    from wzprove.wz.domains import placement

    # x in an exponent or a function: not a rational function of x (mutants placement_4..13)
    assert placement(n + 2**x, x, "ℚ") == "x in the exponent of 2**x"
    assert placement(n * k + 2**x, x, "ℝ") == "x in the exponent of 2**x"
    assert placement(sympy.binomial(n, x + 1), x, "ℚ") == "x inside binomial(n, x + 1)"
    assert placement(k + sympy.factorial(m + 1), m, "ℤ") == "m inside factorial(m + 1)"
    assert placement(n + sympy.sin(x), x, "ℚ") == "x inside sin(x)"
    # an integer parameter may sit in an exponent; a rational one in a rational function
    assert placement(n + 2**x, x, "ℤ") is None
    assert placement((x + 1) / (x**2 + 2) + 2**n, x, "ℚ") is None


def test_domain_text_names_every_domain() -> None:
    from wzprove.wz.domains import Domain, domain_text

    # mutants domain_text_17/18/20 changed the words or the separator
    doms = {"n0": Domain("ℕ", 0), "m": Domain("ℤ", None), "x": Domain("ℚ", 0, True)}
    assert domain_text(doms) == "; domains m: ℤ (no lower bound), x: ℚ, x > 0"
    assert domain_text({"j": Domain("ℕ", 1)}) == ""


# --- exceptional: the helpers unchanged by the rewrite --------------------------------------


def test_zero_conditions_after_a_number_factor() -> None:
    from wzprove.wz.exceptional import _walk, _zero_conditions

    # 2m + 2 factors as 2 (m + 1): the number 2 first, then the condition m + 1 = 0
    # (mutant _zero_conditions_21 stopped at the number and lost the pole m = -1)
    out: list = []
    _zero_conditions(2 * m + 2, "s", None, out)
    assert [(c_.expr, c_.kind) for c_ in out] == [(m + 1, "zero")]
    # 0**(m - 1) is 0^(-1) = 1/0 at m = 0: its exponent must stay >= 0 (mutant _walk_17
    # exempted the base 0 like a nonzero number)
    out = []
    _walk(sympy.Integer(0) ** (m - 1), "s", None, out)
    assert [(c_.expr, c_.kind, c_.source, c_.always) for c_ in out] == [
        (m - 1, "neg", "s: exponent of 0**(m - 1)", True)
    ]


def test_texts_of_a_certificate() -> None:
    from wzprove.wz.exceptional import _texts

    # summand, R, range, right side, recurrence coefficients and "0" for a homogeneous one
    # (mutants _texts_5/8/9)
    assert _texts(cert()) == ["binomial(n, k)", "k/(k - n - 1)", "0", "n", "2**n", "-2", "1", "0"]
