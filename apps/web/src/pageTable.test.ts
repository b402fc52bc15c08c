import { PAGE_PATHS } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pageTable.ts';

describe('the page table', () => {
  it('has a page for every path the server answers, and none it does not', () => {
    const paths = PAGES.filter((page) => page.path !== '*').map((page) => `/${page.path ?? ''}`);
    expect(paths.sort()).toEqual([...PAGE_PATHS].sort());
  });
});
