-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "dialogueState" JSONB;
