// A role's hiring pipeline for the admin: its candidates by stage with their parsed resumes, each
// moved, owned and annotated with an audit row in the same transaction, and the same rows as CSV.
import type { Prisma, PrismaClient } from '@agency/db';
import {
  CANDIDATE_STAGES,
  CandidateUpdate,
  isUuid,
  RoleSlug,
  type CandidateStage,
} from '@agency/schema';
import { invalidInput, notFound } from '../../errors.ts';
import { csvHeader, csvRows } from './csv.ts';
import { ownerChange } from './staff.ts';

const candidateSelect = {
  id: true,
  roleId: true,
  leadId: true,
  name: true,
  email: true,
  portfolioUrl: true,
  note: true,
  stage: true,
  owner: true,
  ownerId: true,
  notes: true,
  appliedAt: true,
  stageChangedAt: true,
  resume: {
    select: {
      id: true,
      originalName: true,
      fileSize: true,
      phone: true,
      experience: true,
      experienceYears: true,
      skills: true,
      links: true,
    },
  },
} satisfies Prisma.CandidateSelect;

type CandidateRow = Prisma.CandidateGetPayload<{ select: typeof candidateSelect }>;

function toCandidate({ appliedAt, stageChangedAt, resume, ...row }: CandidateRow) {
  return {
    ...row,
    stage: row.stage as CandidateStage,
    appliedAt: appliedAt.toISOString(),
    stageChangedAt: stageChangedAt.toISOString(),
    resume: resume && { ...resume, links: (resume.links ?? {}) as Record<string, string> },
  };
}
export type AdminCandidate = ReturnType<typeof toCandidate>;

const missingRole = () => notFound('Role not found');
const missingCandidate = () => notFound('Candidate not found');

async function requireRole(prisma: PrismaClient, slug: string) {
  const role = RoleSlug.safeParse(slug).success
    ? await prisma.role.findUnique({ where: { id: slug }, select: { id: true, title: true } })
    : null;
  if (!role) throw missingRole();
  return role;
}

const order = [
  { appliedAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.CandidateOrderByWithRelationInput[];

/** `GET /api/admin/roles/{slug}/candidates`: every candidate, newest first, and the counts by stage. */
export async function rolePipeline(prisma: PrismaClient, slug: string) {
  const role = await requireRole(prisma, slug);
  const rows = await prisma.candidate.findMany({
    where: { roleId: role.id },
    orderBy: order,
    select: candidateSelect,
  });
  const candidates = rows.map(toCandidate);
  const counts = Object.fromEntries(
    CANDIDATE_STAGES.map((stage) => [stage, candidates.filter((c) => c.stage === stage).length]),
  ) as Record<CandidateStage, number>;
  return { role: { slug: role.id, title: role.title }, candidates, counts };
}

/** One candidate with the trail of what staff did. */
export async function candidateDetail(prisma: PrismaClient, id: string) {
  const row = isUuid(id)
    ? await prisma.candidate.findUnique({
        where: { id: id.toLowerCase() },
        select: candidateSelect,
      })
    : null;
  if (!row) throw missingCandidate();
  const audit = await prisma.candidateAudit.findMany({
    where: { candidateId: row.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, action: true, actor: true, detail: true, createdAt: true },
  });
  return {
    candidate: toCandidate(row),
    audit: audit.map(({ createdAt, detail, ...entry }) => ({
      ...entry,
      detail: detail as Record<string, unknown>,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/**
 * Stage, owner or notes, each change audited with the person's name and time, in one transaction
 * that holds the candidate's row. Setting what is already there changes nothing.
 */
export async function updateCandidate(
  prisma: PrismaClient,
  id: string,
  input: CandidateUpdate,
  actor: string,
): Promise<AdminCandidate> {
  const parsed = CandidateUpdate.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, 'Invalid change');
  const update = parsed.data;
  if (!isUuid(id)) throw missingCandidate();
  const candidateId = id.toLowerCase();
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Candidate" WHERE "id" = ${candidateId}::uuid FOR UPDATE`;
    const before = await tx.candidate.findUnique({
      where: { id: candidateId },
      select: candidateSelect,
    });
    if (!before) throw missingCandidate();
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (update.stage !== undefined && update.stage !== before.stage)
      changes.stage = { from: before.stage, to: update.stage };
    const owner = await ownerChange(tx, before, update.ownerId);
    if (owner) changes.owner = owner.audit;
    if (update.notes !== undefined && update.notes !== before.notes)
      changes.notes = { from: before.notes, to: update.notes };
    if (!Object.keys(changes).length) return toCandidate(before);
    const after = await tx.candidate.update({
      where: { id: candidateId },
      data: {
        ...Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.to])),
        ...owner?.data,
        ...(changes.stage ? { stageChangedAt: new Date() } : {}),
      },
      select: candidateSelect,
    });
    await tx.candidateAudit.createMany({
      data: Object.entries(changes).map(([field, change]) => ({
        candidateId,
        roleId: before.roleId,
        action: field,
        actor,
        // Notes can be long: the audit keeps that they changed and their length, not two copies.
        detail: (field === 'notes'
          ? { fromLength: String(change.from).length, toLength: String(change.to).length }
          : change) as Prisma.InputJsonObject,
      })),
    });
    return toCandidate(after);
  });
}

const CSV_COLUMNS = [
  ['id', 'ID'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['stage', 'Stage'],
  ['owner', 'Owner'],
  ['appliedAt', 'Applied'],
  ['stageChangedAt', 'Stage since'],
  ['portfolioUrl', 'Portfolio'],
  ['experienceYears', 'Years of experience'],
  ['skills', 'Skills'],
  ['note', 'Their note'],
  ['notes', 'Staff notes'],
] as const;

/** `GET /api/admin/roles/{slug}/candidates.csv`: the role's candidates, with the leads' CSV writer. */
export async function candidatesCsv(prisma: PrismaClient, slug: string): Promise<string> {
  const { candidates } = await rolePipeline(prisma, slug);
  const rows = candidates.map((candidate) => {
    const cells: Record<(typeof CSV_COLUMNS)[number][0], unknown> = {
      ...candidate,
      phone: candidate.resume?.phone,
      experienceYears: candidate.resume?.experienceYears,
      skills: candidate.resume?.skills ?? [],
    };
    return CSV_COLUMNS.map(([key]) => cells[key]);
  });
  return csvHeader(CSV_COLUMNS.map(([, header]) => header)) + csvRows(rows);
}
