import { describe, expect, it } from '@jest/globals';
import { answerJsonOf, serializeAnswer } from './answer-json.js';
import type { ChangeNotices, ChangeSubscriber } from './change-notices.js';
import { type Fill, ReadCache } from './read-cache.js';

/** The notice side, by hand: which subscribers a table change reaches, and whether anyone listens. */
class FakeNotices {
  readonly subscribers: ChangeSubscriber[] = [];
  listening = true;
  subscribe(subscriber: ChangeSubscriber) {
    this.subscribers.push(subscriber);
  }
  catchUp() {
    return Promise.resolve();
  }
  change(table: string) {
    for (const subscriber of this.subscribers) if (subscriber.tables.includes(table)) subscriber.forget();
  }
}

class HouseCache extends ReadCache<{ name: string }> {
  constructor(notices: FakeNotices) {
    super(notices as unknown as ChangeNotices, ['properties']);
  }
}

/** A cache whose values are sent as JSON answers as they are. */
class HouseAnswerCache extends HouseCache {
  protected override readonly sentAsJson = true;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('serves a second read from the cache with the same fingerprint, and loads again after a change of its table', async () => {
    const notices = new FakeNotices();
    const cache = new HouseCache(notices);
    let name = 'Lake House';
    let loads = 0;
    const load = (): Promise<Fill<{ name: string }>> => Promise.resolve({ value: { name: `${name} ${++loads}` } });
    const first = await cache.read('house', load);
    expect(await cache.read('house', load)).toBe(first);
    expect(cache.hits).toBe(1);
    expect(first.fingerprint).toMatch(/^[\w-]{22}$/);
    notices.change('reservations');
    expect(await cache.read('house', load)).toBe(first);
    name = 'Lake Cottage';
    notices.change('properties');
    const second = await cache.read('house', load);
    expect(second.value).toEqual({ name: 'Lake Cottage 2' });
    expect(second.fingerprint).not.toBe(first.fingerprint);
  });

  it('makes the JSON of an answer sent as it is once, when it is cached, and not for other caches', async () => {
    const value = { name: 'Lake House' };
    const sent = await new HouseAnswerCache(new FakeNotices()).read('house', () => Promise.resolve({ value }));
    expect(answerJsonOf(value)).toEqual({
      json: JSON.stringify(value),
      fingerprint: sent.fingerprint,
      validUntil: Number.POSITIVE_INFINITY,
    });
    expect(serializeAnswer(value)).toBe('{"name":"Lake House"}');
    const other = { name: 'Lake Cottage' };
    await new HouseCache(new FakeNotices()).read('house', () => Promise.resolve({ value: other }));
    expect(answerJsonOf(other)).toBeUndefined();
    // Anything else is serialised as usual, each time.
    expect(serializeAnswer(other)).toBe('{"name":"Lake Cottage"}');
    expect(serializeAnswer([1, 'two'])).toBe('[1,"two"]');
  });

  it('shares a load under way, and never keeps one a change overtook', async () => {
    const notices = new FakeNotices();
    const cache = new HouseCache(notices);
    const pending = deferred<Fill<{ name: string }>>();
    let loads = 0;
    const slow = () => {
      loads += 1;
      return pending.promise;
    };
    const [a, b] = [cache.read('house', slow), cache.read('house', slow)];
    await Promise.resolve();
    expect(loads).toBe(1);
    pending.resolve({ value: { name: 'shared' } });
    expect(await b).toBe(await a);

    const overtaken = deferred<Fill<{ name: string }>>();
    cache.forget();
    const read = cache.read('house', () => overtaken.promise);
    notices.change('properties');
    overtaken.resolve({ value: { name: 'before the change' } });
    await read;
    const after = await cache.read('house', () => Promise.resolve({ value: { name: 'after the change' } }));
    expect(after.value).toEqual({ name: 'after the change' });
  });

  it('keeps nothing while nobody listens, and nothing past its validUntil', async () => {
    const notices = new FakeNotices();
    const cache = new HouseCache(notices);
    notices.listening = false;
    await cache.read('house', () => Promise.resolve({ value: { name: 'a' } }));
    expect((await cache.read('house', () => Promise.resolve({ value: { name: 'b' } }))).value).toEqual({ name: 'b' });
    notices.listening = true;
    await cache.read('house', () => Promise.resolve({ value: { name: 'c' }, validUntil: Date.now() - 1 }));
    expect((await cache.read('house', () => Promise.resolve({ value: { name: 'd' } }))).value).toEqual({ name: 'd' });
    expect(cache.hits).toBe(0);
  });
});
