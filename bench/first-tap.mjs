// A guest's first tap on a page the server rendered, on a CPU slowed as Lighthouse's phone: how soon the page
// answers it (the Event Timing API) and how soon it shows what the tap asked for.
// The functions given to page.evaluate and addInitScript run in the page, with the browser's globals.
/* global document, window, addEventListener, MutationObserver, requestAnimationFrame */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
/** The tap comes this long after the page's load event, with no input before it. */
const TAP_AFTER_LOAD_MS = 3000;
export const FIRST_TAP_TARGETS = { answerMs: 200, resultMs: 300 };
const RESULT_TIMEOUT_MS = 10_000;

/**
 * What is tapped on each page, and what shows the tap was answered. `choose` is what the guest does next on the same
 * control (a native select's list is the browser's own, so the choice is made through Playwright at once).
 */
const TAPS = [
  {
    route: '/gallery',
    what: 'a photo',
    target: '[data-island="gallery-photos"] button',
    result: () => document.querySelector('[role="dialog"]') != null,
    shows: 'the lightbox open',
  },
  {
    route: '/',
    what: 'the season picker',
    target: '#explore-season',
    choose: async (page) => {
      const current = await page.locator('#explore-season').inputValue();
      await page.locator('#explore-season').selectOption(current === 'summer' ? 'winter' : 'summer');
    },
    // Another season's places than those shown when the tap was about to come.
    result: () => {
      const shown = document.querySelector('[data-testid="explore-the-area"]')?.getAttribute('data-season');
      window.__firstTap.seasonAtTap ??= shown;
      return shown !== window.__firstTap.seasonAtTap;
    },
    shows: "the chosen season's places",
  },
  {
    route: '/book',
    what: 'a date in the calendar',
    target: '[data-testid="step-availability"] [data-state="available"]:not([disabled])',
    result: () => document.querySelector('[data-state="selected-checkin"]') != null,
    shows: 'the date marked as check-in',
  },
];

/** Lighthouse's CPU benchmark index of this host now, measured as Lighthouse does: in a page, unthrottled. */
async function benchmarkIndex(context) {
  const page = await context.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

/** Records, in the page, every slow event (Event Timing) and the moments of the first pointerdown and change. */
function recordEvents() {
  const record = (window.__firstTap = { events: [], tapAt: undefined });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => (record.tapAt ??= event.timeStamp), { capture: true });
  addEventListener('change', (event) => (record.choiceAt ??= event.timeStamp), { capture: true });
}

/**
 * Resolves, in the page, with the time `condition` first holds, checked now (it must not hold yet) and at each DOM
 * change after.
 */
function whenShown(condition) {
  const holds = new Function(`return (${condition})()`);
  window.__firstTap.shown = new Promise((resolve) => {
    const check = () => {
      if (!holds()) return;
      observer.disconnect();
      resolve(performance.now());
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  });
}

async function tapOnce(browser, baseUrl, tap) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const cpuIndex = await benchmarkIndex(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordEvents);
    await page.goto(`${baseUrl}${tap.route}`, { waitUntil: 'load' });
    // The guest reads for three seconds, by the page's own clock from its load event.
    await page.evaluate(async (after) => {
      const loaded = performance.getEntriesByType('navigation')[0].loadEventEnd;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, loaded + after - performance.now())));
    }, TAP_AFTER_LOAD_MS);
    const target = page.locator(tap.target).first();
    // Brought on screen as a scroll would, without an input event: the tap is the guest's first.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Its island's mark, or on a page hydrated whole, the page's.
    const hydratedAtTap = await target.evaluate(
      (element) =>
        (element.closest('[data-island]') ?? element.closest('[data-hydrated]'))?.getAttribute('data-hydrated') ===
        'true',
    );
    await page.evaluate(whenShown, tap.result.toString());
    await target.tap();
    await tap.choose?.(page);
    // A result not shown within RESULT_TIMEOUT_MS counts as never shown.
    const shownAt = await page.evaluate(
      (timeout) =>
        Promise.race([window.__firstTap.shown, new Promise((resolve) => setTimeout(() => resolve(Infinity), timeout))]),
      RESULT_TIMEOUT_MS,
    );
    // The tap's own entries reach the observer after its next paint.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const { events, tapAt, choiceAt } = await page.evaluate(() => window.__firstTap);
    const tapEvents = events.filter((entry) => entry.startTime >= tapAt - 1);
    return {
      cpuIndex,
      hydratedAtTap,
      // Below the observer's 16 ms threshold, the tap left no entry: answered within 16 ms.
      answerMs: Math.max(16, ...tapEvents.map((entry) => entry.duration)),
      answeredUnderThreshold: tapEvents.length === 0,
      slowest: tapEvents.sort((a, b) => b.duration - a.duration)[0]?.name,
      // From the tap, or where the tap opens a choice (the select's list), from the choice made in it.
      resultMs: shownAt - (tap.choose ? choiceAt : tapAt),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` fresh loads of each page, taken in turn, each with one first tap. */
export async function measureFirstTaps(baseUrl, { runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const results = new Map(TAPS.map((tap) => [tap, []]));
    for (let round = 0; round < runs; round += 1)
      for (const tap of TAPS) results.get(tap).push(await tapOnce(browser, baseUrl, tap));
    return [...results].map(([tap, loads]) => ({
      route: tap.route,
      what: tap.what,
      shows: tap.shows,
      loads,
      answerMs: median(loads.map((load) => load.answerMs)),
      resultMs: median(loads.map((load) => load.resultMs)),
    }));
  } finally {
    await browser.close();
  }
}
