"""How many certified items of each suite get a complete proof, and why the others do not.

Usage (the numbers in RESULTS.md, "Complete proofs")::

    python benchmarks/complete_proofs.py --suites lci lc-test wzprove-100 --timeout 20
    python benchmarks/complete_proofs.py --suites lci --names 'Gould_identity_3_*'

For each item: parse, certify (falsity search 0.3 s, the engine's ``--timeout``), then the
proof compiler (``build_sketch(..., complete=True)``: compile, write, replay; for an item
certified by linearity, :func:`wzprove.sketch.complete_linear.linear_proof`); an item
certified by a case split counts as ``complete`` when its whole proof file is written (each
case lemma compiled and replayed, the split's wrapper checked and re-read), else ``none``.
One line per certified item (``name  method  order  complete|partial|none  why``) and a
summary per suite.  No Lean toolchain is involved: ``complete`` means no side goal and every
compiled step replayed, not kernel-checked.  An item certified by induction
(:mod:`wzprove.pipeline.induction`) counts as ``complete`` when
:func:`wzprove.sketch.induction_recurrence.induction_text` writes and replays its proof (the
first-order step, or the same recurrence); the dedicated proofs of ``prove`` (an exact ℕ
division, sums from 1, a hypothesis' case, :data:`wzprove.pipeline.run.DEDICATED_PROOFS`) are
tried before the sketch, as ``prove`` does.  An item certified as a binomial sum of
sines/cosines counts as ``complete`` when :func:`wzprove.sketch.trig_proof.trig_proof` writes
and replays its proof.
"""

from __future__ import annotations

import argparse
import collections
import fnmatch
import time
from pathlib import Path

from wzprove.bench.suites import load_suite, shared_data_root
from wzprove.pipeline import ProveOptions, certify_theorem, finish_from_one, finish_hyp_shift
from wzprove.pipeline.finish_exact import applies, proof_text
from wzprove.sketch.build import build_sketch

REPO = Path(__file__).resolve().parents[1]

#: suite → (data relative to the data root, defs relative to it)
DATA = {
    "lci": ("lci_test/LCI_test.jsonl", None),
    "lc-test": ("lc_test/LC_test.lean", "lc_test/Defs_Combinatorial_Identities.lean"),
    "wzprove-100": (None, None),
    "brokenmath-originals": ("", None),  # benchmarks/brokenmath/originals.lean, ours
}


def _split_state(done: object, opts: ProveOptions) -> tuple[str, str]:
    """``complete`` or ``none`` and why, for a statement certified by a case split: its proof
    file as ``prove`` writes it (each case lemma compiled and replayed, the wrapper checked
    and re-read: :func:`wzprove.pipeline.split._split_proof_text`)."""
    from wzprove.pipeline.split import _split_proof_text

    try:
        _split_proof_text(done.identity, done.split, opts)  # type: ignore[attr-defined]
    except Exception as err:  # noqa: BLE001 - a report line per item, whatever happens
        return "none", str(err)[:300]
    return "complete", ""


def _linear(done) -> str:
    """The line of an item certified by linearity (:mod:`wzprove.sketch.complete_linear`:
    compile, write, replay) and its state, ``complete`` or ``none``."""
    from wzprove.sketch.complete_linear import LinearProofError, linear_proof

    form = (done.report.linear or {}).get("form", "-")
    try:
        linear_proof(done.identity, done.report.linear or {}, time.monotonic() + 60)
        state, why = "complete", ""
    except LinearProofError as err:
        state, why = "none", str(err)
    except Exception as err:  # noqa: BLE001 - a report line per item, whatever happens
        state, why = "none", f"{type(err).__name__}: {err}"
    print(f"{done.report.name}\tlinearity\t{form}\t{state}\t{why[:300]}", flush=True)
    return state


def _induction(done) -> str:
    """The line of an item certified by induction (:mod:`wzprove.sketch.induction_proof`:
    compile, write, replay) and its state, ``complete`` or ``none``."""
    from wzprove.sketch.induction_proof import InductionProofError
    from wzprove.sketch.induction_recurrence import induction_text

    record = done.report.induction or {}
    try:
        induction_text(done.identity, record, time.monotonic() + 60)
        state, why = "complete", ""
    except InductionProofError as err:
        state, why = "none", str(err)
    except Exception as err:  # noqa: BLE001 - a report line per item, whatever happens
        state, why = "none", f"{type(err).__name__}: {err}"
    kind = record.get("kind", "-")
    print(f"{done.report.name}\tinduction\t{kind}\t{state}\t{why[:300]}", flush=True)
    return state


def _trig(done) -> str:
    """The line of an item certified as a binomial sum of sines/cosines
    (:mod:`wzprove.sketch.trig_proof`: compile, write, replay) and its state."""
    from wzprove.sketch.trig_proof import TrigProofError, trig_proof

    try:
        trig_proof(done.identity)
        state, why = "complete", ""
    except TrigProofError as err:
        state, why = "none", str(err)
    except Exception as err:  # noqa: BLE001 - a report line per item, whatever happens
        state, why = "none", f"{type(err).__name__}: {err}"
    print(f"{done.report.name}\tbinomial-trig\t-\t{state}\t{why[:300]}", flush=True)
    return state


def main() -> None:
    """Parse the arguments, run each suite, print one line per certified item and a summary."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--suites", nargs="*", default=list(DATA), choices=list(DATA))
    ap.add_argument("--data-root", type=Path, default=shared_data_root())
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--names", nargs="*", help="only items whose name matches one of these globs")
    args = ap.parse_args()
    summary = []
    for suite in args.suites:
        data, defs = DATA[suite]
        t0 = time.perf_counter()
        counts: collections.Counter[str] = collections.Counter()
        if suite == "brokenmath-originals":
            items = load_suite("wzprove-100", REPO / "benchmarks" / "brokenmath" / "originals.lean")
        else:
            items = load_suite(
                suite,
                args.data_root / data if data else None,
                defs=args.data_root / defs if defs else None,
            )
        for item in items:
            if args.names and not any(fnmatch.fnmatch(item.name, g) for g in args.names):
                continue
            parsed, _ = item.parse()
            if parsed.status == "error":
                continue
            opts = ProveOptions(timeout_s=args.timeout, falsity_time_s=0.3)
            done = certify_theorem(parsed, opts)
            if done.split_certified:
                state, why = _split_state(done, opts)
                counts[state] += 1
                kind = done.split.split.kind
                print(f"{item.name}\tcase split ({kind})\t-\t{state}\t{why}", flush=True)
                continue
            if done.report.status == "certified" and done.report.method == "linearity":
                state = _linear(done)  # certified by linearity: its own proof compiler
                counts[state] += 1
                continue
            if done.report.status == "certified" and done.report.method == "induction":
                state = _induction(done)  # certified by induction: its own proof compiler
                counts[state] += 1
                continue
            if done.report.status == "certified" and done.report.method == "binomial-trig":
                state = _trig(done)  # a binomial sum of sines/cosines: its own compiler
                counts[state] += 1
                continue
            if not done.certified:
                continue
            if applies(done.identity):  # an exact ℕ division: its own proof (finish_exact)
                try:
                    proof_text(done.identity, opts)
                    state, why = "complete", ""
                except Exception as err:  # noqa: BLE001 - a report line per item
                    state, why = "none", f"exact division: {err}"
                counts[state] += 1
                print(f"{item.name}	exact division	-	{state}	{why[:300]}", flush=True)
                continue
            if finish_from_one.applies(done.identity):  # two sums from 1: through their lemma
                try:
                    finish_from_one.proof_text(done.identity, opts)
                    state, why = "complete", ""
                except Exception as err:  # noqa: BLE001 - a report line per item
                    state, why = "none", f"sums from 1: {err}"
                counts[state] += 1
                print(f"{item.name}\tsums from 1\t-\t{state}\t{why[:300]}", flush=True)
                continue
            if finish_hyp_shift.applies(done.identity):  # through the hypothesis' case
                try:
                    finish_hyp_shift.proof_text(done.identity, done.report, opts)
                    state, why = "complete", ""
                except Exception as err:  # noqa: BLE001 - a report line per item
                    state, why = "none", f"hypothesis case: {err}"
                counts[state] += 1
                print(f"{item.name}\thypothesis case\t-\t{state}\t{why[:300]}", flush=True)
                continue
            cert = done.result.certificate
            order = cert.recurrence.order if cert.recurrence else "-"
            # as `wzprove prove` writes it (pipeline/finish.py): a JSON Lines statement, read
            # under the suite's default opens, goes under DEFAULT_HEADER (which opens them)
            source = item.text if item.default_opens is None else None
            try:
                sk = build_sketch(
                    done.identity,
                    done.reading,
                    cert,
                    source,
                    complete=True,
                    deadline=time.monotonic() + 60,
                )
                state = "complete" if sk.complete else "partial"
                why = sk.why_incomplete
            except Exception as err:  # noqa: BLE001 - a report line per item, whatever happens
                state, why = "none", str(err)
            counts[state] += 1
            cut = why.find("no complete proof")  # the compiler's own reason, after the sketch's
            why = why[:200] + (" … " + why[cut:][:300] if cut > 200 else "")
            print(f"{item.name}\t{cert.method}\t{order}\t{state}\t{why}", flush=True)
        wall = time.perf_counter() - t0
        total = sum(counts.values())
        summary.append(
            f"| {suite} | {total} | {counts['complete']} | {counts['partial']} | "
            f"{counts['none']} | {wall:.0f} s |"
        )
    print("\n| suite | certified | complete | partial | none | wall |")
    print("|---|---:|---:|---:|---:|---:|")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
