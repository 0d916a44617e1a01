#!/usr/bin/env bash
# Mutation testing of wzprove's soundness core with mutmut 3.x (see benchmarks/RESULTS.md,
# "Mutation testing").  Usage:
#
#   benchmarks/mutation/run.sh TARGET [CHILDREN]
#
# TARGET is one of
#   evaluation  wzprove/model/semantics.py, evaluation under Lean's semantics (_ediv, _bounds,
#               evaluate, _Evaluator, _pow, _cos_pi, _exact_root, _binom_nat, ...)
#   wzeval      wzprove/wz/evaluate.py (exact evaluation in the engine, counterexample grid)
#   search      wzprove/falsity/search.py (falsity search)
#   audit       wzprove/lean/audit.py (the audit's statement comparison and trusted imports)
#   verify      wzprove/wz/verify/ and wzprove/wz/exceptional.py (the exact verifier of
#               certificates and its check at exceptional parameter values)
#   zerotest    wzprove/wz/zerotest.py (the sound "expression = 0" test of the boundary check
#               and the linearity stage)
#   params      wzprove/wz/exceptional.py, wzprove/wz/domains.py, wzprove/wz/zero_powers.py
#               (parameter exceptional values over their domains, exact roots, zero powers)
#   powers      wzprove/wz/written_powers.py, wzprove/wz/zero_powers.py and the grid comparison of
#               wzprove/wz/evaluate.py (lean_counterexample, is_excluded): certify's reading of
#               sqrt / rpow as written, zero powers at pinned values
#   facts       wzprove/model/linear_forms.py (faithful: when a hypothesis becomes a fact; exact
#               divisions) and the hypothesis exclusions of wzprove/wz/exceptional.py
#               (excluded_by, _may_hold, parameter_check, _check_line, specialise)
#
# NAMES (mutant name globs) and TESTS (test paths) in the environment narrow a run, e.g.
#   NAMES='wzprove.wz.verify.x__pointwise*' TESTS=tests/wz/test_engine.py run.sh verify
#
# The run happens in a scratch copy ($MUTATION_DIR, default /tmp/wzprove-mutation-TARGET) so that
# mutmut's mutants/ folder and caches never land in the repository.  Only the tests that exercise the
# mutated module are run (mutmut 3 further narrows each mutant to the tests that call its function).
# Results: mutmut's summary on stdout and $MUTATION_DIR/survivors.txt (one surviving mutant a line;
# `cd $MUTATION_DIR && mutmut show NAME` shows its diff).
set -euo pipefail

target=${1:?usage: run.sh evaluation|wzeval|search|audit|verify|zerotest|params|powers|facts [children]}
children=${2:-1}
repo=$(cd "$(dirname "$0")/../.." && pwd)
mutmut=${MUTMUT:-$(dirname "$(command -v python)")/mutmut}
[ -x "$mutmut" ] || mutmut=$(command -v mutmut)

case "$target" in
  evaluation)
    file=wzprove/model/semantics.py
    # the evaluation only (the sympy bridge is model/symbolic.py, the Identity methods that
    # call evaluate are in model/identity.py)
    names='wzprove.model.semantics.x__int* wzprove.model.semantics.x__check_size* wzprove.model.semantics.x__ediv*
           wzprove.model.semantics.x__falling* wzprove.model.semantics.x__bounds* wzprove.model.semantics.x_evaluate*
           wzprove.model.semantics.xǁ_Evaluatorǁ* wzprove.model.semantics.x__pow* wzprove.model.semantics.x__cos_pi*
           wzprove.model.semantics.x__exact_root* wzprove.model.semantics.x__factorial* wzprove.model.semantics.x__binom_nat*'
    tests='tests/test_identity_model.py tests/falsity/test_semantics.py tests/falsity/test_search.py
           tests/falsity/test_search_exact.py tests/falsity/test_refute.py' ;;
  wzeval)
    file='wzprove/wz/evaluate.py wzprove/wz/param_cases.py'
    names='wzprove.wz.evaluate.* wzprove.wz.param_cases.*'
    tests='tests/wz/test_evaluate_window.py tests/wz/test_regressions.py tests/wz/test_engine.py
           tests/wz/test_evaluate_mutants.py tests/wz/test_evaluate_mutants2.py' ;;
  search)
    file=wzprove/falsity/search.py
    names='wzprove.falsity.search.*'
    tests='tests/falsity' ;;
  audit)
    file=wzprove/lean/audit.py
    names='wzprove.lean.audit.*'
    tests='tests/lean_process/test_lean_audit.py tests/lean_process/test_audit_exact.py
           tests/lean_process/test_audit_mutants.py' ;;
  verify)
    file='wzprove/wz/verify/*.py wzprove/wz/exceptional.py'
    names='wzprove.wz.verify.* wzprove.wz.exceptional.*'
    tests='tests/wz' ;;
  zerotest)
    file=wzprove/wz/zerotest.py
    names='wzprove.wz.zerotest.*'
    tests='tests/wz/test_zerotest.py tests/wz/test_zerotest_mutants.py
           tests/wz/test_verify_helpers_mutants.py' ;;
  params)
    file='wzprove/wz/exceptional.py wzprove/wz/domains.py wzprove/wz/zero_powers.py'
    names='wzprove.wz.exceptional.* wzprove.wz.domains.* wzprove.wz.zero_powers.*'
    tests='tests/wz/test_parameter_domains.py tests/wz/test_zero_parameters.py
           tests/wz/test_exceptional_mutants.py tests/wz/test_params_mutants.py
           tests/pipeline/test_prove_parameter_domains.py' ;;
  powers)
    file='wzprove/wz/written_powers.py wzprove/wz/zero_powers.py wzprove/wz/evaluate.py'
    names='wzprove.wz.written_powers.* wzprove.wz.zero_powers.*
           wzprove.wz.evaluate.x_lean_counterexample* wzprove.wz.evaluate.x_is_excluded*'
    tests='tests/wz/test_written_powers.py tests/wz/test_as_written.py tests/pipeline/test_zero_power.py
           tests/wz/test_zero_parameters.py tests/wz/test_params_mutants.py
           tests/pipeline/test_hypotheses_exclude.py tests/wz/test_powers_mutants.py' ;;
  facts)
    file='wzprove/model/linear_forms.py wzprove/wz/exceptional.py'
    names='wzprove.model.linear_forms.* wzprove.wz.exceptional.x_excluded_by*
           wzprove.wz.exceptional.x__may_hold* wzprove.wz.exceptional.x_parameter_check*
           wzprove.wz.exceptional.x__check_line* wzprove.wz.exceptional.x_specialise*'
    tests='tests/pipeline/test_hypotheses_exclude.py tests/test_cases.py tests/test_reading.py
           tests/wz/test_exceptional_mutants.py tests/wz/test_params_mutants.py
           tests/wz/test_facts_mutants.py' ;;
  *) echo "unknown target: $target" >&2; exit 2 ;;
esac
names=${NAMES:-$names}
tests=${TESTS:-$tests}

work=${MUTATION_DIR:-/tmp/wzprove-mutation-$target}
rm -rf "$work"
mkdir -p "$work"
cp -r "$repo/wzprove" "$repo/tests" "$repo/benchmarks" "$repo/Prover" "$repo/pyproject.toml" "$work/"
find "$work" -name __pycache__ -prune -exec rm -rf {} +
# pyproject.toml has no [tool.mutmut], so mutmut reads setup.cfg
{
  echo "[mutmut]"
  echo "source_paths = wzprove"
  echo "also_copy ="
  echo "    benchmarks"
  echo "    Prover"  # the Lean library: the proof writers replay against it
  echo "only_mutate ="
  for f in $file; do echo "    $f"; done
  echo "pytest_add_cli_args = -p no:cacheprovider"
  echo "pytest_add_cli_args_test_selection ="
  for t in $tests; do [ -e "$work/$t" ] && echo "    $t"; done
} > "$work/setup.cfg"

cd "$work"
unset PYTHONPATH
start=$(date +%s)
# shellcheck disable=SC2086
"$mutmut" run --max-children "$children" $names > run.log 2>&1 || true
end=$(date +%s)
"$mutmut" results --all true > results.txt 2>&1 || true
grep -E ': (survived|no tests|timeout|suspicious)' results.txt > survivors.txt || true
for s in killed survived "no tests" timeout suspicious skipped; do
  printf '%s: %s\n' "$s" "$(grep -c ": $s\$" results.txt || true)"
done
echo "seconds: $((end - start))"
echo "survivors: $work/survivors.txt"
