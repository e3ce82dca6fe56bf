/**
 * Who a process is, in a form that survives a pid being reused: written into the data-dir lock
 * by its holder, and compared by a later starter to tell a live holder from a dead one.
 *
 * On Linux a process is its pid plus its start time (field 22 of /proc/<pid>/stat, clock ticks
 * after boot), within one boot (/proc/sys/kernel/random/boot_id) and one pid namespace
 * (/proc/self/ns/pid: a container sees other pids than its host). Elsewhere only the pid and
 * the host name are known, and liveness can be proved only one way (the pid is gone).
 */
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

export interface ProcessIdentity {
  pid: number;
  hostname: string;
  /** Start time in clock ticks after boot, as the decimal text /proc gives; null off Linux. */
  startTime: string | null;
  /** The kernel's boot id; null off Linux. */
  bootId: string | null;
  /** The pid namespace, e.g. `pid:[4026531836]`; null off Linux. */
  pidNamespace: string | null;
}

/** What is known of a lock holder: alive, provably gone, or not knowable from here. */
export type Liveness = 'alive' | 'gone' | 'unknown';

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * The start time (field 22) of a /proc/<pid>/stat line, or null when the line has no such field.
 * Field 2, the command name in parentheses, may itself hold spaces and parentheses: fields are
 * counted after its last ')'.
 */
export function parseStatStartTime(line: string): string | null {
  const close = line.lastIndexOf(')');
  if (close === -1) return null;
  // after ')': field 3 (state) is the first, so field 22 is the 20th
  const fields = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const value = fields[19];
  return value !== undefined && /^\d+$/.test(value) ? value : null;
}

/** The start time of `pid` (Linux), or null when it cannot be read (no /proc, no such pid). */
export function readStartTime(pid: number): string | null {
  const line = readText(`/proc/${pid}/stat`);
  return line === null ? null : parseStatStartTime(line);
}

function readPidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/** This process's identity. */
export function currentIdentity(): ProcessIdentity {
  return {
    pid: process.pid,
    hostname: hostname(),
    startTime: readStartTime(process.pid),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: readPidNamespace(),
  };
}

/** Whether a process with `pid` exists (EPERM: it does, under another user). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process `holder` names still runs, judged from `self` (this process, which is
 * not the holder: the caller has checked that the lock is not one of its own):
 * - another host, or another pid namespace on this one: unknown (its pids are not ours to see);
 * - another boot of this host, or this very pid (a previous run, e.g. pid 1 in a container
 *   restarted after a kill): gone;
 * - no process with that pid: gone; one with another start time: gone (the pid was reused);
 *   the same start time: alive;
 * - the pid runs but its start time cannot be compared (not Linux): unknown.
 */
export function holderLiveness(
  holder: ProcessIdentity,
  self: ProcessIdentity = currentIdentity(),
): Liveness {
  if (holder.hostname !== self.hostname) return 'unknown';
  if (holder.pidNamespace !== self.pidNamespace) return 'unknown';
  if (holder.bootId !== null && self.bootId !== null && holder.bootId !== self.bootId) {
    return 'gone';
  }
  if (holder.pid === self.pid) return 'gone';
  if (!pidExists(holder.pid)) return 'gone';
  const startTime = holder.startTime === null ? null : readStartTime(holder.pid);
  if (holder.startTime === null || startTime === null) return 'unknown';
  return startTime === holder.startTime ? 'alive' : 'gone';
}

/** Whether `value` (parsed JSON) has the shape of a ProcessIdentity. */
export function isProcessIdentity(value: unknown): value is ProcessIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const textOrNull = (x: unknown) => x === null || typeof x === 'string';
  return (
    Number.isInteger(v.pid) &&
    (v.pid as number) > 0 &&
    typeof v.hostname === 'string' &&
    textOrNull(v.startTime) &&
    textOrNull(v.bootId) &&
    textOrNull(v.pidNamespace)
  );
}
