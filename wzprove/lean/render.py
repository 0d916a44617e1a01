"""Render model terms and statements as Lean 4 / Mathlib source text.

The text is explicit about types so that reading it back with :mod:`wzprove.lean.parser`
gives the same :class:`~wzprove.model.identity.Term`: every arithmetic node carries a type
ascription ``(a - b : ℕ)`` unless its context already fixes that type, every cast is written
``((x : ℕ) : ℝ)``, big operators and ``if`` are ascribed ``(∑ k ∈ Finset.range n, f : ℝ)``,
and literals are ascribed where no context types them.  By Lean's elaboration of ``binop%``
trees (``src/Lean/Elab/Extra.lean``) such text elaborates to exactly the operations written.

Limits: a literal with a value that is negative or not a finite decimal has no Lean spelling
as one literal (it is written ``(-3 : ℝ)`` or ``(1/3 : ℚ)``, which read back as ``neg`` /
``div`` nodes); the parser never produces such literals.
"""

from __future__ import annotations

from fractions import Fraction

from wzprove.model.brackets import closing_bracket
from wzprove.model.errors import WzproveError
from wzprove.model.identity import Identity, SumBinder, Term, Ty
from wzprove.model.vocab import Status

_ARITH = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%"}
_REL = {"eq": "=", "ne": "≠", "lt": "<", "le": "≤", "gt": ">", "ge": "≥"}
_FUNCS = {
    "choose": "Nat.choose",
    "factorial": "Nat.factorial",
    "descfact": "Nat.descFactorial",
    "ascfact": "Nat.ascFactorial",
    "stirling1": "Nat.stirlingFirst",
    "stirling2": "Nat.stirlingSecond",
    "fib": "Nat.fib",
    "centralbinom": "Nat.centralBinom",
    "catalan": "catalan",
}
_ROUNDING = {
    ("floor", "ℤ"): ("⌊", "⌋"),
    ("floor", "ℕ"): ("⌊", "⌋₊"),
    ("ceil", "ℤ"): ("⌈", "⌉"),
    ("ceil", "ℕ"): ("⌈", "⌉₊"),
}
_SETS = {
    "range": "Finset.range",
    "Icc": "Finset.Icc",
    "Ico": "Finset.Ico",
    "Ioc": "Finset.Ioc",
    "Ioo": "Finset.Ioo",
}


class RenderError(WzproveError, ValueError):
    """The term has no Lean rendering (an operation the renderer does not know)."""

    status: Status = "out-of-scope"


def _literal(v: Fraction) -> str:
    if v.denominator == 1:
        return str(v.numerator)
    d, twos, fives = v.denominator, 0, 0
    while d % 2 == 0:
        d, twos = d // 2, twos + 1
    while d % 5 == 0:
        d, fives = d // 5, fives + 1
    if d == 1:
        digits = max(twos, fives)
        scaled = v * 10**digits
        s = str(abs(scaled.numerator)).rjust(digits + 1, "0")
        return ("-" if v < 0 else "") + s[:-digits] + "." + s[-digits:]
    return f"{v.numerator}/{v.denominator}"


def _is_atom(s: str) -> bool:
    return s.replace("_", "a").replace("'", "a").isalnum() or (
        s.startswith("(") and closing_bracket(s, 0) == len(s) - 1
    )


def _is_ascription(s: str) -> bool:
    """Whether ``s`` is one bracketed type ascription ``(e : T)``."""
    if not (s.startswith("(") and closing_bracket(s, 0) == len(s) - 1):
        return False
    depth = 0
    for j, c in enumerate(s):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ":" and depth == 1 and s[j - 1] == " ":
            return True
    return False


def _arg(s: str) -> str:
    """``s`` as a function argument (parenthesised unless atomic)."""
    return s if _is_atom(s) else f"({s})"


def _ascribe(inner: str, ty: Ty) -> str:
    return f"({inner} : {ty})"


def _num(t: Term, ctx: Ty | None) -> str:  # noqa: C901 - one case per operation
    """``t`` as a term whose unknown leaves take type ``ctx`` from the context (``None``:
    no context, numerals default to ℕ)."""
    op, ty = t.op, t.type
    if op == "var":
        return str(t.value)
    if op == "lit":
        assert isinstance(t.value, Fraction)
        text = _literal(t.value)
        if t.value >= 0 and "/" not in text and (ctx == ty or (ctx is None and ty == "ℕ")):
            return text
        return _ascribe(text, ty)
    if op in _ARITH or op in ("pow", "neg"):
        if op == "neg":
            inner = f"-{_arg(_num(t.args[0], ty))}"
        elif op == "pow":
            inner = f"{_arg(_num(t.args[0], ty))} ^ {_arg(_num(t.args[1], None))}"
        else:
            a, b = t.args
            left = _num(a, ty)
            right = _num(b, ty)
            inner = f"{_arg(left)} {_ARITH[op]} {_arg(right)}"
        return f"({inner})" if ctx == ty else _ascribe(inner, ty)
    if op == "cast":
        (a,) = t.args
        inner = _num(a, None)
        if not _is_ascription(inner):
            inner = _ascribe(inner, a.type)
        return _ascribe(inner, ty)
    if op in _FUNCS:
        return f"{_FUNCS[op]} " + " ".join(_arg(_num(a, "ℕ")) for a in t.args)
    if op in ("gcd", "lcm"):
        arg_ty = t.args[0].type
        name = ("Int." if arg_ty == "ℤ" else "Nat.") + op
        return f"{name} " + " ".join(_arg(_num(a, arg_ty)) for a in t.args)
    if op in ("sqrt", "cos", "sin", "tan", "log", "exp"):
        return _ascribe(f"Real.{op} {_arg(_num(t.args[0], 'ℝ'))}", "ℝ")
    if op == "gamma":
        return _ascribe(f"Real.Gamma {_arg(_num(t.args[0], 'ℝ'))}", "ℝ")
    if op == "userdef":  # a function of the statement's own file, in scope where it is used
        name = getattr(t.value, "name", None)
        if not isinstance(name, str):
            raise RenderError("a file's own function without a name")
        return _ascribe(f"{name} " + " ".join(_arg(_num(a, "ℕ")) for a in t.args), "ℕ")
    if op == "tsum":
        binder = t.value
        assert isinstance(binder, SumBinder)
        return _ascribe(f"∑' {binder.index} : ℕ, {_arg(_num(t.args[0], 'ℝ'))}", "ℝ")
    if op == "pi":
        return "Real.pi" if ctx == "ℝ" else _ascribe("Real.pi", "ℝ")
    if op == "harmonic":
        return _ascribe(f"harmonic {_arg(_num(t.args[0], 'ℕ'))}", "ℚ")
    if (op, ty) in _ROUNDING:
        left, right = _ROUNDING[op, ty]
        return f"{left}{_num(t.args[0], None)}{right}"
    if op == "binomial":
        r, k = t.args
        return _ascribe(f"Ring.choose {_arg(_num(r, ty))} {_arg(_num(k, 'ℕ'))}", ty)
    if op == "abs":
        return _ascribe(f"|{_num(t.args[0], ty)}|", ty)
    if op in ("sum", "prod"):
        binder = t.value
        assert isinstance(binder, SumBinder)
        lo, hi, body = t.args
        sym = "∑" if op == "sum" else "∏"
        if binder.kind == "range":
            dom = f"Finset.range {_arg(_num(hi, None))}"
        else:
            dom = f"{_SETS[binder.kind]} {_arg(_num(lo, None))} {_arg(_num(hi, None))}"
        return _ascribe(f"{sym} {binder.index} ∈ {dom}, {_arg(_num(body, ty))}", ty)
    if op == "ite":
        c, a, b = t.args
        return _ascribe(f"if {_prop(c)} then {_num(a, ty)} else {_num(b, ty)}", ty)
    raise RenderError(f"no Lean rendering of the operation {op!r} as a number")


def _prop(t: Term) -> str:
    op = t.op
    if op in _REL:
        a, b = t.args
        return f"{_num(a, None)} {_REL[op]} {_num(b, None)}"
    if op == "dvd":
        a, b = t.args
        return f"{_num(a, None)} ∣ {_num(b, None)}"
    if op in ("and", "or"):
        sym = "∧" if op == "and" else "∨"
        return f"({_prop(t.args[0])}) {sym} ({_prop(t.args[1])})"
    if op == "not":
        return f"¬({_prop(t.args[0])})"
    if op == "true":
        return "True"
    if op == "false":
        return "False"
    raise RenderError(f"no Lean rendering of the operation {op!r} as a proposition")


def render_term(t: Term) -> str:
    """Lean 4 / Mathlib text for ``t`` (a number term or a proposition), explicit enough that
    the parser reads it back as ``t`` (module docstring).  Raises :class:`RenderError` for an
    operation with no Lean spelling here.

    >>> from wzprove.model.identity import Term
    >>> n, k = Term.var("n"), Term.var("k")
    >>> render_term(Term("cast", (Term("sub", (n, k), "ℕ"),), "ℝ"))
    '((n - k : ℕ) : ℝ)'
    """
    if t.type == "Prop":
        return _prop(t)
    return _num(t, None)


_BRACKETS = {"explicit": ("(", ")"), "implicit": ("{", "}"), "strict": ("⦃", "⦄")}


def render_statement(identity: Identity) -> str:
    """``theorem NAME binders : conclusion`` for ``identity``: variables as binders of their
    kind, named hypotheses as binders ``(h : P)``, anonymous ones as ``P →`` before the
    equation.  Reading the text back gives the same model (variables, hypotheses, sides,
    domain).  Raises :class:`RenderError` like :func:`render_term`."""
    parts = [f"theorem {identity.name}"]
    for v in identity.variables:
        lb, rb = _BRACKETS.get(v.binder, ("(", ")"))
        parts.append(f"{lb}{v.name} : {v.type}{rb}")
    names = identity.hypothesis_names or [""] * len(identity.hypotheses)
    arrows = []
    for name, h in zip(names, identity.hypotheses, strict=True):
        if name:
            parts.append(f"({name} : {_prop(h)})")
        else:
            arrows.append(f"({_prop(h)}) → ")
    concl = f"{_num(identity.lhs, None)} = {_num(identity.rhs, None)}"
    return " ".join(parts) + " :\n    " + "".join(arrows) + concl
