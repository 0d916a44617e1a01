"""The CLI's start-up path loads no engine: ``wzprove --help`` (and the option defaults read
from :class:`~wzprove.pipeline.options.ProveOptions`) import neither sympy nor the pipeline's
stages.  Timing is measured in ``benchmarks/startup.py``, not here."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("sympy", "flint", "torch", "rich", "wzprove.pipeline.run", "wzprove.wz")


def _loaded_after(statement: str) -> set[str]:
    code = f"import sys\n{statement}\nprint('\\n'.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_cli_import_loads_no_engine() -> None:
    loaded = _loaded_after("import wzprove.cli")
    assert "click" in loaded and "wzprove.pipeline.options" in loaded
    assert not {m for m in loaded if any(m == h or m.startswith(h + ".") for h in HEAVY)}


def test_pipeline_names_load_on_first_use() -> None:
    loaded = _loaded_after("import wzprove.pipeline as p\nassert p.ProveOptions().timeout_s > 0")
    assert "wzprove.pipeline.options" in loaded and "sympy" not in loaded
    loaded = _loaded_after("from wzprove.pipeline import prove_theorem")
    assert "wzprove.pipeline.run" in loaded and "sympy" in loaded
