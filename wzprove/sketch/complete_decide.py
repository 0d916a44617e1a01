"""Complete proofs of closed ℕ statements by the kernel's evaluation (issue 14).

A statement at ℕ with no variable and no hypothesis, such as LC-test ``catalan 5 = 42``, is
proved by ``decide`` once every function the kernel does not evaluate is rewritten by its
closed form.  Mathlib's ``catalan`` is defined by well-founded recursion (``catalan (n + 1) =
∑ i : Fin n.succ, catalan i * catalan (n - i)``), which ``decide`` does not unfold; each
``catalan N`` is first rewritten by ``catalan_eq_centralBinom_div N : catalan N =
N.centralBinom / (N + 1)`` (``Mathlib/Combinatorics/Enumerative/Catalan.lean``; the argument
explicit, so that the pattern is that instance).  ``Nat.centralBinom N = (2 * N).choose N``
(``Mathlib/Data/Nat/Choose/Central.lean``), ``Nat.choose`` and ``Nat.factorial`` are structural
recursions the kernel evaluates (``Nat.choose 10 5 = 252 := by decide``); numerals and ``+``,
``*``, ``-``, ``/``, ``%``, ``^`` at ℕ are its accelerated operations::

    theorem test_078_1 : catalan 5 = 42 := by
      rewrite [catalan_eq_centralBinom_div 5]
      decide

``rewrite``, not ``rw``: ``rw`` ends with ``with_reducible rfl``, which closes a goal whose
two sides are the same term once rewritten (``catalan 5 = catalan 5``), and ``decide`` then
fails with "no goals to be proved"; after ``rewrite`` the goal is always left for ``decide``.

Checked before writing and again by :func:`replay_decide` from the written text: the
statement, rewritten as the text says, has only those operations with small arguments (the
kernel's evaluation of ``Nat.choose U L`` takes about ``C(U, L)`` steps) and evaluates
exactly to true under Lean's semantics (:func:`wzprove.model.semantics.evaluate`).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from wzprove.lean.parser import parse_text
from wzprove.model.identity import Identity, Term
from wzprove.model.semantics import evaluate
from wzprove.model.terms import EvaluationError
from wzprove.sketch.linear_common import LinearProofError, proof_header

#: Mathlib: ``catalan n = n.centralBinom / (n + 1)`` (``n`` explicit)
REWRITE = "catalan_eq_centralBinom_div"
#: what ``decide`` evaluates in the kernel
KERNEL_OPS = frozenset(
    {"lit", "add", "mul", "sub", "div", "mod", "pow", "choose", "factorial", "centralbinom", "eq"}
)
#: the largest number a binomial's or factorial's argument may evaluate to
MAX_ARG = 12
#: the largest value any node may evaluate to
MAX_VALUE = 10**12

COMMENT = [
    "/- wzprove proof (complete): a closed statement evaluated by the kernel (`decide`) after",
    "   rewriting what it cannot evaluate; the value was computed exactly in Python and the",
    "   text re-read; no Lean kernel has checked this file here. -/",
]


def _rewritten(t: Term) -> Term:
    """``t`` with each ``catalan N`` replaced by ``Nat.centralBinom N / (N + 1)``."""
    args = tuple(_rewritten(a) for a in t.args)
    if t.op == "catalan":
        (a,) = args
        top = Term("add", (a, Term.lit(1)), "ℕ")
        return Term("div", (Term("centralbinom", (a,), "ℕ"), top), "ℕ")
    return replace(t, args=args) if t.args else t


def _catalans(identity: Identity) -> list[int]:
    """The distinct arguments of ``catalan`` in the statement, in order; each a numeral."""
    out: list[int] = []
    for side in (identity.lhs, identity.rhs):
        for t in side.walk():
            if t.op != "catalan":
                continue
            (a,) = t.args
            if a.op != "lit" or not isinstance(a.value, Fraction) or a.value.denominator != 1:
                raise LinearProofError("decide: a catalan argument that is not a numeral")
            if int(a.value) not in out:
                out.append(int(a.value))
    return out


def _small(t: Term) -> None:
    """Raise unless every node of ``t`` is a kernel operation at ℕ with small values."""
    for node in t.walk():
        if node.op not in KERNEL_OPS or node.type not in ("ℕ", "Prop"):
            raise LinearProofError(f"decide: the operation {node.op} at {node.type}")
        if node.op == "pow" and node.args[1].op != "lit":
            raise LinearProofError("decide: a power with an exponent that is not a numeral")
        try:
            value = evaluate(node, {})
        except EvaluationError as err:
            raise LinearProofError(f"decide: {err}") from err
        if node.op != "eq" and not (isinstance(value, int | Fraction) and value <= MAX_VALUE):
            raise LinearProofError("decide: a value too large for the kernel")
        if node.op in ("choose", "factorial", "centralbinom"):
            arg = evaluate(node.args[0], {})
            arg = 2 * arg if node.op == "centralbinom" else arg  # type: ignore[operator]
            if arg > MAX_ARG:  # type: ignore[operator]
                raise LinearProofError(f"decide: {node.op} of {arg} (at most {MAX_ARG})")


def _check(identity: Identity) -> list[int]:
    """The ``catalan`` arguments to rewrite; raises :class:`LinearProofError` where the
    statement is not a true closed ℕ equation that ``decide`` evaluates after them."""
    if identity.variables or identity.hypotheses or identity.relation != "eq":
        raise LinearProofError("decide: not a closed equation without hypotheses")
    if identity.domain != "ℕ" or identity.statement is None:
        raise LinearProofError("decide: a statement at ℕ read from Lean text")
    args = _catalans(identity)
    stmt = Term("eq", (_rewritten(identity.lhs), _rewritten(identity.rhs)), "Prop")
    _small(stmt)
    if evaluate(stmt, {}) is not True:
        raise LinearProofError("decide: the statement is false")
    return args


def _lines(args: list[int]) -> list[str]:
    rw = [f"rewrite [{', '.join(f'{REWRITE} {a}' for a in args)}]"] if args else []
    return [*COMMENT, *rw, "decide"]


def decide_proof(identity: Identity) -> str:
    """The whole Lean file proving the closed ℕ statement ``identity`` (module docstring),
    re-read by :func:`replay_decide` before it is returned.

    >>> [t] = parse_text("theorem t : catalan 5 = 42 := by sorry")
    >>> print(decide_proof(t.identity).split(":= by\\n")[1].splitlines()[-2:])
    ['  rewrite [catalan_eq_centralBinom_div 5]', '  decide']
    """
    args = _check(identity)
    assert identity.statement is not None
    body = "\n".join("  " + x for x in _lines(args))
    text = proof_header(identity) + identity.statement.rstrip() + " := by\n" + body + "\n"
    replay_decide(text, identity.name)
    return text


def replay_decide(text: str, name: str) -> None:
    """Re-read the proof of ``name`` from ``text``: the statement as written must be a true
    closed ℕ equation that ``decide`` evaluates after the rewrites (:func:`_check`), and the
    proof exactly those rewrites (each ``catalan`` argument once, in order) and ``decide``."""
    found = [p for p in parse_text(text) if p.name == name and p.identity is not None]
    if len(found) != 1 or found[0].identity is None or found[0].identity.statement is None:
        raise LinearProofError(f"replay: no theorem {name} in the text")
    identity = found[0].identity
    args = _check(identity)
    start = text.index(identity.statement) + len(identity.statement)
    body = [x.strip() for x in text[start:].split(":= by\n", 1)[1].splitlines() if x.strip()]
    if body != [x.strip() for x in _lines(args)]:
        raise LinearProofError("replay: the proof is not the rewrites and `decide`")
