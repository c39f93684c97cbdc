#!/usr/bin/env bash
# The run history at scale: builds a history of RUNS runs (default 10,000) of one small notebook
# with the project's presets, then prints the wall time and peak memory (/usr/bin/time -v) of
#   presslab history --last 1
#   presslab run … --trend-runs RUNS   (and --trend-runs 1, the run's own cost)
#
#   Scripts/bench/history.sh [PRESSLAB_BINARY] [RUNS]
#
# The first run is real; the others are its copies, made with SQL (each table's rows of run 1
# under a new run id), so building takes seconds, not hours. A history of an older schema is
# built the same way by an older binary. Nothing is timed inside a test: this prints figures.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
presslab=$(realpath "${1:-$root/.build/debug/presslab}")
runs=${2:-10000}
work=$(mktemp -d "${TMPDIR:-/tmp}/presslab-bench-history.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
cat > night.md <<'MD'
---
title: Bench night
parameters:
  grid: 6
---

```presslab sweep
id: sweep-000
definition: |
  model: uikit-spring
  fps: 60
  window: 1.0
  button: {width: 200, screen_scale: 3}
  parameters:
    damping: {from: 0.05, to: 1, count: $grid}
    duration: {from: 0.1, to: 0.6, count: 6}
    velocity: [0, 1]
    scale: [0.95]
  metrics: [overshoot_px, settle_time, settle_time_px, end_jump_px]
```

```presslab recommend
id: recommend-000
sweep: sweep-000
preset: shrink-shadow
constraints:
  overshoot_px: {max: 1}
  settle_time_px: {max: 0.3}
  duration: {min: 0.1, max: 0.3}
  scale: {min: 0.95, max: 0.95}
minimize: [settle_time_px, overshoot_px]
```
MD
"$presslab" run night.md --presets "$root/datasets/presets" -o out >/dev/null
python3 - "$work/out/history.sqlite" "$runs" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
runs = int(sys.argv[2])
db.execute("CREATE TEMP TABLE n(k INTEGER PRIMARY KEY)")
db.executemany("INSERT INTO n VALUES (?)", [(k,) for k in range(2, runs + 1)])
columns = [r[1] for r in db.execute("PRAGMA table_info(runs)")]
rest = ", ".join(c for c in columns if c != "id")
db.execute(f"INSERT INTO runs(id, {rest}) SELECT n.k, {rest.replace('unix_time', 'unix_time + n.k')} FROM runs, n WHERE runs.id = 1")
for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
    columns = [r[1] for r in db.execute(f"PRAGMA table_info({table})")]
    if "run_id" not in columns:
        continue
    picked = ", ".join("n.k" if c == "run_id" else c for c in columns)
    db.execute(f"INSERT INTO {table} SELECT {picked} FROM {table}, n WHERE run_id = 1")
db.commit()
PY
printf 'history: %s runs, %s MB\n' "$runs" "$(( $(stat -c %s out/history.sqlite) / 1000000 ))"
measure() {
  local label=$1; shift
  /usr/bin/time -v "$@" >/dev/null 2>time.txt || true
  local wall rss
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' time.txt)
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.txt)
  printf '%-36s %10s wall  %6d MB peak\n' "$label" "$wall" "$((rss / 1024))"
}
measure "history --last 1" "$presslab" history --history out/history.sqlite --last 1
# The same run drawing one run of trends: what the run costs without the history's size.
measure "run --trend-runs 1" "$presslab" run night.md --presets "$root/datasets/presets" -o out --trend-runs 1
measure "run --trend-runs $runs" "$presslab" run night.md --presets "$root/datasets/presets" -o out --trend-runs "$runs"
