-- CreateTable
CREATE TABLE "ContentVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

-- The one row, and a trigger on each public content table that bumps it in the writing
-- transaction: statement-level, so a seed of a hundred rows is one bump, and TRUNCATE counts too.
-- It also notifies `content_version`, which the embedded database delivers in-process.
INSERT INTO "ContentVersion" ("id", "version") VALUES (1, 1);

CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ContentVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "CaseStudy_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CaseStudy"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "Service_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Service"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "Card_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Card"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "PhysicsConfig_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PhysicsConfig"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "FaqEntry_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "FaqEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "KnowledgeEntry_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "KnowledgeEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
