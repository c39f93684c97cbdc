#!/usr/bin/env bash
# Runs once every array task has ended (submit.sh makes it depend on the array with afterany).
# A task that did not leave its part (cancelled with scancel, killed, its node lost) is submitted
# again with a merge after it, up to RETRIES times; then the parts are joined into $DATA/sweep.csv.
#SBATCH --job-name=presslab-sweep-merge
#SBATCH --cpus-per-task=1
#SBATCH --mem=256M
set -euo pipefail
DATA=${DATA:-$PWD/sweep-out}
SHARDS=${SHARDS:?the number of shards of the array}
RETRIES=${RETRIES:-2}
ATTEMPT=${ATTEMPT:-0}
missing=()
for ((i = 0; i < SHARDS; i++)); do
  [ -f "$DATA/parts/part-$i.csv" ] && [ -f "$DATA/parts/part-$i.csv.shard" ] || missing+=("$i")
done
if [ "${#missing[@]}" -gt 0 ]; then
  list=$(IFS=,; echo "${missing[*]}")
  if [ "$ATTEMPT" -ge "$RETRIES" ]; then
    echo "presslab merge: shards $list of $SHARDS still missing after $RETRIES retries; see the array's logs" >&2
    exit 1
  fi
  echo "presslab merge: shards $list of $SHARDS did not finish; submitting them again (retry $((ATTEMPT + 1)) of $RETRIES)" >&2
  cd "${SLURM_SUBMIT_DIR:-.}"
  export ATTEMPT=$((ATTEMPT + 1))
  logs=(--output="$DATA/logs/%x-%A_%a.out")
  array=$(sbatch --parsable --export=ALL "${logs[@]}" --array="$list" deploy/slurm/sweep-array.sh)
  sbatch --parsable --export=ALL "${logs[@]}" --dependency="afterany:${array%%;*}" deploy/slurm/sweep-merge.sh
  exit 0
fi
presslab merge "$DATA"/parts/part-*.csv --csv "$DATA/sweep.csv"
