"""A driver for one long-lived Maxima process running Caruso's ``zeilberger`` package.

The engine benchmark (``benchmarks/engine_vs_maxima.py``) compares our Zeilberger
implementation with Maxima's on the same summands.  Start-up (the Lisp image, ``load``
of the package) is paid once in :meth:`MaximaSession.start`; each call is then timed
*inside* Maxima, by a clock read immediately before and after ``Zeilberger(F, k, n)``,
so that neither the pseudo-terminal nor the parsing is counted.

Protocol.  Every request is a single Maxima statement that cannot fail to parse: the
summand travels as a string literal and is read by ``parse_string`` under ``errcatch``,
``Zeilberger`` runs under ``errcatch``, and the statement ends with one ``print`` of a
line ``WZB<id>|seconds|kind|order|coefficients|certificate|WZB<id>END``, whose marker
is assembled by ``sconcat`` so that it never appears in the echo of the input.  A
request that does not answer within its timeout kills the process; the next request
starts a fresh one (its start-up is not timed either).

Maxima's result for ``Zeilberger(F, k, n)`` is a list of solutions
``[[R(n, k), [a_0, ..., a_J]], ...]`` meaning
``a_0 F(n, k) + ... + a_J F(n + J, k) = R(n, k + 1) F(n, k + 1) - R(n, k) F(n, k)``
(order 0 when Gosper's algorithm sums F in k), ``[]`` when no recurrence of order at most
``max_ord`` exists, and ``[NON_PROPER_HYPERGEOMETRIC]`` for input outside its scope.
Source: F. Caruso, ``share/contrib/Zeilberger/readme.txt`` (Maxima 5.46); the algorithm is
A = B (Petkovšek, Wilf, Zeilberger 1996), ch. 6.

>>> maxima_string_literal('say "hi"')
'"say \\\\"hi\\\\""'
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
from dataclasses import dataclass
from typing import Literal

import sympy
from sympy.parsing.sympy_parser import convert_xor, parse_expr, standard_transformations

from wzprove.model.errors import WzproveError

__all__ = [
    "MaximaError",
    "MaximaUnavailable",
    "MaximaTimeout",
    "MaximaProtocolError",
    "MaximaZeilberger",
    "MaximaSession",
    "find_maxima",
    "maxima_string_literal",
    "parse_maxima_expr",
    "split_maxima_list",
]

Kind = Literal["found", "none", "trivial", "non-proper", "error"]
"""What one ``Zeilberger`` call gave: a recurrence; no recurrence up to ``max_ord``; only
solutions whose coefficients are all zero; ``NON_PROPER_HYPERGEOMETRIC``; a Maxima error
(message in ``raw``)."""


class MaximaError(WzproveError):
    """Base class of the errors of this driver."""


class MaximaUnavailable(MaximaError):
    """No ``maxima`` executable was found, or it did not start (the message says which)."""


class MaximaTimeout(MaximaError):
    """Maxima did not answer a request within its timeout; the process was killed."""


class MaximaProtocolError(MaximaError):
    """Maxima's answer could not be read (exited early, or printed no result line)."""


@dataclass(frozen=True)
class MaximaZeilberger:
    """The outcome of one ``Zeilberger(F, k, n)`` call.

    ``seconds`` is the wall time measured inside Maxima around the call alone;
    ``coefficients`` are Maxima's ``a_0 .. a_J`` (1-D strings) and ``certificate`` its
    ``R(n, k)``, both empty unless ``kind == "found"``; ``raw`` is Maxima's whole output
    for the request (messages included).
    """

    kind: Kind
    seconds: float
    order: int | None = None
    coefficients: tuple[str, ...] = ()
    certificate: str | None = None
    raw: str = ""

    @property
    def found(self) -> bool:
        """True when Maxima returned a recurrence with a nonzero coefficient."""
        return self.kind == "found"


def find_maxima() -> str | None:
    """The Maxima executable: ``$WZPROVE_MAXIMA`` if set, else ``maxima`` on ``PATH``, else None."""
    env = os.environ.get("WZPROVE_MAXIMA")
    if env:
        return shutil.which(env) or (env if os.access(env, os.X_OK) else None)
    return shutil.which("maxima")


def maxima_string_literal(text: str) -> str:
    """``text`` as a Maxima string literal (backslash and double quote escaped).

    Raises ``ValueError`` if ``text`` spans several lines (a request must be one line).
    """
    if "\n" in text or "\r" in text:
        raise ValueError(f"Maxima input must be one line, got {text!r}")
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


_TRANSFORMS = (*standard_transformations, convert_xor)


def parse_maxima_expr(text: str, symbols: dict[str, sympy.Symbol]) -> sympy.Expr:
    """Read a 1-D Maxima expression (``string(expr)``, ``display2d:false``) into sympy.

    ``symbols`` maps names to the sympy symbols to use (e.g. ``{"n": n}``).  Handles
    ``^``, ``binomial``, ``!`` (factorial) and ``%pi`` / ``%e``; raises ``ValueError`` with
    the text on anything else it cannot read.

    >>> n = sympy.Symbol("n")
    >>> parse_maxima_expr("-(n+2)^2", {"n": n})
    -(n + 2)**2
    """
    src = text.replace("%pi", "pi").replace("%e", "E")
    src = re.sub(r"([A-Za-z0-9_)]+)!", r"factorial(\1)", src)
    local = {"binomial": sympy.binomial, "factorial": sympy.factorial, **symbols}
    try:
        return parse_expr(src, local_dict=local, transformations=_TRANSFORMS)
    except (SyntaxError, TypeError, ValueError, sympy.SympifyError) as exc:
        raise ValueError(f"cannot read Maxima expression {text!r}: {exc}") from exc


# Clock with microsecond resolution on GCL (Debian's Maxima); elsewhere the Lisp's
# internal real time (SBCL: microseconds).  GCL's internal time has 10 ms resolution.
_CLOCK_LISP = (
    ":lisp (defun $wzb_clock () #+gcl (si::gettimeofday) "
    "#-gcl (/ (float (get-internal-real-time) 1d0) internal-time-units-per-second))"
)

# One request: parse F, time Zeilberger, classify, print one result line.
_REQUEST = (
    'block([wzf, wzt0, wzr, wzt1, wzs, wzk, wzo: -1, wzc: "", wzR: ""], '
    "max_ord: {max_ord}, "
    "wzf: errcatch(parse_string({F})), "
    "if wzf = [] then (wzt0: 0, wzt1: 0, wzr: []) "
    "else (wzt0: wzb_clock(), wzr: errcatch(Zeilberger(wzf[1], {k}, {n})), wzt1: wzb_clock()), "
    'if wzr = [] then wzk: "error" '
    "else (wzs: wzr[1], "
    '  if wzs = [] then wzk: "none" '
    '  elseif not listp(wzs[1]) then wzk: "non-proper" '
    "  else (wzs: sublist(wzs, lambda([s], some(lambda([c], c # 0), s[2]))), "
    '    if wzs = [] then wzk: "trivial" '
    '    else (wzk: "found", wzo: length(wzs[1][2]) - 1, '
    "      wzc: string(wzs[1][2]), wzR: string(wzs[1][1])))), "
    'print(sconcat("WZB", "{tag}", "|", string(wzt1 - wzt0), "|", wzk, "|", wzo, "|", '
    'wzc, "|", wzR, "|", "WZB", "{tag}", "END")))$'
)

_SETUP = (
    "display2d: false$ linel: 1000000$ load(zeilberger)$ warnings: false$ "
    "trivial_solutions: false$ "
    'print(sconcat("WZB", "READY", "{tag}"))$'
)


class MaximaSession:
    """One long-lived Maxima process with ``zeilberger`` loaded.

    Use as a context manager, or call :meth:`start` / :meth:`close`.  Not thread-safe.

    Raises :class:`MaximaUnavailable` when no executable is found or it does not start
    within ``start_timeout`` seconds.
    """

    def __init__(self, executable: str | None = None, start_timeout: float = 60.0):
        self.executable = executable or find_maxima()
        self.start_timeout = start_timeout
        self._proc = None
        self._ids = itertools.count(1)
        self.restarts = 0

    # -- lifecycle ---------------------------------------------------------------
    def start(self) -> None:
        """Start Maxima and load the package (no-op when running).  Start-up is untimed."""
        if self._proc is not None and self._proc.isalive():
            return
        if not self.executable:
            raise MaximaUnavailable(
                "no Maxima found: install it (Debian: apt-get install maxima) or set WZPROVE_MAXIMA"
            )
        import pexpect

        try:
            proc = pexpect.spawn(
                self.executable,
                ["--very-quiet", "--disable-readline"],
                encoding="utf-8",
                codec_errors="replace",
                echo=False,
                timeout=self.start_timeout,
            )
            proc.delaybeforesend = None  # no 50 ms sleep per request (untimed, but slow)
        except pexpect.ExceptionPexpect as exc:
            raise MaximaUnavailable(f"cannot start {self.executable}: {exc}") from exc
        self._proc = proc
        tag = f"S{next(self._ids)}"
        proc.sendline(_CLOCK_LISP)
        proc.sendline(_SETUP.format(tag=tag))
        try:
            proc.expect_exact(f"WZBREADY{tag}", timeout=self.start_timeout)
        except (pexpect.TIMEOUT, pexpect.EOF) as exc:
            tail = (proc.before or "")[-500:]
            self._kill()
            raise MaximaUnavailable(
                f"{self.executable} did not load zeilberger within "
                f"{self.start_timeout:g} s; output: {tail!r}"
            ) from exc
        # The first Zeilberger call of a process pays one-off costs (autoloads, ~0.3 s):
        # pay them here, as start-up, on the simplest sum.
        try:
            self.zeilberger("binomial(n,k)", "k", "n", max_order=1, timeout=self.start_timeout)
        except MaximaError as exc:
            self._kill()
            raise MaximaUnavailable(f"{self.executable}: zeilberger does not run: {exc}") from exc

    def close(self) -> None:
        """Ask Maxima to quit; kill it if it does not exit within 5 s."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        import pexpect

        if proc.isalive():
            try:
                proc.sendline("quit()$")
                proc.expect(pexpect.EOF, timeout=5)
            except (pexpect.TIMEOUT, OSError):
                pass
        proc.close(force=True)

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.close(force=True)

    def __enter__(self) -> MaximaSession:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def pid(self) -> int | None:
        """The process id of the running Maxima, or None."""
        return self._proc.pid if self._proc is not None else None

    # -- requests ----------------------------------------------------------------
    def zeilberger(
        self, F: str, k: str = "k", n: str = "n", max_order: int = 5, timeout: float = 60.0
    ) -> MaximaZeilberger:
        """Run ``Zeilberger(F, k, n)`` with ``max_ord: max_order`` and time it inside Maxima.

        ``F`` is a one-line Maxima expression in ``n`` and ``k`` (e.g.
        ``"binomial(n,k)^2"``).  Returns a :class:`MaximaZeilberger`.  Raises
        :class:`MaximaTimeout` (the process is killed; the next call restarts it) and
        :class:`MaximaProtocolError` if Maxima exits or prints no result line.
        """
        for name in (k, n):
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
                raise ValueError(f"not a Maxima variable name: {name!r}")
        if not isinstance(max_order, int) or max_order < 0:
            raise ValueError(f"max_order must be a nonnegative int, got {max_order!r}")
        self.start()
        import pexpect

        if self._proc is None:  # pragma: no cover - start() raised otherwise
            raise MaximaProtocolError("Maxima is not running")
        proc = self._proc
        tag = f"R{next(self._ids)}"
        proc.sendline(
            _REQUEST.format(F=maxima_string_literal(F), k=k, n=n, max_ord=max_order, tag=tag)
        )
        pattern = re.compile(rf"WZB{tag}\|(.*?)\|WZB{tag}END", re.DOTALL)
        try:
            proc.expect(pattern, timeout=timeout)
        except pexpect.TIMEOUT as exc:
            self._kill()
            self.restarts += 1
            raise MaximaTimeout(f"Zeilberger({F}, {k}, {n}) ran past {timeout:g} s") from exc
        except pexpect.EOF as exc:
            tail = (proc.before or "")[-500:]
            self._kill()
            raise MaximaProtocolError(f"Maxima exited during Zeilberger({F}); {tail!r}") from exc
        raw = (proc.before or "").strip()
        return _parse_result(proc.match.group(1), raw)

    def evaluate(self, expr: str, timeout: float = 60.0) -> str:
        """Maxima's value of the one-line expression ``expr``, as 1-D text.

        E.g. ``evaluate("subst([n=5,k=2], binomial(n,k))") == "10"``.  Raises
        :class:`MaximaError` with Maxima's message when the expression does not parse or
        its evaluation fails, :class:`MaximaTimeout` as :meth:`zeilberger`.
        """
        self.start()
        import pexpect

        proc = self._proc
        if proc is None:  # pragma: no cover - start() raised otherwise
            raise MaximaProtocolError("Maxima is not running")
        tag = f"E{next(self._ids)}"
        proc.sendline(_EVALUATE.format(expr=maxima_string_literal(expr), tag=tag))
        pattern = re.compile(rf"WZB{tag}\|(.*?)\|(.*?)\|WZB{tag}END", re.DOTALL)
        try:
            proc.expect(pattern, timeout=timeout)
        except pexpect.TIMEOUT as exc:
            self._kill()
            self.restarts += 1
            raise MaximaTimeout(f"evaluating {expr} ran past {timeout:g} s") from exc
        except pexpect.EOF as exc:
            self._kill()
            raise MaximaProtocolError(f"Maxima exited while evaluating {expr}") from exc
        status = proc.match.group(1).strip()
        value = re.sub(r"\s*\n\s*", "", proc.match.group(2)).strip()
        if status != "ok":
            raise MaximaError(f"Maxima could not evaluate {expr}: {(proc.before or '').strip()}")
        return value


_EVALUATE = (
    "block([wzf, wzv], wzf: errcatch(parse_string({expr})), "
    "wzv: if wzf = [] then [] else errcatch(ev(wzf[1])), "
    'print(sconcat("WZB", "{tag}", "|", if wzv = [] then "error" else "ok", "|", '
    'if wzv = [] then "" else string(wzv[1]), "|", "WZB", "{tag}", "END")))$'
)


def _parse_result(body: str, raw: str) -> MaximaZeilberger:
    """Split a result line ``seconds|kind|order|coefficients|certificate``."""
    fields = [re.sub(r"\s+", "", f) if i != 1 else f.strip() for i, f in enumerate(body.split("|"))]
    if len(fields) != 5:
        raise MaximaProtocolError(f"unreadable result line {body!r}")
    secs_text, kind, order_text, coeffs_text, cert = fields
    try:
        seconds = float(secs_text.replace("E", "e").replace("d", "e").replace("D", "e"))
        order = int(order_text)
    except ValueError as exc:
        raise MaximaProtocolError(f"unreadable result line {body!r}") from exc
    if kind not in ("found", "none", "trivial", "non-proper", "error"):
        raise MaximaProtocolError(f"unknown result kind {kind!r} in {body!r}")
    if kind != "found":
        return MaximaZeilberger(kind=kind, seconds=seconds, raw=raw)  # type: ignore[arg-type]
    return MaximaZeilberger(
        kind="found",
        seconds=seconds,
        order=order,
        coefficients=tuple(split_maxima_list(coeffs_text)),
        certificate=cert,
        raw=raw,
    )


def split_maxima_list(list_text: str) -> list[str]:
    """Elements of a 1-D Maxima list ``[a,b,...]`` split at top-level commas.

    Raises :class:`MaximaProtocolError` if ``list_text`` is not a bracketed list.

    >>> split_maxima_list("[8*(n+1)^2,f(a,b),-(n+2)^2]")
    ['8*(n+1)^2', 'f(a,b)', '-(n+2)^2']
    """
    text = list_text.strip()
    if not (text.startswith("[") and text.endswith("]")):
        raise MaximaProtocolError(f"expected a Maxima list, got {list_text!r}")
    parts, depth, cur = [], 0, []
    for ch in text[1:-1]:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if cur:
        parts.append("".join(cur))
    return parts
