import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { createUploadGate } from './gate.ts';

const limits = { slots: 2, slotsPerIp: 1, queueMs: 60_000, maxQueued: 3 };
const open = () => new AbortController().signal;

describe('the upload gate', () => {
  it('gives each IP its share and lets a waiter of another IP pass one at its limit', async () => {
    const gate = createUploadGate(limits);
    const a1 = await gate.acquire('a', open());
    const a2 = gate.acquire('a', open());
    const b1 = await gate.acquire('b', open());
    expect(gate.state()).toEqual({ busy: 2, queued: 1 });
    const c1 = gate.acquire('c', open());
    expect(gate.state()).toEqual({ busy: 2, queued: 2 });
    // b's slot frees: a is still at its own limit, so c (queued later) goes first.
    b1();
    const releaseC = await c1;
    expect(gate.state()).toEqual({ busy: 2, queued: 1 });
    a1();
    const releaseA = await a2;
    releaseA();
    releaseC();
    expect(gate.state()).toEqual({ busy: 0, queued: 0 });
  });

  it('a waiter whose client leaves is out of the queue at once, with the reason', async () => {
    const gate = createUploadGate({ ...limits, slots: 1 });
    const release = await gate.acquire('a', open());
    const controller = new AbortController();
    const waiting = gate.acquire('b', controller.signal);
    expect(gate.state().queued).toBe(1);
    controller.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    expect(gate.state()).toEqual({ busy: 1, queued: 0 });
    release();
    expect(gate.state()).toEqual({ busy: 0, queued: 0 });
  });

  it('releasing twice frees one slot, not two', async () => {
    const gate = createUploadGate({ ...limits, slots: 1 });
    const release = await gate.acquire('a', open());
    release();
    release();
    await gate.acquire('b', open());
    const third = gate.acquire('c', open());
    expect(gate.state()).toEqual({ busy: 1, queued: 1 });
    third.catch(() => undefined);
  });

  it('turns a request away with 503 and Retry-After when it waited too long or the queue is full', async () => {
    const gate = createUploadGate({ ...limits, slots: 1, queueMs: 20, maxQueued: 1 });
    await gate.acquire('a', open());
    const waiting = gate.acquire('b', open());
    const overflow = await gate.acquire('c', open()).catch((error: unknown) => error);
    expect(overflow).toBeInstanceOf(DomainError);
    expect(overflow).toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 1 });
    await expect(waiting).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(gate.state()).toEqual({ busy: 1, queued: 0 });
  });

  it('refuses at once a request whose signal already aborted', async () => {
    const gate = createUploadGate(limits);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(gate.acquire('a', controller.signal)).rejects.toThrow('gone');
    expect(gate.state()).toEqual({ busy: 0, queued: 0 });
  });
});
