// Draining (docs/deployment.md "Health checks and draining"): when a process is told to stop,
// it first says so on GET /healthz (503) while it keeps serving, so the load balancer's checks
// take it out of rotation before it stops listening; every reply meanwhile asks the client
// (the balancer) to close its connection, so no idle keep-alive connection is left pointing
// at a process about to go. main.ts sets `app.draining`; routes/system reads it.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is stopping: /healthz answers 503 and replies close their connection. */
    draining: boolean;
  }
}

export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  // A callback hook: no promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
