import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadLimits } from '../env.ts';
import { DomainError } from '../errors.ts';
import type { UploadGate } from '../services/files/gate.ts';
import { receiveStream, type ReceivedFile } from '../services/files/storage.ts';

export interface MultipartUpload {
  file: ReceivedFile | null;
  fields: Record<string, string>;
  /** Aborts when the client leaves or the upload's deadline passes; pass it to slow work. */
  signal: AbortSignal;
}

export interface MultipartOptions {
  fileField: string;
  maxBytes: number;
  tooLarge: string;
}

const MAX_FILES = 3;
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

/** Why an upload stopped early. A client that left gets no answer; the others are told why. */
class ClientGone extends Error {}

/**
 * Reads a multipart request: the file named `fileField` (others are drained and ignored) and the
 * text fields, in whatever order the client sent them. `process` runs while the request still
 * holds its upload slot, since parsing and storing hold the bytes too.
 *
 * The slot is given back in every state the request can end in: a client that leaves while it
 * waits, streams or is being parsed frees it at once (its socket's close aborts the signal), and
 * so do the upload's own deadline, a silence longer than the idle limit and a body slower than
 * the minimum rate.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  gate: UploadGate,
  limits: UploadLimits,
  options: MultipartOptions,
  process: (upload: MultipartUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');

  const controller = new AbortController();
  const abort = (reason: Error) => {
    if (controller.signal.aborted) return;
    controller.abort(reason);
    if (reason instanceof ClientGone) {
      // Unblocks a body read in progress: @fastify/multipart ends its iteration on the close.
      request.raw.destroy();
    } else {
      // The rest of the body will not be read: answer, then drop the connection.
      reply.header('Connection', 'close');
      reply.raw.once('finish', () => request.raw.destroy());
    }
  };
  const onClose = () => {
    if (!reply.raw.writableFinished) abort(new ClientGone());
  };
  // 'close' fires once: a request whose client left while it queued must be caught by looking.
  const checkGone = () => {
    if (request.raw.destroyed || request.raw.socket?.destroyed) onClose();
  };
  checkGone();
  reply.raw.once('close', onClose);
  const timedOut = (message: string) => () =>
    abort(
      new DomainError('REQUEST_TIMEOUT', `${message} Please check your connection and try again.`),
    );
  let idle: NodeJS.Timeout | undefined;
  const stillSending = () => {
    clearTimeout(idle);
    idle = setTimeout(timedOut('The upload stalled.'), limits.idleMs);
  };

  // Bytes off the socket per window: a client that sends a byte now and then never goes silent,
  // yet holds its slot for the whole deadline; a slow one is cut at the end of a window.
  let rate: NodeJS.Timeout | undefined;
  const watchRate = () => {
    const socket = request.raw.socket;
    const minimum = (limits.minBytesPerSecond * limits.rateWindowMs) / 1000;
    if (!socket || minimum === 0) return;
    let read = socket.bytesRead;
    rate = setInterval(() => {
      if (socket.bytesRead - read < minimum)
        timedOut(
          `The upload is too slow (under ${Math.ceil(limits.minBytesPerSecond / 1024)} KB a second).`,
        )();
      read = socket.bytesRead;
    }, limits.rateWindowMs);
  };

  let release: (() => void) | undefined;
  let deadline: NodeJS.Timeout | undefined;
  try {
    release = await gate.acquire(request.ip, controller.signal);
    checkGone();
    controller.signal.throwIfAborted();
    // Counted from the slot, not the arrival: waiting in the queue has its own limit.
    deadline = setTimeout(timedOut('The upload took too long.'), limits.deadlineMs);
    stillSending();
    watchRate();
    const { file, fields } = await untilAborted(
      readParts(request, options, stillSending),
      controller.signal,
    );
    clearTimeout(idle);
    clearInterval(rate);
    return await untilAborted(
      process({ file, fields, signal: controller.signal }),
      controller.signal,
    );
  } catch (error) {
    if (controller.signal.aborted) {
      const reason = controller.signal.reason as Error;
      // Nobody is left to read this answer; it is only for the log.
      if (reason instanceof ClientGone)
        throw new DomainError('BAD_REQUEST', 'The upload was cancelled by the client.');
      throw reason;
    }
    throw error;
  } finally {
    clearTimeout(deadline);
    clearTimeout(idle);
    clearInterval(rate);
    reply.raw.off('close', onClose);
    release?.();
  }
}

/** Settles with the work, or rejects as soon as the signal aborts, whichever comes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: `Send at most ${MAX_FILES} files in one upload.`,
  FST_FIELDS_LIMIT: `Send at most ${MAX_FIELDS} form fields in one upload.`,
  FST_PARTS_LIMIT: `Send at most ${MAX_FILES + MAX_FIELDS} parts in one upload.`,
};

async function readParts(
  request: FastifyRequest,
  { fileField, maxBytes, tooLarge }: MultipartOptions,
  onProgress: () => void,
): Promise<{ file: ReceivedFile | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: maxBytes,
        files: MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    })) {
      onProgress();
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new DomainError(
            'PAYLOAD_TOO_LARGE',
            `The field "${part.fieldname}" is too long (at most ${MAX_FIELD_BYTES / 1024} KB).`,
          );
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField && !file) {
        file = await receiveStream(part.file, part.filename, maxBytes, tooLarge, onProgress);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('PAYLOAD_TOO_LARGE', tooLarge);
    const limit = LIMIT_MESSAGES[code];
    if (limit) throw new DomainError('PAYLOAD_TOO_LARGE', limit);
    throw new DomainError(
      'BAD_REQUEST',
      'The upload was incomplete or malformed. Please try again.',
    );
  }
  return { file, fields };
}
