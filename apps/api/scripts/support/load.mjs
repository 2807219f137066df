import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far, in ms (user and system, from /proc; null elsewhere). Per
 * request it stays meaningful on a loaded machine, where requests per second do not.
 */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5); [0] here is field 3.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Loads each server in turn, `rounds` times over, and adds each one's slices up: a shared
 * machine whose load swings then weighs on all of them alike. `runs` maps a name to the
 * autocannon options of one slice (a function of the round) and the server's process id,
 * whose CPU time over its slices is added up too. Each server's own slices come back as well
 * (`slices`, in round order), for measures taken turn by turn.
 */
export async function alternate(rounds, runs) {
  const slices = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  const cpu = Object.fromEntries(Object.keys(runs).map((name) => [name, 0]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, { options, pid }] of Object.entries(runs)) {
      const before = cpuMs(pid);
      slices[name].push(await autocannon(options(round)));
      const after = cpuMs(pid);
      cpu[name] = before === null || after === null ? null : cpu[name] + (after - before);
    }
  }
  return Object.fromEntries(
    Object.entries(slices).map(([name, list]) => [
      name,
      { ...combined(list), cpuMs: cpu[name], slices: list },
    ]),
  );
}

/** The middle of some numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** An autocannon result's requests per second over its whole run. */
export function perSecond(result) {
  return result.requests.total / result.duration;
}

/** Several autocannon results as one: totals, the median p50 and the worst p99. */
export function combined(results) {
  const total = (pick) => results.reduce((sum, result) => sum + pick(result), 0);
  return {
    requests: { total: total((result) => result.requests.total) },
    duration: total((result) => result.duration),
    latency: {
      p50: median(results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
    non2xx: total((result) => result.non2xx),
    errors: total((result) => result.errors),
  };
}

/**
 * Core pinning for a side-by-side run: the servers measured on core 0 (all their threads, taken
 * in turn, so each has the core to itself while it is loaded) and this script, the load
 * generator, on core 1. Unpinned on a two-core machine, the scheduler at moments puts the load
 * generator on the loaded server's core, and the two servers' shares of those moments differ:
 * whole runs of bench:reads then gave one route anywhere from 53 % to 82 % of bare. Needs
 * Linux's taskset and two cores; BENCH_PIN=off leaves placement to the system. Returns what
 * the run's heading says about it, how to pin a server and how to pin a process beside the load.
 */
export function pinnedCores() {
  const unpinned = (why) => ({
    description: `not pinned (${why})`,
    pinServer: () => {},
    pinLoad: () => {},
  });
  if (process.env.BENCH_PIN === 'off') return unpinned('BENCH_PIN=off');
  if (os.availableParallelism() < 2) return unpinned('one core');
  const taskset = (...args) => spawnSync('taskset', args, { stdio: 'ignore' }).status === 0;
  if (!taskset('-p', '2', String(process.pid))) return unpinned('taskset could not use core 1');
  return {
    description: 'servers pinned to core 0, the load to core 1',
    pinServer(pid) {
      if (!taskset('-a', '-p', '1', String(pid))) throw new Error(`could not pin process ${pid}`);
    },
    /** Beside the load, off the servers' core: the outside world the servers call. */
    pinLoad(pid) {
      if (!taskset('-a', '-p', '2', String(pid))) throw new Error(`could not pin process ${pid}`);
    },
  };
}
