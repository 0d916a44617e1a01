"""The closing application of a complete proof, replayed against the ``Prover`` library
(issue 14): the theorem a compiled proof ends with (``Prover.sum_eq_of_telescoper_one`` …
``_four``, ``Prover.sum_range_succ_eq_of_step``) is read from its ``.lean`` file at run time,
its hypotheses are instantiated with the proof's arguments and compared with the statements
of the ``have`` s that are passed for them.

Lean checks ``exact T a₁ … aₙ`` by unifying each argument's type with the instantiated
parameter type up to definitional equality.  The replay accepts only what that surely
identifies:

* β-reduction: a function parameter ``F : ℕ → ℕ → K`` given as ``fun n k => body`` makes
  ``F (n + 1) (k + 1)`` the *elaborated* body with ``n, k`` replaced by the elaborated
  arguments (the body is elaborated on its own, as Lean elaborates the lambda; the
  hypothesis is elaborated with ``F …`` an opaque leaf of type ``K``, as in the library);
* closed ℕ numeral arithmetic (``0 + 1`` is ``1``): Lean's defeq check evaluates ``Nat.add``,
  ``Nat.sub`` and ``Nat.mul`` on literals (``Nat.reduceBinNatOp``, and the kernel's GMP
  acceleration), so ``i < 0 + 1`` and ``i < 1`` are the same type to ``exact``; and numeral
  offsets (``x + 3 + 1`` is ``x + 4``: ``Nat.add`` unfolds on a numeral second argument);
* names of bound variables (``∀`` binders and big-operator indices) up to renaming.

Everything else must agree structurally as model terms (:class:`~wzprove.model.terms.Term`
after :mod:`wzprove.lean.elaborate`): the number of ``∀`` variables, the hypotheses in order,
the relation and both sides.  Proofs given inline are checked too: ``(by norm_num)`` for a
closed numeral proposition (evaluated exactly), ``(by omega)`` for a linear ℕ fact
(:class:`~wzprove.sketch.replay_steps.Omega`, with no hypotheses); the conclusion,
instantiated with the trailing arguments (``n (by omega)``) and composed with ``.trans h``,
must be the goal (the theorem's statement, or the statement of ``have key : … := …``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from wzprove.lean.elaborate import Elaborator
from wzprove.lean.lexer import Token
from wzprove.lean.syntax import QuantBinder, Syn
from wzprove.model.errors import WzproveError
from wzprove.model.identity import Term, Ty
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError, show, substitute
from wzprove.sketch.replay_binders import avoid_capture, bound_names, rename_bound
from wzprove.sketch.replay_reader import Reader
from wzprove.sketch.replay_signature import (
    CLOSERS,
    PROVER_DIR,
    Param,
    Signature,
    read_signature,
)
from wzprove.sketch.replay_steps import (
    Omega,
    Unreadable,
    close_bracket,
    normal,
    parse_lemma_call,
    words,
)

__all__ = [
    "CLOSERS",
    "PROVER_DIR",
    "Signature",
    "Stmt",
    "compare",
    "instantiate",
    "normal",
    "read_signature",
]


@dataclass(frozen=True)
class Stmt:
    """A statement ``∀ vars : ℕ, hyps → lhs rel rhs`` as model terms at type ``ty``."""

    vars: tuple[str, ...]
    hyps: tuple[Term, ...]
    rel: str
    lhs: Term
    rhs: Term
    ty: Ty


@dataclass(frozen=True)
class Lambda:
    """``fun params => body``, the body elaborated (its parameters ℕ variables)."""

    params: tuple[str, ...]
    body: Term


# -- statements -------------------------------------------------------------------------------


#: the relations a statement may end with, and their model operations
_RELS = {"=": "eq", "≠": "ne", "<": "lt", "≤": "le"}


def peel(s: Syn) -> tuple[list[str], list[Syn], Syn]:
    """``∀ vars, h₁ → … → a R b`` → the variables (untyped, or ``ℕ``), hypotheses, relation."""
    while s.kind == "paren":
        s = s.args[0]
    names: list[str] = []
    while s.kind == "forall":
        for g in s.value:  # type: ignore[union-attr]
            assert isinstance(g, QuantBinder)
            if g.pred is not None or not (
                g.type is None or (g.type.kind == "ident" and g.type.value in ("ℕ", "Nat"))
            ):
                raise Unreadable("∀ binders must be ℕ variables", None)
            names.extend(g.names)
        s = s.args[0]
    hyps: list[Syn] = []
    while s.kind == "binop" and s.value == "→":
        hyps.append(s.args[0])
        s = s.args[1]
    if not (s.kind == "binop" and s.value in _RELS):
        raise Unreadable("the conclusion is not `=`, `≠`, `<` or `≤`", None)
    return names, hyps, s


def instantiate(
    s: Syn,
    funs: Mapping[str, Lambda],
    nats: Mapping[str, Term],
    ty: Ty,
    source: str = "",
) -> Stmt:
    """The library statement ``s`` with its function parameters ``funs`` (β-reduced) and ℕ
    parameters ``nats`` instantiated; ``ty`` is the type ``K`` of the functions' values.
    Raises :class:`Unreadable` where a name of the proof would be captured by a binder of
    the statement."""
    bound = bound_names(s, set())
    # the statement's own bound names are Lean's de Bruijn binders: rename those a lambda's
    # free names (the theorem's parameters) would otherwise meet
    clash = set()
    for lam in funs.values():
        clash |= (lam.body.free_vars() - set(lam.params)) & bound
    for v in nats.values():
        clash |= v.free_vars() & bound
    if clash:
        s = rename_bound(s, {c: f"{c}✝" for c in clash})
        bound = bound_names(s, set())
    for f, lam in funs.items():
        clash = (lam.body.free_vars() - set(lam.params)) & bound
        if clash:
            raise Unreadable(f"`{f}`: {', '.join(sorted(clash))} would be captured", None)
    for p, v in nats.items():
        if v.free_vars() & bound:
            raise Unreadable(f"`{p}`: {show(v)} would be captured", None)
    apps: dict[str, tuple[str, tuple[Syn, ...]]] = {}

    def opaque(x: Syn) -> Syn:
        if x.kind == "app" and x.args[0].kind == "ident" and x.args[0].value in funs:
            f = str(x.args[0].value)
            if len(x.args) - 1 != len(funs[f].params):
                raise Unreadable(f"`{f}` applied to {len(x.args) - 1} arguments", None)
            inner = tuple(opaque(a) for a in x.args[1:])  # `F (n + 1) (u n + 1)`
            name = f"{f}·{len(apps)}"
            apps[name] = (f, inner)
            return Syn("ident", (), name, x.tok, x.start, x.end)
        if not x.args:
            return x
        return replace(x, args=tuple(opaque(a) for a in x.args))

    names, hyps, rel = peel(opaque(s))
    nats = {p: v for p, v in nats.items() if p not in names}  # a `∀` binder shadows them
    variables: dict[str, Ty] = {n: "ℕ" for n in (*names, *nats, *bound_names(s, set()))}
    # each application is a leaf of its function's type (`K`, or `ℕ` for an upper bound `u`)
    leaves: dict[str, Ty] = {a: funs[f].body.type or ty for a, (f, _) in apps.items()}
    elab = Elaborator(variables | leaves, set(), "<Prover>", source=source)
    hyp_terms = [elab.prop(h) for h in hyps]
    lhs, rhs, rty = elab.relation(rel)

    def expand(t: Term) -> Term:
        t = subst_all(t, nats)
        # outer applications first: their arguments hold the inner ones' leaves
        for a, (f, args) in reversed(apps.items()):
            lam = funs[f]
            with_bound = Elaborator(variables | leaves, set(), "<Prover>", source=source)
            values = [subst_all(with_bound.elab(x, "ℕ"), nats) for x in args]
            t = substitute(t, a, subst_all(lam.body, dict(zip(lam.params, values, strict=True))))
        return t

    return Stmt(
        tuple(names),
        tuple(expand(h) for h in hyp_terms),
        str(rel.value),
        expand(lhs),
        expand(rhs),
        rty,
    )


def subst_all(t: Term, values: Mapping[str, Term]) -> Term:
    """Simultaneous substitution of the free variables ``values`` in ``t``."""
    fresh = {n: f"#{i}" for i, n in enumerate(values)}
    for n, f in fresh.items():
        t = substitute(t, n, Term.var(f, values[n].type))
    for n, f in fresh.items():
        t = substitute(t, f, values[n])
    return t


def specialize(st: Stmt, args: list[Term]) -> Stmt:
    """``st`` with its first ``len(args)`` variables instantiated."""
    if len(args) > len(st.vars):
        raise Unreadable(f"{len(args)} arguments for {len(st.vars)} variables", None)
    vals = dict(zip(st.vars, args, strict=False))
    avoid = set().union(*(a.free_vars() for a in args))
    hyps = tuple(avoid_capture(h, avoid) for h in st.hyps)  # no capture by a sum's index
    st = replace(st, hyps=hyps, lhs=avoid_capture(st.lhs, avoid), rhs=avoid_capture(st.rhs, avoid))
    return Stmt(
        st.vars[len(args) :],
        tuple(subst_all(h, vals) for h in st.hyps),
        st.rel,
        subst_all(st.lhs, vals),
        subst_all(st.rhs, vals),
        st.ty,
    )


def intro_goal(goal: Stmt | str, names: list[str], params: Mapping[str, Ty]) -> Stmt | None:
    """The goal after the body's opening ``intro names`` of a statement ``∀ n m : ℕ, a = b``
    written without signature binders (new-user run 12h): the same statement about the new
    ℕ variables; ``None`` (the ``intro`` left unread) unless it names every ``∀`` variable,
    the statement has no hypothesis, and no name is a parameter already."""
    if not isinstance(goal, Stmt) or goal.hyps or len(names) != len(goal.vars):
        return None
    if len(set(names)) != len(names) or set(names) & set(params):
        return None
    return specialize(goal, [Term.var(n) for n in names])


# -- comparison ---------------------------------------------------------------------------------


def _canon(st: Stmt) -> Stmt:
    vals = {v: Term.var(f"#v{i}") for i, v in enumerate(st.vars)}
    return Stmt(
        tuple(f"#v{i}" for i in range(len(st.vars))),
        tuple(normal(subst_all(h, vals)) for h in st.hyps),
        st.rel,
        normal(subst_all(st.lhs, vals)),
        normal(subst_all(st.rhs, vals)),
        st.ty,
    )


def _short(t: Term) -> str:
    s = show(t)
    return s if len(s) <= 160 else s[:157] + "…"


def compare(want: Stmt, got: Stmt) -> str:
    """Empty when ``got`` (a ``have`` 's statement) is ``want`` (the instantiated library
    hypothesis) up to β, closed ℕ numerals and bound names; else what differs."""
    if len(want.vars) != len(got.vars):
        return f"{len(got.vars)} ∀ variables where the theorem has {len(want.vars)}"
    w, g = _canon(want), _canon(got)
    if len(w.hyps) != len(g.hyps):
        return (
            f"{len(g.hyps)} hypotheses where the theorem has {len(w.hyps)}: "
            f"[{', '.join(map(_short, want.hyps))}]"
        )
    for i, (a, b) in enumerate(zip(w.hyps, g.hyps, strict=True)):
        if a != b:
            return f"hypothesis {i + 1} is {_short(b)}, the theorem's is {_short(a)}"
    if (w.rel, w.ty) != (g.rel, g.ty):
        return f"a `{g.rel}` at {g.ty} where the theorem has a `{w.rel}` at {w.ty}"
    for side, a, b in (("left", w.lhs, g.lhs), ("right", w.rhs, g.rhs)):
        if a != b:
            return f"the {side} side is {_short(b)}, the theorem's is {_short(a)}"
    return ""


def closed_true(p: Term) -> bool:
    """Whether the closed proposition ``p`` is true (what ``norm_num`` proves of numerals)."""
    if p.free_vars():
        return False
    try:
        return evaluate(p, {}) is True
    except EvaluationError:
        return False


def omega_proves(
    p: Term, types: Mapping[str, Ty], hyps: list[Term] | None = None
) -> tuple[bool, str]:
    """Whether ``omega`` proves the ℕ fact ``p`` (``=``, ``<``, ``≤``) from ``hyps`` (the
    theorem's hypotheses, in the context of its closing line)."""
    ops = {"eq": "=", "lt": "<", "le": "≤"}
    if p.op not in ops:
        return False, f"omega: not a linear ℕ fact: {show(p)}"
    return Omega.of(list(hyps or []), types).proves(ops[p.op], p.args[0], p.args[1])


# -- the closing line ---------------------------------------------------------------------------


CLOSING = "(closing)"


def closer(toks: list[Token]) -> str | None:
    """The closing theorem (a key of :data:`CLOSERS`) that ``toks`` apply, if any."""
    for t in toks:
        if t.kind == "ident" and t.text.removeprefix("Prover.") in CLOSERS:
            if t.text.startswith("Prover."):
                return t.text.removeprefix("Prover.")
    return None


def application(
    r: Reader,
    value: list[Token],
    goal: Stmt | str,
    types: Mapping[str, Ty],
    prover_dir: Path | None = None,
    have: str = CLOSING,
) -> None:
    """Check the closing term ``value`` (``Prover.T args…`` or ``(Prover.T args…).trans h``)
    against the library and the haves read so far (``r.stmts``); ``goal`` is the statement
    it must prove, or why that is unknown.  Each checked argument, and the result, is a step
    of kind ``application`` on ``have`` (an ``exact`` inside a have: :mod:`.complete_init`)."""
    line = value[0].line
    name = closer(value) or "?"
    path = (prover_dir or PROVER_DIR) / CLOSERS.get(name, "?")
    if not path.is_file():
        r.add(have, "application", False, f"not replayed: {path} is absent", line, name)
        return
    try:
        sig = read_signature(path.read_text(encoding="utf-8"), name, str(path))
        result = _apply(r, sig, value, types, have)
    except Unreadable as e:
        r.add(have, "application", False, f"cannot read: {e.message}", e.line or line, name)
        return
    except (WzproveError, RecursionError) as e:
        r.add(have, "application", False, f"cannot read: {e}", line, name)
        return
    except Exception as e:  # noqa: BLE001 - a replay failure is a step, never a crash
        r.add(have, "application", False, f"replay error: {e!r}", line, name)
        return
    if isinstance(goal, str):
        r.add(have, "application", False, f"the goal is not known: {goal}", line, "goal")
        return
    detail = compare(goal, result)
    if detail:
        detail = f"the goal is {_stmt(goal)}; the application proves {_stmt(result)}: {detail}"
    r.add(have, "application", not detail, detail, line, "goal")


def _stmt(st: Stmt) -> str:
    return f"{_short(st.lhs)} {st.rel} {_short(st.rhs)}"


def _split_trans(value: list[Token]) -> tuple[list[Token], list[Token] | None]:
    if value[0].text == "(":
        close = close_bracket(value, 0)
        if close is not None and close + 2 < len(value):
            if words(value[close + 1 : close + 3]) == [".", "trans"]:
                return value[1:close], value[close + 3 :]
        if close == len(value) - 1:
            return value[1:close], None
    return value, None


def _apply(
    r: Reader, sig: Signature, value: list[Token], types: Mapping[str, Ty], have: str = CLOSING
) -> Stmt:
    # `(Prover.T …).symm`: the same application, its equation flipped
    if value[0].text == "(":
        close = close_bracket(value, 0)
        if close is not None and words(value[close + 1 :]) == [".", "symm"]:
            flipped = _apply(r, sig, value[1:close], types, have)
            return replace(flipped, lhs=flipped.rhs, rhs=flipped.lhs)
    call, trans = _split_trans(value)
    head, named, args = parse_lemma_call(call)
    line = call[0].line
    if named:
        raise Unreadable(f"named arguments {', '.join(named)} of `{head}`", line)
    if len(args) < len(sig.params):
        raise Unreadable(f"`{head}` takes {len(sig.params)} explicit arguments", line)
    funs: dict[str, Lambda] = {}
    nats: dict[str, Term] = {}
    # a hypothesis sees only the ℕ parameters before it: `(hct0 : ∀ n, …) (n : ℕ)`
    in_scope: dict[str, dict[str, Term]] = {}
    k_ty: Ty | None = None
    for p, arg in zip(sig.params, args, strict=False):
        if p.kind == "prop":
            in_scope[p.name] = dict(nats)
        if p.kind == "fun":
            lam = _lambda(r, p, arg, types)
            if k_ty not in (None, lam.body.type):
                raise Unreadable(f"`{p.name}` has values in {lam.body.type}, not {k_ty}", line)
            k_ty, funs[p.name] = lam.body.type, lam
        elif p.kind == "natfun":
            lam = _lambda(r, p, arg, types)
            if lam.body.type != "ℕ":
                raise Unreadable(f"`{p.name}` has values in {lam.body.type}, not ℕ", line)
            funs[p.name] = lam
        elif p.kind == "nat":
            nats[p.name] = r.elaborator(types).elab(r.parse(arg), "ℕ")
    if k_ty is None:
        raise Unreadable(f"`{head}` has no function argument", line)
    for p, arg in zip(sig.params, args, strict=False):
        if p.kind == "prop":
            assert p.stmt is not None
            want = instantiate(p.stmt, funs, in_scope[p.name], k_ty, sig.source)
            ok, detail = _proof(r, arg, want, types)
            r.add(have, "application", ok, f"`{p.name}`: {detail}" if detail else "", line, p.name)
    result = instantiate(sig.conclusion, funs, nats, k_ty, sig.source)
    result = _discharge(r, result, args[len(sig.params) :], types, line, have)
    if trans is not None:
        after = _fact(r, trans, types)
        if after.vars or after.hyps or after.rel != "=" or result.rel != "=":
            raise Unreadable("`.trans` of statements that are not equations", line)
        ok = normal(after.lhs) == normal(result.rhs) and after.ty == result.ty
        detail = "" if ok else f"`.trans`: {_short(after.lhs)} is not {_short(result.rhs)}"
        r.add(have, "application", ok, detail, trans[0].line, "trans")
        result = replace(result, rhs=after.rhs)
    return result


def _lambda(r: Reader, p: Param, arg: list[Token], types: Mapping[str, Ty]) -> Lambda:
    w = words(arg)
    arrow = w.index("=>") if "=>" in w else -1
    if w[:2] != ["(", "fun"] or w[-1] != ")" or arrow != p.arity + 2:
        raise Unreadable(f"`{p.name}`: expected `(fun x… => body)` of {p.arity} ℕ variables", None)
    params = tuple(w[2:arrow])
    body = r.elaborator(dict(types) | {x: "ℕ" for x in params}).elab(
        r.parse(arg[arrow + 1 : -1]), None
    )
    return Lambda(params, body)


def _fact(r: Reader, arg: list[Token], types: Mapping[str, Ty]) -> Stmt:
    """The statement of a proof argument: a have's name, or ``(h a b)`` instantiated."""
    w = words(arg)
    if len(arg) == 1 and arg[0].kind == "ident":
        name, rest = w[0], []
    elif w[:1] == ["("] and len(arg) > 3 and arg[1].kind == "ident" and w[-1] == ")":
        name, rest = w[1], arg[2:-1]
    else:
        raise Unreadable(f"expected a have's name, found `{' '.join(w)[:60]}`", arg[0].line)
    if name not in r.stmts:
        raise Unreadable(f"`{name}` is not a have whose statement was read", arg[0].line)
    st = r.stmts[name]
    if rest:
        _, _, items = parse_lemma_call([arg[1], *rest])
        values = [r.elaborator(types).elab(r.parse(x), "ℕ") for x in items]
        st = specialize(st, values)
    return st


def _proof(r: Reader, arg: list[Token], want: Stmt, types: Mapping[str, Ty]) -> tuple[bool, str]:
    w = words(arg)
    if w in (["(", "by", "norm_num", ")"], ["(", "by", "omega", ")"]):
        if want.vars or want.hyps:
            return False, f"`{w[2]}` for a statement with variables or hypotheses"
        p = Term(_RELS[want.rel], (want.lhs, want.rhs), "Prop")
        if w[2] == "norm_num":
            ok = closed_true(p)
            return ok, "" if ok else f"norm_num cannot prove {show(p)}"
        return omega_proves(p, types)
    try:
        got = _fact(r, arg, types)
    except Unreadable as e:
        return False, e.message
    return not compare(want, got), compare(want, got)


def _discharge(
    r: Reader,
    st: Stmt,
    rest: list[list[Token]],
    types: Mapping[str, Ty],
    line: int,
    have: str = CLOSING,
) -> Stmt:
    """The conclusion ``st`` applied to the trailing arguments: its variables first (ℕ
    terms), then its hypotheses (each ``(by omega)``, checked); nothing may be left."""
    if len(rest) != len(st.vars) + len(st.hyps):
        raise Unreadable(
            f"the conclusion takes {len(st.vars)} variables and {len(st.hyps)} hypotheses, "
            f"given {len(rest)} arguments",
            line,
        )
    terms = [r.elaborator(types).elab(r.parse(x), "ℕ") for x in rest[: len(st.vars)]]
    st = specialize(st, terms)
    for h, arg in zip(st.hyps, rest[len(terms) :], strict=True):
        if words(arg) != ["(", "by", "omega", ")"]:
            raise Unreadable(f"`{show(h)}` is not given `(by omega)`", line)
        ok, detail = omega_proves(normal(h), types, getattr(r, "theorem_hyps", []))
        r.add(have, "application", ok, detail, line, show(h))
    return Stmt((), (), st.rel, st.lhs, st.rhs, st.ty)
