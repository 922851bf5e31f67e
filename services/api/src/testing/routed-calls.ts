import type { FastifyInstance } from 'fastify';

/**
 * Every `METHOD /path` Fastify routes (HEAD, which it adds to each GET, left out), read from its route tree:
 * `printRoutes` nests a path under the longest one it extends, four columns per level. Wildcard routes (the
 * pages' files) print without their prefix and are left out too. For tests that compare a list of calls
 * (the OpenAPI document, the fuzz pass) with what is actually routed.
 */
export function routedCalls(fastify: FastifyInstance): string[] {
  const calls: string[] = [];
  const parents: string[] = [];
  for (const line of fastify.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    if (!match[3] || path.includes('*')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') calls.push(`${method} ${path}`);
  }
  return calls;
}
