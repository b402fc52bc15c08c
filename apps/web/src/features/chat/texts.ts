// Copy of the home screen (product.md §2 "Home", §4, §5 and §8). Texts that the server
// also needs live in @agency/schema (TEXTS); the rest of the home page's words live here, once.
import { AGENCY, type EmploymentType } from '@agency/schema';

export const CHAT_TEXTS = {
  heading: 'How can we help?',
  headingProject: "Let's discuss your project...",
  headingCareer: "Let's discuss your career...",
  headingFreelance: "Let's discuss your freelance work...",
  headingInternship: "Let's discuss your internship...",
  loading: 'Finding perfect matches...',
  wordCount: (count: number, limit: number) => `${count}/${limit} words`,
  wordLimitTitle: 'Word limit reached',
  wordLimitCurrent: (count: number, limit: number) =>
    `Current: ${count} words | Limit: ${limit} words`,
  wordLimitOk: 'Got it!',
  messageLabel: 'Your message',
  threadLabel: 'Conversation',
  you: 'You',
  assistant: AGENCY.name,
  loadingOverlay: 'Loading',
  /** Sent when the visitor presses the partnership button. */
  partnershipMessage: "We'd like to partner with your agency on a project.",
  /** Sent by 'Discuss Your Video Project' in the showcase. */
  videoProjectMessage: "I'd like to discuss a video project.",
  /** The assistant's acknowledgement when contact details are given with no message waiting. */
  contactThanks: (name: string) => `Thanks, ${name}! What can we help you with today?`,
  suggestionsLabel: 'Try asking',
  /** The message box's rotating placeholder in employment mode, in place of the client prompts. */
  careersPrompts: [
    'I am a freelance video editor looking for work',
    'Are you hiring designers or copywriters?',
    'Do you offer internships for film students?',
    'I direct commercials and would like to join your network',
    'What is it like to work at your Silver Lake studio?',
    'I am a motion designer with five years of agency experience',
    'Do you take on interns in media buying or strategy?',
    'I would like to send you my portfolio and resume',
  ],
  /** Quick starts under the message box before the chat begins (three of the rotating prompts). */
  suggestions: [
    'Can you show me your portfolio?',
    'Can I see your creative reel?',
    'What awards has your agency won?',
  ],
  portfolioOpened: 'Here is a look at our recent work.',
  reelOpened: 'Enjoy our creative reel.',
  /** Shown as the visitor's line when a file is shared in the chat. */
  fileShared: (name: string) => `Shared ${name}`,
  pdfUploading: 'Uploading your deck...',
  pdfUploadMessage: 'Deck shared from the home page chat',
  resumeFlowMessage: (type: EmploymentType | null, name: string) =>
    `I just uploaded my resume (${name})${type ? ` for ${EMPLOYMENT_LABELS[type]} opportunities` : ''}.`,
} as const;

export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  freelancer: 'freelance',
  'full-time': 'full-time',
  internship: 'internship',
};

/** The assistant's type-specific prompt once an employment type is chosen (product.md §4). */
export const EMPLOYMENT_PROMPTS: Record<EmploymentType, string> = {
  freelancer:
    'Great, we work with a trusted network of LA freelancers. Tell us your specialty, your day rate and availability, and share a link to your portfolio or reel.',
  'full-time':
    'Wonderful! Tell us which role you are interested in, how many years of experience you have, and where we can see your work.',
  internship:
    'We love meeting new talent. Tell us about your school or program, the kind of work that excites you, and when you could start.',
};

export const TOOLBAR_TEXTS = {
  employment: 'Work with us',
  employmentShort: 'Work with us',
  employmentHint: 'Careers, freelance and internships',
  pdf: 'Upload a PDF deck',
  pdfShort: 'PDF',
  pdfHint: 'Share your deck or brief (PDF, up to 20MB)',
  partnership: 'Partner with us',
  partnershipShort: 'Partner',
  partnershipHint: 'Start a partnership conversation',
  portfolio: 'Browse projects',
  portfolioShort: 'Projects',
  portfolioHint: 'Explore our portfolio of case studies',
  contact: 'Contact',
  contactShort: 'Contact',
  contactHint: 'Share your contact details',
  awards: 'Awards',
  awardsShort: 'Awards',
  awardsHint: 'See our award-winning work',
  send: 'Send message',
  sendHint: 'Send (Enter). Shift+Enter adds a new line',
  minimize: 'Minimize chat',
  expand: 'Expand chat',
  reset: `${AGENCY.name}: back to the start`,
  toolbar: 'Chat actions',
} as const;

export const CONTACT_GATE_TEXTS = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  skip: 'Skip',
  continue: 'Continue',
  formLabel: 'Your contact information',
  /** Shown when Enter is pressed in the message box while the form holds a message. */
  waiting:
    'Your message will be sent once you press Continue or Skip. Anything you type now stays in the box.',
} as const;
