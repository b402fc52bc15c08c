import {
  DISCIPLINE_LABELS,
  formatPay,
  formatRoleDate,
  roleFiltersFrom,
  ROLE_DISCIPLINES,
  ROLE_TRACKS,
  staticPageSeo,
  TRACK_LABELS,
  WORK_MODE_LABELS,
  type Role,
  type RoleFilters,
} from '@agency/schema';
import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { withDataProviders } from '../../lib/DataProviders.tsx';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { trpc } from '../../lib/trpc.ts';
import { PageHero } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import classes from './CareersPage.module.css';
import { CAREERS_PAGE_TEXTS as T } from './texts.ts';

/** The page inside its data providers (the app's entry starts without them). */
export const CareersPage = withDataProviders(CareersPageContent);

/** `/careers?track=…&discipline=…`: the filters live in the address, so a filtered list is a link. */
function filterHref(filters: RoleFilters, change: Partial<RoleFilters>) {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.track) params.set('track', next.track);
  if (next.discipline) params.set('discipline', next.discipline);
  const query = params.toString();
  return query ? `/careers?${query}` : '/careers';
}

function CareersPageContent() {
  const [search] = useSearchParams();
  const filters = roleFiltersFrom(search);
  const query = trpc.careers.list.useQuery(filters);
  useSeo(staticPageSeo('/careers', siteOrigin()));
  const filtered = Boolean(filters.track || filters.discipline);

  return (
    <SitePage page="careers">
      <PageHero eyebrow={T.eyebrow} title={T.title} lead={T.lead} />
      <Container size="lg" pb="xl">
        <Stack gap="md" mb="xl">
          <FilterRow
            label={T.filterTrack}
            all={T.allTracks}
            options={ROLE_TRACKS.map((track) => ({ value: track, label: TRACK_LABELS[track] }))}
            chosen={filters.track}
            href={(track) => filterHref(filters, { track })}
          />
          <FilterRow
            label={T.filterDiscipline}
            all={T.allDisciplines}
            options={ROLE_DISCIPLINES.map((discipline) => ({
              value: discipline,
              label: DISCIPLINE_LABELS[discipline],
            }))}
            chosen={filters.discipline}
            href={(discipline) => filterHref(filters, { discipline })}
          />
        </Stack>
        {query.data ? (
          query.data.length ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="role-list">
              {query.data.map((role) => (
                <RoleCard key={role.slug} role={role} />
              ))}
            </SimpleGrid>
          ) : (
            <NoRoles filtered={filtered} />
          )
        ) : query.isError ? (
          <NoRoles filtered={filtered} />
        ) : (
          <Group justify="center" py="xl" role="status" aria-busy="true">
            <Loader size="md" aria-hidden />
            <Text c="dark.1">{T.loading}</Text>
          </Group>
        )}
      </Container>
    </SitePage>
  );
}

function FilterRow<Value extends string>(props: {
  label: string;
  all: string;
  options: { value: Value; label: string }[];
  chosen: Value | undefined;
  href: (value: Value | undefined) => string;
}) {
  return (
    <nav aria-label={props.label} className={classes.filters}>
      <Text component="span" size="sm" c="dark.1" className={classes.filterLabel}>
        {props.label}
      </Text>
      <Link
        to={props.href(undefined)}
        className={classes.chip}
        aria-current={props.chosen ? undefined : 'page'}
      >
        {props.all}
      </Link>
      {props.options.map((option) => (
        <Link
          key={option.value}
          to={props.href(option.value)}
          className={classes.chip}
          aria-current={props.chosen === option.value ? 'page' : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

function RoleCard({ role }: { role: Role }) {
  return (
    <article className={`${shared.panel} ${classes.card}`} data-testid="role-card">
      <Group gap="xs" mb="sm">
        <Badge variant="light">{TRACK_LABELS[role.track]}</Badge>
        <Badge variant="outline" color="gray">
          {DISCIPLINE_LABELS[role.discipline]}
        </Badge>
      </Group>
      <Title order={2} className={shared.cardTitle}>
        <Link to={`/careers/${role.slug}`} className={classes.titleLink}>
          {role.title}
        </Link>
      </Title>
      <Text c="white" fw={600} mt="xs">
        {formatPay(role)}
      </Text>
      <Text c="dark.0" size="sm">
        {WORK_MODE_LABELS[role.workMode]}
      </Text>
      {role.validThrough ? (
        <Text c="dark.1" size="sm" mt="xs">
          {T.applyBy} {formatRoleDate(role.validThrough)}
        </Text>
      ) : null}
      <Button
        component={Link}
        to={`/careers/${role.slug}`}
        variant="default"
        radius="xl"
        mt="md"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        aria-label={`${T.viewRole}: ${role.title}`}
      >
        {T.viewRole}
      </Button>
    </article>
  );
}

function NoRoles({ filtered }: { filtered: boolean }) {
  return (
    <Stack align="flex-start" gap="sm" py="lg" data-testid="no-roles">
      <Text c="white" fw={600}>
        {filtered ? T.noneMatch : T.noneOpen}
      </Text>
      <Text c="dark.0">{T.keepResume}</Text>
      <Button component={Link} to="/" radius="xl">
        {T.sendResume}
      </Button>
    </Stack>
  );
}
