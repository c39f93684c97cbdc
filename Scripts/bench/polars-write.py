#!/usr/bin/env python3
"""The peer of `presslab bench sweep-uikit|sweep-swiftui`: polars writing the same table.

    python3 Scripts/bench/polars-write.py TABLE.csv OUT.csv [RUNS] [-- COMMAND ...]

Reads TABLE.csv (a table presslab wrote; not timed), then times DataFrame.write_csv of the same
table to OUT.csv RUNS times (default 5) and prints the median seconds as JSON. With a COMMAND
(the presslab run that wrote the table), each run first times that COMMAND as a whole process,
then polars' write, and the JSON adds the median of the per-pair ratios COMMAND / polars: the
two are timed in turn, so a machine that slows down during the call slows both.
Run it with POLARS_MAX_THREADS=2 to give polars the same 2 cores as presslab --threads 2.
"""
import json
import statistics
import subprocess
import sys
import time

import polars as pl

args = sys.argv[1:]
command = args[args.index("--") + 1:] if "--" in args else []
args = args[:args.index("--")] if "--" in args else args
table, out = args[0], args[1]
runs = int(args[2]) if len(args) > 2 else 5
frame = pl.read_csv(table, infer_schema_length=None)
writes, wholes = [], []
for _ in range(runs):
    if command:
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wholes.append(time.perf_counter() - start)
    start = time.perf_counter()
    frame.write_csv(out)
    writes.append(time.perf_counter() - start)
result = {"peer": "polars " + pl.__version__, "rows": frame.height, "columns": frame.width,
          "threads": pl.thread_pool_size(), "polars_write_s": statistics.median(writes)}
if command:
    result["command_s"] = statistics.median(wholes)
    result["ratio"] = statistics.median(w / p for w, p in zip(wholes, writes))
    result["ratios"] = [round(w / p, 2) for w, p in zip(wholes, writes)]
print(json.dumps(result))
