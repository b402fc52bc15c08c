// The About page's copy: static text the browser bundles, kept here so that the web app needs
// nothing from the database package.
import { AGENCY } from './constants.ts';

export interface AboutCopy {
  overview: string;
  capabilities: string[];
  clientPortfolio: string;
  differentiators: { title: string; text: string }[];
  awards: string[];
  tagline: string;
}

export const aboutCopy: AboutCopy = {
  overview: `${AGENCY.name} is a creative advertising agency based in Silver Lake, Los Angeles. Since ${AGENCY.foundedYear} we have helped brands across Southern California and beyond find the idea worth saying and then say it everywhere their audience is paying attention. Our team of about 38 strategists, writers, designers, producers and media specialists works under one roof on Sunset Boulevard, so strategy, creative, production and media are planned together rather than handed off. We measure our work by what it does for the business: tickets sold, members joined, tables filled and revenue earned.`,
  capabilities: [
    'Brand strategy, positioning and identity',
    'Integrated creative campaigns',
    'Media planning and buying across TV, streaming, audio, out-of-home and digital',
    'Commercial, brand film and social video production with in-house post',
    'Digital marketing: search, paid social, SEO, content and email',
    'Social media content and community management',
    'Influencer and creator programmes',
  ],
  clientPortfolio:
    "Our clients range from global entertainment brands to neighborhood favorites. We have launched IMAX releases across Los Angeles, introduced Electra Motors' first electric crossover, helped Pacific Coast Credit Union reach a new generation of members and sold out the Sunset Strip Music Festival. We have also grown Golden State Creamery and Taquería del Sol, built a content engine for Vaultline, scaled creator-led advertising for Verde Wellness and brought Canyon Ridge Outfitters its best online holiday season.",
  differentiators: [
    {
      title: 'One studio, one team',
      text: 'Strategy, creative, production and media work side by side in Silver Lake, so the people who have the idea also make it and place it.',
    },
    {
      title: 'Los Angeles roots',
      text: 'We have produced and bought media in Southern California since 2009, and our local crews, locations and vendor relationships save our clients time and money.',
    },
    {
      title: 'Measured, not guessed',
      text: 'We agree the numbers that define success before launch, report in plain language and move budget to whatever is working.',
    },
    {
      title: 'Senior attention',
      text: 'At about 38 people, we are big enough to run an integrated launch and small enough that senior people stay on your account.',
    },
  ],
  awards: [
    '3 Clio Awards',
    'Telly Award',
    'Shorty Awards (2)',
    'AAF American Advertising Award',
    'Digiday Video Award',
    'Smarties Award',
    'Ad Age Award',
  ],
  tagline: 'Ideas worth watching. Results worth measuring.',
};
