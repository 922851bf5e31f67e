/**
 * The V8 flags the API runs with, wherever it starts: `npm start` and the bench pass them; the API image sets them
 * as NODE_OPTIONS and the API workspace's start script writes them out (infra/infra.test.ts holds both to this list).
 * Semi-spaces of 8 MB instead of V8's 16: the young generation stops at 16 MB, and the API held 193-194 MB after
 * load instead of 207-208 MB, at a throughput the runs could not tell apart (docs/benchmarks.md, session 15). V8 sizes
 * the young generation once, as the process starts, so unlike the heap's growth (services/api/src/heap-growth.ts)
 * this cannot be set from the API's own code.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=8'];
