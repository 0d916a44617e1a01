"""Problems found by a new-user trial: non-ASCII digits, duplicate names, binders after the
colon, non-UTF-8 files, ``if`` right sides in the JSON row, shadowed big-operator indices, and
colliding sketch module names."""

from __future__ import annotations

import re
from pathlib import Path

import sympy

from wzprove.commands.parse import ParseResult, parse
from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import SumBinder, Term, evaluate, symbol_for
from wzprove.model.symbolic import rename_bound, sympy_reading
from wzprove.sketch.names import module_name

LOC = re.compile(r"at (\S+):(\d+):(\d+)$")


def test_fullwidth_digit_is_a_syntax_error() -> None:
    text = "theorem t (n : ℕ) :\n  ∑ k ∈ Finset.range (n + ９), k = 0 := sorry"
    (r,) = parse_text(text, "w.lean")
    assert r.status == "error" and "non-ASCII digit `９`" in r.message
    assert r.message.endswith("at w.lean:2:27") and str(r.location) == "w.lean:2:27"
    for digit in ("٣", "३", "𝟗"):  # Arabic-Indic, Devanagari, mathematical bold: not Lean
        (r,) = parse_text(f"theorem t (n : ℕ) : n + {digit} = 0 := sorry", "w.lean")
        assert r.status == "error" and "w.lean:1:25" in r.message, (digit, r.message)
    (r,) = parse_text("theorem t (x : ℕ) : x + 10 = 10 + x := sorry -- ９ in a comment")
    assert r.status == "parsed"
    two = "theorem a (x９ : ℕ) : x９ = 0 := sorry\ntheorem b (x : ℕ) : x + 1 = 1 + x := sorry"
    a, b = parse_text(two, "w.lean")  # the error stays with its theorem
    assert a.status == "error" and a.message.endswith("at w.lean:1:13") and b.status == "parsed"


def test_duplicate_theorem_name() -> None:
    src = (
        "open Nat\n"
        "theorem dup (n : ℕ) : n = n := rfl\n"
        "theorem other (n : ℕ) : n + 0 = n := rfl\n"
        "theorem dup (n : ℕ) : n * 1 = n := by simp\n"
        "namespace A\n"
        "theorem dup (n : ℕ) : n = n := rfl\n"
        "end A\n"
        "theorem A.dup (n : ℕ) : n = n := rfl\n"
    )
    rs = parse_text(src, "d.lean")
    assert [(r.name, r.status) for r in rs] == [
        ("dup", "parsed"),
        ("other", "parsed"),
        ("dup", "error"),
        ("dup", "parsed"),  # A.dup: another full name
        ("A.dup", "error"),
    ]
    assert rs[2].message == (
        "duplicate theorem name `dup` (first declared at d.lean:2:9) at d.lean:4:9"
    )
    assert str(rs[2].location) == "d.lean:4:9"
    assert "first declared at d.lean:6:9" in rs[4].message


def test_binders_after_the_colon_are_a_syntax_error() -> None:
    (r,) = parse_text("theorem f :\n  (n : ℕ) : n + 0 = n := sorry", "c.lean")
    assert r.status == "error" and "unexpected `:`" in r.message
    assert LOC.search(r.message).groups() == ("c.lean", "2", "11")


def test_non_utf8_file(tmp_path: Path) -> None:
    junk = tmp_path / "junk.lean"
    junk.write_bytes(b"theorem t : 1 = 1 := rfl\n-- \xce\xb1 ok\nab\x8c\x00\xff")
    (r,) = parse_file(junk)
    assert r.status == "error" and "not UTF-8 text" in r.message and "0x8c" in r.message
    assert r.message.endswith(f"at {junk}:3:3") and str(r.location) == f"{junk}:3:3"
    png = tmp_path / "img.lean"
    png.write_bytes(b"\x89PNG\r\n\x1a\n")
    (r,) = parse_file(png)
    assert r.status == "error" and r.message.endswith(f"at {png}:1:1")
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b'{"name": "x", "formal_statement": "\xe9"}\n')
    (r,) = parse_file(rows)
    assert r.status == "error" and r.message.endswith(f"at {rows}:1:36")


def test_if_right_side_has_a_piecewise_reading() -> None:
    # LCI Jihuai_identity_123 and _129, read under the LCI header
    src = (
        "open Nat Finset\n"
        "theorem a (n m : ℕ) :\n  ∑ k ∈ Finset.range (m + 1), (-1 : ℝ)^k * n.choose k * "
        "k.choose m =\n  (-1)^m * if m = n then 1 else 0 := sorry\n"
        "theorem b (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ)^k * (n.choose k)^2 =\n"
        "  if Even n then (-1: ℝ)^(n / 2) * n.choose (n / 2) else 0 := sorry\n"
    )
    path = Path("/dev/null")
    a, b = (ParseResult(t).to_json() for t in parse_text(src, str(path)))
    m, n = symbol_for("m", "ℕ"), symbol_for("n", "ℕ")
    assert sympy.sympify(a["rhs_sympy"], locals={"m": m, "n": n}) == (-1) ** m * sympy.Piecewise(
        (1, sympy.Eq(m, n)), (0, True)
    )
    rhs_b = sympy.sympify(b["rhs_sympy"], locals={"n": n})
    for v in range(8):  # Σ (-1)^k C(n,k)^2 = (-1)^(n/2) C(n, n/2) for even n, else 0
        want = (-1) ** (v // 2) * sympy.binomial(v, v // 2) if v % 2 == 0 else 0
        assert rhs_b.subs(n, v) == want
        lhs = sum((-1) ** k * sympy.binomial(v, k) ** 2 for k in range(v + 1))
        assert lhs == want


def test_no_none_sympy_reading_for_parsed_rows() -> None:
    (t,) = parse_text("theorem t (n : ℕ) (h : n % 2 = 1) : (if h2 : n = 0 then 1 else 1) = 1")
    # dependent if is out of scope; every *parsed* row has a string reading
    assert t.status == "out-of-scope"
    rows = [r.to_json() for r in parse(Path(__file__).parents[1] / "data/lean/vandermonde.lean")]
    assert all(isinstance(r["lhs_sympy"], str) and isinstance(r["rhs_sympy"], str) for r in rows)


def test_shadowing_bound_index() -> None:
    src = "theorem shadow (k : ℕ) : ∑ k ∈ Finset.range (k+1), (Nat.choose k k : ℝ) = k+1"
    (r,) = parse_text(src)
    assert r.status == "parsed" and r.identity is not None
    lhs = r.identity.lhs
    while lhs.op == "cast":
        lhs = lhs.args[0]
    lo, hi, body = lhs.args
    assert lhs.op == "sum" and isinstance(lhs.value, SumBinder) and lhs.value.index == "k"
    assert hi.free_vars() == {"k"} and body.free_vars() == {"k"}  # the outer k, the bound k
    assert lhs.free_vars() == {"k"}
    for v in range(6):  # Σ_{j<v+1} C(j,j) = v + 1
        assert evaluate(r.identity.lhs, {"k": v}) == v + 1
        assert r.identity.holds_at({"k": v}) is True
    renamed = rename_bound(lhs, {"k"})
    assert renamed.value.index == "k_1" and renamed.args[1] == hi
    expr = sympy_reading(lhs, {"k": "ℕ"})
    k = symbol_for("k", "ℕ")
    (limit,) = expr.limits
    assert limit[0] != k and limit[2] == k and expr.free_symbols == {k}
    # inner body refers to the bound index: Σ_{j ≤ k} j
    (r,) = parse_text("theorem s2 (k : ℕ) : ∑ k ∈ Finset.range (k+1), (k : ℚ) = k * (k+1) / 2")
    e = sympy_reading(r.identity.lhs, {"k": "ℕ"})
    assert sympy.simplify(e.doit() - k * (k + 1) / 2) == 0


def test_rename_bound_nested() -> None:
    k = Term.var("k")
    inner = Term("sum", (Term.lit(0), k, k), "ℕ", SumBinder("k"))
    outer = Term("sum", (Term.lit(0), k, inner), "ℕ", SumBinder("k"))
    e = sympy_reading(outer, {"k": "ℕ"})
    kk = symbol_for("k", "ℕ")
    for v in range(5):  # Σ_{i<v} Σ_{j<i} j
        want = sum(j for i in range(v) for j in range(i))
        assert e.subs(kk, v).doit() == want == evaluate(outer, {"k": v})


def test_module_names_do_not_collide() -> None:
    assert module_name("Gould_identity_3_69") == "GouldIdentity369"
    assert module_name("sum_choose_sq") == "SumChooseSq"
    names = ["s₁", "s₂", "s1", "s_1", "n'", "n", "«x y»", "x_y", "α", "β", "A.s1"]
    mods: list[str] = []
    for n in names:  # as a run of `sketch` over one file names them
        mods.append(module_name(n, taken=mods))
    assert len(set(mods)) == len(mods), mods
    assert re.fullmatch(r"S1_[0-9a-f]{4}", mods[0]) and mods[2] == "S1"
    assert all(re.fullmatch(r"[A-Z][A-Za-z0-9_]*", m) for m in mods), mods
    assert module_name("s₁") == mods[0] and module_name("s_1", {"S1"}) == mods[3]  # stable
    assert mods[3] != mods[10]  # `s_1` and `A.s1` hash different full names
