// What bench:load and bench:scale share: autocannon runs and how they print, the chat messages sent,
// and the helper servers (bare route, balancer) run in processes of their own.
import autocannon from 'autocannon';
import { fork, type Serializable } from 'node:child_process';
import { randomUUID } from 'node:crypto';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

export async function run(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({
    duration: DURATION,
    connections: 50,
    pipelining: 1,
    ...options,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export const fmt = (f: Figures, bare?: Figures) =>
  `${f.name.padEnd(44)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}  non-2xx ${f.non2xx}${bare ? `  ratio to bare ${(f.rps / bare.rps).toFixed(2)}` : ''}`;

const TOPICS = [
  'Do you make TV commercials for coffee brands?',
  'What did you do for IMAX?',
  'Can I see your reel?',
  'I am a motion designer looking for freelance work',
  'How much does a brand campaign cost?',
  'Do you do social media content and influencer work?',
  'Show me your awards',
  'We are a vendor offering drone cinematography',
  'What services do you offer for startups?',
  'Who are your clients in entertainment?',
];

let counter = 0;
export function chatBody(sessionId: string, conversationId?: string) {
  const topic = TOPICS[counter++ % TOPICS.length]!;
  return JSON.stringify({
    message: `${topic} (#${counter})`,
    sessionId,
    ...(conversationId ? { conversationId } : {}),
  });
}

/** Chat at 50 concurrent connections: each request a new session with a varied message. */
export const chatLoad = (baseUrl: string): autocannon.Options => ({
  url: `${baseUrl}/api/conversations/message`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  requests: [
    { setupRequest: (request) => ({ ...request, body: chatBody(`bench-${randomUUID()}`) }) },
  ],
});

/**
 * A helper server (bare.ts, balancer.ts) in its own process, so it does not share the load
 * generator's event loop: sent `setup` if given, it answers with its port. `stop()` ends it.
 */
export async function forkServer(script: string, args: string[] = [], setup?: unknown) {
  const child = fork(new URL(script, import.meta.url), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (setup !== undefined) child.send(setup as Serializable);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(message as number));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
