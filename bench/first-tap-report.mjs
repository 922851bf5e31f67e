// The first-tap section of the bench's report (first-tap.mjs measures it).
import { FIRST_TAP_TARGETS } from './first-tap.mjs';
import { met, ms, table } from './markdown.mjs';

const range = (values) => `${Math.min(...values).toFixed(0)} to ${Math.max(...values).toFixed(0)}`;

export function firstTapSection(taps, runs) {
  const indexes = taps.flatMap((tap) => tap.loads.map((load) => load.cpuIndex));
  return [
    `### First tap (${runs} fresh loads per page, CPU slowed 4×, one tap 3 s after the load event, no input before; medians)`,
    '',
    `Lighthouse's CPU benchmark index of the host over these loads, measured unthrottled before each: ${range(indexes)}.`,
    '',
    `The target: the tap answered within ${FIRST_TAP_TARGETS.answerMs} ms (the longest Event Timing entry of its events, threshold 16 ms) and its result shown within ${FIRST_TAP_TARGETS.resultMs} ms of it.`,
    '',
    table(
      [
        'page',
        'tapped',
        `answered (≤ ${FIRST_TAP_TARGETS.answerMs} ms)`,
        `shown (≤ ${FIRST_TAP_TARGETS.resultMs} ms)`,
        'answered, each load',
        'shown, each load',
        'hydrated before the tap',
      ],
      taps.map((tap) => [
        tap.route,
        `${tap.what} → ${tap.shows}`,
        `${ms(tap.answerMs)} ${met(tap.answerMs <= FIRST_TAP_TARGETS.answerMs)}`,
        `${ms(tap.resultMs)} ${met(tap.resultMs <= FIRST_TAP_TARGETS.resultMs)}`,
        tap.loads.map((load) => (load.answeredUnderThreshold ? '< 16' : load.answerMs.toFixed(0))).join(', '),
        tap.loads.map((load) => load.resultMs.toFixed(0)).join(', '),
        `${tap.loads.filter((load) => load.hydratedAtTap).length} of ${tap.loads.length}`,
      ]),
    ),
  ].join('\n');
}
