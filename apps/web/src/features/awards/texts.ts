import { AGENCY } from '@agency/schema';

export const AWARDS_TEXTS = {
  eyebrow: 'Recognition',
  title: 'Award-Winning Excellence',
  subtitle: `${AGENCY.clioAwards} Clio awards and honors from the Tellys, the Shortys, the AAF, Digiday, the Smarties and Ad Age, for work made in Los Angeles since ${AGENCY.foundedYear}.`,
  close: 'Close awards',
  list: 'Our awards',
} as const;
