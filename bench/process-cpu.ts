import fs from 'node:fs/promises';
import os from 'node:os';

/**
 * The CPU time a process has used so far, in ms (user + system, from /proc/<pid>/stat): what
 * a request costs the server, whatever else the shared machine is doing meanwhile.
 */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), counted from field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime (14) + stime (15)
  return (ticks * 1000) / clockTicks;
}

/** Clock ticks per second of /proc's counters (USER_HZ): 100 on Linux. */
const clockTicks = os.platform() === 'linux' ? 100 : Number.NaN;
