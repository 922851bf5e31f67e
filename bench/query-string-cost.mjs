// What a new query string on a page costs the API (campaign tags, crawlers, a flood of random ones): the API's CPU
// per request for a page it has rendered, each request with a query string it has never seen.
import { cpuMillis } from './process-cpu.mjs';

const REQUESTS = 200;

export async function measureQueryStringCost({ baseUrl, apiPid, path = '/' }) {
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  await (await fetch(`${baseUrl}${path}`, { headers })).arrayBuffer();
  const before = cpuMillis(apiPid);
  for (let i = 0; i < REQUESTS; i++) {
    const response = await fetch(`${baseUrl}${path}?utm_source=${Math.random().toString(36).slice(2)}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path}?… answered ${response.status}`);
  }
  const after = cpuMillis(apiPid);
  return { requests: REQUESTS, path, cpuMsPerRequest: (after - before) / REQUESTS };
}
