-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "dueAt" TIMESTAMP(3),
ADD COLUMN     "reminderSentAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ReadState" (
    "reader" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "itemId" UUID NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReadState_pkey" PRIMARY KEY ("reader","kind","itemId")
);

-- CreateTable
CREATE TABLE "ReadAllMark" (
    "reader" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReadAllMark_pkey" PRIMARY KEY ("reader","kind")
);

-- CreateIndex
CREATE INDEX "Lead_status_dueAt_idx" ON "Lead"("status", "dueAt");
