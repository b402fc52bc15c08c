// The assistant's own thread (assistantThread.ts starts it): it builds the assistant from the
// knowledge base it is sent and answers messages with it, so that understanding and composing a
// reply, most of a chat message's CPU, runs beside the server's event loop instead of on it.
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { createAssistant } from './assistant.ts';
import type { FromAssistantThread, ToAssistantThread } from './assistantThread.ts';
import type { Assistant } from './types.ts';

const port = parentPort!;
const post = (message: FromAssistantThread) => port.postMessage(message);
let assistant: Assistant | undefined;

// V8 shrinks the server's own heap once it idles, but not this thread's: after a build or a burst
// of chat it kept its high-water mark (about 95 MB committed over 58 MB live, measured after a soak
// and 30 s idle), so once the thread has been quiet for a while it runs a full collection. (With
// options, Node 20's gc() ran no full collection at all: measured, nothing freed.)
const COLLECT_AFTER_MS =
  (workerData as { collectAfterMs?: number } | null)?.collectAfterMs ?? 10_000;
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
let quiet: NodeJS.Timeout | undefined;
function collectWhenQuiet() {
  clearTimeout(quiet);
  quiet = setTimeout(() => {
    const before = v8.getHeapStatistics().used_heap_size;
    collect();
    post({ type: 'collected', before, after: v8.getHeapStatistics().used_heap_size });
  }, COLLECT_AFTER_MS).unref();
}

port.on('message', (message: ToAssistantThread) => {
  try {
    if (message.type === 'load') {
      assistant = createAssistant(message.kb, {
        onError: (error, input) => post({ type: 'caught', error, message: input }),
      });
      post({ type: 'done', id: message.id });
    } else {
      if (!assistant) throw new Error('the assistant thread was asked before it was loaded');
      post({ type: 'done', id: message.id, answer: assistant.answer(message.input) });
    }
  } catch (error) {
    post({ type: 'failed', id: message.id, error });
  }
  collectWhenQuiet();
});
