-- The admin searches conversations by substring (ILIKE) and trigram indexes make that fast.
-- pg_trgm ships with Postgres as a trusted contrib extension, and packages/db loads it into PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Conversation_clientName_trgm_idx" ON "Conversation" USING GIN ("clientName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Conversation_clientEmail_trgm_idx" ON "Conversation" USING GIN ("clientEmail" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Conversation_subject_trgm_idx" ON "Conversation" USING GIN ("subject" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Message_message_trgm_idx" ON "Message" USING GIN ("message" gin_trgm_ops);
