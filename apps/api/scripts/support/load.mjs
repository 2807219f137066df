import fs from 'node:fs';
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
 * whose CPU time over its slices is added up too.
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
    Object.entries(slices).map(([name, list]) => [name, { ...combined(list), cpuMs: cpu[name] }]),
  );
}

/** Several autocannon results as one: totals, the median p50 and the worst p99. */
export function combined(results) {
  const total = (pick) => results.reduce((sum, result) => sum + pick(result), 0);
  const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
  return {
    requests: { total: total((result) => result.requests.total) },
    duration: total((result) => result.duration),
    latency: {
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
    non2xx: total((result) => result.non2xx),
    errors: total((result) => result.errors),
  };
}
