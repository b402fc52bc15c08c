import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { ungrounded } from './model.ts';
import {
  createAssistant,
  phraseWithModel,
  type AssistantInput,
  type ModelConfig,
} from './index.ts';
import { fixtureKb } from './fixtures.ts';

type Handler = (body: unknown, req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler = () => {};
const received: { url?: string; auth?: string; body?: any }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      received.push({ url: req.url, auth: req.headers.authorization, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

const assistant = createAssistant(fixtureKb);
const input: AssistantInput = {
  message: "We're a craft brewery and need a launch campaign",
  history: [{ message: 'hi', reply: 'Hi! What are you working on?' }],
  hasContact: false,
  clientName: 'Maria',
};
const answer = assistant.answer(input);
const config = (overrides: Partial<ModelConfig> = {}): ModelConfig => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'test-model',
  timeoutMs: 2000,
  ...overrides,
});

describe('phraseWithModel', () => {
  it('phrases the answer through an OpenAI-compatible endpoint', async () => {
    received.length = 0;
    handler = (_body, _req, res) =>
      json(res, 200, {
        choices: [
          {
            message: {
              role: 'assistant',
              content: '**Cheers!** We <b>love</b> beer brands. When do you launch?',
            },
          },
        ],
        usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 },
      });
    const phrased = await phraseWithModel(config(), input, answer);
    expect(phrased.source).toBe('model');
    expect(phrased.tokenUsage).toEqual({ total_tokens: 42 });
    expect(phrased.reply).toBe('Cheers! We love beer brands. When do you launch?');
    // Everything else is the built-in answer's.
    expect(phrased.intent).toBe(answer.intent);
    expect(phrased.triggerCards).toEqual(answer.triggerCards);

    const request = received[0]!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body.model).toBe('test-model');
    const [system, ...rest] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain(answer.context.split('\n')[0]);
    expect(system.content).toContain('prospective client');
    expect(rest.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(rest.at(-1).content).toBe(input.message);
  });

  it('throws on a server error', async () => {
    handler = (_body, _req, res) => json(res, 500, { error: 'boom' });
    await expect(phraseWithModel(config(), input, answer)).rejects.toThrow(/500/);
  });

  it('throws on a timeout', async () => {
    handler = (_body, _req, res) => {
      setTimeout(() => json(res, 200, { choices: [{ message: { content: 'late' } }] }), 1000);
    };
    await expect(phraseWithModel(config({ timeoutMs: 100 }), input, answer)).rejects.toThrow();
  });

  it('throws on invalid JSON', async () => {
    handler = (_body, _req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"choices": [oops');
    };
    await expect(phraseWithModel(config(), input, answer)).rejects.toThrow();
  });

  it('throws on empty or missing content', async () => {
    handler = (_body, _req, res) =>
      json(res, 200, {
        choices: [{ message: { content: '  <p></p> ' } }],
        usage: { total_tokens: 5 },
      });
    await expect(phraseWithModel(config(), input, answer)).rejects.toThrow(/empty/);
    handler = (_body, _req, res) => json(res, 200, { choices: [] });
    await expect(phraseWithModel(config(), input, answer)).rejects.toThrow();
  });

  it('throws when the endpoint cannot be reached', async () => {
    await expect(
      phraseWithModel(config({ baseUrl: 'http://127.0.0.1:1' }), input, answer),
    ).rejects.toThrow();
  });

  it('gives the model the dialogue state, the language and a bounded history', async () => {
    handler = (_body, _req, res) =>
      json(res, 200, { choices: [{ message: { content: 'Happy to help with the brewery.' } }] });
    const long: AssistantInput = {
      ...input,
      history: Array.from({ length: 10 }, (_, i) => ({
        message: `message ${i} ${'x'.repeat(3000)}`,
        reply: `reply ${i}`,
      })),
    };
    await phraseWithModel(config(), long, answer);
    const body = received.at(-1)!.body;
    const system = body.messages[0].content as string;
    expect(system).toContain('DIALOGUE STATE');
    expect(system).toContain('Answer in English.');
    // Six turns of two messages, then the system prompt and this message.
    expect(body.messages).toHaveLength(14);
    expect(body.messages[1].content).toMatch(/^message 4 /);
    expect(body.messages[1].content.length).toBeLessThanOrEqual(800);
  });

  it('rejects a reply naming a client, award or figure absent from the facts', async () => {
    handler = (_body, _req, res) =>
      json(res, 200, {
        choices: [{ message: { content: 'We made the famous spot for Pepsi and won 4 Emmys.' } }],
      });
    await expect(phraseWithModel(config(), input, answer)).rejects.toThrow(/absent from the facts/);
  });
});

describe('ungrounded', () => {
  const facts =
    'Our work has won 3 Clio Awards. "Scoop the State" for Sunny Side Creamery lifted sales by 27%. Projects run $10K-$100K+.';
  it('accepts what the facts say', () => {
    expect(ungrounded('Our 3 Clio Awards and the 27% lift for Sunny Side Creamery.', facts)).toBe(
      undefined,
    );
    expect(ungrounded('Projects usually run $10K to $100K+.', facts)).toBe(undefined);
  });
  it('names what the facts do not hold', () => {
    expect(ungrounded('We won an Emmy.', facts)).toMatch(/award/);
    expect(ungrounded('Sales rose 45%.', facts)).toMatch(/figure/);
    expect(ungrounded('We did a launch for Pepsi.', facts)).toMatch(/name "Pepsi"/);
  });
});
