// Questions the chat assistant can answer straight from the knowledge base. Answers are plain text.
import type { FaqEntry } from '@agency/schema';

export const faqs: FaqEntry[] = [
  // services
  {
    id: 'services-what-we-offer',
    question: 'What services does Silver Lake Creative offer?',
    answer:
      'We are a full-service creative agency covering brand strategy, creative campaigns, media buying, video production, digital marketing, social media and influencer marketing. Most clients use several of these together, and our teams are set up to work that way under one roof. Tell us what you are trying to achieve and we will suggest the right mix.',
    keywords: ['services', 'what do you do', 'offer', 'capabilities', 'full service'],
    category: 'services',
  },
  {
    id: 'services-media-buying-channels',
    question: 'Which media channels do you plan and buy?',
    answer:
      'We plan and buy broadcast and cable TV, connected TV and streaming, radio, podcasts and streaming audio, out-of-home and digital out-of-home, programmatic display and video, paid search and paid social. We have bought Los Angeles media for more than fifteen years, and those relationships usually earn our clients better rates and added value. Want us to sketch a channel mix for your budget?',
    keywords: ['media buying', 'channels', 'tv', 'radio', 'billboards', 'ctv', 'media plan'],
    category: 'services',
  },
  {
    id: 'services-influencer-programs',
    question: 'Do you run influencer and creator programmes?',
    answer:
      'Yes, we handle casting, vetting, briefs, contracts, usage rights, FTC disclosure and paid amplification through whitelisting and Spark Ads. Every creator gets a tracked link or code, so we can show who actually drove sales. For Verde Wellness, 35 creators helped cut cost per acquisition by 44%. Would you like to see how a programme could work for your brand?',
    keywords: ['influencer', 'creators', 'ugc', 'whitelisting', 'tiktok creators'],
    category: 'services',
  },
  {
    id: 'services-production-capabilities',
    question: 'Do you have your own production team?',
    answer:
      'We do. Our in-house crew includes directors, producers, cinematographers, editors, colorists and sound designers, and our Silver Lake studio has a shooting stage, two edit bays, a color suite and a sound mix room. For bigger builds we partner with LED volume stages in Burbank for virtual production. Do you have a shoot in mind?',
    keywords: ['production', 'in-house crew', 'post-production', 'studio', 'film crew', 'editing'],
    category: 'services',
  },
  {
    id: 'services-websites-landing-pages',
    question: 'Do you build websites and landing pages?',
    answer:
      'We design and build campaign landing pages, microsites and conversion-focused pages as part of our digital work, like the release-countdown site we built for IMAX. For large custom platforms we bring in trusted development partners and lead the creative and UX ourselves. Tell us a little about the site you need and we will point you in the right direction.',
    keywords: ['website', 'landing page', 'web design', 'microsite', 'build a site'],
    category: 'services',
  },
  {
    id: 'services-brand-strategy-rebrand',
    question: 'Can you help us with a rebrand or new brand identity?',
    answer:
      'Absolutely, brand strategy and identity work is one of our core practices. We cover research, positioning, naming, messaging, visual identity and guidelines, and we can support the rollout with a launch campaign. Are you refreshing an existing brand or starting from scratch?',
    keywords: ['rebrand', 'brand identity', 'logo', 'positioning', 'brand strategy'],
    category: 'services',
  },
  {
    id: 'services-reporting-measurement',
    question: 'How do you report on results and measure success?',
    answer:
      'Before launch we agree a short list of metrics tied to your business goals, such as sales, sign-ups, bookings or store visits, and set up tracking to match. You get a live dashboard, weekly pacing updates during campaigns and a monthly review in plain language. Larger campaigns close with a full post-campaign analysis and, where it makes sense, a brand-lift study. Which numbers matter most to your team?',
    keywords: ['reporting', 'measurement', 'analytics', 'roi', 'results', 'kpis', 'dashboard'],
    category: 'services',
  },
  // pricing
  {
    id: 'pricing-project-cost',
    question: 'How much does a project cost?',
    answer:
      'Project work typically ranges from $10K to $100K+, depending on scope, the number of deliverables and whether production or paid media is involved. A focused social content package sits at the lower end, while an integrated campaign with a commercial shoot sits at the higher end. Share a few details about your project and we will come back with a tailored estimate.',
    keywords: ['cost', 'price', 'pricing', 'how much', 'budget', 'quote', 'rates'],
    category: 'pricing',
  },
  {
    id: 'pricing-retainers',
    question: 'Do you offer monthly retainers?',
    answer:
      'Yes, our retainers start from $15K per month. They suit clients who need ongoing creative, social, media management or content, and they give you a dedicated team with priority scheduling. Would you like us to outline what a retainer could include for you?',
    keywords: ['retainer', 'monthly', 'ongoing', 'per month', 'monthly fee'],
    category: 'pricing',
  },
  {
    id: 'pricing-minimum-budget',
    question: 'Is there a minimum budget to work with you?',
    answer:
      'Our projects start at around $10K, and retainers start from $15K per month. Paid media budgets are separate from our fees, and we will be honest if we think your media budget is too small to move the needle. If you are not sure where you fit, tell us your goals and we will suggest a sensible starting point.',
    keywords: ['minimum budget', 'smallest project', 'minimum', 'small budget', 'starting price'],
    category: 'pricing',
  },
  {
    id: 'pricing-media-fees',
    question: 'How do you charge for media buying?',
    answer:
      'We charge a transparent planning and buying fee, agreed up front, and pass media costs through at the rates we negotiate. We never add hidden markups on media, so our recommendations are driven by your results. Happy to walk you through a sample fee structure if that helps.',
    keywords: ['media fees', 'markup', 'commission', 'media cost', 'buying fee'],
    category: 'pricing',
  },
  // process
  {
    id: 'process-how-we-work',
    question: 'What is your process?',
    answer:
      'Most projects follow five steps: discovery, strategy, creative development, production and launch, then measurement and optimization. You get a dedicated account lead, a shared timeline and scheduled check-ins, so there are no surprises. We adapt the process to the size of the job. Would you like to book a short intro call?',
    keywords: ['process', 'how you work', 'approach', 'workflow', 'steps'],
    category: 'process',
  },
  {
    id: 'process-share-brief-rfp',
    question: 'How do I share a brief or RFP with you?',
    answer:
      'You can upload your brief, RFP or deck as a PDF right here in the chat, or attach it on our contact page at /contact. Files can be up to 20MB. We read every brief and reply within one business day. Feel free to send it over now.',
    keywords: ['brief', 'rfp', 'deck', 'upload pdf', 'send document', 'proposal request'],
    category: 'process',
  },
  {
    id: 'process-nda',
    question: 'Will you sign an NDA before we share details?',
    answer:
      'Of course. We regularly sign mutual NDAs before discussing launches, product roadmaps or financial information, and we can send our standard version or review yours. Just send it to hello@silverlakecreative.com and we will turn it around quickly.',
    keywords: ['nda', 'confidentiality', 'non-disclosure', 'confidential'],
    category: 'process',
  },
  {
    id: 'process-creative-ownership',
    question: 'Who owns the creative work when the project is done?',
    answer:
      'You do. Once the project is paid for, the final creative and the rights to it belong to you, as set out in our agreement. Third-party elements such as licensed music, stock footage, talent usage or creator content carry their own terms, and we always flag those and negotiate the usage you need. Any questions about a specific asset, just ask.',
    keywords: ['ownership', 'rights', 'intellectual property', 'who owns', 'usage rights'],
    category: 'process',
  },
  {
    id: 'process-revisions',
    question: 'How many rounds of revisions are included?',
    answer:
      'Our estimates usually include two structured rounds of feedback at each major stage, such as concepts, scripts and edits. That keeps the work moving while giving your team real input. If you need more rounds, we will flag it before it affects the budget.',
    keywords: ['revisions', 'feedback rounds', 'changes', 'edits', 'approval'],
    category: 'process',
  },
  {
    id: 'process-vendor-partnerships',
    question: 'I represent a vendor or media partner. Who should I contact?',
    answer:
      'We are always glad to hear from media owners, production vendors, tech platforms and potential partners. Send a short overview and any rate cards or decks to hello@silverlakecreative.com, or share them here in the chat, and our partnerships team will review them. We get back to relevant proposals within a few business days.',
    keywords: ['vendor', 'partnership', 'media partner', 'supplier', 'collaborate', 'rate card'],
    category: 'process',
  },
  // timelines
  {
    id: 'timelines-campaign',
    question: 'How long does a typical campaign take?',
    answer:
      'An integrated campaign usually takes 8 to 16 weeks from kickoff to launch, depending on production and the number of channels. Our Sunset Strip Music Festival campaign ran 8 weeks, while the IMAX campaign ran 16 weeks. If you have a fixed launch date, tell us and we will plan backwards from it.',
    keywords: ['how long', 'campaign timeline', 'weeks', 'duration', 'turnaround'],
    category: 'timelines',
  },
  {
    id: 'timelines-commercial',
    question: 'How long does it take to produce a commercial?',
    answer:
      'A 30- or 60-second commercial typically takes 6 to 10 weeks: about two weeks for script and treatment, two to three weeks of pre-production, one to six shoot days, and two to four weeks of post-production. Simpler social spots can be turned around in two to three weeks. When do you need it on air?',
    keywords: ['commercial', 'tv spot', 'production timeline', 'how long', 'shoot'],
    category: 'timelines',
  },
  {
    id: 'timelines-rebrand',
    question: 'How long does a rebrand take?',
    answer:
      'A full rebrand, including research, positioning, naming or messaging, visual identity and guidelines, usually takes 10 to 16 weeks. A lighter brand refresh can be done in 6 to 8 weeks. Rollout across signage, packaging or locations is planned separately. Is there a date you are working toward?',
    keywords: ['rebrand', 'brand refresh', 'timeline', 'identity', 'how long'],
    category: 'timelines',
  },
  {
    id: 'timelines-start',
    question: 'How soon can you start?',
    answer:
      "We can usually kick off within one to two weeks of signing off the scope, and sooner for urgent, well-defined work. We reply to every new inquiry within one business day. Tell us your ideal start date and we will check the team's availability.",
    keywords: ['start', 'how soon', 'availability', 'kick off', 'rush', 'urgent'],
    category: 'timelines',
  },
  // location
  {
    id: 'location-studio',
    question: 'Where are you located?',
    answer:
      'Our studio is at 3450 Sunset Blvd, Suite 210, Los Angeles, CA 90026, in the heart of Silver Lake. It is also where we shoot and edit, so clients often visit for shoots and reviews. Would you like to set up a visit?',
    keywords: ['location', 'address', 'where', 'office', 'studio', 'silver lake'],
    category: 'location',
  },
  {
    id: 'location-remote-outside-la',
    question: 'Do you work remotely or with clients outside Los Angeles?',
    answer:
      'Yes. We are rooted in Southern California, but we work with clients across the US, and much of our collaboration happens over video calls and shared workspaces. We travel for shoots, workshops and key meetings whenever it helps the work. Where is your team based?',
    keywords: ['remote', 'outside la', 'other cities', 'nationwide', 'travel', 'virtual'],
    category: 'location',
  },
  {
    id: 'location-contact-details',
    question: 'How can I contact you directly?',
    answer:
      'You can email us at hello@silverlakecreative.com, call +1 (323) 555-0147, or use the form on our contact page. We respond to every inquiry within one business day. You can also leave your details right here in the chat.',
    keywords: ['contact', 'email', 'phone', 'call', 'get in touch', 'reach'],
    category: 'location',
  },
  // company
  {
    id: 'company-about',
    question: 'Who is Silver Lake Creative?',
    answer:
      'We are a Los Angeles creative advertising agency founded in 2009, with a team of about 38 strategists, creatives, producers and media specialists. We have been serving Southern California brands ever since, from entertainment studios to neighborhood restaurant groups. Want to see some of our work?',
    keywords: ['about', 'who are you', 'agency', 'history', 'team'],
    category: 'company',
  },
  {
    id: 'company-languages',
    question: 'Do you work in Spanish?',
    answer:
      'Yes. Our team works in English and Spanish, from strategy and scripts to shoots, community management and Spanish-language media, as we did for Pacific Coast Credit Union. You can write to us in either language. What are you working on?',
    keywords: ['spanish', 'bilingual', 'language', 'languages', 'espanol', 'hispanic'],
    category: 'company',
  },
  {
    id: 'company-awards',
    question: 'What awards has your agency won?',
    answer:
      'Our work has won 3 Clio Awards, along with a Telly Award, two Shorty Awards, an AAF American Advertising Award, a Digiday Video Award, a Smarties Award and Ad Age recognition. We are proud of them, but we are prouder of the results behind the work. Would you like to see the campaigns?',
    keywords: ['awards', 'clio', 'recognition', 'telly', 'shorty', 'award winning'],
    category: 'company',
  },
  {
    id: 'company-industries',
    question: 'Which industries do you work with?',
    answer:
      'We work across entertainment, food and beverage, technology, financial services, events, health and wellness, retail and automotive. Clients include IMAX, Electra Motors, Pacific Coast Credit Union and Vaultline. What industry is your brand in?',
    keywords: ['industries', 'sectors', 'clients', 'who you work with', 'verticals'],
    category: 'company',
  },
  {
    id: 'company-team-size',
    question: 'How big is your team?',
    answer:
      'We are about 38 people in-house across strategy, creative, production, media and digital, plus a vetted freelance network we bring in for specialist roles or larger productions. That size means senior people stay on your account. Would you like to meet the team that would work with you?',
    keywords: ['team size', 'how many people', 'employees', 'staff', 'team'],
    category: 'company',
  },
  // work
  {
    id: 'work-food-beverage',
    question: 'Do you have experience with food and beverage brands?',
    answer:
      'Yes, food and beverage is one of our busiest categories. "Scoop the State" lifted Golden State Creamery\'s same-store pint sales by 27%, and "Salsa Sessions" increased weeknight covers at Taquería del Sol by 38%. We know how to make food look great on camera and how to fill restaurant tables. Shall we show you those case studies?',
    keywords: ['food', 'beverage', 'restaurant', 'cpg', 'food brands', 'ice cream'],
    category: 'work',
  },
  {
    id: 'work-portfolio',
    question: 'Can I see your portfolio and case studies?',
    answer:
      'Of course. Our portfolio includes campaigns for IMAX, Electra Motors, Golden State Creamery, Taquería del Sol, Vaultline, Pacific Coast Credit Union, Sunset Strip Music Festival, Verde Wellness and Canyon Ridge Outfitters. You can filter the work by service, such as production or media buying. Which kind of work would you like to see first?',
    keywords: ['portfolio', 'case studies', 'examples', 'past work', 'our work'],
    category: 'work',
  },
  {
    id: 'work-entertainment',
    question: 'Have you worked with entertainment brands?',
    answer:
      'Many times. Our IMAX campaign drove a 312% lift in ticket pre-sales in Los Angeles, and "Strip Sessions" sold out the Sunset Strip Music Festival 19 days early. Entertainment work runs on tight, fixed dates, and we plan everything around opening day. Want to see the full case studies?',
    keywords: ['entertainment', 'film', 'movie', 'festival', 'music', 'theatrical'],
    category: 'work',
  },
  // careers
  {
    id: 'careers-hiring',
    question: 'Are you hiring?',
    answer:
      'We hire throughout the year across creative, strategy, production, media and digital roles. Even when there is no open role that fits, we keep strong candidates on file for future openings. You can upload your resume right here in the chat and tell us what kind of role you are looking for.',
    keywords: ['hiring', 'jobs', 'careers', 'open positions', 'work here', 'employment'],
    category: 'careers',
  },
  {
    id: 'careers-freelance-network',
    question: 'Do you work with freelancers?',
    answer:
      'Yes, we maintain a freelance network of directors, editors, motion designers, copywriters, photographers and production crew across Southern California. We call on it for shoots, busy seasons and specialist skills. Upload your resume or portfolio link here in the chat and tell us your specialty and day rate.',
    keywords: ['freelance', 'freelancer', 'contract work', 'gig', 'crew', 'network'],
    category: 'careers',
  },
  {
    id: 'careers-internships',
    question: 'Do you offer internships?',
    answer:
      'We do. Our internships are paid and run for 10 to 12 weeks, with a summer cohort and a fall cohort each year. Interns join real client teams in creative, production, social, media or strategy. You can apply by uploading your resume here in the chat.',
    keywords: ['internship', 'intern', 'students', 'summer internship', 'fall internship', 'paid'],
    category: 'careers',
  },
  {
    id: 'careers-how-to-apply',
    question: 'How do I apply for a job?',
    answer:
      'The quickest way is to upload your resume, as a PDF or text file, right here in the chat and tell us whether you are interested in full-time, freelance or internship work. Include a portfolio or reel link if you have one. Our team reviews every application and gets in touch when there is a good fit.',
    keywords: ['apply', 'resume', 'cv', 'application', 'job application', 'upload resume'],
    category: 'careers',
  },
];
