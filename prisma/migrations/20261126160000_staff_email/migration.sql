-- AlterTable
ALTER TABLE "Staff" ADD COLUMN     "email" TEXT;

-- CreateTable
CREATE TABLE "StaffAudit" (
    "id" UUID NOT NULL,
    "staffId" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "detail" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffAudit_staffId_createdAt_idx" ON "StaffAudit"("staffId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "StaffAudit" ADD CONSTRAINT "StaffAudit_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
