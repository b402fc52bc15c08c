-- CreateTable
CREATE TABLE "ReplyTemplate" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReplyTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeadReply" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "staffId" UUID,
    "senderName" TEXT NOT NULL,
    "toEmail" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "deliveryId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadReply_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReplyTemplate_name_key" ON "ReplyTemplate"("name");

-- CreateIndex
CREATE INDEX "LeadReply_leadId_createdAt_idx" ON "LeadReply"("leadId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "LeadReply" ADD CONSTRAINT "LeadReply_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadReply" ADD CONSTRAINT "LeadReply_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadReply" ADD CONSTRAINT "LeadReply_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "Delivery"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Templates to start from; staff edit or delete them in the admin, and this runs only once.
INSERT INTO "ReplyTemplate" ("id", "name", "subject", "body", "updatedBy") VALUES
  (gen_random_uuid(), 'First reply', 'Thanks for reaching out, {{firstName}}',
   E'Hi {{firstName}},\n\nThank you for getting in touch with {{agencyName}}. I''m {{senderName}}, and I''ll be your contact here.\n\nI''d love to hear more about what you have in mind. Would you have 20 minutes for a call this week? Tell me a time that suits you and I''ll send an invite.\n\nBest regards,',
   'seed'),
  (gen_random_uuid(), 'Ask for the brief', 'A few questions about your project',
   E'Hi {{firstName}},\n\nThanks again for your message. So that we come to our first conversation prepared, could you tell me a little more?\n\n- What you would like to launch or change, and for whom\n- When it needs to be live\n- The budget range you have in mind\n- Any brief, deck or references you can share (a reply with attachments is fine)\n\nBest regards,',
   'seed'),
  (gen_random_uuid(), 'Follow-up', 'Following up, {{firstName}}',
   E'Hi {{firstName}},\n\nI wanted to follow up on my last message in case it got buried. We''d be glad to help {{company}} with this, and I''m happy to work around your schedule.\n\nBest regards,',
   'seed');
