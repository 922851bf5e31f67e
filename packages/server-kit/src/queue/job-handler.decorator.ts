import { DiscoveryService } from '@nestjs/core';
import type { JobName } from '@lakehouse/contracts';

/**
 * Marks a provider method as the handler of one job of the catalogue:
 * `@JobHandler(JobName.SendContactMessageEmail) async send(payload, context) {...}`.
 */
export const JobHandler = DiscoveryService.createDecorator<JobName>();

export interface JobContext {
  /** The job's id: the outbox entry's id, stable across every retry. */
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** The HTTP request that caused the job, when one did. */
  requestId?: string;
}
