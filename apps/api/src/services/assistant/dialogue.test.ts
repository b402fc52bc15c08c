import { describe, expect, it } from 'vitest';
import { readContact } from './contact.ts';
import {
  parseDeclines,
  parseMoney,
  parseTimeline,
  readState,
  withoutRefusals,
} from './dialogue.ts';
import { detectLanguage, gloss } from './language.ts';
import { checkPremise } from './premise.ts';
import { fixtureKb } from './fixtures.ts';

describe('dialogue state', () => {
  it('reads a stored state leniently: damaged fields fall back, valid ones stay', () => {
    expect(readState(null)).toEqual({
      lang: 'en',
      asked: [],
      answered: [],
      declined: [],
      shown: [],
      avoid: [],
    });
    expect(readState(['an', 'array'])).toEqual(readState(null));
    expect(
      readState({
        lang: 'fr',
        industry: 'Retail',
        budget: -5,
        asked: 'x',
        declined: ['reel', 'x'],
      }),
    ).toEqual({
      lang: 'en',
      industry: 'Retail',
      asked: [],
      answered: [],
      declined: [],
      shown: [],
      avoid: [],
    });
    expect(readState({ lang: 'es', declined: ['reel', 'reel'] }).declined).toEqual(['reel']);
  });

  it('leaves out what a message refuses, to the end of its clause, and nothing else', () => {
    expect(withoutRefusals('please no influencer stuff, we want TV', 'en')).toBe(', we want TV');
    expect(withoutRefusals('not looking for a retainer. just one campaign', 'en')).toBe(
      '. just one campaign',
    );
    expect(withoutRefusals("i don't want to see the reel, just tell me what u do", 'en')).toBe(
      ', just tell me what u do',
    );
    expect(withoutRefusals('no quiero ver videos, dime cómo le harían', 'es')).toBe(
      ', dime cómo le harían',
    );
    for (const kept of [
      "we're not in LA, we're in phoenix",
      'do u not have any texas clients?',
      "you don't do SEO, right?",
      'no problem, how much is it?',
      'nothing smaller?',
      'no tenemos mucho presupuesto',
    ])
      expect(withoutRefusals(kept, kept.startsWith('no tenemos') ? 'es' : 'en')).toBe(kept);
    expect(withoutRefusals('no reel please', 'en')).toBe('no reel please');
  });

  it('reads money only with a currency or a unit', () => {
    expect(parseMoney('we have $1,500')).toBe(1500);
    expect(parseMoney('about 20k')).toBe(20_000);
    expect(parseMoney('$2.5 million')).toBe(2_500_000);
    expect(parseMoney('5.000 dólares')).toBe(5000);
    expect(parseMoney('a 30 second spot with 3 cuts')).toBeUndefined();
  });

  it('reads a sum said by its digits: "high five figures", "low six figures", "seis cifras"', () => {
    expect(parseMoney('high five figures, maybe touching six')).toBe(80_000);
    expect(parseMoney('low six figures for the year')).toBe(200_000);
    expect(parseMoney('a six-figure budget')).toBe(100_000);
    expect(parseMoney('tenemos seis cifras')).toBe(100_000);
    expect(parseMoney('five figure followers is a lot')).toBeUndefined();
    expect(parseMoney('we grew five times over')).toBeUndefined();
  });

  it('reads a name and company from a self-introduction only', () => {
    expect(readContact('Hi, this is Marco.').name).toBe('Marco');
    expect(readContact('Me llamo Lucía').name).toBe('Lucía');
    expect(readContact("I'm looking for an agency").name).toBeUndefined();
    expect(readContact("I'm Ana from Verde Foods, hi").company).toBe('Verde Foods');
    expect(readContact('We work with Nike').company).toBeUndefined();
    // A first "I'm" that is no name does not hide a later one; a name after "reporter here".
    expect(readContact('ok im in. im Dee, 512-555-0134').name).toBe('Dee');
    expect(readContact('Reporter here, Marisa Okafor, LA Times, m@latimes.com').name).toBe(
      'Marisa Okafor',
    );
  });

  it('reads a full name typed in lowercase just before a number, and no word about the number', () => {
    expect(readContact('sounds good. rosa delgado 626.555.0142 mornings best').name).toBe(
      'Rosa Delgado',
    );
    expect(readContact('ok text me - ken ito 415-555-0199').name).toBe('Ken Ito');
    expect(readContact('sure. my cell 626-555-0142').name).toBeUndefined();
    expect(readContact('Is 250k realistic for a tv spot?').name).toBeUndefined();
  });

  it('reads a lowercase title and full name before a number, and no verb as a name', () => {
    expect(readContact('great. im dr maria chen, 626-555-0190, mornings').name).toBe('Maria Chen');
    expect(readContact('who reviews my work when im editing').name).toBeUndefined();
    expect(readContact('im super excited about this').name).toBeUndefined();
    expect(readContact('my name is ted').name).toBe('Ted');
  });

  it('reads a full name before a job title, a company to the end of its sentence, and a Mexican mobile', () => {
    const hotel = readContact(
      'Good morning. Tomas Herrera, Director of Marketing at Bayview Suites. Call (858) 555-0144 x 12.',
    );
    expect(hotel).toMatchObject({
      name: 'Tomas Herrera',
      company: 'Bayview Suites',
      phone: '+18585550144 ext. 12',
    });
    expect(readContact('ok. Maria Lopez, owner of two bakeries').name).toBe('Maria Lopez');
    expect(readContact('We Sell Tacos, director approved').name).toBeUndefined();
    expect(readContact('Soy Ana, mi cel +52 1 33 5550 1234').phone).toBe('+523355501234');
  });

  it('reads a timeline and what is declined', () => {
    expect(parseTimeline('we launch in 6 weeks')).toBe('in 6 weeks');
    expect(parseTimeline('we want to go big')).toBeUndefined();
    expect(parseDeclines('Skip the reel, just the prices')).toEqual(['reel']);
    expect(parseDeclines("don't show me the portfolio or the awards")).toEqual([
      'portfolio',
      'awards',
    ]);
    expect(parseDeclines('show me the reel')).toEqual([]);
  });
});

describe('language', () => {
  it('tells Spanish from English, and keeps the conversation language for short replies', () => {
    expect(detectLanguage('Necesito un video para mi restaurante', undefined, [])).toBe('es');
    expect(detectLanguage('We need a video for our restaurant', undefined, [])).toBe('en');
    expect(detectLanguage('ok', 'es', [])).toBe('es');
    expect(detectLanguage('ok', undefined, [])).toBe('en');
    expect(detectLanguage('Gracias', undefined, [])).toBe('es');
  });

  it('ignores client names when detecting the language', () => {
    expect(detectLanguage('Tell me about Taquería del Sol', undefined, ['Taquería del Sol'])).toBe(
      'en',
    );
  });

  it('glosses the Spanish words that decide intent and topic', () => {
    expect(gloss('¿Cuánto cuesta un comercial?')).toBe('how much does it cost un commercial ?');
  });
});

describe('premises', () => {
  const cases = fixtureKb.caseStudies;
  it('flags awards not won, clients not had, prices under the floor and offices not held', () => {
    expect(checkPremise('Congrats on the Emmy', cases, 10_000)).toEqual({
      kind: 'award',
      claimed: 'Emmy',
    });
    expect(checkPremise('You made that famous Super Bowl spot, right?', cases, 10_000)).toEqual({
      kind: 'client',
      claimed: 'Super Bowl',
    });
    expect(checkPremise('I heard you start at $900', cases, 10_000)).toEqual({
      kind: 'price',
      claimed: 900,
    });
    expect(checkPremise('See you at your Chicago office', cases, 10_000)).toEqual({
      kind: 'location',
      claimed: 'Chicago',
    });
  });

  it('confirms a true claim and leaves plain requests alone', () => {
    expect(checkPremise('You did the Orbit Motors launch, right?', cases, 10_000)).toMatchObject({
      kind: 'confirmed-client',
    });
    expect(checkPremise('Can you make a video for my restaurant?', cases, 10_000)).toBeUndefined();
    expect(checkPremise('We have $50k to start', cases, 10_000)).toBeUndefined();
  });
});
