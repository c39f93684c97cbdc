#!/usr/bin/env bash
# Joins the array's parts into $DATA/sweep.csv once every task has succeeded (submit.sh makes it
# depend on the array with afterok).
#SBATCH --job-name=presslab-sweep-merge
#SBATCH --cpus-per-task=1
#SBATCH --mem=256M
set -euo pipefail
DATA=${DATA:-$PWD/sweep-out}
presslab merge "$DATA"/parts/part-*.csv --csv "$DATA/sweep.csv"
