import { BlockList, isIP } from 'node:net';

/** Where a trusted proxy may be: loopback and the private networks (IPv4 RFC 1918, IPv6 unique local). */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

/** The widest range one private network is: a /24 of IPv4, a /64 of IPv6. */
const NARROWEST_PREFIX = { 4: 24, 6: 64 } as const;

/**
 * The entries of TRUST_PROXY that trust more than one private network: Fastify's named ranges (`true`,
 * `uniquelocal`, `linklocal`; `loopback` is this machine), a range wider than a /24 (or IPv6 /64), or any address
 * outside loopback and the private networks.
 */
function trustedRangesTooWide(trustProxy: string): string[] {
  if (trustProxy === 'false') return [];
  return trustProxy
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      if (entry === 'loopback') return false;
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address);
      if (family !== 4 && family !== 6) return true;
      if (prefix !== undefined && Number(prefix) < NARROWEST_PREFIX[family]) return true;
      return !PRIVATE_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6');
    });
}

/**
 * Production builds every absolute link (canonical, Open Graph, sitemap, emails) from PUBLIC_URL alone, never from a
 * request's Host: so it must be there, https, and not the example's placeholder.
 */
function publicUrlProblems(publicUrl: string): string[] {
  const hint = "the site's own address, e.g. https://lakehouse.example.com";
  if (!publicUrl)
    return [
      `PUBLIC_URL: is required in production (${hint}): pages and emails build every link from it, never from a request's Host`,
    ];
  if (!/^https:\/\/|^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/i.test(publicUrl))
    return [`PUBLIC_URL: must start with https:// (${hint}; http://localhost:PORT to try the stack on this machine)`];
  if (/change[_-]?me|your[_-]?domain|placeholder/i.test(publicUrl))
    return [`PUBLIC_URL: is the example's placeholder; set ${hint}`];
  return [];
}

/**
 * Settings that are fine on a laptop or in a test but open a hole on a public site: production refuses them with
 * what to set instead.
 */
export function unsafeProductionSettings(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const trustProxy = env.TRUST_PROXY?.trim().toLowerCase();
  const tooWide = trustProxy ? trustedRangesTooWide(trustProxy) : [];
  if (tooWide.length > 0) {
    problems.push(
      `TRUST_PROXY: "${tooWide.join(', ')}" trusts more than the proxy in front of the API (clients on it could name their own address and dodge the attempt limits); set the address of the proxy in front of the API (e.g. 172.30.0.10), or at most one private network (a /24, or an IPv6 /64)`,
    );
  }
  problems.push(...publicUrlProblems(env.PUBLIC_URL?.trim() ?? ''));
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
