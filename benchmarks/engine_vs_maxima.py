"""Our Zeilberger engine against Maxima's ``zeilberger`` and alkahest's, side by side in one run.

Each summand of ``benchmarks/identities_engine.py`` (set 1) and
``benchmarks/identities_engine2.py`` (set 2, disjoint from set 1) goes through
``wzprove.wz.zeilberger.zeilberger`` (in this Python process), through
``Zeilberger(F, k, n)`` in one long-lived Maxima process
(:class:`wzprove.bench.maxima.MaximaSession`) and through
``alkahest.zeilberger(term, n, k, max_order)`` in one long-lived worker process
(:class:`wzprove.bench.alkahest.AlkahestSession`; optional: ``pip install alkahest``, the
``bench`` extra; the term is our summand in ``gamma``).  Start-up is excluded on every side:
imports, Maxima's ``load(zeilberger)`` and the worker's ``import alkahest`` happen before
timing, and each side first makes one untimed warm-up call on a summand outside the sets.
Each sum is then timed inside its own process: ``time.perf_counter`` around our call
(sympy's cache cleared before each timed call, so that no call is served from an earlier
one), a microsecond clock inside Maxima around its call, ``time.perf_counter`` around the
``zeilberger`` call alone in the alkahest worker.  All sides search orders up to
``--max-order``.  An alkahest ``HolonomicError`` is recorded as a refusal, not a time.

Per identity the table gives found or not, the order and the time on each side, and
whether our recurrence agrees with each peer's (same order, and a_j / a_J equal as
rational functions: the minimal telescoper is unique up to a factor; alkahest searches
cheapest-first, so its order need not be minimal).  Medians are over the identities both
sides found and over all identities (a timeout counts as the limit); per identity set and
order class (the published order), the medians of each engine and the paired ratios
ours / Maxima and ours / alkahest.

Usage::

    python benchmarks/engine_vs_maxima.py [--max-order 4] [--timeout 60] [--repeat 1]
        [--set {1,2,both}] [--no-alkahest] [--only NAME ...] [--write] [--json PATH]

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
import identities_engine2 as ids2  # noqa: E402

from wzprove.bench.alkahest import (  # noqa: E402
    AlkahestSession,
    AlkahestTimeout,
    alkahest_text,
    find_alkahest,
    parse_alkahest_expr,
)
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
    """One identity: the three engines and whether our recurrence agrees with Maxima's
    (``agree``) and alkahest's (``agree_alkahest``; None: not comparable); ``set`` is the
    identity set (1: ``identities_engine``, 2: ``identities_engine2``), ``order_class`` the
    published order (our order where none is published)."""

    name: str
    source: str
    maxima: SideResult
    ours: SideResult
    agree: bool | None
    alkahest: SideResult | None = None
    agree_alkahest: bool | None = None
    set: int = 1
    order_class: int | None = None
    published: bool = False


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


def run_alkahest(
    session: AlkahestSession, ident: ids.BenchIdentity, max_order: int, timeout: float, repeat: int
) -> SideResult:
    """Time ``alkahest.zeilberger(term, n, k, max_order)`` in its worker ``repeat`` times;
    median.  A ``HolonomicError`` (outside its proper-hypergeometric class, or its bounded
    search exhausted) is recorded as ``refused``, not as a time; the term is our summand
    in ``gamma`` (:func:`wzprove.bench.alkahest.alkahest_text`; ``no-text`` where it has
    no translation)."""
    try:
        text = alkahest_text(ident.sympy)
    except ValueError as exc:
        return SideResult("no-text", 0.0, message=f"no alkahest text: {exc}")
    times: list[float] = []
    r = None
    for _ in range(repeat):
        try:
            r = session.zeilberger(text, "n", "k", max_order=max_order, timeout=timeout)
        except AlkahestTimeout:
            return SideResult("timeout", timeout, message=f"past {timeout:g} s")
        if not r.found:
            return SideResult(r.kind, r.seconds, message=r.message)
        times.append(r.seconds)
    assert r is not None
    coeffs = [str(parse_alkahest_expr(c, SYMS)) for c in r.coefficients]
    cert = str(parse_alkahest_expr(r.certificate or "0", SYMS))
    return SideResult(
        "found",
        statistics.median(times),
        order=r.order,
        coefficients=coeffs,
        certificate=cert,
        message=f"boundary {r.boundary}",
    )


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
    if s.kind in ("refused", "no-text"):  # a refusal (or no input for it) is not a time
        ms = "–"
    return f"{found} | {order} | {ms}"


def _fmt_alk(s: SideResult | None) -> str:
    if s is None:
        return "absent | – | –"
    return _fmt_side(s)


def _missed(rows: list[Row]) -> list[str]:
    """The identities Maxima found whose certificate we did not find (or not re-check)."""
    return [r.name for r in rows if r.maxima.found and not _certified(r.ours)]


def _paired_ratio(rows: list[Row], peer: str) -> float | None:
    """Our median over the rows both we and ``peer`` found, over the peer's median there."""
    both = [
        r for r in rows if r.ours.found and getattr(r, peer) is not None and getattr(r, peer).found
    ]
    if not both:
        return None
    peer_ms = statistics.median(getattr(r, peer).seconds for r in both)
    return statistics.median(r.ours.seconds for r in both) / peer_ms if peer_ms else None


def class_table(rows: list[Row]) -> list[str]:
    """Per identity set and order class: how many sums, each engine's median over the sums
    it found, and the paired ratios ours / Maxima and ours / alkahest (medians over the sums
    both found)."""

    def med(side: str, rs: list[Row]) -> str:
        vals = [
            getattr(r, side).seconds
            for r in rs
            if getattr(r, side) is not None and getattr(r, side).found
        ]
        v = median_ms(vals)
        return "–" if v is None else f"{v:.1f} ({len(vals)})"

    def rat(rs: list[Row], peer: str) -> str:
        v = _paired_ratio(rs, peer)
        return "–" if v is None else f"{v:.2f}"

    out = [
        "| set | order class | sums | Maxima ms (found) | alkahest ms (found) |"
        " wzprove ms (found) | ours / Maxima | ours / alkahest |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for set_no in sorted({r.set for r in rows}):
        in_set = [r for r in rows if r.set == set_no]
        classes = sorted({r.order_class for r in in_set}, key=lambda c: (c is None, c or 0))
        for c in [*classes, "all"]:
            rs = in_set if c == "all" else [r for r in in_set if r.order_class == c]
            label = "all" if c == "all" else ("–" if c is None else str(c))
            out.append(
                f"| {set_no} | {label} | {len(rs)} | {med('maxima', rs)} | {med('alkahest', rs)}"
                f" | {med('ours', rs)} | {rat(rs, 'maxima')} | {rat(rs, 'alkahest')} |"
            )
    return out


def render(rows: list[Row], info: dict[str, str], args: argparse.Namespace, command: str) -> str:
    """The Markdown section (markers included): one table per identity set, the summary
    lines of each, then the per-order-class medians and ratios of both sets."""
    lines = [
        START,
        "## Engine vs Maxima and alkahest",
        "",
        "Zeilberger's algorithm (A = B ch. 6) on the summands of `benchmarks/identities_engine.py`"
        " (set 1) and `benchmarks/identities_engine2.py` (set 2, disjoint from set 1): our engine"
        " (`wzprove.wz.zeilberger.zeilberger`) against Maxima's `zeilberger` package"
        " (`Zeilberger(F, k, n)`) and alkahest's `alkahest.zeilberger(term, n, k, max_order)`"
        " (term in `gamma`, `wzprove.bench.alkahest.alkahest_text`), all searching orders up to "
        f"{args.max_order}, timeout {args.timeout:g} s per sum, median of {args.repeat} run(s)."
        " Start-up excluded on every side (one Python process for ours, one long-lived Maxima"
        " process, one long-lived alkahest worker process; one untimed warm-up call each);"
        " each sum timed inside its own process (`time.perf_counter`, sympy cache cleared before"
        " each of our calls; a microsecond clock inside Maxima; `time.perf_counter` around the"
        " `zeilberger` call alone in the alkahest worker). *found* `yes`: a recurrence was"
        " returned and its certificate passed an untimed exact re-check (the telescoping"
        " relation divided by F as an identity of rational functions, `check_certificate`);"
        " `refused`: alkahest raised `HolonomicError` (outside its proper-hypergeometric class,"
        " or its bounded search exhausted), not counted as a time; alkahest searches"
        " cheapest-first, so its order need not be minimal; *agree M / A*: our order and"
        " a_j / a_J equal Maxima's / alkahest's.",
        "",
        f"- date: {dt.datetime.now(dt.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
        *[f"- {key}: {value}" for key, value in info.items()],
        f"- command: `{command}`",
    ]

    def f(v: float | None) -> str:
        return "–" if v is None else f"{v:.1f} ms"

    for set_no in sorted({r.set for r in rows}):
        rs = [r for r in rows if r.set == set_no]
        both = [r for r in rs if r.maxima.found and r.ours.found]
        m_both = median_ms([r.maxima.seconds for r in both])
        o_both = median_ms([r.ours.seconds for r in both])
        ratio = (o_both / m_both) if (o_both is not None and m_both) else None
        alk_found = [r for r in rs if r.alkahest is not None and r.alkahest.found]
        off_order = [
            f"{r.name} ({side} {s.order}, published {r.order_class})"
            for r in rs
            for side, s in (("Maxima", r.maxima), ("wzprove", r.ours))
            if s.found and r.published and s.order != r.order_class
        ]
        lines += [
            "",
            f"### Set {set_no} ({len(rs)} sums)",
            "",
            "| identity | source | Maxima found | order | ms | alkahest found | order | ms |"
            " wzprove found | order | ms | agree M | agree A |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for r in rs:
            ag = {True: "yes", False: "**NO**", None: "–"}
            lines.append(
                f"| {r.name} | {r.source} | {_fmt_side(r.maxima)} | {_fmt_alk(r.alkahest)} |"
                f" {_fmt_side(r.ours)} | {ag[r.agree]} | {ag[r.agree_alkahest]} |"
            )
        lines += [
            "",
            f"- found: Maxima {sum(r.maxima.found for r in rs)}/{len(rs)},"
            f" alkahest {len(alk_found)}/{len(rs)},"
            f" wzprove {sum(r.ours.found for r in rs)}/{len(rs)}",
            f"- median over the {len(both)} Maxima and wzprove both found: Maxima {f(m_both)},"
            f" wzprove {f(o_both)}; ratio wzprove / Maxima ="
            f" {'–' if ratio is None else f'{ratio:.2f}'}",
            f"- ratio wzprove / alkahest over the sums both found:"
            f" {'–' if (q := _paired_ratio(rs, 'alkahest')) is None else f'{q:.2f}'}",
            f"- median over all {len(rs)} (timeouts at the limit): Maxima"
            f" {f(median_ms([r.maxima.seconds for r in rs]))},"
            f" wzprove {f(median_ms([r.ours.seconds for r in rs]))}",
            "- Maxima found, wzprove did not (certificate re-checked): "
            + (
                ", ".join(r.name for r in rs if r.maxima.found and not _certified(r.ours)) or "none"
            ),
            f"- alkahest found, wzprove did not: "
            f"{', '.join(r.name for r in alk_found if not _certified(r.ours)) or 'none'}",
            f"- wzprove found, Maxima did not: "
            f"{', '.join(r.name for r in rs if r.ours.found and not r.maxima.found) or 'none'}",
            "- alkahest refused or timed out: "
            + (
                ", ".join(
                    f"{r.name} ({r.alkahest.kind})"
                    for r in rs
                    if r.alkahest is not None and not r.alkahest.found
                )
                or "none"
            ),
            f"- recurrences that differ from Maxima's: "
            f"{', '.join(r.name for r in rs if r.agree is False) or 'none'}",
            f"- orders other than the published one: {', '.join(off_order) or 'none'}",
        ]
    lines += [
        "",
        "### By order class",
        "",
        "Order class: the published order of the sum's minimal recurrence (our order where"
        " none is published); medians over the sums each engine found; ratios paired (medians"
        " over the sums both engines found).",
        "",
        *class_table(rows),
        "",
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


def _selected(args: argparse.Namespace) -> list[tuple[int, ids.BenchIdentity]]:
    """The (set number, identity) pairs to run: ``--set`` and ``--only``."""
    sets = {"1": [1], "2": [2], "both": [1, 2]}[args.set]
    pool = [(1, i) for i in ids.IDENTITIES if 1 in sets]
    pool += [(2, i) for i in ids2.IDENTITIES if 2 in sets]
    if not args.only:
        return pool
    chosen = [(s, i) for s, i in pool if i.name in args.only]
    unknown = set(args.only) - {i.name for _, i in chosen}
    if unknown:
        raise KeyError(f"no identity {', '.join(sorted(unknown))} in set(s) {args.set}")
    return chosen


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print the section; ``--write`` puts it in RESULTS.md."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--max-order", type=int, default=4, help="largest order tried (all sides)")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds per sum and side")
    p.add_argument("--repeat", type=int, default=1, help="timed runs per sum and side (median)")
    p.add_argument("--set", choices=("1", "2", "both"), default="both", help="identity set(s)")
    p.add_argument("--no-alkahest", action="store_true", help="leave alkahest out")
    p.add_argument("--only", nargs="+", metavar="NAME", help="run only these identities")
    p.add_argument("--write", action="store_true", help="update benchmarks/RESULTS.md")
    p.add_argument("--results", type=Path, default=HERE / "RESULTS.md", help=argparse.SUPPRESS)
    p.add_argument("--json", type=Path, help="also write the rows as JSON here")
    args = p.parse_args(argv)
    if args.repeat < 1 or args.max_order < 0 or args.timeout <= 0:
        p.error("--repeat ≥ 1, --max-order ≥ 0 and --timeout > 0 are required")
    try:
        selected = _selected(args)
    except KeyError as exc:
        p.error(str(exc.args[0]))
    if find_maxima() is None:
        print("maxima not found: install it (Debian: apt-get install maxima)", file=sys.stderr)
        return 2
    use_alk = not args.no_alkahest and find_alkahest() is not None
    if not args.no_alkahest and not use_alk:
        print(
            "alkahest not installed (pip install alkahest): its columns stay empty", file=sys.stderr
        )
    command = shlex.join(
        ["python", "benchmarks/engine_vs_maxima.py", *(argv if argv is not None else sys.argv[1:])]
    )

    alk_session = AlkahestSession() if use_alk else None
    with MaximaSession() as session:
        # Warm-up (start-up, untimed): one call per side on a summand outside the set.
        run_maxima(session, ids.WARMUP, args.max_order, args.timeout, 1)
        if alk_session is not None:
            alk_session.start()
            run_alkahest(alk_session, ids.WARMUP, args.max_order, args.timeout, 1)
        run_ours(ids.WARMUP, args.max_order, args.timeout, 1)
        rows: list[Row] = []
        warmed = session.restarts
        alk_warmed = alk_session.restarts if alk_session is not None else 0
        try:
            for set_no, ident in selected:
                if session.restarts != warmed:  # a timeout restarted Maxima: warm the new one
                    run_maxima(session, ids.WARMUP, args.max_order, args.timeout, 1)
                    warmed = session.restarts
                theirs = run_maxima(session, ident, args.max_order, args.timeout, args.repeat)
                alk = None
                if alk_session is not None:
                    if alk_session.restarts != alk_warmed:
                        run_alkahest(alk_session, ids.WARMUP, args.max_order, args.timeout, 1)
                        alk_warmed = alk_session.restarts
                    alk = run_alkahest(
                        alk_session, ident, args.max_order, args.timeout, args.repeat
                    )
                ours = run_ours(ident, args.max_order, args.timeout, args.repeat)
                for side in (theirs, alk, ours):
                    if side is not None and side.found:
                        side.checked = check_certificate(ident.sympy, side)
                row = Row(
                    ident.name,
                    ident.source,
                    theirs,
                    ours,
                    recurrences_agree(ours, theirs),
                    alkahest=alk,
                    agree_alkahest=recurrences_agree(ours, alk) if alk is not None else None,
                    set=set_no,
                    order_class=ident.order if ident.order is not None else ours.order,
                    published=ident.order is not None,
                )
                rows.append(row)
                print(
                    f"{set_no} {ident.name:20s} maxima {_fmt_side(theirs):24s}"
                    f" alkahest {_fmt_alk(alk):24s} ours {_fmt_side(ours):24s}"
                    f" agree={row.agree}/{row.agree_alkahest}",
                    file=sys.stderr,
                    flush=True,
                )
        finally:
            if alk_session is not None:
                alk_session.close()
        info = machine_info(session)
    if use_alk:
        info["alkahest"] = find_alkahest() or "absent"
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
