import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** How long a receiver has to answer. */
const TIMEOUT_MS = 10_000;

/** Like the calendar feeds: loopback, private and metadata addresses are refused unless the test-only flag allows. */
const publicAgents = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };
const localAgents = { http: new http.Agent(), https: new https.Agent() };

/**
 * POSTs one signed event and resolves with the receiver's HTTP status (redirects are not followed: a receiver
 * answers where it was set). Rejects with words the host can read when the receiver can't be reached.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowLocalNetwork: boolean,
): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !(allowLocalNetwork && target.protocol === 'http:')) {
    return Promise.reject(new Error('The webhook address must start with https://.'));
  }
  const agents = allowLocalNetwork ? localAgents : publicAgents;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: target.protocol === 'https:' ? agents.https : agents.http,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', (error) =>
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new Error(`The receiver did not answer within ${TIMEOUT_MS / 1000} s.`)
          : /is not allowed/.test(error.message)
            ? new Error('The webhook address is not allowed: it points into a private or local network.')
            : new Error(`The receiver could not be reached (${error.message}).`),
      ),
    );
    request.end(body);
  });
}
