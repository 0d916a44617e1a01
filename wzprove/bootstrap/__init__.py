"""Bootstrapping the prover: data, expert iteration, DAPO (docs/design.md, pipeline's last stage).

Modules (each with one job):

* :mod:`~wzprove.bootstrap.records` — prompt items, proof pairs, provenance, JSON Lines;
* :mod:`~wzprove.bootstrap.identities` — new certified identities from a grammar;
* :mod:`~wzprove.bootstrap.sidegoals` — their simple side goals as Lean text, cold start;
* :mod:`~wzprove.bootstrap.data` — ``wzprove data generate``: the three JSON Lines files;
* :mod:`~wzprove.bootstrap.prompts` — the model's input text for a side goal;
* :mod:`~wzprove.bootstrap.prelude_tasks` — a task family the prelude Lean checks (tests);
* :mod:`~wzprove.bootstrap.verifier` — ``Verifier`` protocol, screen, pool-backed verifiers;
* :mod:`~wzprove.bootstrap.sampling` — k samples per prompt, locally or as Ray tasks;
* :mod:`~wzprove.bootstrap.expert` — expert-iteration rounds with ``trl.SFTTrainer``;
* :mod:`~wzprove.bootstrap.dapo` — DAPO on ``trl.GRPOTrainer`` with dynamic sampling;
* :mod:`~wzprove.bootstrap.config` — dataclass configs from TOML / YAML;
* :mod:`~wzprove.bootstrap.tiny` — tiny models and tokenizers built locally;
* :mod:`~wzprove.bootstrap.metrics` — JSON Lines metrics and plots.

The entry point is :func:`wzprove.commands.train.train`. Importing this package imports neither
torch, transformers, TRL nor Ray.
"""
