"""Reading sympy text for ``certify``: allowed functions, clear errors."""

import pytest
import sympy

from wzprove.model.sympy_input import InputError, parse_identity


def test_reads_sum_and_rhs_with_natural_symbols() -> None:
    got = parse_identity("Sum(C(n,k)**2, (k, 0, n))", "binomial(2*n, n)")
    n = sympy.Symbol("n", integer=True, nonnegative=True)
    k = sympy.Symbol("k", integer=True, nonnegative=True)
    assert got.lhs == sympy.Sum(sympy.binomial(n, k) ** 2, (k, 0, n))
    assert got.rhs == sympy.binomial(2 * n, n)


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("Sum(C(n,k), (k, 0, n)", "LHS"),
        ("n + 1", "not a sum"),
        ("Sum(foo(k), (k, 0, n))", "unknown function foo"),
        ("Sum(0.5*k, (k, 0, n))", "floating-point"),
        ("Sum(k, (k, 0, n)).__class__", "attribute is not allowed"),
        ("exec('print(7)')", "unknown function exec"),
        ("__import__('os').system('ls')", r"unknown function `__import__\('os'\)\.system`;"),
        ("Sum(k, (k, 0, n)) + 2**(10**10**10)", "too large"),
        ("", "empty"),
    ],
)
def test_bad_input_names_what_is_wrong(text: str, needle: str) -> None:
    with pytest.raises(InputError, match=needle):
        parse_identity(text, None)
