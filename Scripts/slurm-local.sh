#!/usr/bin/env bash
# A single-node Slurm cluster on localhost, for trying the array scripts (deploy/slurm) and for the
# tests: munged, slurmctld and slurmd with their own key, configuration, state and logs in DIR, on
# two free ports, as the current user. Needs Debian's slurm-wlm and munge
# (Scripts/bootstrap.sh --test installs them).
#   Scripts/slurm-local.sh start DIR   # prints the SLURM_CONF to export for sbatch, squeue, scancel
#   Scripts/slurm-local.sh stop DIR    # stops the three daemons
set -euo pipefail
command=${1:?start or stop}
dir=$(mkdir -p "${2:?a folder for the cluster}" && cd "$2" && pwd)
# Jobs still running are cancelled first, so no job step outlives the daemons (5 s at most); then
# the three are told to stop at once (each takes a second or two) and waited for (5 s at most).
stop() {
  if [ -f "$dir/slurmctld.pid" ] && kill -0 "$(cat "$dir/slurmctld.pid")" 2>/dev/null; then
    export SLURM_CONF="$dir/slurm.conf"
    scancel --user="$(id -un)" 2>/dev/null || true
    for _ in $(seq 50); do [ -z "$(squeue -h 2>/dev/null)" ] && break; sleep 0.1; done
  fi
  local pids=()
  for name in slurmd slurmctld munged; do
    [ -f "$dir/$name.pid" ] || continue
    pids+=("$(cat "$dir/$name.pid")")
    rm -f "$dir/$name.pid"
  done
  [ "${#pids[@]}" -gt 0 ] || return 0
  kill "${pids[@]}" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "${pids[@]}" 2>/dev/null || break; sleep 0.1; done
  kill -9 "${pids[@]}" 2>/dev/null || true
}
if [ "$command" = stop ]; then stop; exit 0; fi
[ "$command" = start ] || { echo "usage: $0 start|stop DIR" >&2; exit 64; }
for tool in munged slurmctld slurmd sbatch; do
  command -v "$tool" >/dev/null || { echo "$0: $tool not found: install Debian's slurm-wlm and munge" >&2; exit 69; }
done
user=$(id -un)
ports=$(python3 -c 'import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(" ".join(str(x.getsockname()[1]) for x in s))')
read -r ctld_port slurmd_port <<<"$ports"
chmod 755 "$dir"
mkdir -p "$dir/state" "$dir/spool"
head -c 1024 /dev/urandom >"$dir/munge.key"
chmod 400 "$dir/munge.key"
: >"$dir/plugstack.conf"
cat >"$dir/slurm.conf" <<CONF
ClusterName=presslab-local
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=$user
SlurmdUser=$user
AuthType=auth/munge
AuthInfo=socket=$dir/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
PlugStackConfig=$dir/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/backfill
# A job starts once submitted or once its dependency ends, not up to 3 s later (Slurm's default).
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
ReturnToService=2
KillWait=2
MinJobAge=600
NodeName=localhost NodeHostname=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024)) State=UNKNOWN
PartitionName=local Nodes=localhost Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE
CONF
# The daemons keep running after this script: none may hold its standard streams open, or a
# caller reading them to their end (a test harness, $(…)) would wait for the daemons to exit.
munged -f -S "$dir/munge.socket" --key-file="$dir/munge.key" --log-file="$dir/munged.log" \
  --pid-file="$dir/munged.pid" --seed-file="$dir/munged.seed" </dev/null >>"$dir/daemons.out" 2>&1
export SLURM_CONF="$dir/slurm.conf"
slurmctld -f "$SLURM_CONF" -i </dev/null >>"$dir/daemons.out" 2>&1
slurmd -f "$SLURM_CONF" -N localhost </dev/null >>"$dir/daemons.out" 2>&1
# Ready when the node is idle (bounded: 30 s).
for _ in $(seq 150); do
  if [ "$(sinfo -h -N -o %t 2>/dev/null)" = idle ]; then echo "export SLURM_CONF=$SLURM_CONF"; exit 0; fi
  sleep 0.2
done
echo "$0: the cluster did not come up in 30 s; logs in $dir" >&2
stop
exit 1
