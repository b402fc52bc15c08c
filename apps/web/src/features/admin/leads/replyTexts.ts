// The reply composer's and the template editor's copy.
import type { ReplyStatus } from '@agency/schema';

export const REPLY_TEXTS = {
  title: 'Emails to this lead',
  compose: 'Reply by email',
  template: 'Start from a template',
  noTemplate: 'No template',
  subject: 'Subject',
  body: 'Message',
  send: 'Send email',
  signedAs: (name: string) =>
    `Sent from the agency's address as ${name}, with your name and the agency's signature below the message. A new lead becomes Contacted.`,
  placeholders: 'Placeholders filled in when sent:',
  none: 'No emails sent from the admin yet.',
  by: (name: string) => `by ${name}`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  manage: 'Edit templates',
  templates: 'Reply templates',
  newTemplate: 'New template',
  name: 'Name',
  save: 'Save template',
  edit: 'Edit',
  remove: 'Delete',
  confirmRemove: (name: string) => `Delete the template "${name}"?`,
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading email...',
  noTemplates: 'No templates yet.',
};

export const REPLY_STATUS_LABELS: Record<ReplyStatus, { label: string; color: string }> = {
  pending: { label: 'Sending', color: 'yellow' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};
