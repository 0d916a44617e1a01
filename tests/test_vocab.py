"""One vocabulary, one definition: every table keyed by a word list covers exactly its words,
the word lists are those of the ``Literal`` types, and the exit codes are mapped once."""

from __future__ import annotations

from typing import get_args

import pytest

from wzprove.bench.report import _COLORS
from wzprove.commands.show import STYLE as _STYLE
from wzprove.lean.driver import LeanRun
from wzprove.model.errors import ExitCode, WzproveError, exit_code
from wzprove.model.output import STATUSES as OUTPUT_STATUSES
from wzprove.model.vocab import (
    PROOF_STATES,
    RUN_KINDS,
    STATUSES,
    SUBGOAL_KINDS,
    SUCCESS,
    ProofState,
    RunKind,
    Status,
    SubgoalKind,
)
from wzprove.pipeline.check import NO_ANSWER
from wzprove.pipeline.report import ProveReport, SubgoalReport
from wzprove.prover.goals import KIND_DESCRIPTIONS
from wzprove.prover.goals import SUBGOAL_KINDS as PROVER_KINDS
from wzprove.prover.portfolio import PORTFOLIO
from wzprove.sketch.common import _KIND_COMMENT, KINDS


def test_word_lists_are_the_literal_types() -> None:
    assert STATUSES == get_args(Status) == OUTPUT_STATUSES
    assert STATUSES[:2] == ("kernel-checked", "certified") and len(STATUSES) == 9
    assert SUBGOAL_KINDS == get_args(SubgoalKind) == KINDS == PROVER_KINDS
    assert SUBGOAL_KINDS == (
        "denominator",
        "ratio",
        "wz-equation",
        "boundary",
        "initial-value",
        "recurrence",
    )
    assert RUN_KINDS == get_args(RunKind) == ("ok", "error", "timeout", "crashed", "memory")
    assert PROOF_STATES == get_args(ProofState) == ("complete", "partial", "none")


@pytest.mark.parametrize(
    ("table", "words"),
    [
        (_KIND_COMMENT, SUBGOAL_KINDS),
        (KIND_DESCRIPTIONS, SUBGOAL_KINDS),
        (PORTFOLIO, SUBGOAL_KINDS),
        (_STYLE, STATUSES),
        (_COLORS, STATUSES),
    ],
    ids=["sketch-comments", "prompt-descriptions", "portfolio", "cli-style", "bench-colors"],
)
def test_tables_keyed_by_a_word_list_cover_it(table: dict, words: tuple[str, ...]) -> None:
    assert set(table) == set(words)


def test_subsets_stay_inside_their_word_lists() -> None:
    assert SUCCESS < set(STATUSES)
    assert NO_ANSWER < set(RUN_KINDS)


def test_fields_are_typed_by_the_vocabulary() -> None:
    assert ProveReport.__annotations__["status"] == "Status"
    assert ProveReport.__annotations__["proof"] == "ProofState"
    assert SubgoalReport.__annotations__["kind"] == "SubgoalKind"
    assert LeanRun.__annotations__["kind"] == "RunKind"


def test_exit_codes_are_named_and_mapped_once() -> None:
    assert [int(c) for c in ExitCode] == [0, 1, 2, 3, 130, 141]
    assert [c.name for c in ExitCode] == [
        "OK",
        "SOME_FAILED",
        "BAD_INPUT",
        "INTERNAL",
        "INTERRUPTED",
        "BROKEN_PIPE",
    ]
    assert exit_code(["kernel-checked", "no-counterexample"]) == ExitCode.OK
    assert exit_code(["certified", "out-of-scope"]) == ExitCode.SOME_FAILED
    assert exit_code(["rejected", "error"]) == ExitCode.BAD_INPUT


def _all_subclasses(cls: type) -> set[type]:
    out = set(cls.__subclasses__())
    for c in list(out):
        out |= _all_subclasses(c)
    return out


def test_every_error_root_derives_from_wzprove_error_and_has_a_status() -> None:
    import wzprove.bench.maxima
    import wzprove.bench.suites
    import wzprove.bootstrap.records
    import wzprove.commands.sketch
    import wzprove.falsity.disproof
    import wzprove.lean.errors
    import wzprove.lean.render
    import wzprove.lean.syntax
    import wzprove.leandojo.state
    import wzprove.model.reading
    import wzprove.model.sympy_input
    import wzprove.prover.errors
    import wzprove.sketch.terms
    import wzprove.wz.errors  # noqa: F401

    names = {c.__name__ for c in _all_subclasses(WzproveError)}
    for root in [
        "LimitError",
        "InputError",
        "ModelError",
        "ReadingError",
        "LeanDojoError",
        "StateParseError",
        "NotExpressible",
        "SketchError",
        "ClosedFormError",
        "ProverError",
        "WZError",
        "LeanProcessError",
        "RenderError",
        "LexError",
        "LeanSyntaxError",
        "Unsupported",
        "DisproofError",
        "OutputError",
        "MaximaError",
        "BenchError",
        "BootstrapError",
    ]:
        assert root in names, root
    for cls in _all_subclasses(WzproveError):
        assert cls.status in STATUSES, cls
