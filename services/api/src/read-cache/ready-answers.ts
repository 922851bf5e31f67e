import { Injectable } from '@nestjs/common';
import { type PageEncoding, preferredEncoding } from '../pages/page-encodings.js';
import { ChangeNotices, type ChangeSubscriber, EVERY_TABLE } from './change-notices.js';

/** One answer as Fastify sent it: its headers (but the request id) and body, ready to be sent again as they are. */
export interface KeptAnswer {
  /** Names and values in turn, as `writeHead` takes them. */
  headers: string[];
  body: Buffer;
  /** The route's pattern, for the request metrics. */
  route: string;
  /** When the answer stops being true on its own (the read cache's word, and at most the next quarter hour). */
  validUntil: number;
}

/**
 * Which requests of the URL an answer is for: all of them (JSON, sent as it is), or those whose Accept-Encoding
 * prefers this coding (a page, kept once per coding it was sent in; `identity` when none is accepted).
 */
export type AnswerVariant = 'any' | PageEncoding | 'identity';

/**
 * Enough for the site's few pages and the reads they make; a crawler asking for endless calendar windows only
 * cycles them.
 */
const MAX_ANSWERS = 64;
/** Larger answers are not worth their memory here. */
const MAX_BODY_BYTES = 256 * 1024;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Where a POST's answer is kept: its URL and its body's exact bytes (the answer depends on nothing else). */
export const postedAnswerKey = (url: string, body: Buffer) => `${url}\n${body.toString('latin1')}`;

/**
 * Every time zone's midnight falls on a quarter hour, so an answer that depends on "today" (availability without
 * dates) never outlives its day if none outlives the quarter hour.
 */
export const nextQuarterHour = (now: number) => (Math.floor(now / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;

/**
 * The answers of the hot public reads, the rendered pages and the quotes, as the bytes that were sent, keyed by URL
 * (a page once per encoding, a quote by its body too: `postedAnswerKey`), for the server to send again without
 * Fastify, Nest or the handler (http/front-door.ts). They follow the read caches' rule: any change notice forgets
 * them all, an answer is kept only if no notice came while it was made, and one is sent again only after a round
 * trip on the LISTEN connection, so a write that committed before the request is never missed.
 */
@Injectable()
export class ReadyAnswers implements ChangeSubscriber {
  readonly tables = EVERY_TABLE;
  private readonly answers = new Map<string, Map<AnswerVariant, KeptAnswer>>();
  /** Counts the forgettings: an answer made across one is not kept. */
  private generation = 0;
  /** Answers sent from here (tests read it to know the path was taken). */
  hits = 0;

  constructor(private readonly notices: ChangeNotices) {
    notices.subscribe(this);
  }

  forget(): void {
    this.generation += 1;
    this.answers.clear();
  }

  /** Taken as a request starts: what `keep` needs to know that nothing changed while its answer was made. */
  stamp(): number | undefined {
    return this.notices.listening ? this.generation : undefined;
  }

  keep(key: string, stamp: number | undefined, answer: KeptAnswer, variant: AnswerVariant = 'any'): void {
    if (stamp !== this.generation || !this.notices.listening || answer.body.length > MAX_BODY_BYTES) return;
    const variants = this.answers.get(key) ?? new Map<AnswerVariant, KeptAnswer>();
    variants.set(variant, { ...answer, validUntil: Math.min(answer.validUntil, nextQuarterHour(Date.now())) });
    this.answers.delete(key);
    this.answers.set(key, variants);
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
  }

  /** Whether an answer is held for the URL: a cheap test before the round trip `find` makes. */
  has(key: string): boolean {
    return this.answers.has(key);
  }

  /**
   * The answer for the URL and Accept-Encoding once the notices are caught up, if it is still true; undefined
   * otherwise (also when the round trip fails). One promise, as it runs for every answer the front door sends.
   */
  find(key: string, acceptEncoding?: string | string[]): Promise<KeptAnswer | undefined> {
    return this.notices.catchUp().then(
      () => this.current(key, acceptEncoding),
      () => undefined,
    );
  }

  private current(key: string, acceptEncoding: string | string[] | undefined): KeptAnswer | undefined {
    const variants = this.answers.get(key);
    const answer = variants?.get('any') ?? variants?.get(preferredEncoding(acceptEncoding) ?? 'identity');
    if (!answer || answer.validUntil <= Date.now()) return undefined;
    this.hits += 1;
    return answer;
  }
}
