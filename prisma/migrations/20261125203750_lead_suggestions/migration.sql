-- CreateTable
CREATE TABLE "LeadSuggestion" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadSuggestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LeadSuggestion_leadId_field_value_key" ON "LeadSuggestion"("leadId", "field", "value");

-- AddForeignKey
ALTER TABLE "LeadSuggestion" ADD CONSTRAINT "LeadSuggestion_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;
