"""The replay of a proof by one recurrence operator (:mod:`wzprove.sketch.complete_operator`):
every line of the theorem re-read from the text and re-checked exactly.

* the lemmas ``<name>_rec<p>`` and the combination blocks ``hb``, ``hb<v>`` are replayed by
  :func:`wzprove.sketch.replay.replay_theorem` (every step must hold);
* ``hc<s>`` (``rw [Finset.sum_Ico_eq_sum_range, Nat.add_sub_cancel, ← Finset.sum_add_distrib…]``,
  then ``Finset.sum_congr`` with ``ring``): the left side is the statement's side ``s`` at
  ``n := m + 1`` and a sum over ``Ico 1 ((m + 1) + 1)``; the right side sums over
  ``range (m + 1)`` whose summands add up, as polynomials in atoms, to the side's summand at
  ``k := 1 + k`` (``Finset.sum_Ico_eq_sum_range``: ``∑ k ∈ Ico a b, f k = ∑ k ∈ range (b - a),
  f (a + k)``; ``Nat.add_sub_cancel``: ``n + m - m = n``);
* each ``have r : P := src args`` states the lemma or ``hc``/``hb`` at the given arguments, up
  to Lean's numeral offsets (:func:`wzprove.sketch.replay_steps.normal`: ``m + 1 + 2`` is
  ``m + 2 + 1`` by ``Nat.add`` on numerals, which ``have``'s defeq check identifies);
* ``v : ∑ k ∈ range (… + 1), F = 0 + F 0 + …`` by ``rw [Finset.sum_range_succ…,
  Finset.sum_range_zero]``: the right side is exactly what the rewrites leave;
* every ``linear_combination``: the goal minus the combination is 0 in the model of
  ``push_cast; ring1`` (:mod:`wzprove.sketch.ring_model`);
* ``hlead`` by ``positivity`` (:func:`wzprove.sketch.ring_model.positive`), ``hv`` by ``ring``;
* ``key``: ``Prover.eq_of_recurrence_one`` / ``_two`` applied with ``n0 = 0``, ``u m`` the
  statement's ``lhs − rhs`` at ``n := m + 1``, ``v = 0``; ``hE`` states
  ``Σ_j a_j m * u (m + j) = 0``, ``hlead`` ``a_J m ≠ 0``, ``hv`` the same for ``0``,
  ``hi<v>`` ``u (0 + … + 1) = 0`` (the Prover theorem's hypotheses up to β-reduction);
* ``cases n``: at ``0`` every sum runs over ``Ico 1 (0 + 1)`` or ``range 0`` (empty;
  ``simp``) and the rest is 0; at ``m + 1`` ``sub_eq_zero.mp (key m …)`` is the statement.
* a side over ``range n`` beside sides over ``Ico 1 (n + 1)`` (LCI Gould 1.11's left side):
  ``hc`` states it at ``n := m + 1``, a sum over ``range (m + 1)`` already, with no ``rw``
  line and ``k`` unshifted (its parts' summands add up to the side's summand itself).
* sides over ``range (n + 1)`` (the closing ``exact sub_eq_zero.mp (key n (Nat.zero_le n))``
  names ``n``): everything above at ``n := m`` in place of ``m + 1``, ``k`` unshifted, ``hc``
  without its ``rw`` line, ``u`` the statement's ``lhs − rhs`` itself.

Any other line, or a step that does not hold, raises
:class:`~wzprove.sketch.complete_pieces.PiecesError`.
"""

from __future__ import annotations

import re

from wzprove.lean.parser import parse_text
from wzprove.model.identity import Identity, Term
from wzprove.sketch.complete_pieces import PiecesError
from wzprove.sketch.replay_steps import normal
from wzprove.sketch.ring_model import Atoms, positive, ring_poly, to_poly
from wzprove.sketch.terms import at

_OWN = re.compile(r"^(hc\d+|hE|hlead|hv|hi\d+|key)$")
_HAVE = re.compile(r"^have (\S+) : (.+) := (.+)$")


def _fail(why: str) -> PiecesError:
    return PiecesError(f"replay: {why}")


class _Reader:
    def __init__(self, st: Identity):
        self.st = st
        self.binders = " ".join(f"({v.name} : {v.type})" for v in st.variables)
        self.K = st.domain

    def prop(self, text: str, extra: str = "") -> tuple[Term, Term]:
        (p,) = parse_text(f"theorem replay_check {self.binders} {extra} : {text}")
        if p.identity is None:
            raise _fail(f"cannot read {text[:80]}")
        return p.identity.lhs, p.identity.rhs

    def term(self, text: str, ty: str, extra: str = "") -> Term:
        return self.prop(f"(({text}) : {ty}) = 0", extra)[0]


def _same(a: Term, b: Term) -> bool:
    return normal(a) == normal(b)


def _poly_zero(goal: tuple[Term, Term], facts: list[tuple[Term, tuple[Term, Term]]]) -> bool:
    atoms = Atoms()

    def p(t: Term):  # as written: `ring1` compares atoms syntactically, no numeral folding
        return ring_poly(t, atoms)

    diff = p(goal[0]) - p(goal[1])
    for c, (lhs, rhs) in facts:
        diff = diff - p(c) * (p(lhs) - p(rhs))
    return diff.is_zero()


def _top_split(s: str, sep: str) -> list[str]:
    out, depth, cur, i = [], 0, "", 0
    while i < len(s):
        ch = s[i]
        depth += ch in "(["
        depth -= ch in ")]"
        if depth == 0 and s.startswith(sep, i):
            out.append(cur)
            cur, i = "", i + len(sep)
            continue
        cur += ch
        i += 1
    return out + [cur]


def _block(lines: list[str], i: int) -> tuple[str, list[str], int]:
    """The top-level line ``i`` and the lines indented under it."""
    head, j = lines[i][2:], i + 1
    while j < len(lines) and lines[j].startswith("    "):
        j += 1
    return head, [x[4:] for x in lines[i + 1 : j]], j


def check_operator(text: str, name: str, lemmas: list[str]) -> None:
    """Re-read the proof of ``name`` in ``text`` (module docstring); raises
    :class:`PiecesError` at the first step that does not hold."""
    from wzprove.sketch.linear_common import LinearProofError, check_replay
    from wzprove.sketch.replay import replay_theorem
    from wzprove.sketch.split_proof import proof_lines

    for lemma in lemmas:
        try:
            check_replay(text, lemma)
        except LinearProofError as err:
            raise _fail(f"the lemma {lemma}: {err}") from err
    if re.search(r"\b(sorry|admit)\b", text):
        raise _fail("a sorry or admit in the file")
    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    st = theorems.get(name)
    own = {x: theorems[x] for x in lemmas if x in theorems}
    if st is None or st.statement is None:
        raise _fail(f"no theorem {name}")
    report = replay_theorem(text, name)
    for s in report.steps:
        if not s.ok and not (s.kind == "unreadable" and _OWN.match(s.have)):
            raise _fail(f"{s.have} {s.step}: {s.detail[:200]}")
    R = _Reader(st)
    K = R.K
    lines = _strip_comment(proof_lines(text, st.statement))
    combos = {s.have for s in report.steps if s.ok and s.kind == "linear-combination"}
    facts: dict[str, tuple[Term, Term]] = {}  # closed facts and ∀ m facts (in m)
    n, b = _variable(st, lines)
    i = 0
    while i < len(lines) and lines[i].startswith("  have "):
        head, inner, i = _block(lines, i)
        hm = re.match(r"^have (\S+) : (.*?) :=(.*)$", head)
        if hm is None and head.startswith("have key := "):
            if inner:
                raise _fail("lines under key")
            _key(R, head, facts, st, n, b)
            facts["key"] = (Term.lit(0), Term.lit(0))
            continue
        if hm is None:
            raise _fail(f"unread line {head[:80]}")
        h, prop, rest = hm.groups()
        forall = prop.startswith("∀ m : ℕ, ")
        body = prop[len("∀ m : ℕ, ") :] if forall else prop
        extra = "(m : ℕ)" if forall else ""
        if h.startswith("hc"):
            facts[h] = R.prop(body, extra)
            _conv(R, st, n, h, facts[h], inner, b)
        elif h == "hb" or re.fullmatch(r"hb\d+", h):
            if h not in combos:
                raise _fail(f"{h} is not a replayed combination")
            facts[h] = R.prop(body, extra)
        elif h == "hE":
            facts[h] = R.prop(body, extra)
            _glue(R, facts, own, facts[h], inner[1:] if inner[:1] == ["intro m"] else ["?"])
        elif h in ("hlead", "hv"):
            pre = "0 ≤ m → "
            if not forall or not body.startswith(pre) or inner:
                raise _fail(f"{h} is not ∀ m : ℕ, 0 ≤ m → …")
            body = body[len(pre) :]
            if h == "hlead":
                if not body.endswith(" ≠ 0") or rest.strip() != "fun m _ => by positivity":
                    raise _fail("hlead is not `… ≠ 0 := fun m _ => by positivity`")
                lead = R.term(body[: -len(" ≠ 0")], K, extra)
                if not positive(lead):
                    raise _fail(f"positivity does not prove {body}")
                facts[h] = (lead, Term.lit(0, K))
            else:
                facts[h] = R.prop(body, extra)
                if rest.strip() != "fun m _ => by ring" or not _poly_zero(facts[h], []):
                    raise _fail("hv is not a ring identity")
        elif re.fullmatch(r"hi\d+", h):
            facts[h] = R.prop(body)
            _glue(R, facts, own, facts[h], inner)
        else:
            raise _fail(f"unexpected have {h}")
    if "key" not in facts:
        raise _fail("no `have key := …`")
    _closing(R, st, n, lines[i:], b)


def _strip_comment(lines: list[str]) -> list[str]:
    out, inside = [], False
    for x in lines:
        s = x.strip()
        if s.startswith("/-"):
            inside = not s.endswith("-/")
            continue
        if inside:
            inside = not s.endswith("-/")
            continue
        out.append(x)
    return out


def _variable(st: Identity, lines: list[str]) -> tuple[str, int]:
    """The recurrence variable ``n`` and the sides' lower limit ``b`` (``u(m) = E(m + b)``),
    as the closing names them: ``cases n with`` (sides over ``Ico 1 (n + 1)``, ``b = 1``) or
    ``exact sub_eq_zero.mp (key n (Nat.zero_le n))`` (sides over ``range (n + 1)``)."""
    ns = [v.name for v in st.variables if v.type == "ℕ"]
    for x in lines:
        got = re.fullmatch(r"  cases (\w+) with", x)
        if got and got.group(1) in ns:
            return got.group(1), 1
        got = re.fullmatch(r"  exact sub_eq_zero\.mp \(key (\w+) \(Nat\.zero_le (\w+)\)\)", x)
        if got and got.group(1) == got.group(2) and got.group(1) in ns:
            return got.group(1), 0
    raise _fail("no closing that names a ℕ variable of the statement")


def _succ(t: Term) -> Term:
    return Term("add", (t, Term.lit(1)), "ℕ")


def _up(t: Term, b: int) -> Term:
    return _succ(t) if b else t


def _cancels(t: Term) -> bool:
    """Whether the ℕ subtraction ``t`` might be an instance of ``Nat.add_sub_cancel``'s
    ``?n + ?m - ?m`` (``rw`` would rewrite it instead of, or with, the sum's bound): unless its
    first argument is a variable, or a sum ``X + Y`` with ``Y`` and the subtrahend linear forms
    of different values (terms of different values are never defeq)."""
    if t.op != "sub" or t.type != "ℕ":
        return False
    a, b = t.args
    if a.op != "add":
        return a.op != "var"
    atoms = Atoms()
    y, z = to_poly(a.args[1], atoms), to_poly(b, atoms)
    plain = all(key[0] == "var" for key in atoms.index)  # type: ignore[index]
    return not plain or (y - z).is_zero()


def _conv(R: _Reader, st: Identity, n: str, h: str, fact, inner: list[str], b: int) -> None:
    """``hc<s>`` (module docstring)."""
    s = int(h[2:]) - 1
    side = (st.lhs, st.rhs)[s] if s in (0, 1) else None
    lhs, rhs = fact
    m = Term.var("m")
    if side is None or lhs != at(side, {n: _up(m, b)}) or lhs.op != "sum":
        raise _fail(f"{h}: the left side is not the statement's side at {n} := m + {b}")
    lo, hi, f = lhs.args
    kind = "Ico" if b else "range"
    sh = b  # the index shift: 1 over Ico 1 ((m + 1) + 1), 0 over range (m + 1)
    if b and lhs.value.kind == "range" and lo == Term.lit(0) and hi == _succ(m):
        sh = 0  # a side over range n, at n := m + 1 (`Finset.sum_congr` alone)
    elif lo != Term.lit(b) or hi != _succ(_up(m, b)) or lhs.value.kind != kind:
        raise _fail(f"{h}: not a sum over Ico 1 ((m + 1) + 1), range (m + 1) or range (m + 1)")
    sums, t = [], rhs
    while t.op == "add" and t.args[1].op == "sum":
        sums.insert(0, t.args[1])
        t = t.args[0]
    sums.insert(0, t)
    k = lhs.value.index
    for x in sums:
        if x.op != "sum" or x.args[:2] != (Term.lit(0), _succ(m)) or x.value.kind != "range":
            raise _fail(f"{h}: a right-hand sum not over range (m + 1)")
        if x.value.index != k:
            raise _fail(f"{h}: another index")
    shifted = at(f, {k: Term("add", (Term.lit(1), Term.var(k)), "ℕ")})
    if sh and any(_cancels(t) for t in shifted.walk()):
        raise _fail(f"{h}: an ℕ subtraction in the summand (`Nat.add_sub_cancel` could meet it)")
    shifted = at(f, {k: Term("add", (Term.lit(1), Term.var(k)), "ℕ")}) if sh else f
    parts = [(Term.lit(1, lhs.type), (x.args[2], Term.lit(0, lhs.type))) for x in sums]
    if not _poly_zero((shifted, Term.lit(0, lhs.type)), parts):
        raise _fail(f"{h}: the parts do not add up to the summand")
    rws = ["Finset.sum_Ico_eq_sum_range", "Nat.add_sub_cancel"] if sh else []
    rws += ["← Finset.sum_add_distrib"] * (len(sums) - 1)
    want = [
        "intro m",
        *([f"rw [{', '.join(rws)}]"] if rws else []),
        "all_goals exact Finset.sum_congr rfl (fun k _ => by ring)",
    ]
    if inner != want:
        raise _fail(f"{h}: the tactic lines are not the replayed ones")


def _instance(R: _Reader, src: str, facts, theorems) -> tuple[Term, Term]:
    """The statement that ``src`` (``lemma args``, ``hc<s> (t)``, ``hb m``, ``hb<v>``)
    proves, with its arguments substituted."""
    toks = _top_split(src.strip(), " ")
    head, args = toks[0], [a for a in toks[1:] if a]
    if head in facts and re.fullmatch(r"hc\d+|hb\d*", head):
        lhs, rhs = facts[head]
        if head.startswith("hb") and head != "hb":
            if args:
                raise _fail(f"{head} takes no argument")
            return lhs, rhs
        if len(args) != 1:
            raise _fail(f"{head} takes one argument")
        t = R.term(args[0], "ℕ", "(m : ℕ)")
        return at(lhs, {"m": t}), at(rhs, {"m": t})
    lemma = theorems.get(head)
    if lemma is None or len(args) != len(lemma.variables):
        raise _fail(f"{head}: not a lemma of the file at its variables")
    values = {}
    for v, a in zip(lemma.variables, args, strict=True):
        values[v.name] = R.term(a, v.type, "(m : ℕ)")
    return at(lemma.lhs, values), at(lemma.rhs, values)


def _glue(R: _Reader, facts, theorems, goal, inner: list[str]) -> None:
    """``have`` facts at their instances, then one ``linear_combination`` of them."""
    local: dict[str, tuple[Term, Term]] = {}
    extra = "(m : ℕ)"
    for line in inner[:-1]:
        hm = _HAVE.match(line)
        if hm is None:
            raise _fail(f"unread line {line[:80]}")
        h, prop, src = hm.groups()
        stated = R.prop(prop, extra)
        if src.startswith("by rw [Finset.sum_range_succ"):
            _expansion(stated, src)
        else:
            want = _instance(R, src, facts, theorems)
            if not (_same(stated[0], want[0]) and _same(stated[1], want[1])):
                raise _fail(f"{h} does not state {src.split()[0]} at its arguments")
        local[h] = stated
    lc = "linear_combination (norm := (push_cast; ring1)) "
    if not inner or not inner[-1].startswith(lc):
        raise _fail("the glue does not end with linear_combination")
    used = []
    for term in _top_split(inner[-1][len(lc) :], " + "):
        cm = re.fullmatch(r"\((.+)\) \* (\S+)", term.strip())
        coef, h = (cm.group(1), cm.group(2)) if cm else ("1", term.strip())
        if h not in local:
            raise _fail(f"linear_combination uses {h}")
        used.append((R.term(coef, R.K, extra), local[h]))
    if not _poly_zero(goal, used):
        raise _fail("the linear_combination leaves a remainder")


def _expansion(stated: tuple[Term, Term], src: str) -> None:
    """``∑ k ∈ range (t + 1), F k = 0 + F 0 + … + F t`` by the rewrites of ``src``."""
    total, out = stated
    if total.op != "sum" or total.value.kind != "range" or total.args[0] != Term.lit(0):
        raise _fail("an expansion of something else than a range sum")
    hi, body, k = total.args[1], total.args[2], total.value.index
    points = []
    while hi.op == "add" and hi.args[1] == Term.lit(1):
        points.insert(0, hi.args[0])
        hi = hi.args[0]
    if hi != Term.lit(0):
        raise _fail("a range that does not peel to 0")
    rws = ", ".join(["Finset.sum_range_succ"] * len(points) + ["Finset.sum_range_zero"])
    if src != f"by rw [{rws}]":
        raise _fail("the expansion's rewrites")
    want = Term.lit(0, total.type)
    for p in points:
        want = Term("add", (want, at(body, {k: p})), total.type)
    if want != out:
        raise _fail("the expansion's right side is not what the rewrites leave")


def _lambdas(s: str) -> list[str]:
    return [x for x in _top_split(s, " ") if x]


def _key(R: _Reader, head: str, facts, st: Identity, n: str, b: int) -> None:
    """``have key := Prover.eq_of_recurrence_one/two 0 a… u v hlead (fun m _ => hE m) hv hi…``."""
    args = _lambdas(head[len("have key := ") :])
    J = {"Prover.eq_of_recurrence_one": 1, "Prover.eq_of_recurrence_two": 2}.get(args[0])
    if J is None or len(args) != 2 + (J + 1) + 2 + 3 + J or args[1] != "0":
        raise _fail("key is not Prover.eq_of_recurrence_one/two 0 …")
    lam = re.compile(r"^\(fun m => (.+)\)$")
    A = []
    for a in args[2 : 3 + J]:
        mm = lam.match(a)
        if mm is None:
            raise _fail("a coefficient that is not fun m => …")
        A.append(R.term(mm.group(1), R.K, "(m : ℕ)"))
    um = lam.match(args[3 + J])
    if um is None or args[4 + J] != f"(fun _ => (0 : {R.K}))":
        raise _fail("u, v are not fun m => …, fun _ => 0")
    m = Term.var("m")
    U = R.term(um.group(1), R.K, "(m : ℕ)")
    if U != Term("sub", (at(st.lhs, {n: _up(m, b)}), at(st.rhs, {n: _up(m, b)})), R.K):
        raise _fail(f"u is not lhs − rhs at n := m + {b}")
    rest = args[5 + J :]
    inits = [f"hi{v}" for v in range(J)]
    if rest != ["hlead", "(fun m _ => hE m)", "hv", *inits]:
        raise _fail("key's hypotheses are not hlead, hE, hv, hi…")
    zero = Term.lit(0, R.K)

    def plus(j: int) -> Term:
        return m if j == 0 else Term("add", (m, Term.lit(j)), "ℕ")

    def total(u_at) -> Term:
        out = Term("mul", (A[0], u_at(0)), R.K)
        for j in range(1, J + 1):
            out = Term("add", (out, Term("mul", (A[j], u_at(j)), R.K)), R.K)
        return out

    hE = facts.get("hE")
    if hE is None or hE[1] != zero or not _same(hE[0], total(lambda j: at(U, {"m": plus(j)}))):
        raise _fail("hE is not Σ_j a_j m * u (m + j) = 0")
    if facts.get("hlead") != (A[J], zero):
        raise _fail("hlead is not a_J m ≠ 0")
    if facts.get("hv") is None or facts["hv"][1] != zero or facts["hv"][0] != total(lambda j: zero):
        raise _fail("hv is not Σ_j a_j m * 0 = 0")
    point = Term.lit(0)
    for v in range(J):
        got = facts.get(f"hi{v}")
        if got is None or got[1] != zero or not _same(got[0], at(U, {"m": point})):
            raise _fail(f"hi{v} is not u ({v}) = 0")
        point = _succ(point)


def _closing(R: _Reader, st: Identity, n: str, lines: list[str], b: int) -> None:
    """The closing lines: ``key`` at ``n`` itself (``b = 0``: ``u`` is ``lhs − rhs``), or
    ``cases n`` (``b = 1``): at ``0`` every sum is empty, at ``m + 1`` ``key m``."""
    if not b:
        if lines != [f"  exact sub_eq_zero.mp (key {n} (Nat.zero_le {n}))"]:
            raise _fail("the closing is not `exact sub_eq_zero.mp (key n …)`")
        return
    want = [
        f"  cases {n} with",
        "  | zero => simp",
        "  | succ m => exact sub_eq_zero.mp (key m (Nat.zero_le m))",
    ]
    if lines != want:
        raise _fail("the closing is not `cases n` with `simp` and `key`")
    zero = Term.lit(0)
    for side in (st.lhs, st.rhs):  # each side one sum, 0 over the empty Ico 1 1 or range 0
        t = at(side, {n: zero})
        if t.op != "sum":
            raise _fail("at 0 a side is not a sum")
        if t.value.kind == "range" and t.args[:2] == (Term.lit(0), zero):
            continue  # `Finset.range_zero`, `Finset.sum_empty` (simp lemmas)
        if t.args[0] != Term.lit(1) or t.args[1] != _succ(zero) or t.value.kind != "Ico":
            raise _fail("at 0 a side is not a sum over Ico 1 (0 + 1) or range 0")
