// The leads list's selection and bulk actions' copy.
export const BULK_TEXTS = {
  selectAll: 'Select all leads on this page',
  select: (who: string) => `Select ${who}`,
  selected: (count: number) => `${count} selected`,
  assign: 'Assign to',
  nobody: 'Nobody',
  setStatus: 'Set status',
  markSpam: 'Mark as spam',
  notSpam: 'Not spam',
  delete: 'Delete',
  clear: 'Clear selection',
  deleteTitle: (count: number) => `Delete ${count} ${count === 1 ? 'lead' : 'leads'}?`,
  deleteWarning: (count: number) =>
    `This deletes ${count === 1 ? 'this person’s' : `these ${count} people’s`} leads, every conversation and message, and every uploaded file. It cannot be undone.`,
  deleteConfirm: (count: number) => `Delete ${count} ${count === 1 ? 'lead' : 'leads'}`,
  cancel: 'Cancel',
  done: (count: number) => `Done: ${count} ${count === 1 ? 'lead' : 'leads'} changed.`,
} as const;
