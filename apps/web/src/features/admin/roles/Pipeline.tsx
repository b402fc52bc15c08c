import { CANDIDATE_STAGES, type CandidateStage } from '@agency/schema';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, type AdminOutputs } from '../AdminDataProvider.tsx';
import { formatAdminDate } from '../format.ts';
import { downloadFile, openFileInNewTab } from '../session.ts';
import { ErrorNotice, LoadingBlock } from '../shared.tsx';
import { OwnerSelect } from '../staff/OwnerSelect.tsx';
import { ROLE_TEXTS, STAGE_LABELS } from './texts.ts';

type Candidate = AdminOutputs['roles']['pipeline']['candidates'][number];

const STAGE_OPTIONS = CANDIDATE_STAGES.map((stage) => ({
  value: stage,
  label: STAGE_LABELS[stage],
}));
const SKILLS_SHOWN = 5;

/** One role's candidates in a column per stage, with their counts and the CSV of them all. */
export function Pipeline({
  slug,
  token,
  onBack,
}: {
  slug: string;
  token: string;
  onBack: () => void;
}) {
  const pipeline = trpc.admin.roles.pipeline.useQuery({ id: slug });
  const [csvError, setCsvError] = useState<string | null>(null);

  if (pipeline.isPending) return <LoadingBlock label={ROLE_TEXTS.loadingPipeline} />;
  if (pipeline.isError)
    return (
      <Stack>
        <ErrorNotice title={errorMessage(pipeline.error)} />
        <Button variant="default" onClick={onBack} w="fit-content">
          {ROLE_TEXTS.back}
        </Button>
      </Stack>
    );
  const { role, candidates, counts } = pipeline.data;
  const day = new Date().toISOString().slice(0, 10);

  return (
    <Stack gap="lg" data-testid="pipeline">
      <Group justify="space-between">
        <div>
          <Button variant="subtle" color="gray" onClick={onBack} px={0}>
            ← {ROLE_TEXTS.back}
          </Button>
          <Title order={2} size="h3">
            {role.title}
          </Title>
          <Text size="sm" c="dimmed">
            {candidates.length} candidate{candidates.length === 1 ? '' : 's'}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => {
            setCsvError(null);
            downloadFile(
              `/api/admin/roles/${encodeURIComponent(role.slug)}/candidates.csv`,
              token,
              `candidates-${role.slug}-${day}.csv`,
            ).catch((error: unknown) => setCsvError(errorMessage(error)));
          }}
        >
          {ROLE_TEXTS.downloadCsv}
        </Button>
      </Group>
      {csvError ? <ErrorNotice title={csvError} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {CANDIDATE_STAGES.map((stage) => (
          <Stack
            key={stage}
            gap="sm"
            component="section"
            aria-label={`${STAGE_LABELS[stage]} (${counts[stage]})`}
            data-testid={`stage-${stage}`}
          >
            <Group gap="xs">
              <Title order={3} size="h5">
                {STAGE_LABELS[stage]}
              </Title>
              <Badge variant="light" data-testid={`count-${stage}`}>
                {counts[stage]}
              </Badge>
            </Group>
            {candidates
              .filter((candidate) => candidate.stage === stage)
              .map((candidate) => (
                <CandidateCard key={candidate.id} candidate={candidate} token={token} slug={slug} />
              ))}
            {counts[stage] === 0 ? (
              <Text size="sm" c="dimmed">
                {ROLE_TEXTS.noCandidates}
              </Text>
            ) : null}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CandidateCard({
  candidate,
  token,
  slug,
}: {
  candidate: Candidate;
  token: string;
  slug: string;
}) {
  const utils = trpc.useUtils();
  const update = trpc.admin.candidates.update.useMutation({
    // Queries never go stale by themselves (product.md §7): a change refreshes what it moved.
    onSuccess: () =>
      Promise.all([
        utils.admin.roles.pipeline.invalidate({ id: slug }),
        utils.admin.roles.list.invalidate(),
      ]),
  });
  const [notes, setNotes] = useState(candidate.notes);
  const [fileError, setFileError] = useState<string | null>(null);
  const resume = candidate.resume;
  const skills = resume?.skills ?? [];

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="candidate-card"
      data-candidate={candidate.email}
    >
      <Stack gap="xs">
        <div>
          <Text fw={600}>{candidate.name}</Text>
          <Anchor href={`mailto:${candidate.email}`} size="sm">
            {candidate.email}
          </Anchor>
          <Text size="xs" c="dimmed">
            {ROLE_TEXTS.applied} {formatAdminDate(candidate.appliedAt)}
          </Text>
        </div>
        <Select
          label={ROLE_TEXTS.moveTo}
          size="xs"
          data={STAGE_OPTIONS}
          value={candidate.stage}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(value) =>
            value &&
            value !== candidate.stage &&
            update.mutate({ id: candidate.id, changes: { stage: value as CandidateStage } })
          }
        />
        {resume ? (
          <Stack gap={4}>
            {resume.experience ? <Text size="sm">{resume.experience}</Text> : null}
            {skills.length ? (
              <Group gap={4}>
                {skills.slice(0, SKILLS_SHOWN).map((skill) => (
                  <Badge key={skill} size="xs" variant="outline" color="gray">
                    {skill}
                  </Badge>
                ))}
                {skills.length > SKILLS_SHOWN ? (
                  <Badge size="xs" variant="transparent">
                    +{skills.length - SKILLS_SHOWN} more
                  </Badge>
                ) : null}
              </Group>
            ) : null}
            <Button
              size="compact-xs"
              variant="light"
              w="fit-content"
              leftSection={<IconFileText size={14} aria-hidden />}
              onClick={() =>
                void openFileInNewTab(`/api/admin/resume/${resume.id}/view`, token).catch(
                  (error: unknown) => setFileError(errorMessage(error)),
                )
              }
            >
              {ROLE_TEXTS.viewResume}
            </Button>
          </Stack>
        ) : null}
        {candidate.portfolioUrl ? (
          <Anchor href={candidate.portfolioUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {ROLE_TEXTS.portfolio}
          </Anchor>
        ) : null}
        {candidate.note ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {ROLE_TEXTS.theirNote}: {candidate.note}
          </Text>
        ) : null}
        <OwnerSelect
          size="xs"
          ownerId={candidate.ownerId}
          owner={candidate.owner}
          disabled={update.isPending}
          onChange={(ownerId) => update.mutate({ id: candidate.id, changes: { ownerId } })}
        />
        <Textarea
          label={ROLE_TEXTS.notes}
          size="xs"
          autosize
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          loading={update.isPending}
          disabled={notes === candidate.notes}
          onClick={() => update.mutate({ id: candidate.id, changes: { notes } })}
        >
          {ROLE_TEXTS.saveNotes}
        </Button>
        {update.error ? <ErrorNotice title={errorMessage(update.error)} /> : null}
        {fileError ? <ErrorNotice title={fileError} /> : null}
      </Stack>
    </Card>
  );
}
