// CPU time a process has used so far (user + system, all its threads), from /proc: the cost of a request on one
// side, which a busy or slow host changes far less than the requests a second it allows.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU the process has used, or undefined where /proc can't tell (not Linux, process gone). */
export function cpuMillis(pid) {
  try {
    // The fields after the command name, which may itself hold spaces and parentheses: utime and stime are 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
