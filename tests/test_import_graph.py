"""The package's import graph has no circles, and back ends are chosen through registries.

Every module under ``wzprove/`` is parsed with :mod:`ast` (no import is executed); every
``import`` / ``from … import`` counts, at any depth (inside functions too), so a lazy
import that closes a circle is caught as well. ``from wzprove.a import b`` is an edge to
``wzprove.a.b`` when that is a module, else to ``wzprove.a`` (its ``__init__``).
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "wzprove"
PKG = "wzprove"


def module_name(path: Path) -> str:
    """``wzprove/lean/pool.py`` → ``wzprove.lean.pool``; ``…/__init__.py`` → the package."""
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    """Every module of the package, by dotted name."""
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The package modules ``name`` imports anywhere in its text."""
    is_pkg = path.name == "__init__.py"
    out: set[str] = set()

    def resolve(target: str) -> str | None:
        while target and target not in known:
            target = target.rpartition(".")[0]
        return target or None

    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".")
                anchor = anchor if is_pkg else anchor[:-1]
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names
            ]
        for t in targets:
            if t == PKG or t.startswith(PKG + "."):
                r = resolve(t)
                if r is not None and r != name:
                    out.add(r)
    return out


@functools.cache
def _parsed_graph() -> dict[str, frozenset[str]]:
    mods = modules()
    known = set(mods)
    return {m: frozenset(imported(m, p, known)) for m, p in mods.items()}


def import_graph() -> dict[str, set[str]]:
    """Module → the package modules it imports (a fresh copy; every file parsed once)."""
    return {m: set(deps) for m, deps in _parsed_graph().items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle (a closed path ``a → … → a``) per strongly connected component of more
    than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[set[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp: set[str] = set()
                    while True:
                        x = stack.pop()
                        on_stack.discard(x)
                        comp.add(x)
                        if x == v:
                            break
                    if len(comp) > 1:
                        components.append(comp)
            elif w not in index:
                index[w] = low[w] = counter
                counter += 1
                stack.append(w)
                on_stack.add(w)
                work.append((w, iter(sorted(graph.get(w, ())))))
            elif w in on_stack:
                low[v] = min(low[v], index[w])
    return [_one_cycle(graph, comp) for comp in components]


def _one_cycle(graph: dict[str, set[str]], comp: set[str]) -> list[str]:
    """A shortest closed path through the first module of ``comp`` (breadth-first)."""
    start = min(comp)
    parent: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & comp):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(parent[path[-1]])
                    return [*reversed(path), start]
                if w not in parent:
                    parent[w] = v
                    nxt.append(w)
        frontier = nxt
    raise AssertionError(f"no circle through {start} in {sorted(comp)}")  # pragma: no cover


def test_circle_finder_reports_the_circle() -> None:
    g = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"d"}}
    assert circles(g) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_graph_sees_imports_inside_functions() -> None:
    graph = import_graph()
    # finish.py imports the prover's back-end registry inside a function only.
    assert "wzprove.prover.backends" in graph["wzprove.pipeline.finish"]
    assert "wzprove.lean.driver" in graph["wzprove.lean.pool"]


def test_no_import_circles() -> None:
    graph = import_graph()
    found = [" → ".join(c) for c in circles(graph)]
    assert not found, "import circles:\n" + "\n".join(found)


def _within(name: str, packages: tuple[str, ...]) -> bool:
    """``name`` is one of ``packages`` or a module inside one."""
    return any(name == p or name.startswith(p + ".") for p in packages)


@pytest.mark.parametrize("name", sorted(m for m in modules() if _within(m, ("wzprove.lean",))))
def test_lean_layer_imports_nothing_above_it(name: str) -> None:
    above = ("wzprove.leandojo", "wzprove.bootstrap", "wzprove.prover")
    bad = sorted(m for m in import_graph()[name] if _within(m, above))
    assert not bad, f"{name} imports {bad}"
    assert "wzprove.leandojo" not in modules()[name].read_text()


def test_llm_protocol_imports_no_back_end() -> None:
    deps = import_graph()["wzprove.prover.llm"]
    assert deps == {"wzprove.prover.errors", "wzprove.prover.prompt"}
    for backend in ("hf", "openai_backend", "vllm_backend"):
        assert "wzprove.prover.llm" in import_graph()[f"wzprove.prover.{backend}"]


#: The layers, lowest first (docs/design.md, "Layout"): a module may import its own layer and
#: the layers below it, never one above. The longest matching prefix names a module's layer.
LAYERS: dict[str, int] = {
    "wzprove": 0,  # the package root: the version only
    "wzprove.model": 0,
    "wzprove.plugins": 0,  # a table of places (module:attr); imports nothing
    "wzprove.wz": 1,
    "wzprove.falsity": 1,
    "wzprove.lean": 2,
    "wzprove.sketch": 3,
    "wzprove.prover": 4,
    "wzprove.pipeline": 5,
    "wzprove.bench": 6,
    "wzprove.bootstrap": 6,
    "wzprove.leandojo": 7,
    "wzprove.commands": 8,
    "wzprove.api": 9,
    "wzprove.cli": 10,
}


def layer(name: str) -> int:
    """The layer of module ``name``: that of the longest prefix in :data:`LAYERS`."""
    best = max((p for p in LAYERS if _within(name, (p,))), key=len, default=None)
    if best is None:
        raise KeyError(f"{name} is in no layer: add its package to LAYERS")
    return LAYERS[best]


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import ``a → b`` with ``b`` in a higher layer than ``a``."""
    return [
        f"{a} (layer {layer(a)}) → {b} (layer {layer(b)})"
        for a in sorted(graph)
        for b in sorted(graph[a])
        if layer(b) > layer(a)
    ]


def test_layer_checker_reports_an_upward_import() -> None:
    g = {"wzprove.model.identity": {"wzprove.lean.parser"}, "wzprove.lean.parser": set()}
    assert upward_imports(g) == ["wzprove.model.identity (layer 0) → wzprove.lean.parser (layer 2)"]
    assert upward_imports({"wzprove.cli": {"wzprove.model.identity"}}) == []
    assert layer("wzprove.wz.verify.run") == 1 and layer("wzprove") == 0


def test_package_root_holds_the_version_only() -> None:
    assert import_graph()["wzprove"] == set()
    assert import_graph()["wzprove.plugins"] == set()


def test_every_module_has_a_layer() -> None:
    for name in modules():
        layer(name)


def test_layers_import_only_downward() -> None:
    found = upward_imports(import_graph())
    assert not found, "imports into a higher layer:\n" + "\n".join(found)


#: The most lines a module of wzprove/ may have (STYLE.md, "Size"), and the justified exceptions.
MAX_LINES = 600
LONG_MODULES: dict[str, int] = {}


def test_no_module_is_over_the_line_limit() -> None:
    long = {
        name: n
        for name, path in modules().items()
        if (n := len(path.read_text(encoding="utf-8").splitlines()))
        > LONG_MODULES.get(name, MAX_LINES)
    }
    assert not long, f"modules over {MAX_LINES} lines: {long}"
