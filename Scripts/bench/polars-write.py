#!/usr/bin/env python3
"""The peer of `presslab bench w2-*|scales-*`: polars writing the same table.

    python3 Scripts/bench/polars-write.py TABLE.csv OUT.csv [RUNS] [-- COMMAND ...]

Reads TABLE.csv (a table presslab wrote; not timed), then times DataFrame.write_csv of the same
table to OUT.csv RUNS times (default 5) and prints the median seconds as JSON. With a COMMAND
(the presslab run that wrote the table), each run first times that COMMAND as a whole process,
then polars' write, and the JSON adds the median of the per-pair ratios COMMAND / polars: the
two are timed in turn, so a machine that slows down during the call slows both.
Run it with POLARS_MAX_THREADS=2 to give polars the same 2 cores as presslab --threads 2.
CPU seconds (every thread, user + system) are reported beside wall seconds: on a shared machine
they are the steadier comparison.
"""
import json
import os
import resource
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
writes, wholes, write_cpus, whole_cpus = [], [], [], []


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


for _ in range(runs):
    if command:
        start, cpu = time.perf_counter(), children_cpu()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wholes.append(time.perf_counter() - start)
        whole_cpus.append(children_cpu() - cpu)
    start, cpu = time.perf_counter(), sum(os.times()[:2])
    frame.write_csv(out)
    writes.append(time.perf_counter() - start)
    write_cpus.append(sum(os.times()[:2]) - cpu)
result = {"peer": "polars " + pl.__version__, "rows": frame.height, "columns": frame.width,
          "threads": pl.thread_pool_size(), "polars_write_s": statistics.median(writes),
          "polars_write_cpu_s": statistics.median(write_cpus)}
if command:
    result["command_s"] = statistics.median(wholes)
    result["ratio"] = statistics.median(w / p for w, p in zip(wholes, writes))
    result["ratios"] = [round(w / p, 2) for w, p in zip(wholes, writes)]
    result["command_cpu_s"] = statistics.median(whole_cpus)
    result["cpu_ratio"] = statistics.median(w / p for w, p in zip(whole_cpus, write_cpus))
print(json.dumps(result))
