"""Trace a Lean repository with LeanDojo, then import the traced theorems.

``lean_dojo.trace(LeanGitRepo(url, commit), dst_dir)`` (LeanDojo, Yang et al. 2023, arXiv
2306.15626: "tracing" builds the repository with an instrumented Lean and extracts
states, tactics and premises) returns a ``TracedRepo``; :func:`export_traced` writes its
theorems in the layout of LeanDojo Benchmark 4 (the ``export_proofs`` step of
lean-dojo/LeanDojo's ``scripts/generate-benchmark-lean4.ipynb``: tactics whose state is
``no goals`` and ``·`` focusing tactics are left out), and
:func:`~wzprove.leandojo.importer.import_leandojo` turns that file into cold-start data.

Tracing needs a network (the repository and its dependencies are cloned), ``git``, a Lean
toolchain and the optional ``lean_dojo`` package. Both missing pieces are found before any
work starts and reported as typed errors, never a traceback and never a hang: a remote
host is probed with a DNS lookup and a TCP connection, each bounded by a short timeout.

    >>> remote_host("https://github.com/leanprover-community/mathlib4")
    'github.com'
    >>> remote_host("git@github.com:owner/repo.git"), remote_host("/home/me/project")
    ('github.com', None)
"""

from __future__ import annotations

import json
import os
import socket
import threading
import urllib.error
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from wzprove.leandojo.errors import LeanDojoError, LeanDojoNotInstalled, NoNetwork, TraceError
from wzprove.leandojo.importer import ImportStats, import_leandojo

NETWORK_TIMEOUT_S = 2.0


def remote_host(url: str) -> str | None:
    """The host of a remote Git URL (``https://``, ``ssh://``, ``git@host:``), None for a
    local path."""
    if "://" in url:
        host = urlparse(url).hostname
        return host or None
    if "@" in url and ":" in url.split("@", 1)[1]:
        return url.split("@", 1)[1].split(":", 1)[0] or None
    return None


def check_network(host: str, port: int = 443, timeout: float = NETWORK_TIMEOUT_S) -> None:
    """Return when ``host:port`` accepts a TCP connection within ``timeout`` seconds.

    The DNS lookup runs in a daemon thread joined with the timeout (``getaddrinfo`` has no
    timeout of its own), then ``socket.create_connection`` connects with the timeout.

    Raises:
        NoNetwork: the name does not resolve, the lookup or the connection times out, or
            the connection is refused.
    """
    result: dict[str, Any] = {}

    def lookup() -> None:
        try:
            result["addrs"] = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except OSError as exc:
            result["error"] = exc

    t = threading.Thread(target=lookup, daemon=True, name="wzprove-dns")
    t.start()
    t.join(timeout)
    if t.is_alive():
        raise NoNetwork(host, f"DNS lookup timed out after {timeout:g} s")
    if "error" in result:
        raise NoNetwork(host, f"DNS lookup failed ({result['error']})")
    family, socktype, proto, _, addr = result["addrs"][0]
    try:
        with socket.socket(family, socktype, proto) as s:
            s.settimeout(timeout)
            s.connect(addr)
    except OSError as exc:
        raise NoNetwork(host, f"connection to port {port} failed ({exc})") from None


def is_network_error(exc: BaseException) -> bool:
    """True when ``exc`` (or an exception it was raised from) is a failed network access:
    ``urllib.error.URLError``, ``socket.gaierror``, ``ConnectionError``, ``TimeoutError``.

    >>> is_network_error(urllib.error.URLError(socket.gaierror(-2, "unknown name")))
    True
    >>> is_network_error(ValueError("bad commit"))
    False
    """
    seen: set[int] = set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if isinstance(e, (urllib.error.URLError, socket.gaierror, ConnectionError, TimeoutError)):
            return True
        e = e.__cause__ or e.__context__
    return False


def load_lean_dojo() -> Any:
    """Import and return the ``lean_dojo`` module.

    Raises:
        LeanDojoNotInstalled: it is not installed (the message gives the pip command).
        LeanDojoError: it is installed but fails to load (e.g. ``git`` missing or too old).
    """
    try:
        import lean_dojo
    except ImportError as exc:
        raise LeanDojoNotInstalled(str(exc)) from None
    except Exception as exc:  # noqa: BLE001 - its import runs `git --version` and asserts
        raise LeanDojoError(f"lean_dojo failed to load: {type(exc).__name__}: {exc}") from None
    return lean_dojo


def theorem_records(traced_repo: Any) -> list[dict[str, Any]]:
    """The traced theorems of a ``lean_dojo.TracedRepo`` as Benchmark 4 JSON objects.

    Uses ``TracedRepo.get_traced_theorems()``, ``TracedTheorem.get_traced_tactics()`` and
    ``TracedTactic.get_annotated_tactic()`` (lean_dojo 4.x API); a theorem of a dependency
    gets its path below ``.lake/packages/<name>/`` as in the benchmark.
    """
    repo = traced_repo.repo
    out = []
    for thm in traced_repo.get_traced_theorems():
        tactics = [
            {
                "tactic": t.tactic,
                "annotated_tactic": list(t.get_annotated_tactic()),
                "state_before": t.state_before,
                "state_after": t.state_after,
            }
            for t in thm.get_traced_tactics()
            if t.state_before != "no goals" and "·" not in t.tactic
        ]
        out.append(
            {
                "url": repo.url,
                "commit": repo.commit,
                "file_path": _file_path(traced_repo, thm),
                "full_name": thm.theorem.full_name,
                "start": list(thm.start),
                "end": list(thm.end),
                "traced_tactics": tactics,
            }
        )
    return out


def _file_path(traced_repo: Any, thm: Any) -> str:
    if thm.repo == traced_repo.repo:
        return str(thm.theorem.file_path)
    for name, dep in getattr(traced_repo, "dependencies", {}).items():
        if dep == thm.repo:
            return f".lake/packages/{name}/{thm.theorem.file_path}"
    return str(thm.theorem.file_path)


def export_traced(traced_repo: Any, path: str | os.PathLike[str]) -> int:
    """Write :func:`theorem_records` of ``traced_repo`` to ``path`` (a JSON list); the count."""
    records = theorem_records(traced_repo)
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    return len(records)


@dataclass
class TraceResult:
    """What :func:`trace` did: the traced repository's directory (if copied), the exported
    theorem file, the number of theorems, and the import's statistics."""

    repo_url: str
    commit: str
    traced_dir: str | None
    theorems_file: str
    theorems: int
    stats: ImportStats


def trace(
    repo_url: str,
    commit: str,
    out: str | os.PathLike[str],
    *,
    dst_dir: str | os.PathLike[str] | None = None,
    build_deps: bool = True,
    network_timeout: float = NETWORK_TIMEOUT_S,
    **import_options: Any,
) -> TraceResult:
    """Trace ``repo_url`` at ``commit`` with LeanDojo and import the result into ``out``.

    Args:
        repo_url: a GitHub URL, another Git URL, or a local Git repository's path.
        commit: a commit hash (or a tag, which LeanDojo turns into one).
        out: the pairs file (see :func:`~wzprove.leandojo.importer.import_leandojo`); the
            exported theorems go next to it as ``<out stem>.traced.json``.
        dst_dir: where LeanDojo copies the traced repository (None: its cache only).
        build_deps: trace the dependencies too (LeanDojo's ``build_deps``).
        network_timeout: seconds for the network probe of a remote URL.
        **import_options: passed to ``import_leandojo`` (``prompts_out``, ``relevance``...).
    Raises:
        NoNetwork: a remote URL whose host is unreachable (checked first, in seconds).
        LeanDojoNotInstalled: ``lean_dojo`` missing (message: ``pip install 'wzprove[leandojo]'``).
        TraceError: LeanDojo failed (its exception's type and message).
    """
    host = remote_host(repo_url)
    if host is not None:
        check_network(host, timeout=network_timeout)
    elif not Path(repo_url).exists():
        raise TraceError(f"{repo_url}: neither a remote Git URL nor an existing local path")
    ld = load_lean_dojo()
    try:
        repo = ld.LeanGitRepo(repo_url, commit)
        traced = ld.trace(repo, dst_dir=dst_dir, build_deps=build_deps)
    except LeanDojoError:
        raise
    except Exception as exc:  # noqa: BLE001 - lean_dojo raises many kinds; report them all
        if is_network_error(exc):
            raise NoNetwork(host or "a download server", f"{type(exc).__name__}: {exc}") from None
        raise TraceError(
            f"tracing {repo_url} at {commit} failed: {type(exc).__name__}: {exc}"
        ) from None
    out_p = Path(out)
    stem = out_p.name[: -len(".jsonl")] if out_p.name.endswith(".jsonl") else out_p.name
    theorems_file = out_p.with_name(stem + ".traced.json")
    count = export_traced(traced, theorems_file)
    stats = import_leandojo(theorems_file, out_p, **import_options)
    return TraceResult(
        repo_url,
        commit,
        str(dst_dir) if dst_dir is not None else None,
        str(theorems_file),
        count,
        stats,
    )
