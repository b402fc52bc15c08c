export const CAREERS_TEXTS = {
  title: 'Join the studio',
  subtitle: 'Choose the path that fits you, then tell us about yourself or send your resume.',
  close: 'Close employment options',
  uploadTitle: 'Upload Resume',
  uploadSubtitle: 'Upload your resume (PDF or text)',
  choose: 'Choose file',
  replace: 'Choose another file',
  upload: 'Upload',
  processing: 'Processing...',
  received: 'Resume received. Thank you!',
  sizeKb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  rolesTitle: (track: string) => `Open ${track} roles`,
  rolesLoading: 'Looking for open roles...',
  noRoles: (track: string) =>
    `No ${track} roles are open right now. Upload your resume and we will keep it on file for the next one.`,
  allRoles: 'See all open roles',
} as const;

export const EMPLOYMENT_OPTIONS = [
  {
    type: 'freelancer',
    title: 'Freelance Network',
    description: 'Directors, editors, designers and writers we call on project by project.',
  },
  {
    type: 'full-time',
    title: 'Full-Time Careers',
    description:
      'Permanent roles in strategy, creative, production and media at our Silver Lake studio.',
  },
  {
    type: 'internship',
    title: 'Internships',
    description: 'Paid, hands-on placements for students and recent graduates.',
  },
] as const;
