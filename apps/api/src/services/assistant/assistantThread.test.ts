import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { createAssistant } from './assistant.ts';
import {
  inProcessAssistant,
  startAssistantThread,
  THREAD_ENDED,
  type AssistantHost,
} from './assistantThread.ts';
import { seedKb } from './fixtures.ts';
import type { AssistantInput } from './types.ts';

const WORKER = fileURLToPath(new URL('./assistantWorker.mjs', import.meta.url));
const input = (message: string): AssistantInput => ({
  message,
  history: [],
  hasContact: false,
  hasResume: false,
});

let hosts: AssistantHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  hosts = [];
});

// Each test builds the assistant (training, calibration, the phrasings' index), in a thread that
// first loads the TypeScript loader: seconds on a busy two-core machine, and a test that ends a
// thread builds a second one. The timeout is for CPU work, not waiting: it only has to outlast a
// loaded machine.
describe('the assistant in its own thread', { timeout: 90_000 }, () => {
  it('answers as the assistant on the event loop does, message for message', async () => {
    const host = startAssistantThread();
    hosts.push(host);
    const threaded = await host.load(seedKb);
    const local = createAssistant(seedKb);
    for (const message of [
      'What did you do for IMAX?',
      'Can I see your reel?',
      'I am a motion designer looking for freelance work',
      '¿Cuánto cuesta una campaña?',
    ]) {
      expect(await threaded.answer(input(message))).toEqual(local.answer(input(message)));
    }
  });

  it('answers from the newest knowledge once it is loaded', async () => {
    const host = startAssistantThread();
    hosts.push(host);
    const before = await host.load(seedKb);
    const imax = seedKb.caseStudies.find((study) => study.id === 'imax')!;
    const renamed = {
      ...seedKb,
      caseStudies: seedKb.caseStudies.map((study) =>
        study === imax ? { ...study, title: 'A Title Only The New Knowledge Has' } : study,
      ),
    };
    await host.load(renamed);
    const reply = (await before.answer(input('What did you do for IMAX?'))).reply;
    expect(reply).toContain('A Title Only The New Knowledge Has');
  });

  it('a thread that ends fails what it owed with a 503, and the next message gets a fresh one that knows what the last knew', async () => {
    const started: Worker[] = [];
    const host = startAssistantThread(undefined, () => {
      const worker = new Worker(WORKER, { execArgv: [] });
      started.push(worker);
      return worker;
    });
    hosts.push(host);
    const assistant = await host.load(seedKb);
    // Building takes the thread a fifth of a second or more: the answer queued behind it is
    // still owed when the thread ends.
    const reloading = host.load(seedKb);
    const owed = assistant.answer(input('What did you do for IMAX?'));
    await started[0]!.terminate();
    for (const request of [reloading, owed]) {
      await expect(request).rejects.toMatchObject({ code: 'UNAVAILABLE', message: THREAD_ENDED });
      await expect(request).rejects.toBeInstanceOf(DomainError);
    }

    const again = await assistant.answer(input('What did you do for IMAX?'));
    expect(started).toHaveLength(2);
    expect(again.reply).toContain('IMAX');
  });

  it('tells of the errors the assistant caught, from its thread', async () => {
    const caught: unknown[] = [];
    const host = startAssistantThread((error) => caught.push(error));
    hosts.push(host);
    const assistant = await host.load(seedKb);
    // A name that is not text fails inside; the assistant answers with its generic reply.
    const answer = await assistant.answer({
      ...input('Hello'),
      clientName: 42 as unknown as string,
    });
    expect(answer.reply).toBeTruthy();
    expect(caught).toHaveLength(1);
    expect(caught[0]).toBeInstanceOf(Error);
  });

  it('collects its garbage once quiet, and answers as before after', async () => {
    const collected: { before: number; after: number }[] = [];
    const host = startAssistantThread(undefined, () => {
      const worker = new Worker(WORKER, { execArgv: [], workerData: { collectAfterMs: 200 } });
      worker.on('message', (message: { type: string; before: number; after: number }) => {
        if (message.type === 'collected') collected.push(message);
      });
      return worker;
    });
    hosts.push(host);
    const assistant = await host.load(seedKb);
    const first = await assistant.answer(input('What did you do for IMAX?'));
    await expect.poll(() => collected.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Building the assistant leaves garbage behind; the collection frees it.
    expect(collected[0]!.after).toBeLessThan(collected[0]!.before * 0.9);
    expect(await assistant.answer(input('What did you do for IMAX?'))).toEqual(first);
  });

  it('on the event loop, for the embedded database, answers the same', async () => {
    const host = inProcessAssistant();
    const assistant = await host.load(seedKb);
    expect(await assistant.answer(input('Can I see your reel?'))).toEqual(
      createAssistant(seedKb).answer(input('Can I see your reel?')),
    );
  });
});
