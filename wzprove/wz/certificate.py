"""Certificates: the versioned JSON record of a proof found by the symbolic engine.

All expressions are sympy strings (``str(expr)``) and are read back with
:func:`parse_expr`, which makes every free symbol an integer symbol (whatever sympy means
by its name), so that a round trip gives back equal expressions.

>>> c = Certificate(method="gosper", summand="k", index="k", variable="n",
...                 lower="0", upper="n", rhs="n*(n + 1)/2", R="(k - 1)/2")
>>> Certificate.from_json(c.to_json()) == c
True
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

import sympy
from sympy import Expr

from .errors import InvalidInput
from .expr_text import read_expr

FORMAT = "wzprove-certificate"
VERSION = 1


def parse_expr(
    text: str | None, symbols: dict[str, sympy.Symbol] | None = None, constants: bool = False
) -> Expr | None:
    """Read a sympy string back; names become integer symbols (or those of ``symbols``),
    never sympy's objects (``I`` is a variable, not the imaginary unit): see
    :func:`~wzprove.wz.expr_text.read_expr`, also for ``constants``.

    Raises :class:`InvalidInput` on unreadable text.
    """
    if text is None:
        return None
    return read_expr(text, symbols, constants)  # type: ignore[return-value]


@dataclass
class Recurrence:
    """``sum_j coefficients[j](variable) * S(variable + j) = inhomogeneous``.

    ``inhomogeneous`` is ``"0"`` for a homogeneous recurrence; otherwise the closed form
    (a sum of hypergeometric terms) of the boundary terms of creative telescoping.
    """

    variable: str
    order: int
    coefficients: list[str]
    inhomogeneous: str = "0"


@dataclass
class Check:
    """One verification step: its name, whether it passed, and what was checked."""

    name: str
    passed: bool
    detail: str = ""


@dataclass
class Certificate:
    """A proof certificate (JSON ``{"format": "wzprove-certificate", "version": 1, ...}``).

    Attributes:
        method: ``"gosper"``, ``"wz"`` or ``"zeilberger"``.
        summand: ``F`` (str).  For ``wz`` the pair is for ``f = F / rhs``.
        index: the summation variable ``k``.
        variable: the recurrence variable ``n`` (None for a sum without free variable).
        lower, upper: the summation range (JSON key ``range``: ``{"lower", "upper"}``).
        rhs: the right side (None in recurrence-only mode).
        recurrence: the telescoper's recurrence (for ``wz``: ``[-1, 1]`` on ``f``).
        R: the rational certificate, ``G = R * F`` (``R * f`` for ``wz``).
        G: ``G`` as a closed form where available.
        checks: the verification record.
        start: the least value of ``variable`` the statement covers.
        parameters: other symbols, treated as parameters.
        samples: the ``N`` of the concrete checks (``n = start .. N``).
        parameter_bounds: least values of the parameters (default 0 for those not listed):
            initial values are proved for every integer parameter value at or above them.
        parameter_domains: the values each parameter may take, ``[type, lower]`` with
            ``type`` one of ``ℕ``, ``ℤ``, ``ℚ``, ``ℝ`` and ``lower`` a bound every allowed
            value respects (``None``: none); a parameter not listed is an integer ``>=`` its
            ``parameter_bounds`` entry (the ``ℕ`` reading).  The ``parameters`` check
            (:mod:`wzprove.wz.exceptional`) covers every value of these domains.
        excluded: polynomials in the variables that the statement's hypotheses say are
            nonzero (``x - 1`` from ``x ≠ 1``): the identity is claimed only off their zeros,
            and an exceptional parameter value where one vanishes identically needs no check
            (:mod:`wzprove.wz.exceptional`).  Omitted from the JSON when empty.
    """

    method: str
    summand: str
    index: str
    variable: str | None
    lower: str
    upper: str
    rhs: str | None
    R: str
    recurrence: Recurrence | None = None
    G: str | None = None
    checks: list[Check] = field(default_factory=list)
    start: int = 0
    parameters: list[str] = field(default_factory=list)
    samples: int = 12
    parameter_bounds: dict[str, int] = field(default_factory=dict)
    parameter_domains: dict[str, list] = field(default_factory=dict)
    excluded: list[str] = field(default_factory=list)

    @property
    def certified(self) -> bool:
        """True iff there are checks and every one passed."""
        return bool(self.checks) and all(c.passed for c in self.checks)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object (a plain dict)."""
        d = asdict(self)
        if not d["excluded"]:
            d.pop("excluded")
        lower, upper = d.pop("lower"), d.pop("upper")
        out = {"format": FORMAT, "version": VERSION}
        out.update(d)
        out["range"] = {"lower": lower, "upper": upper}
        return out

    def to_json(self) -> str:
        """The JSON text."""
        return json.dumps(self.to_dict(), sort_keys=False)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Certificate:
        """Read the JSON object back.  Raises :class:`InvalidInput` on a wrong format."""
        if d.get("format") != FORMAT or d.get("version") != VERSION:
            raise InvalidInput(f"not a {FORMAT} version {VERSION} object")
        d = dict(d)
        d.pop("format")
        d.pop("version")
        rng = d.pop("range")
        rec = d.pop("recurrence", None)
        checks = [Check(**c) for c in d.pop("checks", [])]
        return cls(
            lower=rng["lower"],
            upper=rng["upper"],
            recurrence=Recurrence(**rec) if rec else None,
            checks=checks,
            **d,
        )

    @classmethod
    def from_json(cls, text: str) -> Certificate:
        """Parse JSON text.  Raises :class:`InvalidInput` on bad JSON."""
        try:
            d = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidInput(f"certificate JSON: {exc}") from exc
        return cls.from_dict(d)
