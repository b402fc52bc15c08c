import { ADMIN_RESUME_LIST_HEIGHT_PX, ADMIN_SKILL_CHIPS } from '@agency/schema';
import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorStatus, type AdminResume } from '../AdminDataProvider.tsx';
import { formatAdminDate, formatKilobytes } from '../format.ts';
import { downloadFile, openFileInNewTab } from '../session.ts';
import { ListStatus, RefreshButton, SearchField } from '../lists.tsx';
import { EmptyState, ErrorNotice } from '../shared.tsx';
import { ADMIN_TEXTS } from '../texts.ts';
import { ResumeDetails } from './ResumeDetails.tsx';

const PAGE_SIZE = 50;
/** Where the details panel goes under the list (Grid.Col's md) rather than beside it. */
const STACKED = '(max-width: 61.99em)';

export function SkillChips({ skills }: { skills: string[] }) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, ADMIN_SKILL_CHIPS);
  const more = skills.length - shown.length;
  return (
    <Group gap={6} data-testid="skill-chips">
      {shown.map((skill) => (
        <Badge key={skill} variant="light" color="gray" radius="sm" tt="none">
          {skill}
        </Badge>
      ))}
      {more > 0 ? (
        <Badge variant="outline" color="gray" radius="sm" tt="none">
          {`+${more} more`}
        </Badge>
      ) : null}
    </Group>
  );
}

/** View PDF (new tab) and Download (original name), each fetched with the token. */
export function useResumeFiles(token: string) {
  const [error, setError] = useState<string | null>(null);
  const run = (action: Promise<void>) => {
    setError(null);
    action.catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };
  return {
    error,
    view: (resume: AdminResume) =>
      run(openFileInNewTab(`/api/admin/resume/${resume.id}/view`, token)),
    download: (resume: AdminResume) =>
      run(downloadFile(`/api/admin/resume/${resume.id}/download`, token, resume.originalName)),
  };
}

export function ResumesTab({ token }: { token: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [panel, setPanel] = useState<string | null>('details');
  const files = useResumeFiles(token);
  const panelRef = useRef<HTMLDivElement>(null);
  // Counts the choices made: each one, on a phone, brings the details below the list into view.
  const [chosen, setChosen] = useState(0);
  useEffect(() => {
    if (chosen && window.matchMedia(STACKED).matches)
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [chosen]);

  const query = trpc.admin.resumes.list.useQuery(
    { search: debounced || undefined, limit },
    { placeholderData: keepPreviousData },
  );
  const resumes = query.data ?? [];
  // The first resume is shown until another is chosen.
  const selected = resumes.find((resume) => resume.id === selectedId) ?? resumes[0] ?? null;

  const select = (resume: AdminResume) => {
    setSelectedId(resume.id);
    setPanel('details');
    setChosen((count) => count + 1);
  };

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end">
        <SearchField
          placeholder={ADMIN_TEXTS.searchResumes}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setLimit(PAGE_SIZE);
          }}
          style={{ flex: '0 1 520px' }}
        />
        <RefreshButton label="Refresh resumes" query={query} />
      </Group>
      <ListStatus
        query={query}
        rows={query.isSuccess ? resumes : undefined}
        loading="Loading resumes..."
        empty={debounced ? ADMIN_TEXTS.noResumesMatch : ADMIN_TEXTS.noResumes}
        errorTitle={
          query.error
            ? ADMIN_TEXTS.resumesFailed(errorStatus(query.error) ?? query.error.message)
            : undefined
        }
        notices={files.error ? <ErrorNotice title={files.error} /> : null}
      />

      {resumes.length > 0 ? (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md">
              <ScrollArea
                h={ADMIN_RESUME_LIST_HEIGHT_PX}
                type="auto"
                offsetScrollbars
                data-testid="resume-list"
              >
                <Stack gap={0}>
                  {resumes.map((resume) => (
                    <ResumeListItem
                      key={resume.id}
                      resume={resume}
                      active={resume.id === selected?.id}
                      onSelect={() => select(resume)}
                      onView={() => files.view(resume)}
                      onDownload={() => files.download(resume)}
                    />
                  ))}
                  {resumes.length >= limit ? (
                    <Box p="md">
                      <Button
                        variant="default"
                        fullWidth
                        loading={query.isFetching}
                        onClick={() => setLimit((current) => current + PAGE_SIZE)}
                      >
                        Load more
                      </Button>
                    </Box>
                  ) : null}
                </Stack>
              </ScrollArea>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {selected ? (
              <Card ref={panelRef} withBorder radius="md" padding="lg" data-testid="resume-panel">
                {/* On a phone the buttons go under the name rather than over it. */}
                <Group justify="space-between" align="flex-start" mb="md">
                  <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Title order={2} size="h4">
                      {selected.candidateName ?? 'Unnamed candidate'}
                    </Title>
                    <Text size="sm" c="dimmed" truncate>
                      {selected.originalName}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconExternalLink size={14} aria-hidden />}
                      onClick={() => files.view(selected)}
                    >
                      {ADMIN_TEXTS.viewFile(selected.originalName)}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      onClick={() => files.download(selected)}
                    >
                      {ADMIN_TEXTS.download}
                    </Button>
                  </Group>
                </Group>
                <Tabs value={panel} onChange={setPanel}>
                  <Tabs.List>
                    <Tabs.Tab value="details">{ADMIN_TEXTS.details}</Tabs.Tab>
                    <Tabs.Tab value="text">Extracted text</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="details" pt="md">
                    <ResumeDetails resume={selected} />
                  </Tabs.Panel>
                  <Tabs.Panel value="text" pt="md">
                    <ScrollArea h={440} type="auto">
                      <Text
                        size="sm"
                        ff="monospace"
                        style={{ whiteSpace: 'pre-wrap' }}
                        c={selected.extractedText ? undefined : 'dimmed'}
                      >
                        {selected.extractedText || 'No text could be extracted from this file.'}
                      </Text>
                    </ScrollArea>
                  </Tabs.Panel>
                </Tabs>
              </Card>
            ) : (
              <EmptyState>Choose a resume to see its details.</EmptyState>
            )}
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}

interface ResumeListItemProps {
  resume: AdminResume;
  active: boolean;
  onSelect: () => void;
  onView: () => void;
  onDownload: () => void;
}

function ResumeListItem({ resume, active, onSelect, onView, onDownload }: ResumeListItemProps) {
  return (
    <Box
      p="md"
      data-testid="resume-item"
      data-resume-id={resume.id}
      style={{
        borderBottom: '1px solid var(--mantine-color-dark-4)',
        background: active ? 'var(--mantine-color-dark-5)' : undefined,
      }}
    >
      <UnstyledButton
        onClick={onSelect}
        w="100%"
        aria-label={`Details of ${resume.candidateName ?? resume.originalName}`}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {resume.candidateName ?? 'Unnamed candidate'}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {[resume.email, resume.phone].filter(Boolean).join(' · ') ||
                'No contact details found'}
            </Text>
          </div>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatAdminDate(resume.uploadDate)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4} truncate>
          {`${resume.originalName} · ${formatKilobytes(resume.fileSize)}`}
        </Text>
      </UnstyledButton>
      <Box mt="xs">
        <SkillChips skills={resume.skills} />
      </Box>
      <Group gap="xs" mt="sm">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconExternalLink size={14} aria-hidden />}
          onClick={onView}
        >
          {ADMIN_TEXTS.viewFile(resume.originalName)}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={onDownload}
        >
          {ADMIN_TEXTS.download}
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={onSelect}>
          {ADMIN_TEXTS.details}
        </Button>
      </Group>
    </Box>
  );
}
