import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors.ts';
import { createGate } from './gate.ts';
import { receiveStream, type ReceivedFile } from './storage.ts';

const UPLOAD_SLOTS = 1;
const gate = createGate(UPLOAD_SLOTS);

export interface MultipartUpload {
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart request: the file named `fileField` (others are drained and ignored) and the
 * text fields, in whatever order the client sent them. `process` runs while the request still
 * holds its upload slot, since parsing and storing hold the bytes too.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: string,
  process: (upload: MultipartUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  return gate(async () => process(await readParts(request, fileField, maxBytes, tooLarge)));
}

async function readParts(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: string,
): Promise<MultipartUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 3, fields: 20, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField && !file) {
        file = await receiveStream(part.file, part.filename, maxBytes, tooLarge);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('PAYLOAD_TOO_LARGE', tooLarge);
    throw new DomainError(
      'BAD_REQUEST',
      'The upload was incomplete or malformed. Please try again.',
    );
  }
  return { file, fields };
}
