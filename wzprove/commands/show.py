"""How result rows are shown to people: one coloured line per row (the status, the name, what
it found), details indented below it, and a table of statuses for a run of several theorems.

The CLI prints JSON (``--json``) or these lines; the exit code of the rows is
:func:`wzprove.model.errors.exit_code`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import click

from wzprove.model.errors import ExitCode, exit_code
from wzprove.model.output import write_json_line
from wzprove.model.vocab import Status

STYLE: dict[Status, str] = {
    "kernel-checked": "green",
    "certified": "green",
    "parsed": "green",
    "no-counterexample": "yellow",
    "false": "red",
    "rejected": "red",
    "failed": "yellow",
    "out-of-scope": "yellow",
    "error": "red",
}


def human_line(row: Mapping[str, Any], extra: str = "") -> str:
    """One line for people: the status, the name and the message, invisible characters
    written ``U+XXXX``."""
    from wzprove.lean.lexer import visible

    status = row.get("status", "?")
    name = visible(str(row.get("name") or ""))
    color = STYLE.get(status, "white")
    head = click.style(f"{status:>15}", fg=color, bold=True)
    msg = visible(str(row.get("message") or ""))
    return short_numbers(f"{head}  {name}{'  ' if name else ''}{extra}{msg}".rstrip())


#: Digits of a number shown whole in a human line (JSON rows keep every digit).
SHOWN_DIGITS = 40


def short_numbers(text: str) -> str:
    """``text`` with each run of more than :data:`SHOWN_DIGITS` digits cut to its first and
    last digits and its length (a counterexample at ``n = 5001`` has 1506-digit sides,
    printed twice; new-user run 12h).

    >>> short_numbers("lhs = " + "1" * 50 + "2")
    'lhs = 111111111111…111112 (51 digits)'
    """
    return re.sub(
        rf"\d{{{SHOWN_DIGITS + 1},}}",
        lambda m: f"{m.group()[:12]}…{m.group()[-6:]} ({len(m.group())} digits)",
        text,
    )


def emit_rows(
    rows: Iterable[Mapping[str, Any]],
    as_json: bool,
    describe: Callable[[Mapping[str, Any]], str] | None = None,
    details: Callable[[Mapping[str, Any]], str | None] | None = None,
) -> int:
    """Print ``rows`` (JSON Lines, or one human line each followed by ``details(row)``, when
    that gives text, indented) and return the exit code of their statuses."""
    statuses = []
    for row in rows:
        statuses.append(row["status"])
        if as_json:
            write_json_line(row)
        else:
            click.echo(human_line(row, describe(row) if describe else ""))
            echo_details(details(row) if details else None)
    if not statuses:
        click.echo("no theorem found", err=True)
        return ExitCode.BAD_INPUT
    return exit_code(statuses)


def echo_details(text: str | None) -> None:
    """``text``, a row's details (a Lean disproof), indented below the row's line."""
    if text:
        click.echo("\n".join("    " + line for line in text.splitlines()))


def prove_details(row: Mapping[str, Any]) -> str | None:
    """Below a ``false`` row of ``prove``: its Lean disproof, as ``refute`` prints it, under a
    Lean comment saying no Lean ran on it (new-user run 16: the text output never showed it;
    ``prove`` never runs Lean on a disproof)."""
    if row.get("status") != "false" or not row.get("disproof"):
        return None
    return "-- the Lean disproof (not checked by Lean here):\n" + str(row["disproof"])


def echo_prove_row(row: Mapping[str, Any]) -> None:
    """One row of ``prove`` for people: its line, then the details of :func:`prove_details`."""
    click.echo(human_line(row, describe_prove(row)))
    echo_details(prove_details(row))


def note_lines(rows: Iterable[Mapping[str, Any]]) -> list[str]:
    """The notes of ``prove``'s rows for stderr, each distinct note once: the run-wide
    no-toolchain note as it is, any other note (why the induction or closed-form attempt
    did not certify) after the names of the theorems it belongs to — printed after the
    table, an unnamed note could not be told apart (new-user run 12h).

    >>> note_lines([{"name": "a", "note": "why"}, {"name": "b", "note": "why"}, {"name": "c"}])
    ['a, b: why']
    """
    from wzprove.pipeline.finish import NO_LEAN_NOTE

    owners: dict[str, list[str]] = {}
    for r in rows:
        if r.get("note"):
            owners.setdefault(r["note"], []).append(str(r.get("name")))
    return [
        note if note == NO_LEAN_NOTE else f"{', '.join(names)}: {note}"
        for note, names in sorted(owners.items())
    ]


def whole_file_lines(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """The line naming the input file with every complete proof of the run written in
    (:mod:`wzprove.pipeline.whole_file`), from the last row that names it; none without one.

    >>> rows = [{"name": "a", "proof": "complete", "all_proofs_file": "P/X.lean"},
    ...         {"name": "b", "proof": "none", "all_proofs_file": "P/X.lean"}]
    >>> whole_file_lines(rows)
    ['every complete proof in one file: P/X.lean (a; b keeps its sorry there)']
    """
    named = [r for r in rows if r.get("all_proofs_file")]
    if not named:
        return []
    path = named[-1]["all_proofs_file"]
    done = [str(r["name"]) for r in rows if r.get("proof") == "complete"]
    left = [str(r["name"]) for r in rows if r.get("proof") != "complete"]
    keeps = "keeps its" if len(left) == 1 else "keep their"
    tail = f"; {', '.join(left)} {keeps} sorry there" if left else ""
    return [f"every complete proof in one file: {path} ({', '.join(done)}{tail})"]


def example_lines(file: str, rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """One note per ``example`` of the ``.lean`` file ``file``, which ``prove`` does not read
    (new-user run 15, L7: skipped silently where the file has theorems); none where a row
    already says so (a file with no theorem) or the file cannot be read."""
    from wzprove.lean.statement import unnamed_examples
    from wzprove.model.limits import LimitError, read_input_text

    if not file.endswith(".lean") or any("`example` at" in str(r.get("message")) for r in rows):
        return []
    try:
        text = read_input_text(file)
    except (OSError, UnicodeDecodeError, LimitError):
        return []
    return [
        f"{loc}: this `example` has no name and is not read: write `theorem NAME …` to prove it"
        for loc in unnamed_examples(text, file)
    ]


def describe_certify(row: Mapping[str, Any]) -> str:
    parts = []
    if row.get("method"):
        parts.append(f"method={row['method']}")
    rec = row.get("recurrence")
    if rec:
        since = f" for {rec['variable']} >= {rec['start']}" if rec.get("start") else ""
        parts.append(f"recurrence order {rec['order']} in {rec['variable']}{since}")
        coeffs = rec.get("coefficients") or []
        if coeffs:
            parts.append("a = [" + ", ".join(coeffs) + "]")
        inhom = rec.get("inhomogeneous")
        if coeffs and inhom not in (None, "", "0"):
            # a non-homogeneous recurrence read without its right side says S(n+1) = S(n)
            parts.append(f"sum_j a_j S({rec['variable']}+j) = {inhom}")
    cert = row.get("certificate") or {}
    if cert.get("R"):
        parts.append(f"R = {cert['R']}")
    if row.get("counterexample"):
        ce = ", ".join(f"{k}={v}" for k, v in row["counterexample"].items())
        parts.append(f"counterexample {ce}")
    return ("; ".join(parts) + ". ") if parts else ""


def describe_parse(row: Mapping[str, Any]) -> str:
    if row.get("status") != "parsed":
        return ""
    summ = row.get("summation") or {}
    where = f" over {summ.get('index')} ∈ {summ.get('kind')}" if summ else ""
    return f"[{row.get('domain')}]{where}: {row.get('lhs_sympy')} = {row.get('rhs_sympy')} "


def describe_refute(row: Mapping[str, Any]) -> str:
    if row.get("status") != "false":
        return ""
    ce = ", ".join(f"{k}={v}" for k, v in (row.get("counterexample") or {}).items())
    checked = "" if row.get("disproof_checked") else " (disproof not checked: no Lean run)"
    return f"counterexample {ce}: lhs={row.get('lhs')}, rhs={row.get('rhs')}{checked}. "


def describe_prove(row: Mapping[str, Any]) -> str:
    parts = []
    if row.get("method"):
        parts.append(row["method"])
    if row.get("proof_file"):
        parts.append(f"proof {row['proof_file']}")
    elif row.get("sketch_file"):
        parts.append(f"sketch {row['sketch_file']}")
    total = sum((row.get("timings") or {}).values())
    parts.append(f"{total:.2f}s")
    return "[" + ", ".join(parts) + "] "


def summary_table(rows: list[Mapping[str, Any]]) -> None:
    from collections import Counter

    from rich.console import Console
    from rich.table import Table

    counts = Counter(r["status"] for r in rows)
    table = Table(title=f"{len(rows)} theorem(s)")
    table.add_column("status")
    table.add_column("count", justify="right")
    for status, n in counts.most_common():
        table.add_row(status, str(n))
    proofs = Counter(r["proof"] for r in rows if r.get("proof"))
    if proofs:  # prove rows: how many proofs are whole (no side goal), partial or none
        table.add_section()
        for state in ("complete", "partial", "none"):
            if proofs.get(state):
                table.add_row(f"proof: {state}", str(proofs[state]))
    Console(stderr=True).print(table)
