"""The heartbeat budget of a written proof (review16): Lean reads ``maxHeartbeats`` once per
declaration (``Core.Context.maxHeartbeats``; the tactic ``set_option … in`` changes only the
options), so a proof with steps marked heavy gets ``set_option maxHeartbeats N in`` before its
declaration, above its doc comment; the audit reads past exactly that line, and the file of
all proofs keeps it for every theorem."""

from __future__ import annotations

from wzprove.lean import heartbeats
from wzprove.lean.audit import audit_text
from wzprove.lean.parser import parse_text
from wzprove.pipeline.whole_file import spliced
from wzprove.sketch.build import splice_proof

HEAVY = "  set_option maxHeartbeats 2000000 in linear_combination (norm := ring1) h"

ORIGINAL = """import Mathlib

/-- first -/
theorem a (n : ℕ) : n = n := by
  sorry

/-- second
  over two lines -/
@[simp]
theorem b (n : ℕ) : n + 0 = n := by
  sorry
"""


def _proved(name: str, body: str) -> str:
    """The statement file with ``name``'s proof ``body`` written in, as every writer splices
    a proof (:func:`wzprove.sketch.build.splice_proof`)."""
    (parsed,) = [p for p in parse_text(ORIGINAL) if p.name == name]
    text, original = splice_proof(parsed.identity, ORIGINAL, body)
    assert "maxHeartbeats" not in original
    return text


def test_a_heavy_proof_gets_the_line_above_its_doc_comment() -> None:
    text = _proved("b", f"  have h : n + 0 = n := rfl\n{HEAVY}\n{HEAVY}")
    n = heartbeats.DEFAULT + 2 * heartbeats.PER_HEAVY_STEP
    assert f"  sorry\n\nset_option maxHeartbeats {n} in\n/-- second\n" in text
    assert audit_text(text, ORIGINAL, "b").passed
    # a light proof: no line, the file as spliced
    light = _proved("a", "  rfl")
    assert "maxHeartbeats" not in light and audit_text(light, ORIGINAL, "a").passed


def test_the_audit_reads_past_only_the_heartbeat_line() -> None:
    text = _proved("a", HEAVY)
    assert audit_text(text, ORIGINAL, "a").passed
    for other in ("set_option maxRecDepth 100000 in", "set_option maxHeartbeats 10 in #eval 1"):
        bad = text.replace("set_option maxHeartbeats", other + "\nset_option maxHeartbeats", 1)
        assert not audit_text(bad, ORIGINAL, "a").passed, other
    # the option inside the original is read past there too (the candidate may drop it)
    orig = ORIGINAL.replace("/-- first", "set_option maxHeartbeats 400000 in\n/-- first")
    assert audit_text(_proved("a", "  rfl"), orig, "a").passed


def test_the_file_of_all_proofs_keeps_each_line() -> None:
    a, b = _proved("a", HEAVY), _proved("b", f"{HEAVY}\n{HEAVY}")
    text = spliced(ORIGINAL, [("a", a), ("b", b)])
    assert text is not None
    assert text.count("set_option maxHeartbeats 2200000 in\n/-- first") == 1
    assert text.count("set_option maxHeartbeats 4200000 in\n/-- second") == 1
    for name in ("a", "b"):
        assert audit_text(text, ORIGINAL, name).passed
    # spliced in the other order: the same two lines
    other = spliced(ORIGINAL, [("b", b), ("a", a)])
    assert other is not None and other.count("set_option maxHeartbeats") == 2 + 3


def test_a_proof_file_read_again_keeps_one_line() -> None:
    # a written proof file given to `prove` again as the statement file: its line replaced
    once = _proved("b", HEAVY)
    (parsed,) = [p for p in parse_text(once) if p.name == "b"]
    again, _ = splice_proof(parsed.identity, once, f"{HEAVY}\n{HEAVY}")
    assert again.count("in\n/-- second") == 1
    assert "set_option maxHeartbeats 4200000 in\n/-- second" in again
