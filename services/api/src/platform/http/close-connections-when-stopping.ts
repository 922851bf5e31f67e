import type { FastifyInstance } from 'fastify';

/**
 * While the API stops, every answer closes its connection. Node's server closes the connections that are idle when
 * the stop begins, but a request still running then keeps its connection open after its answer (kept alive for the
 * next one), and the stop would wait for the client, or nginx, to hang up: with the database frozen, until the
 * safety timer ended the process. Fastify does the same for a request that arrives during the stop.
 */
export function closeConnectionsWhenStopping(fastify: FastifyInstance): void {
  let stopping = false;
  fastify.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
