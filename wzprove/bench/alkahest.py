"""A driver for alkahest's ``zeilberger`` in one long-lived worker process, and a translator
from our sympy summands to alkahest's expression syntax.

alkahest (``pip install alkahest``, a Rust computer-algebra system; optional ``bench`` extra)
has ``alkahest.zeilberger(term, n, k, max_order=4)``: Zeilberger's algorithm (A = B,
Petkovšek–Wilf–Zeilberger 1996, ch. 6) returning a certificate it re-checked exactly, with a
verdict on the boundary terms of ``Σ_{k=0}^{n}``.  Its terms are written with ``gamma``
(``binomial`` and ``factorial`` are taken too, but its documented normal form is
``R(n,k) z^k w^n Π gamma(a n + b k + c)^e``), so :func:`alkahest_text` rewrites
``binomial``, ``factorial`` and rising/falling factorials into ``gamma`` and prints the
result with ``^`` for powers.

The engine benchmark times alkahest under the rules it uses for Maxima
(:mod:`wzprove.bench.maxima`): one process per engine, start-up excluded.  The worker
(:func:`serve`, run as ``python -m wzprove.bench.alkahest``) imports alkahest once, reads
one JSON request per line, parses the term (untimed), and times only the ``zeilberger``
call with ``time.perf_counter``; a request that does not answer within its timeout kills
the worker and the next request starts a fresh one (untimed).

>>> import sympy
>>> n, k = sympy.symbols("n k", integer=True, nonnegative=True)
>>> alkahest_text(sympy.binomial(n, k) * 2**k)
'2^k*gamma(n + 1)/(gamma(k + 1)*gamma(-k + n + 1))'
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import sympy

from wzprove.model.errors import WzproveError

__all__ = [
    "AlkahestError",
    "AlkahestSession",
    "AlkahestTimeout",
    "AlkahestTranslationError",
    "AlkahestUnavailable",
    "AlkahestZeilberger",
    "alkahest_text",
    "find_alkahest",
    "parse_alkahest_expr",
    "to_gamma",
]


class AlkahestError(WzproveError):
    """Something went wrong talking to the alkahest worker."""


class AlkahestUnavailable(AlkahestError):
    """alkahest is not installed, or its worker does not start."""


class AlkahestTimeout(AlkahestError):
    """A request ran past its timeout; the worker was killed."""


class AlkahestTranslationError(AlkahestError, ValueError):
    """A sympy term with a head :func:`alkahest_text` does not translate."""


def find_alkahest() -> str | None:
    """alkahest's version when it can be imported here, else ``None``."""
    try:
        import alkahest
    except ImportError:
        return None
    return str(getattr(alkahest, "__version__", "unknown"))


# -- sympy → alkahest text ---------------------------------------------------------------


def to_gamma(expr: sympy.Expr) -> sympy.Expr:
    """``expr`` with ``binomial(a, b)``, ``factorial(a)``, ``RisingFactorial(a, m)`` and
    ``FallingFactorial(a, m)`` written as quotients of ``gamma`` (their definitions for
    integer arguments in range: ``C(a, b) = Γ(a+1) / (Γ(b+1) Γ(a-b+1))``, ``a! = Γ(a+1)``,
    ``(a)^(m) = Γ(a+m)/Γ(a)``, ``(a)_(m) = Γ(a+1)/Γ(a-m+1)``)."""
    g = sympy.gamma
    return (
        expr.replace(sympy.binomial, lambda a, b: g(a + 1) / (g(b + 1) * g(a - b + 1)))
        .replace(sympy.factorial, lambda a: g(a + 1))
        .replace(sympy.RisingFactorial, lambda a, m: g(a + m) / g(a))
        .replace(sympy.FallingFactorial, lambda a, m: g(a + 1) / g(a - m + 1))
    )


def alkahest_text(expr: sympy.Expr) -> str:
    """``expr`` (a hypergeometric term in sympy) as alkahest text, in ``gamma``.

    Sums print their terms in sympy's order (:meth:`~sympy.Expr.as_ordered_terms`),
    products their factors in sympy's order, negative integer powers going to one
    denominator; ``^`` is the power.  Raises :class:`AlkahestTranslationError` for any
    head other than numbers, symbols, ``+``, ``*``, ``^`` and ``gamma`` after
    :func:`to_gamma`.
    """
    return _print(to_gamma(sympy.sympify(expr)))


def _print(e: sympy.Expr) -> str:
    if e.is_Integer:
        return str(int(e))
    if e.is_Rational:
        return f"{e.p}/{e.q}"
    if e.is_Symbol:
        return e.name
    if isinstance(e, sympy.gamma):
        return f"gamma({_print(e.args[0])})"
    if e.is_Add:
        terms = e.as_ordered_terms()
        out = _print(terms[0])
        for t in terms[1:]:
            out += f" - {_factor(-t)}" if t.could_extract_minus_sign() else f" + {_factor(t)}"
        return out
    if e.is_Mul:
        return _print_mul(e)
    if e.is_Pow:
        base, ex = e.args
        if ex.is_Integer and ex < 0:
            return f"1/{_atom(base ** (-ex))}"
        return f"{_atom(base)}^{_atom(ex)}"
    raise AlkahestTranslationError(f"no alkahest form for {type(e).__name__}: {e}")


def _print_mul(e: sympy.Expr) -> str:
    coeff, factors = e.as_coeff_mul()
    num: list[str] = []
    den: list[str] = []
    for f in factors:
        if f.is_Pow and f.exp.is_Integer and f.exp < 0:
            den.append(_factor(f.base ** (-f.exp)))
        else:
            num.append(_factor(f))
    c = sympy.Rational(coeff)
    if c.q != 1:
        den.insert(0, str(c.q))
    head = "*".join(num)
    if abs(c.p) != 1 or not head:
        head = f"{abs(c.p)}*{head}" if head else str(abs(c.p))
    if c.p < 0:
        head = "-" + head
    if not den:
        return head
    return f"{head}/{den[0] if len(den) == 1 else '(' + '*'.join(den) + ')'}"


def _factor(e: sympy.Expr) -> str:
    """``e`` printed as a factor of a product (a sum in parentheses)."""
    text = _print(e)
    return f"({text})" if e.is_Add else text


def _atom(e: sympy.Expr) -> str:
    """``e`` printed as a base or exponent of ``^`` (anything but a symbol, a nonnegative
    integer or a function call in parentheses)."""
    text = _print(e)
    simple = e.is_Symbol or (e.is_Integer and e >= 0) or isinstance(e, sympy.gamma)
    return text if simple else f"({text})"


def parse_alkahest_expr(text: str, symbols: dict[str, sympy.Symbol]) -> sympy.Expr:
    """alkahest's printed form of a rational function (``(k * 1 * (n + -1)^-1)``) as sympy:
    ``^`` is the power, names are looked up in ``symbols``."""
    from sympy.parsing.sympy_parser import convert_xor, parse_expr, standard_transformations

    return parse_expr(
        text,
        local_dict=dict(symbols),
        transformations=(*standard_transformations, convert_xor),
    )


# -- the worker ---------------------------------------------------------------------------


@dataclass
class AlkahestZeilberger:
    """One ``zeilberger`` call: ``kind`` is found / refused (``HolonomicError``: not proper
    hypergeometric, or the bounded search exhausted) / error; ``seconds`` the time of the
    call alone; ``coefficients`` a_0 .. a_J and ``certificate`` R(n, k) as alkahest prints
    them; ``boundary`` its verdict on the sum over ``0..n`` (vanishes / nonzero / unknown)."""

    kind: str
    seconds: float
    order: int | None = None
    coefficients: list[str] = field(default_factory=list)
    certificate: str | None = None
    boundary: str | None = None
    message: str = ""

    @property
    def found(self) -> bool:
        return self.kind == "found"


def answer(request: dict[str, Any], alkahest: Any) -> dict[str, Any]:
    """The worker's reply to one request ``{"term", "n", "k", "max_order"}``: parse the term
    (untimed), time ``alkahest.zeilberger`` alone."""
    pool = alkahest.ExprPool()
    syms: dict[str, Any] = {}
    n = syms[request["n"]] = pool.symbol(request["n"])
    k = syms[request["k"]] = pool.symbol(request["k"])
    try:
        term = alkahest.parse(request["term"], pool, syms)
    except Exception as exc:  # noqa: BLE001 - a parse failure is a refusal of the input
        return {"kind": "error", "seconds": 0.0, "message": f"parse: {type(exc).__name__}: {exc}"}
    t0 = time.perf_counter()
    try:
        c = alkahest.zeilberger(term, n, k, max_order=request["max_order"])
    except Exception as exc:  # noqa: BLE001 - a refusal or a crash is a result here
        secs = time.perf_counter() - t0
        holo = "Holonomic" in type(exc).__name__
        return {
            "kind": "refused" if holo else "error",
            "seconds": secs,
            "message": f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}",
        }
    secs = time.perf_counter() - t0
    return {
        "kind": "found",
        "seconds": secs,
        "order": int(c.order),
        "coefficients": [str(a) for a in c.coeffs],
        "certificate": str(c.certificate),
        "boundary": str(c.boundary),
    }


def serve() -> None:  # pragma: no cover - exercised through AlkahestSession
    """The worker loop: ``READY`` once alkahest is imported, then one JSON reply per line."""
    import alkahest

    print("READY", flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        print(json.dumps(answer(json.loads(line), alkahest)), flush=True)


class AlkahestSession:
    """One long-lived worker process running alkahest (see the module docstring).

    Use as a context manager.  Not thread-safe.  ``restarts`` counts the workers killed
    by a timeout.
    """

    def __init__(self, start_timeout: float = 60.0):
        self.start_timeout = start_timeout
        self._proc: subprocess.Popen[str] | None = None
        self.restarts = 0

    def start(self) -> None:
        """Start the worker (no-op when running) and wait for ``READY``; untimed."""
        if self._proc is not None and self._proc.poll() is None:
            return
        if find_alkahest() is None:
            raise AlkahestUnavailable("alkahest is not installed: pip install alkahest")
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "wzprove.bench.alkahest"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        if self._readline(self.start_timeout) != "READY":
            self._kill()
            raise AlkahestUnavailable("the alkahest worker did not start")
        # one-off costs of the first call (untimed start-up)
        self.zeilberger("gamma(n + 1)/(gamma(k + 1)*gamma(-k + n + 1))", max_order=1)

    def _readline(self, timeout: float) -> str | None:
        assert self._proc is not None and self._proc.stdout is not None
        ready, _, _ = select.select([self._proc.stdout], [], [], timeout)
        if not ready:
            return None
        return self._proc.stdout.readline().strip()

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.kill()
            proc.wait()

    def close(self) -> None:
        """Close the worker's input and wait for it (kill after 5 s)."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.stdin is not None:
            proc.stdin.close()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def __enter__(self) -> AlkahestSession:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def zeilberger(
        self, term: str, n: str = "n", k: str = "k", max_order: int = 4, timeout: float = 60.0
    ) -> AlkahestZeilberger:
        """``alkahest.zeilberger(term, n, k, max_order=max_order)`` in the worker, timed
        there.  Raises :class:`AlkahestTimeout` past ``timeout`` (the worker is killed; the
        next call starts a fresh one)."""
        self.start()
        assert self._proc is not None and self._proc.stdin is not None
        request = {"term": term, "n": n, "k": k, "max_order": max_order}
        self._proc.stdin.write(json.dumps(request) + "\n")
        self._proc.stdin.flush()
        line = self._readline(timeout)
        if line is None:
            self._kill()
            self.restarts += 1
            raise AlkahestTimeout(f"alkahest.zeilberger({term}) ran past {timeout:g} s")
        if not line:
            self._kill()
            raise AlkahestError(f"the alkahest worker exited during zeilberger({term})")
        return AlkahestZeilberger(**json.loads(line))


if __name__ == "__main__":  # pragma: no cover
    serve()
