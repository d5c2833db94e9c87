// GET /map/live: the live connection (a WebSocket on the same origin), for presence: who has
// a course, unit, topic, page, passage or question open (domain/schemas/live.ts). Opened like
// every request: the session cookie (or token), and only from Pena's own origin, since a
// browser opens a WebSocket from any page with the cookie and no CORS check stops it. Every
// place is loaded and authorized as its route does (connection.ts). Every 30 s each connection
// is pinged (a tab whose network died is dropped) and its session and place read again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateHook, currentUser } from '../../auth/authenticate.ts';
import type { RouteModule } from '../../context.ts';
import { requestLanguage } from '../../i18n.ts';
import { PresenceHub } from '../../live/presenceHub.ts';
import { crossOriginRefused, foreignOriginReason } from '../../auth/origin.ts';
import { LIVE_CLOSE, LiveConnection } from './connection.ts';

const CHECK_INTERVAL_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live connections: who is where, and a recheck of every session and place. */
    live: { hub: PresenceHub; recheck: () => Promise<void> };
  }
}

const liveRoutes: RouteModule = (app, ctx) => {
  const authenticate = authenticateHook(ctx.db);
  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  const hub = new PresenceHub();
  const connections = new Set<LiveConnection>();

  const recheck = async () => {
    await Promise.all([...connections].map((connection) => connection.recheck()));
  };
  const timer = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
    void recheck();
  }, CHECK_INTERVAL_MS);
  timer.unref();
  // Stopping: each tab is told to go away, and reconnects to another process.
  app.addHook('preClose', (done) => {
    clearInterval(timer);
    for (const connection of connections) connection.close(LIVE_CLOSE.goingAway, 'server stopping');
    done();
  });
  app.decorate('live', { hub, recheck });

  const sameOrigin = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const reason = foreignOriginReason(request, publicOrigin);
    if (reason) {
      request.log.warn({ reason }, 'refused a cross-origin live connection');
      return done(crossOriginRefused());
    }
    done();
  };

  app.get(
    '/map/live',
    {
      websocket: true,
      onRequest: [sameOrigin, authenticate],
      // OpenAPI cannot describe a WebSocket: its messages are domain/schemas/live.ts.
      schema: { hide: true },
    },
    (socket, request) => {
      const connection = new LiveConnection(socket, {
        db: ctx.db,
        hub,
        log: request.log,
        language: requestLanguage(request),
        token: request.sessionToken!,
        user: currentUser(request),
      });
      connections.add(connection);
      socket.on('close', () => connections.delete(connection));
    },
  );
};

export default liveRoutes;
