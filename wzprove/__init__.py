"""wzprove: a neuro-symbolic prover for combinatorial identities in Lean 4.

See ``DESIGN.md`` of the project for the pipeline, the vocabulary and the
status words every part uses.
"""

__version__ = "0.1.0"

from wzprove.lean.drivers import register_driver  # noqa: E402

# The LeanDojo back end sits above the Lean layer (it imports training code), so nothing in
# wzprove/lean/ may import or name it: it is registered here, by its place, and imported
# only when a pool is asked for `backend="leandojo"`. The package root is imported first
# by every process (a Ray actor too), so the name is known wherever a pool runs.
register_driver("leandojo", "wzprove.leandojo.dojo_driver:DojoDriver.from_toolchain")
