#!/usr/bin/env bash
# Submits a sweep as a Slurm array of SHARDS tasks and the merge that runs after all of them:
#   SWEEP=datasets/sweeps/000-shrink-shadow.yaml SHARDS=8 deploy/slurm/submit.sh
# DATA (default ./sweep-out, on a file system every node sees) receives parts/ and sweep.csv.
set -euo pipefail
cd "$(dirname "$0")/../.."
SHARDS=${SHARDS:-8}
export SWEEP=${SWEEP:-datasets/sweeps/000-shrink-shadow.yaml} DATA=${DATA:-$PWD/sweep-out}
array=$(sbatch --parsable --export=ALL --array="0-$((SHARDS - 1))" deploy/slurm/sweep-array.sh)
sbatch --parsable --export=ALL --dependency="afterok:${array%%;*}" deploy/slurm/sweep-merge.sh
