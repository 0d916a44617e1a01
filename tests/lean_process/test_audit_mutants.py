"""Kill tests for the mutation run over the audit, ``lean/audit.py`` (issue 12, item 7;
benchmarks/RESULTS.md, "Mutation testing"; benchmarks/mutation/survivors-audit.txt).

Each test pins the audit's whole answer (rule, text and line of every failure, the targets'
offsets) on a small file whose expected answer is worked out by hand in the comments: a
mutant that lets a cheat through (a changed string in a statement, a ``sorry`` on a line the
body scan skips), refuses an honest file, or reports another place changes one of them.
"""

from __future__ import annotations

from wzprove.lean.audit import (
    AuditFailure,
    Target,
    _body_end,
    _namespace_at,
    _proof_sep,
    _trim_back,
    _ws,
    audit_lean,
    audit_text,
    checked_copy,
    find_targets,
    normalize,
    scan_body,
)
from wzprove.lean.labels import UNCHECKED_LABEL
from wzprove.lean.messages import Message
from wzprove.lean.textmask import mask

SORRY = "`sorry` in the proof"


def fails(candidate: str, original: str | None, theorem: str | None = None) -> list[tuple]:
    """The failures of :func:`audit_text` as ``(rule, detail, line)`` triples."""
    return [(f.rule, f.detail, f.line) for f in audit_text(candidate, original, theorem).failures]


def sep(text: str) -> str | None:
    """The text after the proof's ``:=`` of the theorem ``t`` (first occurrence of `` t``)."""
    masked = mask(text)
    end = _proof_sep(masked, masked.index(" t") + 2)
    return None if end is None else text[end:]


# ---------------------------------------------------------------- small helpers


def test_normalize_and_to_dict() -> None:
    # CRLF to LF, trailing blanks of every line (not only the last) dropped
    assert normalize("a \r\nb\t\r\nc  ") == "a\nb\nc"
    assert AuditFailure("sorry", "x", 3).to_dict() == {"rule": "sorry", "detail": "x", "line": 3}


def test_whitespace_normal_form_keeps_strings() -> None:
    assert _ws("a  \n b   c") == "a b c"
    # string contents kept (a changed string is a changed statement), comments blanked
    assert _ws('f "x  y" -- c\n') == 'f "x y"'
    assert _ws('"ab" -- "cd"') == '"ab"'


def test_trim_back_values() -> None:
    # "ab \t\n\ncd": blanks at 2..5, so from 6 back to 2
    assert _trim_back("ab \t\n\ncd", 6) == 2
    # one blank only: from 4 back to 3 (not over the 'b' at 2)
    assert _trim_back("a b\ncd", 4) == 3
    # only blanks before: down to 0 and no further
    assert _trim_back("  \n", 3) == 0
    assert _trim_back("X \ncd", 3) == 1


def test_body_end_values() -> None:
    # body "by\n  simp" then a column-0 line at 24: the end is 22, after "simp"
    raw = "theorem t : True := by\n  simp\ntheorem u"
    assert raw.index("\ntheorem u") == 29
    assert _body_end(raw, mask(raw), raw.index(":=") + 2) == 29
    # a body starting on the next line in column 0: its first token is part of the body
    raw2 = "theorem t : True :=\nx\ntheorem u"
    assert _body_end(raw2, mask(raw2), raw2.index(":=") + 2) == raw2.index("\ntheorem u")
    # doc comments (masked as blanks) end a body too, /-- and /-!
    for doc in ("/-- d -/", "/-! d -/"):
        raw3 = f"theorem t : True := by\n  simp\n{doc}\ndef u := 1"
        assert _body_end(raw3, mask(raw3), raw3.index(":=") + 2) == 29
    # nothing after the separator but blanks: the end of the text
    raw4 = "theorem t : True :=   "
    assert _body_end(raw4, mask(raw4), 19) == len(raw4)


def test_namespaces_and_sections() -> None:
    text = "namespace A.B\nsection\nend\nsection S\ntheorem t"
    assert _namespace_at(text, text.index("theorem")) == ["A", "B"]
    text2 = "namespace A\nsection\nend\nend A\nnamespace C\ntheorem t"
    assert _namespace_at(text2, text2.index("theorem")) == ["C"]


def test_proof_separator_edge_cases() -> None:
    # the character right after a let's `:=` is read: here a bracket whose `:=` is inner
    assert sep("theorem t : let s :={ x := 1 : S }; s.x = 1 := rfl") == " rfl"
    # a let inside brackets is a binder's, not the statement's
    assert sep("theorem t (h : let a := 1; a = 1) : True := trivial") == " trivial"
    # a bracket right after a one-letter name
    assert sep("theorem t : f(x := 1) = 1 := rfl") == " rfl"
    assert sep("theorem t : g{x := 1} = 1 := rfl") == " rfl"


# ---------------------------------------------------------------- find_targets


def test_find_targets_offsets() -> None:
    text = "private theorem t : True := by\n  sorry\n\n  theorem u : True := trivial\n"
    (t,) = find_targets(text)  # only the one with sorry
    # start: the line's start (a modifier precedes); name_end after "t" (17), sep after ":="
    # (27); the body runs to the end (70): the next theorem is indented, not in column 0
    assert t == Target("t", "t", 0, 17, 27, 70)
    (u,) = find_targets(text, "u")
    # an indented keyword alone on its line starts at the keyword
    assert (u.start, u.name_end) == (42, 51)
    text2 = "\nprivate theorem t : True := sorry"
    assert find_targets(text2)[0].start == 1
    text3 = "def a := 1\nprivate theorem t : True := sorry"
    assert find_targets(text3)[0].start == 11
    text4 = "def a := 1\ntheorem t : True := sorry"
    assert find_targets(text4)[0].start == 11


def test_find_targets_choice() -> None:
    text = "theorem a : True\ntheorem b : True := sorry\ntheorem c : True := trivial\n"
    # a declaration without := is skipped, the next ones still read; only b has sorry
    assert [t.name for t in find_targets(text)] == ["b"]
    assert [t.name for t in find_targets(text.replace("sorry", "trivial"))] == ["b", "c"]
    ns = "namespace A\ntheorem t : True := sorry\ntheorem u : True := sorry\nend A\n"
    assert [t.full_name for t in find_targets(ns)] == ["A.t", "A.u"]
    assert [t.full_name for t in find_targets(ns, "t")] == ["A.t"]
    assert [t.full_name for t in find_targets(ns, "A.u")] == ["A.u"]
    assert find_targets(ns, "B.u") == []
    root = "namespace A\ntheorem _root_.foo : True := sorry\nend A\n"
    assert [(t.name, t.full_name) for t in find_targets(root)] == [("_root_.foo", "foo")]


# ---------------------------------------------------------------- scan_body


def test_scan_body_failures_pinned() -> None:
    body = "by\n  simp\n  exact Lean.ofReduceBool\n  decide +native\n#check x\n@[simp]\ndef y"
    assert scan_body(body, 10) == [
        AuditFailure("native-code", "`Lean.ofReduceBool` in the proof", 12),
        AuditFailure("native_decide", "`+native` (native evaluation)", 13),
        AuditFailure("top-level-command", "`#check` is a command", 14),
        AuditFailure("top-level-command", "`@[…]` attributes a declaration", 15),
        AuditFailure("top-level-command", "`def` would start a new command", 16),
    ]
    assert scan_body("by\n  sorry\n  simp", 1) == [AuditFailure("sorry", SORRY, 2)]
    assert scan_body("by\n  simp\ndef y\n  trivial", 1) == [
        AuditFailure("top-level-command", "`def` would start a new command", 3)
    ]
    assert scan_body("  simp\n#Foo", 1) == [
        AuditFailure("top-level-command", "`#Foo` is a command", 2)
    ]


def test_set_option_names() -> None:
    for opt, shown in [
        ("debug.skipKernelTC", "debug.skipKernelTC"),
        ("«debug».skipKernelTC", "debug.skipKernelTC"),
        ("««debug».skipKernelTC", "debug.skipKernelTC"),
        ("debug", "debug"),
        ("trust", "trust"),
        ("«trust»", "trust"),
    ]:
        body = f"by\n  set_option {opt} true in\n  simp"
        assert scan_body(body, 1) == [AuditFailure("set-option-debug", f"`set_option {shown}`", 2)]
    assert scan_body("by\n  set_option maxHeartbeats 400000 in\n  simp", 1) == []
    assert scan_body("by\n  set_option debugging true in\n  simp", 1) == []


# ---------------------------------------------------------------- audit_text


ORIG = "import Mathlib\n\ntheorem t : True := by\n  sorry\n"


def test_no_original() -> None:
    assert fails("theorem t : True := by\n  sorry\n", None) == [("sorry", SORRY, 2)]
    assert fails("def x := 1\n", None) == [
        ("target-missing", "no theorem or lemma with `:=` found", 0)
    ]
    both = "theorem t : True := trivial\ntheorem u : True := trivial\n"
    assert audit_text(both, None, "u").targets == ["u"]
    # without an original, commands are allowed (the file is its own original)
    assert fails("#check 1\ntheorem t : True := trivial\n", None) == []


def test_unchecked_label_dropped_and_lines_shifted() -> None:
    honest = UNCHECKED_LABEL + ORIG.replace("sorry", "trivial")
    assert fails(honest, ORIG) == []
    # the label's 3 lines count: the sorry is on line 4 + 3
    assert fails(UNCHECKED_LABEL + ORIG, ORIG) == [("sorry", SORRY, 7)]
    # with the label and an import Prover: 3 + 1 lines
    cand = UNCHECKED_LABEL + "import Mathlib\nimport Prover\n\ntheorem t : True := by\n  sorry\n"
    assert fails(cand, ORIG) == [("sorry", SORRY, 8)]
    # an original that has the label keeps it (it is then part of the fixed text)
    assert fails(UNCHECKED_LABEL + ORIG.replace("sorry", "trivial"), UNCHECKED_LABEL + ORIG) == []


def test_target_missing_in_the_original() -> None:
    assert fails("import Prover\ndef x := 1\n", "def x := 1\n") == [
        ("target-missing", "the original has no a theorem or lemma with `:=`", 0)
    ]
    assert fails(ORIG, ORIG, theorem="v") == [
        ("target-missing", "the original has no theorem `v`", 0)
    ]


def test_theorem_restriction_with_an_original() -> None:
    orig = "theorem t : True := by\n  sorry\n\ntheorem u : True := by\n  sorry\n"
    cand = "theorem t : True := by\n  sorry\n\ntheorem u : True := by\n  trivial\n"
    res = audit_text(cand, orig, "u")
    assert (res.failures, res.targets) == ([], ["u"])
    assert fails(cand, orig) == [("sorry", SORRY, 2)]


def test_target_missing_in_the_candidate() -> None:
    assert fails("import Mathlib\n\nexample : True := trivial\n", ORIG) == [
        ("target-missing", "`t` not found where the original has it", 3)
    ]
    assert fails("import Mathlib\n\ntheorem t : True\n", ORIG) == [
        ("target-missing", "`t` not found where the original has it", 3)
    ]


def test_statement_changed_pinned() -> None:
    orig = 'import Mathlib\n\ntheorem t : "ab" = "ab" := by\n  sorry\n'
    # a string literal in the statement is compared as written (a cheat otherwise)
    assert fails(orig.replace('= "ab"', '= "cd"').replace("sorry", "rfl"), orig) == [
        ("statement-changed", "the statement of `t` differs from the original", 3)
    ]
    assert fails(orig.replace("sorry", "rfl"), orig) == []


THREE = (
    "import Mathlib\n\ntheorem t : True := by\n  sorry\n\ndef x := 1\n\n"
    "theorem u : True := by\n  sorry\ntheorem u2 : True := by\n  sorry\n\ndef z := 2\n"
)


def test_three_targets_honest_and_cheats() -> None:
    honest = THREE.replace("sorry", "trivial")
    assert fails(honest, THREE) == []
    # a sorry on the second line of the middle proof, and at the end of a proof directly
    # followed by the next theorem
    mid = THREE.replace("u : True := by\n  sorry", "u : True := by\n  simp\n  sorry").replace(
        "sorry", "trivial", 1
    )
    assert fails(mid.replace("u2 : True := by\n  sorry", "u2 : True := by\n  trivial"), THREE) == [
        ("sorry", SORRY, 10)
    ]
    last_of_u = honest.replace("u : True := by\n  trivial", "u : True := by\n  sorry")
    assert fails(last_of_u, THREE) == [("sorry", SORRY, 9)]
    # the text between two proofs changed
    assert fails(honest.replace("def x := 1", "def x := 2"), THREE) == [
        ("original-changed", "text after the proof of `t` differs", 3)
    ]
    # the text after the last proof changed: reported at the candidate's last line
    assert fails(honest.replace("def z := 2", "def z := 3"), THREE) == [
        ("original-changed", "the text after the last proof differs from the original", 13)
    ]


def test_anchor_found_after_the_proof_only() -> None:
    # the next theorem's header also appears, as a line, in a comment before the proof
    orig = "/-\ntheorem u\n-/\ntheorem t : True := by\n  sorry\ntheorem u : True := by\n  sorry\n"
    assert fails(orig.replace("sorry", "trivial"), orig) == []


def test_anchor_is_the_first_occurrence_after_the_proof() -> None:
    # the next theorem's header "theorem u" is also the start of a later one's, "theorem u2"
    orig = "".join(f"theorem {x} : True := by\n  sorry\n" for x in ("t", "u", "u2"))
    assert fails(orig.replace("sorry", "trivial"), orig) == []


def test_first_difference_line() -> None:
    orig = "import Mathlib\n\ndef a := 1\ndef b := 2\n\ntheorem t : True := by\n  sorry\n"
    honest = orig.replace("sorry", "trivial")
    msg = "text of the original changed or added before line {}"
    assert fails(honest.replace("def a := 1", "def a := 7"), orig) == [
        ("original-changed", msg.format(3), 3)
    ]
    assert fails(honest.replace("import", "Import"), orig) == [
        ("original-changed", msg.format(1), 1)
    ]
    assert fails(honest.replace("def b := 2", "def b := 22"), orig) == [
        ("original-changed", msg.format(4), 4)
    ]
    # a candidate that stops inside the fixed text: the first missing place
    assert fails("import Mathlib\n", orig) == [("original-changed", msg.format(2), 2)]
    assert fails("import Mathlib\n\ndef a := 1\nd", orig) == [
        ("original-changed", msg.format(4), 4)
    ]


# ---------------------------------------------------------------- Lean part


def test_checked_copy_pinned() -> None:
    assert checked_copy("theorem t : True := trivial", ["t", "A.u"]) == (
        "theorem t : True := trivial\n\n#print axioms t\n#print axioms A.u\n",
        {3: "t", 4: "A.u"},
    )
    assert checked_copy("x\n", ["t"]) == ("x\n\n#print axioms t\n", {3: "t"})


def test_audit_lean_pinned() -> None:
    def err(line: int, text: str) -> Message:
        return Message("error", line, 0, text)

    def ax(line: int, name: str, axioms: str) -> Message:
        return Message("information", line, 0, f"'{name}' depends on axioms: [{axioms}]")

    long = "e" * 400
    assert audit_lean([err(5, long + "\nsecond line")], {}) == (
        [AuditFailure("lean-error", "e" * 300, 5)],
        {},
    )
    assert audit_lean([err(5, "bad\nmore"), err(7, "x")], {}) == (
        [AuditFailure("lean-error", "bad (and 1 more)", 5)],
        {},
    )
    assert audit_lean([err(5, "bad"), err(7, "x"), err(8, "y")], {})[0] == [
        AuditFailure("lean-error", "bad (and 2 more)", 5)
    ]
    # a missing report does not stop the next target's check
    got = audit_lean([ax(11, "u", "propext, sorryAx, Foo.bar")], {10: "t", 11: "u"})
    assert got == (
        [
            AuditFailure("axioms-missing", "no `#print axioms` report for `t`", 0),
            AuditFailure("axioms", "`u` depends on sorryAx, Foo.bar", 0),
        ],
        {"u": ["propext", "sorryAx", "Foo.bar"]},
    )
