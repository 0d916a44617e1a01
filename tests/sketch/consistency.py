"""An independent reading of a sketch: its `let` definitions are parsed back from the Lean
text (with :mod:`wzprove.lean.parser`) and every side goal of its method is evaluated on
those terms under Lean's semantics.  This checks the *text* the sketch writes, not the terms
the generator built it from."""

from __future__ import annotations

import re
from fractions import Fraction

from wzprove.lean.parser import parse_text
from wzprove.model.identity import Identity, evaluate
from wzprove.sketch.build import Sketch


def lets(sketch: Sketch) -> dict[str, tuple[list[str], str]]:
    """`let NAME : T := fun a b => BODY` lines: NAME -> (binders, BODY)."""
    out = {}
    for m in re.finditer(r"^  let (\S+) : [^\n]*? := fun ([^=]+?) => (.*)$", sketch.text, re.M):
        out[m.group(1)] = (m.group(2).split(), m.group(3))
    return out


def parse_body(body: str, identity: Identity, binders: list[str]):
    """The term of `body`, read as the left side of a throw-away theorem."""
    vars_ = {v.name: v.type for v in identity.variables}
    for b in binders:
        vars_[b] = "ℕ"
    binder_text = " ".join(f"({name} : {ty})" for name, ty in vars_.items())
    res = parse_text(f"import Mathlib\ntheorem t {binder_text} : {body} = 0")
    assert res[0].status == "parsed", (res[0].message, body)
    return res[0].identity.lhs


def params(identity: Identity, bound: set[str]) -> list[dict[str, Fraction]]:
    vals = {"ℕ": [0, 2, 3], "ℤ": [-1, 2], "ℚ": [Fraction(1, 2), 3], "ℝ": [Fraction(1, 2), 3]}
    points: list[dict[str, Fraction]] = [{}]
    for v in identity.numeric_variables():
        if v.name in bound:
            continue
        points = [{**p, v.name: Fraction(x)} for p in points for x in vals[v.type]]
    return points


def div(a: Fraction, b: Fraction) -> Fraction:
    return Fraction(0) if b == 0 else a / b


def check_sketch(
    sketch: Sketch, identity: Identity, n: str, k: str, start: int, span: int = 10
) -> int:
    """Assert every side goal of the sketch's method on the parsed `let`s; returns the
    number of points checked."""
    defs = lets(sketch)
    need = {"F", "G", "r", "a", "b", "v", "f", "g"}
    T = {
        name: (b, parse_body(body, identity, b)) for name, (b, body) in defs.items() if name in need
    }
    count = 0

    def ev(name: str, p, *args) -> Fraction:
        nonlocal count
        binders, term = T[name]
        env = dict(p)
        env.update({b: Fraction(a) for b, a in zip(binders, args, strict=True)})
        count += 1
        return evaluate(term, env)

    own = [h for h in identity.hypotheses if n not in h.free_vars()]
    for p in params(identity, {n, k}):
        if not all(evaluate(h, p) is True for h in own):
            continue
        if sketch.prover_theorem == "Prover.wz_sum_eq":
            for m in range(span + 1):
                assert ev("r", p, m) != 0
                assert ev("G", p, m, 0) == 0 and ev("G", p, m, m + 2) == 0
                assert ev("F", p, m, m + 1) == 0
                for j in range(m + 2):
                    left = div(ev("F", p, m + 1, j), ev("r", p, m + 1)) - div(
                        ev("F", p, m, j), ev("r", p, m)
                    )
                    assert left == ev("G", p, m, j + 1) - ev("G", p, m, j), (m, j, p)
            assert ev("F", p, 0, 0) == ev("r", p, 0)
        elif sketch.prover_theorem == "Prover.eq_of_recurrence_from":
            J = int(re.search(r"eq_of_recurrence_from (\d+) ", sketch.text).group(1))
            for m in range(start, start + span):
                a = [ev("a", p, j, m) for j in range(J + 1)]
                assert a[J] != 0
                for j in range(m + J + 1):
                    left = sum(a[i] * ev("F", p, m + i, j) for i in range(J + 1))
                    assert left == ev("G", p, m, j + 1) - ev("G", p, m, j), (m, j, p)
                # inhomogeneous: G(n, n+J+1) - G(n, 0) = b(n) = Σ_j a_j v(n+j)
                b = ev("b", p, m) if "b" in T else Fraction(0)
                if "b" not in T:
                    assert ev("G", p, m, 0) == 0 and ev("G", p, m, m + J + 1) == 0
                assert ev("G", p, m, m + J + 1) - ev("G", p, m, 0) == b
                assert sum(a[i] * ev("v", p, m + i) for i in range(J + 1)) == b
            for i in range(start, start + J):
                assert sum(ev("F", p, i, j) for j in range(i + 1)) == ev("v", p, i)
        elif sketch.prover_theorem == "Prover.sum_range_telescope":
            for m in range(start, start + span):
                q = {**p, n: Fraction(m)} if n else dict(p)
                if not identity.hypotheses_hold(q):
                    continue
                node = identity.lhs if identity.lhs.op == "sum" else identity.rhs
                upper = int(evaluate(node.args[1], q))
                for j in range(upper + (0 if node.value.kind == "range" else 1)):
                    assert ev("f", q, j) == ev("g", q, j + 1) - ev("g", q, j), (m, j)
        else:
            raise AssertionError(sketch.prover_theorem)
    return count
