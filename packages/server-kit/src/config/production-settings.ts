/**
 * Settings that are fine on a laptop or in a test but open a hole on a public site: production refuses them with
 * what to set instead.
 */
export function unsafeProductionSettings(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const trustProxy = env.TRUST_PROXY?.trim().toLowerCase();
  if (trustProxy === 'true' || trustProxy === 'uniquelocal' || trustProxy === 'linklocal') {
    problems.push(
      `TRUST_PROXY: "${trustProxy}" trusts every client on a private network to name its own address, so it could dodge the attempt limits; set the address of the proxy in front of the API (e.g. 172.30.0.10)`,
    );
  }
  if (['true', '1', 'yes'].includes(env.CALENDAR_FEEDS_ON_LOCAL_NETWORK?.trim().toLowerCase() ?? '')) {
    problems.push(
      'CALENDAR_FEEDS_ON_LOCAL_NETWORK: is for tests only (it lets a calendar feed URL reach this network); remove it',
    );
  }
  if (['true', '1', 'yes'].includes(env.DUE_WORK_AT_ENABLED?.trim().toLowerCase() ?? '')) {
    problems.push(
      "DUE_WORK_AT_ENABLED: is for tests only (it runs the stays' charges, holds and emails at any time asked); remove it",
    );
  }
  if (env.ICAL_FEED_URL?.trim().toLowerCase().startsWith('http://')) {
    problems.push("ICAL_FEED_URL: must start with https:// (the feed's address and its secret travel in it)");
  }
  return problems;
}
