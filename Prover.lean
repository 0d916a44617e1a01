/-
The wzprove Lean library: generic telescoping / WZ / recurrence theorems and the tactics
that close certificate subgoals. Every theorem is in namespace `Prover`; the names that
the sketch generator may use are listed in `Prover/NAMES.txt` and described in
`docs/lean-library.md`.
-/
import Prover.Telescope
import Prover.WZ
import Prover.Recurrence
import Prover.CreativeTelescoping
import Prover.Binomial
import Prover.ShiftRatio
import Prover.Steps
import Prover.Boundary
import Prover.BoundaryStep
import Prover.BoundaryPair
import Prover.Tactic
import Prover.Trig

import Prover.Stirling
