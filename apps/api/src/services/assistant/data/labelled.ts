// Labelled visitor messages for the assistant: the naive-Bayes intent model is trained on the
// 'train' split at start-up, and the benchmark (apps/api/bench/assistant.ts) scores the 'test'
// split, which is never used for training or for fitting the calibration temperature.
//
// Labelling guide (the rules the detectors are measured against):
// - intent (docs/decisions/004-assistant-dialogue.md, "Intent definitions")
//   - 'service-inquiry': the visitor signals they may hire the agency, or asks about buying its
//     services for a need of their own: a project, brief, budget, timeline, price, process, or a
//     capability for their case; also a request to see the work that states such a need.
//   - 'employment': jobs, internships, the freelance roster, resumes.
//   - 'vendor': someone selling to the agency or pitching a partnership (media owners, tools,
//     suppliers). Press is not a vendor.
//   - 'webchat': everything else: questions about the agency itself (location, history, team,
//     awards, wanting to see the portfolio or reel without a stated need), press, small talk,
//     off-topic, gibberish and abuse.
// - messageType (any intent but vendor): 'portfolio-request' asks to see the agency's work or case
//   studies (not the visitor's own portfolio); 'reel-display' asks to watch the reel now;
//   'reel-request' asks whether there is a reel or to send/share/link it; 'awards-response' asks
//   about awards or recognition (always with triggerAnimation 'awards'); 'document-sharing-response'
//   (service inquiries only) wants to share a brief, deck, RFP or other document. A resume is not a
//   document to share: it belongs to the employment flow.
// - triggerCards (service inquiries only): 'video_reel' with every reel request or display;
//   'food_brands' for food, restaurant and beverage businesses; 'video_portfolio' for video,
//   commercial, film and production work; 'media_campaigns' when media channels or buying are
//   mentioned (media buying/planning, TV, radio, out-of-home, billboards, programmatic, CTV).
// - employmentType (employment only, when the message says it): 'freelancer' (freelance, contract,
//   gig, 1099, project basis, part-time), 'full-time' (full-time, staff, permanent, job openings,
//   hiring, positions, careers), 'internship' (intern, student, graduate programme).
import type { EmploymentType, Intent, MessageType } from '@agency/schema';

export type CardType = 'video_reel' | 'food_brands' | 'video_portfolio' | 'media_campaigns';

export interface LabelledMessage {
  text: string;
  intent: Intent;
  employmentType?: EmploymentType;
  messageType?: MessageType;
  triggerAnimation?: 'awards';
  triggerCards?: CardType[];
  split: 'train' | 'test';
}

type Labels = Omit<LabelledMessage, 'text' | 'split'>;
type Item = string | [string, Partial<Labels>];

function group(base: Labels, train: Item[], test: Item[]): LabelledMessage[] {
  const make = (item: Item, split: 'train' | 'test'): LabelledMessage => {
    const [text, extra] = typeof item === 'string' ? [item, {}] : item;
    return { text, ...base, ...extra, split };
  };
  return [...train.map((item) => make(item, 'train')), ...test.map((item) => make(item, 'test'))];
}

const SI = 'service-inquiry' as const;
const WEB = 'webchat' as const;
/** A request to see the work that also states a need of the visitor's own: a likely client. */
const NEED: Partial<Labels> = { intent: SI };
const cards = (...triggerCards: CardType[]): Partial<Labels> => ({ triggerCards });
const REEL = ['video_reel'] as CardType[];

const portfolio = group(
  { intent: WEB, messageType: 'portfolio-request' },
  [
    'Can you show me your portfolio?',
    'portfolio?',
    'show me your work',
    "I'd love to see some examples of campaigns you've done",
    'Do you have case studies I can look at?',
    'can i browse your past projects',
    'Show me your work for entertainment brands',
    'what have you guys made? any examples',
    [
      "Before we talk budget I want to see what you've actually shipped. Can you pull up some recent campaigns?",
      NEED,
    ],
    'Mind showing me a few case studies from tech clients?',
    'Let me see the work 👀',
    'Could I take a look at your recent projects for consumer brands',
    'Muéstrame su portafolio por favor',
    'Which brands have you worked with? Show me',
    'show work pls',
    [
      "I'm evaluating three agencies for our launch. Can you walk me through a couple of relevant case studies?",
      NEED,
    ],
    'Show me what you did for restaurants',
    "Can I see examples of commercials you've produced?",
    'Open the portfolio',
    'id like to look at your previous client work first',
  ],
  [
    'Got any work samples I could look at?',
    'show me ur portfolio',
    [
      'Can you share a few examples of past campaigns? Our CMO wants to see the quality before a call.',
      NEED,
    ],
    "What kind of projects have you done? I'd like to see some.",
    "Let's see some case studies",
    "Could you show me work you've done for beverage brands?",
    "Montrez-moi vos réalisations s'il vous plaît",
    "I'd like to browse the work you did for retail and ecommerce clients",
    [
      'Any video work I can look at? Thinking about a brand film',
      { ...NEED, ...cards('video_portfolio') },
    ],
  ],
);

const reelDisplay = group(
  { intent: WEB, messageType: 'reel-display', triggerCards: REEL },
  [
    'Can I see your creative reel?',
    'play the reel',
    'show me your showreel',
    'I want to watch your sizzle reel',
    'Can you play your demo reel for me?',
    "let's see that reel 🎬",
    'roll the reel!',
    'pull up your reel please',
    'show reel',
    "I'd like to watch the agency reel now",
    'can u show me the reel rn',
    'Before anything else, let me see your highlight reel',
    'Put on your latest reel, I want to see the energy of your work',
    'Quiero ver su reel',
    'Watch reel',
    'my team is here with me, can you play your showreel so we can all see it?',
    'Show me the 2024 reel',
    'Hit play on the reel',
    'could I view your production reel real quick',
  ],
  [
    'play ur reel pls',
    'I want to see your reel',
    'Can we watch the showreel?',
    'Show the highlight reel',
    "open your reel, curious what you've got",
    'Fire up the sizzle reel 🔥',
    "We're in a conference room right now, could you show us your reel?",
    'Je voudrais voir votre showreel',
    'Let me watch the agency reel',
  ],
);

const reelRequest = group(
  { intent: WEB, messageType: 'reel-request', triggerCards: REEL },
  [
    'Do you have a reel?',
    'do u guys have a showreel',
    'Can you send me your reel?',
    'Could you email me a link to your demo reel?',
    'Is there a reel I can share with my boss?',
    'got a sizzle reel?',
    'Where can I find your reel? Need to forward it to our brand team.',
    'Can I get a copy of your reel for our pitch review?',
    'Please send over the reel link',
    'Do you guys have a reel I could pass along to our VP of marketing?',
    'reel link?',
    'Does your agency have a recent showreel?',
    'Would you share your reel with me by email',
    'Is your reel on Vimeo or YouTube somewhere?',
    '¿Tienen un reel que me puedan mandar?',
    'Do you have a production reel or something similar',
    'Can you DM me the reel',
    'I need your reel for our agency review, can you send it?',
    'is there a 2025 reel yet?',
  ],
  [
    'do you have a demo reel',
    'Could you send your showreel to my email?',
    'Is there a reel available to download?',
    'Can you share the link to your sizzle reel',
    'Hey, does Silver Lake have a reel?',
    'Any chance you could forward your reel to our CMO?',
    'Vous avez un showreel ?',
    "Where's your reel? I'd like to pass it around internally",
    'have a reel I can send to my partners?',
  ],
);

const documents = group(
  { intent: SI, messageType: 'document-sharing-response' },
  [
    'I have a creative brief I would like to share',
    'Can I upload our RFP?',
    'We have a brief ready, where do I send it?',
    "I'd like to share our pitch deck with you",
    'Can I send you the brief for our summer campaign?',
    'We put together an RFP for a full-year creative partner. Can I attach it here?',
    'how do i share a document with you',
    'Let me upload our brand guidelines and the brief',
    "I've got a PDF deck explaining the project",
    'can i attach a pdf',
    "Our procurement team issued an RFP, we'd love for you to respond. Where should I send it?",
    'I have a one-pager about the launch, want me to send it?',
    "Here's the deal: we have a brief, a budget and a deadline. Can I drop the brief in here?",
    '¿Puedo compartir el brief de la campaña?',
    "I'll share our campaign deck so you can see what we're thinking",
    'we wrote up a project brief for a rebrand — can I upload it',
    'Sending over our RFP now, where should it go?',
    'Is there a way to upload a deck here?',
    ['I want to send you our media brief for Q3', cards('media_campaigns')],
  ],
  [
    'Can I share our brief with you?',
    "we have an RFP we'd like you to look at",
    'i have a deck to send over',
    'Where do I upload a creative brief?',
    'Our team drafted a brief for the holiday campaign. Happy to send it if that helps.',
    'Could I attach our brand book and RFP here',
    'Can I upload a PDF with the project details?',
    'Je peux vous envoyer notre brief ?',
    ['Let me share the brief for our restaurant relaunch', cards('food_brands')],
  ],
);

const awards = group(
  { intent: WEB, messageType: 'awards-response', triggerAnimation: 'awards' },
  [
    'What awards has your agency won?',
    'awards?',
    'Have you won any Clios?',
    'are you award winning',
    'Tell me about your awards',
    'Which industry awards have you received?',
    'Any Tellys or Shorty Awards?',
    'has your work been recognized by any award shows',
    'What recognition has the agency gotten?',
    'I read you won a Clio, is that true?',
    'Show me your trophies 🏆',
    'How many awards do you have?',
    [
      'Our board cares about credibility. Has your creative won awards at Cannes, the Clios or the Effies?',
      NEED,
    ],
    '¿Han ganado premios?',
    'what accolades do you have',
    'list your awards',
    'Did you win anything for the IMAX campaign?',
    'Are you an award winning agency or do you just say so lol',
    'Any Ad Age or Digiday honors?',
  ],
  [
    'Has Silver Lake Creative won any awards?',
    'what awards have you guys won',
    'Tell me about the Clio awards you won',
    'any industry recognition?',
    'Are your campaigns award-winning?',
    'Quels prix avez-vous gagnés ?',
    'show me the awards',
    'How many Tellys do you have?',
    ["I'd like to know what honors and awards your work has received before we commit", NEED],
  ],
);

const food = group(
  { intent: SI, triggerCards: ['food_brands'] },
  [
    'Do you work with food and beverage brands?',
    'Our restaurant group needs a new brand identity',
    "We're a craft brewery looking to launch a new seasonal IPA",
    'I own a taco shop in Echo Park and need more foot traffic',
    'Any experience with CPG snack brands?',
    'We make plant-based frozen meals and want a national campaign',
    'Launching a cold brew coffee brand next spring, need help with packaging and social',
    'Do you do marketing for restaurants',
    "We're a winery in Paso Robles, need a new campaign for our rosé",
    'Our juice company wants to grow on TikTok',
    'Can you help a bakery chain with a grand opening campaign?',
    "Have you worked with QSR brands? We're a burger chain with 40 locations.",
    'Somos una marca de bebidas y buscamos agencia',
    'food brand here 🍔 need ads',
    'We are a hard seltzer startup, launching in California in March, budget around 250k',
    'Looking for an agency that understands beverage alcohol compliance',
    'Our hot sauce brand wants to get into grocery stores and needs buzz',
    'We run a farm-to-table restaurant group in LA and want to refresh our brand, website and social. Three locations, one opening soon. What would you suggest?',
  ],
  [
    'do you have experience with restaurant brands?',
    "We're an energy drink brand looking for a creative agency",
    'We sell artisanal ice cream and want to expand to LA',
    'Need a campaign for our new coffee shop chain ☕',
    'Have you done work for any food companies?',
    "We're a kombucha brand, can you help with launch marketing?",
    'Nuestro restaurante necesita una campaña en redes',
    'I manage marketing for a regional pizza chain. We want to drive app orders and catering. Could you help?',
  ],
);

const video = group(
  { intent: SI, triggerCards: ['video_portfolio'] },
  [
    [
      'We want a 30-second commercial for streaming TV',
      cards('video_portfolio', 'media_campaigns'),
    ],
    'Can you produce a product video for our launch?',
    'Can you shoot a documentary-style brand film?',
    'What does your production process look like?',
    'We need a video for our Kickstarter',
    'Do you do video production in house?',
    'looking for a crew to shoot a commercial in downtown LA next month',
    'We need 10 short vertical videos for Reels and TikTok',
    'Can you make an explainer video for our SaaS product?',
    'How much does it cost to produce a 60 second spot?',
    'We need an animated video for our app launch',
    'Do you handle casting, locations and post-production?',
    'Need a brand film for our 20th anniversary',
    'we want testimonial videos with our customers',
    'Can you film a music video?',
    'Necesitamos producir un video corporativo',
    'Our nonprofit needs a short film for our gala in October. We have about $40k. Is that realistic for something emotional and cinematic?',
    'Do you do drone footage and aerial shoots',
  ],
  [
    'Can you make a commercial for our new electric bike?',
    'we need product videos for our Shopify store',
    'Do you have in-house video production?',
    'Looking to shoot a brand anthem film this summer',
    [
      'How long does it take to produce a TV commercial?',
      cards('video_portfolio', 'media_campaigns'),
    ],
    'We need a series of YouTube pre-roll ads produced',
    'Can you help with an explainer video, maybe 90 seconds, animated?',
    '¿Hacen producción de video?',
  ],
);

const media = group(
  { intent: SI, triggerCards: ['media_campaigns'] },
  [
    'We need a media plan for a regional awareness push',
    'Can you handle media buying across TV and digital?',
    'Do you buy radio?',
    'We want billboards along the 405',
    'how do you approach programmatic',
    'We need someone to manage our $2M media budget',
    'Can you place CTV ads on Hulu and Roku?',
    'Looking for an agency to run OOH in LA and NYC',
    'Do you negotiate TV airtime?',
    "What's your media buying fee?",
    'We want to test streaming audio ads on Spotify',
    'Our in-house team does creative but we need a media buying partner',
    'Can you run a programmatic display campaign targeting parents in Southern California?',
    "We're spending 500k a year on Meta and want to diversify into TV and out of home",
    'media buying?',
    'Can you get us bus shelter and billboard placements near stadiums',
    '¿Compran medios en televisión y radio?',
    'Do you do media planning for ballot measure campaigns?',
  ],
  [
    'Can you plan and buy a TV campaign for us?',
    'we want to do radio spots in the LA market',
    'Do you handle out-of-home advertising?',
    "What's your approach to programmatic buying?",
    'Looking for a media agency to manage our ad spend across channels',
    'Can you buy billboards in Las Vegas?',
    'We need a media partner for connected TV',
    "Achetez-vous de l'espace média ?",
  ],
);

const general = group(
  { intent: SI },
  [
    'We need a campaign to launch our new product in Los Angeles',
    'How much does a brand refresh usually cost?',
    'Help us grow our Instagram and TikTok following',
    'We want to partner with influencers for a summer campaign',
    'How long does a typical campaign take?',
    'Can you help us rebrand before our Series B?',
    'We need paid social ads that actually convert',
    'We are opening a new location and need local buzz',
    'Do you build websites and landing pages?',
    'I want to talk to someone about a retainer',
    [
      'Our app needs a launch video and a paid media plan',
      cards('video_portfolio', 'media_campaigns'),
    ],
    'How do you measure campaign results?',
    'We want to sponsor a festival and activate on site',
    'what services do you offer',
    'how much do you charge',
    'pricing?',
    'Do you do brand strategy?',
    'We need a logo and brand identity for our startup',
    'looking for an agency for our fintech launch',
    'Can you manage our social media accounts?',
    'we need help with SEO and content marketing',
    "What's your minimum budget?",
    'Do you work with startups or only big brands?',
    "We're a dental group with 12 offices looking to get more patients through digital ads",
    'Can you redesign our website',
    'need a campaign for black friday asap',
    'What does your onboarding process look like for new clients?',
    "I'm the CMO of a mid-size apparel brand. We've been with the same agency for 6 years and want fresh creative thinking for our spring collection, including social, influencer and some experiential. Budget is flexible for the right partner. How do you typically start an engagement like this?",
    'Do you offer retainers or only project work?',
    'Necesito una agencia para lanzar mi marca de ropa',
    'Nous cherchons une agence pour une campagne digitale',
    'hi, we need marketing help for our real estate development',
    'can you help with ads for a school board race?',
    'Do you do influencer marketing?',
    'Can you create a campaign for our hotel reopening in Palm Springs?',
    'We want to hire you for a product launch',
    "Hey there. Long story short: we're a Series A climate-tech company with a great product and zero brand. Our website looks like a template, our social is a ghost town, and we have a big industry conference in four months where we want to make a splash. We need positioning, a visual identity, a launch campaign and probably some paid social to build an audience before the event. Is that the kind of thing you take on, and how would you sequence it given the timeline?",
  ],
  [
    'What kind of services does your agency provide?',
    'how much would a full rebrand cost us',
    'We need help launching a mobile game',
    'Can you run our LinkedIn ads?',
    'Looking for a creative partner for a B2B software launch in Q2',
    'Do you do packaging design?',
    'our brand feels outdated, can you help',
    "What's the typical timeline for a campaign from brief to launch?",
    "We're a medical spa and want more bookings from Instagram",
    'Do you work with nonprofits?',
    'We want to hire an agency for our grand opening in Pasadena',
    'Can you help us with an activation during Super Bowl week?',
    'Quiero una campaña para mi startup de tecnología',
    'I run a boutique fitness studio. We need a brand refresh and a social strategy that actually gets people in the door. What would working together look like and what does it cost?',
    'Do you offer a free consultation?',
    "Hi! I'm the marketing lead at a family-owned furniture company that has been around for forty years. Our customers are loyal but getting older, and we've never really done anything online beyond a basic website. The owners finally agreed to invest in a proper brand update and a campaign aimed at younger homeowners in Southern California. We're not sure whether to start with the brand, the website or the ads, and we'd love some guidance on where to begin and what a sensible first-year budget looks like.",
  ],
);

const EMP = 'employment' as const;

const freelancer = group(
  { intent: EMP, employmentType: 'freelancer' },
  [
    'I am a freelance video editor looking for work',
    'Do you hire freelancers?',
    "I'm a freelance copywriter, would love to be in your roster",
    'Looking for contract work as a motion designer',
    'Are you looking for freelance art directors?',
    'freelance?',
    'I do 1099 work as a colorist, any gigs?',
    'How do I join your freelance network?',
    "I'm a DP based in LA, available for shoots on a day-rate basis",
    'Can I pick up some project-based design work with you?',
    'Soy editor freelance y busco proyectos',
    'im a gig illustrator, do you contract out?',
    'Do you take on contractors for social content?',
    'Freelance producer here with 10 years of commercial experience. Happy to send my reel.',
    "I'm a part-time photographer looking for occasional assignments",
    'Are there any short-term contract roles for UX designers?',
    "Would love to freelance with your creative team. Here's my portfolio: behance.net/jdoe",
    'Do you need any freelance writers for campaigns?',
    'Je suis graphiste freelance, vous recrutez ?',
  ],
  [
    'Any freelance opportunities for a sound designer?',
    "I'm a contract copywriter, how do I get on your list?",
    'freelance motion graphics artist, available next month',
    'do you use freelancers for production?',
    'Looking for gig work as an editor',
    'Soy fotógrafo freelance, ¿trabajan con externos?',
    "I'm a freelance strategist and would love to collaborate on projects",
    "Are you open to contractors? I'm a 3D artist",
    'How does the freelance network work? I am a stylist with commercial and editorial experience and can share my portfolio link.',
  ],
);

const fullTime = group(
  { intent: EMP, employmentType: 'full-time' },
  [
    'Are you hiring designers or copywriters?',
    'Are you hiring?',
    'Do you have any job openings?',
    "I'm looking for a full-time position as an account manager",
    'What careers are available at Silver Lake Creative?',
    'Any open roles for a senior art director?',
    'I want to work at your agency full time',
    'Do you have permanent positions for strategists?',
    'Is there a job opening for a social media manager?',
    'jobs?',
    'How do I apply for a staff role?',
    "What's the salary range for a creative director position?",
    "I'd love to join your team as a full-time producer",
    'Busco trabajo de tiempo completo en publicidad',
    "I've been a brand strategist for 8 years and I'm ready for my next full-time role. Does your team have anything open?",
    'Any positions in your media department?',
    'Where can I see your current openings?',
    'Do you offer benefits and full-time employment?',
    'Je cherche un poste à temps plein',
  ],
  [
    'are u hiring',
    'Do you have any open positions?',
    "I'm interested in a full-time job with your agency",
    'Is there a career page? I want to apply',
    'Hiring any account executives right now?',
    'Looking for a permanent role as a copywriter',
    '¿Tienen vacantes de tiempo completo?',
    'How can I join the team full time?',
    'Senior designer here, 6 years agency experience, looking for a staff position in LA.',
  ],
);

const internship = group(
  { intent: EMP, employmentType: 'internship' },
  [
    'Do you offer internships for film students?',
    'Are there any internships available?',
    "I'm a college student looking for a summer internship",
    'internship?',
    'Do you have a graduate program?',
    "I'm studying graphic design at ArtCenter and would love to intern with you",
    'How do I apply for an internship?',
    'Are your internships paid?',
    'Any intern positions for marketing majors?',
    "I'm graduating in May, do you have entry level programs for grads?",
    'Busco prácticas en una agencia de publicidad',
    'Do you take high school interns?',
    "I'm a junior at USC studying communications. Is there a spring internship?",
    'Can I do my school practicum with you?',
    'Je cherche un stage en communication',
    'Looking for an internship in video production',
    'do you hire student workers',
    'Is there an internship for copywriting students?',
    'I need an internship for credit this fall',
  ],
  [
    'Any internship openings this summer?',
    "I'm a student and want to intern at an ad agency",
    'Do you have a program for recent graduates?',
    'Are internships remote or in LA?',
    'intern spots open?',
    '¿Ofrecen pasantías?',
    "I'm a design student at Otis, can I apply to be an intern?",
    'Is the internship paid or unpaid',
    "Hi! I'm finishing my film degree at UCLA and would love to learn at your agency as an intern. I've worked on a few student shorts as an assistant editor and I'm really interested in commercial work and branded content. How do I apply, and is there a deadline for the summer cohort?",
  ],
);

const employmentGeneral = group(
  { intent: EMP },
  [
    'Where do I send my resume?',
    'Can I upload my CV?',
    'I want to work with you guys',
    'Quiero trabajar con ustedes',
    'How do I apply?',
    "I'd like to submit my resume for consideration",
    'Who do I talk to about working at Silver Lake?',
    'I sent my resume last week, any update?',
  ],
  [
    'Can I send you my resume?',
    'Is there a way to apply through this chat?',
    "I'd love to work for your agency",
    'Where can I drop my CV?',
  ],
);

const vendor = group(
  { intent: 'vendor' },
  [
    "We're a production company in Burbank and would love to be on your vendor list",
    'I represent a stock footage library, can I send pricing?',
    'Hi, we offer SEO services to agencies. Interested in a white-label partnership?',
    'Are you open to partnering with a post-production house?',
    "I'm reaching out from a print shop, we'd love to quote your next print job",
    'We sell influencer management software, could I get 15 minutes with your head of social?',
    'Do you work with outside vendors for animation? We are an animation studio.',
    "I'd like to pitch our AI video tool to your team",
    'How do I become a supplier for your agency?',
    "We're a casting agency offering our talent roster for your shoots",
    'I can get you 10x more leads with our outreach service',
    'partnership inquiry',
    "We're a media rep firm for podcast networks and would like to introduce our inventory",
    'Our studio offers motion capture at discounted rates for agencies',
    'Who handles vendor relationships at your company?',
    "I'm with a translation services company, we localize ad campaigns into 40 languages",
    "Can we discuss a referral partnership? We're a web dev shop that doesn't do branding",
    "We'd like to offer our sound stage for your next production",
    'Hola, somos una productora en Ciudad de México y queremos ofrecer servicios de producción',
    'Interested in reselling our programmatic platform?',
    "I'm a sales rep for a promotional products company",
    'We build custom LED screens for experiential activations, would love to work with your events team',
    "Can I send you our capabilities deck? We're an offshore design team.",
    "I'm the founder of a data analytics startup and I think our audience insights would help your clients",
    'Looking to connect with your procurement department',
    'We are a drone cinematography company offering services',
    'Nous sommes une société de production et aimerions collaborer avec votre agence',
    'Do you accept vendor applications?',
    'Hey! Our company provides lead generation for agencies, 100% guaranteed',
    "We're a virtual production stage in Sun Valley with an LED volume. Offering agency rates this quarter and would love to show your producers around. Who's the right person?",
  ],
  [
    "We're a post house offering color and finishing services, who should I talk to?",
    "I'd love to pitch our influencer platform to your team",
    'Are you accepting new vendors?',
    'We provide translation and subtitling for ad campaigns',
    'Our company sells stock music licenses, interested?',
    "I'm an account exec at a billboard company, can we set up a call about inventory?",
    "Want to partner? We're a dev agency looking for creative partners for referrals",
    "Hi, we're a camera rental house in Hollywood offering agency discounts",
    'Can I send over our rate card? We do 3D and CGI for agencies.',
    'Somos proveedores de impresión gran formato para agencias',
    "I'd like to introduce our AI copywriting tool to your creative team",
    'Who manages supplier partnerships there?',
    'We are an event staffing company and would love to support your activations',
  ],
);

const webchat = group(
  { intent: 'webchat' },
  [
    'hi',
    'hello',
    'hey there 👋',
    'good morning',
    'yo',
    'thanks!',
    'thank you so much',
    'ok cool',
    'who are you?',
    'are you a bot?',
    'is this a real person',
    'lol',
    "what's the weather in LA",
    'tell me a joke',
    'who won the lakers game last night',
    'asdfghjkl',
    '?????',
    'test',
    'you suck',
    'this is stupid',
    'fuck off bot',
    'what is the meaning of life',
    'Where is your studio located?',
    'what are your office hours?',
    "what's your phone number",
    'how do I contact you',
    'when was the agency founded?',
    'Who founded Silver Lake Creative?',
    'how many people work there?',
    'Hola',
    'Bonjour',
    '你好',
    'ok',
    'bye',
    'can you help me with my homework',
    'write me a poem about cats',
    "what's 2+2",
    '🤔',
    'blah blah',
    "I'm just browsing",
    'nice website',
    'is this site safe?',
    "how's your day going",
    'what does silver lake mean',
    'can i get a pizza delivered',
  ],
  [
    'hey',
    'hello!!',
    'thanks',
    'good afternoon 🙂',
    'what is this',
    'are you human?',
    'qwertyuiop',
    'hmm',
    'what time is it',
    'who is the president',
    "you're useless",
    'stupid bot',
    'where are you guys based?',
    "What's your email address?",
    'Ciao!',
    'recommend a good movie',
    'lmao',
    'can you do my taxes',
    'How long has the agency been around?',
  ],
);

// A second batch, written after the first model was cross-validated on the training split (the
// minority intents were short of examples); its test items were written the same way, blind.
const moreGeneral = group(
  { intent: SI },
  [
    'rates?',
    'cost for a logo?',
    'Do you offer SEO?',
    'Can you help us get more reviews on Google?',
    'We need an email marketing strategy',
    'Do you work with B2B companies?',
    'Can you do a brand launch on a tight budget?',
    'we need a new tagline and messaging',
    'How do you price a social media retainer?',
    'Do you do event marketing and experiential?',
  ],
  [
    'price for a website?',
    'Can you help with our Google Ads?',
    'Do you work with healthcare brands?',
    'We need a naming agency for our new product line',
  ],
);

const moreEmployment = group(
  { intent: EMP },
  [
    "Just uploaded my resume, what's next?",
    'Do you accept applications from people outside California?',
    "I'm a motion designer with 7 years experience, how can I get involved?",
    'Where should I send my reel and resume?',
    'Me gustaría enviar mi currículum',
    "I'd like to be considered for your creative team, where do I start?",
  ],
  [
    "What's the best way to submit my CV?",
    "I'm a copywriter and would love to be considered for future work",
    'I uploaded my resume earlier today',
    [
      "Hi there! My name is Jordan and I've been working as a freelance editor and motion designer in Los Angeles for about nine years, mostly on commercials, branded content and social cutdowns for agencies and in-house brand teams. I cut in Premiere and Resolve, do my own color and finishing when budgets are tight, and I'm comfortable running small post teams on tight turnarounds. I'm looking to join a few more agency rosters for next quarter, ideally for ongoing project work rather than one-off days. Is there a freelance network I can apply to, and what's the best way to send my reel, resume and day rate?",
      { employmentType: 'freelancer' },
    ],
  ],
);

const moreVendor = group(
  { intent: 'vendor' },
  [
    "We're a boutique VFX studio and would love to be considered for overflow work",
    'Hi! I run a podcast network and we have sponsorship inventory that would suit your clients',
    'Can I get the email of your head of production? We rent grip and lighting equipment.',
    'We provide white-label paid social management for agencies at a flat monthly rate',
    "Our company makes branded merchandise, we'd love to quote swag for your next activation",
    "Hello, I'm a rep for a Spanish-language radio group and wanted to share our rate card",
    "We're launching a new DOOH network in Orange County and offering launch pricing to agencies",
    'Is there someone I can talk to about offering our voiceover services?',
    "I'm an AI startup founder, our tool writes ad copy 10x faster, can I demo it for your creatives?",
    "We're a location scouting company with 2,000 LA locations, would love to partner",
    "Do you guys outsource any development work? We're a dev shop in Ukraine with great rates",
    'Our agency specializes in Amazon ads, we could be your white label partner',
    "I sell ad inventory on rideshare screens. Who's your media buyer?",
    'We are a music licensing company offering agencies a catalog of 50k tracks',
    "Hi there, I'm reaching out on behalf of a printing and signage company",
    'Can we schedule a call to discuss a co-marketing partnership between our companies?',
    "We'd love to add Silver Lake Creative to our list of agency partners for our SaaS platform",
    'Buenos días, somos una agencia de modelos y queremos presentarles nuestro catálogo',
    'We have a network of 5,000 micro-influencers available for your campaigns, interested in a partnership?',
    "I'd like to offer my company's transcription and captioning services",
    'Looking for the person who manages vendors and suppliers at your agency',
    "Good afternoon, our catering company serves film sets across LA and we'd love to feed your next shoot",
    "Hello! I'm the head of partnerships at a Los Angeles based post-production and finishing company. We've spent the last twelve years doing color, sound mix, online editing and VFX cleanup for commercials, music videos and streaming series, and we recently opened a second facility in Burbank with two Dolby-certified mix stages. We work with a lot of independent agencies on a white-label basis and offer agency rates, flexible scheduling and overnight turnarounds when campaigns get tight. I'd love to introduce our team to your producers and see whether we could support any upcoming projects. Who would be the right person to talk to, and could I send over our reel and rate card?",
  ],
  [
    "We're a color grading studio with agency pricing, who should I send our reel to?",
    'Our platform automates influencer payments, could we show your team a quick demo?',
    'I represent a network of billboards along the 10 freeway and would like to share availability',
    'Would your agency be interested in a referral partnership with our PR firm?',
    'We supply props and wardrobe for commercial shoots, can I send our catalog?',
    'Hello! Our SEO agency offers white label services, 30% off for the first three months',
    'Who do I contact about becoming a preferred vendor?',
    'Somos una empresa de subtitulado y queremos colaborar con su agencia',
    "My company does event rentals and staging. We'd love to support your next experiential activation.",
  ],
);

const moreWebchat = group(
  { intent: 'webchat' },
  [
    'hiya',
    'sup',
    'good evening!',
    'thank u',
    "thanks, that's all",
    'cool thanks',
    'great, bye',
    'see ya',
    'are you chatgpt?',
    'am I talking to a human',
    "what's your favorite color",
    'do you like tacos',
    'how old are you',
    "what's the capital of France",
    'can you book me a flight',
    'sing me a song',
    'jdkfjskdfj',
    '......',
    '123',
    'k',
    'this chatbot is garbage',
    'go to hell',
    'screw this',
    "what's your address?",
    'are you open on weekends?',
    'who owns the agency?',
    'do you have parking at the studio?',
    'Buenos días',
    'Salut, ça va ?',
    'Guten Tag',
  ],
  [
    'howdy 🤠',
    'thank you!',
    'goodbye',
    'is this AI?',
    "what's the best burger in LA",
    'asdf jkl',
    'ur dumb',
    "What's your street address?",
    'Are you open today?',
    'Olá',
    'what day is it today',
  ],
);

// Written for those intent definitions: press and questions about the agency are webchat, a
// Spanish message is labelled like its English twin.
const pressAndAgency = group(
  { intent: WEB },
  [
    "I'm a reporter at Ad Age writing about LA agencies. Could someone talk to me?",
    'Journalist here, working on a story about creative studios in Silver Lake',
    'Can I interview your founder for our podcast?',
    'Who runs the agency?',
    'How many clients do you have?',
    'Do you have a New York office?',
    'Is your team bilingual?',
    'How large is your agency?',
    'How many employees does the agency have?',
    'Who is on your team?',
    'What languages do you work in?',
    'Who are your biggest clients?',
    'I saw your billboard on Sunset, nice work',
    '¿Dónde están ubicados?',
    '¿Trabajan en español?',
    '¿Quiénes son ustedes?',
    'Gracias, muy amable',
    '¿Cuántas personas trabajan en la agencia?',
  ],
  [
    'Hi, I write for a marketing newsletter and would love a quote from your creative director',
    'Is there a press contact?',
    'What year did you start?',
    'do you speak spanish?',
    'Do you have offices outside LA?',
    '¿Hablan español?',
    '¿Cuál es su correo?',
    'Hola, buenas tardes',
    'Who is your CEO?',
  ],
);

const spanishNeeds = group(
  { intent: SI },
  [
    'Necesito un comercial para mi restaurante',
    '¿Cuánto cuesta una campaña en redes sociales?',
    'Queremos lanzar una app y buscamos una agencia',
    'Tenemos una clínica dental y necesitamos más pacientes',
    '¿Cuánto tiempo toma producir un video?',
    'Quiero ver ejemplos de trabajo para restaurantes, vamos a abrir uno nuevo',
    'Buscamos una agencia para el lanzamiento de nuestra película',
    // A business introducing itself to an agency is a likely client unless it offers something:
    // without these, "somos una…" leaned on the Spanish vendor pitches ("somos una productora…").
    'Hola, ¿atienden en español? Somos una clínica veterinaria en Glendale',
    'Somos una panadería familiar en el Este de Los Ángeles',
    'Hola, somos un despacho de abogados y nos interesa trabajar con ustedes',
    'Somos una escuela de idiomas, ¿pueden ayudarnos con publicidad?',
  ],
  [
    'Necesitamos una campaña para nuestra tienda en línea',
    '¿Cuánto cobran por un video para redes?',
    'Mi empresa de software necesita una estrategia de marca',
    'Queremos anunciarnos en radio y televisión en Los Ángeles',
  ],
);

const spanishJobs = group(
  { intent: EMP },
  [
    '¿Tienen vacantes de diseñador?',
    'Soy estudiante y busco prácticas',
    'Quiero trabajar con ustedes como editor freelance',
  ],
  ['Busco empleo de tiempo completo en producción', '¿Cómo envío mi currículum?'],
);

export const labelled: LabelledMessage[] = [
  ...portfolio,
  ...reelDisplay,
  ...reelRequest,
  ...documents,
  ...awards,
  ...food,
  ...video,
  ...media,
  ...general,
  ...freelancer,
  ...fullTime,
  ...internship,
  ...employmentGeneral,
  ...vendor,
  ...webchat,
  ...moreGeneral,
  ...moreEmployment,
  ...moreVendor,
  ...moreWebchat,
  ...pressAndAgency,
  ...spanishNeeds,
  ...spanishJobs,
];

export const trainingSet = labelled.filter((item) => item.split === 'train');
export const testSet = labelled.filter((item) => item.split === 'test');
