"""The ``wzprove`` command: thin wrappers around the package's functions.

Each subcommand reads its options, calls one function of the package (``wzprove.api``), and
formats the result: JSON (``--json``) or a short human summary.  Statuses and exit codes
follow DESIGN.md ("What a result says"); see :mod:`wzprove.output`.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable, Iterable, Mapping
from functools import wraps
from typing import Any

import click

from wzprove import __version__
from wzprove.output import EXIT_BAD_INPUT, exit_code, stamp, write_json_line

_STYLE = {
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


def _guard(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn an unexpected exception into one line on stderr (exit 3) instead of a traceback;
    ``WZPROVE_DEBUG=1`` shows the traceback."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (click.exceptions.Exit, click.ClickException, click.Abort, SystemExit):
            raise
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(130)
        except Exception as exc:  # noqa: BLE001 - last line of defence
            if os.environ.get("WZPROVE_DEBUG"):
                traceback.print_exc()
            click.echo(
                f"wzprove: internal error: {type(exc).__name__}: {exc} "
                "(set WZPROVE_DEBUG=1 for the traceback, and please report it)",
                err=True,
            )
            sys.exit(3)

    return wrapper


def _human_line(row: Mapping[str, Any], extra: str = "") -> str:
    status = row.get("status", "?")
    name = row.get("name") or ""
    color = _STYLE.get(status, "white")
    head = click.style(f"{status:>15}", fg=color, bold=True)
    msg = row.get("message") or ""
    return f"{head}  {name}{'  ' if name else ''}{extra}{msg}".rstrip()


def _emit_rows(
    rows: Iterable[Mapping[str, Any]],
    as_json: bool,
    describe: Callable[[Mapping[str, Any]], str] | None = None,
) -> int:
    statuses = []
    for row in rows:
        statuses.append(row["status"])
        if as_json:
            write_json_line(row)
        else:
            click.echo(_human_line(row, describe(row) if describe else ""))
    if not statuses:
        click.echo("no theorem found", err=True)
        return EXIT_BAD_INPUT
    return exit_code(statuses)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="wzprove")
def main() -> None:
    """wzprove: prove combinatorial identities in Lean 4 with WZ certificates.

    Statuses: kernel-checked, certified, false, no-counterexample, parsed, rejected,
    out-of-scope, failed, error.  Exit codes: 0 success, 1 some theorem false / failed /
    out-of-scope / rejected, 2 bad input.
    """


# -- certify ------------------------------------------------------------------------------


def _describe_certify(row: Mapping[str, Any]) -> str:
    parts = []
    if row.get("method"):
        parts.append(f"method={row['method']}")
    rec = row.get("recurrence")
    if rec:
        parts.append(f"recurrence order {rec['order']} in {rec['variable']}")
        coeffs = rec.get("coefficients") or []
        if coeffs:
            parts.append("a = [" + ", ".join(coeffs) + "]")
    cert = row.get("certificate") or {}
    if cert.get("R"):
        parts.append(f"R = {cert['R']}")
    if row.get("counterexample"):
        ce = ", ".join(f"{k}={v}" for k, v in row["counterexample"].items())
        parts.append(f"counterexample {ce}")
    return ("; ".join(parts) + ". ") if parts else ""


@main.command()
@click.argument("lhs")
@click.argument("rhs", required=False)
@click.option(
    "--var", "var", default=None, help="Recurrence variable (default: the one in the upper bound)."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option(
    "--timeout",
    default=60.0,
    show_default=True,
    type=float,
    help="Seconds of work before giving up (status failed).",
)
@_guard
def certify(lhs: str, rhs: str | None, var: str | None, as_json: bool, timeout: float) -> None:
    """Certify LHS = RHS, where LHS is a sympy Sum(summand, (k, lo, hi)).

    \b
    Example:
      wzprove certify "Sum(binomial(n,k)**2, (k, 0, n))" "binomial(2*n, n)"
    With no RHS, prints the minimal recurrence of the sum.
    """
    from wzprove.api import certify as run

    result = run(lhs, rhs, var=var, timeout=timeout)
    row = stamp(result)
    if as_json:
        write_json_line(row)
    else:
        click.echo(_human_line(row, _describe_certify(row)))
    sys.exit(exit_code([row["status"]]))
