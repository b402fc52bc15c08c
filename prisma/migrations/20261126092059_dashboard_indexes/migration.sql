-- CreateIndex
CREATE INDEX "Conversation_startedAt_idx" ON "Conversation"("startedAt");

-- CreateIndex
CREATE INDEX "Lead_firstActivityAt_idx" ON "Lead"("firstActivityAt");

-- CreateIndex
CREATE INDEX "Message_timestamp_idx" ON "Message"("timestamp");
