-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "clientPhone" TEXT;

-- DropTable
DROP TABLE "FaqEntry";

-- DropTable
DROP TABLE "KnowledgeEntry";

-- CreateTable
CREATE TABLE "AnswerUnit" (
    "id" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "context" TEXT NOT NULL,
    "textEn" TEXT NOT NULL,
    "textEs" TEXT NOT NULL,
    "composer" TEXT,
    "phrasingsEn" TEXT[],
    "phrasingsEs" TEXT[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnswerUnit_pkey" PRIMARY KEY ("id")
);

-- The assistant rebuilds from the database when its answers change, as for the other content.
CREATE TRIGGER "AnswerUnit_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AnswerUnit"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
