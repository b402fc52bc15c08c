// The About page's copy: static text the browser bundles, kept here so that the web app needs
// nothing from the database package.
import { AGENCY } from './constants.ts';

export interface AboutCopy {
  overview: string;
  capabilities: string[];
  clientPortfolio: string;
  differentiators: { title: string; text: string }[];
  /** Each award with its year and the campaign it was for (a case study of the seed). */
  awards: AwardWon[];
  /** The people who lead the work, by name and role. */
  team: TeamMember[];
  /** The studio: where the work is made. */
  studio: { title: string; text: string; facts: string[] };
  tagline: string;
}

export interface AwardWon {
  year: number;
  /** The award as its organisers name it (one of AWARD_BADGES' names). */
  award: string;
  /** The prize and its category. */
  honor: string;
  campaign: { slug: string; client: string; title: string };
}

export interface TeamMember {
  name: string;
  role: string;
  /** The year they joined. */
  since: number;
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
    {
      year: 2025,
      award: 'Clio Award',
      honor: 'Bronze, Film: Theatrical Release',
      campaign: { slug: 'imax', client: 'IMAX', title: 'Bigger Than Your Living Room' },
    },
    {
      year: 2024,
      award: 'Clio Award',
      honor: 'Silver, Music Marketing: Live Events',
      campaign: {
        slug: 'sunset-strip-music-festival',
        client: 'Sunset Strip Music Festival',
        title: 'Strip Sessions',
      },
    },
    {
      year: 2022,
      award: 'Clio Award',
      honor: 'Bronze, Social Video',
      campaign: { slug: 'taqueria-del-sol', client: 'Taquería del Sol', title: 'Salsa Sessions' },
    },
    {
      year: 2024,
      award: 'Telly Award',
      honor: 'Gold, Branded Content: Automotive',
      campaign: { slug: 'electra-motors', client: 'Electra Motors', title: 'Quiet Power' },
    },
    {
      year: 2024,
      award: 'Shorty Award',
      honor: 'Winner, Food & Beverage',
      campaign: {
        slug: 'golden-state-creamery',
        client: 'Golden State Creamery',
        title: 'Scoop the State',
      },
    },
    {
      year: 2023,
      award: 'Shorty Award',
      honor: 'Winner, Creator Partnership',
      campaign: { slug: 'verde-wellness', client: 'Verde Wellness', title: 'Morning Ritual' },
    },
    {
      year: 2021,
      award: 'AAF American Advertising Award',
      honor: 'Gold ADDY, Integrated Campaign',
      campaign: {
        slug: 'pacific-coast-credit-union',
        client: 'Pacific Coast Credit Union',
        title: 'The Bank Next Door',
      },
    },
    {
      year: 2025,
      award: 'Digiday Video Award',
      honor: 'Best Use of Connected TV',
      campaign: { slug: 'imax', client: 'IMAX', title: 'Bigger Than Your Living Room' },
    },
    {
      year: 2023,
      award: 'Smarties Award',
      honor: 'Silver, Mobile Commerce',
      campaign: {
        slug: 'canyon-ridge-outfitters',
        client: 'Canyon Ridge Outfitters',
        title: 'Trail Tested',
      },
    },
    {
      year: 2024,
      award: 'Ad Age Award',
      honor: 'Creativity Top 5, B2B Content',
      campaign: { slug: 'vaultline', client: 'Vaultline', title: 'The Breach Report' },
    },
  ],
  team: [
    { name: 'Maya Okafor', role: 'Founder and Executive Creative Director', since: 2009 },
    { name: 'Daniel Reyes', role: 'Managing Partner, Strategy', since: 2011 },
    { name: 'Nadia Rahman', role: 'Head of Media', since: 2014 },
    { name: 'Jonah Whitaker', role: 'Director of Production', since: 2013 },
    { name: 'Lucía Fernández', role: 'Associate Creative Director, Copy', since: 2017 },
    { name: 'Theo Nakamura', role: 'Design Director', since: 2016 },
    { name: 'Amara Johnson', role: 'Head of Social and Creators', since: 2019 },
    { name: 'Sam Kowalski', role: 'Senior Editor and Colorist', since: 2018 },
  ],
  studio: {
    title: 'One roof on Sunset Boulevard',
    text: 'Strategy, writing, design, production and media work under one roof on Sunset Boulevard in Silver Lake, with our shooting stage, edit bays, color suite and sound mix room in the same building. Briefs, shoots and media plans meet in the same room, and clients are welcome at every stage of it, by appointment.',
    facts: [
      'A shooting stage',
      'Two edit bays and a color suite',
      'A sound mix room for voice-over and podcasts',
    ],
  },
  tagline: 'Ideas worth watching. Results worth measuring.',
};
