import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** Where a calendar feed may be fetched from, and how much of it is read. */
export interface FeedFetchPolicy {
  /** Test only (CALENDAR_FEEDS_ON_LOCAL_NETWORK, refused in production): http, and loopback or private addresses. */
  allowLocalNetwork: boolean;
  timeoutMs: number;
  maxBytes: number;
}

/** Redirects followed at most; each hop is checked like the first. */
const MAX_REDIRECTS = 3;

class FeedTooLargeError extends Error {
  override name = 'FeedTooLargeError';
}

/**
 * The agents connect only after checking the address a name resolved to: loopback, private, link-local and the
 * cloud metadata addresses are refused on every hop, so a feed URL (or a redirect, or a DNS answer that changes
 * between checks) can never reach the internal network. The test-only policy uses plain agents.
 */
const publicAgents = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };
const localAgents = { http: new http.Agent(), https: new https.Agent() };

/**
 * Fetches a feed's text. What the admin reads of a failure is generic (never the answer's text, an internal host's
 * error, or anything that tells open ports from closed), so a feed URL is no probe into anyone's network.
 */
export async function fetchFeedText(url: string, policy: FeedFetchPolicy): Promise<string> {
  // One deadline for the whole fetch, redirects and body included.
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    if (target.protocol !== 'https:' && !(policy.allowLocalNetwork && target.protocol === 'http:')) {
      throw new Error(
        hop === 0
          ? "The feed's address must start with https://."
          : 'The feed redirected to an address that does not start with https://.',
      );
    }
    const response = await get(target, policy, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop === MAX_REDIRECTS) throw new Error(`The feed redirected more than ${MAX_REDIRECTS} times.`);
      target = new URL(location, target);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new Error(`The feed answered HTTP ${status}.`);
    }
    return readCapped(response, policy.maxBytes, () => timedOut(signal, policy));
  }
}

function timedOut(signal: AbortSignal, policy: FeedFetchPolicy): Error | undefined {
  return signal.aborted ? new Error(`The feed did not answer within ${policy.timeoutMs / 1000} s.`) : undefined;
}

function get(target: URL, policy: FeedFetchPolicy, signal: AbortSignal): Promise<http.IncomingMessage> {
  const agents = policy.allowLocalNetwork ? localAgents : publicAgents;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      {
        agent: target.protocol === 'https:' ? agents.https : agents.http,
        headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' },
        signal,
      },
      resolve,
    );
    request.on('error', (error) =>
      reject(
        timedOut(signal, policy) ??
          (/is not allowed/.test(error.message)
            ? new Error("The feed's address is not allowed: it points into a private or local network.")
            : new Error('The feed could not be reached.')),
      ),
    );
  });
}

/** Reads the body as it streams and stops past `maxBytes`, whatever Content-Length claimed (or if absent). */
function readCapped(
  response: http.IncomingMessage,
  maxBytes: number,
  timeout: () => Error | undefined,
): Promise<string> {
  const tooLarge = () =>
    new FeedTooLargeError(
      `The feed's answer is larger than ${maxBytes / 1024 / 1024} MB; it was cut off there and not used.`,
    );
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        response.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', () => reject(timeout() ?? new Error("The feed's answer could not be read.")));
  });
}
