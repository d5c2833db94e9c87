// The bare route every benchmark compares against, as its own process like the server under
// test: Fastify answering a small JSON (GET /bare) and taking a JSON body (PUT /bare/:id).
// Run by bench/lib/harness.ts with PORT set.
import Fastify from 'fastify';

const app = Fastify({ bodyLimit: 8 * 1024 * 1024 });
app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
app.put('/bare/:id', async (request) => ({ ok: true, id: (request.params as { id: string }).id, size: JSON.stringify(request.body).length }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
