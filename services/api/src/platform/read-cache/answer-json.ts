import { createHash } from 'node:crypto';

/** A cached answer's JSON and its fingerprint, made once when the cache was filled, and how long it holds. */
export interface AnswerJson {
  json: string;
  fingerprint: string;
  /** When the answer stops being true on its own (epoch ms; infinite when only a write can change it). */
  validUntil: number;
}

const fingerprintOfJson = (json: string) => createHash('sha1').update(json).digest('base64url').slice(0, 22);

// Keyed by the cached object itself: an entry lives exactly as long as the cache keeps the answer.
const answers = new WeakMap<object, AnswerJson>();

/** Records the JSON of a cached answer, which is never changed after it is cached, for every request it answers. */
export function rememberAnswerJson(value: object, answer: AnswerJson): void {
  answers.set(value, answer);
}

/**
 * Makes the value's JSON once and records it for every request the value answers; returns the value. For an answer
 * computed from cached reads alone (valid while they are), made once and sent as it is.
 */
export function sendAsJson<T extends object>(value: T, validUntil: number): T {
  rememberAnswerJson(value, answerJsonOfValue(value, validUntil));
  return value;
}

/** The value's JSON and its fingerprint, made now. */
export function answerJsonOfValue(value: unknown, validUntil: number): AnswerJson {
  const json = JSON.stringify(value);
  return { json, fingerprint: fingerprintOfJson(json), validUntil };
}

/** The JSON and fingerprint of a cached answer; undefined for anything else. */
export function answerJsonOf(value: unknown): AnswerJson | undefined {
  return typeof value === 'object' && value !== null ? answers.get(value) : undefined;
}

/**
 * Fastify's reply serializer: a cached answer is sent as the JSON made when it was cached, and anything else is
 * serialised as usual.
 */
export function serializeAnswer(payload: unknown): string {
  return answerJsonOf(payload)?.json ?? JSON.stringify(payload);
}
