"""Import LeanDojo's traced theorems as cold-start data of the bootstrapping job.

Input: the traced-theorem JSON of LeanDojo Benchmark 4 (Yang et al., "LeanDojo: Theorem
Proving with Retrieval-Augmented Language Models", NeurIPS 2023, arXiv 2306.15626,
appendix; the layout written by ``scripts/generate-benchmark-lean4.ipynb`` of
lean-dojo/LeanDojo). A split file (``random/train.json``, ...) is a JSON list of theorems::

    {"url": ..., "commit": ..., "file_path": ..., "full_name": ..., "start": [l, c],
     "end": [l, c], "traced_tactics": [{"tactic": ..., "annotated_tactic": [TEXT, PREMISES],
                                        "state_before": ..., "state_after": ...}, ...]}

where ``TEXT`` marks premises as ``<a>name</a>`` and ``PREMISES`` is the list of their
provenances ``{"full_name", "def_path", "def_pos", "def_end_pos"}``. PATH may be such a
file, a JSON Lines file with one theorem per line, or a directory (the benchmark's root:
every ``*.json`` below it except ``metadata.json``; a theorem that appears in several
splits is read once).

Filters (:class:`Relevance`): a theorem is kept when at least one matches —

* ``name``: its full name (``Nat.sum_range_choose``, ``Nat.succ_mul_choose_eq``, ...);
* ``premises``: a premise of one of its tactics (``Nat.choose_succ_succ``,
  ``Finset.sum_range_succ``, ``Nat.factorial_succ``, field lemmas such as ``div_add_div``);
* ``statement``: its statement (the first ``state_before``) mentions ``choose``, ``∑``,
  ``range``, a factorial, ...;
* ``tactic``: a tactic that proves field identities (``field_simp``).

Output: for every traced tactic of a kept theorem, one goal (a
:class:`~wzprove.bootstrap.records.PromptItem`, tactic mode, the bootstrapping prompt of
:func:`~wzprove.bootstrap.prompts.build_prompt`) and one pair
(:class:`~wzprove.bootstrap.records.ProofPair`): the goal the tactic acted on, restated as
``∀ (hyps), target`` (:func:`~wzprove.leandojo.state.goal_statement`), and the completion
``intro <hyps>`` + the tactic, unverified, with provenance (source file, theorem name,
url, commit, tactic index, premises). A pair whose tactic closes its goal is a complete
proof of its goal; the others are single steps (provenance ``closes_goal``).
"""

from __future__ import annotations

import json
import os
import re
import textwrap
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wzprove.bootstrap.prompts import make_item
from wzprove.bootstrap.records import PromptItem, ProofPair, provenance, write_jsonl
from wzprove.bootstrap.verifier import screen_completion
from wzprove.leandojo.errors import ImportFormatError
from wzprove.leandojo.state import NotExpressible, StateParseError, goal_statement, parse_state

#: the header of every imported goal (LeanDojo states print names relative to the traced
#: file's open namespaces; Mathlib's combinatorics files open ``Nat`` and ``Finset``)
LEANDOJO_HEADER = "import Mathlib\nopen Nat Finset"
KIND = "leandojo"
GENERATOR = "leandojo-import"
FILTERS = ("name", "premises", "statement", "tactic")


@dataclass(frozen=True)
class Relevance:
    """Regular expressions that make a theorem relevant (``re.search`` on each text).

    Attributes:
        names: on the theorem's full name.
        premises: on each premise's full name (from ``annotated_tactic``).
        statement: on the theorem's statement (the first tactic's ``state_before``).
        tactics: on each tactic's text.
    """

    names: tuple[str, ...] = (
        r"(^|\.)(choose|multichoose|centralBinom|factorial|descFactorial|ascFactorial)",
        r"(choose|Choose|factorial|Factorial|centralBinom|catalan)",
        r"(^|\.)(sum|prod)_range",
        r"^Nat\.(succ|pred)_",
        r"(^|\.)(add_pow|sub_pow|vandermonde|hockey)",
    )
    premises: tuple[str, ...] = (
        r"^Nat\.(choose|multichoose|centralBinom|factorial|descFactorial|ascFactorial)",
        r"^Nat\.\w*(choose|factorial)",
        r"^Nat\.(succ|pred)_",
        r"^Nat\.(succ|cast_sum|cast_prod|cast_choose|cast_factorial)$",
        r"^Finset\.(sum|prod)_range",
        r"^Finset\.(range|sum_range_succ|mem_range)",
        r"^(Commute\.)?add_pow$",
        r"^(div_add_div|div_sub_div|add_div|sub_div|div_div|div_mul_div_comm|mul_div_assoc"
        r"|div_eq_iff|eq_div_iff|div_eq_div_iff|div_self|mul_inv_cancel₀|inv_mul_cancel₀"
        r"|mul_div_cancel_left₀|mul_div_cancel_right₀|div_mul_cancel₀|div_add_div_same)$",
    )
    statement: tuple[str, ...] = (
        r"\bchoose\b",
        r"\bcentralBinom\b",
        r"\bfactorial\b",
        r"[\w)]\s*!",
        r"[∑∏] \w+ (in|∈) (Finset\.)?range\b",
    )
    tactics: tuple[str, ...] = (r"\bfield_simp\b",)

    def compiled(self) -> dict[str, list[re.Pattern[str]]]:
        """``{filter: [compiled patterns]}`` for the four filters."""
        groups = {
            "name": self.names,
            "premises": self.premises,
            "statement": self.statement,
            "tactic": self.tactics,
        }
        return {k: [re.compile(p) for p in v] for k, v in groups.items()}


@dataclass(frozen=True)
class TracedTactic:
    """One traced tactic: its text, premises (full names), and the states around it."""

    tactic: str
    annotated: str
    premises: tuple[str, ...]
    state_before: str
    state_after: str


@dataclass(frozen=True)
class TracedTheorem:
    """One theorem of a traced-theorem file (LeanDojo Benchmark 4 fields)."""

    url: str
    commit: str
    file_path: str
    full_name: str
    start: tuple[int, int] | None
    end: tuple[int, int] | None
    tactics: tuple[TracedTactic, ...]

    @property
    def statement_state(self) -> str:
        """The state before the first tactic ("" when the theorem has no traced tactic)."""
        return self.tactics[0].state_before if self.tactics else ""


@dataclass
class ImportStats:
    """What :func:`import_leandojo` read, kept and wrote.

    Attributes:
        source: the input path.
        out, prompts_out: the files written.
        files: input files read.
        read: distinct theorems read.
        duplicates: theorems seen again in another split (skipped).
        kept_by: theorems each filter matched (a theorem may count under several).
        kept: theorems kept (matched by at least one filter).
        tactics: traced tactics of the kept theorems.
        skipped: tactics that gave no pair, by reason.
        pairs: pairs written.
        prompts: goals written.
        closing_pairs: pairs whose tactic closes its goal.
    """

    source: str
    out: str
    prompts_out: str
    files: int = 0
    read: int = 0
    duplicates: int = 0
    kept_by: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FILTERS, 0))
    kept: int = 0
    tactics: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    pairs: int = 0
    prompts: int = 0
    closing_pairs: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary."""
        return {k: (dict(v) if isinstance(v, dict) else v) for k, v in self.__dict__.items()}

    def rows(self) -> list[tuple[str, int]]:
        """``(label, count)`` rows in the order the table shows them."""
        out = [("files read", self.files), ("theorems read", self.read)]
        if self.duplicates:
            out.append(("duplicates skipped", self.duplicates))
        out += [(f"kept by {k}", self.kept_by.get(k, 0)) for k in FILTERS]
        out += [("theorems kept", self.kept), ("tactics of kept theorems", self.tactics)]
        out += [(f"skipped: {k}", v) for k, v in sorted(self.skipped.items())]
        out += [
            ("pairs written", self.pairs),
            ("  of which close their goal", self.closing_pairs),
            ("goals written", self.prompts),
        ]
        return out


def stats_table(stats: ImportStats) -> Any:
    """A ``rich.table.Table`` of :meth:`ImportStats.rows` (the CLI prints it)."""
    from rich.table import Table

    table = Table(title=f"LeanDojo import: {stats.source}")
    table.add_column("step")
    table.add_column("count", justify="right")
    for label, n in stats.rows():
        table.add_row(label, str(n))
    return table


# --------------------------------------------------------------------------- reading


def _pos(v: Any) -> tuple[int, int] | None:
    if isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(x, int) for x in v):
        return (v[0], v[1])
    return None


def _tactic_from_dict(d: Any, where: str) -> TracedTactic:
    if not isinstance(d, dict):
        raise ImportFormatError(f"{where}: a traced tactic must be a JSON object")
    for key in ("tactic", "state_before", "state_after"):
        if not isinstance(d.get(key), str):
            raise ImportFormatError(f"{where}: traced tactic lacks the string field `{key}`")
    annotated, premises = d["tactic"], ()
    ann = d.get("annotated_tactic")
    if ann is not None:
        if not (isinstance(ann, (list, tuple)) and len(ann) == 2 and isinstance(ann[1], list)):
            raise ImportFormatError(f"{where}: `annotated_tactic` must be [text, [premises]]")
        annotated = str(ann[0])
        names = []
        for p in ann[1]:
            if not isinstance(p, dict) or not isinstance(p.get("full_name"), str):
                raise ImportFormatError(f"{where}: a premise provenance lacks `full_name`")
            names.append(p["full_name"])
        premises = tuple(names)
    return TracedTactic(d["tactic"], annotated, premises, d["state_before"], d["state_after"])


def theorem_from_dict(d: Any, where: str = "<theorem>") -> TracedTheorem:
    """One :class:`TracedTheorem` from its Benchmark 4 JSON object.

    Args:
        d: the decoded object.
        where: ``file:index`` for error messages.
    Raises:
        ImportFormatError: not an object, or ``full_name`` / ``file_path`` /
            ``traced_tactics`` (or a tactic's field) missing or of the wrong type.
    """
    if not isinstance(d, dict):
        raise ImportFormatError(f"{where}: a theorem must be a JSON object")
    for key in ("full_name", "file_path"):
        if not isinstance(d.get(key), str):
            raise ImportFormatError(f"{where}: theorem lacks the string field `{key}`")
    tts = d.get("traced_tactics")
    if not isinstance(tts, list):
        raise ImportFormatError(f"{where}: theorem `{d['full_name']}` lacks `traced_tactics`")
    tactics = tuple(_tactic_from_dict(t, f"{where}: tactic {i}") for i, t in enumerate(tts))
    return TracedTheorem(
        url=str(d.get("url", "")),
        commit=str(d.get("commit", "")),
        file_path=d["file_path"],
        full_name=d["full_name"],
        start=_pos(d.get("start")),
        end=_pos(d.get("end")),
        tactics=tactics,
    )


def input_files(path: str | os.PathLike[str]) -> list[Path]:
    """The JSON files ``path`` names (see the module docs), sorted.

    Raises:
        ImportFormatError: the path does not exist, or a directory holds no ``*.json``.
    """
    p = Path(path)
    if p.is_file():
        return [p]
    if not p.is_dir():
        raise ImportFormatError(f"{p}: no such file or directory")
    files = sorted(f for f in p.rglob("*.json") if f.name != "metadata.json" and f.is_file())
    if not files:
        raise ImportFormatError(f"{p}: no traced-theorem *.json files in this directory")
    return files


def read_theorems(path: str | os.PathLike[str]) -> Iterator[TracedTheorem]:
    """Every theorem of one file (a JSON list, or JSON Lines of theorem objects).

    Raises:
        ImportFormatError: unreadable file, bad JSON (``file:line``), a bad record.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportFormatError(f"{p}: cannot read ({exc})") from None
    head = text.lstrip()[:1]
    if head == "[":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ImportFormatError(f"{p}:{exc.lineno}: not JSON ({exc.msg})") from None
        for i, d in enumerate(data):
            yield theorem_from_dict(d, f"{p}: theorem {i}")
        return
    if head != "{":
        raise ImportFormatError(f"{p}: expected a JSON list of theorems or JSON Lines")
    for no, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ImportFormatError(f"{p}:{no}: not JSON ({exc.msg})") from None
        yield theorem_from_dict(d, f"{p}:{no}")


# --------------------------------------------------------------------------- filtering


def relevance_reasons(thm: TracedTheorem, rel: Relevance | None = None) -> list[str]:
    """The filters (of :data:`FILTERS`) that ``thm`` matches, in that order."""
    pats = (rel or Relevance()).compiled()

    def hit(kind: str, texts: Sequence[str]) -> bool:
        return any(p.search(t) for p in pats[kind] for t in texts)

    checks = {
        "name": [thm.full_name],
        "premises": [p for t in thm.tactics for p in t.premises],
        "statement": [thm.statement_state],
        "tactic": [t.tactic for t in thm.tactics],
    }
    return [k for k in FILTERS if hit(k, checks[k])]


# --------------------------------------------------------------------------- pairs


def normalize_tactic(tactic: str) -> str:
    """The tactic with its continuation lines shifted left so that the least indented one
    is at column 2 (the first line starts at column 0, as in the source; relative
    indentation is kept).

    >>> normalize_tactic("induction n with\\n      | zero => simp\\n      | succ n ih => omega")
    'induction n with\\n  | zero => simp\\n  | succ n ih => omega'
    """
    lines = tactic.strip("\n").split("\n")
    first, rest = lines[0].strip(), lines[1:]
    if not rest:
        return first
    body = textwrap.dedent("\n".join(rest))
    return first + "\n" + textwrap.indent(body, "  ", lambda s: bool(s.strip()))


def closes_goal(tac: TracedTactic) -> bool:
    """True when the tactic leaves none of the goal it acted on (the first goal): the state
    after is ``no goals`` or exactly the other goals of the state before."""
    if tac.state_after.strip() == "no goals":
        return True
    before = tac.state_before.strip().split("\n\n")
    return before[1:] == tac.state_after.strip().split("\n\n")


def tactic_pair(
    thm: TracedTheorem,
    index: int,
    header: str = LEANDOJO_HEADER,
    matched: Sequence[str] = (),
) -> tuple[PromptItem, ProofPair]:
    """The goal and pair of the ``index``-th traced tactic of ``thm``.

    Raises:
        NotExpressible: the state cannot be written as Lean source, or the completion fails
            the verifier's screen (``reason``: ``unparsable-state``, ``no-goal``,
            ``metavariable``, ``elided``, ``let-binding``, ``empty-tactic``, ``screened``).
    """
    tac = thm.tactics[index]
    try:
        goals = parse_state(tac.state_before)
    except StateParseError as exc:
        raise NotExpressible("unparsable-state", str(exc)) from None
    if not goals:
        raise NotExpressible("no-goal", "the state before the tactic has no goal")
    statement, names = goal_statement(goals[0])
    tactic = normalize_tactic(tac.tactic)
    if not tactic.strip():
        raise NotExpressible("empty-tactic", "empty tactic")
    completion = "\n" + (f"intro {' '.join(names)}\n" if names else "") + tactic
    reason = screen_completion(completion, "tactic")
    if reason is not None:
        raise NotExpressible("screened", reason)
    closes = closes_goal(tac)
    meta = {
        "source": "leandojo",
        "full_name": thm.full_name,
        "file_path": thm.file_path,
        "tactic_index": index,
        "other_goals": len(goals) - 1,
    }
    item = make_item(statement, KIND, header, "tactic", meta, GENERATOR)
    prov = provenance(
        GENERATOR,
        None,
        url=thm.url,
        commit=thm.commit,
        file_path=thm.file_path,
        full_name=thm.full_name,
        start=list(thm.start) if thm.start else None,
        tactic_index=index,
        premises=list(tac.premises),
        closes_goal=closes,
        filters=list(matched),
    )
    pair = ProofPair(
        prompt_id=item.id,
        prompt=item.prompt,
        completion=completion,
        kind=KIND,
        provenance=prov,
    )
    return item, pair


def import_leandojo(
    path: str | os.PathLike[str],
    out: str | os.PathLike[str],
    prompts_out: str | os.PathLike[str] | None = None,
    relevance: Relevance | None = None,
    header: str = LEANDOJO_HEADER,
    limit: int | None = None,
) -> ImportStats:
    """Read traced theorems, keep the relevant ones, write goals and (goal → tactic) pairs.

    Args:
        path: a traced-theorem file or a LeanDojo Benchmark 4 directory (module docs).
        out: JSON Lines of :class:`~wzprove.bootstrap.records.ProofPair` (the cold-start
            file of a training config, ``data.cold_start``).
        prompts_out: JSON Lines of the goals (``data.prompts``); default: ``out`` with the
            suffix ``.prompts.jsonl`` (``x.jsonl`` → ``x.prompts.jsonl``).
        relevance: the filters (default :class:`Relevance`).
        header: the Lean header of every goal.
        limit: stop after this many kept theorems (None: all).
    Returns:
        the counts (:class:`ImportStats`).
    Raises:
        ImportFormatError: unreadable input or a malformed record (file and index named).
    """
    out_p = Path(out)
    prompts_p = Path(prompts_out) if prompts_out is not None else _prompts_path(out_p)
    if prompts_p.resolve() == out_p.resolve():
        raise ImportFormatError(f"{out_p}: the pairs and the goals need different files")
    stats = ImportStats(str(path), str(out_p), str(prompts_p))
    files = input_files(path)
    stats.files = len(files)
    seen: set[tuple[str, str, tuple[int, int] | None]] = set()
    items: dict[str, PromptItem] = {}
    pairs: list[ProofPair] = []
    pair_keys: set[tuple[str, str]] = set()
    rel = relevance or Relevance()
    for f in files:
        for thm in read_theorems(f):
            key = (thm.file_path, thm.full_name, thm.start)
            if key in seen:
                stats.duplicates += 1
                continue
            seen.add(key)
            stats.read += 1
            if limit is not None and stats.kept >= limit:
                continue
            matched = relevance_reasons(thm, rel)
            for m in matched:
                stats.kept_by[m] += 1
            if not matched:
                continue
            stats.kept += 1
            for i in range(len(thm.tactics)):
                stats.tactics += 1
                try:
                    item, pair = tactic_pair(thm, i, header, matched)
                except NotExpressible as exc:
                    stats.skipped[exc.reason] = stats.skipped.get(exc.reason, 0) + 1
                    continue
                pk = (pair.prompt_id, pair.completion.strip())
                if pk in pair_keys:
                    stats.skipped["duplicate"] = stats.skipped.get("duplicate", 0) + 1
                    continue
                pair_keys.add(pk)
                items.setdefault(item.id, item)
                pairs.append(pair)
                stats.closing_pairs += bool(pair.provenance.get("closes_goal"))
    stats.pairs = write_jsonl(out_p, pairs)
    stats.prompts = write_jsonl(prompts_p, items.values())
    return stats


def _prompts_path(out: Path) -> Path:
    name = out.name[: -len(".jsonl")] if out.name.endswith(".jsonl") else out.name
    return out.with_name(name + ".prompts.jsonl")
