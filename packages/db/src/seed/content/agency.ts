// Short knowledge snippets the chat assistant can retrieve.
import { AGENCY } from '@agency/schema';

export interface AgencyFact {
  id: string;
  title: string;
  text: string;
  keywords: string[];
}

export const agencyFacts: AgencyFact[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    text: `${AGENCY.name} is a Los Angeles creative advertising agency offering brand strategy, creative campaigns, media buying, video production and digital marketing. We work with brands that want ideas that are both memorable and measurable.`,
    keywords: ['about', 'who are you', 'agency', 'silver lake creative', 'what do you do'],
  },
  {
    id: 'history',
    title: 'Our history',
    text: `We were founded in Silver Lake in ${AGENCY.foundedYear} as a small team of writers, designers and producers making work for local restaurants and music venues. We have served Southern California brands ever since, growing into a full-service agency for entertainment, automotive, financial, technology and consumer brands.`,
    keywords: ['history', 'founded', 'since 2009', 'how long', 'story'],
  },
  {
    id: 'location',
    title: 'Our Silver Lake studio',
    text: `Our studio is at ${AGENCY.streetAddress}, ${AGENCY.city}, ${AGENCY.region} ${AGENCY.postalCode}, on Sunset Boulevard in Silver Lake. It houses the agency, a shooting stage, two edit bays, a color suite and a sound mix room.`,
    keywords: ['location', 'address', 'studio', 'office', 'silver lake', 'where'],
  },
  {
    id: 'team',
    title: 'Our team',
    text: 'We are a team of about 38 people in-house across strategy, creative, production, media and digital, supported by a vetted freelance network across Southern California. Senior people stay hands-on with every account.',
    keywords: ['team', 'team size', 'people', 'employees', 'staff'],
  },
  {
    id: 'how-we-work',
    title: 'How we work',
    text: 'Our projects move through discovery, strategy, creative development, production and launch, followed by measurement and optimization. Strategy, creative, production and media sit in one studio, so the same team plans, makes and places the work, and we agree the metrics that define success before launch.',
    keywords: ['process', 'how you work', 'approach', 'workflow', 'steps'],
  },
  {
    id: 'pricing',
    title: 'Pricing',
    text: `Project work typically ranges from ${AGENCY.projectPriceRange}, depending on scope, production and media. Retainers start from ${AGENCY.retainerFrom}. Paid media budgets are separate from our fees, and media is billed at negotiated rates with no hidden markups.`,
    keywords: ['pricing', 'cost', 'budget', 'retainer', 'how much', 'rates'],
  },
  {
    id: 'awards',
    title: 'Awards',
    text: `Our work has won ${AGENCY.clioAwards} Clio Awards, a Telly Award, two Shorty Awards, an AAF American Advertising Award, a Digiday Video Award, a Smarties Award and Ad Age recognition.`,
    keywords: ['awards', 'clio', 'telly', 'shorty', 'recognition', 'award winning'],
  },
  {
    id: 'industries',
    title: 'Industries we serve',
    text: 'We work across entertainment, food and beverage, technology, financial services, events and live music, health and wellness, retail and automotive. Clients include IMAX, Electra Motors, Golden State Creamery, Taquería del Sol, Vaultline, Pacific Coast Credit Union, Sunset Strip Music Festival, Verde Wellness and Canyon Ridge Outfitters.',
    keywords: ['industries', 'clients', 'sectors', 'who you work with', 'brands'],
  },
  {
    id: 'services-overview',
    title: 'Services',
    text: 'Our services are creative campaigns, digital marketing, video production, brand strategy, media buying, social media and influencer marketing. Each has its own page under /services, and most clients combine two or more.',
    keywords: ['services', 'offer', 'capabilities', 'what you do', 'full service'],
  },
  {
    id: 'production',
    title: 'In-house production',
    text: 'Our in-house crew of directors, producers, cinematographers, editors, colorists and sound designers produces commercials, brand films, vertical series and product videos. For virtual production we partner with LED volume stages in Burbank, as we did for the Electra Motors launch film.',
    keywords: ['production', 'video', 'commercial', 'film crew', 'post-production'],
  },
  {
    id: 'media-buying',
    title: 'Media buying',
    text: 'We plan and buy TV, connected TV and streaming, radio, podcasts, out-of-home, programmatic, search and social. More than fifteen years of Los Angeles vendor relationships help us negotiate better rates, as with the $410,000 in added value we secured for Pacific Coast Credit Union.',
    keywords: ['media buying', 'media plan', 'tv', 'radio', 'billboards', 'ctv'],
  },
  {
    id: 'careers-tracks',
    title: 'Careers',
    text: 'There are three ways to work with us: full-time careers across creative, strategy, production, media and digital; our freelance network for directors, editors, designers, writers and crew; and paid internships that run 10 to 12 weeks in summer and fall cohorts. To apply, upload a resume in the chat and say which track interests you.',
    keywords: ['careers', 'jobs', 'hiring', 'freelance', 'internship', 'apply'],
  },
  {
    id: 'what-to-send',
    title: 'What to send us',
    text: 'The more we know, the better our first reply. Send your brief, RFP or deck as a PDF of up to 20MB, either in the chat or on the contact page, and include your goals, timing, budget range and any launch dates.',
    keywords: ['brief', 'rfp', 'deck', 'pdf', 'what to send', 'proposal'],
  },
  {
    id: 'response-time',
    title: 'Response time',
    text: 'We reply to every new inquiry within one business day. Urgent, well-defined projects can often kick off within a week of the scope being agreed.',
    keywords: ['response time', 'how fast', 'reply', 'when will you respond', 'turnaround'],
  },
  {
    id: 'contact-details',
    title: 'Contact details',
    text: `Email ${AGENCY.email}, call ${AGENCY.phone}, or use the form at /contact. Visitors are welcome at the studio by appointment.`,
    keywords: ['contact', 'email', 'phone', 'call', 'get in touch'],
  },
  {
    id: 'remote-work',
    title: 'Working beyond Los Angeles',
    text: 'We are rooted in Southern California but work with clients across the US. Collaboration happens over video calls and shared workspaces, and we travel for shoots, workshops and key meetings.',
    keywords: ['remote', 'outside los angeles', 'nationwide', 'travel', 'other cities'],
  },
  {
    id: 'languages',
    title: 'Languages',
    text: 'Our team works in English and Spanish, in Los Angeles: bilingual creative, Spanish-language media planning and community management in both languages.',
    keywords: ['spanish', 'bilingual', 'language', 'languages', 'espanol'],
  },
  {
    id: 'food-beverage',
    title: 'Food and beverage experience',
    text: "Food and beverage is one of our busiest categories. Our work lifted Golden State Creamery's same-store pint sales by 27% and grew weeknight covers at Taquería del Sol by 38%.",
    keywords: ['food', 'beverage', 'restaurant', 'cpg', 'food brands'],
  },
];
