"""BrokenMath-style falsity suite: perturb true identities the way formalisation mistakes do,
and measure whether ``wzprove``'s falsity check flags every false variant.

Run from the repository root::

    python benchmarks/brokenmath/suite.py [--time-limit 3] [--seed 0] [--list]

The true originals are the Lean statements of ``originals.lean``.  Beside each name this
script holds the statement's plain Python reading and a list of perturbations, each one a
pair of text substitutions — one in the Lean statement, the same one in the Python reading:
off-by-one in a bound or an index, a wrong exponent or constant, a dropped hypothesis, a
flipped sign, ℕ truncation or ℕ division introduced into the statement.

Whether a variant is really false is settled here, independently of the code under test:
the Python reading is evaluated by a deliberately plain evaluator written from Lean's rules
(``Nat.sub`` truncates, ``Nat.div`` floors, ``Nat.choose n k = 0`` for ``k > n``, ``x / 0 = 0``
in ℚ and ℝ, ``0 ^ 0 = 1``; exact rationals) over a grid of points.  A variant that stays
true (a dropped hypothesis often does) is kept as a true case, not counted as a miss.  When
wzprove reports a counterexample outside that grid, the plain evaluator re-checks it at
that point.  Each item goes through ``wzprove.lean.parser.parse_text`` and
``wzprove.commands.refute.refute_identity``.

Output: a Markdown table (stdout) and the rates: detection on false items (must be 100%),
false alarms on true items (must be 0%), time per item.  Exit status 0 when both hold.
"""

from __future__ import annotations

import argparse
import itertools
import math
import re
import statistics
import sys
import time
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

# -- the plain evaluator: Lean's rules, written out once more -----------------------------


def C(n: int, k: int) -> int:
    """Nat.choose: 0 for k > n."""
    return math.comb(n, k) if 0 <= k <= n else 0


def nsub(a: int, b: int) -> int:
    """Nat.sub: truncated at 0."""
    return a - b if a >= b else 0


def ndiv(a: int, b: int) -> int:
    """Nat.div: floor, and a / 0 = 0."""
    return a // b if b != 0 else 0


def fdiv(a: Fraction | int, b: Fraction | int) -> Fraction:
    """Division in ℚ and ℝ: exact, and a / 0 = 0."""
    return Fraction(a) / Fraction(b) if b != 0 else Fraction(0)


def S(lo: int, hi: int, f) -> Fraction | int:  # noqa: N802 - reads like Σ
    """Σ_{lo ≤ k < hi} f(k)  (Finset.Ico lo hi; Finset.range n is S(0, n, …))."""
    return sum((f(k) for k in range(lo, hi)), 0)


Q = Fraction
PLAIN = {"C": C, "nsub": nsub, "ndiv": ndiv, "fdiv": fdiv, "S": S, "Q": Q}

# -- the originals and their perturbations ------------------------------------------------


@dataclass(frozen=True)
class Mutation:
    """One perturbation: ``lean`` and ``py`` are (old, new) text substitutions (each old text
    must occur exactly once); ``drop_hypothesis`` removes the hypothesis binder and check."""

    kind: str
    lean: tuple[str, str] = ("", "")
    py: tuple[str, str] = ("", "")
    drop_hypothesis: bool = False


@dataclass(frozen=True)
class Spec:
    """The plain reading of one original: ``py`` is the equation ``lhs == rhs`` in Python
    (with the helpers above), ``hyp`` the hypothesis, ``hyp_binder`` its Lean binder."""

    py: str
    mutations: tuple[Mutation, ...]
    hyp: str | None = None
    hyp_binder: str | None = None


M = Mutation
OFF = "off-by-one"
EXP = "wrong exponent/constant"
DROP = "dropped hypothesis"
SIGN = "flipped sign"
TRUNC = "ℕ truncation introduced"
DIV = "ℕ division introduced"

SPECS: dict[str, Spec] = {
    "sum_choose": Spec(
        "S(0, n + 1, lambda k: C(n, k)) == 2 ** n",
        (
            M(OFF, ("Finset.range (n + 1)", "Finset.range n"), ("S(0, n + 1,", "S(0, n,")),
            M(EXP, ("= 2 ^ n", "= 2 ^ (n + 1)"), ("== 2 ** n", "== 2 ** (n + 1)")),
            M(OFF, ("Nat.choose n k", "Nat.choose (n + 1) k"), ("C(n, k)", "C(n + 1, k)")),
        ),
    ),
    "sum_choose_real": Spec(
        "S(0, n + 1, lambda k: Q(C(n, k))) == Q(2) ** n",
        (
            M(EXP, ("= 2 ^ n", "= 2 ^ n - 1"), ("== Q(2) ** n", "== Q(2) ** n - 1")),
            M(
                OFF,
                ("Finset.range (n + 1)", "Finset.range (n + 2)"),
                ("S(0, n + 1,", "S(0, n + 2,"),
            ),
            M(
                TRUNC,
                ("= 2 ^ n", "= 2 ^ (n - 1) * 2"),
                ("== Q(2) ** n", "== Q(2) ** nsub(n, 1) * 2"),
            ),
        ),
    ),
    "vandermonde": Spec(
        "S(0, r + 1, lambda k: C(m, k) * C(n, nsub(r, k))) == C(m + n, r)",
        (
            M(
                OFF,
                ("Nat.choose (m + n) r", "Nat.choose (m + n) (r + 1)"),
                ("C(m + n, r)", "C(m + n, r + 1)"),
            ),
            M(
                OFF,
                ("Nat.choose n (r - k)", "Nat.choose n (r + 1 - k)"),
                ("C(n, nsub(r, k))", "C(n, nsub(r + 1, k))"),
            ),
            M(OFF, ("Finset.range (r + 1)", "Finset.range r"), ("S(0, r + 1,", "S(0, r,")),
        ),
    ),
    "hockey_stick": Spec(
        "S(0, n + 1, lambda k: C(k, r)) == C(n + 1, r + 1)",
        (
            M(
                OFF,
                ("Nat.choose (n + 1) (r + 1)", "Nat.choose (n + 1) r"),
                ("C(n + 1, r + 1)", "C(n + 1, r)"),
            ),
            M(OFF, ("Finset.range (n + 1)", "Finset.range n"), ("S(0, n + 1,", "S(0, n,")),
            M(OFF, ("Nat.choose k r", "Nat.choose (k + 1) r"), ("C(k, r)", "C(k + 1, r)")),
        ),
    ),
    "sum_k_choose": Spec(
        "S(0, n + 1, lambda k: k * C(n, k)) == n * 2 ** nsub(n, 1)",
        (
            M(EXP, ("n * 2 ^ (n - 1)", "n * 2 ^ n"), ("n * 2 ** nsub(n, 1)", "n * 2 ** n")),
            M(
                OFF,
                ("k * Nat.choose n k", "(k + 1) * Nat.choose n k"),
                ("k * C(n, k)", "(k + 1) * C(n, k)"),
            ),
            M(
                EXP,
                ("n * 2 ^ (n - 1)", "(n - 1) * 2 ^ n"),
                ("n * 2 ** nsub(n, 1)", "nsub(n, 1) * 2 ** n"),
            ),
        ),
    ),
    "sum_succ_k_choose_real": Spec(
        "S(0, n + 1, lambda k: (Q(k) + 1) * C(n, k)) == Q(2) ** nsub(n, 1) * (n + 2)",
        (
            M(DROP, drop_hypothesis=True),
            M(EXP, ("(n + 2) := by", "(n + 1) := by"), ("* (n + 2)", "* (n + 1)")),
            M(OFF, ("((k : ℝ) + 1)", "((k : ℝ) + 2)"), ("(Q(k) + 1)", "(Q(k) + 2)")),
        ),
        hyp="1 <= n",
        hyp_binder="(h : 1 ≤ n)",
    ),
    "sum_choose_sq": Spec(
        "S(0, n + 1, lambda k: C(n, k) ** 2) == C(2 * n, n)",
        (
            M(EXP, ("Nat.choose n k ^ 2", "Nat.choose n k ^ 3"), ("C(n, k) ** 2", "C(n, k) ** 3")),
            M(
                OFF,
                ("Nat.choose (2 * n) n", "Nat.choose (2 * n) (n + 1)"),
                ("C(2 * n, n)", "C(2 * n, n + 1)"),
            ),
            M(OFF, ("Finset.range (n + 1)", "Finset.range n"), ("S(0, n + 1,", "S(0, n,")),
        ),
    ),
    "sum_choose_sq_pos": Spec(
        "S(0, n + 1, lambda k: Q(C(n, k)) ** 2) == C(2 * n, n)",
        (
            M(DROP, drop_hypothesis=True),
            M(
                EXP,
                ("Nat.choose (2 * n) n :=", "Nat.choose (2 * n) (n - 1) :="),
                ("C(2 * n, n)", "C(2 * n, nsub(n, 1))"),
            ),
        ),
        hyp="1 <= n",
        hyp_binder="(h : 1 ≤ n)",
    ),
    "sum_sq_rat": Spec(
        "S(0, n + 1, lambda k: Q(k) ** 2) == fdiv(Q(n) * (n + 1) * (2 * n + 1), 6)",
        (
            M(EXP, ("/ 6", "/ 3"), ("(2 * n + 1), 6)", "(2 * n + 1), 3)")),
            M(SIGN, ("(2 * n + 1) / 6", "(2 * n - 1) / 6"), ("(2 * n + 1), 6)", "(2 * n - 1), 6)")),
            M(EXP, ("(k : ℚ) ^ 2", "(k : ℚ) ^ 3"), ("Q(k) ** 2", "Q(k) ** 3")),
        ),
    ),
    "sum_id_rat": Spec(
        "S(0, n + 1, lambda k: Q(k)) == fdiv(Q(n) * (n + 1), 2)",
        (
            M(OFF, ("Finset.range (n + 1)", "Finset.range n"), ("S(0, n + 1,", "S(0, n,")),
            M(
                SIGN,
                ("n * (n + 1) / 2", "n * (n - 1) / 2"),
                ("Q(n) * (n + 1), 2)", "Q(n) * (n - 1), 2)"),
            ),
            M(
                DIV,
                ("= n * (n + 1) / 2", "= (n / 2 : ℕ) * (n + 1)"),
                ("fdiv(Q(n) * (n + 1), 2)", "Q(ndiv(n, 2)) * (n + 1)"),
            ),
        ),
    ),
    "sum_id_nat": Spec(
        "S(0, n + 1, lambda k: k) == ndiv(n * (n + 1), 2)",
        (
            M(
                DIV,
                ("n * (n + 1) / 2", "n / 2 * (n + 1)"),
                ("ndiv(n * (n + 1), 2)", "ndiv(n, 2) * (n + 1)"),
            ),
            M(
                DIV,
                ("n * (n + 1) / 2", "(n + 1) / 2 * n"),
                ("ndiv(n * (n + 1), 2)", "ndiv(n + 1, 2) * n"),
            ),
            M(
                TRUNC,
                ("n * (n + 1) / 2", "n * (n - 1) / 2 + n"),
                ("ndiv(n * (n + 1), 2)", "ndiv(n * nsub(n, 1), 2) + n"),
            ),
        ),
    ),
    "alternating_choose": Spec(
        "S(0, n + 1, lambda k: (-1) ** k * C(n, k)) == 0",
        (
            M(DROP, drop_hypothesis=True),
            M(SIGN, ("(-1 : ℤ) ^ k", "(-1 : ℤ) ^ (k + 1)"), ("(-1) ** k", "(-1) ** (k + 1)")),
            M(EXP, ("Nat.choose n k = 0", "Nat.choose n k = 1"), ("== 0", "== 1")),
            M(OFF, ("Finset.range (n + 1)", "Finset.range n"), ("S(0, n + 1,", "S(0, n,")),
        ),
        hyp="1 <= n",
        hyp_binder="(h : 1 ≤ n)",
    ),
    "half_odd_row": Spec(
        "S(0, n, lambda k: C(nsub(2 * n, 1), k)) == 2 ** nsub(2 * n, 2)",
        (
            M(DROP, drop_hypothesis=True),
            M(
                OFF,
                ("2 ^ (2 * n - 2)", "2 ^ (2 * n - 1)"),
                ("2 ** nsub(2 * n, 2)", "2 ** nsub(2 * n, 1)"),
            ),
            M(OFF, ("Finset.range n", "Finset.range (n + 1)"), ("S(0, n,", "S(0, n + 1,")),
        ),
        hyp="1 <= n",
        hyp_binder="(h : 1 ≤ n)",
    ),
    "geometric_rat": Spec(
        "S(0, n, lambda k: x ** k * (x - 1)) == x ** n - 1",
        (
            M(SIGN, ("= x ^ n - 1", "= x ^ n + 1"), ("== x ** n - 1", "== x ** n + 1")),
            M(SIGN, ("(x - 1)", "(x + 1)"), ("(x - 1)", "(x + 1)")),
            M(OFF, ("= x ^ n - 1", "= x ^ (n + 1) - 1"), ("== x ** n - 1", "== x ** (n + 1) - 1")),
        ),
    ),
    "binomial_theorem": Spec(
        "S(0, n + 1, lambda k: Q(C(n, k)) * x ** k * y ** nsub(n, k)) == (x + y) ** n",
        (
            M(SIGN, ("(x + y) ^ n", "(x - y) ^ n"), ("(x + y) ** n", "(x - y) ** n")),
            M(OFF, ("y ^ (n - k)", "y ^ (n + 1 - k)"), ("y ** nsub(n, k)", "y ** nsub(n + 1, k)")),
            M(OFF, ("x ^ k", "x ^ (k + 1)"), ("x ** k", "x ** (k + 1)")),
        ),
    ),
    "sum_odd": Spec(
        "S(0, n, lambda k: 2 * k + 1) == n ** 2",
        (
            M(TRUNC, ("(2 * k + 1)", "(2 * k - 1)"), ("2 * k + 1)", "nsub(2 * k, 1))")),
            M(EXP, ("n ^ 2", "n ^ 3"), ("n ** 2", "n ** 3")),
            M(OFF, ("Finset.range n", "Finset.range (n + 1)"), ("S(0, n,", "S(0, n + 1,")),
        ),
    ),
    "sum_k_choose_Icc": Spec(
        "S(1, n + 1, lambda k: k * C(n, k)) == n * 2 ** nsub(n, 1)",
        (
            M(
                OFF,
                ("Finset.Icc 1 n", "Finset.Icc 1 (n - 1)"),
                ("S(1, n + 1,", "S(1, nsub(n, 1) + 1,"),
            ),
            M(
                EXP,
                ("n * 2 ^ (n - 1)", "n * 2 ^ (n - 2)"),
                ("n * 2 ** nsub(n, 1)", "n * 2 ** nsub(n, 2)"),
            ),
            M(OFF, ("Finset.Icc 1 n", "Finset.Icc 0 n"), ("S(1, n + 1,", "S(0, n + 1,")),
        ),
    ),
    "choose_div_succ": Spec(
        "S(0, n + 1, lambda k: fdiv(C(n, k), k + 1)) == fdiv(Q(2) ** (n + 1) - 1, n + 1)",
        (
            M(OFF, ("/ (k + 1)", "/ k"), ("fdiv(C(n, k), k + 1)", "fdiv(C(n, k), k)")),
            M(
                SIGN,
                ("(2 ^ (n + 1) - 1)", "(2 ^ (n + 1) + 1)"),
                ("Q(2) ** (n + 1) - 1", "Q(2) ** (n + 1) + 1"),
            ),
            M(OFF, ("/ (n + 1) :=", "/ n :="), ("- 1, n + 1)", "- 1, n)")),
            M(
                DIV,
                ("(Nat.choose n k : ℝ) / (k + 1)", "((Nat.choose n k / (k + 1) : ℕ) : ℝ)"),
                ("fdiv(C(n, k), k + 1)", "Q(ndiv(C(n, k), k + 1))"),
            ),
        ),
    ),
    "alternating_div_succ": Spec(
        "S(0, n + 1, lambda k: fdiv((-1) ** k * C(n, k), k + 1)) == fdiv(1, n + 1)",
        (
            M(
                SIGN,
                ("= 1 / (n + 1)", "= -1 / (n + 1)"),
                ("== fdiv(1, n + 1)", "== fdiv(-1, n + 1)"),
            ),
            M(OFF, ("= 1 / (n + 1)", "= 1 / n"), ("== fdiv(1, n + 1)", "== fdiv(1, n)")),
            M(OFF, ("Nat.choose n k", "Nat.choose (n + 1) k"), ("C(n, k)", "C(n + 1, k)")),
        ),
    ),
    "telescoping_rat": Spec(
        "S(0, n, lambda k: fdiv(1, (Q(k) + 1) * (k + 2))) == fdiv(n, Q(n) + 1)",
        (
            M(
                OFF,
                ("= n / (n + 1)", "= (n + 1) / (n + 2)"),
                ("== fdiv(n, Q(n) + 1)", "== fdiv(Q(n) + 1, n + 2)"),
            ),
            M(
                DIV,
                (
                    "(1 : ℚ) / ((k + 1) * (k + 2)) = n / (n + 1)",
                    "1 / ((k + 1) * (k + 2)) = n / (n + 1)",
                ),
                (
                    "fdiv(1, (Q(k) + 1) * (k + 2))) == fdiv(n, Q(n) + 1)",
                    "ndiv(1, (k + 1) * (k + 2))) == ndiv(n, n + 1)",
                ),
            ),
            M(OFF, ("(k + 2))", "(k + 3))"), ("(k + 2))", "(k + 3))")),
        ),
    ),
    "odd_row_half": Spec(
        "S(0, n + 1, lambda k: C(2 * n + 1, k)) == 4 ** n",
        (
            M(
                OFF,
                ("Finset.range (n + 1)", "Finset.range (n + 2)"),
                ("S(0, n + 1,", "S(0, n + 2,"),
            ),
            M(EXP, ("4 ^ n", "2 ^ (2 * n + 1)"), ("4 ** n", "2 ** (2 * n + 1)")),
            M(
                OFF,
                ("Nat.choose (2 * n + 1) k", "Nat.choose (2 * n) k"),
                ("C(2 * n + 1, k)", "C(2 * n, k)"),
            ),
        ),
    ),
    "sum_cubes": Spec(
        "S(0, n + 1, lambda k: k ** 3) == ndiv(n * (n + 1), 2) ** 2",
        (
            M(
                DIV,
                ("(n * (n + 1) / 2) ^ 2", "(n / 2 * (n + 1)) ^ 2"),
                ("ndiv(n * (n + 1), 2) ** 2", "(ndiv(n, 2) * (n + 1)) ** 2"),
            ),
            M(EXP, ("k ^ 3", "k ^ 2"), ("k ** 3", "k ** 2")),
            M(
                DIV,
                ("(n * (n + 1) / 2) ^ 2", "n ^ 2 * (n + 1) ^ 2 / 4"),
                ("ndiv(n * (n + 1), 2) ** 2", "ndiv(n ** 2 * (n + 1) ** 2, 4)"),
            ),
        ),
    ),
    "trinomial_revision": Spec(
        "C(n, m) * C(m, k) == C(n, k) * C(nsub(n, k), nsub(m, k))",
        (
            M(DROP, drop_hypothesis=True),
            M(
                OFF,
                ("Nat.choose (n - k) (m - k)", "Nat.choose (n - k) (m - k + 1)"),
                ("C(nsub(n, k), nsub(m, k))", "C(nsub(n, k), nsub(m, k) + 1)"),
            ),
            M(
                OFF,
                ("Nat.choose n m * Nat.choose m k", "Nat.choose n m * Nat.choose m (k + 1)"),
                ("C(n, m) * C(m, k)", "C(n, m) * C(m, k + 1)"),
            ),
        ),
        hyp="k <= m",
        hyp_binder="(h : k ≤ m)",
    ),
    "absorption": Spec(
        "k * C(n, k) == n * C(nsub(n, 1), nsub(k, 1))",
        (
            M(DROP, drop_hypothesis=True),
            M(
                OFF,
                ("Nat.choose (n - 1) (k - 1)", "Nat.choose (n - 1) k"),
                ("C(nsub(n, 1), nsub(k, 1))", "C(nsub(n, 1), k)"),
            ),
            M(
                OFF,
                ("k * Nat.choose n k", "(k + 1) * Nat.choose n k"),
                ("k * C(n, k)", "(k + 1) * C(n, k)"),
            ),
        ),
        hyp="1 <= k",
        hyp_binder="(h : 1 ≤ k)",
    ),
    "symmetry": Spec(
        "C(n, k) == C(n, nsub(n, k))",
        (
            M(DROP, drop_hypothesis=True),
            M(
                OFF,
                ("Nat.choose n (n - k)", "Nat.choose n (n - k + 1)"),
                ("C(n, nsub(n, k))", "C(n, nsub(n, k) + 1)"),
            ),
            M(
                TRUNC,
                ("Nat.choose n (n - k)", "Nat.choose n (n - k - 1)"),
                ("C(n, nsub(n, k))", "C(n, nsub(nsub(n, k), 1))"),
            ),
        ),
        hyp="k <= n",
        hyp_binder="(h : k ≤ n)",
    ),
    "pascal": Spec(
        "C(n + 1, k + 1) == C(n, k) + C(n, k + 1)",
        (
            M(
                OFF,
                ("Nat.choose n (k + 1) :=", "Nat.choose n (k + 2) :="),
                ("C(n, k + 1)", "C(n, k + 2)"),
            ),
            M(
                SIGN,
                ("Nat.choose n k + Nat.choose", "Nat.choose n k - Nat.choose"),
                ("C(n, k) + C(n, k + 1)", "nsub(C(n, k), C(n, k + 1))"),
            ),
            M(
                OFF,
                ("Nat.choose (n + 1) (k + 1)", "Nat.choose (n + 2) (k + 1)"),
                ("C(n + 1, k + 1)", "C(n + 2, k + 1)"),
            ),
        ),
    ),
    "binomial_one_plus": Spec(
        "S(0, n + 1, lambda k: Q(C(n, k)) * x ** k) == (1 + x) ** n",
        (
            M(SIGN, ("(1 + x) ^ n", "(1 - x) ^ n"), ("(1 + x) ** n", "(1 - x) ** n")),
            M(OFF, ("x ^ k", "x ^ (k + 1)"), ("x ** k", "x ** (k + 1)")),
            M(EXP, ("(1 + x) ^ n", "(2 + x) ^ n"), ("(1 + x) ** n", "(2 + x) ** n")),
            M(TRUNC, ("x ^ k", "x ^ (k - 1)"), ("x ** k", "x ** nsub(k, 1)")),
        ),
    ),
}

# -- items ----------------------------------------------------------------------------------

THEOREM = re.compile(r"^theorem\s+(\S+)", re.M)
BINDER_VAR = re.compile(r"\((\w[\w\s]*?)\s*:\s*(ℕ|ℤ|ℚ|ℝ)\)")


@dataclass
class Item:
    name: str
    origin: str
    kind: str
    lean: str
    py: str
    hyp: str | None
    variables: dict[str, str]
    truly_false: bool = False
    witness: dict[str, Fraction] | None = None
    status: str = ""
    counterexample: dict[str, str] | None = None
    seconds: float = 0.0
    confirmed: bool = False  # wzprove's counterexample is one for the plain evaluator too
    note: str = field(default="")


def read_originals(path: Path) -> dict[str, str]:
    """Theorem name → its text (from ``theorem`` to the end of its proof) in ``path``."""
    text = path.read_text(encoding="utf-8")
    starts = [m.start() for m in THEOREM.finditer(text)] + [len(text)]
    out = {}
    for a, b in itertools.pairwise(starts):
        chunk = text[a:b].strip()
        out[THEOREM.match(chunk).group(1)] = chunk  # type: ignore[union-attr]
    return out


def binders_of(theorem: str) -> str:
    """The binder text of ``theorem NAME binders : conclusion`` (bracket groups after the
    name, up to the colon at depth 0)."""
    rest = THEOREM.sub("", theorem, count=1)
    depth = 0
    for i, ch in enumerate(rest):
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
        elif ch == ":" and depth == 0:
            return rest[:i]
    raise SystemExit(f"no conclusion colon in {theorem[:60]!r}")


def substitute_once(text: str, old: str, new: str, where: str) -> str:
    if text.count(old) != 1:
        raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times, not once")
    return text.replace(old, new)


def build_items(originals: dict[str, str]) -> list[Item]:
    """The originals and every variant, each with its Lean text and plain reading."""
    missing = set(SPECS) ^ set(originals)
    if missing:
        raise SystemExit(f"originals.lean and SPECS disagree on: {sorted(missing)}")
    items = []
    for name, spec in SPECS.items():
        lean = originals[name]
        variables = {}
        for names, ty in BINDER_VAR.findall(binders_of(lean)):
            for v in names.split():
                variables[v] = ty
        items.append(Item(name, name, "original", lean, spec.py, spec.hyp, variables))
        for i, mut in enumerate(spec.mutations, 1):
            vname = f"{name}_v{i}"
            text = lean.replace(f"theorem {name} ", f"theorem {vname} ", 1)
            py, hyp = spec.py, spec.hyp
            if mut.drop_hypothesis:
                assert spec.hyp_binder is not None, name
                text = substitute_once(text, " " + spec.hyp_binder, "", vname)
                hyp = None
            else:
                text = substitute_once(text, *mut.lean, vname)
                py = substitute_once(py, *mut.py, vname)
            items.append(Item(vname, name, mut.kind, text, py, hyp, dict(variables)))
    return items


# -- settling the truth with the plain evaluator --------------------------------------------

PLAIN_NAT = range(0, 11)
PLAIN_RAT = [Q(0), Q(1), Q(-1), Q(2), Q(1, 2), Q(-3, 2), Q(3), Q(-2, 3)]


def plain_holds(item: Item, point: dict[str, Fraction | int]) -> bool | None:
    """``None`` where the hypothesis fails, else whether the equation holds (plain rules)."""
    env = {k: (int(v) if item.variables[k] in ("ℕ", "ℤ") else Q(v)) for k, v in point.items()}
    scope = dict(PLAIN, **env)
    if item.hyp is not None and not eval(item.hyp, scope):  # noqa: S307 - our own text
        return None
    return bool(eval(item.py, scope))  # noqa: S307


def settle(item: Item) -> None:
    """Set ``truly_false``/``witness`` from the plain evaluator over a small grid."""
    names = list(item.variables)
    grids = [PLAIN_NAT if item.variables[v] == "ℕ" else PLAIN_RAT for v in names]
    for values in itertools.product(*grids):
        point = dict(zip(names, values, strict=True))
        if plain_holds(item, point) is False:
            item.truly_false, item.witness = True, {k: Q(v) for k, v in point.items()}
            return


# -- running wzprove ------------------------------------------------------------------------


def run_wzprove(items: list[Item], time_limit: float, seed: int) -> None:
    from wzprove.commands.refute import refute_identity
    from wzprove.lean.parser import parse_text

    header = "import Mathlib\n\n"
    for item in items:
        t0 = time.perf_counter()
        parsed = parse_text(header + item.lean, file=f"{item.name}.lean")
        if len(parsed) != 1 or parsed[0].status != "parsed" or parsed[0].identity is None:
            item.status = parsed[0].status if parsed else "error"
            item.note = parsed[0].message if parsed else "nothing parsed"
        else:
            result = refute_identity(parsed[0].identity, time_limit=time_limit, seed=seed)
            item.status, item.counterexample = result.status, result.counterexample
            if result.status != "false":
                item.note = result.message
        item.seconds = time.perf_counter() - t0
        if item.counterexample is not None:
            point = {k: Q(v) for k, v in item.counterexample.items() if k in item.variables}
            verdict = plain_holds(item, point)
            item.confirmed = verdict is False
            if verdict is False and not item.truly_false:
                item.truly_false, item.witness = True, point  # beyond the plain grid
                item.note = "false beyond the plain grid; confirmed at wzprove's point"
            elif verdict is not False:
                item.note = (
                    f"wzprove's point is no counterexample for the plain evaluator ({verdict})"
                )


def show_point(point: dict | None) -> str:
    if not point:
        return ""
    return ", ".join(f"{k}={v}" for k, v in point.items())


def report(items: list[Item]) -> int:
    false_items = [i for i in items if i.truly_false]
    true_items = [i for i in items if not i.truly_false]
    detected = [i for i in false_items if i.status == "false" and i.confirmed]
    alarms = [i for i in true_items if i.status == "false"]
    print("| item | perturbation | plain truth | wzprove | counterexample | time (s) | note |")
    print("|---|---|---|---|---|---|---|")
    for i in items:
        truth = "false" if i.truly_false else "true"
        note = i.note.replace("|", "\\|")[:80]
        print(
            f"| {i.name} | {i.kind} | {truth} | {i.status} | {show_point(i.counterexample)} "
            f"| {i.seconds:.3f} | {note} |"
        )
    times = [i.seconds for i in items]
    det = len(detected) / len(false_items) if false_items else 1.0
    fa = len(alarms) / len(true_items) if true_items else 0.0
    kept_true = sum(1 for i in true_items if i.kind != "original")
    print()
    print(
        f"- originals: {sum(1 for i in items if i.kind == 'original')}; variants: "
        f"{sum(1 for i in items if i.kind != 'original')} ({len(false_items)} false, "
        f"{kept_true} stay true under Lean's semantics)"
    )
    print(f"- detection on false items: {len(detected)}/{len(false_items)} = {100 * det:.1f}%")
    print(f"- false alarms on true items: {len(alarms)}/{len(true_items)} = {100 * fa:.1f}%")
    for label, group in (("false items", false_items), ("true items", true_items)):
        ts = [i.seconds for i in group] or [0.0]
        print(
            f"- time per item, {label}: median {statistics.median(ts):.3f}s, "
            f"mean {statistics.mean(ts):.3f}s, max {max(ts):.3f}s"
        )
    print(f"- all items: {len(times)} in {sum(times):.1f}s")
    missed = [i.name for i in false_items if i not in detected]
    if missed:
        print(f"- missed: {', '.join(missed)}")
    if alarms:
        print(f"- false alarms: {', '.join(i.name for i in alarms)}")
    return 0 if not missed and not alarms else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time-limit", type=float, default=3.0, help="seconds per item (default 3)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--list", action="store_true", help="only list the items and their truth")
    args = ap.parse_args(argv)
    items = build_items(read_originals(HERE / "originals.lean"))
    for item in items:
        settle(item)
    originals_false = [i.name for i in items if i.kind == "original" and i.truly_false]
    if originals_false:
        raise SystemExit(f"originals false under the plain evaluator: {originals_false}")
    if args.list:
        for i in items:
            print(i.name, i.kind, "false" if i.truly_false else "true", show_point(i.witness))
        return 0
    run_wzprove(items, args.time_limit, args.seed)
    return report(items)


if __name__ == "__main__":
    sys.exit(main())
