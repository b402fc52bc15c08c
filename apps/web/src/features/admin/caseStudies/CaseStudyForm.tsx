import { caseStudyIdFromTitle, type CaseStudy } from '@agency/schema';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Fieldset,
  FileButton,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconPlus,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { errorMessage, serverFieldErrors } from '../AdminDataProvider.tsx';
import {
  IMAGE_ACCEPT,
  IMAGE_TYPE_ERROR,
  isAcceptedImage,
  uploadCaseStudyImage,
  type ImageType,
} from '../session.ts';
import { ADMIN_TEXTS } from '../texts.ts';
import {
  toFormValues,
  toPayload,
  toUpdate,
  validateCaseStudy,
  videoUrls,
  type CaseStudyFormValues,
} from './formModel.ts';
import { ImageField, type UploadFailure } from './ImageField.tsx';
import { ListField } from './ListField.tsx';
import { RevisionHistory } from './RevisionHistory.tsx';

interface CaseStudyFormProps {
  mode: 'create' | 'edit';
  /** The study being edited (edit mode). */
  study?: CaseStudy;
  /** Ids already taken, for the uniqueness check of a new id. */
  existingIds: string[];
  token: string;
  onSaved: (study: CaseStudy, mode: 'create' | 'edit') => void;
  onCancel: () => void;
  /** A restore replaced the stored study: the form starts again from it. */
  onRestored: () => void;
}

/** The 'New Case Study' and edit forms: every field of the entity (product.md §3). */
export function CaseStudyForm({
  mode,
  study,
  existingIds,
  token,
  onSaved,
  onCancel,
  onRestored,
}: CaseStudyFormProps) {
  const savedVideoUrls = useMemo(() => videoUrls(toFormValues(study)), [study]);
  const form = useForm<CaseStudyFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(study),
    validate: (values) => validateCaseStudy(values, { mode, existingIds, savedVideoUrls }),
  });
  const create = trpc.admin.caseStudies.create.useMutation();
  const update = trpc.admin.caseStudies.update.useMutation();
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const [invalid, setInvalid] = useState(false);

  const values = form.getValues();
  const id = mode === 'edit' && study ? study.id : caseStudyIdFromTitle(values.title);

  const upload = async (file: File, imageType: ImageType): Promise<string> => {
    if (!isAcceptedImage(file)) throw { message: IMAGE_TYPE_ERROR } satisfies UploadFailure;
    if (!id)
      throw {
        message: 'Enter a title first: images are stored under the case study id.',
      } satisfies UploadFailure;
    try {
      return await uploadCaseStudyImage(file, id, imageType, token);
    } catch (error) {
      throw {
        message: ADMIN_TEXTS.uploadFailed,
        detail: error instanceof Error ? error.message : undefined,
      } satisfies UploadFailure;
    }
  };

  const [galleryFailure, setGalleryFailure] = useState<UploadFailure | null>(null);
  const [galleryBusy, setGalleryBusy] = useState(false);
  const addGalleryImages = async (files: File[]) => {
    setGalleryFailure(null);
    setGalleryBusy(true);
    try {
      for (const file of files) {
        const path = await upload(file, 'gallery');
        const gallery = form.getValues().gallery;
        // The first upload fills the empty row the list keeps.
        if (gallery.length === 1 && !gallery[0]!.trim()) form.setFieldValue('gallery.0', path);
        else form.insertListItem('gallery', path);
      }
    } catch (error) {
      setGalleryFailure(error as UploadFailure);
    } finally {
      setGalleryBusy(false);
    }
  };

  const submit = form.onSubmit(
    async (current) => {
      setInvalid(false);
      setFailure(null);
      try {
        if (mode === 'create') {
          const created = await create.mutateAsync({ id, ...toPayload(current) });
          onSaved(created as CaseStudy, 'create');
        } else if (study) {
          const updated = await update.mutateAsync({
            id: study.id,
            updates: toUpdate(current, study.updatedAt),
          });
          onSaved(updated as CaseStudy, 'edit');
        }
      } catch (error) {
        setFailure({
          title: mode === 'create' ? ADMIN_TEXTS.createFailed : ADMIN_TEXTS.updateFailed,
          detail: errorMessage(error),
        });
        // What the server refused, beside its field (an edit's fields are under `updates`).
        const fields = serverFieldErrors(error, mode === 'create' ? '' : 'updates.');
        if (Object.keys(fields).length) form.setErrors(fields);
      }
    },
    () => {
      setInvalid(true);
      // Bring the first problem into view.
      window.requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>('[data-case-study-form] [aria-invalid="true"]')
          ?.focus(),
      );
    },
  );

  const imageProps = (path: 'thumbnail' | 'hero') => ({
    value: values[path],
    onChange: (value: string) => form.setFieldValue(path, value),
    error: form.errors[path] as string | undefined,
  });

  const text = (
    path: keyof CaseStudyFormValues,
    label: string,
    props: Record<string, unknown> = {},
  ) => <TextInput label={label} {...form.getInputProps(path)} {...props} />;

  return (
    <form onSubmit={submit} noValidate data-case-study-form data-testid="case-study-form">
      <Stack gap="lg">
        <Group justify="space-between">
          <Group gap="sm">
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={onCancel}
              aria-label="Back to case studies"
            >
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
            <Title order={2} size="h3">
              {mode === 'create' ? ADMIN_TEXTS.newCaseStudy : `Edit: ${study?.title ?? ''}`}
            </Title>
          </Group>
          {mode === 'edit' && study ? (
            <Anchor href={`/case-studies/${study.id}`} target="_blank" rel="noopener" size="sm">
              View page
            </Anchor>
          ) : null}
        </Group>

        {/* Columns stretch to the row, so the actions column has room to stay in view (sticky). */}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg">
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {text('title', 'Title', { required: true, maxLength: 200 })}
                    {text('client', 'Client', { required: true, maxLength: 200 })}
                    {text('industry', 'Industry', { required: true, maxLength: 100 })}
                    {text('duration', 'Duration', { placeholder: 'e.g. 12 weeks', maxLength: 100 })}
                  </SimpleGrid>
                  <Text size="sm" c="dimmed" data-testid="case-study-id">
                    {'Page address: '}
                    {id ? (
                      <Text span ff="monospace">
                        {`/case-studies/${id}`}
                      </Text>
                    ) : null}
                    {mode !== 'create'
                      ? null
                      : id
                        ? ' — made from the title; it cannot change later.'
                        : 'made from the title once you type one; it cannot change later.'}
                  </Text>
                  <Textarea
                    label="Challenge"
                    required
                    autosize
                    minRows={3}
                    maxRows={10}
                    maxLength={5000}
                    {...form.getInputProps('challenge')}
                  />
                  <Textarea
                    label="Strategy"
                    autosize
                    minRows={3}
                    maxRows={10}
                    maxLength={5000}
                    {...form.getInputProps('strategy')}
                  />
                </Stack>
              </Card>

              <ListField
                form={form}
                path="execution"
                legend="Execution"
                item="Execution step"
                multiline
              />
              <ListField form={form} path="results" legend="Results" item="Result" multiline />

              <Fieldset legend="Metrics" radius="md">
                <Stack gap="sm">
                  {text('metricsPrimary', 'Primary metric', {
                    placeholder: 'e.g. 312% lift in ticket pre-sales',
                    maxLength: 200,
                  })}
                  <ListField
                    form={form}
                    path="metricsSecondary"
                    legend="Secondary metrics"
                    item="Secondary metric"
                  />
                </Stack>
              </Fieldset>

              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <ListField
                  form={form}
                  path="services"
                  legend="Services"
                  item="Service"
                  placeholder="e.g. Media Buying"
                />
                <ListField form={form} path="tags" legend="Tags" item="Tag" />
              </SimpleGrid>

              <Fieldset legend="Quote" radius="md">
                <Stack gap="sm">
                  <Textarea
                    label="Quote"
                    autosize
                    minRows={2}
                    maxRows={6}
                    maxLength={1000}
                    {...form.getInputProps('quoteText')}
                  />
                  {text('quoteAttribution', 'Attribution', {
                    placeholder: 'Name, role, company',
                    maxLength: 200,
                  })}
                </Stack>
              </Fieldset>

              <Fieldset legend="Images" radius="md">
                <Stack gap="md">
                  <Text size="xs" c="dimmed">
                    JPEG, PNG, GIF or WebP. Uploads are resized and stored with the case study.
                  </Text>
                  <ImageField
                    label="Thumbnail"
                    {...imageProps('thumbnail')}
                    upload={(file) => upload(file, 'thumbnail')}
                  />
                  <ImageField
                    label="Hero image"
                    {...imageProps('hero')}
                    upload={(file) => upload(file, 'hero')}
                  />
                  <Fieldset
                    legend="Gallery"
                    radius="md"
                    variant="filled"
                    data-testid="list-gallery"
                  >
                    <Stack gap="xs">
                      {values.gallery.map((value, index) => (
                        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                          <ImageField
                            compact
                            label={`Gallery image ${index + 1}`}
                            value={value}
                            onChange={(next) => form.setFieldValue(`gallery.${index}`, next)}
                            error={form.errors[`gallery.${index}`] as string | undefined}
                            upload={(file) => upload(file, 'gallery')}
                          />
                          {values.gallery.length > 1 ? (
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="lg"
                              aria-label={`Remove gallery image ${index + 1}`}
                              onClick={() => form.removeListItem('gallery', index)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          ) : null}
                        </Group>
                      ))}
                      <Group gap="xs">
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          leftSection={<IconPlus size={14} aria-hidden />}
                          onClick={() => form.insertListItem('gallery', '')}
                        >
                          Add gallery image
                        </Button>
                        <FileButton
                          multiple
                          accept={IMAGE_ACCEPT}
                          onChange={(files) => void addGalleryImages(files)}
                        >
                          {(props) => (
                            <Button
                              {...props}
                              variant="subtle"
                              size="compact-sm"
                              leftSection={
                                galleryBusy ? (
                                  <Loader size={12} />
                                ) : (
                                  <IconUpload size={14} aria-hidden />
                                )
                              }
                              disabled={galleryBusy}
                            >
                              {galleryBusy ? 'Uploading...' : 'Upload gallery images'}
                            </Button>
                          )}
                        </FileButton>
                      </Group>
                      {galleryFailure ? (
                        <Text size="xs" c="red" role="alert">
                          {galleryFailure.detail
                            ? `${galleryFailure.message}: ${galleryFailure.detail}`
                            : galleryFailure.message}
                        </Text>
                      ) : null}
                    </Stack>
                  </Fieldset>
                </Stack>
              </Fieldset>

              <Fieldset legend="Videos" radius="md">
                <Stack gap="md">
                  <Text size="xs" c="dimmed">
                    YouTube or Vimeo links.
                  </Text>
                  <SegmentedControl
                    value={values.videoMode}
                    onChange={(value) =>
                      form.setFieldValue('videoMode', value as CaseStudyFormValues['videoMode'])
                    }
                    data={[
                      { value: 'set', label: 'Hero video and gallery' },
                      { value: 'list', label: 'Titled videos' },
                    ]}
                    aria-label="How the videos are listed"
                  />
                  {values.videoMode === 'set' ? (
                    <>
                      {text('videoHero', 'Hero video URL', {
                        placeholder: 'https://www.youtube.com/watch?v=…',
                      })}
                      <ListField
                        form={form}
                        path="videoGallery"
                        legend="Gallery videos"
                        item="Gallery video URL"
                        placeholder="https://vimeo.com/…"
                      />
                    </>
                  ) : (
                    <Stack gap="xs">
                      {values.videoList.map((_, index) => (
                        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                          <TextInput
                            aria-label={`Video ${index + 1} title`}
                            placeholder="Title"
                            {...form.getInputProps(`videoList.${index}.title`)}
                            style={{ flex: 1 }}
                          />
                          <TextInput
                            aria-label={`Video ${index + 1} URL`}
                            placeholder="https://www.youtube.com/…"
                            {...form.getInputProps(`videoList.${index}.url`)}
                            style={{ flex: 2 }}
                          />
                          <Select
                            aria-label={`Video ${index + 1} format`}
                            data={[
                              { value: 'horizontal', label: 'Horizontal' },
                              { value: 'vertical', label: 'Vertical' },
                            ]}
                            allowDeselect={false}
                            w={130}
                            comboboxProps={{ withinPortal: false }}
                            {...form.getInputProps(`videoList.${index}.format`)}
                          />
                          {values.videoList.length > 1 ? (
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="lg"
                              aria-label={`Remove video ${index + 1}`}
                              onClick={() => form.removeListItem('videoList', index)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          ) : null}
                        </Group>
                      ))}
                      <Group>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          leftSection={<IconPlus size={14} aria-hidden />}
                          onClick={() =>
                            form.insertListItem('videoList', {
                              title: '',
                              url: '',
                              format: 'horizontal',
                            })
                          }
                        >
                          Add video
                        </Button>
                      </Group>
                    </Stack>
                  )}
                  {text('videoUrl', 'Single video URL (legacy)', {
                    placeholder: 'Only for studies that have one campaign film',
                  })}
                </Stack>
              </Fieldset>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg" style={{ position: 'sticky', top: 16 }}>
              <Card withBorder radius="md" padding="lg" data-testid="case-study-actions">
                <Stack gap="sm">
                  {failure ? (
                    <Alert
                      color="red"
                      variant="light"
                      icon={<IconAlertCircle size={18} aria-hidden />}
                      title={failure.title}
                      role="alert"
                    >
                      {failure.detail}
                    </Alert>
                  ) : null}
                  {invalid && !failure ? (
                    <Text size="sm" c="red" role="alert">
                      Please fix the highlighted fields.
                    </Text>
                  ) : null}
                  <Button
                    type="submit"
                    size="md"
                    disabled={saving}
                    leftSection={
                      saving ? <Loader size="xs" color="currentColor" aria-hidden /> : null
                    }
                  >
                    {saving
                      ? ADMIN_TEXTS.saving
                      : mode === 'create'
                        ? 'Create Case Study'
                        : 'Save Changes'}
                  </Button>
                  <Button variant="default" onClick={onCancel} disabled={saving}>
                    Cancel
                  </Button>
                </Stack>
              </Card>
              {mode === 'edit' && study ? (
                <RevisionHistory caseStudyId={study.id} onRestored={onRestored} />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
