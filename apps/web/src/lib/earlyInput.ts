// What a visitor did on a server-rendered page before its app ran: text typed into its fields,
// and buttons pressed (or Enter in a box that sends on Enter), which the page's loader
// (src/loadApp.ts) records and holds back. The app's start hands both over once it runs.

/** A press the loader held back: a button's click, or Enter in a box marked ENTER_SENDS_ATTRIBUTE. */
export interface EarlyAction {
  kind: 'click' | 'enter';
  target: Element;
}

declare global {
  interface Window {
    /** Filled by the loader until the app takes it (takeEarlyActions). */
    earlyActions?: EarlyAction[];
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields that hold text other than what the server wrote: typed before the app ran. */
function typedFields(container: HTMLElement): [TextField, string][] {
  return [...container.querySelectorAll<TextField>('input, textarea')]
    .filter((field) => field.type !== 'file' && field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/**
 * Hands the app what was typed before it ran. Hydration keeps the text on screen but not in the
 * app's state, so the next render would clear it; as an input event, the way typing reaches the
 * app, it lands in the state too. The field's own setter is used first, so that React sees the
 * value change rather than a value it already has.
 */
function replayTyping(fields: [TextField, string][]): void {
  for (const [field, typed] of fields) {
    if (!field.isConnected) continue;
    const value = field.value || typed;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The presses the loader held back; from now on the app answers presses itself. */
function takeEarlyActions(win: Window): EarlyAction[] {
  const actions = win.earlyActions ?? [];
  win.earlyActions = undefined;
  return actions;
}

function replayActions(actions: EarlyAction[]): void {
  for (const { kind, target } of actions) {
    if (!target.isConnected) continue;
    if (kind === 'click') (target as HTMLElement).click();
    else {
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      );
    }
  }
}

/**
 * Called just before hydrating `container`: notes what was typed and takes the held presses.
 * The returned function, called once the app runs, replays them in that order (the text first, so
 * that a held Enter sends it).
 */
export function holdEarlyInput(container: HTMLElement): () => void {
  const typed = typedFields(container);
  const actions = takeEarlyActions(container.ownerDocument.defaultView ?? window);
  return () => {
    replayTyping(typed);
    replayActions(actions);
  };
}
