"""Tracing fails at once, with a clear message, where it cannot work (no network, no
``lean_dojo``); it never hangs and never shows a traceback."""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path

import pytest

from wzprove.commands import data as data_cmd
from wzprove.leandojo import LeanDojoError, LeanDojoNotInstalled, NoNetwork, TraceError
from wzprove.leandojo.trace import check_network, is_network_error, remote_host

HAVE_LEAN_DOJO = importlib.util.find_spec("lean_dojo") is not None


def test_unreachable_host_is_no_network_within_seconds(tmp_path: Path) -> None:
    # RFC 2606 reserves `.invalid`: the name never resolves, on any machine.
    t0 = time.monotonic()
    with pytest.raises(NoNetwork) as err:
        data_cmd.trace("https://github.invalid/owner/repo", "abc123", tmp_path / "o.jsonl")
    assert time.monotonic() - t0 < 10
    msg = str(err.value)
    assert msg.startswith("no network: cannot reach github.invalid")
    assert "wzprove data import-leandojo" in msg
    assert not (tmp_path / "o.jsonl").exists()


def test_github_gives_a_clear_message_here(tmp_path: Path) -> None:
    """On the development machines (no network) this is NoNetwork; with a network and no
    lean_dojo it is the install hint. Either way a one-line LeanDojoError, fast."""
    try:
        check_network("github.com")
        online = True
    except NoNetwork:
        online = False
    if online and HAVE_LEAN_DOJO:
        pytest.skip("network and lean_dojo present: a real trace of Mathlib would start")
    t0 = time.monotonic()
    with pytest.raises(LeanDojoError) as err:
        data_cmd.trace(
            "https://github.com/leanprover-community/mathlib4",
            "29dcec074de168ac2bf835a77ef68bbe069194c5",
            tmp_path / "o.jsonl",
        )
    assert time.monotonic() - t0 < 10
    msg = str(err.value)
    assert "Traceback" not in msg
    if isinstance(err.value, NoNetwork):
        assert msg.startswith("no network: cannot reach github.com")
    else:
        assert isinstance(err.value, LeanDojoNotInstalled)
        assert "pip install 'wzprove[leandojo]'" in msg


@pytest.mark.skipif(HAVE_LEAN_DOJO, reason="lean_dojo is installed here")
def test_local_repository_without_lean_dojo_gives_install_hint(tmp_path: Path) -> None:
    with pytest.raises(LeanDojoNotInstalled) as err:
        data_cmd.trace(str(tmp_path), "HEAD", tmp_path / "o.jsonl")
    assert str(err.value).endswith("install it with: pip install 'wzprove[leandojo]'")


def test_local_path_that_does_not_exist(tmp_path: Path) -> None:
    with pytest.raises(TraceError, match="neither a remote Git URL nor an existing local path"):
        data_cmd.trace(str(tmp_path / "nope"), "HEAD", tmp_path / "o.jsonl")


def test_check_network_refused_port_is_no_network() -> None:
    # Port 1 on the loopback interface: nothing listens there, the connection is refused.
    with pytest.raises(NoNetwork, match="connection to port 1 failed"):
        check_network("127.0.0.1", port=1, timeout=2.0)


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("https://github.com/a/b", "github.com"),
        ("http://gitlab.example.org:8080/a/b.git", "gitlab.example.org"),
        ("ssh://git@github.com/a/b.git", "github.com"),
        ("git@github.com:a/b.git", "github.com"),
        ("/home/me/lean-project", None),
        ("relative/dir", None),
    ],
)
def test_remote_host(url: str, host: str | None) -> None:
    assert remote_host(url) == host


def test_network_errors_are_recognised_through_causes() -> None:
    try:
        try:
            raise ConnectionRefusedError(111, "refused")
        except ConnectionRefusedError as inner:
            raise RuntimeError("clone failed") from inner
    except RuntimeError as outer:
        assert is_network_error(outer)
    assert not is_network_error(AssertionError("bad toolchain"))
