#!/usr/bin/env bash
# Submits a sweep as a Slurm array of SHARDS tasks and the merge that runs after all of them:
#   SWEEP=datasets/sweeps/000-shrink-shadow.yaml SHARDS=8 deploy/slurm/submit.sh
# DATA (default ./sweep-out, on a file system every node sees) receives parts/, logs/ and sweep.csv.
# The merge runs once every task has ended (afterany) and submits again any task whose part is
# missing (RETRIES times, default 2). Prints the array's job id, then the merge's.
set -euo pipefail
cd "$(dirname "$0")/../.."
export SHARDS=${SHARDS:-8}
export SWEEP=${SWEEP:-datasets/sweeps/000-shrink-shadow.yaml} DATA=${DATA:-$PWD/sweep-out}
mkdir -p "$DATA/logs"
logs=(--output="$DATA/logs/%x-%A_%a.out")
array=$(sbatch --parsable --export=ALL "${logs[@]}" --array="0-$((SHARDS - 1))" deploy/slurm/sweep-array.sh)
echo "${array%%;*}"
sbatch --parsable --export=ALL "${logs[@]}" --dependency="afterany:${array%%;*}" deploy/slurm/sweep-merge.sh
