"""Our Zeilberger engine against Maxima's ``zeilberger`` package, side by side in one run.

Each summand of ``benchmarks/identities_engine.py`` goes through
``wzprove.wz.zeilberger.zeilberger`` (in this Python process) and through
``Zeilberger(F, k, n)`` in one long-lived Maxima process
(:class:`wzprove.bench.maxima.MaximaSession`).  Start-up is excluded on both sides:
Python imports and Maxima's ``load(zeilberger)`` happen before timing, and each side
first makes one untimed warm-up call on a summand outside the set.  Each sum is then timed
inside its own process: ``time.perf_counter`` around our call (sympy's cache cleared
before each timed call, so that no call is served from an earlier one), a microsecond
clock inside Maxima around its call.  Both sides search orders 0 .. ``--max-order``.

Per identity the table gives found or not, the order and the time on each side, and
whether the two recurrences agree (same order, and a_j / a_J equal as rational
functions: the minimal telescoper is unique up to a factor).  Medians are over the
identities both sides found and over all identities (a timeout counts as the limit).

Usage::

    python benchmarks/engine_vs_maxima.py [--max-order 4] [--timeout 60] [--repeat 1]
        [--only NAME ...] [--write] [--json PATH]

``--write`` replaces the section between ``<!-- engine-vs-maxima:start -->`` and
``<!-- engine-vs-maxima:end -->`` in ``benchmarks/RESULTS.md`` (creating the file, or
appending the section, when missing).  Exit status: 0 when every identity Maxima handles
is found by our engine too and our median is not above Maxima's, 1 otherwise, 2 when
Maxima is missing.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import shlex
import signal
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import sympy

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import identities_engine as ids  # noqa: E402

from wzprove.bench.maxima import (  # noqa: E402
    MaximaError,
    MaximaSession,
    MaximaTimeout,
    find_maxima,
    parse_maxima_expr,
)

START = "<!-- engine-vs-maxima:start -->"
END = "<!-- engine-vs-maxima:end -->"
SYMS = {"n": ids.n, "k": ids.k, "a": ids.a, "b": ids.b, "x": ids.x}


@dataclass
class SideResult:
    """One side's outcome for one identity: ``kind`` is found / none / trivial /
    non-proper / error / timeout; ``seconds`` the median over the repeats; ``coefficients``
    the recurrence's a_0 .. a_J and ``certificate`` R(n, k) as strings (sympy syntax);
    ``checked`` whether :func:`check_certificate` accepted them (None: not run)."""

    kind: str
    seconds: float
    order: int | None = None
    coefficients: list[str] | None = None
    certificate: str | None = None
    checked: bool | None = None
    message: str = ""

    @property
    def found(self) -> bool:
        return self.kind == "found"


@dataclass
class Row:
    """One identity: both sides and whether their recurrences agree (None: not comparable)."""

    name: str
    source: str
    maxima: SideResult
    ours: SideResult
    agree: bool | None


class _HardTimeout(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise _HardTimeout


def run_ours(ident: ids.BenchIdentity, max_order: int, timeout: float, repeat: int) -> SideResult:
    """Time ``zeilberger(F, n, k)`` ``repeat`` times (cache cleared before each); median."""
    from wzprove.wz.errors import NotHypergeometric, Timeout, WZError
    from wzprove.wz.zeilberger import zeilberger

    times: list[float] = []
    result = None
    for _ in range(repeat):
        sympy.core.cache.clear_cache()
        old = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, timeout + 5.0)  # backstop if timeout is ignored
        t0 = time.perf_counter()
        try:
            result = zeilberger(ident.sympy, ids.n, ids.k, max_order=max_order, timeout=timeout)
            times.append(time.perf_counter() - t0)
        except (Timeout, _HardTimeout):
            return SideResult("timeout", timeout, message=f"past {timeout:g} s")
        except NotHypergeometric as exc:
            return SideResult("non-proper", time.perf_counter() - t0, message=str(exc))
        except WZError as exc:
            return SideResult("error", time.perf_counter() - t0, message=str(exc))
        except Exception as exc:  # noqa: BLE001 - a crash of the engine is a result here
            return SideResult(
                "error", time.perf_counter() - t0, message=f"{type(exc).__name__}: {exc}"
            )
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
    secs = statistics.median(times)
    if result is None:
        return SideResult("none", secs)
    coeffs = [str(c.as_expr() if hasattr(c, "as_expr") else c) for c in result.coefficients]
    return SideResult(
        "found", secs, order=result.order, coefficients=coeffs, certificate=str(result.R)
    )


def run_maxima(
    session: MaximaSession, ident: ids.BenchIdentity, max_order: int, timeout: float, repeat: int
) -> SideResult:
    """Time ``Zeilberger(F, k, n)`` inside Maxima ``repeat`` times; median."""
    times: list[float] = []
    r = None
    for _ in range(repeat):
        try:
            r = session.zeilberger(ident.maxima, "k", "n", max_order=max_order, timeout=timeout)
        except MaximaTimeout:
            return SideResult("timeout", timeout, message=f"past {timeout:g} s")
        times.append(r.seconds)
    assert r is not None
    secs = statistics.median(times)
    if not r.found:
        return SideResult(r.kind, secs, message=r.raw[-200:])
    coeffs = [str(parse_maxima_expr(c, SYMS)) for c in r.coefficients]
    cert = str(parse_maxima_expr(r.certificate or "0", SYMS))
    return SideResult("found", secs, order=r.order, coefficients=coeffs, certificate=cert)


def check_certificate(F: sympy.Expr, side: SideResult) -> bool:
    """Untimed re-check of ``sum_j a_j F(n+j,k) = R(n,k+1) F(n,k+1) - R(n,k) F(n,k)``.

    Both sides divided by ``F(n, k)``: the shift quotients ``F(n+j,k)/F`` and
    ``F(n,k+1)/F`` are rational functions (``gammasimp`` of the Gamma form), so the
    relation is an identity of rational functions, decided by ``cancel`` (A = B, ch. 6:
    the rational-certificate check).  Poles and boundary terms are not examined here.
    """
    G = F.rewrite(sympy.gamma)
    a = [sympy.sympify(c, locals=SYMS) for c in side.coefficients or []]
    R = sympy.sympify(side.certificate, locals=SYMS)
    lhs = a[0] + sum(
        (a[j] * sympy.gammasimp(G.subs(ids.n, ids.n + j) / G) for j in range(1, len(a))),
        sympy.Integer(0),
    )
    rhs = R.subs(ids.k, ids.k + 1) * sympy.gammasimp(G.subs(ids.k, ids.k + 1) / G) - R
    return sympy.cancel(sympy.together(lhs - rhs)) == 0


def recurrences_agree(ours: SideResult, theirs: SideResult) -> bool | None:
    """True when both found the same order and a_j / a_J agree as rational functions."""
    if not (ours.found and theirs.found):
        return None
    if ours.order != theirs.order:
        return False
    a = [sympy.sympify(c, locals=SYMS) for c in ours.coefficients or []]
    b = [sympy.sympify(c, locals=SYMS) for c in theirs.coefficients or []]
    return all(sympy.cancel(p / a[-1] - q / b[-1]) == 0 for p, q in zip(a, b, strict=True))


def median_ms(values: list[float]) -> float | None:
    """Median in milliseconds, or None for an empty list."""
    return statistics.median(values) * 1000 if values else None


def machine_info(session: MaximaSession) -> dict[str, str]:
    """CPU, OS, Python / sympy / flint versions and Maxima's build (version and Lisp)."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        import flint

        flint_version = flint.__version__
    except ImportError:  # pragma: no cover
        flint_version = "absent"
    try:
        build = " ".join(
            session.evaluate(f"build_info()@{field}").strip('"')
            for field in ("version", "lisp_name", "lisp_version")
        )
    except MaximaError as exc:
        build = f"unknown ({exc})"
    return {
        "cpu": f"{cpu} ({os.cpu_count()} logical CPUs)",
        "os": platform.platform(),
        "python": platform.python_version(),
        "sympy": sympy.__version__,
        "python-flint": flint_version,
        "maxima": build,
        "load average (1 min) at the end": f"{os.getloadavg()[0]:.2f}",
    }


def _fmt_side(s: SideResult) -> str:
    found = s.kind
    if s.found:
        found = {True: "yes", False: "**cert wrong**", None: "yes (unchecked)"}[s.checked]
    order = str(s.order) if s.order is not None else "–"
    ms = f"{s.seconds * 1000:.1f}" if s.kind != "timeout" else f">{s.seconds * 1000:.0f}"
    return f"{found} | {order} | {ms}"


def render(rows: list[Row], info: dict[str, str], args: argparse.Namespace, command: str) -> str:
    """The Markdown section (markers included)."""
    both = [r for r in rows if r.maxima.found and r.ours.found]
    m_both = median_ms([r.maxima.seconds for r in both])
    o_both = median_ms([r.ours.seconds for r in both])
    m_all = median_ms([r.maxima.seconds for r in rows])
    o_all = median_ms([r.ours.seconds for r in rows])
    ratio = (o_both / m_both) if (o_both is not None and m_both) else None
    missed = [r.name for r in rows if r.maxima.found and not _certified(r.ours)]
    published = {i.name: i.order for i in ids.IDENTITIES}
    off_order = [
        f"{r.name} ({side} {s.order}, published {published[r.name]})"
        for r in rows
        for side, s in (("Maxima", r.maxima), ("wzprove", r.ours))
        if s.found and published.get(r.name) is not None and s.order != published[r.name]
    ]
    lines = [
        START,
        "## Engine vs Maxima",
        "",
        "Zeilberger's algorithm (A = B ch. 6) on the summands of `benchmarks/identities_engine.py`:"
        " our engine (`wzprove.wz.zeilberger.zeilberger`) against Maxima's `zeilberger` package"
        " (`Zeilberger(F, k, n)`), both searching orders 0 .. "
        f"{args.max_order}, timeout {args.timeout:g} s per sum, median of {args.repeat} run(s)."
        " Start-up excluded on both sides (one Python process, one long-lived Maxima process,"
        " one untimed warm-up call each); each sum timed inside its own process"
        " (`time.perf_counter`, sympy cache cleared before each call; a microsecond clock"
        " inside Maxima). *found* `yes`: a recurrence was returned and its certificate passed"
        " an untimed exact re-check (the telescoping relation divided by F as an identity of"
        " rational functions, `check_certificate`); *agree*: same order and the same"
        " a_j / a_J.",
        "",
        f"- date: {dt.datetime.now(dt.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
        *[f"- {key}: {value}" for key, value in info.items()],
        f"- command: `{command}`",
        "",
        "| identity | source | Maxima found | order | ms | wzprove found | order | ms | agree |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        agree = {True: "yes", False: "**NO**", None: "–"}[r.agree]
        lines.append(
            f"| {r.name} | {r.source} | {_fmt_side(r.maxima)} | {_fmt_side(r.ours)} | {agree} |"
        )

    def f(v: float | None) -> str:
        return "–" if v is None else f"{v:.1f} ms"

    lines += [
        "",
        f"- found: Maxima {sum(r.maxima.found for r in rows)}/{len(rows)},"
        f" wzprove {sum(r.ours.found for r in rows)}/{len(rows)}, both {len(both)}",
        f"- median over the {len(both)} both found: Maxima {f(m_both)}, wzprove {f(o_both)};"
        f" ratio wzprove / Maxima = {'–' if ratio is None else f'{ratio:.2f}'}",
        f"- median over all {len(rows)} (timeouts at the limit): Maxima {f(m_all)},"
        f" wzprove {f(o_all)}",
        f"- Maxima found, wzprove did not (certificate re-checked): {', '.join(missed) or 'none'}",
        f"- wzprove found, Maxima did not: "
        f"{', '.join(r.name for r in rows if r.ours.found and not r.maxima.found) or 'none'}",
        f"- recurrences that differ: "
        f"{', '.join(r.name for r in rows if r.agree is False) or 'none'}",
        f"- orders other than the published one (`order` in the identity set): "
        f"{', '.join(off_order) or 'none'}",
        f"- target (every identity Maxima handles certified, median no worse than Maxima's): "
        f"{'met' if target_met(rows) else 'NOT met'}",
        END,
    ]
    return "\n".join(lines) + "\n"


def _certified(side: SideResult) -> bool:
    """Found, and the certificate passed :func:`check_certificate`."""
    return side.found and side.checked is True


def target_met(rows: list[Row]) -> bool:
    """Every identity Maxima found, we found; our median over those both found ≤ Maxima's."""
    both = [r for r in rows if r.maxima.found and r.ours.found]
    if any(r.maxima.found and not _certified(r.ours) for r in rows) or not both:
        return False
    return statistics.median(r.ours.seconds for r in both) <= statistics.median(
        r.maxima.seconds for r in both
    )


def write_section(path: Path, section: str) -> None:
    """Replace the marked section in ``path`` (or append it; create ``# Results`` if new)."""
    text = path.read_text() if path.exists() else "# Results\n"
    if START in text and END in text:
        head, rest = text.split(START, 1)
        tail = rest.split(END, 1)[1]
        text = head + section.rstrip("\n") + tail
    else:
        text = text.rstrip("\n") + "\n\n" + section
    path.write_text(text)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print the section; ``--write`` puts it in RESULTS.md."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--max-order", type=int, default=4, help="largest order tried (both sides)")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds per sum and side")
    p.add_argument("--repeat", type=int, default=1, help="timed runs per sum and side (median)")
    p.add_argument("--only", nargs="+", metavar="NAME", help="run only these identities")
    p.add_argument("--write", action="store_true", help="update benchmarks/RESULTS.md")
    p.add_argument("--results", type=Path, default=HERE / "RESULTS.md", help=argparse.SUPPRESS)
    p.add_argument("--json", type=Path, help="also write the rows as JSON here")
    args = p.parse_args(argv)
    if args.repeat < 1 or args.max_order < 0 or args.timeout <= 0:
        p.error("--repeat ≥ 1, --max-order ≥ 0 and --timeout > 0 are required")
    try:
        selected = [ids.by_name(name) for name in args.only] if args.only else list(ids.IDENTITIES)
    except KeyError as exc:
        p.error(str(exc.args[0]))
    if find_maxima() is None:
        print("maxima not found: install it (Debian: apt-get install maxima)", file=sys.stderr)
        return 2
    command = shlex.join(
        ["python", "benchmarks/engine_vs_maxima.py", *(argv if argv is not None else sys.argv[1:])]
    )

    with MaximaSession() as session:
        # Warm-up (start-up, untimed): one call per side on a summand outside the set.
        run_maxima(session, ids.WARMUP, args.max_order, args.timeout, 1)
        run_ours(ids.WARMUP, args.max_order, args.timeout, 1)
        rows: list[Row] = []
        warmed = session.restarts
        for ident in selected:
            if session.restarts != warmed:  # a timeout restarted Maxima: warm the new one
                run_maxima(session, ids.WARMUP, args.max_order, args.timeout, 1)
                warmed = session.restarts
            theirs = run_maxima(session, ident, args.max_order, args.timeout, args.repeat)
            ours = run_ours(ident, args.max_order, args.timeout, args.repeat)
            for side in (theirs, ours):
                if side.found:
                    side.checked = check_certificate(ident.sympy, side)
            row = Row(ident.name, ident.source, theirs, ours, recurrences_agree(ours, theirs))
            rows.append(row)
            print(
                f"{ident.name:20s} maxima {_fmt_side(theirs):24s} ours {_fmt_side(ours):24s}"
                f" agree={row.agree}",
                file=sys.stderr,
                flush=True,
            )
        info = machine_info(session)
    section = render(rows, info, args, command)
    print(section)
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in rows], indent=1, default=str))
    if args.write:
        write_section(args.results, section)
        print(f"wrote {args.results}", file=sys.stderr)
    return 0 if target_met(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
