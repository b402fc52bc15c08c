-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "budget" INTEGER,
ADD COLUMN     "industry" TEXT,
ADD COLUMN     "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "timeline" TEXT,
ADD COLUMN     "timelineDays" INTEGER;

-- CreateIndex
CREATE INDEX "Lead_budget_idx" ON "Lead"("budget");

-- CreateIndex
CREATE INDEX "Lead_timelineDays_idx" ON "Lead"("timelineDays");

-- CreateIndex
CREATE INDEX "Lead_industry_idx" ON "Lead"("industry");

-- CreateIndex
CREATE INDEX "Lead_services_idx" ON "Lead" USING GIN ("services");

-- Leads from before: the budget, industry and services their chats' dialogue states hold (the
-- latest said wins; the services of every conversation). Timelines and contact
-- forms are read by the application, so those leads get them with their next message.
UPDATE "Lead" l SET
  "budget" = s."budget",
  "industry" = s."industry",
  "services" = COALESCE(s."services", ARRAY[]::TEXT[])
FROM (
  SELECT c."leadId",
    (array_agg(LEAST(("dialogueState"->>'budget')::numeric, 2000000000)::int ORDER BY c."lastActivityAt" DESC)
       FILTER (WHERE jsonb_typeof("dialogueState"->'budget') = 'number'))[1] AS "budget",
    (array_agg("dialogueState"->>'industry' ORDER BY c."lastActivityAt" DESC)
       FILTER (WHERE "dialogueState"->>'industry' IN ('fintech', 'finance', 'healthcare', 'beauty', 'wellness', 'fitness', 'nonprofit', 'legal', 'real-estate', 'hospitality', 'education', 'b2b', 'gaming', 'cannabis', 'pets', 'government', 'sports', 'fashion', 'alcohol', 'energy', 'dealership', 'museums', 'performing-arts', 'streaming', 'entertainment', 'events', 'technology', 'food', 'retail', 'automotive')))[1] AS "industry",
    array_agg(DISTINCT "dialogueState"->>'service')
       FILTER (WHERE "dialogueState"->>'service' IN ('creative-campaigns', 'brand-strategy', 'video-production', 'digital-marketing', 'media-buying', 'social-media', 'influencer-marketing')) AS "services"
  FROM "Conversation" c
  WHERE c."leadId" IS NOT NULL AND c."dialogueState" IS NOT NULL
  GROUP BY c."leadId"
) s
WHERE l."id" = s."leadId";
