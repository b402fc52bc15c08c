-- CreateIndex
CREATE INDEX "Resume_conversationId_idx" ON "Resume"("conversationId");
