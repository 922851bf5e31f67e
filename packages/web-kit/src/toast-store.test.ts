import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createToastStore, TOAST_DEFAULT_DURATION, TOAST_REMOVE_DELAY } from './toast-store.js';

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('adds a toast with defaults and notifies subscribers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.toast({ title: 'Message Sent!', description: "Thank you for your message. We'll get back to you soon." });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        title: 'Message Sent!',
        open: true,
        variant: 'default',
        duration: TOAST_DEFAULT_DURATION,
      }),
    ]);
  });

  it('keeps one toast: a new one replaces the old', () => {
    const store = createToastStore();
    store.toast({ title: 'first' });
    store.toast({ title: 'Error', variant: 'destructive' });
    expect(store.getSnapshot().map((t) => [t.title, t.variant])).toEqual([['Error', 'destructive']]);
  });

  it('closes on dismiss and removes after the remove delay', () => {
    const store = createToastStore();
    const { id } = store.toast({ title: 'x' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toEqual(expect.objectContaining({ id, open: false }));
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.toast({ title: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});
