"""The Mathlib and Lean-core functions the statement reader knows, by full name, with the
types Lean gives them (each definition is cited where its value is computed,
:mod:`wzprove.model.semantics` and :mod:`wzprove.model.special`).

* :data:`NAT_FUNCS`: ``ℕ → … → ℕ`` functions — ``Nat.choose``, ``Nat.factorial``,
  ``Nat.descFactorial``, ``Nat.ascFactorial`` (Lean core / ``Mathlib/Data/Nat/``),
  ``Nat.stirlingFirst``, ``Nat.stirlingSecond``
  (``Mathlib/Combinatorics/Enumerative/Stirling.lean``), ``Nat.fib``
  (``Mathlib/Data/Nat/Fib/Basic.lean``), ``Nat.centralBinom``
  (``Mathlib/Data/Nat/Choose/Central.lean``), ``Nat.gcd``, ``Nat.lcm`` (Lean core), and the
  root-namespace ``catalan`` (``Mathlib/Combinatorics/Enumerative/Catalan.lean``).
* :data:`TYPED_FUNCS`: other fixed signatures — ``harmonic : ℕ → ℚ``
  (``Mathlib/NumberTheory/Harmonic/Defs.lean``), ``Int.gcd``, ``Int.lcm : ℤ → ℤ → ℕ``,
  ``Real.sqrt`` (``Mathlib/Data/Real/Sqrt.lean``; notation ``√``), ``Real.cos``, ``Real.sin :
  ℝ → ℝ``, ``Real.tan`` (``Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean``),
  ``Real.log`` (``Mathlib/Analysis/SpecialFunctions/Log/Basic.lean``), ``Real.exp``
  (``Mathlib/Analysis/SpecialFunctions/Exp.lean``), ``Real.Gamma``
  (``Mathlib/Analysis/SpecialFunctions/Gamma/Basic.lean``), ``Complex.betaIntegral : ℂ → ℂ →
  ℂ`` (``Mathlib/Analysis/SpecialFunctions/Gamma/Beta.lean``; the model's ``ℂ`` holds real
  values only: casts, field operations and ``=``/``≠``); :data:`CONSTANTS`: ``Real.pi``
  (notation ``π`` under ``open Real``,
  ``Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean``).
* :data:`ROUNDING`: ``Int.floor``, ``Int.ceil : α → ℤ`` and ``Nat.floor``, ``Nat.ceil : α → ℕ``
  (``Mathlib/Algebra/Order/Floor/Defs.lean``), whose argument keeps its own type.

A short name resolves through the opened namespaces (``open Nat``: ``fib`` is ``Nat.fib``);
where two opened namespaces both give a known function, or Mathlib also declares the short
name at the root (:data:`ROOT_SHADOWED`: ``gcd``/``lcm`` of ``GCDMonoid``), the reader does
not guess (``out-of-scope``).
"""

from __future__ import annotations

from wzprove.model.identity import SetKind, Ty

#: Global functions we model, by full name.
NAT_FUNCS = {
    "Nat.choose": ("choose", 2),
    "Nat.factorial": ("factorial", 1),
    "Nat.descFactorial": ("descfact", 2),
    "Nat.ascFactorial": ("ascfact", 2),
    "Nat.stirlingFirst": ("stirling1", 2),
    "Nat.stirlingSecond": ("stirling2", 2),
    "Nat.fib": ("fib", 1),
    "Nat.centralBinom": ("centralbinom", 1),
    "Nat.gcd": ("gcd", 2),
    "Nat.lcm": ("lcm", 2),
    "catalan": ("catalan", 1),
    "Nat.succ": ("succ", 1),
    "Nat.pred": ("pred", 1),
}
#: Other functions with fixed argument and result types: name → (op, argument types, result).
TYPED_FUNCS: dict[str, tuple[str, tuple[Ty, ...], Ty]] = {
    "harmonic": ("harmonic", ("ℕ",), "ℚ"),
    "Int.gcd": ("gcd", ("ℤ", "ℤ"), "ℕ"),
    "Int.lcm": ("lcm", ("ℤ", "ℤ"), "ℕ"),
    "Real.sqrt": ("sqrt", ("ℝ",), "ℝ"),
    "Real.cos": ("cos", ("ℝ",), "ℝ"),
    "Real.sin": ("sin", ("ℝ",), "ℝ"),
    "Real.tan": ("tan", ("ℝ",), "ℝ"),
    "Real.log": ("log", ("ℝ",), "ℝ"),
    "Real.exp": ("exp", ("ℝ",), "ℝ"),
    "Real.Gamma": ("gamma", ("ℝ",), "ℝ"),
    "Complex.betaIntegral": ("beta", ("ℂ", "ℂ"), "ℂ"),
}
#: Constants: name → op (``Real.pi``, also ``π`` under ``open Real``, a scoped notation).
CONSTANTS: dict[str, str] = {"Real.pi": "pi"}
#: Floor and ceiling: name → (op, result type); the argument keeps its own type.
ROUNDING: dict[str, tuple[str, Ty]] = {
    "Int.floor": ("floor", "ℤ"),
    "Nat.floor": ("floor", "ℕ"),
    "Int.ceil": ("ceil", "ℤ"),
    "Nat.ceil": ("ceil", "ℕ"),
}
#: Short names that Mathlib also declares at the root (``gcd``, ``lcm``: ``GCDMonoid``'s,
#: exported), so that under ``open Nat`` the short name is not ``Nat.gcd`` alone.
ROOT_SHADOWED = {"gcd", "lcm"}
#: Functions of Mathlib that are not modelled but share a short name with one that is, so that
#: the short name is ambiguous when both namespaces are open (``sqrt`` under ``open Nat Real``).
UNMODELLED_NAMESAKES = {
    "Nat.sqrt",
    "NNReal.sqrt",
    "Int.sqrt",
    "Nat.log",
    "Int.log",
    *(f"Complex.{f}" for f in ("exp", "log", "cos", "sin", "tan", "Gamma", "sqrt")),
}
INTERVALS: dict[str, SetKind] = {
    "Finset.range": "range",
    "Finset.Icc": "Icc",
    "Finset.Ico": "Ico",
    "Finset.Ioc": "Ioc",
    "Finset.Ioo": "Ioo",
}
OTHER_KNOWN = {"Ring.choose", "Nat.cast", "Int.cast", "Rat.cast", "abs", "Even", "Odd"}
FUNCTIONS = set(NAT_FUNCS) | set(TYPED_FUNCS) | set(ROUNDING) | set(CONSTANTS)
KNOWN = FUNCTIONS | set(INTERVALS) | OTHER_KNOWN | {"True", "False"}
