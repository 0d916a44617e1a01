"""Benchmarks (above the pipeline): suites, the resumable batch runner, reports, Maxima."""
