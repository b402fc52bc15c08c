// Run by bench:memory as the floor its figures are read against: Fastify with a `pg` pool and
// nothing else, answering each request with a query. bench:memory compiles it to JavaScript and
// runs it with Node alone, as the compiled server is run, so neither carries a TypeScript loader.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/ready', async () => (await pool.query('SELECT 1 AS ok')).rows[0]);
app.post('/api/conversations/message', async (request) => {
  const { rows } = await pool.query('SELECT $1::text AS reply, now() AS at', [
    JSON.stringify(request.body),
  ]);
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
