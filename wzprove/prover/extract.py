"""Extract a Lean tactic block from a language model's raw output.

Models wrap proofs in many ways: `````lean`` fences (or ``lean4``, or none), a restated
``theorem … := by`` / ``have … := by`` header, a leading ``by``, chat tokens
(``<|im_end|>``), prose before and after, deeper or uneven indentation, a fence cut off by
the token limit. :func:`extract_tactic` undoes these and returns the tactic block alone,
dedented, or None when the output holds no tactic.

Rules, in order:

1. Chat special tokens are removed.
2. If the output has fenced code blocks, the last non-empty block tagged ``lean``/``lean4``
   (else the last untagged one, else the last one) is the code; an unclosed fence runs
   to the end. Otherwise the code is what follows the first ``:= by`` (if it starts
   with tactics), else the first run of lines that look like tactics
   (first word a known tactic, a bullet ``·``, ``<;>``, ``|``, ``_`` or ``--``, or an
   indented continuation), then inline ``code`` spans whose first word is a tactic.
3. A restated header (``theorem|lemma|example|have … := by``) at the start is dropped,
   as is a leading ``by``.
4. The block is dedented (a first line that followed ``by`` on the same line is aligned
   with the rest); trailing blank lines go.

    >>> extract_tactic("Here it is:\\n```lean\\nby\\n  simp\\n  ring\\n```\\nDone.")
    'simp\\nring'
    >>> extract_tactic("have h : x = x := by rfl")
    'rfl'
    >>> extract_tactic("I cannot prove this.") is None
    True
"""

from __future__ import annotations

import re
import textwrap

#: first words that start a tactic (Lean 4 core and Mathlib tactics)
TACTIC_WORDS = frozenset(
    """abel aesop all_goals any_goals apply apply_fun assumption bound by_cases by_contra
    calc case cases change choose clear congr constructor contradiction contrapose conv
    decide exact exact? exact_mod_cast exfalso ext field_simp filter_upwards first focus
    funext gcongr generalize have induction interval_cases intro intros iterate left let
    linarith linear_combination match mod_cast next nlinarith norm_cast norm_num
    nth_rewrite nth_rw obtain omega polyrith positivity push_cast push_neg qify rcases
    refine refine' rel rename_i repeat rewrite rfl right ring ring_nf ring1 rintro rw rwa
    set show simp simp? simp_all simp_arith simp_rw simpa specialize split split_ifs
    subst suffices symm tauto trans trivial try unfold use zify field_simp norm_num1
    nlinarith! linarith! aesop? decide! fin_cases induction' cases' obtain? exacts
    positivity? rw? apply? gcongr? bound? omega_nat""".split()
)

_SPECIAL = re.compile(r"<\|[^|<>]{1,40}\|>|</s>|<s>|<eos>|<bos>|<end_of_turn>|<start_of_turn>")
_FENCE = re.compile(r"```[ \t]*([\w+#.-]*)[^\n]*\n(.*?)(?:```|\Z)", re.S)
_HEADER = re.compile(
    r"\A([ \t]*)(theorem|lemma|example|have)\b[ \t]*([^\s:({\[]*).*?:=\s*by\b[ \t]*", re.S
)
_ASSIGN_BY = re.compile(r"\A[^\n]*?:=\s*by\b[ \t]*")
_ANY_ASSIGN_BY = re.compile(r":=\s*by\b[ \t]*")
_LABEL = re.compile(r"^\s*(?:proof|tactics?|answer|solution)\s*:\s*", re.I)
_INLINE = re.compile(r"`([^`\n]+)`")
_WORD = re.compile(r"[^\s\[\](){},:;⟨⟩]+")
_LEAN_TAGS = ("lean", "lean4")


def _first_word(line: str) -> str:
    m = _WORD.match(line.strip())
    return m.group(0) if m else ""


def is_tactic_line(line: str) -> bool:
    """True when ``line`` (stripped) starts like a tactic or a tactic-block construct.

    >>> is_tactic_line("  simp [Nat.choose]"), is_tactic_line("This is easy.")
    (True, False)
    """
    s = line.strip()
    if not s:
        return False
    if s.startswith(("·", "<;>", "|", "_ ", "--", "/-", "by ")) or s in ("by", "_"):
        return True
    if s.startswith(". "):
        return True
    word = _first_word(s)
    return word in TACTIC_WORDS or (word.endswith(".") and word[:-1] in TACTIC_WORDS)


def _fenced(text: str) -> str | None:
    blocks = [(tag.lower(), body) for tag, body in _FENCE.findall(text) if body.strip()]
    if not blocks:
        return None
    for pick in (
        lambda t: t in _LEAN_TAGS,
        lambda t: t == "",
        lambda t: True,
    ):
        chosen = [body for tag, body in blocks if pick(tag)]
        if chosen:
            return chosen[-1]
    return None  # pragma: no cover - the last predicate accepts every block


def _tactic_run(text: str) -> str | None:
    """The first run of tactic-looking lines in prose (unfenced output)."""
    lines = [_LABEL.sub("", ln, count=1) for ln in text.split("\n")]
    start = next((i for i, ln in enumerate(lines) if is_tactic_line(ln)), None)
    if start is None:
        return None
    run: list[str] = []
    for ln in lines[start:]:
        if not ln.strip():
            run.append("")
            continue
        indented = ln[:1] in (" ", "\t")
        if indented or is_tactic_line(ln):
            run.append(ln)
            continue
        break
    code = "\n".join(run).rstrip()
    # ``simp.`` at the end of a sentence: the period is prose, not Lean
    return re.sub(r"(?<=[\w\])])\.\s*\Z", "", code)


def _is_restated_have(code: str, m: re.Match[str], name: str | None) -> bool:
    """A leading ``have X : … := by`` is the subgoal restated (not a tactic of the proof)
    when X is the subgoal's name, or when nothing follows it at its own indentation."""
    if name is not None and m.group(3) == name:
        return True
    indent = len(m.group(1).expandtabs(2))
    after = code[m.end() :].split("\n")[1:]
    return all(
        not ln.strip() or len(ln.expandtabs(2)) - len(ln.expandtabs(2).lstrip()) > indent
        for ln in after
    )


def _strip_header(code: str, name: str | None = None) -> tuple[str, bool]:
    """Drop a restated declaration header or a leading ``… := by``; say whether the first
    line's text followed something on its line (so it must be aligned separately)."""
    code = code.lstrip("\n")
    m = _HEADER.match(code)
    if m is not None and m.group(2) == "have" and not _is_restated_have(code, m, name):
        m = None
    if m is None:
        first = code.lstrip("\n").split("\n", 1)[0]
        if ":=" in first and not is_tactic_line(first):
            m = _ASSIGN_BY.match(code)
    if m is not None:
        return code[m.end() :], True
    stripped = code.lstrip("\n")
    lead = re.match(r"[ \t]*by\b[ \t]*", stripped)
    if lead is not None:
        return stripped[lead.end() :], True
    return stripped, False


def _dedent(code: str, first_inline: bool) -> str:
    code = code.expandtabs(2)
    if first_inline:
        first, _, rest = code.partition("\n")
        rest_d = textwrap.dedent(rest)
        parts = [first.strip()] if first.strip() else []
        code = "\n".join(parts + ([rest_d] if rest_d.strip() else []))
    else:
        code = textwrap.dedent(code)
    lines = [ln.rstrip() for ln in code.split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def extract_tactic(output: str, name: str | None = None) -> str | None:
    """The tactic block in a model's ``output``, or None when there is none.

    Args:
        output: the raw text the model generated (chat reply or completion).
        name: the subgoal's ``have`` name: a leading ``have name : … := by`` is then
            taken for the restated subgoal and dropped.
    Returns:
        the dedented tactic block (lines joined by ``\\n``), or None.
    Source: the extraction rules of the module docstring; they follow the output formats
    of chat models prompted for Lean (e.g. DeepSeek-Prover's `````lean4`` blocks).
    """
    text = _SPECIAL.sub("", output).replace("\r\n", "\n")
    code = _fenced(text)
    if code is None:
        after = _ANY_ASSIGN_BY.search(text)
        if after is not None:
            run = _tactic_run(text[after.end() :])
            if run:
                return _dedent(run, True) or None
        code = _tactic_run(text)
        if code is None:
            spans = [s for s in _INLINE.findall(text) if is_tactic_line(s)]
            code = spans[0] if spans else None
    if code is None:
        return None
    code, first_inline = _strip_header(code, name)
    block = _dedent(code, first_inline)
    return block or None
