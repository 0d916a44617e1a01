import sys as _sys

# Exact certificates meet integers beyond Python's default 4300-digit str() limit
# (C(n + 1000, k) at moderate n); the engine's inputs are bounded elsewhere (exponents).
if hasattr(_sys, "set_int_max_str_digits"):
    _sys.set_int_max_str_digits(max(_sys.get_int_max_str_digits(), 200_000))
