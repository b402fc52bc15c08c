import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealOnOpen } from './useRevealOnOpen.ts';

function Panel({ name, top, height }: { name: string; top: number; height: number }) {
  const ref = useRef<HTMLElement>(null);
  useRevealOnOpen(ref);
  return (
    <section
      aria-label={name}
      ref={(element) => {
        if (!element) return;
        ref.current = element;
        element.getBoundingClientRect = () =>
          ({ top, bottom: top + height, height, left: 0, right: 0, width: 0 }) as DOMRect;
      }}
    />
  );
}

const scrolls: { name: string | null; block?: ScrollLogicalPosition }[] = [];
Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions) {
  scrolls.push({ name: this.getAttribute('aria-label'), block: options?.block });
};

afterEach(() => {
  scrolls.length = 0;
  vi.useRealTimers();
});

describe('useRevealOnOpen', () => {
  it('keeps the first panel of a reply readable when the second would push it out of view', () => {
    render(<Panel name="showcase" top={700} height={600} />);
    render(<Panel name="deck" top={1300} height={700} />);
    // 1,300 px of panels in a 768 px window (jsdom's): the showcase's top stays in view.
    expect(scrolls).toEqual([
      { name: 'showcase', block: 'nearest' },
      { name: 'showcase', block: 'start' },
    ]);
  });

  it('brings the second panel into view when both fit', () => {
    render(<Panel name="showcase" top={700} height={200} />);
    render(<Panel name="deck" top={900} height={300} />);
    expect(scrolls.at(-1)).toEqual({ name: 'deck', block: 'nearest' });
  });
});
