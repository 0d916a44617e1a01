"""The proof audit: what a candidate file may differ in from the original statement file.

docs/design.md, "Untrusted Lean". Text from an LLM or a user is untrusted code. The audit has
a text part, run before Lean ever sees the file, and a Lean part, run on Lean's answer:

Text rules (:func:`audit_text`), on the candidate against the original:

* trusted imports: ``import Prover`` (our library) may be added to the original's imports;
  nothing else may.
* ``original-changed``: everything of the original outside the target theorems' proof
  bodies (imports, ``open``, definitions, ``abbrev``s, docstrings, the lines between and
  after) is there verbatim (line endings and trailing blanks aside);
* ``statement-changed``: each target theorem's statement (from its first token to
  ``:=``) is unchanged up to whitespace and comments;
* ``target-missing``: each target is still there;
* with one target named (``--theorem``), the original's other theorems left ``sorry`` may
  get a proof too (statement kept, every in-body rule but ``sorry``/``admit``), so that the
  file of all of a run's complete proofs passes for each theorem it proves;
* a leading label comment of ``prove`` (:mod:`wzprove.lean.labels`) is dropped first, and
  the line ``set_option maxHeartbeats N in`` right before a declaration
  (:mod:`wzprove.lean.heartbeats`: it bounds elaboration time and changes nothing proved) is
  read past in both files;
* ``top-level-command``: the new proof body holds no command (``#eval``, ``#exit``,
  ``run_cmd``, ``axiom``, ``def``, ``theorem``, ``instance``, ``macro``, ``syntax``,
  ``notation``, ``attribute``, ``@[…]``, ``local``, ``namespace``, ``end``, …). Lean ends
  a proof at the first token that cannot continue it, so a command anywhere in the body
  text would be a new top-level command;
* in the body: ``sorry``, ``admit``, ``native_decide`` (also ``decide +native``),
  ``set-option-debug`` (``set_option debug.*``, e.g. ``debug.skipKernelTC``),
  ``native-code`` (``implemented_by``, ``extern``, ``Lean.ofReduceBool``,
  ``Lean.trustCompiler``), ``meta-code`` (``run_tac``, ``run_elab``, ``by_elab``, …).

Without an original the file is its own original: only the in-body rules apply, to the
whole file. Comments and string literals are masked first (:mod:`wzprove.lean.textmask`),
so that they neither hide code nor raise false alarms.

Lean rules (:func:`audit_lean`): ``lean-error`` (Lean reported an error) and ``axioms``
(``#print axioms NAME``, appended by :func:`checked_copy`, lists something outside
propext, Classical.choice, Quot.sound), ``axioms-missing`` (no report for a target).
``#print axioms`` prints even for a theorem that failed, so it is never enough alone.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from wzprove.lean import heartbeats
from wzprove.lean.labels import drop_label
from wzprove.lean.messages import Message, parse_axioms
from wzprove.lean.textmask import line_of, mask

ALLOWED_AXIOMS = frozenset({"propext", "Classical.choice", "Quot.sound"})

#: tokens that start a top-level command; none may appear in a proof body
COMMAND_WORDS = frozenset(
    """theorem lemma def abbrev instance example axiom axioms opaque inductive structure
    class coinductive mutual macro macro_rules syntax elab_rules notation infix infixl infixr
    prefix postfix declare_syntax_cat namespace section end variable universe import prelude
    attribute export local scoped private protected noncomputable partial deriving initialize
    builtin_initialize run_cmd run_elab run_meta add_decl_doc register_option
    register_simp_attr omit include irreducible_def""".split()
)
#: in-body words and the rule each breaks
BODY_WORDS = {
    "sorry": "sorry",
    "sorryAx": "sorry",
    "admit": "admit",
    "native_decide": "native_decide",
    "implemented_by": "native-code",
    "extern": "native-code",
    "ofReduceBool": "native-code",
    "reduceBool": "native-code",
    "ofReduceNat": "native-code",
    "trustCompiler": "native-code",
    "run_tac": "meta-code",
    "by_elab": "meta-code",
    "elab": "meta-code",
    "unsafe": "meta-code",
}

_NAME_START = r"(?<![\w.'!?])"
_NAME_END = r"(?![\w'!?])"
_LET_OR_DECL = re.compile(_NAME_START + r"(let|have|theorem|lemma|def)" + _NAME_END)
_DOTTED = re.compile(r"(?<![\w'!?.])[A-Za-z_][\w'!?]*(?:\.[A-Za-z_][\w'!?]*)*")
_DECL = re.compile(_NAME_START + r"(theorem|lemma)\s+([^\s:({\[⦃⟨]+)")
_OPEN = "([{⟨⦃"
_CLOSE = ")]}⟩⦄"


@dataclass(frozen=True)
class AuditFailure:
    """One broken rule: ``rule`` (a fixed id, see the module docstring), ``detail`` in
    words, ``line`` in the candidate (1-based; 0 when it has no place)."""

    rule: str
    detail: str
    line: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary."""
        return asdict(self)


@dataclass(frozen=True)
class Target:
    """A theorem whose proof the candidate supplies: its name as written, its full name
    (with enclosing namespaces), and where its statement and body are in the original."""

    name: str
    full_name: str
    start: int
    name_end: int
    sep_end: int
    body_end: int


@dataclass
class TextAudit:
    """Result of :func:`audit_text`: the failures and the targets found in the candidate
    (``targets`` holds the names used for ``#print axioms``)."""

    failures: list[AuditFailure] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """True when no rule failed."""
        return not self.failures


def normalize(text: str) -> str:
    """Line endings to ``\\n``, trailing blanks of each line removed, a leading byte-order
    mark dropped (``prove`` reads the statement file without it)."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n")
    return "\n".join(line.rstrip() for line in text.split("\n"))


def _proof_sep(masked: str, start: int) -> int | None:
    """Index just past the ``:=`` at bracket depth 0 that starts the proof of the
    declaration whose name ends at ``start``; ``:=`` of a ``let`` / ``have`` in the
    statement is skipped. None when there is none before the next declaration."""
    depth = 0
    pending = 0  # let/have binders in the statement awaiting their ':='
    i = start
    n = len(masked)
    while i < n:
        c = masked[i]
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0 and masked.startswith(":=", i):
            if pending:
                pending -= 1
            else:
                return i + 2
            i += 2
            continue
        elif depth == 0 and c.isalpha():
            m = _LET_OR_DECL.match(masked, i)
            if m and m.group(1) in ("let", "have"):
                pending += 1
            elif m and i > start:
                return None
            i = m.end() if m else i + 1
            continue
        i += 1
    return None


def _body_end(raw: str, masked: str, sep_end: int) -> int:
    """End of a proof body in a trusted (original) file: the first line, after the
    body's first token, that starts in column 0 with code or a doc comment."""
    j = sep_end
    n = len(masked)
    while j < n and masked[j].isspace():
        j += 1
    nl = masked.find("\n", j)
    while nl != -1:
        p = nl + 1
        if p < n and not raw[p].isspace():
            if not masked[p].isspace() or raw.startswith(("/--", "/-!"), p):
                return _trim_back(raw, p)
        nl = masked.find("\n", p)
    return n


def _trim_back(raw: str, p: int) -> int:
    while p > 0 and raw[p - 1] in " \t\n":
        p -= 1
    return p


def _namespace_at(masked: str, pos: int) -> list[str]:
    """Enclosing namespaces at ``pos``: ``namespace A.B`` opens a frame, ``section``
    opens an empty one, ``end`` closes the innermost."""
    frames: list[list[str]] = []
    pat = re.compile(_NAME_START + r"(namespace|section|end)" + _NAME_END + r"[ \t]*(\S*)")
    for m in pat.finditer(masked, 0, pos):
        word, arg = m.group(1), m.group(2)
        if word == "namespace":
            frames.append(arg.split("."))
        elif word == "section":
            frames.append([])
        elif frames:
            frames.pop()
    return [part for frame in frames for part in frame]


def find_targets(text: str, theorem: str | None = None) -> list[Target]:
    """The theorems of ``text`` (an original file) whose proofs a candidate supplies.

    Args:
        text: the original, normalised (see :func:`normalize`).
        theorem: only this one (its name as written) when given.
    Returns:
        with ``theorem``: that theorem; else the theorems whose proof holds ``sorry``,
        or all theorems when none does. Empty when there is none.
    """
    masked = mask(text)
    found: list[Target] = []
    for m in _DECL.finditer(masked):
        sep = _proof_sep(masked, m.end())
        if sep is None:
            continue
        name = m.group(2)
        ns = _namespace_at(masked, m.start())
        bare = name.removeprefix("_root_.")
        full = bare if name.startswith("_root_.") or not ns else ".".join([*ns, bare])
        start = _decl_start(text, masked, m.start())
        found.append(Target(name, full, start, m.end(), sep, _body_end(text, masked, sep)))
    if theorem is not None:
        return [t for t in found if t.name == theorem or t.full_name == theorem]
    with_sorry = [t for t in found if re.search(r"\bsorry\b", masked[t.sep_end : t.body_end])]
    return with_sorry or found


def _decl_start(raw: str, masked: str, kw: int) -> int:
    """Start of the keyword's line when only modifiers precede it there, else ``kw``."""
    line_start = raw.rfind("\n", 0, kw) + 1
    return line_start if masked[line_start:kw].strip() else kw


def _ws(text: str) -> str:
    return " ".join(mask(text, strings=False).split())


def scan_body(body: str, offset_line: int, commands: bool = True) -> list[AuditFailure]:
    """The in-body rules on one proof body (raw text; masked here).

    Args:
        body: the body's text.
        offset_line: the candidate line on which ``body`` starts (1-based).
        commands: also apply ``top-level-command`` (off for a file that is its own
            original).
    Returns:
        one failure per offending token, in order.
    """
    masked = mask(body)
    out: list[AuditFailure] = []

    def add(rule: str, detail: str, pos: int) -> None:
        out.append(AuditFailure(rule, detail, offset_line + line_of(masked, pos) - 1))

    for m in _DOTTED.finditer(masked):
        token = m.group(0)
        parts = token.split(".")
        hits = [BODY_WORDS[p] for p in parts if p in BODY_WORDS]
        if hits:
            add(hits[0], f"`{token}` in the proof", m.start())
        elif commands and len(parts) == 1 and token in COMMAND_WORDS:
            add("top-level-command", f"`{token}` would start a new command", m.start())
    for m in re.finditer(r"\+native\b|native\s*:=", masked):
        add("native_decide", f"`{m.group(0)}` (native evaluation)", m.start())
    for m in re.finditer(r"set_option\s+«?([\w.«»]+)", masked):
        opt = m.group(1).replace("«", "").replace("»", "")
        if opt.startswith("debug.") or opt in ("debug", "trust"):
            add("set-option-debug", f"`set_option {opt}`", m.start())
    if commands:
        for m in re.finditer(r"(?<![\w.'])#[A-Za-z_]\w*", masked):
            add("top-level-command", f"`{m.group(0)}` is a command", m.start())
        for m in re.finditer(r"@\[", masked):
            add("top-level-command", "`@[…]` attributes a declaration", m.start())
    out.sort(key=lambda f: f.line)
    return out


#: Imports a candidate may add to the original: our own library (``Prover``), whose
#: theorems are complete and audited with the project.  Only lines of the leading import
#: block are dropped (Lean accepts ``import`` nowhere else).
TRUSTED_IMPORT = re.compile(r"^import\s+Prover(\.[A-Za-z0-9_]+)*[ \t]*$")


def _drop_trusted_imports(candidate: str, original: str) -> tuple[str, int]:
    """The candidate without the trusted ``import Prover…`` lines the original lacks, and
    how many lines were dropped."""
    known = set(original.split("\n"))
    kept, dropped, header = [], 0, True
    for line in candidate.split("\n"):
        header = header and (not line.strip() or line.startswith(("import ", "--")))
        if header and TRUSTED_IMPORT.match(line) and line not in known:
            dropped += 1
            continue
        kept.append(line)
    return "\n".join(kept), dropped


def audit_text(
    candidate: str, original: str | None = None, theorem: str | None = None
) -> TextAudit:
    """The text rules (see the module docstring).

    Args:
        candidate: the file to check.
        original: the statement file it must keep verbatim; None: the candidate is its own
            original (only in-body rules, over the whole file).
        theorem: restrict the targets to this theorem (name as written).
    Returns:
        the failures and the target names (full names, for ``#print axioms``).

    >>> orig = "theorem t : True := sorry\\n"
    >>> audit_text("theorem t : True := trivial\\n", orig).passed
    True
    >>> [f.rule for f in audit_text("theorem t : True := by\\n  sorry\\n", orig).failures]
    ['sorry']
    """
    cand = normalize(candidate)
    if original is None:
        targets = find_targets(cand, theorem)
        res = TextAudit(scan_body(cand, 1, commands=False), [t.full_name for t in targets])
        if not targets:
            res.failures.append(
                AuditFailure("target-missing", "no theorem or lemma with `:=` found")
            )
        return res
    orig = normalize(original)
    cand, labelled = drop_label(cand, orig)
    cand, dropped = _drop_trusted_imports(cand, orig)
    # the heartbeat option before a declaration (wzprove.lean.heartbeats): a limit on
    # elaboration time, never a change to what is proved; read past on both sides
    cand, budgets = heartbeats.strip_lines(cand)
    orig, _ = heartbeats.strip_lines(orig)
    dropped += labelled + budgets
    res = _audit_against(cand, orig, theorem)
    if dropped:
        res.failures = [replace(f, line=f.line + dropped) if f.line else f for f in res.failures]
    return res


def sorry_theorems(text: str) -> list[Target]:
    """The theorems of ``text`` (normalised) whose proof holds ``sorry``, in order."""
    masked = mask(text)
    return [
        t for t in find_targets(text) if re.search(r"\bsorry\b", masked[t.sep_end : t.body_end])
    ]


def _audit_against(cand: str, orig: str, theorem: str | None) -> TextAudit:
    """The rules against the original.  With ``theorem``, the original's other theorems left
    ``sorry`` may get a proof too (the file of every complete proof of a run, M2 of new-user
    run 15): their statements are kept and their new bodies pass every in-body rule but
    ``sorry``/``admit`` (no command, native or meta code); all else stays verbatim."""
    targets = find_targets(orig, theorem)
    res = TextAudit(targets=[t.full_name for t in targets])
    if not targets:
        what = f"theorem `{theorem}`" if theorem else "a theorem or lemma with `:=`"
        res.failures.append(AuditFailure("target-missing", f"the original has no {what}"))
        return res
    chosen = {t.start for t in targets}
    free = [t for t in sorry_theorems(orig) if theorem is not None and t.start not in chosen]
    spans = sorted([*targets, *free], key=lambda t: t.start)
    masked_c = mask(cand)
    pos_o = 0  # position in the original of the next fixed text
    pos_c = 0
    for k, t in enumerate(spans):
        fixed = orig[pos_o : t.start]
        if not cand.startswith(fixed, pos_c):
            res.failures.append(_first_diff(orig, cand, pos_o, pos_c, fixed))
            return res
        pos_c += len(fixed)
        m = _DECL.search(masked_c, pos_c)
        sep_c = _proof_sep(masked_c, m.end()) if m else None
        if m is None or sep_c is None or m.group(2) != t.name:
            line = line_of(cand, pos_c)
            res.failures.append(
                AuditFailure(
                    "target-missing", f"`{t.name}` not found where the original has it", line
                )
            )
            return res
        if _ws(cand[pos_c:sep_c]) != _ws(orig[t.start : t.sep_end]):
            res.failures.append(
                AuditFailure(
                    "statement-changed",
                    f"the statement of `{t.name}` differs from the original",
                    line_of(cand, pos_c),
                )
            )
            return res
        # where does the body end in the candidate? (blank lines after it are free)
        rest_o = orig[t.body_end :]
        after_o = t.body_end + len(rest_o) - len(rest_o.lstrip())
        if k + 1 < len(spans):
            anchor = orig[after_o : spans[k + 1].name_end]
            end_c = cand.find("\n" + anchor, sep_c) + 1
            if end_c == 0:
                line = line_of(cand, sep_c)
                res.failures.append(
                    AuditFailure(
                        "original-changed", f"text after the proof of `{t.name}` differs", line
                    )
                )
                return res
        else:
            suffix = rest_o.strip()
            tail = cand.rstrip()
            if suffix and not tail.endswith("\n" + suffix):
                res.failures.append(
                    AuditFailure(
                        "original-changed",
                        "the text after the last proof differs from the original",
                        line_of(cand, len(tail)),
                    )
                )
                return res
            end_c = len(tail) - len(suffix)
        found = scan_body(cand[sep_c:end_c], line_of(cand, sep_c))
        if t.start not in chosen:
            found = [f for f in found if f.rule not in ("sorry", "admit")]
        res.failures.extend(found)
        pos_o, pos_c = after_o, end_c
    return res


def _first_diff(orig: str, cand: str, pos_o: int, pos_c: int, fixed: str) -> AuditFailure:
    i = 0
    while i < len(fixed) and pos_c + i < len(cand) and cand[pos_c + i] == fixed[i]:
        i += 1
    line = line_of(cand, pos_c + i)
    return AuditFailure(
        "original-changed", f"text of the original changed or added before line {line}", line
    )


def checked_copy(candidate: str, names: list[str]) -> tuple[str, dict[int, str]]:
    """The text Lean checks: the candidate plus one ``#print axioms NAME`` per target.

    Returns:
        ``(text, {line: name})`` giving the line of each appended command.
    """
    text = candidate if candidate.endswith("\n") else candidate + "\n"
    lines: dict[int, str] = {}
    text += "\n"
    for name in names:
        lines[text.count("\n") + 1] = name
        text += f"#print axioms {name}\n"
    return text, lines


def audit_lean(
    messages: list[Message], axiom_lines: dict[int, str]
) -> tuple[list[AuditFailure], dict[str, list[str]]]:
    """The Lean rules on a finished run of :func:`checked_copy`'s text.

    Args:
        messages: Lean's diagnostics.
        axiom_lines: ``{line: target name}`` from :func:`checked_copy`.
    Returns:
        ``(failures, {target: axioms})``: ``lean-error`` for the first error message,
        ``axioms`` for axioms outside :data:`ALLOWED_AXIOMS`, ``axioms-missing`` when a
        target got no report.
    """
    failures: list[AuditFailure] = []
    errors = [m for m in messages if m.severity == "error"]
    if errors:
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        failures.append(
            AuditFailure("lean-error", first.text.splitlines()[0][:300] + more, first.line)
        )
    axioms: dict[str, list[str]] = {}
    for line, name in axiom_lines.items():
        here = [m for m in messages if m.line == line]
        parsed = parse_axioms(here)
        if not parsed:
            failures.append(
                AuditFailure("axioms-missing", f"no `#print axioms` report for `{name}`", 0)
            )
            continue
        used = next(iter(parsed.values()))
        axioms[name] = used
        bad = [a for a in used if a not in ALLOWED_AXIOMS]
        if bad:
            failures.append(AuditFailure("axioms", f"`{name}` depends on {', '.join(bad)}", 0))
    return failures, axioms
