"""Static checks of the Lean side (``Prover/``, ``lakefile.lean``, ``lean-toolchain``,
``.vscode/``), runnable without Lean.

No Lean toolchain with Mathlib exists on the development machines (DESIGN.md, "Parts that
cannot run on our machines"), so these tests check what can be checked from the text:
no ``sorry``/``admit`` (or other escape hatches) in code, every public name in
``Prover/NAMES.txt`` is declared and documented, every Mathlib name the proofs use is in the
verified list ``Prover/MATHLIB.txt``, imports and namespaces are consistent, brackets balance,
and the pins agree (toolchain, Mathlib tag, REPL tag). The one test that builds the library
is marked ``mathlib`` and skips where no Lake project with Mathlib is set up.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROVER_DIR = ROOT / "Prover"
LEAN_FILES = sorted(PROVER_DIR.glob("*.lean")) + [ROOT / "Prover.lean"]
TOOLCHAIN = "leanprover/lean4:v4.25.0"
TAG = "v4.25.0"


def strip_lean(text: str) -> str:
    """Blank Lean comments (``--`` lines, nested ``/- -/`` blocks, doc comments) and string
    literals, keeping offsets and newlines, so that token checks see code only."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("--", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/-", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/-", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("-/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1 : j]) + '"')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def declared_names(path: Path) -> list[str]:
    """Fully qualified names of the ``theorem``/``lemma`` declarations of a Lean file,
    following ``namespace``/``end``."""
    code = strip_lean(path.read_text(encoding="utf-8"))
    stack: list[str] = []
    names: list[str] = []
    for line in code.splitlines():
        m = re.match(r"\s*namespace\s+(\S+)", line)
        if m:
            stack.append(m.group(1))
            continue
        m = re.match(r"\s*end\s+(\S+)", line)
        if m and stack and stack[-1] == m.group(1):
            stack.pop()
            continue
        m = re.match(r"\s*(?:@\[[^\]]*\]\s*)?(?:protected\s+)?(?:theorem|lemma)\s+(\S+)", line)
        if m:
            names.append(".".join([*stack, m.group(1)]))
    return names


def public_names() -> tuple[list[str], list[str]]:
    """(theorem names, tactic keywords) listed in ``Prover/NAMES.txt``."""
    theorems, tactics = [], []
    for raw in (PROVER_DIR / "NAMES.txt").read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        kind, name = line.split()
        (theorems if kind == "theorem" else tactics).append(name)
        assert kind in ("theorem", "tactic"), raw
    return theorems, tactics


def mathlib_names() -> set[str]:
    """Names listed in ``Prover/MATHLIB.txt`` (``name | file | statement``)."""
    names = set()
    for raw in (PROVER_DIR / "MATHLIB.txt").read_text(encoding="utf-8").splitlines():
        if raw.strip() and not raw.startswith("#"):
            name, path, statement = (p.strip() for p in raw.split("|", 2))
            assert path.startswith(("Mathlib/", "Lean core")), raw
            assert statement, raw
            names.add(name)
    return names


def test_strip_lean_blanks_comments_and_strings() -> None:
    text = 'theorem a : x := by\n  -- sorry here\n  /- nested /- sorry -/ -/ exact "sorry" -- x\n'
    code = strip_lean(text)
    assert "sorry" not in code
    assert "exact" in code and "theorem a" in code
    assert len(code) == len(text) and code.count("\n") == text.count("\n")


def test_lean_files_exist() -> None:
    modules = {p.stem for p in PROVER_DIR.glob("*.lean")}
    assert {"Telescope", "WZ", "Recurrence", "CreativeTelescoping", "Binomial", "Tactic"} <= (
        modules
    )


@pytest.mark.parametrize("path", LEAN_FILES, ids=lambda p: p.name)
def test_no_escape_hatches_in_code(path: Path) -> None:
    code = strip_lean(path.read_text(encoding="utf-8"))
    for word in (
        "sorry",
        "admit",
        "native_decide",
        "axiom",
        "implemented_by",
        "extern",
        "unsafe",
        "decreasing_by",
        "partial",
    ):
        assert not re.search(rf"\b{word}\b", code), f"{path.name}: `{word}` in code"
    assert "set_option" not in code, f"{path.name}: set_option in the library"
    assert "#eval" not in code and "run_cmd" not in code, path.name


@pytest.mark.parametrize("path", LEAN_FILES, ids=lambda p: p.name)
def test_brackets_balance(path: Path) -> None:
    code = strip_lean(path.read_text(encoding="utf-8"))
    pairs = {")": "(", "]": "[", "}": "{", "⟩": "⟨"}
    stack: list[tuple[str, int]] = []
    for lineno, line in enumerate(code.splitlines(), 1):
        for ch in line:
            if ch in "([{⟨":
                stack.append((ch, lineno))
            elif ch in pairs:
                assert stack and stack[-1][0] == pairs[ch], f"{path.name}:{lineno}: `{ch}`"
                stack.pop()
    assert not stack, f"{path.name}: unclosed `{stack[-1][0]}` from line {stack[-1][1]}"


@pytest.mark.parametrize("path", sorted(PROVER_DIR.glob("*.lean")), ids=lambda p: p.name)
def test_namespace_and_style(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    code = strip_lean(text)
    assert re.search(r"^namespace Prover$", code, re.M), f"{path.name}: no `namespace Prover`"
    assert re.search(r"^end Prover$", code, re.M), f"{path.name}: no `end Prover`"
    assert code.count("namespace ") == len(re.findall(r"^end \S+$", code, re.M))
    assert re.search(r"^import Mathlib$", code, re.M), f"{path.name}: must import Mathlib"
    for lineno, line in enumerate(text.splitlines(), 1):
        assert len(line) <= 100, f"{path.name}:{lineno}: line longer than 100"
        assert "\t" not in line and line == line.rstrip(), f"{path.name}:{lineno}: whitespace"


@pytest.mark.parametrize("path", sorted(PROVER_DIR.glob("*.lean")), ids=lambda p: p.name)
def test_every_theorem_has_a_docstring(path: Path) -> None:
    code = strip_lean(path.read_text(encoding="utf-8"))
    text = path.read_text(encoding="utf-8")
    for m in re.finditer(r"^(theorem|lemma)\s+(\S+)", code, re.M):
        before = text[: m.start()].rstrip()
        assert before.endswith("-/"), f"{path.name}: `{m.group(2)}` has no docstring"
        start = before.rfind("/-")
        assert before[start : start + 3] == "/--", f"{path.name}: `{m.group(2)}` docstring"


def test_root_module_imports_every_module() -> None:
    code = strip_lean((ROOT / "Prover.lean").read_text(encoding="utf-8"))
    imported = set(re.findall(r"^import (\S+)$", code, re.M))
    expected = {f"Prover.{p.stem}" for p in PROVER_DIR.glob("*.lean")}
    assert imported == expected


@pytest.mark.parametrize("path", sorted(PROVER_DIR.glob("*.lean")), ids=lambda p: p.name)
def test_imports_resolve(path: Path) -> None:
    code = strip_lean(path.read_text(encoding="utf-8"))
    for module in re.findall(r"^import (\S+)$", code, re.M):
        if module == "Mathlib":
            continue
        assert module.startswith("Prover."), f"{path.name}: unexpected import {module}"
        target = ROOT / (module.replace(".", "/") + ".lean")
        assert target.is_file(), f"{path.name}: import {module} has no file"
        assert target != path


def test_names_file_matches_declarations() -> None:
    theorems, tactics = public_names()
    declared = [name for p in PROVER_DIR.glob("*.lean") for name in declared_names(p)]
    assert len(declared) == len(set(declared)), "duplicate declaration"
    assert sorted(theorems) == sorted(declared), "NAMES.txt and Prover/ disagree"
    assert len(theorems) == len(set(theorems))
    assert all(name.startswith("Prover.") for name in theorems)
    tactic_code = strip_lean((PROVER_DIR / "Tactic.lean").read_text(encoding="utf-8"))
    raw = (PROVER_DIR / "Tactic.lean").read_text(encoding="utf-8")
    macros = re.findall(r'^macro "(\w+)" : tactic =>', raw, re.M)
    assert sorted(macros) == sorted(tactics)
    assert len(re.findall(r"^macro ", tactic_code, re.M)) == len(macros)


def test_the_sketch_generators_names_are_present() -> None:
    """The names the sketch generator builds proofs from (DESIGN.md, "Shape of a WZ proof")."""
    theorems, tactics = public_names()
    for name in (
        "Prover.sum_range_telescope",
        "Prover.wz_const",
        "Prover.wz_sum_eq",
        "Prover.eq_of_recurrence",
        "Prover.eq_of_recurrence_from",
        "Prover.eq_of_recurrence_one",
        "Prover.eq_of_recurrence_two",
        "Prover.ct_sum",
        "Prover.ct_recurrence",
        "Prover.cast_choose_succ_right_mul",
        "Prover.cast_choose_succ_left_mul",
    ):
        assert name in theorems
    assert {"wz_field", "wz_ne", "wz_boundary"} <= set(tactics)


def test_docs_describe_every_public_name() -> None:
    theorems, tactics = public_names()
    doc = (ROOT / "docs" / "lean-library.md").read_text(encoding="utf-8")
    for name in theorems + tactics:
        assert f"`{name}`" in doc, f"docs/lean-library.md does not describe {name}"


def test_every_qualified_lemma_used_is_verified() -> None:
    """Every ``Nat.*`` / ``Finset.*`` name in the proofs, and the root lemmas they name, is in
    ``Prover/MATHLIB.txt`` (checked against Mathlib's source)."""
    listed = mathlib_names()
    own = {n for p in PROVER_DIR.glob("*.lean") for n in declared_names(p)}
    for path in PROVER_DIR.glob("*.lean"):
        code = re.sub(r"^import .*$", "", strip_lean(path.read_text(encoding="utf-8")), flags=re.M)
        for name in re.findall(r"\b(?:Nat|Finset)\.[A-Za-z_][A-Za-z_0-9'₀]*", code):
            assert name in listed, f"{path.name}: {name} not in Prover/MATHLIB.txt"
        for name in re.findall(r"\bProver\.[A-Za-z_][A-Za-z_0-9'₀]*", code):
            assert name in own, f"{path.name}: {name} is not declared in Prover/"
        for root in (
            "mul_left_cancel₀",
            "div_self",
            "div_eq_one_iff_eq",
            "sub_eq_zero",
            "sub_zero",
            "add_zero",
        ):
            if re.search(rf"(?<![\w.]){re.escape(root)}(?![\w'₀])", code):
                assert root in listed, f"{path.name}: {root} not in Prover/MATHLIB.txt"


def test_toolchain_pin() -> None:
    assert (ROOT / "lean-toolchain").read_text().strip() == TOOLCHAIN


def test_lakefile_pins_mathlib_and_repl_to_the_toolchain_tag() -> None:
    text = (ROOT / "lakefile.lean").read_text(encoding="utf-8")
    version = (ROOT / "lean-toolchain").read_text().strip().split(":")[1]
    mathlib = re.search(
        r'require mathlib from git\s+"https://github.com/leanprover-community/mathlib4"'
        r'\s*@\s*"([^"]+)"',
        text,
    )
    repl = re.search(
        r'require REPL from git\s+"https://github.com/leanprover-community/repl"'
        r'\s*@\s*"([^"]+)"',
        text,
    )
    assert mathlib and mathlib.group(1) == version == TAG
    assert repl and repl.group(1) == version
    for lib in ("Prover", "Sketches", "Proofs"):
        assert re.search(rf"^lean_lib {lib}\b", text, re.M), f"no lean_lib {lib}"
    assert "globs := #[.submodules `Sketches]" in text
    assert "globs := #[.submodules `Proofs]" in text
    assert re.search(r"@\[default_target\]\s*lean_lib Prover", text)


def test_glob_directories_exist() -> None:
    for folder in ("Sketches", "Proofs"):
        assert (ROOT / folder).is_dir() and any((ROOT / folder).iterdir())


def test_manifest_if_present_matches_the_pins() -> None:
    manifest = ROOT / "lake-manifest.json"
    if not manifest.exists():
        pytest.skip("no lake-manifest.json yet (written by `lake update` on a machine with Lake)")
    packages = {p["name"]: p for p in json.loads(manifest.read_text())["packages"]}
    assert packages["mathlib"]["inputRev"] == TAG
    assert packages["REPL"]["inputRev"] == TAG


def test_vscode_files() -> None:
    vscode = ROOT / ".vscode"
    extensions = json.loads((vscode / "extensions.json").read_text())
    assert "leanprover.lean4" in extensions["recommendations"]
    settings = json.loads((vscode / "settings.json").read_text())
    assert settings["editor.tabSize"] == 2
    tasks = json.loads((vscode / "tasks.json").read_text())
    commands = [" ".join([t["command"], *t.get("args", [])]) for t in tasks["tasks"]]
    assert any(re.fullmatch(r"wzprove sketch .*\$\{file\}.*", c) for c in commands)
    assert any(re.fullmatch(r"wzprove prove .*\$\{file\}.*", c) for c in commands)


def _mathlib_project() -> str | None:
    """The ``lake`` executable when this checkout is a built Lake project with Mathlib."""
    lake = shutil.which("lake") or str(Path.home() / ".elan" / "bin" / "lake")
    if not Path(lake).exists():
        return None
    if not (ROOT / ".lake" / "packages" / "mathlib" / ".lake" / "build").is_dir():
        return None
    return lake


@pytest.mark.mathlib
def test_prover_library_builds() -> None:
    """``lake build Prover`` compiles the library (every proof kernel-checked)."""
    lake = _mathlib_project()
    if lake is None:
        pytest.skip("no Lake project with a built Mathlib here (run `lake exe cache get`)")
    proc = subprocess.run(
        [lake, "build", "Prover"], cwd=ROOT, capture_output=True, text=True, timeout=3600
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "declaration uses 'sorry'" not in proc.stdout + proc.stderr


# The statements a proof compiler instantiates positionally (issue 14): they must not drift.
EMITTER_STATEMENTS = {
    "telescoper_sum_two": (
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 : ℕ → K) (hct0 : ∀ n, a0 n * F "
        "n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 = H n 0) (hct : ∀ n k, k < n → a0 "
        "n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) = H n (k + "
        "1) - H n k) (n : ℕ) : a0 n * (∑ k ∈ Finset.range (n + 1), F n k) + a1 n * (∑ k ∈ "
        "Finset.range (n + 1 + 1), F (n + 1) k) + a2 n * (∑ k ∈ Finset.range (n + 2 + 1), "
        "F (n + 2) k) = H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F "
        "(n + 2) (n + 2))"
    ),
    "sum_eq_sum_of_telescopers_two": (
        "{K : Type*} [Field K] (F H F2 H2 : ℕ → ℕ → K) (a0 a1 a2 v : ℕ → K) (s0 n0 : ℕ) "
        "(hs : s0 ≤ n0) (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) "
        "0 = H n 0) (hct : ∀ n k, k < n → a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + "
        "a2 n * F (n + 2) (k + 1) = H n (k + 1) - H n k) (hct02 : ∀ n, a0 n * F2 n 0 + a1 "
        "n * F2 (n + 1) 0 + a2 n * F2 (n + 2) 0 = H2 n 0) (hct2 : ∀ n k, k < n → a0 n * "
        "F2 n (k + 1) + a1 n * F2 (n + 1) (k + 1) + a2 n * F2 (n + 2) (k + 1) = H2 n (k + "
        "1) - H2 n k) (hlead : ∀ n, n0 ≤ n → a2 n ≠ 0) (hb : ∀ n, n0 ≤ n → H n n + a1 n * "
        "F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) = H2 n n + a1 "
        "n * F2 (n + 1) (n + 1) + a2 n * (F2 (n + 2) (n + 1) + F2 (n + 2) (n + 2))) "
        "(hinit : ∀ i, s0 ≤ i → i < n0 + 2 → ∑ k ∈ Finset.range (i + 1), F i k = v i) "
        "(hinit2 : ∀ i, s0 ≤ i → i < n0 + 2 → ∑ k ∈ Finset.range (i + 1), F2 i k = v i) : "
        "∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = ∑ k ∈ Finset.range (n + 1), F2 "
        "n k"
    ),
    "cast_choose_lower_step": (
        "{α : Type*} [CommRing α] (M L L' : ℕ) (h : L' = L + 1) :"
        " ((L : α) + 1) * (M.choose L' : α) = ((M : α) - L) * (M.choose L : α)"
    ),
    "cast_choose_upper_step": (
        "{α : Type*} [CommRing α] (M M' L : ℕ) (h : M' = M + 1) :"
        " ((M : α) + 1) * (M.choose L : α) = ((M : α) + 1 - L) * (M'.choose L : α)"
    ),
    "cast_choose_congr": (
        "{α : Type*} [Semiring α] (M M' L L' : ℕ) (hM : M' = M) (hL : L' = L) :"
        " (M'.choose L' : α) = (M.choose L : α)"
    ),
    "cast_factorial_step": (
        "{α : Type*} [CommRing α] (M M' : ℕ) (h : M' = M + 1) :"
        " ((M : α) + 1) * (M.factorial : α) = (M'.factorial : α)"
    ),
    "cast_factorial_congr": (
        "{α : Type*} [Semiring α] (M M' : ℕ) (h : M' = M) : (M'.factorial : α) = (M.factorial : α)"
    ),
    "pow_step": (
        "{α : Type*} [CommRing α] (c : α) (E E' : ℕ) (h : E' = E + 1) : c ^ E' = c * c ^ E"
    ),
    "pow_congr": "{α : Type*} [Monoid α] (c : α) (E E' : ℕ) (h : E' = E) : c ^ E' = c ^ E",
    "neg_one_pow_two_mul_add": (
        "{α : Type*} [Ring α] (M D E : ℕ) (h : E = 2 * M + D) : (-1 : α) ^ E = (-1 : α) ^ D"
    ),
    "cast_choose_zero_left_mul": (
        "{α : Type*} [CommRing α] (L : ℕ) : (L : α) * (Nat.choose 0 L : α) = 0"
    ),
    # Fibonacci numbers on a right side (wzprove/sketch/fib_facts.py)
    "cast_fib_step": (
        "{α : Type*} [AddMonoidWithOne α] (E E' E'' : ℕ) (h1 : E' = E + 1)"
        " (h2 : E'' = E + 2) : (Nat.fib E'' : α) = (Nat.fib E : α) + (Nat.fib E' : α)"
    ),
    "cast_fib_congr": (
        "{α : Type*} [AddMonoidWithOne α] (E E' : ℕ) (h : E' = E) :"
        " (Nat.fib E' : α) = (Nat.fib E : α)"
    ),
    # ℕ subtractions that never truncate (wzprove/sketch/natsub_positive.py)
    "cast_pow_sub_one": (
        "{α : Type*} [CommRing α] (c d E : ℕ) (h : c = d + 1) :"
        " ((c ^ E - 1 : ℕ) : α) = (c : α) ^ E - 1"
    ),
    "cast_factorial_sub_one": (
        "{α : Type*} [CommRing α] (M : ℕ) : ((M.factorial - 1 : ℕ) : α) = (M.factorial : α) - 1"
    ),
    # closed forms tied to factorials (wzprove/sketch/complete_closed.py)
    "cast_choose_mul_factorial": (
        "{α : Type*} [CommRing α] (A B C : ℕ) (h : A = C + B) :"
        " (A.choose B : α) * (C.factorial : α) * (B.factorial : α) = (A.factorial : α)"
    ),
    "cast_choose_eq_zero_of_eq_add": (
        "{α : Type*} [CommRing α] (U L T : ℕ) (h : L = U + T + 1) : (U.choose L : α) = 0"
    ),
    "cast_descFactorial_two": (
        "{α : Type*} [CommRing α] (U : ℕ) : ((U.descFactorial 2 : ℕ) : α) = (U : α) * ((U : α) - 1)"
    ),
    "cast_ascFactorial_two": (
        "{α : Type*} [CommRing α] (U : ℕ) : ((U.ascFactorial 2 : ℕ) : α) = (U : α) * ((U : α) + 1)"
    ),
    "cast_ascFactorial_eq_div": (
        "{α : Type*} [Field α] [CharZero α] (U V N : ℕ) (h : U = V + 1) :"
        " ((U.ascFactorial N : ℕ) : α) = ((V + N).factorial : α) / (V.factorial : α)"
    ),
    "rpow_natCast_sub": (
        "(c d0 E d : ℕ) (h : c = d0 + 1) :"
        " (c : ℝ) ^ ((E : ℝ) - (d : ℝ)) = (c : ℝ) ^ E / (c : ℝ) ^ d"
    ),
    # Gosper over `Icc 1 n` (Prover/Telescope.lean; wzprove/sketch/complete_gosper.py)
    "sum_Icc_one_eq_of_step": (
        "{M : Type*} [AddCommGroup M] (f H : ℕ → M)"
        " (hstep : ∀ k, f (k + 1) = H (k + 1) - H k) (n : ℕ) :"
        " ∑ k ∈ Finset.Icc 1 n, f k = H n - H 0"
    ),
    # Gosper over `Ico (a + 1) hi`, the step inside the range (Prover/Telescope.lean;
    # wzprove/sketch/complete_gosper_lt.py)
    "sum_Ico_succ_eq_of_step_lt": (
        "{M : Type*} [AddCommGroup M] (t H : ℕ → M) (a b hi : ℕ)"
        " (hhi : hi = b + 1) (hab : a ≤ b) (hstep : ∀ k, k < b → t (k + 1) = H (k + 1) - H k) :"
        " ∑ k ∈ Finset.Ico (a + 1) hi, t k = H b - H a"
    ),
    # a split's Icc lo hi case moved to Ico lo (hi + 1) (wzprove/sketch/split_trunc_proof.py)
    "sum_Icc_eq_sum_Ico_succ": (
        "{M : Type*} [AddCommMonoid M] (f : ℕ → M) (m n : ℕ) :"
        " ∑ k ∈ Finset.Icc m n, f k = ∑ k ∈ Finset.Ico m (n + 1), f k"
    ),
    # a split's case whose terms below L vanish (wzprove/sketch/split_low_shift.py)
    "sum_range_eq_of_low_zero": (
        "{M : Type*} [AddCommMonoid M] (f : ℕ → M) (L W U : ℕ) (hU : U = L + W)"
        " (h : ∀ k, k < L → f k = 0) :"
        " ∑ k ∈ Finset.range U, f k = ∑ i ∈ Finset.range W, f (L + i)"
    ),
    "sum_range_eq_zero_of_low": (
        "{M : Type*} [AddCommMonoid M] (f : ℕ → M) (L U : ℕ) (hU : U ≤ L)"
        " (h : ∀ k, k < L → f k = 0) : ∑ k ∈ Finset.range U, f k = 0"
    ),
    # the case v = a of a hypothesis a ≤ v: only the top term is nonzero (sketch/hyp_top.py)
    "sum_range_succ_eq_top": (
        "{M : Type*} [AddCommMonoid M] (f : ℕ → M) (n : ℕ)"
        " (h : ∀ k, k < n → f k = 0) : ∑ k ∈ Finset.range (n + 1), f k = f n"
    ),
    # Stirling numbers of the second kind by their explicit formula (sketch/power_omega.py,
    # whose FORMULAS table reads these statements)
    "stirlingSecond_two_eq": (
        "(m : ℕ) (hm : 1 ≤ m) : 2 * Nat.stirlingSecond m 2 + 2 = 2 ^ m"
    ),
    "stirlingSecond_three_eq": (
        "(m : ℕ) (hm : 1 ≤ m) : 6 * Nat.stirlingSecond m 3 + 3 * 2 ^ m = 3 ^ m + 3"
    ),
    "ne_zero_of_eq_cast_sub": (
        "{K : Type*} [AddGroupWithOne K] [CharZero K] (x : K) (a b : ℕ)"
        " (h : a ≠ b) (hx : x = (a : K) - (b : K)) : x ≠ 0"
    ),
    # Boundary terms and a later start (Prover/Boundary.lean): no natural-boundary hypotheses.
    "sum_eq_of_telescoper_one": (
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 r : ℕ → K)"
        " (s0 n0 : ℕ) (hs : s0 ≤ n0)"
        " (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 = H n 0)"
        " (hct : ∀ n k, k < n →"
        " a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) = H n (k + 1) - H n k)"
        " (hlead : ∀ n, n0 ≤ n → a1 n ≠ 0)"
        " (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) ="
        " H n n + a1 n * F (n + 1) (n + 1))"
        " (hinit : ∀ i, s0 ≤ i → i < n0 + 1 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :"
        " ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n"
    ),
    "sum_eq_of_telescoper_two": (
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 r : ℕ → K)"
        " (s0 n0 : ℕ) (hs : s0 ≤ n0)"
        " (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 = H n 0)"
        " (hct : ∀ n k, k < n →"
        " a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) ="
        " H n (k + 1) - H n k)"
        " (hlead : ∀ n, n0 ≤ n → a2 n ≠ 0)"
        " (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) ="
        " H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)))"
        " (hinit : ∀ i, s0 ≤ i → i < n0 + 2 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :"
        " ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n"
    ),
    "sum_eq_of_telescoper_three": (
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 a3 r : ℕ → K)"
        " (s0 n0 : ℕ) (hs : s0 ≤ n0)"
        " (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 +"
        " a3 n * F (n + 3) 0 = H n 0)"
        " (hct : ∀ n k, k < n →"
        " a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +"
        " a3 n * F (n + 3) (k + 1) = H n (k + 1) - H n k)"
        " (hlead : ∀ n, n0 ≤ n → a3 n ≠ 0)"
        " (hr : ∀ n, n0 ≤ n →"
        " a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) + a3 n * r (n + 3) ="
        " H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) +"
        " a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)))"
        " (hinit : ∀ i, s0 ≤ i → i < n0 + 3 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :"
        " ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n"
    ),
    "sum_eq_of_telescoper_four": (
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 a3 a4 r : ℕ → K)"
        " (s0 n0 : ℕ) (hs : s0 ≤ n0)"
        " (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 +"
        " a3 n * F (n + 3) 0 + a4 n * F (n + 4) 0 = H n 0)"
        " (hct : ∀ n k, k < n →"
        " a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) +"
        " a3 n * F (n + 3) (k + 1) + a4 n * F (n + 4) (k + 1) = H n (k + 1) - H n k)"
        " (hlead : ∀ n, n0 ≤ n → a4 n ≠ 0)"
        " (hr : ∀ n, n0 ≤ n →"
        " a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) + a3 n * r (n + 3) +"
        " a4 n * r (n + 4) ="
        " H n n + a1 n * F (n + 1) (n + 1) + a2 n * (F (n + 2) (n + 1) + F (n + 2) (n + 2)) +"
        " a3 n * (F (n + 3) (n + 1) + F (n + 3) (n + 2) + F (n + 3) (n + 3)) +"
        " a4 n * (F (n + 4) (n + 1) + F (n + 4) (n + 2) + F (n + 4) (n + 3) + F (n + 4) (n + 4)))"
        " (hinit : ∀ i, s0 ≤ i → i < n0 + 4 → ∑ k ∈ Finset.range (i + 1), F i k = r i) :"
        " ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (n + 1), F n k = r n"
    ),
    # Upper bounds that grow by c (Prover/BoundaryStep.lean, generated): two pinned here, all
    # of them against the generator in tests/test_step_library.py.
    "sum_eq_of_telescoper_one_step_two": (
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 r : ℕ → K) (u : ℕ → ℕ)"
        " (s0 n0 : ℕ) (hs : s0 ≤ n0)"
        " (hu : ∀ n, u (n + 1) = u n + 2)"
        " (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 = H n 0)"
        " (hct : ∀ n k, k < u n →"
        " a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) = H n (k + 1) - H n k)"
        " (hlead : ∀ n, n0 ≤ n → a1 n ≠ 0)"
        " (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) ="
        " H n (u n) + a1 n * (F (n + 1) (u n + 1) + F (n + 1) (u n + 2)))"
        " (hinit : ∀ i, s0 ≤ i → i < n0 + 1 → ∑ k ∈ Finset.range (u i + 1), F i k = r i) :"
        " ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (u n + 1), F n k = r n"
    ),
    "sum_eq_of_telescoper_two_step_two": (
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K) (a0 a1 a2 r : ℕ → K) (u : ℕ → ℕ)"
        " (s0 n0 : ℕ) (hs : s0 ≤ n0)"
        " (hu : ∀ n, u (n + 1) = u n + 2)"
        " (hct0 : ∀ n, a0 n * F n 0 + a1 n * F (n + 1) 0 + a2 n * F (n + 2) 0 = H n 0)"
        " (hct : ∀ n k, k < u n →"
        " a0 n * F n (k + 1) + a1 n * F (n + 1) (k + 1) + a2 n * F (n + 2) (k + 1) ="
        " H n (k + 1) - H n k)"
        " (hlead : ∀ n, n0 ≤ n → a2 n ≠ 0)"
        " (hr : ∀ n, n0 ≤ n → a0 n * r n + a1 n * r (n + 1) + a2 n * r (n + 2) ="
        " H n (u n) + a1 n * (F (n + 1) (u n + 1) + F (n + 1) (u n + 2)) +"
        " a2 n * (F (n + 2) (u n + 1) + F (n + 2) (u n + 2) + F (n + 2) (u n + 3) +"
        " F (n + 2) (u n + 4)))"
        " (hinit : ∀ i, s0 ≤ i → i < n0 + 2 → ∑ k ∈ Finset.range (u i + 1), F i k = r i) :"
        " ∀ n, s0 ≤ n → ∑ k ∈ Finset.range (u n + 1), F n k = r n"
    ),
}


def theorem_signature(name: str) -> str:
    """The text between ``theorem Prover.<name>`` (in ``namespace Prover``) and ``:= by``,
    whitespace-normalised, from ``Prover/Steps.lean``, ``Boundary.lean``,
    ``BoundaryStep.lean``, ``BoundaryPair.lean``, ``Telescope.lean`` or ``Stirling.lean``."""
    for module in ("Steps", "Boundary", "BoundaryStep", "BoundaryPair", "Telescope", "Stirling"):
        code = strip_lean((PROVER_DIR / f"{module}.lean").read_text(encoding="utf-8"))
        m = re.search(rf"^theorem {re.escape(name)}\s(.*?):= by", code, re.M | re.S)
        if m:
            return " ".join(m.group(1).split())
    raise AssertionError(f"theorem {name} not found")


@pytest.mark.parametrize("name", sorted(EMITTER_STATEMENTS))
def test_emitter_statements_are_exact(name: str) -> None:
    assert theorem_signature(name) == EMITTER_STATEMENTS[name]
