"""The ``wzprove`` command: wiring only.

Each subcommand reads its options, calls its function of the Python API (:mod:`wzprove.api`),
and prints the result: JSON (``--json``) or a short human summary.  Statuses and exit codes
follow docs/design.md ("What a result says"); see :mod:`wzprove.model.errors`.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable, Mapping
from functools import wraps
from typing import Any

import click

from wzprove import __version__
from wzprove.commands.arguments import SignedArguments, no_stdin
from wzprove.commands.show import (
    describe_certify,
    describe_parse,
    describe_refute,
    echo_prove_row,
    emit_rows,
    example_lines,
    human_line,
    note_lines,
    summary_table,
    whole_file_lines,
)
from wzprove.model.errors import ExitCode, WzproveError, batch_exit_code, exit_code
from wzprove.model.limits import TIMEOUT
from wzprove.model.output import stamp, write_json_line


def _guard(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn an exception into one line on stderr and the exit code of its kind, never a
    traceback: a :class:`~wzprove.model.errors.WzproveError` by its ``status``
    (:func:`~wzprove.model.errors.exit_code`), a path that cannot be read or written
    (``OSError``) as bad input, Ctrl-C as ``INTERRUPTED`` (130), anything else as
    ``INTERNAL`` (3); ``WZPROVE_DEBUG=1`` shows the traceback."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (click.exceptions.Exit, click.ClickException, click.Abort, SystemExit):
            raise
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(ExitCode.INTERRUPTED)
        except WzproveError as exc:
            if os.environ.get("WZPROVE_DEBUG"):
                traceback.print_exc()
            click.echo(f"{exc.status}: {exc}", err=True)
            sys.exit(exit_code([exc.status]))
        except BrokenPipeError:  # `wzprove … | head`: the reader has gone; say nothing more
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(ExitCode.BROKEN_PIPE)
        except OSError as exc:
            # a path that cannot be read or written is bad input, not an internal error
            where = f"cannot open {exc.filename}: " if exc.filename else ""
            click.echo(f"error: {where}{exc.strerror or exc}", err=True)
            sys.exit(ExitCode.BAD_INPUT)
        except Exception as exc:  # noqa: BLE001 - last line of defence
            if os.environ.get("WZPROVE_DEBUG"):
                traceback.print_exc()
            click.echo(
                f"wzprove: internal error: {type(exc).__name__}: {exc} "
                "(set WZPROVE_DEBUG=1 for the traceback, and please report it)",
                err=True,
            )
            sys.exit(ExitCode.INTERNAL)

    return wrapper


class _FileIsProve(click.Group):
    """A group where a first argument that is not a command but a file (an existing path,
    or a name ending in ``.lean`` / ``.jsonl``) means ``prove`` on it: ``wzprove FILE``."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and not args[0].startswith("-"):
            first = args[0]
            if first.endswith((".lean", ".jsonl")) or os.path.exists(first):
                args = ["prove", *args]
        return super().parse_args(ctx, args)


@click.group(cls=_FileIsProve, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="wzprove")
def main() -> None:
    """wzprove: prove combinatorial identities in Lean 4 with WZ certificates.

    `wzprove FILE [OPTIONS]` proves the theorems of FILE (the same as `wzprove prove FILE`).

    Statuses: kernel-checked, certified, false, no-counterexample, parsed, rejected,
    out-of-scope, failed, error.  Exit codes: 0 success, 1 some theorem false / failed /
    out-of-scope / rejected, 2 bad input, 3 internal error, 130 interrupted, 141 the reader
    of the output went away (`| head`).
    """


# -- certify ------------------------------------------------------------------------------


@main.command(cls=SignedArguments)
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
    type=TIMEOUT,
    help="Seconds of work before giving up (status failed).",
)
@_guard
def certify(lhs: str, rhs: str | None, var: str | None, as_json: bool, timeout: float) -> None:
    """Certify LHS = RHS, where LHS is a sympy Sum(summand, (k, lo, hi)).

    \b
    Example:
      wzprove certify "Sum(binomial(n,k)**2, (k, 0, n))" "binomial(2*n, n)"
    With no RHS, prints the minimal recurrence of the sum.  A side may start with `-`
    (`wzprove certify "Sum(-binomial(n,k),(k,0,n))" "-2**n"`).  Free variables are
    natural numbers, x / 0 = 0, and `-` is the integers' subtraction (never ℕ's truncated
    one: `n - 1` is -1 at n = 0); for ℕ subtraction write the statement in Lean and use
    `prove`.
    """
    from wzprove.api import certify as run

    result = run(lhs, rhs, var=var, timeout=timeout)
    row = stamp(result)
    if as_json:
        write_json_line(row)
    else:
        click.echo(human_line(row, describe_certify(row)))
    sys.exit(exit_code([row["status"]]))


# -- parse --------------------------------------------------------------------------------


@main.command()
@click.argument("file", type=click.Path(dir_okay=False), callback=no_stdin)
@click.option("--json", "as_json", is_flag=True, help="Print JSON Lines, one per theorem.")
@_guard
def parse(file: str, as_json: bool) -> None:
    """Read the theorems of FILE (.lean, or LCI-style .jsonl) into the identity model."""
    from wzprove.api import parse as run

    rows = [stamp(r.to_json()) for r in run(file)]
    sys.exit(emit_rows(rows, as_json, describe_parse))


# -- refute -------------------------------------------------------------------------------


@main.command()
@click.argument("file", type=click.Path(dir_okay=False), callback=no_stdin)
@click.option("--json", "as_json", is_flag=True, help="Print JSON Lines, one per theorem.")
@click.option(
    "--time-limit",
    "--timeout",
    "time_limit",
    default=3.0,
    show_default=True,
    type=TIMEOUT,
    help="Seconds of search per theorem.",
)
@click.option("--seed", default=0, show_default=True, type=int, help="Seed of the random rounds.")
@click.option(
    "--points",
    default=1000,
    show_default=True,
    type=click.IntRange(min=1),
    help="Points searched per theorem (grid, then seeded random rounds); the time limit is a cap.",
)
@click.option(
    "--defs",
    type=click.Path(dir_okay=False),
    default=None,
    help="Definitions file the Lean file imports (default: the imported module's file beside it).",
)
@_guard
def refute(
    file: str, as_json: bool, time_limit: float, seed: int, points: int, defs: str | None
) -> None:
    """Search for counterexamples under Lean's semantics; print a Lean disproof if false."""
    from wzprove.api import refute as run

    results = run(file, time_limit=time_limit, seed=seed, max_points=points, defs=defs)
    rows = [stamp(r.to_json()) for r in results]
    sys.exit(emit_rows(rows, as_json, describe_refute, lambda row: row.get("disproof")))


# -- check --------------------------------------------------------------------------------


@main.command()
@click.argument("file", type=click.Path(dir_okay=False), callback=no_stdin)
@click.option(
    "--original",
    type=click.Path(dir_okay=False),
    default=None,
    help="The statement file the proof must keep verbatim.",
)
@click.option(
    "--theorem",
    default=None,
    help="Audit only this theorem (default: every theorem whose proof is `sorry` in the original).",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--timeout", default=120.0, show_default=True, type=TIMEOUT, help="Seconds for Lean.")
@_guard
def check(
    file: str, original: str | None, theorem: str | None, as_json: bool, timeout: float
) -> None:
    """Kernel-check FILE with Lean and audit it against ORIGINAL."""
    from wzprove.api import check as run

    row = stamp(run(file, original, timeout, theorem=theorem).to_dict())
    if as_json:
        write_json_line(row)
    else:
        extra = f"reason={row['reason']}. " if row.get("reason") else ""
        click.echo(human_line(row, extra))
        for m in row.get("messages") or []:
            click.echo(
                f"    {m.get('severity')} {m.get('line')}:{m.get('column')} "
                f"{m.get('text', '').splitlines()[0] if m.get('text') else ''}"
            )
        for a in row.get("audit") or []:
            click.echo(f"    audit: {a.get('rule')}: {a.get('detail')}")
    sys.exit(exit_code([row["status"]]))


# -- prove --------------------------------------------------------------------------------


def _opt(name: str) -> tuple[Any, str]:
    """``(default, help)`` of a :class:`~wzprove.pipeline.options.ProveOptions` field."""
    from wzprove.pipeline.options import ProveOptions

    return ProveOptions.default(name), ProveOptions.help(name)


def _model_spec(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """Check a ``--model`` string before any work (a bad one is a usage error, exit 2)."""
    if value is None:
        return None
    from wzprove.prover.llm import ModelSpecError, parse_model_spec

    try:
        parse_model_spec(value)
    except ModelSpecError as exc:
        raise click.BadParameter(str(exc).removeprefix(f"--model {value!r}: ")) from None
    return value


def _prove_option(flag: str, field_name: str, **kw: Any) -> Callable[..., Any]:
    """A ``prove`` option whose default and help are those of the ProveOptions field."""
    default, text = _opt(field_name)
    return click.option(flag, field_name, default=default, help=text, **kw)


@main.command()
@click.argument("file", type=click.Path(dir_okay=False), callback=no_stdin)
@click.option("--json", "as_json", is_flag=True, help="Print JSON Lines, one per theorem.")
@_prove_option("--out-dir", "out_dir", type=click.Path(file_okay=False), show_default=True)
@click.option("--theorem", default=None, help="Prove only the theorem of this name.")
@_prove_option("--model", "model", callback=_model_spec)
@_prove_option("--timeout", "timeout_s", show_default=True, type=TIMEOUT)
@_prove_option("--lean-timeout", "lean_timeout_s", show_default=True, type=TIMEOUT)
@_prove_option("--samples", "samples", show_default=True, type=click.IntRange(min=1))
@_prove_option("--rounds", "rounds", show_default=True, type=click.IntRange(min=0))
@_prove_option("--max-tokens", "max_tokens", show_default=True, type=click.IntRange(min=1))
@_prove_option("--temperature", "temperature", show_default=True, type=click.FloatRange(min=0))
@_prove_option("--seed", "seed", show_default=True, type=int)
@_prove_option("--workers", "workers", type=click.IntRange(min=1))
@_prove_option("--ray", "ray")
@_guard
def prove(file: str, as_json: bool, theorem: str | None, **options: Any) -> None:
    """Prove the identities in FILE: falsity check, certificate, sketch, subgoals, Lean.

    `wzprove FILE` (a path as the first argument) is the same as `wzprove prove FILE`."""
    from wzprove.api import ProveOptions
    from wzprove.api import prove as run

    opts = ProveOptions(**options)
    rows = []
    for report in run(file, opts, theorem=theorem):
        row = stamp(report.to_json())
        rows.append(row)
        if as_json:
            write_json_line(row)
        else:
            echo_prove_row(row)
    if not as_json and len(rows) > 1:
        summary_table(rows)
    examples = example_lines(file, rows) if theorem is None else []
    for line in [*whole_file_lines(rows), *examples, *note_lines(rows)]:
        click.echo(line, err=True)
    sys.exit(exit_code(r["status"] for r in rows) if rows else ExitCode.BAD_INPUT)


# -- sketch -------------------------------------------------------------------------------


@main.command()
@click.argument("file", type=click.Path(dir_okay=False), callback=no_stdin)
@click.option(
    "-o",
    "--out",
    default=None,
    type=click.Path(),
    help="Output folder (an existing directory, or a path ending in /), or the output "
    "file when FILE (or --theorem) gives one theorem; a file name with several theorems is "
    "refused (exit 2). Default: Sketches/.",
)
@click.option("--theorem", default=None, help="Sketch only the theorem of this name.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON Lines, one per theorem.")
@click.option(
    "--timeout",
    default=60.0,
    show_default=True,
    type=TIMEOUT,
    help="Seconds for the certificate search per theorem.",
)
@_guard
def sketch(file: str, out: str | None, theorem: str | None, as_json: bool, timeout: float) -> None:
    """Write a Lean proof sketch (named `sorry` side goals) from each theorem's certificate."""
    from wzprove.api import sketch as run

    results = run(file, out=out, theorem=theorem, timeout=timeout)  # OutputError: exit 2
    rows = [stamp(r.to_json()) for r in results]

    def describe(row: Mapping[str, Any]) -> str:
        if row.get("sketch_file"):
            return (
                f"[{row.get('method')}, {len(row.get('subgoals') or [])} side goals] "
                f"{row['sketch_file']}. "
            )
        return ""

    sys.exit(emit_rows(rows, as_json, describe))


# -- train ------------------------------------------------------------------------------


@main.command()
@click.option(
    "--config",
    "config",
    required=True,
    type=click.Path(exists=True, dir_okay=False),
    help="Training configuration (TOML or YAML; see configs/README.md).",
)
@click.option("--resume", is_flag=True, help="Continue the run after its last checkpoint.")
@click.option("--ray", default=None, help="Rollouts and Lean checks on Ray: 'auto' or ADDR.")
@_guard
def train(config: str, resume: bool, ray: str | None) -> None:
    """Bootstrap the prover: cold start, expert iteration, then DAPO, on kernel-verified
    data (needs the `train` extra)."""
    try:
        from wzprove.api import train as run
        from wzprove.bootstrap.records import BootstrapError
    except ImportError as exc:
        click.echo(f"error: {exc}; install the extra: pip install 'wzprove[train]'", err=True)
        sys.exit(ExitCode.BAD_INPUT)
    from wzprove.lean.errors import LeanProcessError

    try:
        result = run(config, resume=resume, ray=ray)
    except (BootstrapError, LeanProcessError, UnicodeDecodeError, OSError) as exc:
        click.echo(f"error: {config}: {exc}", err=True)
        sys.exit(ExitCode.BAD_INPUT)
    click.echo(
        f"stage {result.stage}: {result.dataset_size} verified pairs, "
        f"{result.dapo_steps} DAPO steps; checkpoint {result.final_checkpoint}"
    )


# -- data ---------------------------------------------------------------------------------


@main.group()
def data() -> None:
    """Training data: import LeanDojo-traced theorems, trace a repository."""


@data.command("generate")
@click.option(
    "--count", default=100, show_default=True, type=int, help="Certified identities wanted."
)
@click.option("--seed", default=0, show_default=True, type=int, help="Seed of the generator.")
@click.option(
    "--out",
    required=True,
    type=click.Path(file_okay=False),
    help="Folder for identities, side-goal prompts and cold-start pairs (JSONL).",
)
@click.option(
    "--timeout",
    default=10.0,
    show_default=True,
    type=TIMEOUT,
    help="The engine's seconds per summand.",
)
@_guard
def data_generate(count: int, seed: int, out: str, timeout: float) -> None:
    """Generate certified identities (random hypergeometric summands the engine certifies),
    their side goals as prompts, and cold-start pairs, with provenance."""
    from wzprove.api import data_generate as build_data

    summary = build_data(out, count, seed=seed, timeout=timeout)
    click.echo(
        f"{summary.identities} identities, {summary.prompts} prompts, "
        f"{summary.cold_start} cold-start pairs in {summary.out_dir}"
    )


@data.command("import-leandojo")
@click.argument("path", type=click.Path(exists=True))
@click.option(
    "--out",
    required=True,
    type=click.Path(dir_okay=False),
    help="JSON Lines of (goal state → tactic) pairs in the cold-start format.",
)
@click.option(
    "--prompts-out",
    default=None,
    type=click.Path(dir_okay=False),
    help="The goals as prompts (default: OUT with .prompts.jsonl).",
)
@click.option("--limit", default=None, type=int, help="Read at most this many theorems.")
@_guard
def data_import_leandojo(path: str, out: str, prompts_out: str | None, limit: int | None) -> None:
    """Import LeanDojo Benchmark 4 traced theorems relevant to combinatorial identities."""
    from wzprove.api import import_leandojo

    import_leandojo(path, out, prompts_out=prompts_out, limit=limit)  # LeanDojoError: exit 2


@data.command("trace")
@click.argument("repo_url")
@click.argument("commit")
@click.option("--out", required=True, type=click.Path(dir_okay=False), help="Pairs, JSONL.")
@click.option("--dst-dir", type=click.Path(file_okay=False), help="Where the trace goes.")
@click.option("--no-build-deps", is_flag=True, help="Do not trace the dependencies.")
@_guard
def data_trace(
    repo_url: str, commit: str, out: str, dst_dir: str | None, no_build_deps: bool
) -> None:
    """Trace REPO_URL at COMMIT with LeanDojo (needs a network and a toolchain), then
    import the relevant theorems."""
    from wzprove.api import trace

    trace(repo_url, commit, out, dst_dir=dst_dir, build_deps=not no_build_deps)


# -- bench --------------------------------------------------------------------------------


@main.group()
def bench() -> None:
    """Batch evaluation on a suite (resumable), and reports over several runs."""


@bench.command("run")
@click.option(
    "--suite",
    required=True,
    type=click.Choice(["lci", "combibench", "putnam-comb", "lc-test", "wzprove-100"]),
    help="The benchmark suite.",
)
@click.option(
    "--data",
    default=None,
    type=click.Path(exists=True),
    help="The suite's file or folder (required for the public suites).",
)
@click.option(
    "--out",
    required=True,
    type=click.Path(dir_okay=False),
    help="Results JSON Lines; a rerun resumes it.",
)
@click.option("--limit", default=None, type=click.IntRange(min=1), help="Only the first N items.")
@click.option("--workers", default=1, type=click.IntRange(1), help="Items at once (default: 1).")
@click.option("--ray", default=None, help="Run items as Ray tasks: 'auto' or an address.")
@click.option(
    "--model", default=None, callback=_model_spec, help="LLM spec (default: symbolic only)."
)
@click.option(
    "--pass-k",
    "pass_k",
    default=1,
    show_default=True,
    type=int,
    help="Whole attempts per theorem (attempt i uses seed i).",
)
@click.option(
    "--timeout",
    default=60.0,
    show_default=True,
    type=TIMEOUT,
    help="Seconds for the certificate search per attempt.",
)
@click.option(
    "--defs",
    default=None,
    type=click.Path(exists=True),
    help="lc-test: the definitions file put in place of its import.",
)
@_guard
def bench_run_cmd(
    suite: str,
    data: str | None,
    out: str,
    limit: int | None,
    workers: int,
    ray: str | None,
    model: str | None,
    pass_k: int,
    timeout: float,
    defs: str | None,
) -> None:
    """Run SUITE into OUT (JSON Lines, one prove report per item), with a Markdown summary
    (OUT.md) and a plot (OUT.png); proof files go to ./Proofs/ and ./Sketches/."""
    from wzprove.api import bench_run

    result = bench_run(  # a BenchError (bad suite, path or argument) ends in exit 2
        suite,
        data=data,
        out=out,
        limit=limit,
        workers=workers,
        ray=ray,
        model=model,
        pass_k=pass_k,
        timeout=timeout,
        defs=defs,
    )
    click.echo(result.markdown.read_text(encoding="utf-8"))
    if result.note:
        click.echo(result.note, err=True)
    click.echo(
        f"rows: {result.out}; summary: {result.markdown}"
        + (f"; plot: {result.png}" if result.png else ""),
        err=True,
    )
    counts = result.summary.counts
    code = batch_exit_code(counts.elements())
    if code != ExitCode.OK:  # every row is written; the run must not look clean
        click.echo(
            f"error: {counts['error']} of {result.summary.items} rows of {suite} ended `error` "
            f"(a toolchain failure or an unreadable item); their messages are in {result.out}",
            err=True,
        )
        sys.exit(code)


@bench.command("report")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--md", "out_md", type=click.Path(dir_okay=False), help="Markdown table to write.")
@click.option(
    "--png",
    "out_png",
    default=None,
    type=click.Path(dir_okay=False),
    help="Also draw the figure into this .png file.",
)
@_guard
def bench_report_cmd(paths: tuple[str, ...], out_md: str | None, out_png: str | None) -> None:
    """Put several results files side by side in one table (and one plot with --png)."""
    from wzprove.api import bench_report

    if out_png is not None and not out_png.lower().endswith(".png"):
        click.echo(
            f"error: --png {out_png}: the figure is a PNG file; give a name ending in .png",
            err=True,
        )
        sys.exit(ExitCode.BAD_INPUT)
    click.echo(bench_report(list(paths), out_md=out_md, out_png=out_png))  # ReportError: 2


if __name__ == "__main__":
    main()
