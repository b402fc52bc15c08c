import './zodConfig.ts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';

describe('zod in the browser', () => {
  it('reads the setting from where zodConfig.ts puts it', () => {
    expect(globalConfig.jitless).toBe(true);
  });

  it('never builds a function from a string, which the Content-Security-Policy refuses', () => {
    const construct = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), email: z.email() });
    expect(schema.parse({ name: 'Ada', email: 'ada@example.com' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(construct).not.toHaveBeenCalled();
  });
});
