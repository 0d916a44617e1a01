"""Benchmark suites: where each lives, and a lazy loader that turns it into items.

A loader yields :class:`SuiteItem` objects one at a time; an item carries either the Lean text
the worker parses (one LCI-Test row, one CombiBench or PutnamBench file) or a
:class:`~wzprove.lean.parser.ParsedTheorem` read in advance (files with many theorems, and
items whose outcome is known before any work: a malformed JSON line, an unreadable file, a
problem that asks for an answer).  A bad item never stops the loader: it becomes an item that
ends ``error`` with the reason.  Only a suite that cannot be found at all (unknown name,
missing ``--data``, a path that does not exist) raises :class:`SuiteError`.

Suites (:data:`SUITES`):

* ``lci``: LCI-Test, JSON Lines rows ``{name, formal_statement}`` (WZ-LLM, arXiv 2605.04472);
* ``combibench``: CombiBench, a folder of ``.lean`` files, one problem each (Liu et al. 2025);
* ``putnam-comb``: the combinatorics problems of PutnamBench, a folder of ``.lean`` files
  (Tsoukalas et al. 2024);
* ``lc-test``: ``LC_test.lean``, many theorems in one file that imports a definitions file
  (``--defs``); the loader puts the definitions in place of that foreign ``import``;
* ``wzprove-100``: our own suite, ``benchmarks/identities/*.lean`` (the default data path).

Problems that ask for an answer (``abbrev p_solution : ℕ := sorry``) are ``out-of-scope``:
there is no identity to prove until someone supplies the answer.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from wzprove.lean.parser import DEFAULT_JSONL_OPENS, ParsedTheorem, byte_location, parse_text
from wzprove.model.errors import WzproveError
from wzprove.model.identity import SourceLocation
from wzprove.model.limits import LimitError, read_input, read_input_text
from wzprove.sketch.names import module_name

__all__ = [
    "SUITES",
    "BenchError",
    "SuiteError",
    "SuiteInfo",
    "SuiteItem",
    "answer_definitions",
    "default_data",
    "load_suite",
]


class BenchError(WzproveError):
    """Base of the errors of ``wzprove bench`` (the CLI prints the message, exit code 2)."""


class SuiteError(BenchError, ValueError):
    """A suite cannot be loaded at all: unknown name, missing or wrong ``--data`` / ``--defs``."""


@dataclass(frozen=True)
class SuiteInfo:
    """What a suite is: its ``name``, the ``form`` of its data, where it is ``published``, and
    where it lies on our machines (``shared``, relative to the shared data folder)."""

    name: str
    form: str
    published: str
    shared: str | None


SUITES: dict[str, SuiteInfo] = {
    "lci": SuiteInfo(
        "lci",
        "a JSON Lines file of rows {name, formal_statement}",
        "LCI-Test, released with WZ-LLM (ICML 2026, arXiv 2605.04472)",
        "lci_test/LCI_test.jsonl",
    ),
    "combibench": SuiteInfo(
        "combibench",
        "a folder of .lean files, one problem each",
        "CombiBench (Liu et al. 2025), github.com/MoonshotAI/CombiBench",
        "combibench/statements",
    ),
    "putnam-comb": SuiteInfo(
        "putnam-comb",
        "a folder of .lean files, one problem each",
        "PutnamBench (Tsoukalas et al. 2024), github.com/trishullab/PutnamBench, "
        "its combinatorics problems",
        "putnambench_comb",
    ),
    "lc-test": SuiteInfo(
        "lc-test",
        "one .lean file with many theorems, plus its definitions file (--defs)",
        "LC_test.lean and Defs_Combinatorial_Identities.lean, from the authors of LCI-Test",
        "lc_test/LC_test.lean",
    ),
    "wzprove-100": SuiteInfo(
        "wzprove-100",
        "a folder of .lean files with many theorems each",
        "this repository, benchmarks/identities/",
        None,
    ),
}

#: the definitions file of ``lc-test`` when ``--defs`` is not given (looked for beside the data)
LC_DEFS_NAME = "Defs_Combinatorial_Identities.lean"


@dataclass(frozen=True)
class SuiteItem:
    """One benchmark problem, as the loader yields it.

    ``name``: the key of its result row (unique within the suite); ``source_file``: the file
    it comes from; exactly one of ``text`` (Lean source the worker parses, with
    ``default_opens`` as the namespaces open when the text opens none) and ``parsed`` (read
    already) is set.  Items are picklable, so that they travel to worker processes.
    """

    name: str
    source_file: str
    text: str | None = None
    parsed: ParsedTheorem | None = None
    default_opens: frozenset[str] | None = None
    #: the module name of its sketch and proof files, distinct within the run ignoring case
    #: (:func:`~wzprove.sketch.names.module_names`); ``None``: from ``name`` alone
    module: str | None = None

    def parse(self) -> tuple[ParsedTheorem, float]:
        """The theorem of this item and the seconds its parsing took.

        A text with several theorems gives the one named ``name`` (CombiBench and
        PutnamBench files hold helper lemmas before the problem), else its only theorem,
        else an ``error`` naming what was found.  Never raises.
        """
        if self.parsed is not None:
            return self.parsed, 0.0
        t0 = time.perf_counter()
        found = parse_text(self.text or "", self.source_file, self.default_opens)
        seconds = time.perf_counter() - t0
        chosen = [p for p in found if p.name == self.name]
        if chosen:
            pick = chosen[-1]
        elif len(found) == 1:
            pick = replace(found[0], name=self.name)
        else:
            names = ", ".join(p.name for p in found[:8])
            msg = f"{self.source_file}: no theorem named {self.name} (found: {names})"
            pick = ParsedTheorem(self.name, "error", None, msg, None)
        return pick, seconds


def _error(name: str, file: str, message: str, loc: SourceLocation | None = None) -> SuiteItem:
    return SuiteItem(name, file, parsed=ParsedTheorem(name, "error", None, message, loc))


def _out_of_scope(name: str, file: str, message: str) -> SuiteItem:
    return SuiteItem(name, file, parsed=ParsedTheorem(name, "out-of-scope", None, message, None))


# -- problems that ask for an answer ------------------------------------------------------------
_DECL_START = re.compile(
    r"^(?:@\[[^\]]*\]\s*)?(?:(?:noncomputable|private|protected)\s+)*"
    r"(abbrev|def|theorem|lemma|example|instance|structure|inductive|class|open|namespace|"
    r"section|end|variable|universe|set_option|import|/--|--|/-)"
)
_NAME_AFTER = re.compile(r"^\s+([^\s:({\[]+)")


def answer_definitions(text: str) -> list[str]:
    """Names of the definitions in Lean ``text`` whose value is ``sorry``: the answer a
    problem asks for (``abbrev putnam_1962_a5_solution : ℕ → ℕ := sorry``).

    A declaration runs from a line that starts with a command keyword to the next such line;
    it is an answer when the first ``:=`` in it is followed by ``sorry``.

    >>> answer_definitions("abbrev p_solution : ℕ := sorry\\ntheorem p : p_solution = 1 := sorry")
    ['p_solution']
    >>> text = "def f : ℕ → ℕ\\n  | 0 => 1\\n  | n + 1 => f n\\ntheorem t : f 0 = 1 := sorry"
    >>> answer_definitions(text)
    []
    """
    lines = text.splitlines()
    starts = [i for i, line in enumerate(lines) if _DECL_START.match(line)]
    names: list[str] = []
    for a, b in zip(starts, [*starts[1:], len(lines)], strict=False):
        m = _DECL_START.match(lines[a])
        assert m is not None
        if m.group(1) not in ("abbrev", "def"):
            continue
        chunk = "\n".join(lines[a:b])
        rest = chunk[m.end() :]
        name = _NAME_AFTER.match(rest)
        assign = rest.find(":=")
        if name and assign >= 0 and re.match(r"\s*sorry\b", rest[assign + 2 :]):
            names.append(name.group(1))
    return names


def _answer_reason(names: list[str]) -> str:
    shown = ", ".join(f"`{n}`" for n in names)
    return f"asks for an answer ({shown} := sorry): a problem to solve, not an identity to prove"


# -- loaders --------------------------------------------------------------------------------
def _read(path: Path) -> tuple[str | None, str]:
    """The text of ``path`` read within the input limits (:func:`read_input_text`), or
    ``None`` and the reason."""
    try:
        return read_input_text(path), ""
    except LimitError as e:
        return None, str(e)
    except (OSError, UnicodeDecodeError) as e:
        reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        return None, f"cannot read {path}: {reason}"


def _lci_row(line: str, loc: SourceLocation) -> tuple[dict | None, str]:
    """Row ``line`` as a dict with a string ``formal_statement``, or ``None`` and why not."""
    try:
        row = json.loads(line)
    except json.JSONDecodeError as e:
        return None, f"bad JSON: {e.msg} at {loc}"
    if not isinstance(row, dict) or not isinstance(row.get("formal_statement"), str):
        return None, f"row has no string `formal_statement` at {loc}"
    return row, ""


def _read_lci(path: Path) -> str:
    """The text of LCI data file ``path``; :class:`SuiteError` if it cannot be read within
    the input limits or holds no row ``{name, formal_statement}`` at all (a file of another
    kind, named with the first bad row's ``file:line``).  A file with some good rows keeps
    its bad ones as ``error`` items."""
    try:
        data = read_input(path)
    except LimitError as e:
        raise SuiteError(f"suite lci: {e}") from e
    except OSError as e:
        raise SuiteError(f"cannot read {path}: {e.strerror or e}") from e
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        where = byte_location(data, e.start, str(path))
        byte = f"0x{data[e.start]:02x}"
        raise SuiteError(f"cannot read {path}: not UTF-8 text (byte {byte}) at {where}") from None
    first_bad = ""
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        row, why = _lci_row(line, SourceLocation(str(path), lineno, 1))
        if row is not None:
            return text
        first_bad = first_bad or why
    raise SuiteError(
        f"suite lci: {path} holds no row {{name, formal_statement}} "
        f"({first_bad or 'no rows at all'}); expected {SUITES['lci'].form}"
    )


def _load_lci(path: Path, text: str) -> Iterator[SuiteItem]:
    """LCI-Test rows of ``text`` (read from ``path`` by :func:`_read_lci`): one item per
    non-blank line; the worker parses the statement."""
    file = str(path)
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        loc = SourceLocation(file, lineno, 1)
        row, why = _lci_row(line, loc)
        if row is None:
            try:
                raw = json.loads(line)
            except json.JSONDecodeError:
                raw = None
            name = str(raw.get("name") or "") if isinstance(raw, dict) else ""
            yield _error(name or f"row{lineno}", file, why, loc)
            continue
        name = str(row.get("name") or f"row{lineno}")
        answers = answer_definitions(row["formal_statement"])
        if answers:
            yield _out_of_scope(name, file, _answer_reason(answers))
            continue
        yield SuiteItem(
            name,
            f"{file}[{name}]",
            text=row["formal_statement"],
            default_opens=DEFAULT_JSONL_OPENS,
        )


def _lean_files(folder: Path) -> list[Path]:
    files = sorted(p for p in folder.glob("*.lean") if p.is_file() or p.is_symlink())
    if not files:
        raise SuiteError(f"no .lean files in {folder}")
    return files


def _load_problem_folder(folder: Path) -> Iterator[SuiteItem]:
    """One item per ``.lean`` file, named by the file (CombiBench, PutnamBench)."""
    for path in _lean_files(folder):
        name = path.stem
        text, why = _read(path)
        if text is None:
            yield _error(name, str(path), why)
            continue
        answers = answer_definitions(text)
        if answers:
            yield _out_of_scope(name, str(path), _answer_reason(answers))
            continue
        yield SuiteItem(name, str(path), text=text)


def _theorem_mentions(parsed: ParsedTheorem, text: str, answers: list[str]) -> list[str]:
    """The answer names used by theorem ``parsed`` (looked up in its declaration's text)."""
    m = re.search(rf"^(?:theorem|lemma)\s+{re.escape(parsed.name)}\b", text, flags=re.M)
    if not m:
        return []
    nxt = re.search(r"^(?:theorem|lemma)\s", text[m.end() :], flags=re.M)
    body = text[m.start() : m.end() + (nxt.start() if nxt else len(text))]
    return [a for a in answers if re.search(rf"(?<![\w.]){re.escape(a)}(?![\w])", body)]


def _items_of_text(text: str, file: str, parsed: list[ParsedTheorem]) -> Iterator[SuiteItem]:
    answers = answer_definitions(text)
    for p in parsed:
        used = _theorem_mentions(p, text, answers) if answers else []
        if used:
            yield _out_of_scope(p.name, file, _answer_reason(used))
        else:
            yield SuiteItem(p.name, file, parsed=p)


#: The order of wzprove-100's files, easiest first (so that ``--limit N`` samples the core of
#: the suite); files not listed follow in name order.
SUITE_ORDER = ("gosper", "wz_pairs", "parameters", "nat_typed", "recurrences", "beyond")


def _load_theorem_folder(folder: Path) -> Iterator[SuiteItem]:
    """One item per theorem of each ``.lean`` file (wzprove-100), in :data:`SUITE_ORDER`."""
    rank = {name: i for i, name in enumerate(SUITE_ORDER)}
    files = sorted(_lean_files(folder), key=lambda p: (rank.get(p.stem, len(rank)), p.name))
    for path in files:
        text, why = _read(path)
        if text is None:
            yield _error(path.stem, str(path), why)
            continue
        yield from _items_of_text(text, str(path), parse_text(text, str(path)))


_IMPORT = re.compile(r"^import\s+(\S+)\s*$")
_LOC = re.compile(r"(?P<file>\S+?):(?P<line>\d+):(?P<col>\d+)")


def _load_lc_test(path: Path, defs: Path | None) -> Iterator[SuiteItem]:
    """Theorems of ``LC_test.lean`` read with their definitions file in place of the foreign
    ``import``; locations are mapped back to the file they come from."""
    text, why = _read(path)
    if text is None:
        raise SuiteError(why)
    lines = text.splitlines()
    foreign = [
        i
        for i, line in enumerate(lines)
        if (m := _IMPORT.match(line)) and m.group(1).split(".")[0] not in ("Mathlib", "Std", "Lean")
    ]
    if defs is None and foreign:
        module = lines[foreign[0]].split()[1]
        guess = path.parent / (module.split(".")[-1] + ".lean")
        fallback = path.parent / LC_DEFS_NAME
        defs = guess if guess.exists() else fallback if fallback.exists() else None
        if defs is None:
            raise SuiteError(
                f"{path} imports `{module}`: give its definitions file "
                f"with --defs PATH (e.g. {LC_DEFS_NAME})"
            )
    if defs is None:
        yield from _items_of_text(text, str(path), parse_text(text, str(path)))
        return
    defs_text, why = _read(defs)
    if defs_text is None:
        raise SuiteError(why)
    # the definitions' own imports become blank lines so that their line numbers stay exact
    block = ["" if _IMPORT.match(line) else line for line in defs_text.splitlines()]
    at = (
        foreign[0]
        if foreign
        else next((i + 1 for i in range(len(lines) - 1, -1, -1) if _IMPORT.match(lines[i])), 0)
    )
    drop = set(foreign)
    head = [line for i, line in enumerate(lines[:at]) if i not in drop]
    tail = [line for i, line in enumerate(lines[at:], start=at) if i not in drop]
    combined = "\n".join(head + block + tail) + "\n"
    first_tail_line = len(head) + len(block) + 1  # 1-based line of `tail[0]` in `combined`
    tail_lines = [i + 1 for i in range(at, len(lines)) if i not in drop]

    def where(line: int) -> tuple[str, int]:
        """The file and line that line ``line`` of ``combined`` comes from."""
        if line <= len(head):
            return str(path), line
        if line < first_tail_line:
            return str(defs), line - len(head)
        t = line - first_tail_line
        return str(path), tail_lines[t] if t < len(tail_lines) else len(lines)

    def fix_loc(loc: SourceLocation | None) -> SourceLocation | None:
        if loc is None or loc.file != str(path):
            return loc
        f, line = where(loc.line)
        return replace(loc, file=f, line=line)

    def fix_msg(msg: str) -> str:
        def sub(m: re.Match[str]) -> str:
            if m.group("file") != str(path):
                return m.group(0)
            f, line = where(int(m.group("line")))
            return f"{f}:{line}:{m.group('col')}"

        return _LOC.sub(sub, msg)

    parsed = parse_text(combined, str(path))
    mine: list[ParsedTheorem] = []
    for p in parsed:
        loc = fix_loc(p.location)
        if loc is not None and loc.file == str(defs):
            continue  # a lemma of the definitions file, not a problem of the suite
        identity = p.identity
        if identity is not None and identity.source is not None:
            identity = replace(identity, source=fix_loc(identity.source))
        mine.append(replace(p, location=loc, message=fix_msg(p.message), identity=identity))
    yield from _items_of_text(text, str(path), mine)


def _unique(items: Iterable[SuiteItem]) -> Iterator[SuiteItem]:
    """Give a repeated name a suffix ``#2``, ``#3`` … so that each row has its own key, and
    each item a module name for its files distinct from the others' ignoring case
    (``sum_choose`` and ``sumChoose`` would both write ``SumChoose.lean``)."""
    seen: dict[str, int] = {}
    modules: set[str] = set()
    for item in items:
        n = seen.get(item.name, 0) + 1
        seen[item.name] = n
        if n > 1:
            new = f"{item.name}#{n}"
            parsed = replace(item.parsed, name=new) if item.parsed is not None else None
            item = replace(item, name=new, parsed=parsed)
        module = module_name(item.name, modules)
        modules.add(module)
        yield replace(item, module=module)


def shared_data_root() -> Path:
    """``/work/shared/data`` on our machines: ``<repo>/../shared/data``."""
    return Path(__file__).resolve().parents[3] / "shared" / "data"


def default_data(suite: str) -> Path | None:
    """The data path used without ``--data``: only ``wzprove-100`` has one (the repository's
    ``benchmarks/identities``); ``None`` for the public suites."""
    if suite == "wzprove-100":
        return Path(__file__).resolve().parents[2] / "benchmarks" / "identities"
    return None


def load_suite(
    suite: str, data: str | Path | None = None, defs: str | Path | None = None
) -> Iterator[SuiteItem]:
    """Yield the items of ``suite`` lazily.

    ``suite``: a key of :data:`SUITES`; ``data``: its file or folder (required for the public
    suites; ``wzprove-100`` defaults to ``benchmarks/identities``); ``defs``: the definitions
    file for ``lc-test`` (default: the imported module's file beside the data).  Raises
    :class:`SuiteError` at once (before the first item) for an unknown suite, a missing
    ``--data`` or a path that does not exist; every later problem is an ``error`` item.
    """
    if suite not in SUITES:
        raise SuiteError(f"unknown suite {suite!r}; known: {', '.join(SUITES)}")
    info = SUITES[suite]
    path = Path(data) if data is not None else default_data(suite)
    if path is None:
        hint = f" (on our machines: {shared_data_root() / info.shared})" if info.shared else ""
        raise SuiteError(
            f"suite {suite} needs --data PATH: {info.form}; published as {info.published}{hint}"
        )
    if not path.exists():
        raise SuiteError(f"suite {suite}: {path} does not exist (expected {info.form})")
    defs_path = Path(defs) if defs is not None else None
    if defs_path is not None and not defs_path.is_file():
        raise SuiteError(f"--defs {defs_path}: no such file")
    if suite == "lci":
        if path.is_dir():
            found = sorted(path.glob("*.jsonl"))
            if len(found) != 1:
                raise SuiteError(
                    f"suite lci: expected one .jsonl file in {path}, found {len(found)}"
                )
            path = found[0]
        elif path.suffix != ".jsonl":
            raise SuiteError(f"suite lci: {path} is not a .jsonl file ({info.form})")
        items: Iterator[SuiteItem] = _load_lci(path, _read_lci(path))
    elif suite in ("combibench", "putnam-comb"):
        if not path.is_dir():
            raise SuiteError(f"suite {suite}: {path} is not a folder ({info.form})")
        items = _load_problem_folder(path)
    elif suite == "lc-test":
        if path.is_dir():
            path = path / "LC_test.lean"
        if not path.is_file():
            raise SuiteError(f"suite lc-test: {path} is not a file ({info.form})")
        if path.suffix != ".lean":
            raise SuiteError(f"suite lc-test: {path} is not a .lean file ({info.form})")
        items = _load_lc_test(path, defs_path)
    else:
        if not path.is_dir() and path.suffix != ".lean":
            raise SuiteError(f"suite {suite}: {path} is not a .lean file or a folder ({info.form})")
        items = _load_theorem_folder(path) if path.is_dir() else _load_single(path, suite)
    return _unique(items)


def _load_single(path: Path, suite: str) -> Iterator[SuiteItem]:
    """The theorems of one ``.lean`` file; the file is read at once (within the input
    limits, as ``parse`` reads it), and one that cannot be read raises :class:`SuiteError`
    before the first item."""
    text, why = _read(path)
    if text is None:
        raise SuiteError(f"suite {suite}: {why}")
    return _items_of_text(text, str(path), parse_text(text, str(path)))
