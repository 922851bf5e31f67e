import { expect, it } from '@jest/globals';
import { accessFailureToast } from './access-messages';

it('picks the access failure toast by message', () => {
  expect(accessFailureToast('Too many attempts. Please wait 15 minutes and try again.').title).toBe(
    'Too Many Attempts',
  );
  expect(accessFailureToast('Invalid access code. Please check it.').title).toBe('Invalid Code');
  expect(accessFailureToast(undefined)).toMatchObject({
    title: 'Error',
    description: 'Unable to verify access code. Please try again.',
  });
});
