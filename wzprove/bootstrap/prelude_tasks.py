"""A small task family that the prelude-only Lean front end checks (tests, smoke runs).

No Mathlib exists on the development machines (docs/design.md, "Lean"), so the end-to-end
tests of the bootstrapping loop use goals over a unary natural-number type declared in a
``prelude`` file: ``Eq (N.add a b) c`` and ``Eq (N.mul a b) c`` with numerals written
``N.s (N.s N.z)``. True goals are proved by the term ``Eq.refl _`` (the kernel evaluates
both sides by definitional unfolding of the recursor) or by ``Eq.refl v`` with the right
value ``v``; false goals (a wrong ``c``) have no proof, so they stay open. Addition and
multiplication are defined through ``N.rec`` directly: a ``prelude`` file has no
``PProd``, so structural recursion by pattern matching does not compile there.
"""

from __future__ import annotations

import random

from wzprove.bootstrap.prompts import make_item
from wzprove.bootstrap.records import PromptItem, ProofPair, provenance

PRELUDE_HEADER = """prelude
inductive Eq {α : Sort u} : α → α → Prop where
  | refl (a : α) : Eq a a

inductive N where
  | z : N
  | s (n : N) : N

noncomputable def N.add (n m : N) : N := @N.rec (fun _ => N) n (fun _ ih => N.s ih) m
noncomputable def N.mul (n m : N) : N := @N.rec (fun _ => N) N.z (fun _ ih => N.add ih n) m"""

KIND = "prelude-eq"


def numeral(v: int) -> str:
    """The unary numeral of ``v`` >= 0.

    >>> numeral(0), numeral(2)
    ('N.z', '(N.s (N.s N.z))')
    """
    if v < 0:
        raise ValueError(f"numeral of a negative number {v}")
    text = "N.z"
    for _ in range(v):
        text = f"(N.s {text})"
    return text


def statement(op: str, a: int, b: int, c: int) -> str:
    """``Eq (N.<op> a b) c`` with unary numerals (``op`` is ``add`` or ``mul``)."""
    if op not in ("add", "mul"):
        raise ValueError(f"unknown operation {op!r}")
    return f"Eq (N.{op} {numeral(a)} {numeral(b)}) {numeral(c)}"


def value(op: str, a: int, b: int) -> int:
    """``a + b`` or ``a * b``."""
    return a + b if op == "add" else a * b


def make_tasks(
    n_true: int = 12, n_false: int = 4, max_arg: int = 3, seed: int = 0
) -> list[PromptItem]:
    """Distinct goals: ``n_true`` true and ``n_false`` false ones, in a seeded random order.

    Args:
        n_true, n_false: how many of each (at most what ``max_arg`` allows).
        max_arg: operands range over ``0..max_arg``.
        seed: the random seed.
    Returns:
        prompt items of kind ``prelude-eq`` (term mode) whose ``meta`` holds ``op``, ``a``,
        ``b``, ``c`` and ``true`` (whether the goal holds).
    """
    rng = random.Random(seed)
    combos = [
        (op, a, b) for op in ("add", "mul") for a in range(max_arg + 1) for b in range(max_arg + 1)
    ]
    rng.shuffle(combos)
    items: list[PromptItem] = []
    seen: set[str] = set()
    for op, a, b in combos:
        want_true = sum(1 for i in items if i.meta["true"]) < n_true
        want_false = sum(1 for i in items if not i.meta["true"]) < n_false
        if not (want_true or want_false):
            break
        v = value(op, a, b)
        truth = want_true if not want_false else (not want_true or rng.random() < 0.3)
        c = v if truth else v + 1 + rng.randrange(2)
        st = statement(op, a, b, c)
        if st in seen:
            continue
        seen.add(st)
        meta = {"op": op, "a": a, "b": b, "c": c, "true": truth}
        items.append(make_item(st, KIND, PRELUDE_HEADER, "term", meta, "prelude-tasks", seed))
    return items


def cold_start_pairs(items: list[PromptItem], count: int = 4) -> list[ProofPair]:
    """Cold-start pairs for the first ``count`` true goals.

    Every third one gets ``Eq.refl _``, the others the explicit ``Eq.refl v`` with the
    value ``v``, so that a model trained on them samples both forms (the explicit one is
    sometimes wrong, which gives DAPO groups with a spread). They are unverified templates
    (``verified=False``); the loop checks them before use.
    """
    out: list[ProofPair] = []
    for it in items:
        if len(out) >= count:
            break
        if not it.meta.get("true"):
            continue
        v = value(it.meta["op"], it.meta["a"], it.meta["b"])
        out.append(
            ProofPair(
                prompt_id=it.id,
                prompt=it.prompt,
                completion=" Eq.refl _" if len(out) % 3 == 2 else f" Eq.refl {numeral(v)}",
                kind=it.kind,
                provenance=provenance("prelude-cold-start"),
            )
        )
    return out
