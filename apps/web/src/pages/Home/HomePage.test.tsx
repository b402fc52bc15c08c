import {
  AGENCY,
  aboutCopy,
  AWARD_BADGES,
  AWARDS_BANNER_MS,
  CaseStudy,
  MARQUEE_REPEATS,
  MEDIA_VOLUME,
  PLACEHOLDER_ROTATION_MS,
  ROTATING_PROMPTS,
  TEXTS,
  WORD_LIMIT,
  type ChatRequestInput,
  type ChatResponse,
} from '@agency/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_TEXTS, CONTACT_GATE_TEXTS, TOOLBAR_TEXTS } from '../../features/chat/texts.ts';
import { fakeApi, type ProcedureOutput, type TrpcHandlers } from '../../test/fakeApi.ts';
import { renderWithTrpc } from '../../test/render.tsx';
import { pdfUploaded } from '../../test/restAnswers.ts';
import { HomeScreen } from './HomePage.tsx';

const CONVERSATION = '5f0c8a9e-8d2b-4f4e-9a51-2b0f3c1d7e61';
const answer = (fields: Partial<ChatResponse> = {}): ChatResponse => ({
  reply: 'Thanks for reaching out! Tell us more.',
  conversationId: CONVERSATION,
  intent: 'webchat',
  isEmployment: false,
  confidence: 0.8,
  hasCompleteContact: false,
  ...fields,
});

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

function setup(
  reply: (request: ChatRequestInput) => Promise<ChatResponse> = async () => answer(),
  handlers: TrpcHandlers = {},
) {
  const send = vi.fn(reply);
  const view = renderWithTrpc(<HomeScreen send={send} />, handlers);
  const input = () => screen.getByLabelText(CHAT_TEXTS.messageLabel) as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
  const enter = () => fireEvent.keyDown(input(), { key: 'Enter' });
  const say = (text: string) => {
    type(text);
    enter();
  };
  return { ...view, send, input, type, say };
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('home page chat', () => {
  it('sends the first message, shows the reply and changes the heading', async () => {
    const { send, say } = setup();
    expect(heading().textContent).toBe(CHAT_TEXTS.heading);
    expect(screen.getByText(AGENCY.tagline)).toBeTruthy();

    say('Where is your studio located?');

    expect(await screen.findByText('Thanks for reaching out! Tell us more.')).toBeTruthy();
    expect(screen.getByText('Where is your studio located?')).toBeTruthy();
    await waitFor(() => expect(heading().textContent).toBe(CHAT_TEXTS.headingProject));
    expect(send).toHaveBeenCalledTimes(1);
    const request = send.mock.calls[0]![0];
    expect(request).toMatchObject({
      message: 'Where is your studio located?',
      personaSlug: 'default',
    });
    expect(request.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.clientName).toBeUndefined();
  });

  it('takes the suggestions out of reach the moment the conversation starts, while they fade', async () => {
    const { say } = setup();
    const chips = () => screen.queryByRole('group', { name: CHAT_TEXTS.suggestionsLabel });
    expect(within(chips()!).getAllByRole('button')).toHaveLength(CHAT_TEXTS.suggestions.length);

    say('Where is your studio located?');

    expect(chips()).toBeNull();
    const fading = screen.getByText(CHAT_TEXTS.suggestions[0]).parentElement!;
    expect(fading.hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(fading.isConnected).toBe(false));
  });

  it('shows "Finding perfect matches..." while the reply is on its way, and sends the conversation id next time', async () => {
    let resolve!: (value: ChatResponse) => void;
    const { send, say } = setup(() => new Promise((done) => (resolve = done)));
    say('Hello there');
    expect(await screen.findByText(CHAT_TEXTS.loading)).toBeTruthy();
    await act(async () => resolve(answer()));
    expect(screen.queryByText(CHAT_TEXTS.loading)).toBeNull();

    send.mockImplementation(async () => answer({ reply: 'Second.' }));
    say('And another thing');
    expect(await screen.findByText('Second.')).toBeTruthy();
    expect(send.mock.calls[1]![0].conversationId).toBe(CONVERSATION);
  });

  it('falls back to the main-flow text when the message fails, and to the empty-reply text', async () => {
    const { send, say } = setup(async () => {
      throw new Error('network down');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    say('Hello there');
    expect(await screen.findByText(TEXTS.chatFallbackMain)).toBeTruthy();

    send.mockImplementation(async () => answer({ reply: '' }));
    say('Anyone?');
    expect(await screen.findByText(TEXTS.chatEmptyReply)).toBeTruthy();
  });
});

describe('contact gate', () => {
  it('asks for contact details first; Continue is disabled until name and email are filled, then sends them', async () => {
    const { send, say } = setup();
    say('We need a campaign for our launch');

    const form = await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });
    expect(within(form).getByText(TEXTS.contactGate)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    const cont = within(form).getByRole('button', {
      name: CONTACT_GATE_TEXTS.continue,
    }) as HTMLButtonElement;
    expect(cont.disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Ana Reyes' } });
    expect(cont.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: '   ' } });
    expect(cont.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/^Email/), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/^Subject/), {
      target: { value: 'Spring launch' },
    });
    expect(cont.disabled).toBe(false);
    fireEvent.click(cont);

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({
      message: 'We need a campaign for our launch',
      clientName: 'Ana Reyes',
      clientEmail: 'ana@example.com',
      subject: 'Spring launch',
    });
    expect(screen.queryByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).toBeNull();

    // Details given: the next keyword message goes straight through, with them.
    say('Can you also shoot a video?');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![0]).toMatchObject({
      clientName: 'Ana Reyes',
      clientEmail: 'ana@example.com',
    });
  });

  it('Skip closes the form and sends the message without contact details', async () => {
    const { send, say } = setup();
    say('Can I get a quote?');
    const form = await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });
    fireEvent.click(within(form).getByRole('button', { name: CONTACT_GATE_TEXTS.skip }));
    expect(screen.queryByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).toBeNull();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].clientName).toBeUndefined();
  });

  it('comes back after a Skip when a later message again has a keyword and no details were given', async () => {
    const { send, say } = setup();
    const gate = () => screen.queryByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });
    say('Can I get a quote?');
    fireEvent.click(
      within(await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).getByRole(
        'button',
        { name: CONTACT_GATE_TEXTS.skip },
      ),
    );
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await screen.findByText('Thanks for reaching out! Tell us more.');

    say('Where is your studio?');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(gate()).toBeNull();

    say('We also need a commercial for the fall');
    expect(await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('holds every other message while it is open: the held one is sent first, the next waits in the box', async () => {
    const { send, say, input } = setup();
    say('We need a campaign for our launch');
    const form = await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });

    say('Where is your studio?');
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.partnership }));
    await act(async () => {});
    expect(send).not.toHaveBeenCalled();
    expect(input().value).toBe('Where is your studio?');
    expect(
      (screen.getByRole('button', { name: TOOLBAR_TEXTS.send }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(form).getByRole('button', { name: CONTACT_GATE_TEXTS.skip }));
    await screen.findByText('Thanks for reaching out! Tell us more.');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls.map(([request]) => request.message)).toEqual([
      'We need a campaign for our launch',
      'Where is your studio?',
    ]);
  });

  it('a keyword inside another word does not open it ("basically" holds "call")', async () => {
    const { send, say } = setup();
    say('So basically, where is your studio?');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).toBeNull();
  });

  it('a failure after Continue gets the contact-flow fallback text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { say } = setup(async () => {
      throw new Error('500');
    });
    say('Please email me a proposal');
    const form = await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: CONTACT_GATE_TEXTS.continue }));
    expect(await screen.findByText(TEXTS.chatFallbackContact)).toBeTruthy();
  });
});

describe('a message held by the contact gate is sent or handed back, never lost', () => {
  const HELD = 'We need a new TV commercial for our brewery';
  const gateForm = () => screen.queryByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });
  const threadLines = () => screen.queryAllByTestId('message-user').map((line) => line.textContent);

  async function held() {
    const view = setup(async () => answer(), { 'caseStudies.list': () => ({ caseStudies: {} }) });
    view.say(HELD);
    await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });
    return view;
  }

  it.each([
    ['opening the awards', TOOLBAR_TEXTS.awards],
    ['opening the portfolio', TOOLBAR_TEXTS.portfolio],
    ['opening Work with us', TOOLBAR_TEXTS.employment],
    ['closing the form', TOOLBAR_TEXTS.contact],
  ])('%s hands it back to the message box, out of the thread and unsent', async (_, button) => {
    const { send, input } = await held();
    fireEvent.click(screen.getByRole('button', { name: button }));

    await waitFor(() => expect(input().value).toBe(HELD));
    expect(gateForm()).toBeNull();
    expect(threadLines().some((line) => line?.includes(HELD))).toBe(false);
    await act(async () => {});
    expect(send).not.toHaveBeenCalled();
  });

  it('handed back, it is sent as it was once the form is answered', async () => {
    const { send, input } = await held();
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.awards }));
    await waitFor(() => expect(input().value).toBe(HELD));

    fireEvent.keyDown(input(), { key: 'Enter' });
    const form = await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel });
    fireEvent.click(within(form).getByRole('button', { name: CONTACT_GATE_TEXTS.skip }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].message).toBe(HELD);
  });

  it('what was typed while the form was open stays in the box, after the held message', async () => {
    const { send, say, input } = await held();
    say('Hello?');
    expect(input().value).toBe('Hello?');
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.contact }));

    await waitFor(() => expect(input().value).toBe(`${HELD}\nHello?`));
    await act(async () => {});
    expect(send).not.toHaveBeenCalled();
  });

  it('Enter while the form is open says why nothing was sent, and keeps what was typed', async () => {
    const { send, say, input } = await held();
    const form = gateForm()!;
    expect(within(form).queryByText(CONTACT_GATE_TEXTS.waiting)).toBeNull();

    say('Hello?');
    expect(within(form).getByRole('status').textContent).toBe(CONTACT_GATE_TEXTS.waiting);
    expect(input().value).toBe('Hello?');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('word limit', () => {
  it('refuses the 151st word with the warning dialog and the sound at volume 0.7', async () => {
    const sounds: { src: string; volume: number }[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      if (this.src.endsWith('/media/sounds/word-limit.mp3'))
        sounds.push({ src: this.src, volume: this.volume });
      return Promise.resolve();
    });
    const { type, input } = setup();
    type(words(WORD_LIMIT));
    type(`${words(WORD_LIMIT)} extra`);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXTS.wordLimit(WORD_LIMIT))).toBeTruthy();
    expect(
      within(dialog).getByText(`Current: ${WORD_LIMIT + 1} words | Limit: ${WORD_LIMIT} words`),
    ).toBeTruthy();
    expect(TEXTS.wordLimit(WORD_LIMIT)).toBe(
      "We have a 150-word limit to keep things focused and effective. Let's trim that down!",
    );
    expect(sounds.map((sound) => sound.volume)).toEqual([MEDIA_VOLUME]);
    expect(input().value).toBe(words(WORD_LIMIT));

    fireEvent.click(within(dialog).getByRole('button', { name: CHAT_TEXTS.wordLimitOk }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // 'Got it!' hands focus back to the message box, not to the page body.
    expect(document.activeElement).toBe(input());
  });
});

describe('side panels', () => {
  it('opens one panel at a time: awards, then employment replaces it, then the contact form', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.awards }));
    const banner = await screen.findByTestId('awards-banner');
    expect(within(banner).getByRole('heading', { name: 'Award-Winning Excellence' })).toBeTruthy();
    expect(within(banner).getAllByTestId('award-badge')).toHaveLength(
      AWARD_BADGES.length * MARQUEE_REPEATS,
    );
    // Each award to read: its year, the award and prize, and the campaign it was for.
    const record = within(banner).getByRole('list', { name: 'Our awards' });
    const awards = within(record).getAllByRole('listitem');
    expect(awards).toHaveLength(aboutCopy.awards.length);
    expect(awards[0]?.textContent).toBe(
      '2025Clio Award, Bronze, Film: Theatrical ReleaseIMAX: Bigger Than Your Living Room',
    );
    expect(within(awards[0]!).getByRole('link').getAttribute('href')).toBe('/case-studies/imax');

    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
    expect(await screen.findByTestId('employment-panel')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('awards-banner')).toBeNull());
    for (const option of ['Freelance Network', 'Full-Time Careers', 'Internships']) {
      expect(screen.getByRole('button', { name: new RegExp(option) })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Upload Resume' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.contact }));
    expect(await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('employment-panel')).toBeNull());
  });

  it('closes the awards banner after 45 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.awards }));
      await screen.findByTestId('awards-banner');
      act(() => {
        vi.advanceTimersByTime(AWARDS_BANNER_MS - 1_000);
      });
      expect(screen.getByTestId('awards-banner')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      await waitFor(() => expect(screen.queryByTestId('awards-banner')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('employment mode: choosing a type shows its prompt, changes the heading and gates the next message', async () => {
    const { send, say } = setup();
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
    fireEvent.click(await screen.findByRole('button', { name: /Internships/ }));
    await waitFor(() => expect(heading().textContent).toBe(CHAT_TEXTS.headingInternship));
    expect(screen.getByText(/We love meeting new talent/)).toBeTruthy();
    expect(document.querySelector('[data-page="home"]')?.hasAttribute('data-employment')).toBe(
      true,
    );

    say('I study film at USC');
    expect(await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
  it('lists the open roles of the chosen track in the employment panel, or says none are open', async () => {
    const role: ProcedureOutput<'careers.list'>[number] = {
      slug: 'freelance-video-editor',
      title: 'Freelance Video Editor',
      track: 'freelancer',
      discipline: 'production',
      workMode: 'on-site',
      payMin: 650,
      payMax: 900,
      payUnit: 'day',
      description: 'Cut commercials in our edit bays.',
      requirements: '- A reel',
      openings: 2,
      status: 'open',
      datePosted: '2026-11-20T00:00:00.000Z',
      validThrough: '2026-12-26T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    };
    const asked: unknown[] = [];
    setup(undefined, {
      'careers.list': (input) => {
        asked.push(input);
        return (input as { track: string }).track === 'freelancer' ? [role] : [];
      },
    });
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
    fireEvent.click(await screen.findByRole('button', { name: /Freelance Network/ }));
    const link = await screen.findByRole('link', { name: /Freelance Video Editor/ });
    expect(link.getAttribute('href')).toBe('/careers/freelance-video-editor');
    expect(link.textContent).toContain('$650–$900 a day');
    expect(screen.getByRole('link', { name: 'See all open roles' }).getAttribute('href')).toBe(
      '/careers?track=freelancer',
    );

    fireEvent.click(screen.getByRole('button', { name: /Internships/ }));
    expect(await screen.findByText(/No internship roles are open right now/)).toBeTruthy();
    expect(asked).toEqual([{ track: 'freelancer' }, { track: 'internship' }]);
  });
});

describe('message box prompts', () => {
  it('rotates careers prompts while in employment mode, and the client prompts again after it', async () => {
    vi.useFakeTimers();
    try {
      const { input } = setup();
      expect(input().placeholder).toBe(ROTATING_PROMPTS[0]);
      fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
      await act(async () => {});
      expect(input().placeholder).toBe(CHAT_TEXTS.careersPrompts[0]);
      act(() => {
        vi.advanceTimersByTime(PLACEHOLDER_ROTATION_MS);
      });
      expect(input().placeholder).toBe(CHAT_TEXTS.careersPrompts[1]);
      for (let step = 0; step < CHAT_TEXTS.careersPrompts.length * 2; step += 1) {
        act(() => {
          vi.advanceTimersByTime(PLACEHOLDER_ROTATION_MS);
        });
        expect(CHAT_TEXTS.careersPrompts).toContain(input().placeholder);
      }

      fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
      await act(async () => {});
      expect(input().placeholder).toBe(ROTATING_PROMPTS[0]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('employment mode ends', () => {
  const careersBackground = () =>
    document.querySelector('[data-page="home"]')?.hasAttribute('data-employment');

  it('when the visitor closes the careers panel: heading, background and messages return to normal', async () => {
    const { send, say } = setup();
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
    fireEvent.click(await screen.findByRole('button', { name: /Internships/ }));
    await waitFor(() => expect(heading().textContent).toBe(CHAT_TEXTS.headingInternship));
    expect(careersBackground()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Close employment options' }));
    await waitFor(() => expect(screen.queryByTestId('employment-panel')).toBeNull());
    await waitFor(() => expect(heading().textContent).toBe(CHAT_TEXTS.headingProject));
    expect(careersBackground()).toBe(false);

    say('Where is your studio?');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].employmentType).toBeUndefined();
  });

  it('when Escape closes the careers panel, and focus in it goes back to Work with us', async () => {
    const { input } = setup();
    const workWithUs = screen.getByRole('button', { name: TOOLBAR_TEXTS.employment });
    workWithUs.focus();
    fireEvent.click(workWithUs);
    const panel = await screen.findByTestId('employment-panel');
    const option = within(panel).getByRole('button', { name: /Freelance Network/ });
    option.focus();
    fireEvent.keyDown(option, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('employment-panel')).toBeNull());
    expect(careersBackground()).toBe(false);
    expect(document.activeElement).toBe(workWithUs);

    // Pressed in the message box, Escape closes it and leaves the visitor typing there.
    fireEvent.click(workWithUs);
    await screen.findByTestId('employment-panel');
    input().focus();
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('employment-panel')).toBeNull());
    expect(document.activeElement).toBe(input());
  });

  it('when opened and closed from the toolbar without choosing a path', async () => {
    setup();
    const workWithUs = screen.getByRole('button', { name: TOOLBAR_TEXTS.employment });
    fireEvent.click(workWithUs);
    await screen.findByTestId('employment-panel');
    expect(careersBackground()).toBe(true);
    fireEvent.click(workWithUs);
    await waitFor(() => expect(screen.queryByTestId('employment-panel')).toBeNull());
    expect(careersBackground()).toBe(false);
    expect(heading().textContent).toBe(CHAT_TEXTS.heading);
  });

  it('when the visitor, after an employment reply, asks as a client', async () => {
    const { send, say } = setup(async ({ message }) =>
      /quote|cost/.test(message)
        ? answer({ intent: 'service-inquiry', employmentType: 'full-time', reply: 'Client.' })
        : answer({
            intent: 'employment',
            isEmployment: true,
            employmentType: 'full-time',
            reply: 'Careers.',
          }),
    );
    say('Are you hiring designers?');
    await screen.findByText('Careers.');
    await waitFor(() => expect(heading().textContent).toBe(CHAT_TEXTS.headingCareer));
    expect(careersBackground()).toBe(true);

    say('Actually we need a quote for a TV campaign');
    fireEvent.click(
      within(await screen.findByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).getByRole(
        'button',
        { name: CONTACT_GATE_TEXTS.skip },
      ),
    );
    await screen.findByText('Client.');
    await waitFor(() => expect(heading().textContent).toBe(CHAT_TEXTS.headingProject));
    expect(careersBackground()).toBe(false);

    say('Roughly, how much would it cost?');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![0].employmentType).toBeUndefined();
  });
});

describe('resume flow', () => {
  it("shows the resume upload in the chat with a job seeker's reply, until a resume is sent", async () => {
    const resumeId = '55555555-5555-4555-8555-555555555555';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              extractedContact: {
                name: 'Ana Reyes',
                email: 'ana@example.com',
                portfolio: null,
                linkedin: null,
              },
              resumeData: { resumeId },
            }),
          ),
      ),
    );
    const careers = answer({
      reply: 'Upload your resume (PDF or text) right here in the chat and our team will review it.',
      intent: 'employment',
      isEmployment: true,
      employmentType: 'full-time',
    });
    const { send, say } = setup(async () => careers);
    say('Are you hiring designers?');
    const thread = await screen.findByRole('log', { name: CHAT_TEXTS.threadLabel });
    const card = await within(thread).findByTestId('resume-card');
    expect(screen.queryByTestId('employment-panel')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Upload Resume' })).toBeTruthy();

    fireEvent.change(card.querySelector('input[type="file"]')!, {
      target: { files: [new File(['Ana Reyes, designer'], 'ana.txt', { type: 'text/plain' })] },
    });
    fireEvent.click(within(card).getByRole('button', { name: /Upload$/ }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![0]).toMatchObject({ resumeId, employmentType: 'full-time' });
    await waitFor(() => expect(within(thread).queryByTestId('resume-card')).toBeNull());

    // Sent once: later job-seeker replies do not ask for it again.
    say('What is the studio like?');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    await act(async () => {});
    expect(within(thread).queryByTestId('resume-card')).toBeNull();
  });

  it('a resume uploaded before any chat names its id in the message, so it joins that conversation', async () => {
    const resumeId = '44444444-4444-4444-8444-444444444444';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              extractedContact: {
                name: 'Ana Reyes',
                email: 'ana@example.com',
                portfolio: null,
                linkedin: null,
              },
              resumeData: { resumeId },
            }),
          ),
      ),
    );
    const { send } = setup();
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
    const card = await screen.findByTestId('resume-card');
    fireEvent.change(card.querySelector('input[type="file"]')!, {
      target: { files: [new File(['Ana Reyes'], 'ana.txt', { type: 'text/plain' })] },
    });
    fireEvent.click(within(card).getByRole('button', { name: /Upload$/ }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({
      contactInfo: { name: 'Ana Reyes', email: 'ana@example.com' },
      resumeId,
    });
  });
});

describe('replies drive the page', () => {
  const cards = [
    {
      id: 'video-reel',
      title: 'Our Creative Reel',
      description: 'The reel.',
      expandedContent: '<p>Reel</p>',
      isVideoReel: true,
      relatedCardIds: [],
    },
    {
      id: 'food-brands',
      title: 'Food & Beverage Brands',
      description: 'Food.',
      expandedContent:
        '<p>Food <a href="/case-studies/imax">IMAX</a></p><img src=x onerror="alert(1)">',
      isVideoReel: false,
      relatedCardIds: ['awards'],
    },
    {
      id: 'awards',
      title: 'Awards',
      description: 'Awards.',
      expandedContent: '<p>Awards</p>',
      isVideoReel: false,
      relatedCardIds: [],
    },
  ];
  const handlers: TrpcHandlers = {
    'cards.list': () => cards,
    'physics.byPersona': () => ({
      id: 'p',
      personaId: 'default',
      name: 'Default',
      isDefault: true,
      mass: 1,
      tension: 170,
      friction: 26,
      precision: 0.01,
    }),
  };

  it('shows the trigger cards; Find out more... opens the sanitized overlay; dismiss removes a card after 500 ms', async () => {
    const { say } = setup(
      async () => answer({ triggerCards: [{ type: 'video_reel' }, { type: 'food_brands' }] }),
      handlers,
    );
    say('Show me food work');
    const deck = await screen.findByTestId('card-deck');
    await within(deck).findByText('Food & Beverage Brands');
    expect(within(deck).getAllByTestId('deck-card')).toHaveLength(2);

    fireEvent.click(within(deck).getByRole('button', { name: /^Food & Beverage Brands/ }));
    fireEvent.click(within(deck).getByRole('button', { name: 'Find out more...' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'IMAX' })).toBeTruthy();
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(deck).getByRole('button', { name: 'Dismiss Food & Beverage Brands' }));
    expect(within(deck).getByText('Food & Beverage Brands')).toBeTruthy();
    await waitFor(() => expect(within(deck).queryByText('Food & Beverage Brands')).toBeNull());
    fireEvent.click(within(deck).getByRole('button', { name: 'Dismiss Our Creative Reel' }));
    expect(await within(deck).findByText('No cards to display.')).toBeTruthy();
  });

  it('brings the panels a reply opens into view, the card deck once its cards are in', async () => {
    const reveal = vi.spyOn(Element.prototype, 'scrollIntoView');
    const revealed = () => reveal.mock.contexts as Element[];
    try {
      const { say } = setup(
        async () =>
          answer({ messageType: 'reel-request', triggerCards: [{ type: 'food_brands' }] }),
        handlers,
      );
      say('Do you have a reel?');
      const showcase = await screen.findByTestId('showcase');
      const deck = await screen.findByTestId('card-deck');
      await within(deck).findByText('Food & Beverage Brands');
      await waitFor(() => expect(revealed()).toContain(deck));
      expect(revealed()).toContain(showcase);
      expect(reveal).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest' });

      fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
      const careers = await screen.findByTestId('employment-panel');
      expect(revealed()).toContain(careers);
    } finally {
      reveal.mockRestore();
    }
  });

  it('reveals a panel at once, without smooth scrolling, when the visitor prefers reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    });
    const reveal = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      setup();
      fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.employment }));
      const careers = await screen.findByTestId('employment-panel');
      expect(reveal.mock.contexts).toContain(careers);
      expect(reveal).toHaveBeenCalledWith({ behavior: 'auto', block: 'nearest' });
      expect(reveal).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    } finally {
      reveal.mockRestore();
      window.matchMedia = matchMedia;
    }
  });

  it('opens the portfolio on the industry the reply names', async () => {
    const study = (id: string, industry: string) =>
      CaseStudy.parse({
        id,
        title: `${id} title`,
        client: `${id} client`,
        industry,
        challenge: 'A challenge.',
      });
    const { say } = setup(
      async () =>
        answer({
          reply: 'Here is our wellness work.',
          messageType: 'portfolio-request',
          portfolioFilter: 'Health & Wellness',
        }),
      {
        'caseStudies.list': () => ({
          caseStudies: {
            verde: study('verde', 'Health & Wellness'),
            imax: study('imax', 'Entertainment'),
          },
        }),
      },
    );
    say('Work in beauty or wellness');
    const modal = await screen.findByRole('dialog', { name: 'Our Work' });
    const chip = await within(modal).findByRole('button', { name: 'Health & Wellness' });
    await waitFor(() => expect(chip.getAttribute('aria-pressed')).toBe('true'));
    const grid = within(modal).getByTestId('portfolio-grid');
    expect(
      within(grid)
        .getAllByRole('button')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual([expect.stringContaining('verde client')]);
  });

  it('opens the portfolio for a SHOW_PORTFOLIO reply, and the contact form replaces it', async () => {
    const { say } = setup(async () => answer({ reply: 'SHOW_PORTFOLIO' }), {
      'caseStudies.list': () => ({ caseStudies: {} }),
    });
    say('Portfolio please');
    expect(await screen.findByRole('dialog', { name: 'Our Work' })).toBeTruthy();
    expect(screen.getByText(CHAT_TEXTS.portfolioOpened)).toBeTruthy();
    expect(screen.queryByText('SHOW_PORTFOLIO')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Get in Touch' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Our Work' })).toBeNull());
    expect(screen.getByRole('form', { name: CONTACT_GATE_TEXTS.formLabel })).toBeTruthy();
  });

  it('offers the PDF upload: refuses other types, uploads a PDF and reports failure with the agency email', async () => {
    let refused = false;
    const { fetchMock } = fakeApi(
      {},
      {
        rest: {
          'POST /api/upload-pdf': (_request, refuse) =>
            refused
              ? refuse(415, { success: false, error: 'UNSUPPORTED_MEDIA_TYPE', message: 'nope' })
              : pdfUploaded({ message: 'Thanks! We received "deck.pdf".' }),
        },
      },
    );
    vi.stubGlobal('fetch', fetchMock);
    const { say } = setup(async () =>
      answer({ messageType: 'document-sharing-response', offerPdfUpload: true }),
    );
    expect(screen.queryByRole('button', { name: TOOLBAR_TEXTS.pdf })).toBeNull();
    say('Can I upload our brief?');
    expect(await screen.findByRole('button', { name: TOOLBAR_TEXTS.pdf })).toBeTruthy();
    const fileInput = screen.getByTestId('pdf-input') as HTMLInputElement;

    fireEvent.change(fileInput, {
      target: { files: [new File(['hi'], 'notes.docx', { type: 'application/msword' })] },
    });
    expect(await screen.findByText(TEXTS.pdfOnly)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(fileInput, { target: { files: [big] } });
    expect(await screen.findByText(TEXTS.pdfTooLarge)).toBeTruthy();

    fireEvent.change(fileInput, {
      target: { files: [new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Thanks! We received "deck.pdf".')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upload-pdf');
    const body = init.body as FormData;
    expect((body.get('pdf') as File).name).toBe('deck.pdf');
    expect(body.get('conversationId')).toBe(CONVERSATION);
    // The note stored with deck.pdf is what the visitor wrote, never the caption of the refused file.
    expect(body.get('message')).toBe('Can I upload our brief?');

    refused = true;
    fireEvent.change(fileInput, {
      target: { files: [new File(['%PDF-1.4'], 'again.pdf', { type: 'application/pdf' })] },
    });
    // The email address in the reply is a mailto link, so the text spans two elements.
    const failure = TEXTS.pdfUploadFailure(AGENCY.email);
    const bubble = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === failure,
    );
    expect(within(bubble).getByRole('link', { name: AGENCY.email }).getAttribute('href')).toBe(
      `mailto:${AGENCY.email}`,
    );
  });

  it('the logo resets everything', async () => {
    const { say } = setup();
    say('Hello there');
    await screen.findByText('Thanks for reaching out! Tell us more.');
    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.awards }));
    await screen.findByTestId('awards-banner');

    fireEvent.click(screen.getByRole('button', { name: TOOLBAR_TEXTS.reset }));
    await waitFor(() => expect(heading().textContent).toBe(CHAT_TEXTS.heading));
    expect(screen.queryByText('Thanks for reaching out! Tell us more.')).toBeNull();
    // The sparkle's code (with motion) is fetched at the first reset.
    expect(await screen.findByTestId('sparkle')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('awards-banner')).toBeNull());
  });
});
