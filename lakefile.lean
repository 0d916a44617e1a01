import Lake
open Lake DSL

/-!
The Lake package of wzprove.

* `Prover`   — generic telescoping / WZ / recurrence theorems and the tactics that close
               certificate subgoals (see `docs/lean-library.md`).
* `Sketches` — every module under `Sketches/` (proof sketches written by `wzprove sketch`).
* `Proofs`   — every module under `Proofs/` (filled proofs written by `wzprove prove`).

Mathlib and the REPL are pinned to the tag that matches `lean-toolchain` (v4.25.0);
`lake exe repl` runs the REPL from this package's environment.
-/

package wzprove

require mathlib from git
  "https://github.com/leanprover-community/mathlib4" @ "v4.25.0"

require REPL from git
  "https://github.com/leanprover-community/repl" @ "v4.25.0"

@[default_target]
lean_lib Prover where
  leanOptions := #[⟨`autoImplicit, false⟩]

lean_lib Sketches where
  globs := #[.submodules `Sketches]

lean_lib Proofs where
  globs := #[.submodules `Proofs]
