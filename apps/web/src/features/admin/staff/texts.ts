import type { StaffRole } from '@agency/schema';

export const STAFF_TEXTS = {
  tab: 'Staff',
  title: 'Staff',
  subtitle:
    'Each person signs in with a token of their own: their name is on every change they make, and a revoked token stops working at once.',
  name: 'Name',
  email: 'Email',
  emailHint: 'Optional: reminders about their overdue leads go here, else to the staff inbox.',
  noEmail: 'None: reminders go to the staff inbox',
  emailChanged: (by: string, at: string) => `Changed ${at} by ${by}`,
  editEmail: (name: string) => `Edit ${name}’s email`,
  edit: 'Edit',
  save: 'Save',
  role: 'Role',
  create: 'Create token',
  creating: 'Creating...',
  tokenTitle: (name: string) => `${name}’s token`,
  tokenOnce: 'Copy it now and hand it to them: it is shown this once and cannot be read again.',
  copy: 'Copy token',
  copied: 'Copied',
  dismiss: 'I have copied it',
  loading: 'Loading staff...',
  none: 'No staff tokens yet: create one per person.',
  lastUsed: 'Last used',
  never: 'Never',
  created: 'Created',
  status: 'Status',
  active: 'Active',
  revoke: 'Revoke',
  revokeConfirm: (name: string) => `Revoke ${name}’s token? It stops working at once.`,
  revokeYes: 'Yes, revoke',
  cancel: 'Cancel',
  owner: 'Owner',
  nobody: 'Nobody',
} as const;

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };
