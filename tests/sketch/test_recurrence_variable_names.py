"""The recurrence proof (:func:`wzprove.sketch.complete_linear.linear_proof`) for any name
of the recurrence variable (robust16, item 2; complete14q's note).

The proof closes with ``Prover.telescoper_sum_one F H a0 a1 hct0 hct j``.  The replay
instantiated the lemma's hypothesis ``hct0 : ∀ n, …`` with the lemma's *later* explicit
argument ``n := j`` as well, so the bound ``n`` became the free ``j`` and every statement
whose variable was not named ``n`` failed its replay ("the left side is … #v0 …, the
theorem's is … j …").  In Lean a hypothesis sees only the parameters declared before it.
"""

from __future__ import annotations

import re

import pytest

from wzprove.lean.parser import parse_text
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.complete_linear import linear_proof
from wzprove.sketch.replay import replay_theorem

#: the derangement numbers' recurrence (tests/data/linear_inputs/rec_derangements.lean)
#: with the variable ``{v}`` and the summation index ``{k}``
DERANGEMENTS = (
    "open BigOperators Nat Finset Real\n\n"
    "theorem rec_{name} ({v} : ℕ) :\n"
    "    ∑ {k} ∈ Finset.range ({v} + 2), (-1 : ℚ) ^ {k} * ({v} + 1).factorial / {k}.factorial =\n"
    "      ({v} + 1) * ∑ {k} ∈ Finset.range ({v} + 1), (-1 : ℚ) ^ {k} * {v}.factorial / "
    "{k}.factorial {sign}\n"
    "        (-1 : ℚ) ^ ({v} + 1) := by\n  sorry\n"
)
OPTS = ProveOptions(timeout_s=30, falsity_time_s=0.3)
NAMES = ["n", "j", "k", "m", "i", "I", "x"]


def _statement(v: str, sign: str = "+") -> str:
    name = v if v.islower() else f"{v}{v}"  # `rec_I` and `rec_i` are different theorems
    return DERANGEMENTS.format(name=name, v=v, k="i" if v == "k" else "k", sign=sign)


@pytest.mark.parametrize("v", NAMES)
def test_the_recurrence_proof_replays_whatever_the_variable_is_named(v: str) -> None:
    (parsed,) = parse_text(_statement(v))
    done = certify_theorem(parsed, OPTS)
    assert done.report.status == "certified", done.report.message
    assert done.report.linear["form"] == "recurrence"
    assert done.report.linear["variable"] == v
    text = linear_proof(done.identity, done.report.linear)  # raises where it does not replay
    name = parsed.identity.name
    assert f"  have hct0 : ∀ {v} : ℕ, " in text
    assert re.search(rf"\n    Prover\.telescoper_sum_one \(fun {v} \w+ => .* hct0 hct {v}\n", text)
    report = replay_theorem(text, name)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    # mutants: the lemma applied at another point, its hypotheses swapped, a coefficient
    # of the first step changed
    line = next(x for x in text.splitlines() if x.startswith("  have hct0 : "))
    mutants = {
        "argument": text.replace(f"hct0 hct {v}\n", f"hct0 hct ({v} + 1)\n"),
        "swapped": text.replace(f"hct0 hct {v}\n", f"hct hct0 {v}\n"),
        "coefficient": text.replace(line, line.replace(" - 1) * ", " - 2) * ", 1)),
    }
    for what, mutant in mutants.items():
        assert mutant != text, what
        assert not replay_theorem(mutant, name).ok, what


@pytest.mark.parametrize("v", ["j", "x"])
def test_a_wrong_sign_is_not_certified(v: str) -> None:
    """The same statement with the inhomogeneous term subtracted is false (at ``v = 0``:
    ``0 = 1 * 1 - (-1)``, i.e. 0 vs 2)."""
    (parsed,) = parse_text(_statement(v, "-"))
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "false", report.message
    assert report.counterexample == {v: "0"}


@pytest.mark.parametrize("v", ["hk", "hct", "hct0", "hb", "hts", "key"])
def test_the_proofs_own_names_never_rebind_the_variable(v: str) -> None:
    """A variable named like one of the proof's own names: the proof takes a fresh one
    (``intro hk k hk'``, ``… hct0 hct' hct``), so every later use of the variable is the
    variable (the replay, working on names, accepted ``intro hk k hk`` before)."""
    from wzprove.sketch.hygiene import captured_names

    (parsed,) = parse_text(_statement(v))
    done = certify_theorem(parsed, OPTS)
    assert done.report.status == "certified", done.report.message
    text = linear_proof(done.identity, done.report.linear)
    assert replay_theorem(text, parsed.identity.name).ok
    body = text.split(":= by", 1)[1]
    intros = [line.split()[1:] for line in body.splitlines() if line.strip().startswith("intro ")]
    assert [v, "k", f"{v}'" if v == "hk" else "hk"] in intros
    assert all(len(set(names)) == len(names) for names in intros)
    haves = re.findall(r"\n  have (\S+) ", body)
    assert v not in haves and f"{v}'" in haves + ["hk'"]
    assert re.search(rf" hct0'? hct'? {v}\n", body)
    # the check that refuses a proof rebinding a variable sees the old text's capture
    assert captured_names(
        f"  have hct : ∀ {v} k : ℕ, k < {v} → F := by\n    intro {v} k {v}", {v}, {v}
    ) == [v]
