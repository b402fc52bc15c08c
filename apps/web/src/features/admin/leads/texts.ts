// The Leads and Deliveries tabs' copy.
import type { LeadStatus } from '@agency/schema';

export const LEAD_TEXTS = {
  tab: 'Leads',
  deliveriesTab: 'Deliveries',
  search: 'Search name, email, company, phone or notes',
  allStatuses: 'All statuses',
  allSources: 'All sources',
  assignedToMe: 'Assigned to me',
  overdue: 'Overdue',
  spam: 'Spam',
  overdueHint: 'Still new past the reply promised within one business day',
  replyDue: 'Reply due',
  unread: 'unread',
  downloadCsv: 'Download CSV',
  noLeads: 'No leads yet.',
  noLeadsMatch: 'No leads match these filters.',
  open: 'Open',
  back: 'Back to Leads',
  status: 'Status',
  notes: 'Notes',
  saveNotes: 'Save notes',
  saved: 'Saved',
  conversations: 'Conversations',
  documents: 'Documents',
  resumes: 'Resumes',
  history: 'History',
  suggestions: 'Suggested by a visitor (unconfirmed)',
  suggestionsHint:
    'Someone who gave this email sent different details. Accept a value only if you know it is theirs.',
  accept: 'Accept',
  dismiss: 'Dismiss',
  view: 'View',
  download: 'Download',
  openConversation: 'Open conversation',
  nothingAttached: 'Nothing here yet.',
  exportData: 'Export data (JSON)',
  deleteData: 'Delete all data',
  deleteTitle: "Delete this person's data",
  deleteWarning:
    'This deletes the lead, every conversation and message, and every uploaded file of this person. It cannot be undone. Type their email address to confirm.',
  confirmEmail: 'Email address',
  deleteConfirm: 'Delete everything',
  cancel: 'Cancel',
  deleted: 'The person’s data was deleted.',
  noDeliveries:
    'No deliveries yet. Configure SMTP_URL or WEBHOOK_URL to notify staff and other tools.',
  resend: 'Resend',
  resendHint: 'Pending: try now. Failed: a new round of attempts.',
  allDeliveryStatuses: 'All deliveries',
  allChannels: 'Email and webhooks',
  allEventTypes: 'All events',
  noDeliveriesMatch: 'No deliveries match these filters.',
  loadingDeliveries: 'Loading deliveries...',
} as const;

export const STATUS_LABELS: Record<LeadStatus, { label: string; color: string }> = {
  new: { label: 'New', color: 'blue' },
  contacted: { label: 'Contacted', color: 'cyan' },
  qualified: { label: 'Qualified', color: 'grape' },
  won: { label: 'Won', color: 'green' },
  lost: { label: 'Lost', color: 'gray' },
  candidate: { label: 'Candidate', color: 'orange' },
};

export const SOURCE_LABELS: Record<string, string> = {
  chat: 'Chat',
  'contact-form': 'Contact form',
  application: 'Job application',
  brief: 'Brief',
  resume: 'Resume',
};
