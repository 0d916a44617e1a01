"""No tracked text file of the repository holds a leftover merge-conflict marker."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(r"^(<{7} |>{7} |={7}$)", re.M)


def test_no_conflict_markers() -> None:
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False
    ).stdout.split()
    files = [ROOT / f for f in listed] or [
        p for p in ROOT.rglob("*") if p.suffix in {".py", ".md", ".lean", ".txt", ".toml"}
    ]
    hits = []
    for path in files:
        if path.suffix not in {".py", ".md", ".lean", ".txt", ".toml", ".cfg", ".yaml", ""}:
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        hits += [
            f"{path.relative_to(ROOT)}:{text[: m.start()].count(chr(10)) + 1}"
            for m in MARKER.finditer(text)
        ]
    assert not hits, f"merge-conflict markers: {hits}"
