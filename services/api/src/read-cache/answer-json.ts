/** A cached answer's JSON and its fingerprint, made once when the cache was filled. */
interface AnswerJson {
  json: string;
  fingerprint: string;
}

// Keyed by the cached object itself: an entry lives exactly as long as the cache keeps the answer.
const answers = new WeakMap<object, AnswerJson>();

/** Records the JSON of a cached answer, which is never changed after it is cached, for every request it answers. */
export function rememberAnswerJson(value: object, answer: AnswerJson): void {
  answers.set(value, answer);
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
