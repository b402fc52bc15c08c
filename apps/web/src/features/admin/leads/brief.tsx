// The brief as fields on the leads list and the lead: budget, timeline, services and industry, in
// the ranges and names of @agency/schema's brief.ts, and the list's filters by them.
import {
  BUDGET_RANGES,
  INDUSTRY_NAMES,
  SERVICE_CATALOG,
  TIMELINE_RANGES,
  type LeadBrief,
} from '@agency/schema';
import { SimpleGrid, Text } from '@mantine/core';
import { FilterSelect } from '../lists.tsx';
import { Field } from '../shared.tsx';
import { BRIEF_TEXTS } from './briefTexts.ts';

const label = <T extends { key: string; label: string }>(list: readonly T[], key: string | null) =>
  list.find((entry) => entry.key === key)?.label ?? null;
const serviceLabel = (slug: string) =>
  SERVICE_CATALOG.find((entry) => entry.slug === slug)?.label ?? slug;
const industryLabel = (key: string | null) =>
  key === null ? null : (INDUSTRY_NAMES[key as keyof typeof INDUSTRY_NAMES] ?? key);
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The four fields as the list's cells show them: the range, or a dash. */
export function briefCells(brief: LeadBrief) {
  return {
    budget: label(BUDGET_RANGES, brief.budgetRange),
    timeline: label(TIMELINE_RANGES, brief.timelineRange) ?? brief.timeline,
    services: brief.services.map(serviceLabel).join(', ') || null,
    industry: industryLabel(brief.industry),
  };
}

/** On the lead: each field with what the visitor said ("$40,000", "in 6 weeks") beside its range. */
export function LeadBriefFields({ brief }: { brief: LeadBrief }) {
  const cells = briefCells(brief);
  const said = (words: string | null, range: string | null) =>
    words && range ? `${words} (${range})` : (words ?? range);
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="lead-brief">
      <Field label={BRIEF_TEXTS.budget}>
        {said(brief.budget === null ? null : dollars(brief.budget), cells.budget)}
      </Field>
      <Field label={BRIEF_TEXTS.timeline}>
        {said(brief.timeline, label(TIMELINE_RANGES, brief.timelineRange))}
      </Field>
      <Field label={BRIEF_TEXTS.services}>{cells.services}</Field>
      <Field label={BRIEF_TEXTS.industry}>{cells.industry}</Field>
    </SimpleGrid>
  );
}

/** A contact form's message box as the visitor typed it: its lines kept, its markup plain text. */
export function ContactMessage({ text }: { text: string }) {
  return (
    <Text
      size="sm"
      data-testid="contact-message"
      style={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxHeight: 320,
        overflowY: 'auto',
      }}
    >
      {text}
    </Text>
  );
}

export const BRIEF_FILTERS = ['budget', 'timeline', 'service', 'industry'] as const;
export type BriefFilter = (typeof BRIEF_FILTERS)[number];
export type BriefFilterValues = Record<BriefFilter, string>;

const OPTIONS: Record<BriefFilter, { value: string; label: string }[]> = {
  budget: BUDGET_RANGES.map(({ key, label }) => ({ value: key, label })),
  timeline: TIMELINE_RANGES.map(({ key, label }) => ({ value: key, label })),
  service: SERVICE_CATALOG.map(({ slug, label }) => ({ value: slug, label })),
  industry: Object.entries(INDUSTRY_NAMES)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
};

/** The list's filters by the brief, one select each; `all` clears one. */
export function BriefFilters({
  values,
  onChange,
}: {
  values: BriefFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  return (
    <>
      {BRIEF_FILTERS.map((filter) => (
        <FilterSelect
          key={filter}
          label={BRIEF_TEXTS[filter === 'service' ? 'services' : filter]}
          allLabel={BRIEF_TEXTS.any[filter]}
          options={OPTIONS[filter]}
          value={values[filter]}
          onChange={(value) => onChange({ [filter]: value })}
          searchable={filter === 'industry'}
        />
      ))}
    </>
  );
}
