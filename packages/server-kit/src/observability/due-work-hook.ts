/**
 * The test hook's seam: the operations server runs the stays' due work at a chosen time through this token, which
 * only a process hosting the processors with DUE_WORK_AT_ENABLED provides. Kept apart from the scans, so the API's
 * operations server loads none of them when a separate worker runs the jobs.
 */
export const DUE_WORK_AT = Symbol('DUE_WORK_AT');

export interface DueWorkAt {
  /** Runs every scan as if it were `now`; returns what each queued or changed. */
  runAt(now: Date): Promise<Record<string, number>>;
}
