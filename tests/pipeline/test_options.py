"""ProveOptions: every field documented, units in the names, validated, and the CLI's
``prove`` defaults read from it."""

from __future__ import annotations

import dataclasses
import math

import pytest

from wzprove.cli import main
from wzprove.pipeline import ProveOptions


def test_every_field_has_help_and_time_fields_say_seconds() -> None:
    fields = dataclasses.fields(ProveOptions)
    assert all(f.metadata["help"].endswith(".") for f in fields)
    times = [f.name for f in fields if "Seconds" in f.metadata["help"]]
    assert times == ["timeout_s", "falsity_time_s", "lean_timeout_s", "wall_time_s"]


def test_prove_defaults_and_help_come_from_the_dataclass() -> None:
    params = {p.name: p for p in main.commands["prove"].params}
    for f in dataclasses.fields(ProveOptions):
        if f.name in params:
            assert params[f.name].default == f.default, f.name
            assert params[f.name].help == f.metadata["help"], f.name
    assert set(params) - {f.name for f in dataclasses.fields(ProveOptions)} == {
        "file",
        "as_json",
        "theorem",
    }


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"timeout_s": 0}, "timeout_s must be a positive number of seconds, not 0"),
        ({"lean_timeout_s": -1.0}, "lean_timeout_s must be a positive number of seconds, not -1.0"),
        ({"wall_time_s": math.nan}, "wall_time_s must be a positive number of seconds, not nan"),
        ({"samples": 0}, "samples must be at least 1, not 0"),
        ({"rounds": -1}, "rounds must be at least 0, not -1"),
        ({"workers": 0}, "workers must be at least 1, not 0"),
        ({"temperature": -0.5}, "temperature must be a number >= 0, not -0.5"),
    ],
)
def test_values_no_run_can_use_are_refused(changes: dict, message: str) -> None:
    with pytest.raises(ValueError) as err:
        ProveOptions(**changes)
    assert str(err.value) == message


def test_defaults_are_valid_and_out_dir_is_a_path() -> None:
    opts = ProveOptions(out_dir="x")  # type: ignore[arg-type]
    assert str(opts.out_dir) == "x" and opts.timeout_s == 60.0 and opts.falsity_time_s == 3.0
    assert ProveOptions(timeout_s=math.inf).timeout_s == math.inf  # --timeout inf: no limit
