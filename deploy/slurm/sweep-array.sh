#!/usr/bin/env bash
# One shard of a sweep as a Slurm array task: task I of SHARDS computes the I-th contiguous block
# of the grid into $DATA/parts/part-I.csv (with its .shard record). Submitted by submit.sh, and
# again by sweep-merge.sh for a task that did not finish (cancelled, killed, its node lost).
#SBATCH --job-name=presslab-sweep
#SBATCH --cpus-per-task=2
#SBATCH --mem=256M
set -euo pipefail
SWEEP=${SWEEP:-datasets/sweeps/000-shrink-shadow.yaml}
# SHARDS is the whole grid's count (a resubmitted array holds only the tasks that are missing).
SHARDS=${SHARDS:-${SLURM_ARRAY_TASK_COUNT:?run as an array job (sbatch --array=0-N-1)}}
DATA=${DATA:-$PWD/sweep-out}
mkdir -p "$DATA/parts"
# --progress: the task's log gets a line (done/total, rate, time left) every 5 s once it has run 2 s.
presslab sweep "$SWEEP" --shard "$SLURM_ARRAY_TASK_ID/$SHARDS" --csv "$DATA/parts/part-$SLURM_ARRAY_TASK_ID.csv" --threads "${SLURM_CPUS_PER_TASK:-2}" --progress
