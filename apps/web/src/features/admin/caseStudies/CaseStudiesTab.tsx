import { ADMIN_CHALLENGE_PREVIEW, type CaseStudy } from '@agency/schema';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageWithFallback } from '../../../components/media/ImageWithFallback.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { ContentCard, ContentList, SavedNotice, useContentRoute } from '../ContentCards.tsx';
import { cutText } from '../format.ts';
import { ErrorNotice, LoadingBlock } from '../shared.tsx';
import { ADMIN_TEXTS } from '../texts.ts';
import { CaseStudyForm } from './CaseStudyForm.tsx';

/** The list, the 'New Case Study' form or the edit form of one study, by URL (`?new=1`, `?edit=<id>`). */
export function CaseStudiesTab({ token }: { token: string }) {
  const { editing, creating, go } = useContentRoute('case-studies');
  const utils = trpc.useUtils();
  const list = trpc.caseStudies.list.useQuery();
  const [saved, setSaved] = useState<{ study: CaseStudy; mode: 'create' | 'edit' } | null>(null);
  // Bumped after a restore so the edit form starts again from the restored version.
  const [formVersion, setFormVersion] = useState(0);

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
    <ContentList
      title="Case Studies"
      subtitle="Saved changes appear on the site at once."
      newLabel={ADMIN_TEXTS.newCaseStudy}
      onNew={() => go({ new: '1' })}
      notice={
        saved ? (
          <SavedNotice
            title={saved.mode === 'create' ? 'Case study created' : 'Case study saved'}
            onClose={() => setSaved(null)}
          >
            {`“${saved.study.title}” is live at `}
            <Anchor href={`/case-studies/${saved.study.id}`} target="_blank" rel="noopener">
              {`/case-studies/${saved.study.id}`}
            </Anchor>
            .
          </SavedNotice>
        ) : null
      }
      query={list}
      rows={studies}
      loading="Loading case studies..."
      empty={ADMIN_TEXTS.noCaseStudies}
    >
      {studies.map((study) => (
        <ContentCard
          key={study.id}
          data-testid="case-study-card"
          data-case-study-id={study.id}
          media={
            <ImageWithFallback
              src={study.images.thumbnail ?? study.images.hero}
              alt={`${study.client}: ${study.title}`}
              label={study.client}
              width={800}
              height={450}
              style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
            />
          }
          badges={
            <>
              <Badge variant="light">{study.industry}</Badge>
              {study.duration ? (
                <Badge variant="outline" color="gray">
                  {study.duration}
                </Badge>
              ) : null}
            </>
          }
          title={study.title}
          actions={
            <>
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
            </>
          }
        >
          <Text size="sm" fw={500} c="dimmed">
            {study.client}
          </Text>
          <Text size="sm" data-testid="challenge-preview">
            {cutText(study.challenge, ADMIN_CHALLENGE_PREVIEW)}
          </Text>
        </ContentCard>
      ))}
    </ContentList>
  );
}
