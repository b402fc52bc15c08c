-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "roundStart" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "DeliveryAttempt" ADD COLUMN     "staffEmail" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "DeliveryResend" (
    "id" UUID NOT NULL,
    "deliveryId" UUID NOT NULL,
    "actor" TEXT NOT NULL,
    "fromStatus" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryResend_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryResend_deliveryId_createdAt_idx" ON "DeliveryResend"("deliveryId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "DeliveryAttempt_staffEmail_finishedAt_idx" ON "DeliveryAttempt"("staffEmail", "finishedAt" DESC);

-- AddForeignKey
ALTER TABLE "DeliveryResend" ADD CONSTRAINT "DeliveryResend_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "Delivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Attempts made before the flag existed: emails to staff are every email but a reply to a lead.
UPDATE "DeliveryAttempt" a SET "staffEmail" = true
FROM "Delivery" d JOIN "OutboxEvent" e ON e."id" = d."eventId"
WHERE d."id" = a."deliveryId" AND d."channel" = 'email' AND e."type" <> 'lead.replied';
