import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/notifications/styles.css';
import {
  AGENCY,
  CONTACT_MESSAGE_ROWS,
  ContactForm,
  PdfAttachment,
  staticPageSeo,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
} from '@agency/schema';
import {
  ActionIcon,
  Button,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  cleanNotifications,
  createNotificationsStore,
  hideNotification,
  Notifications,
  showNotification,
} from '@mantine/notifications';
import {
  IconCircleCheck,
  IconClock,
  IconFileTypePdf,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { siteOrigin, useSeo } from '../../lib/seo/index.ts';
import { PageHero } from '../shared/blocks.tsx';
import { SitePage } from '../shared/SitePage.tsx';
import shared from '../shared/site.module.css';
import classes from './ContactPage.module.css';
import { SEND_FAILED, submitContact } from './submitContact.ts';

/** This page's own toasts, so another page's notifications system never shows them twice. */
const toastStore = createNotificationsStore();

/** The id of a toast about a refused file: a valid file chosen next takes it away. */
const FILE_TOAST = 'contact-file';

function toast(title: string, message: string, kind: 'error' | 'success' = 'error', id?: string) {
  // One toast at a time (TOAST_LIMIT): the newest replaces whatever is showing.
  cleanNotifications(toastStore);
  showNotification(
    {
      id,
      title,
      message,
      color: kind === 'error' ? 'red' : 'teal',
      withBorder: true,
      icon:
        kind === 'error' ? (
          <IconX size={18} aria-hidden />
        ) : (
          <IconCircleCheck size={18} aria-hidden />
        ),
      role: kind === 'error' ? 'alert' : 'status',
    },
    toastStore,
  );
}

const INITIAL_VALUES = { name: '', email: '', company: '', message: '' };
/** The fields in the order a visitor meets them: the first refused one is brought into view. */
const FIELD_ORDER = ['name', 'email', 'company', 'message'] as const;
type ContactValues = typeof INITIAL_VALUES;

export const MESSAGE_PLACEHOLDER =
  'Tell us about your project: what you want to achieve, your timeline and budget, and how we can help.';

/** Size in MB with 2 decimals (product.md §9). */
export const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

export function ContactPage() {
  useSeo(staticPageSeo('/contact', siteOrigin()));
  const [sent, setSent] = useState(false);
  // The toasts belong to this page: none is left over for the next visit of it.
  useEffect(() => () => cleanNotifications(toastStore), []);

  return (
    <SitePage page="contact">
      <Notifications
        store={toastStore}
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATION_MS}
        position="bottom-right"
        zIndex={1000}
      />
      {sent ? <ThankYou /> : <ContactContent onSent={() => setSent(true)} />}
    </SitePage>
  );
}

function ContactContent({ onSent }: { onSent: () => void }) {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        lead="Tell us what you are launching, fixing or dreaming up. A strategist reads every message and replies within one business day."
      />
      <Container size="lg" pt="xl">
        <div className={classes.layout}>
          <div className={`${shared.panel} ${classes.formCard}`}>
            <ContactFormCard onSent={onSent} />
          </div>
          <div className={classes.details}>
            <ContactDetails />
          </div>
        </div>
      </Container>
    </>
  );
}

function Detail({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.detail}>
      <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600} c="white">
          {title}
        </Text>
        <Text size="sm" c="dark.1">
          {children}
        </Text>
      </div>
    </div>
  );
}

function ContactDetails() {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} className={shared.sectionTitle}>
          Start with a conversation
        </Title>
        <Text className={shared.body}>
          Whether it is a single launch film or a year-round retainer, the best first step is a
          short note about your goals. Project work typically ranges from {AGENCY.projectPriceRange}
          ; retainers start from {AGENCY.retainerFrom}.
        </Text>
      </Stack>
      <Stack gap="lg">
        <Detail icon={<IconMail size={20} />} title="Email">
          <a href={`mailto:${AGENCY.email}`} style={{ color: 'inherit' }}>
            {AGENCY.email}
          </a>
        </Detail>
        <Detail icon={<IconPhone size={20} />} title="Phone">
          <a href={`tel:${AGENCY.phone.replace(/[^+\d]/g, '')}`} style={{ color: 'inherit' }}>
            {AGENCY.phone}
          </a>
        </Detail>
        <Detail icon={<IconMapPin size={20} />} title="Studio">
          {AGENCY.streetAddress}, {AGENCY.city}, {AGENCY.region} {AGENCY.postalCode}. Visits by
          appointment.
        </Detail>
        <Detail icon={<IconClock size={20} />} title="Response time">
          We reply to every new inquiry within one business day.
        </Detail>
      </Stack>
    </Stack>
  );
}

function ContactFormCard({ onSent }: { onSent: () => void }) {
  const form = useForm<ContactValues>({
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(ContactForm, { sync: true }),
  });
  const [pdf, setPdf] = useState<File | null>(null);
  const [sending, setSending] = useState(false);

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    input.value = '';
    if (!chosen) return;
    const check = PdfAttachment.safeParse({ type: chosen.type, size: chosen.size });
    if (!check.success) {
      const issue = check.error.issues[0];
      const tooLarge = issue?.path[0] === 'size';
      toast(
        tooLarge ? 'File too large' : 'Invalid file type',
        issue?.message ?? 'Please select a PDF file',
        'error',
        FILE_TOAST,
      );
      return;
    }
    // The complaint about the file before is settled by this one.
    hideNotification(FILE_TOAST, toastStore);
    setPdf(chosen);
  }

  /** Brings a refused field into view, clear of the sticky header, and puts the cursor in it. */
  function revealField(field: (typeof FIELD_ORDER)[number] | undefined) {
    const node = field ? form.getInputNode(field) : null;
    if (!node) return;
    node.focus({ preventScroll: true });
    // useRevealOnOpen's revealScrollBehavior, written out: imported, it came as a chunk of its own
    // on this page's first load.
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = form.getValues();
    const validation = form.validate();
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      toast('Missing information', 'Please fill in all required fields');
      return;
    }
    if (validation.hasErrors) {
      if (validation.errors.email) toast('Invalid email address', String(validation.errors.email));
      revealField(FIELD_ORDER.find((field) => Boolean(validation.errors[field])));
      return;
    }

    setSending(true);
    try {
      await submitContact(ContactForm.parse(values), pdf);
      toast('Message sent successfully', "We'll get back to you soon!", 'success');
      onSent();
    } catch (error) {
      console.error('Contact form submission failed', error);
      // The title already says the message failed; repeating it would tell the visitor nothing.
      const message =
        error instanceof Error && error.message && error.message !== SEND_FAILED
          ? error.message
          : 'Please try again';
      toast(SEND_FAILED, message);
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Contact form"
      aria-busy={sending}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            withAsterisk
            aria-required
            autoComplete="name"
            disabled={sending}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            aria-required
            autoComplete="email"
            disabled={sending}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput
          label="Company"
          description="Optional"
          autoComplete="organization"
          disabled={sending}
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
        <Textarea
          label="Message"
          withAsterisk
          aria-required
          rows={CONTACT_MESSAGE_ROWS}
          placeholder={MESSAGE_PLACEHOLDER}
          disabled={sending}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <PdfBox
          pdf={pdf}
          disabled={sending}
          onChange={onFileChange}
          onRemove={() => setPdf(null)}
        />
        <Button
          type="submit"
          size="md"
          radius="xl"
          disabled={sending}
          leftSection={sending ? <Loader size={16} color="currentColor" aria-hidden /> : null}
        >
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
        <Text size="xs" c="dark.2">
          By sending this form you agree to our{' '}
          <Link to="/privacy-policy" style={{ color: 'inherit' }}>
            privacy policy
          </Link>
          . Fields marked * are required.
        </Text>
      </Stack>
    </form>
  );
}

interface PdfBoxProps {
  pdf: File | null;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

function PdfBox({ pdf, disabled, onChange, onRemove }: PdfBoxProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={6} c="dark.0" id="pdf-label">
        Attachment{' '}
        <Text span size="xs" c="dark.2">
          (optional PDF)
        </Text>
      </Text>
      <Group gap="xs" align="stretch" wrap="nowrap">
        <label
          className={classes.dropzone}
          data-disabled={disabled || undefined}
          data-filled={pdf ? true : undefined}
          style={{ flex: 1 }}
        >
          <input
            type="file"
            accept="application/pdf,.pdf"
            className={classes.fileInput}
            onChange={onChange}
            disabled={disabled}
            aria-describedby="pdf-hint"
          />
          {pdf ? (
            <>
              <IconFileTypePdf size={28} color="var(--mantine-color-sunset-4)" aria-hidden />
              <Text fw={600} c="white" style={{ wordBreak: 'break-all' }} data-testid="pdf-name">
                {pdf.name}
              </Text>
              <Text size="sm" c="dark.1" data-testid="pdf-size">
                {formatMegabytes(pdf.size)}
              </Text>
              <Text size="xs" c="dark.2">
                Click to choose a different PDF
              </Text>
            </>
          ) : (
            <>
              <IconUpload size={26} color="var(--mantine-color-dark-1)" aria-hidden />
              <Text fw={500} c="dark.0">
                Click to upload your deck, brief, or other PDF
              </Text>
            </>
          )}
          <Text size="xs" c="dark.2" id="pdf-hint">
            Maximum file size: 20MB
          </Text>
        </label>
        {pdf ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onRemove}
            disabled={disabled}
            aria-label="Remove attachment"
            style={{ alignSelf: 'flex-start' }}
          >
            <IconX size={18} />
          </ActionIcon>
        ) : null}
      </Group>
    </div>
  );
}

function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The card replaces the form: start at its top, and move focus to it for screen readers.
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Container size="lg" py={{ base: 48, md: 96 }}>
      <div className={`${shared.panel} ${classes.thanks}`} data-testid="thank-you">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title
            order={1}
            ref={heading}
            tabIndex={-1}
            className={shared.display}
            style={{ outline: 'none' }}
          >
            Thank You!
          </Title>
          <Text className={shared.lead} ta="center">
            Your message has been sent. Our team will review it and get back to you soon, usually
            within one business day.
          </Text>
          <Button component={Link} to="/" size="md" radius="xl" mt="sm">
            Return to Home
          </Button>
        </Stack>
      </div>
    </Container>
  );
}
