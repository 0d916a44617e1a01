"""Names and binders in the replay: the hypothesis binders of a theorem, the names bound in a
library statement, their renaming, and capture-free instantiation of a statement's variables
(helpers of :mod:`wzprove.sketch.replay` and :mod:`wzprove.sketch.replay_apply`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from wzprove.lean.lexer import Token
from wzprove.lean.syntax import Syn
from wzprove.model.errors import WzproveError
from wzprove.model.identity import Term, Ty
from wzprove.model.terms import SumBinder, substitute
from wzprove.sketch.replay_steps import Unreadable


def read_hypotheses(
    prop: Callable[[list[Token]], Term], toks: list[Token], i: int, params: Mapping[str, Ty]
) -> tuple[list[Term], dict[str, Term | None]]:
    """The theorem's hypotheses that ``prop`` reads as propositions about its variables (the
    others are left out: fewer facts for ``omega``, never a wrong one), and every hypothesis
    by name, ``None`` for one not read (a later binder of the same name shadows)."""
    out: list[Term] = []
    named: dict[str, Term | None] = {}
    for names, group in named_hypotheses(toks, i, params):
        try:
            read: Term | None = prop(group)
        except (Unreadable, WzproveError, RecursionError):
            read = None
        out += [read] if read is not None else []
        named.update(dict.fromkeys(names, read))
    return out, named


def named_hypotheses(
    toks: list[Token], i: int, params: Mapping[str, Ty]
) -> list[tuple[list[str], list[Token]]]:
    """The names and types of the theorem's binders that are not number variables
    (``(h : 1 ≤ n)``): the statement's hypotheses, which ``omega`` sees in the proof's
    context (and ``sub_ne_zero.mpr h`` names)."""
    out: list[tuple[list[str], list[Token]]] = []
    j, depth = i + 2, 0
    start = None
    while toks[j].kind != "eof":
        t = toks[j]
        if depth == 0 and t.text in (":", ":="):
            break
        if t.kind == "sym" and t.text in "([{⦃":
            depth += 1
            if depth == 1:
                start = j
        elif t.kind == "sym" and t.text in ")]}⦄":
            depth -= 1
            if depth == 0 and start is not None:
                group = toks[start + 1 : j]
                colon = next((q for q, g in enumerate(group) if g.text == ":"), None)
                names = group[:colon] if colon is not None else []
                if names and all(g.kind == "ident" and g.text not in params for g in names):
                    out.append(([g.text for g in names], group[colon + 1 :]))
                start = None
        j += 1
    return out


def bound_names(s: Syn, out: set[str]) -> set[str]:
    """The names bound anywhere in ``s`` (``∀`` binders, big-operator indices)."""
    if s.kind == "forall":
        for g in s.value:  # type: ignore[union-attr]
            out.update(g.names)  # type: ignore[union-attr]
    if s.kind == "bigop":
        out.add(s.value.index)  # type: ignore[union-attr]
    for a in s.args:
        bound_names(a, out)
    return out


def rename_bound(s: Syn, names: Mapping[str, str]) -> Syn:
    """``s`` with the identifiers ``names`` renamed everywhere: as binders (``∀`` groups,
    big-operator indices) and as uses (the library statement has no free variable of those
    names: its parameters have other names)."""
    value = s.value
    if s.kind == "ident" and value in names:
        value = names[str(value)]
    elif s.kind == "forall":
        value = tuple(
            replace(g, names=tuple(names.get(x, x) for x in g.names))  # type: ignore[union-attr]
            for g in s.value  # type: ignore[union-attr]
        )
    elif s.kind == "bigop" and s.value.index in names:  # type: ignore[union-attr]
        value = replace(s.value, index=names[s.value.index])  # type: ignore[union-attr]
    return replace(s, value=value, args=tuple(rename_bound(a, names) for a in s.args))


def avoid_capture(t: Term, avoid: set[str]) -> Term:
    """``t`` with every big-operator index in ``avoid`` renamed to a fresh name (before the
    variables of a statement are instantiated with terms that mention those names)."""
    if t.op in ("sum", "prod"):
        assert isinstance(t.value, SumBinder)
        lo, hi, body = (avoid_capture(a, avoid) for a in t.args)
        index = t.value.index
        if index in avoid:
            taken = avoid | body.free_vars()
            fresh = index + "✝"
            while fresh in taken:
                fresh += "✝"
            body = substitute(body, index, Term.var(fresh, t.value.index_type))
            return replace(t, value=replace(t.value, index=fresh), args=(lo, hi, body))
        return replace(t, args=(lo, hi, body))
    if not t.args:
        return t
    return replace(t, args=tuple(avoid_capture(a, avoid) for a in t.args))
