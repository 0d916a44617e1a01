"""Names a compiled proof binds that capture a binder of the user's statement (issue 12).

The complete-proof compiler writes its own names into the proof body: hypotheses
(``intro n k hk``), facts (``have s1 : …``), closings (``fun k hk => …``).  A theorem
``theorem t (n hk : ℕ) : ∑ k ∈ range (n + 1), hk * C(n, k) = hk * 2 ^ n`` has a *variable*
named ``hk``; inside ``intro n k hk`` that name now means the hypothesis ``k < n``, and a
later ``(hk : ℚ)`` in a ``linear_combination`` coefficient is no longer the user's variable.
Lean would reject the file (or, worse, read it differently); the replay, which works on
names, would not notice.

:func:`captured_names` reads the written proof text and lists every name it binds that is
also a variable of the statement, except a ``∀``-binder (and the ``intro`` of it) that
re-quantifies one of ``requantified`` (the certificate's variable ``n``: each
``have hct : ∀ n k : ℕ, …`` is a statement about every ``n`` on purpose) and a substitution
``obtain ⟨x, rfl⟩ : ∃ t, x = t + 1`` that replaces the variable ``x`` by itself plus one
everywhere.  A hypothesis of the statement may be shadowed: the compiler refers to the
user's hypotheses only through ``omega``, which reads every hypothesis of the context,
shadowed or not.  A non-empty list means the text is not a complete proof.

>>> body = '''  have hct : ∀ n k : ℕ, k < n → F n k = 0 := by
...     intro n k hk
...     linear_combination (hk : ℚ) * s1'''
>>> captured_names(body, {"n", "hk"}, {"n"})
['hk']
>>> captured_names(body, {"n", "m"}, {"n"})
[]
>>> captured_names("  have hct : ∀ hk k : ℕ, k < hk → F hk k = 0 := by\\n    intro hk k hk",
...                {"hk"}, {"hk"})
['hk']
>>> captured_names("  have s1 : x = 1 := by norm_num", {"s1"}, set())
['s1']
>>> captured_names("  obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + 1 := ⟨x - 1, by omega⟩", {"x"}, set())
[]
"""

from __future__ import annotations

import re
from collections.abc import Collection

from wzprove.model.identity import Identity

_IDENT = r"[^\W\d][\w'!?₀-₉]*"
_INTRO = re.compile(rf"\bintro((?:[ \t]+{_IDENT})+)")
_HAVE = re.compile(rf"\b(?:have|let|set)\s+({_IDENT})\s*:")
_FUN = re.compile(rf"\bfun((?:[ \t]+{_IDENT})+)[ \t]*=>")
_FORALL = re.compile(rf"∀((?:[ \t]+{_IDENT})+)[ \t]*[:,]")
_SUM = re.compile(rf"[∑∏]\s+({_IDENT})\s*∈")
_PATTERN = re.compile(r"\b(?:obtain|rcases)\b[^\n]*")
_SUBST = re.compile(rf"\bobtain\s+⟨({_IDENT}),\s*rfl⟩\s*:\s*∃\s+{_IDENT}\s*:\s*ℕ,\s*({_IDENT})\s*=")
_WORD = re.compile(_IDENT)


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text) if w != "_"]


def _bracketed(text: str) -> str:
    """``text`` from its opening ``⟨`` to the matching ``⟩``."""
    depth = 0
    for i, ch in enumerate(text):
        depth += {"⟨": 1, "⟩": -1}.get(ch, 0)
        if depth == 0:
            return text[: i + 1]
    return text


def bound_names(body: str) -> tuple[set[str], set[str]]:
    """``(quantified, introduced)``: the names ``∀``/``∑`` binders quantify in ``body``, and
    the names ``intro``, ``have``, ``fun``, ``obtain``/``rcases`` patterns introduce."""
    quantified: set[str] = set()
    for rx in (_FORALL, _SUM):
        for m in rx.finditer(body):
            quantified.update(_words(m.group(1)))
    introduced: set[str] = set()
    for rx in (_INTRO, _FUN):
        for m in rx.finditer(body):
            introduced.update(_words(m.group(1)))
    introduced.update(m.group(1) for m in _HAVE.finditer(body))
    for m in _PATTERN.finditer(body):
        line = m.group(0)
        if " with " in line:  # rcases h with ⟨a, b⟩ | c
            pattern = line.split(" with ", 1)[1]
        elif "⟨" in line:  # obtain ⟨a, b⟩ … : the pattern up to its closing bracket
            pattern = _bracketed(line[line.index("⟨") :])
        else:  # obtain h : P … / obtain h := …
            pattern = re.split(r"\s:=?\s", line.split(None, 1)[1] + " := ", maxsplit=1)[0]
        introduced.update(w for w in _words(pattern) if w != "rfl")
    for m in _SUBST.finditer(body):
        if m.group(1) == m.group(2):
            introduced.discard(m.group(1))
    return quantified, introduced


def captured_names(body: str, binders: Collection[str], requantified: Collection[str]) -> list[str]:
    """The statement's variables ``binders`` that ``body`` rebinds, apart from the ``requantified``
    names re-bound by a ``∀`` or ``∑`` of the body (and the ``intro`` of such a ``∀``)."""
    quantified, introduced = bound_names(body)
    allowed = quantified & set(requantified)
    clash = (quantified | introduced) & set(binders)
    # a re-quantified name introduced twice by one `intro` (`intro hk k hk` for a variable
    # `hk`): the second, a hypothesis, hides the variable from the lines after it
    twice = {
        w
        for m in _INTRO.finditer(body)
        for w in _words(m.group(1))
        if _words(m.group(1)).count(w) > 1
    }
    return sorted((clash - allowed) | (twice & set(binders)))


#: ``Nat.pred``/``Nat.succ`` written in a statement (``n.pred``, ``pred n`` under ``open Nat``)
_DESUGARED = re.compile(r"(?<![\w'])(?:Nat\.)?(pred|succ)(?![\w'!?])|\.(pred|succ)(?![\w'!?])")


def _theorem_parts(text: str, name: str) -> tuple[str, str] | None:
    """``(statement, body)`` of the theorem (or lemma) ``name`` in the file ``text``: the text
    from its name to ``:= by``, and from there to the next ``theorem``/``lemma``."""
    # `theorem name{n : ℕ}` and `theorem name(n:ℕ)` are Lean too: the name ends at any
    # character that cannot continue an identifier
    head = re.search(rf"\b(?:theorem|lemma)\s+{re.escape(name)}(?![\w'.!?])", text)
    body_at = text.find(":= by", head.end()) if head else -1
    if head is None or body_at < 0:
        return None
    body = text[body_at:]
    end = re.search(r"^(?:theorem|lemma) ", body, re.M)
    return text[head.end() : body_at], body[: end.start()] if end else body


def theorem_captures(text: str, identity: Identity, requantified: Collection[str]) -> list[str]:
    """:func:`captured_names` for the proof of ``identity``'s theorem in the file ``text``
    (from its ``:= by`` to the next ``theorem``/``lemma``)."""
    parts = _theorem_parts(text, identity.name)
    if parts is None:
        return ["(the theorem's proof is not in the text)"]
    body = _without_own_intro(parts[1], forall_variables(identity))
    return captured_names(body, {v.name for v in identity.variables}, requantified)


def forall_variables(identity: Identity) -> list[str]:
    """The statement's variables bound by a ``∀`` of its conclusion (``theorem t : ∀ n : ℕ, …``),
    not by a binder of its signature: the proof's first ``intro`` names them."""
    bound: set[str] = set()
    for text in identity.binders_text:
        head = text.split(":", 1)[0]
        bound |= set(re.findall(r"«[^»]*»|[^\s(){}\[\]⦃⦄]+", head))  # «x y» is one name
    return [v.name for v in identity.variables if v.name not in bound]


def _without_own_intro(body: str, names: list[str]) -> str:
    r"""``body`` less its first ``intro`` when that line introduces the statement's own
    ``∀``-variables ``names`` (in order, maybe followed by hypotheses): that ``intro`` binds the
    user's variables, it does not capture them (new-user run 12h).

    >>> _without_own_intro(":= by\n  intro n\n  have h : n = n := rfl", ["n"])
    ':= by\n  have h : n = n := rfl'
    >>> _without_own_intro(":= by\n  intro n\n", [])
    ':= by\n  intro n\n'
    """
    if not names:
        return body
    m = _INTRO.search(body)
    if m is None or _words(m.group(1))[: len(names)] != names:
        return body
    start = body.rfind("\n", 0, m.start()) + 1
    end = body.find("\n", m.end())
    return body[:start] + (body[end + 1 :] if end >= 0 else "")


def unfit_reason(text: str, identity: Identity, requantified: Collection[str]) -> str:
    r"""Why the compiled proof of ``identity`` in ``text`` cannot stand as written (``""``
    when it can): a name it binds captures a statement variable (:func:`theorem_captures`),
    or the statement writes ``Nat.pred``/``Nat.succ``, which the model reads as ``n - 1`` /
    ``n + 1`` — the proof's rewrites (``rw [show m + 1 - 1 = m by omega]``) are written for
    that reading and would not match the goal's ``Nat.pred (m + 1)`` (new-user run 12e).

    >>> class T:
    ...     name, variables, binders_text = "c8", (), ()
    >>> why = unfit_reason("theorem c8 (n : ℕ) : f n = 2 ^ n.pred := by\n  rfl", T(), ())
    >>> why.split(" (")[0]
    'the statement writes Nat.pred, which the compiled proof reads as n - 1'
    >>> unfit_reason("lemma c8 (n : ℕ) : f n = 2 ^ n := by\n  rfl", T(), ())
    ''
    """
    captured = theorem_captures(text, identity, requantified)
    if captured:
        return (
            "the compiled proof would rebind the statement's variable(s) "
            + ", ".join(captured)
            + " (names the proof uses for its own hypotheses)"
        )
    statement, _ = _theorem_parts(text, identity.name) or ("", "")
    found = sorted({a or b for a, b in _DESUGARED.findall(statement)})
    if found:
        reads = {"pred": "n - 1", "succ": "n + 1"}
        return (
            f"the statement writes {', '.join('Nat.' + f for f in found)}, which the compiled "
            f"proof reads as {', '.join(reads[f] for f in found)} (its rewrites would not match)"
        )
    return ""
