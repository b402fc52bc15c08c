-- CreateTable
CREATE TABLE "LeadAlias" (
    "email" TEXT NOT NULL,
    "leadId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadAlias_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "LeadAlias_leadId_idx" ON "LeadAlias"("leadId");

-- AddForeignKey
ALTER TABLE "LeadAlias" ADD CONSTRAINT "LeadAlias_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The email a lead upsert writes to: the address itself, or the lead it was merged into
-- (docs/decisions/020-merging-leads.md). A merge locks both leads before it moves anything, so
-- the lock taken here waits for a merge under way; the alias is then read in a snapshot of its
-- own (a volatile function's statements take a fresh one), which sees what the merge committed,
-- where the calling statement's snapshot, taken before the wait, would not.
CREATE FUNCTION "lead_email"(given TEXT) RETURNS TEXT LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  kept TEXT;
BEGIN
  PERFORM 1 FROM "Lead" WHERE "email" = given FOR KEY SHARE;
  SELECT l."email" INTO kept FROM "LeadAlias" a JOIN "Lead" l ON l."id" = a."leadId" WHERE a."email" = given;
  RETURN COALESCE(kept, given);
END
$$;
