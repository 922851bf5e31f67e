import { describe, expect, it } from '@jest/globals';
import { withoutPathSecrets } from './request-logging.js';

describe('request log paths', () => {
  it("hide the calendar export's token and keep every other path as it was", () => {
    expect(withoutPathSecrets('/api/calendar/export-token-0123456789.ics')).toBe('/api/calendar/[redacted].ics');
    expect(withoutPathSecrets('/api/calendar/export-token-0123456789.ics?x=1')).toBe(
      '/api/calendar/[redacted].ics?x=1',
    );
    expect(withoutPathSecrets('/api/admin/reservations?status=held')).toBe('/api/admin/reservations?status=held');
  });

  it("hide the cleaner's feed secret, whatever the case of the path", () => {
    expect(withoutPathSecrets('/api/turnovers/cleaner-feed-secret-0123.ics')).toBe('/api/turnovers/[redacted].ics');
    expect(withoutPathSecrets('/API/Turnovers/cleaner-feed-secret-0123.ics')).toBe('/API/Turnovers/[redacted].ics');
  });

  it("hide a guest booking link's key wherever it stands in the query", () => {
    expect(withoutPathSecrets('/booking/LH-ABC?key=s3cret')).toBe('/booking/LH-ABC?key=[redacted]');
    expect(withoutPathSecrets('/api/bookings/LH-ABC/cancel?a=1&key=s3cret&b=2')).toBe(
      '/api/bookings/LH-ABC/cancel?a=1&key=[redacted]&b=2',
    );
    expect(withoutPathSecrets('/api/things?monkey=1')).toBe('/api/things?monkey=1');
  });
});
