import '@mantine/charts/styles.css';
// The charts' legends draw their swatches with it; the admin's own CSS does not include it.
import '@mantine/core/styles/ColorSwatch.css';
import {
  REPORT_TIME_ZONE,
  ReportQuery,
  type ReportChart,
  type ReportGranularity,
} from '@agency/schema';
import { BarChart, LineChart, type BarChartSeries } from '@mantine/charts';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage } from '../AdminDataProvider.tsx';
import { intentStyle } from '../format.ts';
import { downloadFile } from '../session.ts';
import { ErrorNotice, LoadingBlock, TabHeading } from '../shared.tsx';
import { REPORT_TEXTS, SERIES_LABELS } from './texts.ts';

/** "1 chat", "3 chats". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const DAY_MS = 86_400_000;
const PRESETS = ['7', '30', '90', '365'] as const;

/** Today in Los Angeles, YYYY-MM-DD: the server counts Los Angeles days. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

const series = (keys: (keyof typeof SERIES_LABELS)[], colors: string[]): BarChartSeries[] =>
  keys.map((name, index) => ({ name, label: SERIES_LABELS[name], color: colors[index]! }));

/**
 * A share per period as a percentage line, straight from point to point (a smoothed curve
 * overshot 0–100 %); a period with nothing to divide is a gap, not a zero.
 */
function ShareLine({
  rows,
  name,
  color,
}: {
  rows: { period: string; share: number | null }[];
  name: 'rate' | 'share';
  color: string;
}) {
  return (
    <LineChart
      h={240}
      data={rows.map((row) => ({
        period: row.period,
        [name]: row.share === null ? null : Math.round(row.share * 1000) / 10,
      }))}
      dataKey="period"
      unit="%"
      series={series([name], [color])}
      connectNulls={false}
      curveType="linear"
    />
  );
}

/**
 * Charts of a range of days (its own chunk: the chart library is most of its weight), each with
 * the CSV of its figures.
 */
export function DashboardTab({ token }: { token: string }) {
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => daysBefore(today(), 29));
  const [granularity, setGranularity] = useState<ReportGranularity>('day');
  const [csvError, setCsvError] = useState<string | null>(null);
  // The server's own rule, so an inverted or too long range is said here, not asked for.
  const checked = ReportQuery.safeParse({ from, to, granularity });
  const query = { from, to, granularity };
  const report = trpc.admin.reports.dashboard.useQuery(query, {
    enabled: checked.success,
    placeholderData: (previous) => previous,
  });

  const preset = (days: string) => {
    const end = today();
    setTo(end);
    setFrom(daysBefore(end, Number(days) - 1));
    if (Number(days) > 90) setGranularity('week');
  };
  const download = (chart: ReportChart) => {
    setCsvError(null);
    const params = new URLSearchParams(query);
    downloadFile(
      `/api/admin/reports/${chart}.csv?${params}`,
      token,
      `${chart}-${from}-to-${to}.csv`,
    ).catch((failure: unknown) => setCsvError(errorMessage(failure)));
  };
  const data = report.data;

  return (
    <Stack gap="lg" data-testid="dashboard-tab">
      <TabHeading title={REPORT_TEXTS.title} subtitle={REPORT_TEXTS.subtitle} />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={REPORT_TEXTS.from}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={REPORT_TEXTS.to}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} component="span" id="report-granularity">
              {REPORT_TEXTS.granularity}
            </Text>
            <SegmentedControl
              aria-labelledby="report-granularity"
              data={[
                { value: 'day', label: REPORT_TEXTS.day },
                { value: 'week', label: REPORT_TEXTS.week },
              ]}
              value={granularity}
              onChange={(value) => setGranularity(value as ReportGranularity)}
            />
          </Stack>
          <Group gap={4} role="group" aria-label={REPORT_TEXTS.presets}>
            {PRESETS.map((days) => (
              <Button key={days} variant="default" size="sm" onClick={() => preset(days)}>
                {days === '365' ? '1 year' : `${days} days`}
              </Button>
            ))}
          </Group>
        </Group>
      </Paper>
      {!checked.success ? (
        <ErrorNotice title={checked.error.issues[0]?.message ?? 'Invalid range'} />
      ) : null}
      {report.error ? <ErrorNotice title={errorMessage(report.error)} /> : null}
      {csvError ? <ErrorNotice title={csvError} /> : null}
      {checked.success && !data && report.isLoading ? (
        <LoadingBlock label={REPORT_TEXTS.loading} />
      ) : null}
      {data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ChartCard
            title={REPORT_TEXTS.volume}
            figure={counted(data.conversion.totals.chats, 'chat')}
            onCsv={() => download('volume')}
          >
            <BarChart
              h={240}
              data={data.volume}
              dataKey="period"
              type="stacked"
              withLegend
              series={series(['chats', 'forms'], ['teal.6', 'orange.6'])}
            />
          </ChartCard>
          <ChartCard
            title={REPORT_TEXTS.leads}
            figure={counted(
              data.volume.reduce(
                (total, row) =>
                  total +
                  row.leadsChat +
                  row.leadsContactForm +
                  row.leadsBrief +
                  row.leadsResume +
                  row.leadsApplication,
                0,
              ),
              'lead',
            )}
            onCsv={() => download('volume')}
          >
            <BarChart
              h={240}
              data={data.volume}
              dataKey="period"
              type="stacked"
              withLegend
              series={series(
                ['leadsChat', 'leadsContactForm', 'leadsBrief', 'leadsResume', 'leadsApplication'],
                ['teal.6', 'orange.6', 'blue.6', 'grape.6', 'gray.6'],
              )}
            />
          </ChartCard>
          <ChartCard
            title={REPORT_TEXTS.conversion}
            figure={percent(data.conversion.totals.rate)}
            note={REPORT_TEXTS.conversionNote(
              data.conversion.totals.converted,
              data.conversion.totals.chats,
            )}
            onCsv={() => download('conversion')}
          >
            <ShareLine
              rows={data.conversion.series.map((row) => ({ period: row.period, share: row.rate }))}
              name="rate"
              color="teal.6"
            />
          </ChartCard>
          <ChartCard
            title={REPORT_TEXTS.intents}
            figure={counted(data.intents.length, 'intent')}
            onCsv={() => download('intents')}
          >
            {data.intents.length ? (
              <BarChart
                h={240}
                data={data.intents.map((row) => ({ ...row, label: intentStyle(row.intent).label }))}
                dataKey="label"
                orientation="vertical"
                type="stacked"
                withLegend
                yAxisProps={{ width: 120 }}
                series={series(['chats', 'forms'], ['teal.6', 'orange.6'])}
              />
            ) : (
              <Text c="dimmed">{REPORT_TEXTS.none}</Text>
            )}
          </ChartCard>
          <ChartCard
            title={REPORT_TEXTS.firstReply}
            figure={`${data.firstReply.totals.withinPromise} of ${data.firstReply.totals.leads} within one business day`}
            note={`${REPORT_TEXTS.median(data.firstReply.totals.medianHours)}${
              data.firstReply.totals.p90Hours === null
                ? ''
                : ` ${data.firstReply.totals.p90Hours} h`
            }. ${REPORT_TEXTS.firstReplyNote}`}
            onCsv={() => download('first-reply')}
          >
            <BarChart
              h={240}
              data={data.firstReply.series}
              dataKey="period"
              type="stacked"
              withLegend
              series={series(
                ['withinPromise', 'late', 'overdue', 'waiting'],
                ['teal.6', 'yellow.6', 'red.6', 'gray.5'],
              )}
            />
          </ChartCard>
          <ChartCard
            title={REPORT_TEXTS.unanswered}
            figure={percent(data.unanswered.totals.share)}
            note={REPORT_TEXTS.unansweredNote(
              data.unanswered.totals.unanswered,
              data.unanswered.totals.turns,
            )}
            onCsv={() => download('unanswered')}
          >
            <ShareLine rows={data.unanswered.series} name="share" color="red.6" />
          </ChartCard>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function ChartCard({
  title,
  figure,
  note,
  onCsv,
  children,
}: {
  title: string;
  figure: string;
  note?: string;
  onCsv: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="xl" fw={700} data-testid="chart-figure">
            {figure}
          </Text>
        </div>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={REPORT_TEXTS.csvLabel(title)}
          onClick={onCsv}
          // A long figure beside it on a phone squeezed the button to its first letter.
          style={{ flexShrink: 0 }}
        >
          {REPORT_TEXTS.csv}
        </Button>
      </Group>
      {note ? (
        <Text size="xs" c="dimmed" mb="sm">
          {note}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
