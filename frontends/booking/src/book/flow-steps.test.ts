import { describe, expect, it } from '@jest/globals';
import { reachableStep, type FlowProgress } from './flow-steps';

const fresh: FlowProgress = { mode: null, datesChosen: false, reservation: null };
const coded: FlowProgress = { ...fresh, mode: 'book' };
const dated: FlowProgress = { ...coded, datesChosen: true };

describe('reachableStep', () => {
  it('sends every later step back to /book until the guest chose a code or the inquiry', () => {
    for (const step of ['start', 'dates', 'details', 'payment', 'done'] as const)
      expect(reachableStep(step, fresh)).toBe('start');
  });

  it('sends the details and payment steps back to the dates while none are chosen', () => {
    expect(reachableStep('dates', coded)).toBe('dates');
    expect(reachableStep('details', coded)).toBe('dates');
    expect(reachableStep('payment', coded)).toBe('dates');
    expect(reachableStep('done', { ...coded, mode: 'inquiry' })).toBe('dates');
  });

  it('sends the payment and done steps to the details until the reservation exists', () => {
    expect(reachableStep('details', dated)).toBe('details');
    expect(reachableStep('payment', dated)).toBe('details');
    expect(reachableStep('done', dated)).toBe('details');
  });

  it('opens the payment step for a hold only; an inquiry goes to done', () => {
    expect(reachableStep('payment', { ...dated, reservation: { held: true } })).toBe('payment');
    expect(reachableStep('done', { ...dated, reservation: { held: true } })).toBe('done');
    expect(reachableStep('payment', { ...dated, mode: 'inquiry', reservation: { held: false } })).toBe('done');
  });
});
