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

it('says when a real code has expired or is used up, in the server’s words', () => {
  const usedUp = 'This access code has been used for all the stays it allows. Please ask the host for a new one.';
  expect(accessFailureToast(usedUp)).toMatchObject({ title: 'Code Used Up', description: usedUp });
  const expired = 'This access code has expired. Please ask the host for a new one.';
  expect(accessFailureToast(expired)).toMatchObject({ title: 'Code Expired', description: expired });
});
