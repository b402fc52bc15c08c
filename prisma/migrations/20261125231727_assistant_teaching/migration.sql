-- CreateTable
CREATE TABLE "AnswerUnitRevision" (
    "id" UUID NOT NULL,
    "unitId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "snapshot" JSONB NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnswerUnitRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnansweredGroup" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "langs" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'open',
    "unitId" TEXT,
    "handledBy" TEXT,
    "handledAt" TIMESTAMP(3),
    "count" INTEGER NOT NULL DEFAULT 0,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UnansweredGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnansweredTurn" (
    "messageId" UUID NOT NULL,
    "groupId" UUID NOT NULL,
    "conversationId" UUID NOT NULL,
    "question" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UnansweredTurn_pkey" PRIMARY KEY ("messageId")
);

-- CreateTable
CREATE TABLE "UnansweredDigest" (
    "week" TIMESTAMP(3) NOT NULL,
    "groups" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UnansweredDigest_pkey" PRIMARY KEY ("week")
);

-- CreateIndex
CREATE INDEX "AnswerUnitRevision_unitId_createdAt_idx" ON "AnswerUnitRevision"("unitId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "UnansweredGroup_status_lastSeenAt_idx" ON "UnansweredGroup"("status", "lastSeenAt" DESC);

-- CreateIndex
CREATE INDEX "UnansweredGroup_lastSeenAt_idx" ON "UnansweredGroup"("lastSeenAt" DESC);

-- CreateIndex
CREATE INDEX "UnansweredGroup_key_trgm_idx" ON "UnansweredGroup" USING GIN ("key" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "UnansweredTurn_groupId_createdAt_idx" ON "UnansweredTurn"("groupId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "UnansweredTurn_createdAt_idx" ON "UnansweredTurn"("createdAt" DESC);

-- AddForeignKey
ALTER TABLE "UnansweredTurn" ADD CONSTRAINT "UnansweredTurn_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnansweredTurn" ADD CONSTRAINT "UnansweredTurn_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "UnansweredGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The Unanswered inbox is filled here, in the transaction (and the chat's one statement) that
-- writes the message, so every instance and every write path records it and nothing is half-kept.

-- A question's comparable form: lower case, punctuation and runs of spaces as one space, and
-- without the words every question shares ("do you", "¿tienen ustedes…"), which made "do you
-- handle X" and "do you handle Y" look alike; a question of nothing but such words keeps them.
CREATE FUNCTION "unanswered_key"(question text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  WITH plain AS (
    SELECT btrim(regexp_replace(lower(question), '[[:space:][:punct:]¿¡“”‘’«»…]+', ' ', 'g')) AS k
  ), content AS (
    SELECT k, btrim(regexp_replace(regexp_replace(k,
      '\m(a|an|the|do|does|did|you|your|u|ur|ya|we|our|us|i|me|my|is|are|was|were|be|it|its|this|that|to|of|for|in|on|at|with|and|or|can|could|would|will|should|there|any|have|has|what|how|who|where|when|which|please|pls|hi|hello|hey|guys|el|la|los|las|un|una|unos|unas|de|del|en|con|por|para|que|qué|y|o|se|es|son|hay|tienen|tiene|ustedes|usted|tu|tus|su|sus|mi|mis|te|le|les|lo|pueden|puede|puedo|hacen|hace|cómo|como|cuál|cual|dónde|donde|cuándo|cuando|hola)\M',
      ' ', 'g'), ' +', ' ', 'g')) AS c FROM plain
  )
  SELECT CASE WHEN c = '' THEN k ELSE c END FROM content
$$;

-- What a visitor says when a reply missed: "that's not what I asked", "no, I meant…" and their
-- Spanish twins, at the start of the message.
CREATE FUNCTION "unanswered_complaint"() RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '^[[:space:][:punct:]¿¡]*(no+|nope|nah|hmm+|huh|um+|ugh)?[[:space:][:punct:]]*('
    || 'that[''’]?s not (what i (asked|meant|said|wanted)|it|right|my question|what i was asking)'
    || '|that (is|was) not (what i (asked|meant)|my question)'
    || '|not what i (asked|meant|wanted|said)'
    || '|i meant|what i meant|i was asking|my question was'
    || '|you didn[''’]?t answer|that doesn[''’]?t answer|that didn[''’]?t answer|answer (my|the) question|wrong answer|you misunderstood'
    || '|eso no es lo que (pregunt[eé]|quise decir|quer[ií]a)|no es lo que (pregunt[eé]|quise decir)|no me refiero|me refer[ií]a|quise decir'
    || '|no (me )?(respondiste|contestaste)|no es eso|mi pregunta (era|es))'
$$;

-- Files one turn in the open group of the questions it resembles (trigram similarity of the keys),
-- or a new group. One writer at a time, so two similar questions arriving together share a group.
CREATE FUNCTION "record_unanswered_turn"(
  message_id uuid, conversation_id uuid, question text, why text, lang text, at timestamp(3)
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text := left("unanswered_key"(question), 1000);
  gid uuid;
BEGIN
  IF k = '' OR EXISTS (SELECT 1 FROM "UnansweredTurn" WHERE "messageId" = message_id) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('UnansweredGroup'));
  SELECT g."id" INTO gid FROM "UnansweredGroup" g
    WHERE g."status" = 'open' AND g."key" % k AND similarity(g."key", k) >= 0.5
    ORDER BY similarity(g."key", k) DESC, g."lastSeenAt" DESC
    LIMIT 1;
  IF gid IS NULL THEN
    INSERT INTO "UnansweredGroup" ("id", "key", "question", "langs", "count", "firstSeenAt", "lastSeenAt")
      VALUES (gen_random_uuid(), k, left(question, 2000), ARRAY[lang], 1, at, at)
      RETURNING "id" INTO gid;
  ELSE
    UPDATE "UnansweredGroup" SET
      "count" = "count" + 1,
      "firstSeenAt" = least("firstSeenAt", at),
      "lastSeenAt" = greatest("lastSeenAt", at),
      "langs" = CASE WHEN lang = ANY("langs") THEN "langs" ELSE array_append("langs", lang) END
      WHERE "id" = gid;
  END IF;
  INSERT INTO "UnansweredTurn" ("messageId", "groupId", "conversationId", "question", "reason", "lang", "createdAt")
    VALUES (message_id, gid, conversation_id, left(question, 2000), why, lang, at);
END;
$$;

-- A turn is unanswered when the policy's step says it could not confirm ('unknown'), fell back
-- ('fallback', 'error'), answered with its low-confidence match ('weak-unit') or with the nearest
-- sentence of a page ('passage'), or found the question off topic (the step, or the 'off-topic'
-- unit); the turn before it was missed when this message says so or asks it again in other words
-- (a key at least 0.6 similar). A message that only complains is not a question of its own.
CREATE FUNCTION "record_unanswered"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step text := CASE WHEN NEW."tokenUsage" LIKE '%"faq_match":"off-topic"%' THEN 'off-topic'
                    ELSE substring(NEW."tokenUsage" from '"step":"([a-z-]+)"') END;
  complaint boolean := NEW."message" ~* "unanswered_complaint"();
  lang text;
  previous record;
BEGIN
  IF NEW."sessionId" = 'contact-form' THEN
    RETURN NULL;
  END IF;
  SELECT CASE WHEN c."dialogueState"->>'foreign' = 'true' THEN 'other'
              ELSE coalesce(c."dialogueState"->>'lang', 'en') END
    INTO lang FROM "Conversation" c WHERE c."id" = NEW."conversationId";
  lang := coalesce(lang, 'en');
  IF NEW."seq" > 1 THEN
    SELECT m."id", m."message", m."timestamp" INTO previous FROM "Message" m
      WHERE m."conversationId" = NEW."conversationId" AND m."seq" = NEW."seq" - 1;
    IF FOUND AND (complaint OR (
      length("unanswered_key"(previous."message")) >= 10
      AND similarity("unanswered_key"(NEW."message"), "unanswered_key"(previous."message")) >= 0.6
    )) THEN
      PERFORM "record_unanswered_turn"(previous."id", NEW."conversationId", previous."message", 'missed', lang, previous."timestamp");
    END IF;
  END IF;
  IF step IN ('unknown', 'fallback', 'error', 'weak-unit', 'passage', 'off-topic') AND NOT (
    complaint AND length("unanswered_key"(regexp_replace(NEW."message", "unanswered_complaint"(), '', 'i'))) < 10
  ) THEN
    PERFORM "record_unanswered_turn"(NEW."id", NEW."conversationId", NEW."message", step, lang, NEW."timestamp");
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Message_unanswered" AFTER INSERT ON "Message"
  FOR EACH ROW EXECUTE FUNCTION "record_unanswered"();

-- A conversation erased on request takes its turns with it; their group then counts what is left,
-- shows a question still stored, and goes when none is.
CREATE FUNCTION "unanswered_turn_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  remaining record;
BEGIN
  SELECT count(*)::int AS n, min("createdAt") AS first, max("createdAt") AS last,
         (array_agg("question" ORDER BY "createdAt"))[1] AS question
    INTO remaining FROM "UnansweredTurn" WHERE "groupId" = OLD."groupId";
  IF remaining.n = 0 THEN
    DELETE FROM "UnansweredGroup" WHERE "id" = OLD."groupId";
  ELSE
    UPDATE "UnansweredGroup" SET "count" = remaining.n, "firstSeenAt" = remaining.first,
      "lastSeenAt" = remaining.last, "question" = remaining.question,
      "key" = left("unanswered_key"(remaining.question), 1000)
      WHERE "id" = OLD."groupId";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "UnansweredTurn_deleted" AFTER DELETE ON "UnansweredTurn"
  FOR EACH ROW EXECUTE FUNCTION "unanswered_turn_deleted"();
