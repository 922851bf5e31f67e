import type { EntityManager } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { writeOutboxEntry } from '@lakehouse/server-kit';

/** Records an image refresh job in the outbox, inside the caller's transaction. Returns the job id. */
export function requestImageRefresh(manager: EntityManager, reason: JobPayload<JobName.RefreshPropertyImages>['reason']): Promise<string> {
  return writeOutboxEntry(manager, JobName.RefreshPropertyImages, { reason });
}
