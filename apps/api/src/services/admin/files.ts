// Resumes and documents for the admin: the resume list with every parsed field, and the stored bytes
// of a resume or a conversation's document under the name it was uploaded with.
import type { Prisma, PrismaClient } from '@agency/db';
import { isUuid, ResumeListQuery, type ResumeRecord } from '@agency/schema';
import { notFound } from '../../errors.ts';
import { likeLiteral } from './conversations.ts';
import { getFileById, type ServedFile } from '../files/storage.ts';

const resumeSelect = {
  id: true,
  originalName: true,
  candidateName: true,
  email: true,
  phone: true,
  fileSize: true,
  uploadDate: true,
  experience: true,
  experienceYears: true,
  skills: true,
  education: true,
  links: true,
  confidence: true,
  extractedText: true,
  parserVersion: true,
  conversationId: true,
  file: { select: { mime: true } },
} satisfies Prisma.ResumeSelect;

/** The resume record of product.md §3, plus what the parser found beyond it and how sure it was. */
export type AdminResume = ResumeRecord & {
  mime: string;
  experienceYears: number | null;
  education: { institution: string; degree?: string; year?: string }[];
  links: Record<string, string | string[] | null>;
  /** Per field, 0..1. */
  confidence: Record<string, number>;
  parserVersion: string;
};

type ResumeRow = Prisma.ResumeGetPayload<{ select: typeof resumeSelect }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toResume({
  file,
  uploadDate,
  education,
  links,
  confidence,
  ...row
}: ResumeRow): AdminResume {
  return {
    ...row,
    mime: file.mime,
    uploadDate: uploadDate.toISOString(),
    education: Array.isArray(education) ? (education as AdminResume['education']) : [],
    links: isObject(links) ? (links as AdminResume['links']) : {},
    confidence: isObject(confidence)
      ? Object.fromEntries(
          Object.entries(confidence).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number',
          ),
        )
      : {},
  };
}

/** `GET /api/admin/resumes`: newest first; the search matches name, email, phone, file name and the text. */
export async function listResumes(
  prisma: PrismaClient,
  input: ResumeListQuery = {},
): Promise<AdminResume[]> {
  const query = ResumeListQuery.parse(input);
  const term = query.search?.trim();
  const contains = { contains: term ? likeLiteral(term) : undefined, mode: 'insensitive' } as const;
  const rows = await prisma.resume.findMany({
    where: term
      ? {
          OR: [
            { candidateName: contains },
            { email: contains },
            { phone: contains },
            { originalName: contains },
            { skills: { has: term } },
            { extractedText: contains },
          ],
        }
      : {},
    orderBy: [{ uploadDate: 'desc' }, { id: 'desc' }],
    skip: query.offset,
    take: query.limit,
    select: resumeSelect,
  });
  return rows.map(toResume);
}

async function storedBytes(
  prisma: PrismaClient,
  fileId: string,
  originalName: string,
): Promise<ServedFile> {
  const file = await getFileById(prisma, fileId);
  if (!file) throw notFound('File not found');
  // Identical bytes are stored once: the name is this upload's, not the first uploader's.
  return { ...file, originalName };
}

/** The bytes of a resume, for `view` (inline) and `download` (attachment, original name). */
export async function resumeFile(prisma: PrismaClient, id: string): Promise<ServedFile> {
  const resume = isUuid(id)
    ? await prisma.resume.findUnique({
        where: { id: id.toLowerCase() },
        select: { fileId: true, originalName: true },
      })
    : null;
  if (!resume) throw notFound('Resume not found');
  return storedBytes(prisma, resume.fileId, resume.originalName);
}

/** The bytes of an uploaded document (a deck or brief shared in a conversation or on the contact page). */
export async function documentFile(prisma: PrismaClient, id: string): Promise<ServedFile> {
  const document = isUuid(id)
    ? await prisma.document.findUnique({
        where: { id: id.toLowerCase() },
        select: { fileId: true, originalName: true },
      })
    : null;
  if (!document) throw notFound('Document not found');
  return storedBytes(prisma, document.fileId, document.originalName);
}
