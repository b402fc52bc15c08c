// The assistant's own thread (assistantThread.ts starts it): it builds the assistant from the
// knowledge base it is sent and answers messages with it, so that understanding and composing a
// reply, most of a chat message's CPU, runs beside the server's event loop instead of on it.
import { parentPort } from 'node:worker_threads';
import { createAssistant } from './assistant.ts';
import type { FromAssistantThread, ToAssistantThread } from './assistantThread.ts';
import type { Assistant } from './types.ts';

const port = parentPort!;
const post = (message: FromAssistantThread) => port.postMessage(message);
let assistant: Assistant | undefined;

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
});
