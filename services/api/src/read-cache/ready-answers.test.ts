import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ChangeNotices, ChangeSubscriber } from './change-notices.js';
import { type KeptAnswer, ReadyAnswers, nextQuarterHour } from './ready-answers.js';

/** The notice side, by hand: a notice to every subscriber, the LISTEN connection up or down, the round trip. */
class FakeNotices {
  readonly subscribers: ChangeSubscriber[] = [];
  listening = true;
  /** Runs during the round trip `find` waits for (a notice arriving there). */
  duringCatchUp: () => void = () => undefined;
  catchUpFails = false;
  subscribe(subscriber: ChangeSubscriber) {
    this.subscribers.push(subscriber);
  }
  catchUp() {
    this.duringCatchUp();
    return this.catchUpFails ? Promise.reject(new Error('connection lost')) : Promise.resolve();
  }
  change() {
    for (const subscriber of this.subscribers) subscriber.forget();
  }
}

const answer = (body = '{"name":"Lake House"}', validUntil = Number.POSITIVE_INFINITY): KeptAnswer => ({
  headers: ['content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(body))],
  body: Buffer.from(body),
  route: '/api/property',
  validUntil,
});

function setUp() {
  const notices = new FakeNotices();
  return { notices, answers: new ReadyAnswers(notices as unknown as ChangeNotices) };
}

describe('ReadyAnswers', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('finds a kept answer after the round trip, and counts it', async () => {
    const { answers } = setUp();
    answers.keep('/api/property', answers.stamp(), answer());
    expect(answers.has('/api/property')).toBe(true);
    expect((await answers.find('/api/property'))?.body.toString()).toBe('{"name":"Lake House"}');
    expect(answers.hits).toBe(1);
    expect(await answers.find('/api/other')).toBeUndefined();
  });

  it('keeps a page once per encoding, and sends the one the request prefers', async () => {
    const { answers } = setUp();
    answers.keep('/', answers.stamp(), answer('brotli bytes'), 'br');
    answers.keep('/', answers.stamp(), answer('<!DOCTYPE html>'), 'identity');
    expect((await answers.find('/', 'gzip, deflate, br, zstd'))?.body.toString()).toBe('brotli bytes');
    expect((await answers.find('/', 'identity'))?.body.toString()).toBe('<!DOCTYPE html>');
    expect((await answers.find('/'))?.body.toString()).toBe('<!DOCTYPE html>');
    // Not kept in gzip yet: Fastify answers, and keeps it.
    expect(await answers.find('/', 'gzip')).toBeUndefined();
    // A JSON answer is the same whatever the request accepts.
    answers.keep('/api/property', answers.stamp(), answer());
    expect(await answers.find('/api/property', 'br')).toBeDefined();
  });

  it('forgets everything at any change notice', async () => {
    const { notices, answers } = setUp();
    expect(answers.tables).toBe('every table');
    answers.keep('/api/property', answers.stamp(), answer());
    notices.change();
    expect(await answers.find('/api/property')).toBeUndefined();
  });

  it('keeps nothing made across a notice, nor while the LISTEN connection is down', () => {
    const { notices, answers } = setUp();
    const stamp = answers.stamp();
    notices.change();
    answers.keep('/api/property', stamp, answer());
    expect(answers.has('/api/property')).toBe(false);
    notices.listening = false;
    expect(answers.stamp()).toBeUndefined();
    answers.keep('/api/property', answers.stamp(), answer());
    expect(answers.has('/api/property')).toBe(false);
  });

  it('sends nothing when a notice comes during the round trip, or the round trip fails', async () => {
    const { notices, answers } = setUp();
    answers.keep('/api/property', answers.stamp(), answer());
    notices.duringCatchUp = () => notices.change();
    expect(await answers.find('/api/property')).toBeUndefined();
    notices.duringCatchUp = () => undefined;
    answers.keep('/api/property', answers.stamp(), answer());
    notices.catchUpFails = true;
    expect(await answers.find('/api/property')).toBeUndefined();
    expect(answers.hits).toBe(0);
  });

  it('ends an answer at its own end, and at the latest at the next quarter hour (every zone’s midnight is one)', async () => {
    const { answers } = setUp();
    const now = Date.UTC(2026, 10, 27, 4, 59, 30);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    expect(nextQuarterHour(now)).toBe(Date.UTC(2026, 10, 27, 5, 0, 0));
    answers.keep('/api/availability', answers.stamp(), answer('{}', now + 10_000));
    answers.keep('/api/property', answers.stamp(), answer());
    clock.mockReturnValue(now + 10_000);
    expect(await answers.find('/api/availability')).toBeUndefined();
    expect(await answers.find('/api/property')).toBeDefined();
    clock.mockReturnValue(Date.UTC(2026, 10, 27, 5, 0, 0));
    expect(await answers.find('/api/property')).toBeUndefined();
  });

  it('holds at most 64 answers, the oldest going first, and none over 256 KB', () => {
    const { answers } = setUp();
    for (let day = 0; day < 65; day++) answers.keep(`/api/availability?day=${day}`, answers.stamp(), answer());
    expect(answers.has('/api/availability?day=0')).toBe(false);
    expect(answers.has('/api/availability?day=1')).toBe(true);
    expect(answers.has('/api/availability?day=64')).toBe(true);
    answers.keep('/api/photo-manifest', answers.stamp(), answer('x'.repeat(256 * 1024 + 1)));
    expect(answers.has('/api/photo-manifest')).toBe(false);
  });
});
