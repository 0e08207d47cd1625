// CPU time read from /proc, for the traffic benches (docs/search.md#cpu-per-request): what a process, a PostgreSQL
// with its backends, or the whole machine spent, so a figure is CPU over requests served and not wall time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in ticks of 10 ms

/** The fields of /proc/{pid}/stat after the command's name (state first), or null when the process is gone. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of a process, in ms (0 when it is gone). */
export function cpuOf(pid) {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/** utime + stime + cutime + cstime: a process and its children that have ended, in ms. */
function cpuWithEndedChildren(pid) {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS : 0;
}

/**
 * The postmaster of the PostgreSQL whose data directory is `dataDir` and its backends (its children), summed; a
 * backend that ended (an idle connection closed by a pool) counts through the postmaster's cutime/cstime, so the sum
 * never goes back.
 */
export function postgresCpu(dataDir) {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = cpuWithEndedChildren(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statOf(entry);
    if (fields && Number(fields[1]) === postmaster) total += cpuOf(Number(entry));
  }
  return total;
}

/**
 * The whole machine's CPU time in ms since boot, summed over its cores: busy (user, system, interrupts), idle, waiting
 * for the disk, and taken by the host (steal).
 */
function machineCpu() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map((ticks) => Number(ticks) * TICK_MS);
  return { busy: user + nice + system + irq + softirq, idle, iowait, steal };
}

/** A reading of the machine's, PostgreSQL's (its data directory `dataDir`) and this process's CPU, for cpuUseLine. */
export function cpuUse(dataDir) {
  return { machine: machineCpu(), pg: postgresCpu(dataDir), client: process.cpuUsage() };
}

/**
 * Where the machine's cores went between two readings of `cpuUse`: their busy share, and the CPU a request cost in
 * PostgreSQL, in this process (the bench's client) and in everything else (the api processes, mostly).
 */
/** The machine's busy CPU and PostgreSQL's, in ms a request, between two readings of `cpuUse`. */
export function cpuPerRequest(before, after, requests) {
  return {
    busy: (after.machine.busy - before.machine.busy) / requests,
    pg: (after.pg - before.pg) / requests,
  };
}

export function cpuUseLine(before, after, requests) {
  const total = (reading) => reading.busy + reading.idle + reading.iowait + reading.steal;
  const elapsed = total(after.machine) - total(before.machine);
  const share = (key) => `${((100 * (after.machine[key] - before.machine[key])) / elapsed).toFixed(0)} %`;
  const busy = after.machine.busy - before.machine.busy;
  const pg = after.pg - before.pg;
  const clientUsage = process.cpuUsage(before.client);
  const client = (clientUsage.user + clientUsage.system) / 1000;
  const perRequest = (ms) => (ms / requests).toFixed(2);
  return (
    `  cores: ${share('busy')} busy, ${share('idle')} idle, ${share('iowait')} waiting for the disk, ${share('steal')} ` +
    `taken by the host; CPU a request ${perRequest(busy)} ms: PostgreSQL ${perRequest(pg)}, ` +
    `the api and the rest ${perRequest(busy - pg - client)}, this client ${perRequest(client)}`
  );
}
