"""The Lean proof of a closed form certified by cases after literal lower bounds were shifted
and an ℕ difference moved (issue 14; the linearity form ``closed forms by cases`` with steps
``v ↦ v + b`` and ``A − B = C from A = B + C``; LC-test test_099_1 ``C(n + 1, k − 1) =
C(n, k − 2) + C(n, k − 1)`` for ``1 < k``, test_084_1).

The statement's hypotheses must all be lower bounds ``b ≤ v`` (``v > b − 1``, …) of single ℕ
variables, or (a step ``v = a + m`` after the shifts, LC-test test_021_1 ``r ≤ n − 1``) read
``a ≤ v`` once shifted, which ``obtain ⟨i, rfl⟩ : ∃ i, j = (a + i : ℕ) := ⟨(j - a : ℕ), by
omega⟩`` substitutes (the replay checks that a hypothesis, its exact ℕ subtractions
evaluated, says ``a ≤ j``).  One lemma ``<theorem>_case0`` states the statement with each
such ``v`` replaced by ``v + b`` (``b`` the least value the hypotheses allow; then ``v`` by
``a + m``), *not* simplified, without hypotheses, and with ``A − B = C`` (an ℕ subtraction
on one side) as ``A = B + C``; it is proved by
:func:`wzprove.sketch.region_proof.region_proof` (two ℕ variables, region by region) or the
closed-form compiler.  The theorem::

    obtain ⟨j, rfl⟩ : ∃ j, k = (j + 2 : ℕ) := ⟨(k - 2 : ℕ), by omega⟩
    exact T_case0 n j                       -- or, for A − B = C:
    have key := T_case0 n j
    omega

``omega`` proves ``k = (k − 2) + 2`` from the hypothesis ``1 < k`` in the context, and
``A − B = C`` from ``key : A = B + C`` (the binomials are atoms to it; Lean core's omega
abstracts nonlinear subterms).  :func:`replay_shift` re-reads all of it: each ``obtain``
substitutes ``v = j + b`` with ``b`` at most the least value the hypotheses give ``v``, the
lemma's sides are the statement's so substituted (moved for ``omega``), its arguments its
variables renamed; then the lemma's own proof replays.  No Mathlib lemma is used.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wzprove.lean.parser import parse_text
from wzprove.model.cases import Case, _bounds
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.trunc_cases import _lower_bound
from wzprove.sketch.complete_closed import ClosedProofError
from wzprove.sketch.split_proof import SplitProofError, case_lemma, proof_lines

MOVED = "A − B = C from A = B + C"
_STEP = re.compile(r"^(\w+) ↦ (\w+) \+ (\d+)$")
_SUB_STEP = re.compile(r"^(\w+) = (\w+) \+ (\w+)$")
_OBTAIN = re.compile(
    r"^  obtain ⟨(\w+), rfl⟩ : ∃ (\w+), (\w+) = \((\w+) \+ (\d+) : ℕ\) := "
    r"⟨\((\w+) - (\d+) : ℕ\), by omega⟩$"
)
_OBTAIN_SUB = re.compile(
    r"^  obtain ⟨(\w+), rfl⟩ : ∃ (\w+), (\w+) = \((\w+) \+ (\w+) : ℕ\) := "
    r"⟨\((\w+) - (\w+) : ℕ\), by omega⟩$"
)
_EXACT = re.compile(r"^  (exact|have key :=) (\S+)((?: \S+)*)$")


def _reads_le(h: Term, a: str, v: str, live: set[str]) -> bool:
    """Whether the hypothesis ``h`` says ``a ≤ v`` once its exact ℕ subtractions are
    evaluated (``r ≤ j + 1 - 1``), which is what ``omega`` needs for ``v = a + (v − a)``."""
    from wzprove.model.trunc_cases import simplify_zero

    h = simplify_zero(h, live)
    x, y = Term.var(a), Term.var(v)
    return (h.op == "le" and h.args == (x, y)) or (h.op == "ge" and h.args == (y, x))


def _moved(identity: Identity) -> Identity:
    """``A − B = C`` (an ℕ subtraction on either side) as ``A = B + C``."""
    lhs, rhs = identity.lhs, identity.rhs
    if lhs.op != "sub" or lhs.type != "ℕ":
        raise ClosedProofError("shifts: no ℕ difference A − B on the left to move")
    a, b = lhs.args
    return replace(identity, lhs=a, rhs=Term("add", (b, rhs), "ℕ"))


def _shift(name: str, b: int) -> Term:
    return Term("add", (Term.var(name), Term.lit(b)), "ℕ")


def _fresh(taken: set[str]) -> str:
    for cand in ("j", "i", "q", *(f"j{i}" for i in range(1, 100))):
        if cand not in taken:
            return cand
    raise SplitProofError("no fresh variable name")


def _lower_only(h: Term) -> str | None:
    """The variable of a hypothesis that only bounds one ℕ variable from below."""
    (v,) = h.free_vars() if len(h.free_vars()) == 1 else (None,)
    if v is None:
        return None
    b = _bounds(h, v)
    return v if b is not None and b[1] is None else None


def shift_proof(identity: Identity, record: dict) -> str:
    """The whole Lean file (module docstring), replayed; raises :class:`ClosedProofError` or
    :class:`~wzprove.sketch.split_proof.SplitProofError`."""
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.complete_closed import closed_proof
    from wzprove.sketch.linear_common import proof_header
    from wzprove.sketch.region_proof import region_proof

    steps = list(record.get("steps") or [])
    moved = bool(steps) and steps[0] == MOVED
    if identity.statement is None or identity.relation != "eq":
        raise ClosedProofError("shifts: a statement without Lean text, or not `=`")
    if len(identity.hypothesis_names) != len(identity.hypotheses):
        raise ClosedProofError("shifts: a hypothesis without a name")
    model = _moved(identity) if moved else identity
    taken = {v.name for v in identity.variables} | set(identity.hypothesis_names)
    main: list[str] = []
    args: dict[str, str] = {}
    variables = list(identity.variables)
    shifted: set[str] = set()
    substituted = 0
    for step in steps[moved:]:
        shift, sub = _STEP.match(step), _SUB_STEP.match(step)
        j = _fresh(taken)
        taken.add(j)
        if shift and shift.group(1) == shift.group(2) and shift.group(1) not in args:
            v, b = shift.group(1), int(shift.group(3))
            if b <= 0 or b > _lower_bound(identity, v) or v not in taken:
                raise ClosedProofError(f"shifts: {v} ↦ {v} + {b} is not a lower bound's")
            value, shifted = _shift(v, b), shifted | {v}
            main.append(
                f"  obtain ⟨{j}, rfl⟩ : ∃ {j}, {v} = ({j} + {b} : ℕ) := ⟨({v} - {b} : ℕ), by omega⟩"
            )
        elif sub and sub.group(1) in args and sub.group(3) not in taken | set(args.values()):
            v, a, m = sub.groups()  # `v = a + m` from `a ≤ v` (shifted): obtain, omega
            cur, ca = args[v], args.get(a, a)
            value = Term("add", (Term.var(a), Term.var(m)), "ℕ")
            variables = [x for x in variables if x.name != v] + [replace(variables[0], name=m)]
            main.append(
                f"  obtain ⟨{j}, rfl⟩ : ∃ {j}, {cur} = ({ca} + {j} : ℕ) := "
                f"⟨({cur} - {ca} : ℕ), by omega⟩"
            )
            args[m] = j
            substituted += 1
        else:
            raise ClosedProofError(f"shifts: steps {steps} (A − B = C, v ↦ v + b, v = a + m)")
        args.setdefault(v, j)
        model = replace(
            model,
            lhs=substitute(model.lhs, v, value),
            rhs=substitute(model.rhs, v, value),
        )
    bounded = [_lower_only(h) for h in identity.hypotheses]
    if sum(b is None for b in bounded) > substituted:
        raise ClosedProofError("shifts: a hypothesis that is not a lower bound nor substituted")
    if set(bounded) - shifted - {None}:
        raise ClosedProofError("shifts: a hypothesis bounds a variable not shifted")
    model = replace(model, variables=variables)
    model = replace(model, hypotheses=[], hypothesis_names=[])
    lemma = case_lemma(model, Case(0, "shifted", model))
    regions = bool(record.get("regions"))
    inner = region_proof(lemma.identity) if regions else closed_proof(lemma.identity)
    call = f"{lemma.name} " + " ".join(args.get(v.name, v.name) for v in lemma.identity.variables)
    main += [f"  have key := {call}", "  omega"] if moved else [f"  exact {call}"]
    header = proof_header(identity)
    if not inner.startswith(DEFAULT_HEADER):
        raise SplitProofError("the shifted lemma's proof has another header")
    text = header + inner[len(DEFAULT_HEADER) :].strip() + "\n\n"
    text += identity.statement.rstrip() + " := by\n" + "\n".join(main) + "\n"
    replay_shift(text, identity.name, lemma.name, regions)
    return text


def _rename(t: Term, renaming: dict[str, str]) -> Term:
    """``t`` with its variables renamed at once (no capture between them)."""
    temp = {v: f"__{v}" for v in renaming}
    for v, x in temp.items():
        t = substitute(t, v, Term.var(x))
    for v, x in temp.items():
        t = substitute(t, x, Term.var(renaming[v]))
    return t


def replay_shift(text: str, name: str, lemma_name: str, regions: bool) -> None:
    """Re-read ``text`` (module docstring); raises at the first step that fails."""
    from wzprove.sketch.complete_closed import _check_cast
    from wzprove.sketch.linear_common import check_replay
    from wzprove.sketch.region_proof import replay_regions

    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    lemma = theorems.get(lemma_name)
    if main is None or main.statement is None or lemma is None or lemma.hypotheses:
        raise SplitProofError(f"replay: no theorem {name} or no lemma {lemma_name}")
    body = proof_lines(text, main.statement)
    sides, hyps = [main.lhs, main.rhs], list(main.hypotheses)
    names = {v.name for v in main.variables} | set(main.hypothesis_names)
    live = {v.name for v in main.variables}  # the variables of the goal now
    count = 0
    for line in body[:-1]:
        got, sub = _OBTAIN.match(line), _OBTAIN_SUB.match(line)
        if got is not None:  # `v = j + b`, `b` at most v's least value
            j, j2, v, j3, b, v2, b2 = got.groups()
            if len({j, j2, j3}) != 1 or v != v2 or b != b2 or j in names or v not in live:
                raise SplitProofError(f"replay: the obtain of {v} is not a shift")
            if int(b) > _lower_bound(replace(main, hypotheses=hyps), v) or int(b) < 1:
                raise SplitProofError(f"replay: {v} ≥ {b} is not given by the hypotheses")
            value = _shift(j, int(b))
        elif sub is not None:  # `v = a + j` where a hypothesis reads `a ≤ v`
            j, j2, v, a, j3, v2, a2 = sub.groups()
            if len({j, j2, j3}) != 1 or (v, a) != (v2, a2) or j in names or not {v, a} <= live:
                raise SplitProofError(f"replay: the obtain of {v} is not a substitution")
            if not any(_reads_le(h, a, v, live) for h in hyps):
                raise SplitProofError(f"replay: no hypothesis gives {a} ≤ {v}")
            value = Term("add", (Term.var(a), Term.var(j)), "ℕ")
        else:
            break
        sides = [substitute(s, v, value) for s in sides]
        hyps = [substitute(h, v, value) for h in hyps]
        names.add(j)
        live = (live - {v}) | {j}
        count += 1
    rest = body[count:]
    closing = _EXACT.match(rest[0]) if rest else None
    if closing is None or closing.group(2) != lemma_name:
        raise SplitProofError("replay: the proof does not close with the shifted lemma")
    moved = closing.group(1) != "exact"
    if rest[1:] != (["  omega"] if moved else []):
        raise SplitProofError("replay: the lines after the lemma are not `omega` alone")
    if moved:
        left = sides[0]
        if left.op != "sub" or left.type != "ℕ":
            raise SplitProofError("replay: `omega` has no difference A − B to close")
        sides = [left.args[0], Term("add", (left.args[1], sides[1]), "ℕ")]
    given = closing.group(3).split()
    if len(given) != len(lemma.variables) or set(given) != live:
        raise SplitProofError("replay: the lemma's arguments are not the variables")
    renaming = {x.name: g for x, g in zip(lemma.variables, given, strict=True)}
    if [_rename(s, renaming) for s in (lemma.lhs, lemma.rhs)] != sides:
        raise SplitProofError("replay: the lemma is not the statement shifted")
    if regions:
        replay_regions(text, lemma_name, others={name})
        return
    if set(theorems) != {name, lemma_name}:
        raise SplitProofError("replay: the text holds other theorems")
    cast = lemma.domain in ("ℕ", "ℤ")
    check_replay(text, lemma_name, allowed=("exact_mod_cast key",) if cast else ())
    if cast:
        _check_cast(text, lemma, "ℚ")
