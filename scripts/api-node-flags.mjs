/**
 * The V8 flags the API runs with, wherever it starts: `npm start` and the bench pass them, and so do the API image's
 * CMD and the API workspace's start script (infra/infra.test.ts and infra/docker-build.test.ts hold them to this list;
 * `--single-threaded-gc` is not allowed in NODE_OPTIONS, hence the command line).
 * - Semi-spaces of 8 MB instead of V8's 16: the young generation stops at 16 MB, and the API held 193-194 MB after
 *   load instead of 207-208 MB, at a throughput the runs could not tell apart (docs/benchmarks.md, session 15). V8
 *   sizes the young generation once, as the process starts, so unlike the heap's growth
 *   (services/api/src/heap-growth.ts) this cannot be set from the API's own code.
 * - The collector on the main thread only: on two cores shared with the database and the clients (or a pod's
 *   one-CPU limit) V8's helper threads add their hand-offs to the CPU a request costs; in three A/B runs under load
 *   eight of nine measurements gave less CPU per answer (up to 15 %), one more, p99 and memory unchanged
 *   (docs/benchmarks.md, session 18).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=8', '--single-threaded-gc'];
