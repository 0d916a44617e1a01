"""Tests of the Maxima driver (``wzprove.bench.maxima``) and of the benchmark's identity set.

The tests that need Maxima skip with a reason where no ``maxima`` executable is found
(Debian package ``maxima``).  Expected values are the known recurrences: Σ_k C(n,k) = 2^n
satisfies 2 S(n) − S(n+1) = 0 (CM §5.1), Σ_k C(n,k)^3 (Franel, OEIS A000172) satisfies
(n+2)^2 S(n+2) = (7n^2+21n+16) S(n+1) + 8 (n+1)^2 S(n).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import psutil
import pytest
import sympy

from wzprove.bench.maxima import (
    MaximaSession,
    MaximaTimeout,
    MaximaUnavailable,
    _parse_result,
    find_maxima,
    maxima_string_literal,
    parse_maxima_expr,
    split_maxima_list,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import identities_engine  # noqa: E402

needs_maxima = pytest.mark.skipif(
    find_maxima() is None, reason="maxima not installed (Debian: apt-get install maxima)"
)

n = sympy.Symbol("n")


def _normalised(coeffs: list[sympy.Expr]) -> list[sympy.Expr]:
    """a_j / a_J, so that recurrences equal up to a factor compare equal."""
    return [sympy.cancel(c / coeffs[-1]) for c in coeffs]


def test_string_literal_rejects_newlines() -> None:
    assert maxima_string_literal("a\\b") == '"a\\\\b"'
    with pytest.raises(ValueError, match="one line"):
        maxima_string_literal("a\nb")


def test_parse_result_line() -> None:
    r = _parse_result("7.5E-4|found|1|[2,-1]|k/(n-k+1)", raw="")
    assert (r.kind, r.order, r.coefficients, r.certificate) == (
        "found",
        1,
        ("2", "-1"),
        "k/(n-k+1)",
    )
    assert r.seconds == pytest.approx(7.5e-4)
    assert not _parse_result("0.01|none|-1||", raw="").found


def test_parse_maxima_expr_factorial_and_binomial() -> None:
    k = sympy.Symbol("k")
    got = parse_maxima_expr("binomial(n,k)*k!/(n+1)^2", {"n": n, "k": k})
    assert got == sympy.binomial(n, k) * sympy.factorial(k) / (n + 1) ** 2


def test_identity_set_names_unique() -> None:
    names = [i.name for i in identities_engine.IDENTITIES]
    assert len(names) == len(set(names)) and 25 <= len(names) <= 35


def test_missing_executable_is_a_clear_error(tmp_path: Path) -> None:
    session = MaximaSession(executable=None)
    session.executable = None
    with pytest.raises(MaximaUnavailable, match="apt-get install maxima"):
        session.start()


@needs_maxima
def test_zeilberger_binomial_order_one_and_clean_close() -> None:
    start = time.perf_counter()
    session = MaximaSession()
    session.start()
    pid = session.pid
    try:
        r = session.zeilberger("binomial(n,k)", max_order=4)
        assert r.found and r.order == 1
        coeffs = [parse_maxima_expr(c, {"n": n}) for c in r.coefficients]
        assert _normalised(coeffs) == [-2, 1]  # 2 S(n) - S(n+1) = 0
        assert 0 <= r.seconds < 5
        # The certificate is right: a0 F(n,k) + a1 F(n+1,k) = G(n,k+1) - G(n,k), G = R F,
        # checked as rational functions after division by F (A = B ch. 6).
        k = sympy.Symbol("k")
        R = parse_maxima_expr(r.certificate, {"n": n, "k": k})
        F = sympy.binomial(n, k)
        shift_n = sympy.combsimp(F.subs(n, n + 1) / F)  # (n+1)/(n+1-k)
        shift_k = sympy.combsimp(F.subs(k, k + 1) / F)  # (n-k)/(k+1)
        lhs = coeffs[0] + coeffs[1] * shift_n
        rhs = R.subs(k, k + 1) * shift_k - R
        assert sympy.cancel(lhs - rhs) == 0
    finally:
        session.close()
    assert session.pid is None
    assert pid is not None and not psutil.pid_exists(pid) or _is_zombie(pid)
    assert time.perf_counter() - start < 5


def _is_zombie(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


@needs_maxima
def test_franel_order_two_and_non_answers() -> None:
    with MaximaSession() as session:
        r = session.zeilberger("binomial(n,k)^3", max_order=4)
        assert r.found and r.order == 2
        coeffs = [parse_maxima_expr(c, {"n": n}) for c in r.coefficients]
        expected = [8 * (n + 1) ** 2, 7 * n**2 + 21 * n + 16, -((n + 2) ** 2)]
        assert _normalised(coeffs) == _normalised(expected)
        # Order 1 is not enough for Franel: no recurrence found.
        assert session.zeilberger("binomial(n,k)^3", max_order=1).kind == "none"
        # Syntax errors come back as kind "error" and the session stays usable.
        bad = session.zeilberger("binomial(n,k", max_order=1)
        assert bad.kind == "error" and "syntax" in bad.raw
        assert session.zeilberger("(-1)^k*binomial(n,k)").order == 0  # Gosper-summable


@needs_maxima
def test_timeout_kills_and_next_call_restarts() -> None:
    with MaximaSession() as session:
        first = session.pid
        with pytest.raises(MaximaTimeout):
            session.zeilberger("binomial(n,k)^6", max_order=5, timeout=0.3)
        assert session.pid is None
        assert session.zeilberger("binomial(n,k)^2").order == 1
        assert session.pid not in (None, first)


@needs_maxima
def test_identity_set_sympy_and_maxima_forms_agree() -> None:
    """Both forms of every summand (both identity sets) take the same value at integer
    points."""
    import identities_engine2

    ids = identities_engine
    params = {s: ids.PARAMETER_VALUES[s.name] for s in (ids.a, ids.b, ids.x)}
    points = [(nv, kv) for nv in (0, 1, 2, 5, 6) for kv in range(0, nv + 2)]
    with MaximaSession() as session:
        for ident in (*ids.IDENTITIES, ids.WARMUP, *identities_engine2.IDENTITIES):
            subs = ",".join(f"{name}={v}" for name, v in ids.PARAMETER_VALUES.items())
            # set 2 states its range 0..upper: compare there (outside, 0/0 may occur)
            upper = getattr(ident, "upper", None)
            pts = [p for p in points if upper is None or p[1] <= int(upper.subs(ids.n, p[0]))]
            exprs = [f"subst([{subs},n={nv},k={kv}], {ident.maxima})" for nv, kv in pts]
            got = session.evaluate("[" + ",".join(exprs) + "]")
            want = [ident.sympy.subs(params).subs({ids.n: nv, ids.k: kv}) for nv, kv in pts]
            values = [parse_maxima_expr(v, {}) for v in split_maxima_list(got)]
            assert values == want, ident.name


def _bench_module():
    import engine_vs_maxima

    return engine_vs_maxima


def test_write_section_replaces_only_its_markers(tmp_path: Path) -> None:
    bench = _bench_module()
    results = tmp_path / "RESULTS.md"
    bench.write_section(results, f"{bench.START}\n## Engine vs Maxima\nold\n{bench.END}\n")
    assert results.read_text().startswith("# Results\n")
    other = "\n## Other\nkept <!-- other:start --> x <!-- other:end -->\n"
    results.write_text(results.read_text() + other)
    bench.write_section(results, f"{bench.START}\n## Engine vs Maxima\nnew\n{bench.END}\n")
    text = results.read_text()
    assert "new" in text and "old" not in text and other.strip() in text
    assert text.count(bench.START) == 1 and text.count(bench.END) == 1


def test_check_certificate_accepts_known_and_rejects_wrong() -> None:
    bench = _bench_module()
    F = identities_engine.by_name("binom").sympy
    # Σ C(n,k): 2 F(n,k) - F(n+1,k) = Δ_k (R F) with R = k/(n-k+1) (Caruso's readme, CM §5.1).
    good = bench.SideResult("found", 0.0, 1, ["2", "-1"], "k/(n - k + 1)")
    assert bench.check_certificate(F, good)
    assert not bench.check_certificate(F, bench.SideResult("found", 0.0, 1, ["2", "-1"], "k/(n+1)"))
    # Franel, OEIS A000172: agreement is up to a factor.
    a = bench.SideResult("found", 0.0, 2, ["8*(n+1)**2", "7*n**2+21*n+16", "-(n+2)**2"])
    b = bench.SideResult("found", 0.0, 2, ["-16*(n+1)**2", "-2*(7*n**2+21*n+16)", "2*(n+2)**2"])
    assert bench.recurrences_agree(a, b) is True
    c = bench.SideResult("found", 0.0, 2, ["8*(n+1)**2", "7*n**2+21*n+15", "-(n+2)**2"])
    assert bench.recurrences_agree(a, c) is False


def test_class_table_medians_and_paired_ratios() -> None:
    bench = _bench_module()
    S = bench.SideResult

    def row(name: str, order: int, m: float, a: float | None, o: float) -> object:
        alk = S("found", a, order) if a is not None else S("refused", 0.0)
        return bench.Row(
            name, "", S("found", m, order), S("found", o, order), True, alk, None, 2, order, True
        )

    rows = [
        row("p", 0, 0.010, 0.002, 0.004),
        row("q", 0, 0.030, None, 0.006),
        row("r", 1, 0.020, 0.040, 0.010),
    ]
    table = bench.class_table(rows)
    assert table[2] == "| 2 | 0 | 2 | 20.0 (2) | 2.0 (1) | 5.0 (2) | 0.25 | 2.00 |"
    assert table[3] == "| 2 | 1 | 1 | 20.0 (1) | 40.0 (1) | 10.0 (1) | 0.50 | 0.25 |"
    # paired: ours (4, 10) ms against alkahest (2, 40) ms: 7 / 21
    assert table[4] == "| 2 | all | 3 | 20.0 (3) | 21.0 (2) | 6.0 (3) | 0.30 | 0.33 |"
