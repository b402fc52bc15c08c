import { Anchor, Badge, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminResume } from '../AdminDataProvider.tsx';
import { confidenceStyle, formatAdminDate, formatKilobytes } from '../format.ts';
import { EmailLink } from '../shared.tsx';

function Confidence({ value }: { value: number | undefined }) {
  const style = confidenceStyle(value);
  return (
    <Group gap={6} wrap="nowrap" miw={120} data-testid="confidence">
      <Progress
        value={value === undefined ? 0 : value * 100}
        color={style.color}
        size="sm"
        w={64}
        aria-hidden
      />
      <Text size="xs" c="dimmed">{`${style.label} confidence`}</Text>
    </Group>
  );
}

function ParsedField({
  label,
  confidence,
  children,
}: {
  label: string;
  confidence?: number;
  children: ReactNode;
}) {
  const empty =
    children === null ||
    children === undefined ||
    children === '' ||
    (Array.isArray(children) && children.length === 0);
  return (
    <Stack gap={4} data-testid="parsed-field" data-field={label}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
          {label}
        </Text>
        {confidence !== undefined || label !== 'Links' ? <Confidence value={confidence} /> : null}
      </Group>
      <Text
        component="div"
        size="sm"
        c={empty ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {empty ? 'Not found' : children}
      </Text>
    </Stack>
  );
}

const LINK_LABELS: Record<string, string> = {
  linkedin: 'LinkedIn',
  portfolio: 'Portfolio',
  behance: 'Behance',
  dribbble: 'Dribbble',
  vimeo: 'Vimeo',
  github: 'GitHub',
  website: 'Website',
  other: 'Other',
};

/** Shown as text, and as a link only for http(s): a parsed value never becomes a javascript: URL. */
function SafeLink({ url }: { url: string }) {
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return /^https?:\/\/[^\s"'<>]+$/i.test(href) ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" size="sm">
      {url}
    </Anchor>
  ) : (
    <span>{url}</span>
  );
}

/** Every field the parser found, with how sure it was (the resume Details tab, product.md §2). */
export function ResumeDetails({ resume }: { resume: AdminResume }) {
  const { confidence } = resume;
  const links = Object.entries(resume.links).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((url) => ({ key, url })),
  );
  return (
    <Stack gap="lg" data-testid="resume-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ParsedField label="Name" confidence={confidence.name}>
          {resume.candidateName}
        </ParsedField>
        <ParsedField label="Email" confidence={confidence.email}>
          <EmailLink address={resume.email} />
        </ParsedField>
        <ParsedField label="Phone" confidence={confidence.phone}>
          {resume.phone}
        </ParsedField>
        <ParsedField label="Years of experience" confidence={confidence.experienceYears}>
          {resume.experienceYears === null ? null : `${resume.experienceYears} years`}
        </ParsedField>
      </SimpleGrid>
      <ParsedField label="Experience" confidence={confidence.experienceSummary}>
        {resume.experience}
      </ParsedField>
      <ParsedField label="Skills" confidence={confidence.skills}>
        {resume.skills.length ? (
          <Group gap={6}>
            {resume.skills.map((skill) => (
              <Badge key={skill} variant="light" color="gray" radius="sm" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        ) : null}
      </ParsedField>
      <ParsedField label="Education" confidence={confidence.education}>
        {resume.education.length ? (
          <Stack gap={4}>
            {resume.education.map((entry, index) => (
              <Text key={index} size="sm">
                {[entry.degree, entry.institution, entry.year].filter(Boolean).join(', ')}
              </Text>
            ))}
          </Stack>
        ) : null}
      </ParsedField>
      <ParsedField label="Links">
        {links.length ? (
          <Stack gap={4}>
            {links.map(({ key, url }) => (
              <Group key={`${key}-${url}`} gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" w={72}>
                  {LINK_LABELS[key] ?? key}
                </Text>
                <SafeLink url={url} />
              </Group>
            ))}
          </Stack>
        ) : null}
      </ParsedField>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Meta label="File">{resume.originalName}</Meta>
        <Meta label="Size">{formatKilobytes(resume.fileSize)}</Meta>
        <Meta label="Uploaded">{formatAdminDate(resume.uploadDate)}</Meta>
        <Meta label="Parser">{resume.parserVersion}</Meta>
      </SimpleGrid>
      {resume.conversationId ? (
        <Text size="xs" c="dimmed">{`Uploaded in conversation ${resume.conversationId}`}</Text>
      ) : null}
    </Stack>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
