import { ADMIN_CHALLENGE_PREVIEW, type CaseStudy } from '@agency/schema';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconEdit, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/media/ImageWithFallback.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { cutText } from '../format.ts';
import { EmptyState, ErrorNotice, LoadingBlock, TabHeading } from '../shared.tsx';
import { ADMIN_TEXTS } from '../texts.ts';
import { CaseStudyForm } from './CaseStudyForm.tsx';

/** The list, the 'New Case Study' form or the edit form of one study, by URL (`?new=1`, `?edit=<id>`). */
export function CaseStudiesTab({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const utils = trpc.useUtils();
  const list = trpc.caseStudies.list.useQuery();
  const [saved, setSaved] = useState<{ study: CaseStudy; mode: 'create' | 'edit' } | null>(null);
  // Bumped after a restore so the edit form starts again from the restored version.
  const [formVersion, setFormVersion] = useState(0);

  const editing = params.get('edit');
  const creating = params.get('new') === '1';
  const go = (next: Record<string, string>) => setParams({ tab: 'case-studies', ...next });
  const studies = list.data ? Object.values(list.data.caseStudies) : [];

  // Queries never go stale by themselves (product.md §7): a save refreshes what it changed.
  const refresh = async () => {
    await Promise.all([
      utils.caseStudies.list.invalidate(),
      utils.admin.caseStudies.revisions.invalidate(),
    ]);
  };

  if (creating || editing) {
    if (list.isPending) return <LoadingBlock label="Loading case studies..." />;
    if (list.isError) return <ErrorNotice title={errorMessage(list.error)} />;
    const study = editing ? list.data.caseStudies[editing] : undefined;
    if (editing && !study) {
      return (
        <Stack>
          <ErrorNotice title="Case study not found" />
          <Button variant="default" onClick={() => go({})} w="fit-content">
            Back to case studies
          </Button>
        </Stack>
      );
    }
    return (
      <CaseStudyForm
        key={`${editing ?? 'new'}:${formVersion}`}
        mode={editing ? 'edit' : 'create'}
        study={study as CaseStudy | undefined}
        existingIds={Object.keys(list.data.caseStudies)}
        token={token}
        onCancel={() => go({})}
        onSaved={(result, mode) =>
          void refresh().then(() => {
            setSaved({ study: result, mode });
            go({});
          })
        }
        onRestored={() => void refresh().then(() => setFormVersion((version) => version + 1))}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <TabHeading title="Case Studies" subtitle="Saved changes appear on the site at once." />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => go({ new: '1' })}>
          {ADMIN_TEXTS.newCaseStudy}
        </Button>
      </Group>

      {saved ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          withCloseButton
          onClose={() => setSaved(null)}
          title={saved.mode === 'create' ? 'Case study created' : 'Case study saved'}
        >
          {`“${saved.study.title}” is live at `}
          <Anchor href={`/case-studies/${saved.study.id}`} target="_blank" rel="noopener">
            {`/case-studies/${saved.study.id}`}
          </Anchor>
          .
        </Alert>
      ) : null}

      {list.isPending ? <LoadingBlock label="Loading case studies..." /> : null}
      {list.isError ? <ErrorNotice title={errorMessage(list.error)} /> : null}
      {list.isSuccess && studies.length === 0 ? (
        <EmptyState>{ADMIN_TEXTS.noCaseStudies}</EmptyState>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {studies.map((study) => (
          <Card
            key={study.id}
            withBorder
            radius="md"
            padding="lg"
            data-testid="case-study-card"
            data-case-study-id={study.id}
          >
            <Card.Section>
              <ImageWithFallback
                src={study.images.thumbnail ?? study.images.hero}
                alt={`${study.client}: ${study.title}`}
                label={study.client}
                width={800}
                height={450}
                style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
              />
            </Card.Section>
            <Stack gap="xs" mt="md" style={{ flex: 1 }}>
              <Group gap="xs">
                <Badge variant="light">{study.industry}</Badge>
                {study.duration ? (
                  <Badge variant="outline" color="gray">
                    {study.duration}
                  </Badge>
                ) : null}
              </Group>
              <Title order={3} size="h5">
                {study.title}
              </Title>
              <Text size="sm" fw={500} c="dimmed">
                {study.client}
              </Text>
              <Text size="sm" data-testid="challenge-preview">
                {cutText(study.challenge, ADMIN_CHALLENGE_PREVIEW)}
              </Text>
            </Stack>
            <Group mt="md" gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEdit size={14} aria-hidden />}
                onClick={() => go({ edit: study.id })}
                aria-label={`Edit ${study.title}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="subtle"
                component="a"
                href={`/case-studies/${study.id}`}
                target="_blank"
                rel="noopener"
                leftSection={<IconExternalLink size={14} aria-hidden />}
              >
                View page
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
