// The moment the app runs in the page: a page the server rendered shows, and takes typing, before
// that. Scripts that drive the page (the end-to-end tests) wait for the attribute; the app's start
// (boot.tsx) waits for it to hand over what was typed meanwhile.
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function markAppReady(doc: Document = document): void {
  doc.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}

export function whenAppReady(doc: Document = document): Promise<void> {
  const root = doc.documentElement;
  if (root.hasAttribute(APP_READY_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(APP_READY_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  });
}
