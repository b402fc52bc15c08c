// The patterns of issue 13, each on the seed content, in conversation (history and state carried
// from turn to turn as the chat endpoint does).
import {
  agencyFacts,
  caseStudies,
  cards,
  faqs,
  services,
  spanishKnowledge,
} from '@agency/db/content';
import { CaseStudy } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { createAssistant, type AssistantAnswer, type Turn } from './index.ts';

const assistant = createAssistant({
  faqs,
  services,
  caseStudies: caseStudies.map((study) => CaseStudy.parse(study)),
  facts: agencyFacts,
  spanish: spanishKnowledge,
});

function talk(...messages: string[]): AssistantAnswer[] {
  const history: Turn[] = [];
  let state: unknown;
  return messages.map((message) => {
    const answer = assistant.answer({ message, history, hasContact: false, state });
    history.push({ message, reply: answer.reply });
    state = answer.state;
    return answer;
  });
}

const CHEER = /^(Love this|Sounds exciting|Great|Good news|Happy to help)/;
const PITCH = /would be a great fit|right in our wheelhouse|exactly what our/i;

describe('1. follow-ups keep the topic', () => {
  it('price, similar work and turnaround are answered for the project described', () => {
    const [first, price, similar, turnaround] = talk(
      'Hi, this is Marco. We are releasing a film in theaters this summer and need a video campaign.',
      'What would a project like that run?',
      'Got anything similar?',
      "What's the turnaround?",
    );
    expect(first!.state).toMatchObject({
      name: 'Marco',
      industry: 'Entertainment',
      service: 'video-production',
    });
    expect(price!.intent).toBe('service-inquiry');
    expect(price!.reply).toMatch(/video production project in entertainment/);
    expect(price!.reply).toMatch(/\$10K/);
    expect(similar!.reply).toMatch(/IMAX|Sunset Strip/);
    expect(similar!.reply).not.toBe(first!.reply);
    // A commercial's timeline, not the campaign's generic one.
    expect(turnaround!.reply).toMatch(/6 to 10 weeks/);
  });

  it('"the car one" resolves to the automotive case study', () => {
    const [, car] = talk('Can I see your portfolio?', 'Tell me more about the car one');
    expect(car!.reply).toMatch(/Electra Motors/);
    expect(car!.state.caseId).toBe('electra-motors');
  });

  it('a name typed in the chat is remembered in the state', () => {
    const [, , last] = talk("Hey, I'm Priya from Lumen Coffee.", 'We need a launch plan', 'ok');
    expect(last!.state.name).toBe('Priya');
    expect(last!.state.company).toBe('Lumen Coffee');
  });
});

describe('2. answers the question asked', () => {
  it('a reworded location question gets the address, not a service pitch', () => {
    const [answer] = talk('where is your office exactly?');
    expect(answer!.reply).toMatch(/Sunset Blvd/);
    expect(answer!.reply).not.toMatch(PITCH);
  });

  it('"what do you do?" gets the services, and "ok" is taken as an acknowledgement', () => {
    const [ack, what] = talk('ok', 'what do you do?');
    expect(ack!.reply).not.toMatch(/someone else|outside what I can/);
    expect(what!.reply).toMatch(/brand strategy, creative campaigns, media buying/);
  });

  it('"how do I reach them" gets the contact details', () => {
    const [, reach] = talk('Do you handle PR?', 'ok, how do I reach them?');
    expect(reach!.reply).toMatch(/hello@silverlakecreative\.com/);
  });
});

describe('3. says plainly what it cannot answer', () => {
  it.each([
    'Do you handle PR?',
    'Is there parking at your studio?',
    "What's the name of your CEO?",
  ])('%s', (message) => {
    const [answer] = talk(message);
    expect(answer!.source).toBe('unknown');
    expect(answer!.reply).toMatch(/can't confirm|can't answer|not something I can answer/);
    expect(answer!.reply).toMatch(/hello@silverlakecreative\.com/);
    expect(answer!.reply).not.toMatch(PITCH);
  });
});

describe('4. false premises are corrected', () => {
  it('a famous spot that is not theirs', () => {
    const [answer] = talk('You made that famous soda Super Bowl spot, right?');
    expect(answer!.source).toBe('premise');
    expect(answer!.intent).toBe('webchat');
    expect(answer!.reply).toMatch(/can't confirm/);
    expect(answer!.reply).toMatch(/IMAX/);
    expect(answer!.reply).not.toMatch(CHEER);
    expect(answer!.triggerCards).toBeUndefined();
  });

  it('an award they never won, a price below the floor, an office they lack', () => {
    expect(talk('Congrats on the Emmy!')[0]!.reply).toMatch(/haven't won an Emmy.*Clio/);
    expect(talk('someone told me you start at $1,500')[0]!.reply).toMatch(
      /not quite right.*\$10K.*\$1,500/,
    );
    expect(talk('Can I drop by your New York office?')[0]!.reply).toMatch(
      /don't have an office in New York.*Los Angeles/,
    );
  });

  it('"are you the agency that did…" a famous launch', () => {
    const [answer] = talk('Are you guys the agency that did the Tesla Cybertruck reveal?');
    expect(answer!.source).toBe('premise');
    expect(answer!.reply).toMatch(/can't confirm that: Tesla work/);
  });

  it('a true claim is confirmed with the case study', () => {
    const [answer] = talk('You did the IMAX campaign, right?');
    expect(answer!.reply).toMatch(/^Yes, that's ours: "Bigger Than Your Living Room" for IMAX/);
  });
});

describe('5. the work shown follows the industry', () => {
  it.each([
    ['We need video for a theatrical release in March.', /IMAX/, /Electra/],
    ['Our software company needs a media plan for a product launch.', /Vaultline/, /IMAX/],
    ['Our dental clinic wants a video for Instagram.', /Verde Wellness/, /IMAX/],
  ])('%s', (message, wanted, unwanted) => {
    const [answer] = talk(message);
    expect(answer!.reply).toMatch(wanted);
    expect(answer!.reply).not.toMatch(unwanted);
  });

  it('a question about experience in an industry names that industry’s work', () => {
    expect(talk('Do you have experience with banks?')[0]!.reply).toMatch(
      /Pacific Coast Credit Union/,
    );
    expect(talk('Me gustaría saber si tienen experiencia con bancos')[0]!.reply).toMatch(
      /Pacific Coast Credit Union/,
    );
  });

  it('a case study named outright is described, and "the results" stay on it', () => {
    const [about, results] = talk('Tell me about the IMAX campaign', 'what were the results?');
    expect(about!.reply).toMatch(/IMAX.*312%/);
    expect(about!.state.caseId).toBe('imax');
    expect(results!.reply).toMatch(/IMAX/);
  });

  it('cards are only topic cards the deck has', () => {
    const deck = new Set(cards.map((card) => card.id));
    const [answer] = talk('We run a taco restaurant and need a commercial and billboards');
    expect(answer!.triggerCards?.length).toBeGreaterThan(0);
    for (const card of answer!.triggerCards ?? [])
      expect(deck.has((card.type ?? '').replace(/_/g, '-'))).toBe(true);
  });
});

describe('6. Spanish', () => {
  it('answers whether they work in Spanish, in Spanish', () => {
    const [answer] = talk('¿Trabajan en español?');
    expect(answer!.lang).toBe('es');
    expect(answer!.intent).toBe('webchat');
    expect(answer!.reply).toMatch(/inglés y en español/);
  });

  it('a business introducing itself in Spanish is a likely client, not a vendor', () => {
    const [answer] = talk('Hola, ¿trabajan en español? Somos una clínica dental en Pasadena.');
    expect(answer!.lang).toBe('es');
    expect(answer!.intent).toBe('service-inquiry');
    expect(answer!.reply).not.toMatch(/tarifas|propuesta/);
  });

  it('a Spanish-speaking client asking to see work gets the portfolio, not careers', () => {
    const [answer] = talk('Hola, quiero ver su trabajo');
    expect(answer!.messageType).toBe('portfolio-request');
    expect(answer!.intent).not.toBe('employment');
    expect(answer!.reply).toMatch(/portafolio/);
  });

  it('a Spanish project gets grounded Spanish replies, and the conversation stays in Spanish', () => {
    const [first, price, thanks] = talk(
      'Necesito un video para mi restaurante',
      '¿Cuánto costaría?',
      'ok',
    );
    expect(first!.intent).toBe('service-inquiry');
    expect(first!.reply).toMatch(/Taquería del Sol|Golden State Creamery/);
    expect(first!.reply).toMatch(/Con gusto|Te cuento/);
    expect(price!.reply).toMatch(/\$10K.*\$100K/);
    expect(price!.reply).toMatch(/proyectos suelen costar/);
    expect(thanks!.lang).toBe('es');
  });
});

describe('7. negation, repetition and tone', () => {
  it('a declined reel is not opened, and the question is answered', () => {
    const [answer] = talk('Skip the reel, I only need to know whether you handle PR');
    expect(answer!.messageType).toBeUndefined();
    expect(answer!.reply).not.toMatch(/reel/i);
    expect(answer!.reply).toMatch(/can't confirm/);
    expect(answer!.state.declined).toContain('reel');
  });

  it('a decline holds for the rest of the conversation', () => {
    const [, later] = talk('No reel please, I have seen it.', 'Can you play something for me?');
    expect(later!.messageType).not.toBe('reel-display');
  });

  it('never asks the same closing question twice', () => {
    const answers = talk(
      'We need a rebrand for our bakery.',
      'We also need new packaging photos.',
      'And some social posts for the launch.',
      'Plus a menu redesign.',
    );
    const questions = answers.map((a) => a.reply.match(/[^.!?]*\?\s*$/)?.[0]).filter(Boolean);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('a budget within the range is acknowledged as such', () => {
    const [, answer] = talk('We need a campaign for our hotel reopening', '$25k');
    expect(answer!.reply).toMatch(/\$25K sits within our usual range/);
    expect(answer!.state.budget).toBe(25_000);
  });

  it('a budget below the floor gets the floor, kindly, and no cheer', () => {
    const [answer] = talk('We have $2,000 for a launch video.');
    expect(answer!.reply).not.toMatch(CHEER);
    expect(answer!.reply).toMatch(/start at around \$10K.*\$2K/);
  });
});

describe('8. replies from the contact FAQ keep the whole email address', () => {
  it('How can I contact you directly?', () => {
    const [answer] = talk('How can I contact you directly?');
    expect(answer!.reply).toMatch(/^You can email us at hello@silverlakecreative\.com, call/);
  });
});

describe('9. intent boundaries', () => {
  it.each([
    ['Can I see your reel?', 'webchat'],
    ["I'm a journalist writing about LA agencies, can I interview someone?", 'webchat'],
    ['We sell billboard inventory on the Westside and want to be on your plans.', 'vendor'],
    ['How much does a 30 second commercial cost?', 'service-inquiry'],
  ] as const)('%s -> %s', (message, intent) => {
    expect(talk(message)[0]!.intent).toBe(intent);
  });

  it("a job seeker's follow-up question gets the careers answer, not the introduction again", () => {
    const [intro, apply] = talk('I am a freelance editor', 'how do I apply?');
    expect(intro!.intent).toBe('employment');
    expect(apply!.intent).toBe('employment');
    expect(apply!.tokenUsage).toEqual({ faq_match: 'careers-how-to-apply' });
  });

  it('a job seeker who goes on to ask for a campaign quote is a client for that message', () => {
    const history: Turn[] = [];
    const message = 'Actually I also run a bakery, can you quote a campaign for us?';
    const answer = assistant.answer({
      message,
      history,
      hasContact: false,
      employmentType: 'full-time',
    });
    expect(answer.intent).toBe('service-inquiry');
  });
});
