"""Elaboration of surface syntax into typed :class:`~wzprove.model.identity.Term` s, by
Lean's rules.

The point of this module is the *type at which each operation happens*, because ``n - k``
at ``ℕ`` (truncated) and at ``ℝ`` are different functions.  It follows Lean 4's
expression-tree elaborator for ``binop%`` / ``unop%`` / ``rightact%`` / ``binrel%``
(``src/Lean/Elab/Extra.lean``, module doc "The elaborator for expression trees"):

1. The *tree* of a term is its maximal part built from ``+ - * / %`` (``binop%``), unary
   ``-`` (``unop%``), the base of ``^`` (``rightact%``: the exponent is *not* in the tree)
   and parentheses.  Everything else is a *leaf*.
2. Every leaf is elaborated *without* an expected type.  Its type is known (a variable, an
   ascription ``(e : ℝ)``, ``Nat.choose …``, a big operator whose body has a known type) or
   unknown (numerals, ``↑e``, ``Nat.cast e``, an ``if`` whose branches are numerals).
3. The *maximal type* is the largest known leaf type, together with the expected type if there
   is one (``binrel%`` — ``=``, ``≤``, … — uses both sides' leaves and no expected type).  The
   order is that of the coercions ``ℕ → ℤ → ℚ → ℝ``.  With no known type at all, numerals
   default to ``ℕ``.
4. Every operation of the tree happens at the maximal type; leaves of a smaller known type get
   a coercion ``↑`` (a ``cast`` node), leaves of unknown type are elaborated at the maximal
   type (so ``(2 * k - 1 : ℝ)`` is real subtraction of ``↑k``, while ``((n - k : ℕ) : ℝ)`` is
   ℕ subtraction, then a cast).
5. The exponent of ``^`` is elaborated on its own (default ``ℕ``: ``Monoid.npow``); an ℤ
   exponent is ``zpow``, an ℝ exponent ``Real.rpow``.

Function arguments are elaborated at the parameter's type (``Nat.choose``, ``Nat.factorial``,
``Nat.descFactorial``, ``Nat.ascFactorial``, ``Nat.stirlingSecond``, ``Nat.fib``, ``catalan``,
``harmonic``, … take ℕ — :mod:`wzprove.lean.functions` lists them; ``Ring.choose r k`` takes
``r`` at its ring and ``k : ℕ``; ``⌊a⌋``/``Int.floor a`` and the like take ``a`` at its own,
known type), and a result of a smaller type than expected is coerced.

Raises :class:`~wzprove.lean.syntax.Unsupported` for constructs outside the model and for
statements Lean itself rejects as ill-typed (message starts with ``ill-typed``),
:class:`~wzprove.lean.syntax.LeanSyntaxError` for identifiers Lean could not resolve.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction

from wzprove.lean.bigops import as_bigop, bigop_parts, elab_bigop, elab_tsum, index_set
from wzprove.lean.functions import (
    CONSTANTS,
    INTERVALS,
    KNOWN,
    NAT_FUNCS,
    ROOT_SHADOWED,
    ROUNDING,
    TYPED_FUNCS,
    UNMODELLED_NAMESAKES,
)
from wzprove.lean.syntax import IllTyped, LeanSyntaxError, Syn, Unsupported
from wzprove.model.identity import NUMERIC_TYPES, Term, Ty, show
from wzprove.model.userdefs import UserDef

#: Lean spellings of the number types
TYPE_NAMES: dict[str, Ty] = {
    "ℕ": "ℕ",
    "Nat": "ℕ",
    "ℤ": "ℤ",
    "Int": "ℤ",
    "ℚ": "ℚ",
    "Rat": "ℚ",
    "ℝ": "ℝ",
    "Real": "ℝ",
    "ℂ": "ℂ",
    "Complex": "ℂ",
}
_RANK = {t: i for i, t in enumerate(NUMERIC_TYPES)}

_ARITH = {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod"}
_REL = {"=": "eq", "≠": "ne", "<": "lt", "≤": "le", ">": "gt", "≥": "ge"}
#: a `fun` anywhere but as the function of a big operator
_LAMBDA = "lambda `fun` (read only as the function of `Finset.sum` / `Finset.prod`)"


def join(a: Ty | None, b: Ty | None) -> Ty | None:
    """The larger of two number types under ``ℕ → ℤ → ℚ → ℝ`` (``None`` = unknown)."""
    if a is None:
        return b
    if b is None:
        return a
    return a if _RANK[a] >= _RANK[b] else b


class Elaborator:
    """Elaborates :class:`Syn` trees in a context of typed variables.

    ``variables`` maps names to types; ``opens`` is the set of opened namespaces (``Nat``,
    ``Finset``, …) used to resolve short names such as ``choose`` and ``range``;
    ``file_defs`` names the definitions of the file (out of scope when used).
    """

    def __init__(
        self,
        variables: dict[str, Ty],
        opens: set[str],
        file: str,
        file_defs: set[str] | None = None,
        source: str = "",
        user_funcs: dict[str, UserDef] | None = None,
    ):
        self.source = source
        self.user_funcs: dict[str, UserDef] = dict(user_funcs or {})
        self.vars: dict[str, Ty] = dict(variables)
        self.opens = set(opens)
        self.file = file
        self.file_defs = set(file_defs or ())

    # -- helpers ---------------------------------------------------------------------------
    def loc(self, s: Syn):  # noqa: ANN201 - SourceLocation | None
        return s.tok.loc(self.file) if s.tok is not None else None

    @contextmanager
    def bound(self, name: str, ty: Ty) -> Iterator[None]:
        """Bind ``name : ty`` (a big-operator index) for the duration of the block."""
        saved = self.vars.get(name)
        self.vars[name] = ty
        try:
            yield
        finally:
            if saved is None:
                del self.vars[name]
            else:
                self.vars[name] = saved

    def type_of(self, s: Syn) -> Ty:
        """The number type written by the type syntax ``s`` (``ℕ``, ``Real``, …)."""
        if s.kind == "paren":
            return self.type_of(s.args[0])
        if s.kind == "ident" and s.value in TYPE_NAMES:
            return TYPE_NAMES[str(s.value)]
        raise Unsupported(f"type `{self.text(s)}` (only ℕ ℤ ℚ ℝ are modelled)", self.loc(s))

    def text(self, s: Syn) -> str:
        return self.source[s.start : s.end] or str(s.value or s.kind)

    def resolve(self, s: Syn) -> tuple[str, str | Ty]:
        """Resolve an identifier: ``("var", type)``, ``("const", full name)`` or
        ``("field", receiver)`` for ``n.choose`` where ``n`` is a variable."""
        name = str(s.value)
        if name in self.vars:
            return "var", self.vars[name]
        if "." in name:
            head, _, rest = name.partition(".")
            if head in self.vars:
                return "field", rest
        if name in self.user_funcs:
            clash = [f"{ns}.{name}" for ns in sorted(self.opens) if f"{ns}.{name}" in KNOWN]
            if clash:
                raise Unsupported(
                    f"`{name}` is ambiguous here (the file's own and {clash[0]})", self.loc(s)
                )
            return "const", name
        if name in self.file_defs:
            raise Unsupported(f"`{name}` is defined in the file", self.loc(s))
        if name in KNOWN:
            return "const", name
        if name == "π":
            if "Real" in self.opens:
                return "const", "Real.pi"
            raise Unsupported("`π` without `open Real` (a scoped notation)", self.loc(s))
        names = KNOWN | UNMODELLED_NAMESAKES
        found = [f"{ns}.{name}" for ns in sorted(self.opens) if f"{ns}.{name}" in names]
        if len(found) > 1:
            raise Unsupported(
                f"`{name}` is ambiguous here ({', '.join(found)}: Lean rejects or must "
                "disambiguate it by type)",
                self.loc(s),
            )
        if found and name in ROOT_SHADOWED:
            raise Unsupported(
                f"`{name}` is ambiguous here (Mathlib's root `{name}` and `{found[0]}`); "
                f"write `{found[0]}`",
                self.loc(s),
            )
        if found and found[0] in KNOWN:
            return "const", found[0]
        if name in TYPE_NAMES:
            raise Unsupported(f"type `{name}` used as a value", self.loc(s))
        if name in ROOT_SHADOWED:
            raise Unsupported(f"Mathlib's root `{name}` (GCDMonoid) is not modelled", self.loc(s))
        for ns in ("Nat", "Finset"):
            if f"{ns}.{name}" in KNOWN:
                raise LeanSyntaxError(
                    f"unknown identifier `{name}` (Lean resolves it only under `open {ns}`)",
                    self.loc(s),
                )
        if name.endswith("!") and name[:-1] in self.vars:
            raise LeanSyntaxError(
                f"`{name}` is a single identifier in Lean; write `{name[:-1]} !` or "
                f"`({name[:-1]})!` for the factorial",
                self.loc(s),
            )
        if name == "_":
            raise Unsupported("hole `_`", self.loc(s))
        # a misspelt name (`Nat.chose`), or one not modelled (`Real.cosh`): the nearest
        # modelled name, never said to be meant (new-user run 16)
        near = difflib.get_close_matches(name, sorted(KNOWN), n=1, cutoff=0.8)
        hint = f" (the nearest name wzprove models is `{near[0]}`)" if near else ""
        raise Unsupported(f"unsupported identifier `{name}`{hint}", self.loc(s))

    def coerce(self, t: Term, ty: Ty | None, s: Syn) -> Term:
        """``t`` at type ``ty`` (a ``cast`` node if it is smaller, :class:`IllTyped` if it is
        larger: Lean has no coercion down the chain ℕ → ℤ → ℚ → ℝ)."""
        if ty is None or t.type == ty:
            return t
        if t.type == "Prop" or ty == "Prop":
            raise IllTyped(f"`{self.text(s)}` is a proposition where a number is expected", None)
        if _RANK[t.type] < _RANK[ty]:
            return Term("cast", (t,), ty)
        raise IllTyped(
            f"`{self.text(s)}` has type {t.type} where {ty} is expected (no coercion)",
            self.loc(s),
        )

    # -- the expression-tree protocol --------------------------------------------------------
    def leaves(self, s: Syn) -> list[Syn]:
        """The leaves of the ``binop%`` tree rooted at ``s`` (step 1 of the module doc)."""
        if s.kind == "paren":
            return self.leaves(s.args[0])
        if s.kind == "binop" and s.value in _ARITH:
            return self.leaves(s.args[0]) + self.leaves(s.args[1])
        if s.kind == "binop" and s.value == "^":
            return self.leaves(s.args[0])
        if s.kind == "neg":
            return self.leaves(s.args[0])
        return [s]

    def max_type(self, leaves: list[Syn], expected: Ty | None) -> Ty | None:
        m = expected
        for leaf in leaves:
            t = self.natural(leaf)
            if t == "Prop":
                raise IllTyped(f"proposition `{self.text(leaf)}` in arithmetic", self.loc(leaf))
            m = join(m, t)
        return m

    def is_tree(self, s: Syn) -> bool:
        return (s.kind == "binop" and (s.value in _ARITH or s.value == "^")) or s.kind in (
            "neg",
            "paren",
        )

    def natural(self, s: Syn) -> Ty | None:  # noqa: C901 - one case per node kind
        """The type Lean gives ``s`` elaborated without expected type (``None``: unknown)."""
        k = s.kind
        if k == "num":
            return None
        if k == "paren":
            return self.natural(s.args[0])
        if self.is_tree(s):
            return self.max_type(self.leaves(s), None)
        if k == "ascr":
            return self.type_of(s.args[1])
        if k == "ident":
            kind, val = self.resolve(s)
            if kind == "var":
                return val  # type: ignore[return-value]
            if val in ("True", "False"):
                return "Prop"
            if val in CONSTANTS:
                return "ℝ"
            if kind != "field":
                raise Unsupported(f"`{s.value}` without arguments", self.loc(s))
        if k in ("app", "field", "ident"):
            if (big := as_bigop(self, s)) is not None:
                return self.natural(big)
            fn, args = self.callee(s)
            if fn in NAT_FUNCS or fn in self.user_funcs:
                return "ℕ"
            if fn in TYPED_FUNCS:
                return TYPED_FUNCS[fn][2]
            if fn in ROUNDING:
                return ROUNDING[fn][1]
            if fn == "Ring.choose":
                return self.natural(args[0]) if args else None
            if fn in ("Nat.cast", "Int.cast", "Rat.cast"):
                return None
            if fn == "abs":
                return self.natural(args[0]) if args else None
            if fn in ("Even", "Odd"):
                return "Prop"
            raise Unsupported(f"`{fn}` used as a value", self.loc(s))
        if k == "fact":
            return "ℕ"
        if k == "round":
            return ROUNDING[str(s.value)][1]
        if k in ("inv", "abs"):
            return self.natural(s.args[0])
        if k == "coe":
            return None
        if k == "tsum":
            return "ℝ"
        if k == "bigop":
            binder, set_syn, body = bigop_parts(s)
            _, ity, _, _ = index_set(self, set_syn, binder, s)
            with self.bound(binder.index, ity):
                return self.natural(body)
        if k == "ite":
            return self.natural(s.args[1]) or self.natural(s.args[2])
        if k == "binop" and s.value in ("•", "∘", "++"):  # not propositions: not modelled
            raise Unsupported(f"operator `{s.value}`", self.loc(s))
        if k in ("binop", "not", "forall"):
            return "Prop"
        if k == "lambda":
            raise Unsupported(_LAMBDA, self.loc(s))
        raise Unsupported(f"construct `{self.text(s)}`", self.loc(s))

    def build_tree(self, s: Syn, ty: Ty) -> Term:
        """Step 4: the tree at ``s`` with every operation at ``ty``."""
        if s.kind == "paren":
            return self.build_tree(s.args[0], ty)
        if s.kind == "binop" and s.value in _ARITH:
            op = _ARITH[str(s.value)]
            if op == "mod" and ty not in ("ℕ", "ℤ"):
                raise Unsupported(f"`%` at type {ty}", self.loc(s))
            a, b = self.build_tree(s.args[0], ty), self.build_tree(s.args[1], ty)
            return Term(op, (a, b), ty)
        if s.kind == "binop" and s.value == "^":
            base = self.build_tree(s.args[0], ty)
            return Term("pow", (base, self.exponent(s.args[1], ty)), ty)
        if s.kind == "neg":
            if ty == "ℕ":
                raise IllTyped("negation at type ℕ (Lean has no `Neg ℕ`)", self.loc(s))
            return Term("neg", (self.build_tree(s.args[0], ty),), ty)
        t = self.natural(s)
        if t is None:
            return self.elab(s, ty)
        return self.coerce(self.elab(s, None), ty, s)

    def exponent(self, s: Syn, base_ty: Ty) -> Term:
        e = self.elab(s, None)
        if e.type == "ℤ" and base_ty in ("ℕ", "ℤ"):
            raise IllTyped(f"integer power at type {base_ty}", self.loc(s))
        if e.type in ("ℚ",):
            raise Unsupported("power with a rational exponent", self.loc(s))
        if e.type == "ℝ" and base_ty != "ℝ":
            raise IllTyped(f"real power at type {base_ty}", self.loc(s))
        if e.type == "ℂ":
            raise Unsupported("complex power (Complex.cpow)", self.loc(s))
        return e

    # -- elaboration -----------------------------------------------------------------------
    def elab(self, s: Syn, expected: Ty | None) -> Term:  # noqa: C901 - one case per kind
        """``s`` as a number term; at type ``expected`` when given (coercing upwards)."""
        k = s.kind
        if self.is_tree(s):
            ty = self.max_type(self.leaves(s), expected) or "ℕ"
            if expected is not None and ty != expected:
                raise IllTyped(
                    f"`{self.text(s)}` has type {ty} where {expected} is expected", self.loc(s)
                )
            return self.build_tree(s, ty)
        if k == "num":
            ty = expected or "ℕ"
            text = str(s.value)
            value = Fraction(text)
            if ty in ("ℕ", "ℤ") and ("." in text or "e" in text.lower()):
                raise IllTyped(f"decimal literal {text} at type {ty}", self.loc(s))
            return Term.lit(value, ty)
        if k == "ascr":
            ty = self.type_of(s.args[1])
            return self.coerce(self.elab(s.args[0], ty), expected, s)
        if k == "ident":
            kind, val = self.resolve(s)
            if kind == "var":
                return self.coerce(Term.var(str(s.value), val), expected, s)  # type: ignore[arg-type]
            if kind == "field":
                return self.elab_call(s, expected)
            if val in CONSTANTS:
                return self.coerce(Term(CONSTANTS[str(val)], (), "ℝ"), expected, s)
            raise Unsupported(f"`{s.value}` without arguments", self.loc(s))
        if k in ("app", "field"):
            if (big := as_bigop(self, s)) is not None:
                return elab_bigop(self, big, expected)
            return self.elab_call(s, expected)
        if k == "fact":
            arg = self.elab(s.args[0], "ℕ")
            return self.coerce(Term("factorial", (arg,), "ℕ"), expected, s)
        if k == "round":
            op, result = ROUNDING[str(s.value)]
            return self.coerce(self.rounding(op, result, s.args[0], str(s.value)), expected, s)
        if k == "inv":
            ty = expected or self.natural(s.args[0])
            if ty is None:
                ty = "ℕ"
            if ty not in ("ℚ", "ℝ", "ℂ"):
                raise IllTyped(f"`⁻¹` at type {ty}", self.loc(s))
            x = self.elab(s.args[0], ty)
            return Term("div", (Term.lit(1, ty), x), ty)
        if k == "abs":
            ty = self.natural(s.args[0]) or expected or "ℕ"
            if ty == "ℂ":
                raise Unsupported("`|z|` on ℂ (Complex.abs is not modelled)", self.loc(s))
            x = self.elab(s.args[0], ty)
            return self.coerce(Term("abs", (x,), ty), expected, s)
        if k == "coe":
            inner = self.elab(s.args[0], None)
            if expected is None:
                return inner
            return self.coerce(inner, expected, s)
        if k == "bigop":
            return elab_bigop(self, s, expected)
        if k == "tsum":
            return elab_tsum(self, s, expected)
        if k == "ite":
            cond = self.prop(s.args[0])
            ty = expected or self.natural(s.args[1]) or self.natural(s.args[2]) or "ℕ"
            a, b = self.elab(s.args[1], ty), self.elab(s.args[2], ty)
            return Term("ite", (cond, a, b), ty)
        if k in ("binop", "not", "forall"):
            raise IllTyped(f"proposition `{self.text(s)}` where a number is expected", self.loc(s))
        if k == "lambda":
            raise Unsupported(_LAMBDA, self.loc(s))
        raise Unsupported(f"construct `{self.text(s)}`", self.loc(s))

    def callee(self, s: Syn) -> tuple[str, list[Syn]]:
        """The full function name and the explicit arguments of an application, field
        notation included (``n.choose k`` → ``("Nat.choose", [n, k])``)."""
        if s.kind == "app":
            head, args = s.args[0], list(s.args[1:])
        else:
            head, args = s, []
        if head.kind == "field":
            recv = head.args[0]
            return self.field_fn(recv, str(head.value), head), [recv, *args]
        if head.kind == "ident":
            kind, val = self.resolve(head)
            if kind == "const":
                return str(val), args
            if kind == "field":
                name = str(head.value)
                recv_name, _, fld = name.partition(".")
                recv = Syn(
                    "ident", (), recv_name, head.tok, head.start, head.start + len(recv_name)
                )
                return self.field_fn(recv, fld, head), [recv, *args]
            raise Unsupported(f"application of the variable `{head.value}`", self.loc(head))
        raise Unsupported(f"application of `{self.text(head)}`", self.loc(head))

    def field_fn(self, recv: Syn, fld: str, at: Syn) -> str:
        try:
            ty = self.natural(recv)
        except Unsupported:
            raise Unsupported(
                f"field notation `.{fld}` on `{self.text(recv)}`", self.loc(at)
            ) from None
        if ty is None:
            ty = "ℕ"
        if "." in fld:
            raise Unsupported(f"field chain `.{fld}`", self.loc(at))
        full = {"ℕ": "Nat", "ℤ": "Int", "ℚ": "Rat", "ℝ": "Real"}.get(ty, str(ty)) + "." + fld
        if full in NAT_FUNCS or full in TYPED_FUNCS or full == "Nat.cast":
            return full
        raise Unsupported(f"`{full}` (field notation `.{fld}`)", self.loc(at))

    def elab_call(self, s: Syn, expected: Ty | None) -> Term:
        fn, args = self.callee(s)
        if fn in self.user_funcs:
            udef = self.user_funcs[fn]
            if len(args) != udef.arity:
                raise Unsupported(f"`{fn}` applied to {len(args)} arguments", self.loc(s))
            xs = tuple(self.elab(a, "ℕ") for a in args)
            return self.coerce(Term("userdef", xs, "ℕ", udef), expected, s)
        if fn in NAT_FUNCS:
            op, arity = NAT_FUNCS[fn]
            if len(args) != arity:
                raise Unsupported(f"`{fn}` applied to {len(args)} arguments", self.loc(s))
            xs = tuple(self.elab(a, "ℕ") for a in args)
            if op == "succ":
                t = Term("add", (xs[0], Term.lit(1)), "ℕ")
            elif op == "pred":
                t = Term("sub", (xs[0], Term.lit(1)), "ℕ")
            else:
                t = Term(op, xs, "ℕ")
            return self.coerce(t, expected, s)
        if fn in TYPED_FUNCS:
            op, arg_types, result = TYPED_FUNCS[fn]
            if len(args) != len(arg_types):
                raise Unsupported(f"`{fn}` applied to {len(args)} arguments", self.loc(s))
            xs = tuple(self.elab(a, ty) for a, ty in zip(args, arg_types, strict=True))
            return self.coerce(Term(op, xs, result), expected, s)
        if fn in ROUNDING:
            if len(args) != 1:
                raise Unsupported(f"`{fn}` applied to {len(args)} arguments", self.loc(s))
            op, result = ROUNDING[fn]
            return self.coerce(self.rounding(op, result, args[0], fn), expected, s)
        if fn == "Ring.choose":
            if len(args) != 2:
                raise Unsupported("`Ring.choose` applied to ≠ 2 arguments", self.loc(s))
            ty = expected or self.natural(args[0])
            if ty not in ("ℤ", "ℚ", "ℝ"):
                raise IllTyped(f"`Ring.choose` at type {ty} (not a binomial ring)", self.loc(s))
            r, kk = self.elab(args[0], ty), self.elab(args[1], "ℕ")
            return Term("binomial", (r, kk), ty)
        if fn in ("Nat.cast", "Int.cast", "Rat.cast"):
            if len(args) != 1:
                raise Unsupported(f"`{fn}` applied to {len(args)} arguments", self.loc(s))
            src: Ty = {"Nat.cast": "ℕ", "Int.cast": "ℤ", "Rat.cast": "ℚ"}[fn]  # type: ignore[assignment]
            x = self.elab(args[0], src)
            if expected is None:
                raise Unsupported(f"`{fn}` with no known target type", self.loc(s))
            return self.coerce(x, expected, s)
        if fn == "abs":
            if len(args) != 1:
                raise Unsupported("`abs` applied to ≠ 1 argument", self.loc(s))
            ty = self.natural(args[0]) or expected or "ℕ"
            if ty == "ℂ":
                raise Unsupported("`abs` on ℂ", self.loc(s))
            return self.coerce(Term("abs", (self.elab(args[0], ty),), ty), expected, s)
        if fn in INTERVALS:
            raise Unsupported(f"`{fn}` used as a value", self.loc(s))
        raise Unsupported(f"`{fn}` where a number is expected", self.loc(s))

    def rounding(self, op: str, result: Ty, arg: Syn, name: str) -> Term:
        """``Int.floor``/``Nat.floor``/``Int.ceil``/``Nat.ceil`` of ``arg`` at the argument's
        own type, which must be known (a bare numeral's type would come from Lean's default
        instances) and have the instance: ``FloorRing`` (ℤ ℚ ℝ) for ``Int.*``,
        ``FloorSemiring`` (ℕ ℤ ℚ ℝ) for ``Nat.*``."""
        ty = self.natural(arg)
        if ty is None:
            raise Unsupported(f"`{name}` of `{self.text(arg)}`, whose type is not known", None)
        if ty in ("Prop", "ℂ") or (result == "ℤ" and ty == "ℕ"):
            raise Unsupported(f"`{name}` at type {ty}", self.loc(arg))
        return Term(op, (self.elab(arg, ty),), result)

    # -- propositions ----------------------------------------------------------------------
    def relation(self, s: Syn) -> tuple[Term, Term, Ty]:
        """Both sides of ``a R b`` (``binrel%``: one maximal type over both sides)."""
        lhs, rhs = s.args
        ty = self.max_type(self.leaves(lhs) + self.leaves(rhs), None) or "ℕ"
        return self.build_tree(lhs, ty), self.build_tree(rhs, ty), ty

    def prop(self, s: Syn) -> Term:  # noqa: C901 - one case per connective
        """``s`` as a decidable proposition of the model (``Prop`` term)."""
        while s.kind == "paren":
            s = s.args[0]
        if s.kind == "binop":
            op = str(s.value)
            if op in _REL:
                a, b, rty = self.relation(s)
                if rty == "ℂ" and op not in ("=", "≠"):
                    raise Unsupported(
                        f"`{op}` on ℂ (an order only under ComplexOrder)", self.loc(s)
                    )
                return Term(_REL[op], (a, b), "Prop")
            if op == "∣":
                ty = self.natural(s.args[0]) or self.natural(s.args[1]) or "ℕ"
                if ty == "ℂ":
                    raise Unsupported("`∣` on ℂ", self.loc(s))
                a, b = self.elab(s.args[0], ty), self.elab(s.args[1], ty)
                return Term("dvd", (a, b), "Prop")
            if op in ("∧", "∨"):
                a, b = self.prop(s.args[0]), self.prop(s.args[1])
                return Term("and" if op == "∧" else "or", (a, b), "Prop")
            raise Unsupported(f"`{op}` in a proposition", self.loc(s))
        if s.kind == "not":
            return Term("not", (self.prop(s.args[0]),), "Prop")
        if s.kind == "ident":
            kind, val = self.resolve(s)
            if kind == "const" and val in ("True", "False"):
                return Term("true" if val == "True" else "false", (), "Prop")
        if s.kind == "app":
            if as_bigop(self, s) is not None:
                raise IllTyped(f"the number `{self.text(s)}` is not a proposition", self.loc(s))
            fn, args = self.callee(s)
            if fn in ("Even", "Odd") and len(args) == 1:
                ty = self.natural(args[0]) or "ℕ"
                if ty not in ("ℕ", "ℤ"):
                    raise Unsupported(f"`{fn}` at type {ty}", self.loc(s))
                x = self.elab(args[0], ty)
                two_dvd = Term("dvd", (Term.lit(2, ty), x), "Prop")
                return two_dvd if fn == "Even" else Term("not", (two_dvd,), "Prop")
        if s.kind == "forall":
            raise Unsupported("∀ inside a proposition", self.loc(s))
        raise Unsupported(f"proposition `{self.text(s)}`", self.loc(s))


def describe(t: Term) -> str:
    """A short description of a term for messages."""
    return show(t)
