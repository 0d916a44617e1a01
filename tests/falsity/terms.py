"""Small constructors of typed terms for the falsity tests (no parser needed)."""

from __future__ import annotations

from wzprove.model.identity import Identity, SumBinder, Term, Ty, Variable


def v(name: str, ty: Ty = "ℕ") -> Term:
    return Term.var(name, ty)


def c(value: int | str, ty: Ty = "ℕ") -> Term:
    return Term.lit(value, ty)


def op(name: str, ty: Ty, *args: Term) -> Term:
    return Term(name, tuple(args), ty)


def cast(t: Term, ty: Ty) -> Term:
    return Term("cast", (t,), ty)


def total(index: str, lo: Term, hi: Term, body: Term, ty: Ty, kind: str = "range") -> Term:
    """``∑ index ∈ kind(lo, hi), body`` at type ``ty``."""
    return Term("sum", (lo, hi, body), ty, SumBinder(index, "ℕ", kind))  # type: ignore[arg-type]


def identity(
    name: str,
    variables: list[tuple[str, Ty]],
    lhs: Term,
    rhs: Term,
    domain: Ty,
    hypotheses: list[Term] | None = None,
) -> Identity:
    return Identity(
        name,
        [Variable(n, t) for n, t in variables],
        hypotheses or [],
        lhs,
        rhs,
        domain,
    )
