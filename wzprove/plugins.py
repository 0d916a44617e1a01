"""Back ends that live above the layers that choose them, named by their place.

Like a package's entry points, but in the package itself (so that a source checkout, a Ray
actor or an editable install all see the same table): each entry is a name and a place
``"module:attr"`` (``attr`` may be dotted). The layer that chooses a back end reads this table
and imports the place only when that back end is asked for, so that it never imports the
back end's package itself: :mod:`wzprove.lean.drivers` reads :data:`LEAN_DRIVERS`, and
``wzprove.lean.pool`` never imports ``wzprove.leandojo`` (which imports training code).

This module imports nothing: it sits in layer 0, below everything that reads it.
"""

from __future__ import annotations

#: Lean back ends beyond ``file`` and ``repl``, by name (``PoolConfig.backend``).
LEAN_DRIVERS: dict[str, str] = {
    "leandojo": "wzprove.leandojo.dojo_driver:DojoDriver.from_toolchain",
}
