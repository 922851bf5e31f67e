/** A path segment that looks like a secret (Airbnb and VRBO put tokens in the path or the query). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{16,}$/;

/**
 * The feed URL as the admin page may show it: no user info, no query, no fragment, and long token-like path
 * segments replaced by '…' (a file extension is kept). The full URL is a secret: it gives the calendar away.
 */
export function redactFeedUrl(url: string): string {
  if (url.startsWith('sample:')) return 'sample feed';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(invalid URL)';
  }
  const path = parsed.pathname
    .split('/')
    .map((segment) => {
      const dot = segment.lastIndexOf('.');
      const [name, extension] = dot > 0 ? [segment.slice(0, dot), segment.slice(dot)] : [segment, ''];
      return TOKEN_LIKE.test(name) ? `…${extension}` : segment;
    })
    .join('/');
  return `${parsed.origin}${path}${parsed.search ? '?…' : ''}`;
}
