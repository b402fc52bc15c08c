import { SHOW_PORTFOLIO, SHOW_REEL, TEXTS, type ChatResponse } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import {
  cardIdsFromTriggers,
  headingFor,
  homeReducer,
  initialHomeState,
  sendingBlocked,
  type HomeAction,
  type HomeState,
} from './state.ts';
import { CHAT_TEXTS, EMPLOYMENT_PROMPTS } from './texts.ts';

const reply = (fields: Partial<ChatResponse> = {}): ChatResponse => ({
  reply: 'Happy to help.',
  conversationId: '5f0c8a9e-8d2b-4f4e-9a51-2b0f3c1d7e61',
  intent: 'service-inquiry',
  isEmployment: false,
  confidence: 0.9,
  hasCompleteContact: false,
  ...fields,
});

const run = (...actions: HomeAction[]): HomeState => actions.reduce(homeReducer, initialHomeState);
const lastText = (state: HomeState) => state.messages.at(-1)?.text;

describe('home chat reducer: responses drive the page', () => {
  it('shows the reply, stops loading and keeps the conversation id', () => {
    const state = run(
      { type: 'user-message', text: 'Hi' },
      { type: 'sending' },
      { type: 'reply', response: reply() },
    );
    expect(state.loading).toBe(false);
    expect(state.messages.map((message) => [message.role, message.text])).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Happy to help.'],
    ]);
    expect(state.conversationId).toBe('5f0c8a9e-8d2b-4f4e-9a51-2b0f3c1d7e61');
  });

  it('opens the portfolio for portfolio-request and for a SHOW_PORTFOLIO reply (never showing the marker)', () => {
    expect(
      run({ type: 'reply', response: reply({ messageType: 'portfolio-request' }) }).panel,
    ).toBe('portfolio');
    const marker = run({ type: 'reply', response: reply({ reply: SHOW_PORTFOLIO }) });
    expect(marker.panel).toBe('portfolio');
    expect(lastText(marker)).toBe(CHAT_TEXTS.portfolioOpened);
  });

  it('opens the portfolio on the filter the reply names, and only while it is open', () => {
    const opened = run({
      type: 'reply',
      response: reply({ messageType: 'portfolio-request', portfolioFilter: 'Health & Wellness' }),
    });
    expect(opened.panel).toBe('portfolio');
    expect(opened.portfolioFilter).toBe('Health & Wellness');
    const closed = homeReducer(opened, { type: 'close-panel', panel: 'portfolio' });
    expect(closed.portfolioFilter).toBeNull();
    expect(homeReducer(closed, { type: 'toggle-panel', panel: 'portfolio' }).portfolioFilter).toBe(
      null,
    );
    // A filter alone opens nothing.
    expect(run({ type: 'reply', response: reply({ portfolioFilter: 'Retail' }) }).panel).toBeNull();
  });

  it('opens the reel for reel-display and SHOW_REEL, and the showcase for reel-request', () => {
    expect(run({ type: 'reply', response: reply({ messageType: 'reel-display' }) }).reelOpen).toBe(
      true,
    );
    const marker = run({ type: 'reply', response: reply({ reply: SHOW_REEL }) });
    expect(marker.reelOpen).toBe(true);
    expect(lastText(marker)).toBe(CHAT_TEXTS.reelOpened);
    const request = run({ type: 'reply', response: reply({ messageType: 'reel-request' }) });
    expect(request.showcase).toBe(true);
    expect(request.reelOpen).toBe(false);
  });

  it('opens the awards banner for triggerAnimation awards or an awards response', () => {
    expect(run({ type: 'reply', response: reply({ triggerAnimation: 'awards' }) }).panel).toBe(
      'awards',
    );
    expect(run({ type: 'reply', response: reply({ messageType: 'awards-response' }) }).panel).toBe(
      'awards',
    );
  });

  it('offers the PDF upload, once per offer', () => {
    const once = run({
      type: 'reply',
      response: reply({ messageType: 'document-sharing-response', offerPdfUpload: true }),
    });
    expect(once.pdfOffers).toBe(1);
    expect(
      homeReducer(once, { type: 'reply', response: reply({ offerPdfUpload: true }) }).pdfOffers,
    ).toBe(2);
    expect(run({ type: 'reply', response: reply() }).pdfOffers).toBe(0);
  });

  it('maps trigger cards to card ids, at most six, without duplicates', () => {
    expect(
      cardIdsFromTriggers([
        { type: 'video_reel' },
        { type: 'food_brands' },
        { id: 'awards' },
        { type: 'video_reel' },
      ]),
    ).toEqual(['video-reel', 'food-brands', 'awards']);
    const many = Array.from({ length: 9 }, (_, index) => ({ id: `card-${index}` }));
    expect(cardIdsFromTriggers(many)).toHaveLength(6);
    expect(
      run({ type: 'reply', response: reply({ triggerCards: [{ type: 'media_campaigns' }] }) }).deck,
    ).toEqual(['media-campaigns']);
  });

  it('enters employment mode for an employment reply, with its type or the options panel', () => {
    const typed = run({
      type: 'reply',
      response: reply({ isEmployment: true, employmentType: 'internship', intent: 'employment' }),
    });
    expect(typed.employmentMode).toBe(true);
    expect(typed.employmentType).toBe('internship');
    expect(typed.panel).toBeNull();
    const untyped = run({
      type: 'reply',
      response: reply({ isEmployment: true, intent: 'employment' }),
    });
    expect(untyped.employmentMode).toBe(true);
    expect(untyped.panel).toBe('employment');
  });

  it('answers an empty reply with the documented text', () => {
    expect(lastText(run({ type: 'reply', response: reply({ reply: '   ' }) }))).toBe(
      TEXTS.chatEmptyReply,
    );
  });

  it.each([
    ['main', TEXTS.chatFallbackMain],
    ['contact', TEXTS.chatFallbackContact],
    ['resume', TEXTS.chatResumeFlowFailure],
  ] as const)('a failed %s-flow message gets its fallback text', (flow, text) => {
    const state = run({ type: 'sending' }, { type: 'failed', flow });
    expect(lastText(state)).toBe(text);
    expect(state.loading).toBe(false);
  });
});

describe('home chat reducer: panels and modes', () => {
  it('keeps one side panel open at a time', () => {
    let state = run({ type: 'open-panel', panel: 'awards' });
    expect(state.panel).toBe('awards');
    state = homeReducer(state, { type: 'employment-mode' });
    expect(state.panel).toBe('employment');
    state = homeReducer(state, { type: 'toggle-panel', panel: 'portfolio' });
    expect(state.panel).toBe('portfolio');
    state = homeReducer(state, { type: 'toggle-panel', panel: 'portfolio' });
    expect(state.panel).toBeNull();
    // A reply asking for awards replaces whatever panel was open.
    state = homeReducer(homeReducer(state, { type: 'open-panel', panel: 'contact' }), {
      type: 'reply',
      response: reply({ triggerAnimation: 'awards' }),
    });
    expect(state.panel).toBe('awards');
  });

  it('closing a panel by name only closes that panel', () => {
    const state = run(
      { type: 'open-panel', panel: 'portfolio' },
      { type: 'close-panel', panel: 'awards' },
    );
    expect(state.panel).toBe('portfolio');
  });

  it('the contact gate holds the message and opens the contact form', () => {
    const state = run({ type: 'gate', text: 'We need a campaign' });
    expect(state.panel).toBe('contact');
    expect(state.pending).toEqual({ id: 1, text: 'We need a campaign' });
    expect(state.started).toBe(true);
    const given = homeReducer(state, {
      type: 'contact-given',
      contact: { name: 'Ana', email: 'ana@example.com', subject: '' },
    });
    expect(given.pending).toBeNull();
    expect(given.panel).toBeNull();
    expect(given.contact?.name).toBe('Ana');
  });

  it('the held message blocks sending until the form is answered or goes', () => {
    const held = run(
      { type: 'user-message', text: 'Hi' },
      { type: 'gate', text: 'We need a campaign' },
    );
    expect(sendingBlocked(held)).toBe(true);
    expect(homeReducer(held, { type: 'open-panel', panel: 'contact' }).pending).toEqual(
      held.pending,
    );
    const skipped = homeReducer(held, { type: 'gate-skipped' });
    expect(skipped.pending).toBeNull();
    expect(skipped.handedBack).toBeNull();
    expect(sendingBlocked(skipped)).toBe(false);
  });

  it('whatever else takes the form away hands the held message back to the box, out of the thread', () => {
    const held = run(
      { type: 'user-message', text: 'Hi' },
      { type: 'gate', text: 'We need a campaign' },
    );
    for (const action of [
      { type: 'open-panel', panel: 'awards' },
      { type: 'toggle-panel', panel: 'portfolio' },
      { type: 'toggle-panel', panel: 'contact' },
      { type: 'close-panel', panel: 'contact' },
      { type: 'employment-mode' },
    ] as const) {
      const next = homeReducer(held, action);
      expect(next.pending, action.type).toBeNull();
      expect(next.handedBack, action.type).toEqual({
        id: held.pending!.id,
        text: 'We need a campaign',
      });
      expect(
        next.messages.map((message) => message.text),
        action.type,
      ).toEqual(['Hi']);
      expect(next.started, action.type).toBe(true);
      expect(sendingBlocked(next), action.type).toBe(false);
    }
  });

  it('a first message handed back leaves the page as before it: no thread, the first heading', () => {
    const next = run(
      { type: 'gate', text: 'We need a campaign' },
      { type: 'toggle-panel', panel: 'contact' },
    );
    expect(next.messages).toEqual([]);
    expect(next.started).toBe(false);
    expect(headingFor(next)).toBe(CHAT_TEXTS.heading);
  });

  it("offers the resume upload with a job seeker's replies, until a resume is sent", () => {
    const careers = reply({
      intent: 'employment',
      isEmployment: true,
      employmentType: 'full-time',
    });
    const offered = run({ type: 'reply', response: careers });
    expect(offered.resumeOffer).toBe(true);
    expect(homeReducer(offered, { type: 'reply', response: reply() }).resumeOffer).toBe(false);
    const sent = homeReducer(offered, { type: 'resume-sent', text: 'I just uploaded my resume.' });
    expect(sent.resumeOffer).toBe(false);
    expect(homeReducer(sent, { type: 'reply', response: careers }).resumeOffer).toBe(false);
  });

  it('choosing an employment type shows its prompt and changes the heading', () => {
    const state = run(
      { type: 'employment-mode' },
      { type: 'choose-employment', employmentType: 'freelancer' },
    );
    expect(lastText(state)).toBe(EMPLOYMENT_PROMPTS.freelancer);
    expect(headingFor(state)).toBe(CHAT_TEXTS.headingFreelance);
  });

  it('closing the careers panel ends employment mode; another panel replacing it does not', () => {
    const careers = run(
      { type: 'user-message', text: 'Hi' },
      { type: 'employment-mode' },
      { type: 'choose-employment', employmentType: 'internship' },
    );
    const closed = homeReducer(careers, { type: 'close-panel', panel: 'employment' });
    expect(closed.employmentMode).toBe(false);
    expect(closed.employmentType).toBeNull();
    expect(headingFor(closed)).toBe(CHAT_TEXTS.headingProject);
    const replaced = homeReducer(careers, { type: 'open-panel', panel: 'portfolio' });
    expect(replaced.employmentMode).toBe(true);
    expect(replaced.employmentType).toBe('internship');
  });

  it('a service-inquiry reply ends employment mode and closes the careers panel; other replies keep it', () => {
    const careers = run(
      { type: 'user-message', text: 'Hi' },
      { type: 'employment-mode' },
      { type: 'choose-employment', employmentType: 'freelancer' },
    );
    // The server echoes the conversation's employment type on every reply.
    const client = homeReducer(careers, {
      type: 'reply',
      response: reply({ intent: 'service-inquiry', employmentType: 'freelancer' }),
    });
    expect(client.employmentMode).toBe(false);
    expect(client.employmentType).toBeNull();
    expect(client.panel).toBeNull();
    expect(headingFor(client)).toBe(CHAT_TEXTS.headingProject);
    const question = homeReducer(careers, {
      type: 'reply',
      response: reply({ intent: 'webchat', employmentType: 'freelancer' }),
    });
    expect(question.employmentMode).toBe(true);
    expect(question.employmentType).toBe('freelancer');
  });

  it('reset clears everything and counts the reset', () => {
    const busy = run(
      { type: 'user-message', text: 'Hi' },
      { type: 'open-panel', panel: 'awards' },
      { type: 'choose-employment', employmentType: 'internship' },
      { type: 'show-deck', ids: ['awards'] },
    );
    const state = homeReducer(busy, { type: 'reset' });
    expect(state).toEqual({ ...initialHomeState, resets: 1 });
  });
});

describe('headingFor', () => {
  it.each([
    [{ started: false, employmentMode: false, employmentType: null }, CHAT_TEXTS.heading],
    [{ started: true, employmentMode: false, employmentType: null }, CHAT_TEXTS.headingProject],
    [{ started: true, employmentMode: true, employmentType: null }, CHAT_TEXTS.headingCareer],
    [
      { started: true, employmentMode: true, employmentType: 'full-time' },
      CHAT_TEXTS.headingCareer,
    ],
    [
      { started: true, employmentMode: true, employmentType: 'freelancer' },
      CHAT_TEXTS.headingFreelance,
    ],
    [
      { started: true, employmentMode: true, employmentType: 'internship' },
      CHAT_TEXTS.headingInternship,
    ],
  ] as const)('%o → %s', (state, heading) => {
    expect(headingFor(state)).toBe(heading);
  });
});
