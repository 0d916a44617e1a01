"""Confirm kills per mutant name in one process (benchmarks/RESULTS.md, "Mutation testing").

mutmut 3's trampolines read ``MUTANT_UNDER_TEST`` at every call, so a generated ``mutants/``
folder can run many mutants against one test file without a pytest start per name.  Run it
inside that folder::

    cd $MUTATION_DIR/mutants && PYTHONPATH=$PWD python \\
        /path/to/benchmarks/mutation/kill_in_process.py /path/to/tests/wz/test_x.py NAME...

NAME is a mutant name without the ``wzprove.wz.`` prefix (as in survivors-verify.txt), or a
full name starting ``wzprove.`` (``wzprove.model.linear_forms.x_faithful__mutmut_1``).  The
test functions of the file that take no arguments and carry no pytest mark are called in
order (``SEL``: comma-separated substrings of test names narrow them), the verifier's memo
tables and the engine evaluator's ``_TERMS`` emptied before each (as tests/wz/conftest.py
does); the first failure kills the mutant.  One line per name: ``NAME: killed by TEST:
ERROR`` or ``NAME: SURVIVED``.
"""

from __future__ import annotations

import importlib.util
import inspect
import os
import signal
import sys


def main(path: str, names: list[str]) -> None:
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    spec = importlib.util.spec_from_file_location("kill_tests", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    import wzprove.wz.evaluate as evaluate
    import wzprove.wz.verify.values as values

    tests = [
        f
        for name, f in vars(mod).items()
        if name.startswith("test_")
        and callable(f)
        and not inspect.signature(f).parameters
        and not getattr(f, "pytestmark", None)
    ]
    sel = os.environ.get("SEL")
    if sel:
        tests = [f for f in tests if any(x in f.__name__ for x in sel.split(","))]

    def timeout(*_args: object) -> None:
        raise TimeoutError

    signal.signal(signal.SIGALRM, timeout)
    for name in names:
        full = name if name.startswith("wzprove.") else "wzprove.wz." + name
        os.environ["MUTANT_UNDER_TEST"] = full
        killed = ""
        for f in tests:
            values._LINE_CACHE.clear()
            values._RAT_CACHE.clear()
            evaluate._TERMS.clear()
            signal.alarm(60)
            try:
                f()
            except BaseException as err:  # noqa: BLE001 -- any failure kills the mutant
                killed = f"{f.__name__}: {type(err).__name__}"
            finally:
                signal.alarm(0)
            if killed:
                break
        print(f"{name}: {'killed by ' + killed if killed else 'SURVIVED'}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
