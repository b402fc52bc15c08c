import { ANSWER_FILE_FORMAT } from '@agency/schema';
import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, type AdminOutputs } from '../AdminDataProvider.tsx';
import { ErrorNotice } from '../shared.tsx';
import { useUrlParams } from '../urlParams.ts';
import { AnswersView } from './AnswersView.tsx';
import { UnansweredView } from './UnansweredView.tsx';

type ImportReport = AdminOutputs['assistant']['import'];

/** The assistant's knowledge: the questions it missed (`?view=unanswered`) and its answers. */
export function AssistantTab() {
  const [params, update] = useUrlParams();
  const view = params.get('view') === 'answers' ? 'answers' : 'unanswered';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <SegmentedControl
          value={view}
          onChange={(value) =>
            update({ view: value, answer: null, group: null, q: null, status: null, context: null })
          }
          data={[
            { value: 'unanswered', label: 'Unanswered' },
            { value: 'answers', label: 'Answers' },
          ]}
        />
        <KnowledgeFile />
      </Group>
      {view === 'answers' ? <AnswersView /> : <UnansweredView />}
    </Stack>
  );
}

/** Export every answer as a JSON file, or import one: a dry run shows what would change first. */
function KnowledgeFile() {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<unknown>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [createNew, setCreateNew] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const run = trpc.admin.assistant.import.useMutation();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const data = await utils.admin.assistant.export.fetch();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `assistant-answers-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } finally {
      setExporting(false);
    }
  };

  const dryRun = async (parsed: unknown, withNew: boolean) => {
    setReport(null);
    run.reset();
    setReport(
      await run
        .mutateAsync({ file: parsed as never, dryRun: true, createNew: withNew })
        .catch(() => null),
    );
  };

  const chosen = async (picked: File | undefined) => {
    if (!picked) return;
    setFileError(null);
    try {
      const parsed: unknown = JSON.parse(await picked.text());
      setFile(parsed);
      await dryRun(parsed, createNew);
    } catch {
      setFile(null);
      setFileError(`That file is not JSON: choose a file exported here (${ANSWER_FILE_FORMAT}).`);
    }
  };

  const apply = async () => {
    const done = await run
      .mutateAsync({ file: file as never, dryRun: false, createNew })
      .catch(() => null);
    if (done) {
      setReport(done);
      await utils.admin.assistant.answers.invalidate();
    }
  };

  const close = () => {
    setFile(null);
    setReport(null);
    setFileError(null);
    run.reset();
    if (input.current) input.current.value = '';
  };
  const changes = report ? report.created.length + report.updated.length : 0;

  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={exporting}
        onClick={() => void download()}
      >
        Export answers
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconUpload size={14} aria-hidden />}
        onClick={() => input.current?.click()}
      >
        Import answers
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="import-file"
        onChange={(event) => void chosen(event.currentTarget.files?.[0])}
      />
      <Modal
        opened={file !== null || fileError !== null}
        onClose={close}
        title="Import answers"
        size="lg"
        centered
      >
        <Stack gap="md">
          {fileError ? <ErrorNotice title={fileError} /> : null}
          {run.isError ? <ErrorNotice title={errorMessage(run.error)} /> : null}
          <Checkbox
            label="Add the answers this site does not have yet"
            checked={createNew}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setCreateNew(checked);
              if (file) void dryRun(file, checked);
            }}
          />
          {report ? (
            <Stack gap={4} data-testid="import-report">
              <Text fw={600}>
                {report.dryRun
                  ? changes
                    ? `Importing would change ${changes} answer${changes === 1 ? '' : 's'}; nothing is changed yet.`
                    : 'The file is the same as the answers here: nothing to import.'
                  : `Imported: ${changes} answer${changes === 1 ? '' : 's'} changed.`}
              </Text>
              {report.created.length ? (
                <Text size="sm">{`New: ${report.created.join(', ')}`}</Text>
              ) : null}
              {report.updated.map((entry) => (
                <Text size="sm" key={entry.id}>{`${entry.id}: ${entry.fields.join(', ')}`}</Text>
              ))}
              <Text
                size="sm"
                c="dimmed"
              >{`${report.unchanged} unchanged. Answers not in the file stay as they are.`}</Text>
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {report && !report.dryRun ? 'Close' : 'Cancel'}
            </Button>
            {report?.dryRun && changes ? (
              <Button onClick={() => void apply()} loading={run.isPending}>
                {`Import ${changes} change${changes === 1 ? '' : 's'}`}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
