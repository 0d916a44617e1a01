# wzprove with a Lean 4 toolchain and Mathlib's cache: `docker build -t wzprove .`, then
#   docker run --rm -v "$PWD:/work" wzprove prove /work/identity.lean
# Not built on the project's machines (no Docker engine there); kept small and standard.
FROM python:3.11-slim

ENV DEBIAN_FRONTEND=noninteractive \
    ELAN_HOME=/opt/elan \
    PATH=/opt/elan/bin:$PATH \
    PIP_NO_CACHE_DIR=1

RUN apt-get update \
 && apt-get install -y --no-install-recommends curl git ca-certificates build-essential \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/wzprove

# elan with the toolchain pinned in lean-toolchain (no default toolchain: the project pins it).
COPY lean-toolchain ./
RUN curl -sSfL https://raw.githubusercontent.com/leanprover/elan/master/elan-init.sh \
      | sh -s -- -y --default-toolchain none \
 && elan toolchain install "$(cat lean-toolchain)"

# The Lake package: Mathlib and the REPL at the pinned tags, Mathlib's prebuilt cache.
COPY lakefile.lean Prover.lean ./
COPY Prover ./Prover
COPY Sketches ./Sketches
COPY Proofs ./Proofs
RUN lake update && lake exe cache get && lake build Prover repl

# The Python package with the transformers back end (CPU torch pinned).
COPY pyproject.toml README.md ./
COPY wzprove ./wzprove
RUN pip install torch==2.13.0 \
 && pip install '.[llm]'

ENTRYPOINT ["wzprove"]
CMD ["--help"]
