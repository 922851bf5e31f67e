/** yyyy-MM-dd, `days` from today (UTC): stay dates for tests that must stay in the future. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
