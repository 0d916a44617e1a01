"""Reading sympy strings back without letting sympy capture a user's names.

Certificates store expressions as ``str(expr)``.  Reading such text with ``sympy.sympify``
evaluates it in sympy's namespace, where ``I`` is the imaginary unit, ``E`` and ``pi`` are
constants, ``S``, ``N``, ``Q``, ``gamma``, ``binomial`` are objects or functions, and Python
keywords (``lambda``) do not parse: a variable of a Lean statement with such a name changed
meaning on the way (``I^2 + 1 = 0``).  :func:`read_expr` instead

* scans the text for identifiers as Lean writes them (letters, digits, ``_ ' ! ?``,
  subscripts) and replaces every identifier that is not called as a function by a
  placeholder, so that no name is looked up in sympy or read as a Python keyword;
* parses the result with Python's ``ast`` (nothing is evaluated as code) and converts the
  tree node by node: a name becomes a fresh integer symbol (or the caller's symbol of that
  name); a call must name one of :data:`FUNCTIONS`.

A name is read as a sympy constant (``pi``, ``E``, ``I``, ``oo``, ``zoo``, ``nan``) only
when the caller asks for constants and the name is not one of the declared variables (the
``symbols`` table) nor a summation index of the text.

>>> e = read_expr("I**2 + 1")
>>> e, e.free_symbols
(I**2 + 1, {I})
>>> read_expr("S*binomial(n, k) + lambda")
S*binomial(n, k) + lambda
>>> read_expr("pi + x", constants=True).free_symbols
{x}
>>> read_expr("Sum(I*binomial(n, I), (I, 0, n))", constants=True).free_symbols
{n}
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping

import sympy

from wzprove.model.sympy_input import ARITHMETIC_BINOPS

from .errors import InvalidInput

#: Functions that ``str`` of an identity's expressions may call, by the name it prints.
FUNCTIONS: dict[str, object] = {
    f: getattr(sympy, f)
    for f in (
        "Sum Product binomial factorial factorial2 RisingFactorial FallingFactorial gamma "
        "harmonic fibonacci catalan subfactorial sqrt Rational Integer Piecewise floor ceiling "
        "Mod Abs sign Max Min exp log KroneckerDelta Eq Ne Lt Le Gt Ge And Or Not"
    ).split()
}

#: Constants ``str`` prints by name (read as constants only where the caller allows).
CONSTANTS: dict[str, sympy.Basic] = {
    "pi": sympy.pi,
    "E": sympy.E,
    "I": sympy.I,
    "oo": sympy.oo,
    "zoo": sympy.zoo,
    "nan": sympy.nan,
}

_SPECIAL = {"True": sympy.true, "False": sympy.false}
_PLACEHOLDER = "_wz"

_BINOPS = {
    **ARITHMETIC_BINOPS,
    ast.BitAnd: sympy.And,
    ast.BitOr: sympy.Or,
}
_COMPARE = {
    ast.Lt: sympy.Lt,
    ast.LtE: sympy.Le,
    ast.Gt: sympy.Gt,
    ast.GtE: sympy.Ge,
    ast.Eq: sympy.Eq,
    ast.NotEq: sympy.Ne,
}


def _ident_start(c: str) -> bool:
    o = ord(c)
    return c == "_" or c.isalpha() or 0x2100 <= o <= 0x214F or 0x1D49C <= o <= 0x1D59F


def _ident_rest(c: str) -> bool:
    o = ord(c)
    return (
        _ident_start(c)
        or c.isdigit()
        or c in "'?"
        or 0x2080 <= o <= 0x209C  # subscripts ₀ … ₜ
        or 0x1D62 <= o <= 0x1D6A  # subscripts ᵢ … ᵪ
    )


def split_names(text: str) -> tuple[str, list[str]]:
    """Replace each identifier of ``text`` not followed by ``(`` by a placeholder.

    Returns the new text and the names, placeholder ``i`` standing for ``names[i]``.

    >>> split_names("lambda*binomial(n', k) + x₁")
    ('_wz0*binomial(_wz1, _wz2) + _wz3', ['lambda', "n'", 'k', 'x₁'])
    >>> split_names("«x y»*binomial(n, k)")
    ('_wz0*binomial(_wz1, _wz2)', ['«x y»', 'n', 'k'])
    """
    out: list[str] = []
    names: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isdigit():  # a number, with anything glued to it (read, and refused, by ast)
            j = i
            while j < n and (text[j].isalnum() or text[j] in "._"):
                j += 1
            out.append(text[i:j])
            i = j
            continue
        if c == "«" and "»" in text[i:]:  # a Lean name in guillemets: «x y»
            j = text.index("»", i) + 1
            out.append(f"{_PLACEHOLDER}{len(names)}")
            names.append(text[i:j])
            i = j
            continue
        if not _ident_start(c):
            out.append(c)
            i += 1
            continue
        j = i + 1
        while j < n and (_ident_rest(text[j]) or (text[j] == "!" and text[j + 1 : j + 2] != "=")):
            j += 1
        name = text[i:j]
        rest = text[j:].lstrip()
        if rest.startswith("(") and name in FUNCTIONS:
            out.append(name)
        else:
            out.append(f"{_PLACEHOLDER}{len(names)}")
            names.append(name)
        i = j
    return "".join(out), names


def _bound_indices(tree: ast.AST, names: list[str]) -> set[str]:
    """Names that are summation indices of a ``Sum``/``Product`` in ``tree``."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("Sum", "Product")
        ):
            for lim in node.args[1:]:
                if isinstance(lim, ast.Tuple) and lim.elts and isinstance(lim.elts[0], ast.Name):
                    out.add(_original(lim.elts[0].id, names))
    return out


def _original(ident: str, names: list[str]) -> str:
    if ident.startswith(_PLACEHOLDER) and ident[len(_PLACEHOLDER) :].isdigit():
        return names[int(ident[len(_PLACEHOLDER) :])]
    return ident


def read_expr(
    text: str,
    symbols: Mapping[str, sympy.Symbol] | None = None,
    constants: bool = False,
) -> sympy.Basic:
    """Read ``str(expr)`` back (see the module docstring); names become integer symbols,
    or those of ``symbols``.  Raises :class:`InvalidInput` on unreadable text."""
    table = dict(symbols or {})
    renamed, names = split_names(text)
    try:
        tree = ast.parse(renamed.strip(), mode="eval")
    except (SyntaxError, ValueError) as exc:
        raise InvalidInput(f"cannot read expression {text!r}: {exc}") from None
    except (RecursionError, MemoryError):
        raise InvalidInput("cannot read expression: too long or too deeply nested") from None
    bound = _bound_indices(tree, names)

    def name(original: str) -> sympy.Basic:
        if original in table:
            return table[original]
        if original not in bound:
            if original in _SPECIAL:
                return _SPECIAL[original]
            if constants and original in CONSTANTS:
                return CONSTANTS[original]
        return table.setdefault(original, sympy.Symbol(original, integer=True))

    def chain(node: ast.BinOp) -> object:
        # a left-nested chain a + b - c + ... (a polynomial of a certificate has hundreds of
        # terms): one ``Add`` of all terms, as the pairwise ``+``/``-`` of expressions give
        # (``a - b`` is ``Add(a, -b)``), instead of re-flattening the partial sums (issue 17)
        spine: list[tuple[type, ast.AST]] = []
        u: ast.AST = node
        while isinstance(u, ast.BinOp) and type(u.op) in (ast.Add, ast.Sub):
            spine.append((type(u.op), u.right))
            u = u.left
        first = go(u)
        rest = [(op, go(right)) for op, right in reversed(spine)]
        if isinstance(first, sympy.Expr) and all(isinstance(v, sympy.Expr) for _, v in rest):
            return sympy.Add(first, *[v if op is ast.Add else -v for op, v in rest])
        acc = first
        for op, v in rest:
            acc = _BINOPS[op](acc, v)
        return acc

    def go(node: ast.AST) -> object:  # noqa: C901 - one case per node kind
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return sympy.Integer(node.value)
        if isinstance(node, ast.Name):
            return name(_original(node.id, names))
        if isinstance(node, ast.Tuple):
            return tuple(go(e) for e in node.elts)
        if isinstance(node, ast.BinOp) and type(node.op) in (ast.Add, ast.Sub):
            return chain(node)
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](go(node.left), go(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -go(node.operand)  # type: ignore[operator]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd):
            return go(node.operand)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
            return sympy.Not(go(node.operand))
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
            return _COMPARE[type(node.ops[0])](go(node.left), go(node.comparators[0]))
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in FUNCTIONS
            and not node.keywords
        ):
            return FUNCTIONS[node.func.id](*(go(a) for a in node.args))  # type: ignore[operator]
        part = re.sub(rf"{_PLACEHOLDER}(\d+)", lambda m: names[int(m[1])], ast.unparse(node))
        raise InvalidInput(f"cannot read expression {text!r}: cannot read {part!r}")

    try:
        expr = go(tree.body)
    except RecursionError:
        raise InvalidInput("cannot read expression: too deeply nested") from None
    except (TypeError, ValueError, AttributeError, sympy.SympifyError) as exc:
        raise InvalidInput(f"cannot read expression {text!r}: {exc}") from None
    if not isinstance(expr, sympy.Basic):
        raise InvalidInput(f"cannot read expression {text!r}: not an expression")
    return expr
