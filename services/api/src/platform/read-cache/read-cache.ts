import { answerJsonOfValue, rememberAnswerJson } from './answer-json.js';
import type { ChangeNotices, ChangeSubscriber } from './change-notices.js';

/** A read answer and a fingerprint of it (hash of its JSON, computed once per fill), for an ETag. */
export interface CachedRead<T> {
  value: T;
  fingerprint: string;
  /** When the answer stops being true on its own (as its loader said), for what is built from it. */
  validUntil?: number;
}

/** What a cache's loader returns: the answer, and when it stops being true on its own (default: never). */
export interface Fill<T> {
  value: T;
  validUntil?: number;
}

interface Entry<T> {
  read: Promise<CachedRead<T>>;
  validUntil: number;
}

/**
 * Answers computed from some tables, shared by every request until a change notice for one of those tables
 * (ChangeNotices) drops them. Concurrent requests for a key being computed share that computation; a notice
 * meanwhile removes the pending entry, so a result computed before a write is never kept. Subclasses name the
 * tables; the caller of `read` brings the loader.
 */
export abstract class ReadCache<T> implements ChangeSubscriber {
  private readonly entries = new Map<string, Entry<T>>();
  /** Answers served from the cache (tests read it to know the cache was in play). */
  hits = 0;
  /** The values are sent as they are as JSON answers: their JSON, made once here, is what is sent. */
  protected readonly sentAsJson: boolean = false;

  protected constructor(
    private readonly notices: ChangeNotices,
    readonly tables: readonly string[],
    private readonly maxEntries = 16,
  ) {
    notices.subscribe(this);
  }

  forget(): void {
    this.entries.clear();
  }

  async read(key: string, load: () => Promise<Fill<T>>): Promise<CachedRead<T>> {
    if (this.entries.has(key)) {
      // A write that committed before this request may have its notice still on the way: fetch the notices first.
      const caughtUp = await this.notices.catchUp().then(
        () => true,
        () => false,
      );
      const cached = this.entries.get(key);
      if (caughtUp && cached && cached.validUntil > Date.now()) {
        this.hits += 1;
        return cached.read;
      }
    }
    const filled = load();
    const read = filled.then(({ value, validUntil }) => {
      const answer = answerJsonOfValue(value, validUntil ?? Number.POSITIVE_INFINITY);
      if (this.sentAsJson && typeof value === 'object' && value !== null) rememberAnswerJson(value, answer);
      return { value, fingerprint: answer.fingerprint, validUntil };
    });
    if (!this.notices.listening) return read;
    const entry: Entry<T> = { read, validUntil: Number.POSITIVE_INFINITY };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    filled.then(
      ({ validUntil = Number.POSITIVE_INFINITY }) => {
        if (this.entries.get(key) === entry) entry.validUntil = validUntil;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return read;
  }
}
