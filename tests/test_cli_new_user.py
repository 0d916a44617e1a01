"""What a new user types (new-user run 12h): one clear line, the right exit code, no raw
sympy or Python exception text, never a traceback."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wzprove.cli import main


def _run(args: list[str]) -> tuple[int, str, str]:
    res = CliRunner().invoke(main, args)
    assert "Traceback" not in res.output, res.output
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    return res.exit_code, res.stdout, res.stderr


def _certify(lhs: str, rhs: str | None) -> tuple[int, dict]:
    code, out, _ = _run(["certify", lhs, *([rhs] if rhs is not None else []), "--json"])
    return code, json.loads(out)


#: inputs whose reason reached the user as a raw sympy / Python text, or as a "failed" check
#: on values the verifier could not compute (F5); (lhs, rhs, exit code, status, message start)
F5 = [
    ("Sum(binomial(n,k),(k,0,n))", "oo", 2, "error", "RHS: oo (infinity) may stand only"),
    ("Sum(binomial(n,k),(k,0,n))", "2**n+oo-oo", 2, "error", "RHS: oo (infinity)"),
    ("Sum(binomial(n,k),(k,0,n))", "2**n+gamma(0)", 2, "error", "RHS:1:6: gamma(0) has no value"),
    ("Sum(binomial(n,k),(k,0,n))", "2**n+factorial(-1)", 2, "error", "RHS:1:6: factorial(-1) "),
    ("Sum(binomial(n,k)*gamma(0),(k,0,n))", "0", 2, "error", "LHS:1:19: gamma(0) has no value"),
    (
        "Sum(gamma(k+Rational(1,2)),(k,0,n))",
        None,
        1,
        "out-of-scope",
        "the summand holds gamma(k + 1/2), whose argument k + 1/2 is not an integer",
    ),
    ("Sum(pi*k,(k,0,n))", "pi*n*(n+1)/2", 1, "out-of-scope", "the summand holds the constant pi"),
    (
        "Sum(binomial(n,k),(k,0,n+m))",
        "2**n",
        2,
        "error",
        "upper limit m + n has several symbols: choose the recurrence variable with --var",
    ),
    ("Sum(binomial(n,k),(n,0,k))", "2**n", 2, "error", "RHS: n is the summation index"),
    (
        "Sum(binomial(n,k),(k,Rational(1,2),n))",
        "2**n",
        1,
        "out-of-scope",
        "lower limit 1/2 is not an integer",
    ),
    ("Sum(binomial(n,k)*1.5,(k,0,n))", "n", 2, "error", "LHS:1:19: floating-point numbers are not"),
    # the inputs of the brief: each a plain reason
    ("Sum(fibonacci(2**k),(k,0,n))", None, 1, "out-of-scope", "fibonacci(2**k): Fibonacci"),
    ("Sum(harmonic(k),(k,1,n))", None, 1, "out-of-scope", "harmonic(k): harmonic numbers"),
    ("Sum(floor(k/2),(k,0,n))", "n", 2, "error", "LHS:1:5: unknown function floor"),
    ("Sum(Mod(k,2),(k,0,n))", "n", 2, "error", "LHS:1:5: unknown function Mod"),
    ("Sum(Piecewise((1,k<2),(0,True)),(k,0,n))", "2", 2, "error", "LHS:1:5: unknown function"),
    ("Sum(Product(j,(j,1,k)),(k,0,n))", "n", 2, "error", "LHS:1:5: unknown function Product"),
    ("Sum(Sum(j,(j,0,k)),(k,0,n))", "n", 1, "out-of-scope", "multiple sums are out of scope"),
    ("Sum(binomial(n,k/2),(k,0,n))", None, 1, "out-of-scope", "binomial(n, k/2): argument not"),
]


@pytest.mark.parametrize(("lhs", "rhs", "code", "status", "start"), F5)
def test_certify_names_the_reason_in_one_plain_line(
    lhs: str, rhs: str | None, code: int, status: str, start: str
) -> None:
    got, row = _certify(lhs, rhs)
    assert (got, row["status"]) == (code, status), row["message"]
    assert row["message"].startswith(start), row["message"]
    for raw in ("Error:", "zoo", "class ", "internal", "pass var=", "fails at n"):
        assert raw not in row["message"], row["message"]


def test_float_hint_gives_the_number_written() -> None:
    _, row = _certify("Sum(binomial(n,k)*0.1,(k,0,n))", "n")
    assert row["message"].endswith("write Rational(1, 10)")
    _, row = _certify("Sum(binomial(n,k),(k,0,n))", "2.0**n")
    assert row["message"].endswith("write 2")


NEG = "Sum(-binomial(n,k),(k,0,n))"


@pytest.mark.parametrize(
    "args",
    [
        [NEG, "-2**n", "--json"],  # F7: was "No such option '-2'", exit 2
        [NEG, "--", "-2**n"],  # `--` before it, as before
        ["--json", NEG, "--", "-2**n"],
        [NEG, "--timeout=30", "-2**n", "--json"],
        [NEG, "--timeout", "30", "-2**n", "--json"],
    ],
)
def test_a_right_side_starting_with_minus_is_an_argument(args: list[str]) -> None:
    if "--json" not in args:
        args = ["--json", *args]
    code, out, _ = _run(["certify", *args])
    row = json.loads(out)
    assert (code, row["status"], row["name"]) == (0, "certified", f"{NEG} = -2**n")


def test_options_are_still_options_around_a_negative_side() -> None:
    code, out, _ = _run(["certify", NEG, "-1", "--json"])
    row = json.loads(out)
    assert (code, row["status"], row["counterexample"]) == (1, "false", {"n": "1"})
    code, _, err = _run(["certify", NEG, "-2**n", "--jsn"])
    assert code == 2 and "No such option '--jsn'" in err
    code, _, err = _run(["certify", NEG, "-2**n", "--var"])
    assert code == 2 and "'--var' requires an argument" in err
    code, out, _ = _run(["certify", "-h"])
    assert code == 0 and "A side may start with `-`" in out


@pytest.mark.parametrize("command", ["parse", "refute", "prove", "sketch", "check"])
def test_standard_input_dash_is_a_usage_error_saying_what_to_do(command: str) -> None:
    # was "cannot read -: No such file or directory" (check: "[Errno 2] ...")
    code, _, err = _run([command, "-"])
    assert code == 2
    assert "standard input is not read; save the statement to a .lean" in err


def test_check_names_the_byte_that_is_not_utf8(tmp_path) -> None:
    path = tmp_path / "latin1.lean"
    path.write_bytes("import Mathlib\n-- caf\xe9\n".encode("latin-1"))
    code, out, _ = _run(["check", str(path)])
    assert code == 2
    # was Python's "'utf-8' codec can't decode byte 0xe9 in position 22: ..."
    assert f"cannot read file {path}: not UTF-8 text (byte 0xe9) at {path}:2:7" in out
    assert "codec" not in out


def test_a_file_with_only_an_example_says_why_nothing_is_read(tmp_path) -> None:
    path = tmp_path / "ex.lean"
    path.write_text("import Mathlib\nexample (n : ℕ) : n + 0 = n := by sorry\n", encoding="utf-8")
    code, out, _ = _run(["parse", str(path)])
    assert code == 2
    assert f"no theorem found in {path} (the `example` at {path}:2:1 has no name" in out


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("crlf.lean", "import Mathlib\r\ntheorem t (n : ℕ) : n + 0 = n := by sorry\r\n"),
        ("bom.lean", "\ufeffimport Mathlib\ntheorem t (n : ℕ) : n + 0 = n := by sorry\n"),
        ("tabs.lean", "import Mathlib\ntheorem\tt\t(n\t:\tℕ)\t:\tn + 0 = n := by sorry\n"),
    ],
)
def test_windows_line_endings_a_bom_and_tabs_read_as_usual(tmp_path, name: str, data: str) -> None:
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8"))
    code, out, _ = _run(["parse", str(path), "--json"])
    row = json.loads(out)
    assert (code, row["status"], row["name"]) == (0, "parsed", "t")


@pytest.mark.parametrize(
    ("lhs", "end"),
    [
        (
            "Sum(binomial(n,k),(k,0,n)) = 2**n",
            "; give the two sides as two arguments: certify LHS RHS",
        ),
        (
            "Sum(binomial(n,k),(k,0,n)) == 2**n",
            "; give the two sides as two arguments: certify LHS RHS",
        ),
        (
            "∑ k in range(n+1), choose n k",
            "a Lean statement goes in a .lean file for parse, refute, prove)",
        ),
    ],
)
def test_certify_syntax_errors_say_what_was_meant(lhs: str, end: str) -> None:
    code, row = _certify(lhs, None)
    assert (code, row["status"]) == (2, "error")
    assert row["message"].startswith("LHS:1:") and row["message"].endswith(end), row["message"]


def test_an_unknown_function_in_the_wrong_case_is_named() -> None:
    _, row = _certify("sum(binomial(n,k),(k,0,n))", "2**n")
    assert row["message"].startswith("LHS:1:1: unknown function sum (did you mean Sum?); ")


def test_refute_beyond_the_grid_finds_it_and_shows_long_numbers_short(tmp_path) -> None:
    # F3: (h : n > 200) excluded all 1000 points searched ("no point satisfies the
    # hypotheses"); now the grid starts at n = 201, and the 61-digit sides are cut in the
    # human line (the JSON row keeps every digit)
    path = tmp_path / "far.lean"
    path.write_text(
        "import Mathlib\ntheorem far (n : ℕ) (h : n > 200) : 2 ^ n = 2 ^ n + 1 := by sorry\n",
        encoding="utf-8",
    )
    code, out, _ = _run(["refute", str(path)])
    first = out.splitlines()[0]
    assert code == 1 and "false" in first and "counterexample n=201: " in first
    assert "lhs=321387608851…602752 (61 digits)" in first
    code, out, _ = _run(["refute", str(path), "--json"])
    assert json.loads(out)["lhs"] == str(2**201)


def test_sketch_never_calls_a_side_goal_false_when_it_evaluated_nothing(tmp_path) -> None:
    # m + 100 ≤ n holds at none of the sketch's sample points (n = 0..10): before, "a side
    # goal that does not involve G is false under Lean's semantics"
    path = tmp_path / "far.lean"
    path.write_text(
        "import Mathlib\ntheorem far (m n : ℕ) (h : m + 100 ≤ n) :\n"
        "    ∑ k ∈ Finset.range (n + 1), k = n * (n + 1) / 2 := by sorry\n",
        encoding="utf-8",
    )
    code, out, _ = _run(["sketch", str(path), "-o", f"{tmp_path}/out/", "--json"])
    row = json.loads(out)
    # the certificate is verified and `prove` writes the exact-division proof: `certified`,
    # as `prove` says; the sketch's reason still never calls a side goal false
    assert (code, row["status"]) == (0, "certified")
    assert "no sketch of this shape (the side goals cannot be checked: no point" in row["message"]
    assert "`wzprove prove` writes its complete proof (an exact ℕ division)" in row["message"]
    assert "is false under Lean's semantics" not in row["message"]


def test_prove_notes_name_their_theorem(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    # the induction attempt's note once came after the table with no theorem name
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    src = tmp_path / "t.lean"
    src.write_text(
        "import Mathlib\n\n"
        "theorem trunc_big (n : ℕ) : ∑ k ∈ Finset.range (n + 1), ((1000 - k : ℕ) : ℝ) = "
        "((n : ℝ) + 1) * (2000 - n) / 2 := by\n  sorry\n\n"
        "theorem geom_two (n : ℕ) : ∑ i ∈ Finset.range n, (2 : ℕ) ^ i = 2 ^ n - 1 := by\n"
        "  sorry\n"
    )
    code, out, err = _run(["prove", str(src), "--out-dir", str(tmp_path / "out")])
    assert code == 1 and "out-of-scope  trunc_big" in out and "certified  geom_two" in out
    lines = err.strip().splitlines()
    assert any(x.startswith("trunc_big: by induction: ") for x in lines), err
    assert not any(x.startswith("by induction") for x in lines), err
    assert any(x.startswith("no Lean toolchain found") for x in lines), err  # run-wide: as is


def test_output_into_a_closed_pipe_ends_quietly(tmp_path) -> None:  # noqa: ANN001
    # `wzprove parse F --json | head -1` printed "error: Broken pipe" and exited 2
    import subprocess
    import sys

    src = tmp_path / "many.lean"
    one = "theorem t{} (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by\n"
    text = "".join(one.format(i) + "  sorry\n\n" for i in range(400))
    src.write_text("import Mathlib\n\n" + text, encoding="utf-8")
    cmd = [sys.executable, "-m", "wzprove.cli", "parse", str(src), "--json"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline().startswith(b'{"name": "t0"')
    proc.stdout.close()  # the reader goes away with ~200 kB still to come
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141
    assert err == ""


@pytest.mark.parametrize(("module", "extra"), [("transformers", "train"), ("torch", "train")])
def test_train_without_the_train_extra_says_which_extra(
    module: str, extra: str, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New-user run 12i, F4: `train` without the extra was an internal error (exit 3)."""
    from pathlib import Path

    config = (Path(__file__).resolve().parents[1] / "configs" / "tiny.toml").read_text()
    path = tmp_path / "tiny.toml"
    path.write_text(config.replace('"runs/tiny"', f'"{tmp_path / "run"}"'))
    monkeypatch.setitem(__import__("sys").modules, module, None)  # an import of it fails
    code, _, err = _run(["train", "--config", str(path)])
    assert code == 2
    assert err.strip().splitlines()[-1:] == [
        f"error: {path}: training needs {module}, which is not installed: "
        f"pip install 'wzprove[{extra}]'"
    ]
    if module == "transformers":  # its first import: nothing written yet
        assert not (tmp_path / "run").exists()


def test_a_byte_order_mark_and_crlf_do_not_reach_the_proof_file(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New-user run 12i, F3: the BOM of a BOM + CRLF file landed after `import Prover`, in
    the middle of the proof file, and the audit against the file rejected it."""
    from wzprove.lean.audit import audit_text
    from wzprove.lean.labels import replayed_label

    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    source = tmp_path / "bom.lean"
    statement = "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by"
    source.write_bytes(("\ufeffimport Mathlib\r\n" + statement + "\r\n  sorry\r\n").encode())
    code, out, _ = _run(["prove", str(source), "--out-dir", str(tmp_path / "out"), "--json"])
    assert code == 0, out
    written = (tmp_path / "out" / "Proofs" / "T.lean").read_text(encoding="utf-8")
    assert "\ufeff" not in written and "\r" not in written
    assert written.startswith(replayed_label("t") + "import Mathlib\nimport Prover\n" + statement)
    original = source.read_bytes().decode("utf-8")  # with its BOM, as `check --original` reads it
    audit = audit_text(written, original, "t")
    assert audit.passed, audit.failures


@pytest.mark.parametrize(
    ("lhs", "rhs", "power"),
    [
        ("Sum(binomial(n,k)*E**2,(k,0,n))", "E**2*2**n", "exp(2)"),
        ("Sum(E**2,(k,0,n))", "(n+1)*E**2", "exp(2)"),
        ("Sum(k/E,(k,0,n))", "n*(n+1)/2/E", "exp(-1)"),
        ("Sum(binomial(n,k)/E,(k,0,n))", "2**n/E", "exp(-1)"),
    ],
)
def test_powers_of_e_are_out_of_scope_like_e(lhs: str, rhs: str, power: str) -> None:
    """New-user run 12i, F5: sympy writes E**2 as exp(2), which the irrational-constant check
    did not see; the verifier then reported true identities as failing at n = 0..12."""
    code, row = _certify(lhs, rhs)
    assert (code, row["status"]) == (1, "out-of-scope"), row
    assert row["message"].startswith(
        f"the summand holds the power {power} of the constant E, which is irrational"
    )
