import type { CandidateStage, RoleStatus } from '@agency/schema';

export const ROLE_TEXTS = {
  tab: 'Roles',
  title: 'Roles',
  subtitle: 'Open roles appear on /careers and in the assistant’s answers at once.',
  newRole: 'New Role',
  noRoles: 'No roles yet. Post your first role to start hiring.',
  loading: 'Loading roles...',
  edit: 'Edit',
  pipeline: 'Candidates',
  back: 'Back to roles',
  save: 'Save role',
  saving: 'Saving...',
  created: 'Role created',
  saved: 'Role saved',
  expired: 'Expired',
  loadingPipeline: 'Loading candidates...',
  noCandidates: 'No one in this stage.',
  moveTo: 'Move to',
  notes: 'Notes',
  saveNotes: 'Save notes',
  downloadCsv: 'Download CSV',
  viewResume: 'View resume',
  portfolio: 'Portfolio',
  applied: 'Applied',
  theirNote: 'Their note',
} as const;

export const STATUS_STYLES: Record<RoleStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  open: { label: 'Open', color: 'green' },
  closed: { label: 'Closed', color: 'red' },
};

export const STAGE_LABELS: Record<CandidateStage, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  declined: 'Declined',
};
