-- CreateTable
CREATE TABLE "Role" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "track" TEXT NOT NULL,
    "discipline" TEXT NOT NULL,
    "workMode" TEXT NOT NULL,
    "payMin" DOUBLE PRECISION NOT NULL,
    "payMax" DOUBLE PRECISION NOT NULL,
    "payUnit" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "requirements" TEXT NOT NULL,
    "openings" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "datePosted" TIMESTAMP(3) NOT NULL,
    "validThrough" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoleRevision" (
    "id" UUID NOT NULL,
    "roleId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "snapshot" JSONB NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoleRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Candidate" (
    "id" UUID NOT NULL,
    "roleId" TEXT NOT NULL,
    "leadId" UUID,
    "resumeId" UUID,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "portfolioUrl" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "stage" TEXT NOT NULL DEFAULT 'new',
    "owner" TEXT,
    "notes" TEXT NOT NULL DEFAULT '',
    "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stageChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Candidate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CandidateAudit" (
    "id" UUID NOT NULL,
    "candidateId" UUID NOT NULL,
    "roleId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "detail" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CandidateAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Role_status_datePosted_idx" ON "Role"("status", "datePosted" DESC);

-- CreateIndex
CREATE INDEX "RoleRevision_roleId_createdAt_idx" ON "RoleRevision"("roleId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Candidate_roleId_stage_appliedAt_idx" ON "Candidate"("roleId", "stage", "appliedAt" DESC);

-- CreateIndex
CREATE INDEX "Candidate_leadId_idx" ON "Candidate"("leadId");

-- CreateIndex
CREATE INDEX "Candidate_email_idx" ON "Candidate"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Candidate_roleId_email_key" ON "Candidate"("roleId", "email");

-- CreateIndex
CREATE INDEX "CandidateAudit_candidateId_createdAt_idx" ON "CandidateAudit"("candidateId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "RoleRevision" ADD CONSTRAINT "RoleRevision_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidate" ADD CONSTRAINT "Candidate_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidate" ADD CONSTRAINT "Candidate_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidate" ADD CONSTRAINT "Candidate_resumeId_fkey" FOREIGN KEY ("resumeId") REFERENCES "Resume"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Roles are public content: the careers pages, the sitemap and the assistant's answers are kept per
-- content version, so a write to a role moves it (see 20261123113046_content_version).
CREATE TRIGGER "Role_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Role"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
