/** How soon the host answers when Settings says nothing: the spec's contact response time. */
export const DEFAULT_RESPONSE_TIME = '2-4 hours';

/**
 * The host's response time as a duration ('2-4 hours'), whether the host typed '2-4 hours' or 'within 2-4 hours',
 * so a sentence that says 'within' never says it twice.
 */
export const responseDuration = (responseTime: string | null | undefined): string =>
  responseTime?.trim().replace(/^within\s+/i, '') || DEFAULT_RESPONSE_TIME;

/** 'within 2-4 hours': every page and email that says when the host answers says it from the one setting. */
export const replyWithin = (responseTime: string | null | undefined): string =>
  `within ${responseDuration(responseTime)}`;
