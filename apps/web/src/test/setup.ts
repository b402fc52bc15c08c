// Component-test environment: jsdom lacks a few browser APIs that Mantine and pages use.
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, beforeEach, vi } from 'vitest';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

// jsdom reports these as "not implemented" through console.error.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo = (() => {}) as typeof Element.prototype.scrollTo;
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => {};
HTMLMediaElement.prototype.load = () => {};

// findBy and waitFor end as soon as what they wait for appears; their bound only catches a hang.
// Testing Library's default of 1 s is a speed assumption that a busy 2-core machine breaks: the
// admin form re-rendering after a save was seen to take longer there, failing the test.
configure({ asyncUtilTimeout: 10_000 });

// framer-motion: animations complete at once (else a cancelled one rejects with an unhandled AbortError).
MotionGlobalConfig.skipAnimations = true;

// A test that makes React (or anything else) log an error fails: those are bugs, not noise.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  if (consoleErrors.length > 0) {
    const logged = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${logged}`);
  }
});
