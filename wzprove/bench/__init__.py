"""Benchmarks (above the pipeline): suites, the resumable batch runner, reports, Maxima and
alkahest as peers of the engine."""
