"""A stand-in for the leanprover-community REPL that replays a transcript (tests only).

The transcripts next to this file were WRITTEN FROM DOCUMENTATION, NOT RECORDED: no REPL
binary exists on the development machines. Their shapes follow the REPL's README.md and
``REPL/Main.lean`` / ``REPL/JSON.lean`` (leanprover-community/repl): a command is a JSON
object ended by a blank line; an answer is pretty-printed JSON ended by a blank line;
``messages`` / ``sorries`` are left out when empty; a failure is ``{"message": ...}``.

Usage: ``python fake_repl.py TRANSCRIPT.json``. Each step ``{"expect": {...}, "reply": "..."}``
checks the command's fields and prints the reply; ``"action": "hang"`` sleeps forever,
``"action": "exit"`` exits with status 1 before answering. A command that does not match
gets ``{"message": "transcript mismatch ..."}``. Every process replays from the start.
"""

from __future__ import annotations

import json
import sys
import time


def read_command() -> str | None:
    lines: list[str] = []
    while True:
        line = sys.stdin.readline()
        if line == "":
            return None if not lines else "".join(lines)
        if line.strip() == "":
            if lines:
                return "".join(lines)
            continue
        lines.append(line.rstrip("\n"))


def main() -> int:
    with open(sys.argv[1], encoding="utf-8") as fh:
        steps = json.load(fh)["steps"]
    for step in steps:
        raw = read_command()
        if raw is None:
            return 0
        got = json.loads(raw)
        want = step["expect"]
        if any(got.get(k) != v for k, v in want.items()):
            sys.stdout.write(json.dumps({"message": f"transcript mismatch: {got!r} vs {want!r}"}))
            sys.stdout.write("\n\n")
            sys.stdout.flush()
            continue
        action = step.get("action")
        if action == "hang":
            time.sleep(3600)
        if action == "exit":
            return 1
        sys.stdout.write(step["reply"].rstrip("\n") + "\n\n")
        sys.stdout.flush()
    while read_command() is not None:
        sys.stdout.write('{"message": "transcript exhausted"}\n\n')
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
