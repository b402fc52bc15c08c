import type { PrismaClient } from '@agency/db';
import { ImageUploadFields } from '@agency/schema';
import { createHash } from 'node:crypto';
import { DomainError } from '../../errors.ts';
import {
  fileUrl,
  nameForType,
  FILE_TRANSACTION,
  putFile,
  sniffType,
  type ReceivedFile,
} from './storage.ts';

/** Widths of the WebP variants made for each use; the last is the one the page shows by default. */
export const IMAGE_VARIANTS = {
  thumbnail: [400, 800],
  hero: [960, 1600],
  gallery: [600, 1200],
} as const;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** `POST /api/upload-case-study-image`: re-encoded to WebP so visitors never get the raw upload. */
export async function storeCaseStudyImage(
  prisma: PrismaClient,
  file: ReceivedFile | null,
  rawFields: Record<string, string>,
) {
  const fields = ImageUploadFields.parse(rawFields);
  if (!file) throw new DomainError('BAD_REQUEST', 'Please attach an image in the "file" field.');
  const mime = await sniffType(file.bytes);
  if (!mime || !ACCEPTED.has(mime))
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Images must be JPEG, PNG, GIF or WebP.');

  const base = nameForType(file.originalName, mime).replace(/\.[^.]+$/, '');
  // sharp and libvips (about 20 MB resident) load at the first image upload, not at start.
  const { default: sharp } = await import('sharp');
  let variants;
  try {
    variants = await Promise.all(
      IMAGE_VARIANTS[fields.imageType].map(async (width) => {
        const bytes = await sharp(file.bytes, { limitInputPixels: 60_000_000 })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        return { width, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
      }),
    );
  } catch {
    throw new DomainError('BAD_REQUEST', 'That image could not be read. Please try another file.');
  }

  await prisma.$transaction(async (tx) => {
    for (const variant of variants) {
      await putFile(
        tx,
        {
          bytes: variant.bytes,
          sha256: variant.sha256,
          size: variant.bytes.length,
          originalName: `${fields.caseStudyId}-${fields.imageType}-${base}-${variant.width}w.webp`,
        },
        'image/webp',
      );
    }
  }, FILE_TRANSACTION);
  const urls = variants.map((variant) => ({
    width: variant.width,
    path: fileUrl(variant.sha256, 'image/webp'),
  }));
  return { path: urls[urls.length - 1]!.path, variants: urls };
}
