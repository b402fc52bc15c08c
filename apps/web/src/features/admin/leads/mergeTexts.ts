// The lead page's merge dialog copy: loaded with the dialog, not with the admin.
export const MERGE_TEXTS = {
  open: 'Merge a lead into this one',
  title: 'Merge another lead into this one',
  search: 'Find the other lead by name, email or company',
  searchHint: 'The lead you pick is merged into this one and its row goes.',
  noMatch: 'No other lead matches.',
  pick: (who: string) => `Pick ${who}`,
  loading: 'Looking at what would move...',
  moves: (email: string) => `Moves from ${email}:`,
  nothingMoves: 'Nothing is attached to it.',
  counts: {
    conversations: ['conversation', 'conversations'],
    documents: ['document', 'documents'],
    resumes: ['resume', 'resumes'],
    candidates: ['job application', 'job applications'],
    replies: ['email sent', 'emails sent'],
    suggestions: ['suggested detail', 'suggested details'],
  } as Record<string, [string, string]>,
  becomes: 'This lead then has:',
  fills: (field: string, value: string) => `${field}: ${value} (from the merged lead)`,
  status: (label: string) => `Status: ${label}`,
  owner: (name: string | null) => `Owner: ${name ?? 'nobody'}`,
  notesAppended: 'Its notes are added below this lead’s, under a label.',
  alias: (email: string) =>
    `Messages, briefs and applications from ${email} will reach this lead from now on. A merge cannot be undone.`,
  keptSpam: 'This lead is marked spam: the merged lead’s address is silenced too.',
  mergedSpam:
    'The merged lead is marked spam; this lead is not, so its address will be heard again.',
  otherOwner: (owner: string) =>
    `The merged lead’s owner (${owner}) is not kept: this lead’s owner stays.`,
  confirm: 'Merge',
  back: 'Pick another',
  cancel: 'Cancel',
  stale: 'The preview was refreshed: check it again before merging.',
} as const;
