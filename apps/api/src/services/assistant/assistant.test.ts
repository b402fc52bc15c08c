import { describe, it, expect } from 'vitest';
import { createAssistant, type AssistantAnswer, type AssistantInput, type Turn } from './index.ts';
import { fixtureKb, seedKb } from './fixtures.ts';

const assistant = createAssistant(fixtureKb);
const ask = (message: string, extra: Partial<AssistantInput> = {}): AssistantAnswer =>
  assistant.answer({ message, history: [], hasContact: false, ...extra });
const cardTypes = (answer: AssistantAnswer) =>
  (answer.triggerCards ?? []).map((card) => card.type).filter(Boolean);

function expectWellFormed(answer: AssistantAnswer) {
  expect(answer.reply.trim().length).toBeGreaterThan(0);
  expect(answer.reply).not.toMatch(/<[^>]*>|\*\*|^#/);
  expect(answer.confidence).toBeGreaterThanOrEqual(0);
  expect(answer.confidence).toBeLessThanOrEqual(1);
  expect(answer.isEmployment).toBe(answer.intent === 'employment');
}

describe('intent', () => {
  it.each([
    ["I'm a freelance motion designer looking for new projects", 'employment'],
    ['We need a campaign for our product launch this fall', 'service-inquiry'],
    ["We're a post-production house offering agency rates. Who handles vendors there?", 'vendor'],
    ['hello there', 'webchat'],
  ] as const)('%s -> %s', (message, intent) => {
    const answer = ask(message);
    expect(answer.intent).toBe(intent);
    expectWellFormed(answer);
  });

  it('reports a calibrated probability, lower for ambiguous messages than for clear ones', () => {
    const clear = ask('Are there any internships for design students this summer?');
    const vague = ask('ok so');
    expect(clear.confidence).toBeGreaterThan(0.8);
    expect(vague.confidence).toBeLessThan(clear.confidence);
  });

  it('uses the previous message as weak evidence for a vague follow-up', () => {
    const history: Turn[] = [
      { message: 'Do you have any internships?', reply: ask('Do you have any internships?').reply },
    ];
    expect(assistant.answer({ message: 'yes please', history, hasContact: false }).intent).toBe(
      'employment',
    );
    expect(ask('yes please').intent).toBe('webchat');
    const thanks = assistant.answer({ message: 'thanks!', history, hasContact: false });
    expect(thanks.intent).toBe('webchat');
    expect(thanks.unit).toBe('thanks');
    // A clear message still speaks for itself.
    expect(
      assistant.answer({
        message: 'Can you produce a TV commercial for us?',
        history,
        hasContact: false,
      }).intent,
    ).toBe('service-inquiry');
  });

  it('treats an employment type chosen in the interface as evidence for employment', () => {
    const answer = ask('Five years as a motion designer, mostly commercials and social.', {
      employmentType: 'freelancer',
    });
    expect(answer.intent).toBe('employment');
    expect(answer.employmentType).toBe('freelancer');
  });
});

describe('what the visitor asks to see', () => {
  it('portfolio request', () => {
    const answer = ask('Can I see some of your past campaigns first?');
    expect(answer.messageType).toBe('portfolio-request');
    expect(answer.reply).not.toBe('SHOW_PORTFOLIO');
  });

  it('reel display when they want to watch it now', () => {
    const answer = ask('Play your showreel please');
    expect(answer.messageType).toBe('reel-display');
    expect(cardTypes(answer)).toContain('video_reel');
  });

  it('reel request when they ask whether there is one or to send it', () => {
    const answer = ask('Do you have a sizzle reel you could email me?');
    expect(answer.messageType).toBe('reel-request');
    expect(cardTypes(answer)).toContain('video_reel');
  });

  it('awards response with the awards animation', () => {
    const answer = ask('Has your agency won any Clio awards?');
    expect(answer.messageType).toBe('awards-response');
    expect(answer.triggerAnimation).toBe('awards');
  });

  it('document sharing offers the PDF upload', () => {
    const answer = ask('We have an RFP ready, can I upload it here?');
    expect(answer.messageType).toBe('document-sharing-response');
    expect(answer.offerPdfUpload).toBe(true);
    expect(answer.buyingIntent).toBe(true);
    expect(answer.reply).toMatch(/upload/i);
  });

  it('respects negation and the visitor’s own material', () => {
    expect(
      ask("We don't have a brief yet, but we need a spring campaign").messageType,
    ).toBeUndefined();
    const applicant = ask("I'm a freelance editor, here's my portfolio: behance.net/someone");
    expect(applicant.intent).toBe('employment');
    expect(applicant.messageType).toBeUndefined();
  });

  it('topic cards: food brands, video and media, named by type only (a case study is not a card)', () => {
    const food = ask("We're a juice brand launching in LA, can you help?");
    expect(cardTypes(food)).toContain('food_brands');
    expect((food.triggerCards ?? []).every((card) => card.type && !card.id)).toBe(true);
    expect(food.reply).toMatch(/Sunny Side Creamery|Casa Verde Cantina/);
    expect(cardTypes(ask('Can you shoot a 30-second commercial for our app?'))).toContain(
      'video_portfolio',
    );
    expect(cardTypes(ask('We need a media buying partner for radio and billboards'))).toContain(
      'media_campaigns',
    );
  });

  it('no triggers for vendors', () => {
    const vendor = ask("We're a billboard company with great inventory, can I send our rate card?");
    expect(vendor.intent).toBe('vendor');
    expect(vendor.messageType).toBeUndefined();
    expect(vendor.triggerCards).toBeUndefined();
    expect(vendor.reply).toContain('hello@silverlakecreative.com');
  });
});

describe('employment', () => {
  it.each([
    ['Do you take on freelance copywriters?', 'freelancer'],
    ['Any full-time openings for a senior producer?', 'full-time'],
    ["I'm a college student looking for a summer internship", 'internship'],
  ] as const)('%s -> %s', (message, type) => {
    const answer = ask(message);
    expect(answer.intent).toBe('employment');
    expect(answer.isEmployment).toBe(true);
    expect(answer.employmentType).toBe(type);
    expect(answer.step).toBe('careers');
    expect(answer.unit).toMatch(/^careers/);
    expect(answer.reply).toMatch(/Freelance Network|Full-Time Careers|Internships/);
    expect(answer.reply).toMatch(/resume/i);
  });
});

describe('answers', () => {
  it('answers with the answer unit a question asks for, and records the step and the unit', () => {
    const answer = ask('How much does a project cost?');
    expect(answer.source).toBe('unit');
    expect(answer.tokenUsage).toEqual({ step: 'unit', faq_match: 'pricing' });
    expect(answer.reply).toContain('$10K');
  });

  it('composes a grounded reply naming the food work for a food brand', () => {
    const answer = ask("We're a craft brewery launching a new seasonal beer and need a campaign");
    expect(answer.step).toMatch(/project|unit/);
    expect(answer.intent).toBe('service-inquiry');
    expect(answer.reply).toMatch(/Sunny Side Creamery|Casa Verde Cantina/);
    expect(answer.reply.match(/\?/g)?.length).toBe(1);
    expect(answer.buyingIntent).toBe(true);
    expect(answer.reply).toMatch(/name and email|upload/i);
    expect(answer.context).toMatch(/Sunny Side Creamery|Food/);
    const sentences = answer.reply.split(/[.!?]+(?:\s+|$)/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(6);
  });

  it('is deterministic for the same conversation', () => {
    expect(ask('Can you help us rebrand?').reply).toBe(ask('Can you help us rebrand?').reply);
  });

  it('never repeats a reply already in the history', () => {
    const history: Turn[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = assistant.answer({
        message: 'How much does a project cost?',
        history,
        hasContact: false,
      });
      expect(history.map((turn) => turn.reply)).not.toContain(answer.reply);
      history.push({ message: 'How much does a project cost?', reply: answer.reply });
    }
    const greetings: Turn[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = assistant.answer({ message: 'hi', history: greetings, hasContact: false });
      expect(greetings.map((turn) => turn.reply)).not.toContain(answer.reply);
      greetings.push({ message: 'hi', reply: answer.reply });
    }
  });

  it('handles gibberish, abuse and empty input gracefully, without an error caught on the way', () => {
    const errors: unknown[] = [];
    const watched = createAssistant(fixtureKb, { onError: (error) => errors.push(error) });
    for (const message of [
      'asdkjh qwezxc vbnm',
      'you are useless garbage',
      '',
      '    ',
      '🤔',
      '!!!???',
    ]) {
      const answer = watched.answer({ message, history: [], hasContact: false });
      expect(answer.intent).toBe('webchat');
      expect(['fallback', 'smalltalk', 'acknowledgement', 'empty']).toContain(answer.step);
      expectWellFormed(answer);
    }
    // Malformed input from a careless caller does not throw either.
    const broken = watched.answer({
      message: undefined as unknown as string,
      history: null as unknown as Turn[],
      hasContact: false,
    });
    expect(broken.intent).toBe('webchat');
    expectWellFormed(broken);
    expect(errors).toEqual([]);
  });

  it('answers with the generic reply when something inside fails, and reports the error', () => {
    const errors: unknown[] = [];
    const watched = createAssistant(fixtureKb, { onError: (error) => errors.push(error) });
    const poisoned = {
      get message(): string {
        throw new Error('history turn unreadable');
      },
      reply: 'Hello',
    };
    const answer = watched.answer({
      message: 'Show me your work',
      history: [poisoned as unknown as Turn],
      hasContact: false,
    });
    expectWellFormed(answer);
    expect(answer.source).toBe('fallback');
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('history turn unreadable');
  });

  it('never puts markup in the reply, whatever the input', () => {
    const answer = ask('<script>alert("x")</script> <b>show</b> me your work', {
      clientName: '<img src=x onerror=alert(1)>Robert',
    });
    expectWellFormed(answer);
    expect(answer.reply).not.toMatch(/[<>]/);
    expect(answer.reply).not.toMatch(/script|onerror/i);
  });

  it('answers general agency questions from the knowledge base', () => {
    const answer = ask('Where are you located?');
    expect(answer.unit).toBe('location');
    expect(answer.reply).toContain('Sunset');
  });
});

describe('building', () => {
  // Timings are printed by bench/assistant.ts, not asserted here. A build is about a second of CPU
  // when the machine is idle and several beside other test workers, so the default 5 s is no bound.
  it('builds from the seed content', { timeout: 60_000 }, async () => {
    const real = createAssistant(seedKb);
    expectWellFormed(
      real.answer({ message: 'Do you work with restaurants?', history: [], hasContact: false }),
    );
  });
});
