import {
  DISCIPLINE_LABELS,
  formatPay,
  formatRoleDate,
  notFoundSeo,
  roleClosedSeo,
  roleSeo,
  TRACK_LABELS,
  WORK_MODE_LABELS,
  type Role,
} from '@agency/schema';
import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { withDataProviders } from '../../lib/DataProviders.tsx';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { trpc } from '../../lib/trpc.ts';
import { BackAndHome, ContentCard } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import { useBack } from '../shared/useBack.ts';
import { ApplyForm } from './ApplyForm.tsx';
import { RoleText } from './RoleText.tsx';
import { APPLY_TEXTS, CAREERS_PAGE_TEXTS as T } from './texts.ts';

/** The page inside its data providers (the app's entry starts without them). */
export const RolePage = withDataProviders(RolePageContent);

function RolePageContent() {
  const { slug = '' } = useParams();
  const query = trpc.careers.bySlug.useQuery({ slug }, { enabled: slug !== '' });
  const page = query.data;
  useSeo(
    page?.state === 'open'
      ? roleSeo(page.role, siteOrigin())
      : page?.state === 'closed'
        ? roleClosedSeo()
        : query.isError || !slug
          ? notFoundSeo()
          : null,
  );

  return (
    <SitePage page="role">
      {page?.state === 'open' ? (
        <RoleView role={page.role} />
      ) : page?.state === 'closed' ? (
        <RoleGone title={T.closedTitle} text={T.closedText(page.title)} testId="role-closed" />
      ) : query.isPending && slug ? (
        <Group justify="center" py={120} role="status" aria-busy="true">
          <Loader size="lg" aria-hidden />
        </Group>
      ) : (
        <RoleGone title={T.notFoundTitle} text={T.notFoundText} testId="role-not-found" />
      )}
    </SitePage>
  );
}

function RoleGone({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Container size="lg">
      <Stack align="center" ta="center" gap="lg" py={{ base: 64, md: 120 }} data-testid={testId}>
        <Title order={1} className={shared.display}>
          {title}
        </Title>
        <Text className={shared.lead}>{text}</Text>
        <Button
          component={Link}
          to="/careers"
          size="md"
          radius="xl"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {T.seeOpenRoles}
        </Button>
      </Stack>
    </Container>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" c="dark.1" fw={600}>
        {label}
      </Text>
      <Text c="white">{value}</Text>
    </div>
  );
}

function RoleView({ role }: { role: Role }) {
  const back = useBack();
  return (
    <article>
      <Box className={shared.hero}>
        <Container size="lg">
          <BackAndHome onBack={back} />
          <Stack gap="lg" mt="xl" maw={880}>
            <Group gap="xs">
              <Badge variant="light">{TRACK_LABELS[role.track]}</Badge>
              <Badge variant="outline" color="gray">
                {DISCIPLINE_LABELS[role.discipline]}
              </Badge>
            </Group>
            <Title order={1} className={shared.display}>
              {role.title}
            </Title>
            <Text className={shared.lead} data-testid="role-pay">
              {formatPay(role)}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" pt="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ContentCard title={T.about}>
                <RoleText markdown={role.description} />
              </ContentCard>
              <ContentCard title={T.requirements}>
                <RoleText markdown={role.requirements} />
              </ContentCard>
              <ContentCard title={APPLY_TEXTS.title} testId="apply">
                <ApplyForm role={role} />
              </ContentCard>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ContentCard title="At a glance">
                <Stack gap="sm">
                  <Fact label={T.pay} value={formatPay(role)} />
                  <Fact label={T.workMode} value={WORK_MODE_LABELS[role.workMode]} />
                  <Fact label={T.posted} value={formatRoleDate(role.datePosted)} />
                  {role.validThrough ? (
                    <Fact label={T.applyBy} value={formatRoleDate(role.validThrough)} />
                  ) : null}
                  {role.openings > 1 ? (
                    <Fact label={T.openings} value={String(role.openings)} />
                  ) : null}
                </Stack>
              </ContentCard>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </article>
  );
}
