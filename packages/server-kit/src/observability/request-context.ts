import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written while handling a request or running a job carries. */
export interface RequestContext {
  /** The HTTP request's id; in a job, the id of the request that caused it. */
  requestId?: string;
  job?: string;
  jobId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** Runs `work` outside any request, so timers it sets (a relay pass) don't carry a request's id into other work. */
export function runOutsideRequestContext<T>(work: () => T): T {
  return storage.exit(work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

// Short printable ids only: the header lands in logs and in the response, so nothing that could forge a log line.
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming X-Request-Id when it is sane (from nginx or an Ingress), otherwise a fresh one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && saneRequestId.test(value) ? value : randomUUID();
}
