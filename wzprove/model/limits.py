"""Hard limits that hold for every command: time, input size, nesting depth, integer size.

* ``--timeout`` values are read by :class:`TimeoutParam` (one click type for all commands):
  a positive number of seconds, or ``inf`` for no limit; ``nan``, ``0`` and negative values
  are usage errors.  :func:`timer_seconds` turns a limit into what ``setitimer`` and
  ``subprocess`` accept (``None`` for no limit).
* Input files are read by :func:`read_input` only: a regular file (a device, a FIFO or a
  folder is refused without reading or blocking) of at most :data:`MAX_FILE_BYTES`, read
  with a bounded read (at most the limit + 1 bytes, so a file that grows meanwhile is
  still refused); results files of ``bench`` use :data:`MAX_RESULTS_BYTES`.  One statement
  over :data:`MAX_STATEMENT_CHARS` characters or nested deeper than :data:`MAX_DEPTH` is
  refused by the parser.
* Integers are refused before they are built: literals over :data:`MAX_LITERAL_DIGITS`
  digits, and constant powers, factorials and binomials whose value would have more than
  :data:`MAX_DIGITS` digits (:func:`check_power`, :func:`check_factorial`,
  :func:`check_binomial` raise :class:`LimitError` with our own message).

>>> check_power(10, 9)
>>> try:
...     check_factorial(10**9)
... except LimitError as e:
...     print(e)
factorial of 1000000000 is too large (about 8565705522 digits; limit 10000 digits)
"""

from __future__ import annotations

import errno
import math
import os
import signal
import stat
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import click

from wzprove.model.errors import WzproveError

if TYPE_CHECKING:
    import sympy

#: Largest input file (bytes) read by ``parse``, ``refute``, ``prove``, ``sketch``.
MAX_FILE_BYTES = 2_000_000
#: Largest results file (JSON Lines) that ``bench run`` resumes from or ``bench report`` reads.
MAX_RESULTS_BYTES = 200_000_000
#: Largest single statement (characters, from ``theorem`` to ``:=``) or ``certify`` argument.
MAX_STATEMENT_CHARS = 20_000
#: Deepest nesting of terms in one statement.
MAX_DEPTH = 200
#: Most digits of an integer literal.
MAX_LITERAL_DIGITS = 1_000
#: Most digits of a constant that a power, factorial or binomial of the input would build.
MAX_DIGITS = 10_000
#: Timer values above this many seconds (about 115 days) are treated as no limit.
MAX_TIMER_SECONDS = 1e7


class LimitError(WzproveError, ValueError):
    """An input over one of the hard limits; the message says which and by how much."""


def timer_seconds(seconds: float | None) -> float | None:
    """``seconds`` as a value timers accept: ``None`` for no limit (``None``, ``inf`` or
    more than :data:`MAX_TIMER_SECONDS`), else the number itself.

    >>> timer_seconds(5.0), timer_seconds(float("inf")), timer_seconds(1e12)
    (5.0, None, None)
    """
    if seconds is None or math.isinf(seconds) or seconds > MAX_TIMER_SECONDS:
        return None
    return seconds


class StageTimeout(BaseException):
    """A stage ran past its wall-clock limit (a ``BaseException``, so that no ``except
    Exception`` inside the engine swallows it)."""

    #: the message when raised without one (the worker-thread limit raises a class)
    default_message = "over the time limit"

    def __str__(self) -> str:
        return super().__str__() or self.default_message


#: Seconds between the firings of a limit that has passed (:func:`hard_time_limit`).
REFIRE_S = 0.05

#: per thread: ``stack``, the deadlines (``time.monotonic()`` values) that the limits active
#: in it enforce by a timer thread; ``active``, the deadlines of every limit active in it
_DEADLINES = threading.local()


def _active() -> list[tuple[float, float]]:
    return _DEADLINES.__dict__.setdefault("active", [])  # (deadline, limit in seconds)


def past_limit() -> bool:
    """Whether a time limit (:func:`hard_time_limit`) active in this thread has passed: an
    exception that a stage catches now may be the limit's own work (a ``StageTimeout`` that
    CPython turned into another error inside C code: ``SystemError: AST constructor
    recursion depth mismatch`` from ``ast`` construction, CPython gh-106905)."""
    now = time.monotonic()
    return any(d <= now for d, _ in _active())


def raise_if_past_limit(exc: BaseException) -> None:
    """For a stage's catch-all: raise :class:`StageTimeout` (from ``exc``) where a limit
    active in this thread has passed, so the stage ends as a time limit, not as a fault."""
    now = time.monotonic()
    passed = [limit for d, limit in _active() if d <= now]
    if passed:  # the limit's own message; ``exc`` stays its cause
        raise StageTimeout(f"over {min(passed):g} s") from exc


@contextmanager
def _registered(deadline: float, limit: float, expired: type[StageTimeout]) -> Iterator[None]:
    """The block of a limit ending at ``deadline``: listed for :func:`past_limit`, and an
    exception that leaves it once the limit has passed leaves as ``expired`` (from it)."""
    active = _active()
    entry = (deadline, limit)
    active.append(entry)
    try:
        yield
    except Exception as exc:
        if time.monotonic() >= deadline:
            raise expired(f"over {limit:g} s") from exc
        raise
    finally:
        if entry in active:
            active.remove(entry)


@contextmanager
def hard_time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`StageTimeout` in the calling thread after ``seconds``; an outer limit
    that ends sooner (the batch runner's, or an enclosing one) is left to act, and is
    restored; ``inf`` (or a limit too large for the timer) means none.  Once past, the limit
    holds until the block is left: it fires again every :data:`REFIRE_S` seconds, so a stage
    that catches :class:`StageTimeout` and goes on (an inner stage whose own limit deferred
    to this one), or code where CPython drops it (an exception raised in a finalizer or a
    ``gc`` callback is only printed), is stopped again; and any other exception that leaves
    the block after the limit is reported as the limit (:func:`past_limit`).

    In the main thread of a POSIX process the limit is ``SIGALRM`` (``setitimer``).  In any
    other thread (library use: thread pools, Ray's threaded actors), where no signal is
    delivered, a timer thread raises the exception in the calling thread by CPython's
    ``PyThreadState_SetAsyncExc``: like a signal handler, it takes effect at the thread's
    next bytecode, so a stage that runs Python is stopped, one long call into C (a big
    flint product) is stopped when it returns.  Without CPython's C API the stages' own
    cooperative deadlines still hold.
    """
    limit = timer_seconds(seconds)
    if limit is None or limit <= 0:
        yield
        return
    if threading.current_thread() is not threading.main_thread():
        with _thread_time_limit(limit):
            yield
        return
    if not hasattr(signal, "setitimer"):
        yield
        return
    outer_left, _ = signal.getitimer(signal.ITIMER_REAL)
    if outer_left and outer_left <= limit:
        yield
        return

    state = {"active": True}

    def _expire(signum: int, frame: Any) -> None:
        if not state["active"]:
            return
        # once past the limit, it fires again every REFIRE_S until the block is left: a
        # stage inside that catches the exception and goes on is stopped again (issue 12)
        signal.setitimer(signal.ITIMER_REAL, REFIRE_S)
        raise StageTimeout(f"over {limit:g} s")

    t0 = time.monotonic()
    previous = signal.signal(signal.SIGALRM, _expire)
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        with _registered(t0 + limit, limit, StageTimeout):
            yield
    finally:
        while state["active"]:  # a firing just at the block's end is taken here, once
            try:
                state["active"] = False
            except StageTimeout:
                pass
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer_left:
            signal.setitimer(signal.ITIMER_REAL, max(outer_left - (time.monotonic() - t0), 1e-3))


def _set_async_exc(thread_id: int, exc: type[BaseException] | None) -> bool:
    """Ask CPython to raise ``exc`` in thread ``thread_id`` at its next bytecode (None:
    withdraw a pending one); False where the C API is missing."""
    try:
        import ctypes

        set_exc = ctypes.pythonapi.PyThreadState_SetAsyncExc
    except (ImportError, AttributeError):
        return False
    obj = ctypes.py_object(exc) if exc is not None else ctypes.c_void_p(None)
    return bool(set_exc(ctypes.c_ulong(thread_id), obj))


@contextmanager
def _thread_time_limit(limit: float) -> Iterator[None]:
    """:func:`hard_time_limit` off the main thread: a timer thread raises a
    :class:`StageTimeout` (a subclass that carries the message) in this thread, and again
    every :data:`REFIRE_S` seconds until the block is left.  The timer is disarmed under a
    lock on the way out, and an exception it set that was not yet raised is withdrawn, so
    that none escapes past the block."""
    now = time.monotonic()
    deadline = now + limit
    # an enclosing limit's deadline; one past its time has fired already (or its block was
    # left by its exception before it could remove itself): drop it
    stack: list[float] = _DEADLINES.__dict__.setdefault("stack", [])
    stack[:] = [d for d in stack if d > now]
    if stack and min(stack) <= deadline:
        yield  # an enclosing limit ends sooner: it acts
        return
    target = threading.get_ident()
    expired = type("StageTimeout", (StageTimeout,), {"default_message": f"over {limit:g} s"})
    lock = threading.Lock()
    state: dict[str, Any] = {"armed": True, "fired": False, "timer": None}

    def _fire() -> None:
        with lock:
            if state["armed"]:
                state["fired"] = _set_async_exc(target, expired) or state["fired"]
                _start(REFIRE_S)  # a limit dropped where it landed is raised again

    def _start(after: float) -> None:
        timer = threading.Timer(after, _fire)
        timer.daemon = True
        state["timer"] = timer
        timer.start()

    stack.append(deadline)
    with lock:
        _start(limit)
    try:
        with _registered(deadline, limit, expired):
            yield
    finally:
        while True:  # a firing that lands in this cleanup is taken here and withdrawn
            try:
                with lock:
                    state["armed"] = False
                    state["timer"].cancel()
                    if state["fired"]:
                        _set_async_exc(target, None)  # raised already, or withdrawn now
                break
            except StageTimeout:
                continue
        if deadline in stack:
            stack.remove(deadline)


class TimeoutParam(click.ParamType):
    """A time limit in seconds: a positive finite number, or ``inf`` (also ``none``) for no
    limit.  ``nan``, ``0`` and negative numbers are usage errors (exit 2)."""

    name = "seconds"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            number = float(value)
        else:
            text = str(value).strip().lower()
            if text in ("inf", "infinity", "+inf", "none"):
                return math.inf
            try:
                number = float(text)
            except ValueError:
                self.fail(f"{value!r} is not a number of seconds (or 'inf')", param, ctx)
        if math.isnan(number) or number <= 0:
            self.fail(f"{value!r} is not a positive number of seconds (or 'inf')", param, ctx)
        return number


TIMEOUT = TimeoutParam()


def _digits_of_power(base: int, exponent: int) -> float:
    return exponent * math.log10(abs(base)) if abs(base) > 1 else 0.0


def check_literal(text: str) -> None:
    """Refuse an integer literal (its digits as written) over :data:`MAX_LITERAL_DIGITS`."""
    digits = sum(c.isdigit() for c in text)
    if digits > MAX_LITERAL_DIGITS:
        raise LimitError(
            f"number literal of {digits} digits is too large (limit {MAX_LITERAL_DIGITS} digits)"
        )


def check_power(base: int, exponent: int) -> None:
    """Refuse ``base ^ exponent`` (integers; ``base`` may be a numerator or denominator)
    when it would have more than :data:`MAX_DIGITS` digits."""
    if abs(base) <= 1:
        return
    digits = _digits_of_power(base, abs(exponent))
    if digits > MAX_DIGITS:
        raise LimitError(
            f"power {_short(base)} ^ {_short(exponent)} is too large "
            f"(about {_short(int(digits))} digits; limit {MAX_DIGITS} digits)"
        )


def check_factorial(n: int) -> None:
    """Refuse ``n!`` when it would have more than :data:`MAX_DIGITS` digits."""
    if n < 2:
        return
    digits = math.lgamma(n + 1) / math.log(10) if n < 10**300 else math.inf
    if digits > MAX_DIGITS:
        shown = "more than 10^300" if math.isinf(digits) else str(int(digits))
        raise LimitError(
            f"factorial of {_short(n)} is too large "
            f"(about {shown} digits; limit {MAX_DIGITS} digits)"
        )


def check_binomial(n: int, k: int) -> None:
    """Refuse ``choose n k`` (integers) when it would have more than :data:`MAX_DIGITS`
    digits (``0 ≤ k ≤ n``; other values are small or zero).

    >>> check_binomial(10**6, 3), check_binomial(10**100, 5)
    (None, None)
    >>> try:
    ...     check_binomial(10**100, 10**50)
    ... except LimitError as e:
    ...     print(str(e).split(" (at")[0])
    binomial((a 101-digit number), (a 51-digit number)) is too large
    """
    if n < 0 or k < 0 or k > n:
        return
    k = min(k, n - k)
    if k == 0:
        return
    if n >= 10**300:
        raise LimitError(f"binomial of {_short(n)} is too large (limit {MAX_DIGITS} digits)")
    if n < 10**15:  # lgamma's rounding error is then a few digits at most
        digits = (math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)) / math.log(10)
    else:
        # the difference of lgammas cancels catastrophically (C(10^100, 10^50) came out
        # negative and was built): (n/k)^k <= C(n, k) <= (e n/k)^k, and between the two
        # bounds the exact sum of logarithms (k is then at most a few thousand)
        low = k * math.log10(n / k)
        if low > MAX_DIGITS:
            raise LimitError(
                f"binomial({_short(n)}, {_short(k)}) is too large "
                f"(at least {_short(int(low))} digits; limit {MAX_DIGITS} digits)"
            )
        if low + k * math.log10(math.e) <= MAX_DIGITS:
            return
        digits = sum(math.log10(n - i) - math.log10(i + 1) for i in range(k))
    if digits > MAX_DIGITS:
        raise LimitError(
            f"binomial({_short(n)}, {_short(k)}) is too large "
            f"(about {int(digits)} digits; limit {MAX_DIGITS} digits)"
        )


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISSOCK, "a socket"),
)


def _too_large(path: str | os.PathLike[str], size: str, limit: int) -> LimitError:
    return LimitError(
        f"{os.fspath(path)}: file of {size} bytes is too large (limit {limit} bytes); "
        "split it into smaller files"
    )


def _check_regular(path: str | os.PathLike[str], mode: os.stat_result, limit: int) -> None:
    kind = next((what for test, what in _KINDS if test(mode.st_mode)), None)
    if kind is not None or not stat.S_ISREG(mode.st_mode):
        raise LimitError(
            f"{os.fspath(path)}: {kind or 'a special file'}, not a regular file; give a file"
        )
    if mode.st_size > limit:
        raise _too_large(path, str(mode.st_size), limit)


def read_input(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of input file ``path``, in bounded time and memory.

    The file is refused with :class:`LimitError` unless it is a regular file (``/dev/zero``,
    ``/dev/urandom``, a FIFO and a folder are refused) of at most ``limit`` bytes: checked
    by ``stat`` before it is opened, and again once open.  It is opened without blocking
    (``O_NONBLOCK``: a FIFO with no writer does not block the open) and at most
    ``limit + 1`` bytes are read, so that a file growing meanwhile is refused too.  A
    missing or unreadable file raises the ``OSError`` of ``open``.

    >>> import tempfile
    >>> with tempfile.NamedTemporaryFile(suffix=".lean") as f:
    ...     _ = f.write(b"x" * 11); f.flush()
    ...     print(len(read_input(f.name)))
    ...     try:
    ...         read_input(f.name, limit=10)
    ...     except LimitError as e:
    ...         print(str(e).split(": ", 1)[1])
    11
    file of 11 bytes is too large (limit 10 bytes); split it into smaller files
    >>> try:
    ...     read_input("/dev/zero")
    ... except LimitError as e:
    ...     print(e)
    /dev/zero: a character device, not a regular file; give a file
    """
    try:
        _check_regular(path, os.stat(path), limit)  # refused before it is opened
    except OSError:
        pass  # left to open's own error
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        _check_regular(path, os.fstat(fd), limit)
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:
            raise _too_large(path, f"more than {limit}", limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


#: The files this process has read as input (real paths): no output overwrites one.
_INPUTS: set[str] = set()


def read_input_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """:func:`read_input` decoded as UTF-8 (``UnicodeDecodeError`` for other bytes), a
    leading byte-order mark dropped (an editor's, not text: kept, it would land in the middle
    of a proof file after ``import Prover``); the file is remembered as an input
    (:func:`check_output`)."""
    text = read_input(path, limit).decode("utf-8").removeprefix("\ufeff")
    _INPUTS.add(os.path.realpath(path))
    return text


def check_output(path: str | os.PathLike[str]) -> None:
    """Raise ``OSError`` (``EEXIST``) where writing ``path`` would overwrite a file this
    process read as input — ``wzprove sketch Sketches/T.lean`` must not replace the sketch a
    user edited with a fresh one."""
    if os.path.realpath(path) in _INPUTS:
        raise OSError(
            errno.EEXIST, "it is the input file, not overwritten (choose another output)", path
        )


def _short(n: int) -> str:
    """``n`` in full when short, else by its number of digits (never a huge string)."""
    if abs(n) < 10**30:
        return str(n)
    return f"(a {int(abs(n).bit_length() * math.log10(2)) + 1}-digit number)"


def check_operation(op: str, args: Sequence[sympy.Basic], max_constant: int) -> None:
    """Refuse a power (``pow``), ``factorial``, binomial (``choose``/``binomial``) or falling /
    rising factorial (``descfact``/``ascfact``) of sympy ``args`` before sympy builds it: with
    number arguments, when the value would have more than :data:`MAX_DIGITS` digits; with
    symbolic ones, when an argument (the exponent, for a power) holds a constant beyond
    ``max_constant``, which no exact evaluation at a point could use.

    >>> import sympy
    >>> n = sympy.Symbol("n")
    >>> try:
    ...     check_operation("pow", [sympy.Integer(2), n + 10**100], 20000)
    ... except LimitError as e:
    ...     print(str(e)[:59])
    the exponent <a 101-digit number> + n holds the constant <a
    """
    import sympy

    for x in args if op != "pow" else args[1:]:
        if isinstance(x, sympy.Rational):
            continue
        big = [c for c in x.atoms(sympy.Rational) if max(abs(c.p), c.q) > max_constant]
        if big:
            what = "exponent" if op == "pow" else f"{op} argument"
            raise LimitError(
                f"the {what} {shown(x)} holds the constant {shown(big[0])}, "
                f"beyond the limit {max_constant} of exact evaluation"
            )
    if not all(isinstance(x, sympy.Rational) for x in args):
        return
    if op == "pow":
        base, ex = args
        if ex.is_Integer:
            check_power(int(base.p), int(ex))
            check_power(int(base.q), int(ex))
    elif op == "factorial" and args[0].is_Integer:
        check_factorial(int(args[0]))
    elif op in ("choose", "binomial") and all(x.is_Integer for x in args):
        check_binomial(int(args[0]), int(args[1]))
    elif op in ("descfact", "ascfact") and args[1].is_Integer:
        k = abs(int(args[1]))
        try:
            check_power(abs(int(args[0].p)) + k + 1, k)
            check_power(int(args[0].q), k)
        except LimitError:
            name = "falling" if op == "descfact" else "rising"
            raise LimitError(
                f"{name} factorial of {shown(args[0])} of length {_short(k)} is too large "
                f"(limit {MAX_DIGITS} digits)"
            ) from None


def shown(e: sympy.Basic) -> str:
    """``e`` as text for a message, at most 80 characters; a constant of 30 digits or more
    shows as its number of digits (a huge number is never printed in full)."""
    import sympy

    def label(c: sympy.Rational) -> str:
        m = max(abs(c.p), c.q)
        digits = len(str(m)) if m.bit_length() < 10_000 else int(m.bit_length() * 0.30103) + 1
        return f"<a {digits}-digit number>"

    if isinstance(e, sympy.Rational) and max(abs(e.p), e.q) >= 10**30:
        return label(e)
    big = {
        c: sympy.Symbol(label(c)) for c in e.atoms(sympy.Rational) if max(abs(c.p), c.q) >= 10**30
    }
    text = str(e.xreplace(big))
    return text if len(text) <= 80 else text[:77] + "..."
