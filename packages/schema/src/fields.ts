import { z } from 'zod';
import { oneLine } from './text.ts';

/**
 * A required one-line text, such as a person's or a template's name: made one visible line
 * first, as a visitor's name is, since it lands in audit lines, emails and CSV cells.
 */
export const oneLineText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`),
    );

/** A list's filter: `all` (or nothing) means no filter, as the admin's selects send it. */
export const listFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), schema.optional());
