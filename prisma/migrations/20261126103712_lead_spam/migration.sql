-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "spamAt" TIMESTAMP(3);
