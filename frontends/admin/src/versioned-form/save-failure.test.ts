import { describe, expect, it } from '@jest/globals';
import { saveFailure } from './save-failure';

const FALLBACK = 'Failed to save the prices. Please try again.';

describe('a failed save', () => {
  it("names the fields the server named, without the payload's key, and keeps the first message for each", () => {
    const body = {
      statusCode: 400,
      message: 'Please check the prices.',
      issues: [
        { field: 'rules.nightlyRate', message: 'Nightly rate must be at least 1' },
        { field: 'rules.seasons.0.start', message: 'First night must be MM-DD' },
        { field: 'rules.nightlyRate', message: 'a second message' },
        { field: 'version', message: 'Version must be a whole number' },
      ],
    };
    expect(saveFailure(new Error(`400: ${JSON.stringify(body)}`), 'rules', FALLBACK)).toEqual({
      status: 400,
      message: 'Please check the prices.',
      fields: {
        nightlyRate: 'Nightly rate must be at least 1',
        'seasons.0.start': 'First night must be MM-DD',
        version: 'Version must be a whole number',
      },
    });
  });

  it("keeps the 409's status, so the form can say someone else saved", () => {
    const body = { statusCode: 409, message: 'Someone else saved first.' };
    expect(saveFailure(new Error(`409: ${JSON.stringify(body)}`), 'settings', FALLBACK)).toEqual({
      status: 409,
      message: 'Someone else saved first.',
      fields: {},
    });
  });

  it("says the body's text when it is not the API's error", () => {
    expect(saveFailure(new Error('502: Bad Gateway'), 'rules', FALLBACK)).toEqual({
      status: 502,
      message: 'Bad Gateway',
      fields: {},
    });
  });

  it('says the fallback when the save never reached the server', () => {
    expect(saveFailure(new TypeError('Failed to fetch'), 'rules', FALLBACK)).toEqual({
      status: 0,
      message: FALLBACK,
      fields: {},
    });
  });
});
