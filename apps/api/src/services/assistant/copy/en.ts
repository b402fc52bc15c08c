// The assistant's own sentences in English: everything it says that is not an answer unit's text.
// es.ts must have the same keys and signatures (it is typed by `Copy`), so the compiler catches a
// sentence missing in one language.
import { AGENCY, aboutCopy } from '@agency/schema';

const { email, phone } = AGENCY;
/** The founder, as the About page's team lists them first. */
const founder = aboutCopy.team[0]!.name;

export const en = {
  and: 'and',
  caseBudgetUnpublished: "Our case studies don't publish what a client spent.",
  /** A list: "A, B and C". */
  list(items: string[]): string {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  },
  otherLanguage:
    'Our team works in English and Spanish, so I will answer in English (you are welcome to write in either).',
  otherLanguageHelp:
    'I can tell you about our work, services, prices, timelines and careers; what would you like to know?',

  contactThanks: (name: string | undefined, detail: string): string =>
    name
      ? `Thanks, ${name}, I have your details (${detail}).`
      : `Thanks, I have your details (${detail}).`,
  contactNext: (how: 'call' | 'email' | 'either'): string =>
    how === 'call'
      ? 'Someone from our team will call you back within one business day.'
      : how === 'email'
        ? 'Someone from our team will get back to you by email within one business day.'
        : 'Someone from our team will get back to you within one business day.',
  nameThanks: (name: string): string => `Thanks, ${name}.`,
  contactOnFile: (detail: string): string => `Yes: we have ${detail} from this conversation.`,
  caseDuration: (client: string, duration: string): string =>
    `The ${client} campaign ran for ${duration}.`,
  contactAskEmail: 'What is the best email or phone number for the team to reach you?',
  contactAskRest: 'Anything else you would like the team to know before they reach out?',

  // claims
  clientNo: (brand: string, negated: boolean): string =>
    negated
      ? `That's right: we have not worked with ${brand}, and it is not one of our clients.`
      : `No, that was not us: ${brand} is not one of our clients, and we have not done work for them.`,
  clientYes: (reference: string) => `Yes, that's ours: ${reference}.`,
  clientsAre: (names: string) => `Our clients include ${names}.`,
  awardNo: (award: string) =>
    `No, that's not right: we have not won ${/s$/i.test(award) ? award : `${/^[aeiou]/i.test(award) ? 'an' : 'a'} ${award}`}.`,
  awardCount: (award: string, claimed: number, actual: number) =>
    `Not quite: we have won ${actual} ${award} award${actual === 1 ? '' : 's'}, not ${claimed}.`,
  awardYes: (award: string, count: number): string =>
    count > 1
      ? `Yes, our work has won ${count} ${award} awards.`
      : `Yes, our work has won a ${award} award.`,
  awardsAre: `Our work has won ${AGENCY.clioAwards} Clio Awards, a Telly, two Shorty Awards, an AAF American Advertising Award, a Digiday Video Award, a Smarties and an Ad Age award.`,
  noInstructions:
    "I can't share or set aside how I'm set up. I'm Silver Lake Creative's site assistant and I answer from what the agency publishes: its work, services, prices, timelines and careers. What would you like to know?",
  noDiscount: `I can't promise a discount or a price here: terms are agreed with the team once they know the scope. As published, projects typically range from ${AGENCY.projectPriceRange} and retainers start from ${AGENCY.retainerFrom}. To talk terms, email ${AGENCY.email} or call ${AGENCY.phone}; the team replies within one business day.`,
  financesUnpublished: `We don't publish our revenue or other financials. For a press or research question like that, email ${AGENCY.email} with your outlet or project and the team will tell you what they can share.`,
  /** The latest year's awards, each with its campaign. */
  awardsLatest: (year: number, won: string[]): string =>
    `The most recent are from ${year}: ${won.join(' and ')}.`,
  phoneOnly: `Call the team at ${AGENCY.phone}, or leave your number here in the chat and they will call you back within one business day.`,
  /** The earliest year's awards, each with its campaign. */
  awardsEarliest: (year: number, won: string[]): string =>
    `The earliest on the list ${won.length === 1 ? 'is' : 'are'} from ${year}: ${won.join(' and ')}.`,
  awardWon: (award: string, honor: string, title: string, client: string): string =>
    `the ${award} (${honor}) for "${title}" for ${client}`,
  priceNo: (claimed: string) =>
    `That's not right: our projects start at around $10K and typically range from ${AGENCY.projectPriceRange}, with retainers from ${AGENCY.retainerFrom}, so nothing runs at ${claimed}.`,
  officeNo: (city: string) =>
    `We don't have an office in ${city}: our one studio is at ${AGENCY.streetAddress} in Silver Lake, Los Angeles (visits by appointment), and we work with clients across the US from there.`,
  foundedNo: (year: number) =>
    `Not quite: we were founded in ${AGENCY.foundedYear}, not ${year}, in Silver Lake, Los Angeles, by ${founder}, still our Executive Creative Director.`,
  /** The plan once some channels are ruled out, and the case that ran without them. */
  withoutChannels: (out: string, left: string) => `Without ${out}, the plan would lean on ${left}.`,
  ranWithout: (reference: string, used: string, out: string) =>
    `${reference} ran that way: ${used}, no ${out}.`,
  /** Opens a second correction in one reply. */
  alsoNot: 'And ',
  teamNo: (size: number) => `Not quite: we are about 38 people in-house, not ${size}.`,

  // work
  caseRef: (title: string, client: string, result: string | undefined): string =>
    result ? `"${title}" for ${client} (${result})` : `"${title}" for ${client}`,
  relevantWork: (list: string) => `Relevant work: ${list}.`,
  industryWork: (industry: string, list: string) => `Our ${industry} work includes ${list}.`,
  noIndustryCase: (industry: string) => `We don't have a case study in ${industry} yet.`,
  /** A business of no industry the assistant knows: honest that no case is in it, and what is closest by the work. */
  noCaseYours: (list: string) =>
    `We don't have a case study in your line of business yet; the closest by the kind of work is ${list}.`,
  /** A trade asked of the work ("any toy clients?") that no case and no industry we know is in. */
  noSectorCase: (trade: string) =>
    `We don't have ${/^[aeiou]/i.test(trade) ? 'an' : 'a'} ${trade} case study yet.`,
  closestByWork:
    'Tell me what you need made and I will point you to the closest work by the kind of work.',
  noTradeCase: (trade: string, industry: string, list: string) =>
    `We don't have ${/^[aeiou]/i.test(trade) ? 'an' : 'a'} ${trade} case study yet; the closest is our ${industry} work: ${list}.`,
  closestCase: (reference: string, why: string) => `The closest is ${reference}, because ${why}.`,
  notExact: (client: string, industry: string) =>
    `Fair point: we don't have a case study in ${industry}, and ${client} is the closest, not an exact match.`,
  closerCase: (reference: string, why: string) =>
    `Closer to what you do is ${reference}, because ${why}.`,
  whyClose: (why: string) => `It is still close because ${why}.`,
  similarWork: (list: string) => `Closest to what you describe: ${list}.`,
  caseSilent: (client: string) => `The ${client} case study doesn't say.`,
  figureWrong: (sentence: string) => `Not quite: ${sentence}`,
  rolePage: (slug: string) => `The role's page is /careers/${slug}.`,
  caseLink: (id: string) => `The full case study is at /case-studies/${id}.`,
  /** A figure of a case, as its page (in English) states it. */
  caseFigure: (_client: string, sentence: string) => sentence,
  caseDetails: (reference: string, services: string, challenge: string, result: string) =>
    `In ${reference} we handled ${services}. ${challenge} ${result}`,
  portfolioOpen: 'I have opened our portfolio for you.',
  portfolioFiltered: (industry: string) => `I have opened our portfolio on the ${industry} work.`,
  reelOpen: 'Here is our creative reel, playing now.',
  reelSend: `You can watch our creative reel right here, and the team can send you a link: ${email}.`,
  awardsOpen: 'Here are our awards.',
  uploadOpen:
    'Use the PDF upload button that just appeared to share it (PDFs up to 20MB); we read every brief and reply within one business day.',

  // prices and timing
  budgetFits: (amount: string) =>
    `${amount} sits within our usual range of ${AGENCY.projectPriceRange} for project work (retainers start from ${AGENCY.retainerFrom}), so the team can shape a plan around it; paid media (the ad spend itself) is budgeted separately.`,
  budgetLow: (amount: string) =>
    `To be upfront: our projects start at around $10K and retainers from ${AGENCY.retainerFrom}, so ${amount} is below what we can take on well (paid media comes on top of that); if the budget can grow or the work can be phased, the team can suggest a sensible starting point.`,
  budgetSmall: `To be upfront: our projects start at around $10K and retainers from ${AGENCY.retainerFrom}, with paid media on top, so a small budget may not stretch to work we can do well; if it can grow or the work can be phased, the team can suggest a sensible starting point.`,
  budgetMonthlyFits: (amount: string) =>
    `${amount} a month is within our retainers, which start from ${AGENCY.retainerFrom}: a dedicated team on ongoing work, with paid media budgeted on top.`,
  budgetMonthlyLow: (amount: string) =>
    `${amount} a month is below where our retainers start (${AGENCY.retainerFrom}), but it can fund project work, which typically ranges from ${AGENCY.projectPriceRange}; the team can phase the work to fit it.`,
  budgetYearlyFits: (amount: string, monthly: string) =>
    `${amount} a year is about ${monthly} a month, above where our retainers start (${AGENCY.retainerFrom}), so an ongoing retainer fits it, with paid media budgeted on top.`,
  budgetYearlyLow: (amount: string, monthly: string) =>
    `${amount} a year is about ${monthly} a month, below where our retainers start (${AGENCY.retainerFrom}); it can fund projects through the year instead, which typically range from ${AGENCY.projectPriceRange}.`,
  budgetHigh: (amount: string) =>
    `${amount} is a healthy budget for an integrated campaign; the team will split it between our fees and the paid media, which is billed separately.`,
  timelineFits: (when: string) =>
    `${when} is workable for a focused project, which usually takes six to ten weeks; an integrated launch with a shoot and paid media needs twelve to twenty.`,
  timelineTight: (when: string) =>
    `${when} is tight but not impossible: urgent, well-defined projects can kick off within a week of the scope being agreed, so the team would keep the scope focused.`,
  timelineLong: (when: string) =>
    `${when} gives enough time for a focused project, which usually takes six to ten weeks, and even for an integrated launch with a shoot and paid media, which takes twelve to twenty.`,
  forTopic: (topic: string) => `For ${topic}:`,

  // the conversation
  again: 'As I mentioned:',
  abuse: `Sorry this hasn't been helpful. I can answer questions about our work, services, prices, timelines and careers, or you can reach a person on the team: email ${email} or call ${phone}.`,
  unknown: "I can't confirm that here, but the team can:",
  beyondThis: 'For anything more specific than that, the team can confirm it:',
  claimHeld: "Yes, I'm sure.",
  unknownContact: `email ${email} or call ${phone}, and they reply within one business day.`,
  fallbackHelp: `I can help with our work, services, prices, timelines and careers, or put you in touch with the team: email ${email} or call ${phone}.`,
  careersMore: 'Is there anything else about working with us that I can answer?',
  alsoAsked: 'As for the rest of your message:',
  withName: (text: string, name: string) =>
    text.replace(/^(Thanks|Hi|You're welcome|Of course)\b/, `$1, ${name}`),

  questions: {
    project: 'What are you working on?',
    timeline: 'When are you hoping to launch?',
    budget: 'Do you have a budget range in mind?',
    audience: 'Who is the audience you most need to reach?',
    goal: 'What result would make this a win for you?',
    industry: 'What industry is your brand in?',
    careersTrack: 'Which fits you best: full-time, freelance or an internship?',
    careersDiscipline: 'What is your discipline, and how many years of experience do you have?',
    more: 'Is there anything else I can help with?',
    work: 'Would you like to see some of our work?',
  },
  cta: {
    noContact: `To take it further, leave your name and email in the chat or write to ${email}; the team replies within one business day.`,
    hasContact:
      'If you have a brief or deck, you can upload it here and the team will come back within one business day.',
  },
  closers: [
    'Happy to go deeper on any of that.',
    'Ask me anything else along the way.',
    'I can also connect you with the team for specifics.',
    'Just say the word if you would like more detail.',
    `The team is also at ${email}.`,
  ],
};

export type Copy = typeof en;
