import { describe, expect, it } from 'vitest';
import {
  careersDialogues,
  careersKb,
  noRolesDialogues,
  seedOpenRoles,
} from './data/careersDialogues.ts';
import { runDialogues } from './data/dialogues.ts';
import { conversation } from './fixtures.ts';
import { createAssistant } from './index.ts';
import { rolesReply } from './roles.ts';

/** The assistant with the seed's roles posted, built once: it keeps nothing between conversations. */
const withRoles = createAssistant(careersKb());
const replies = (...messages: string[]) =>
  conversation(withRoles)(...messages).map((answer) => answer.reply);

const show = (results: ReturnType<typeof runDialogues>) =>
  results
    .filter((r) => r.problems.length)
    .map((r) => `${r.dialogue.id} #${r.index + 1}: ${r.problems.join('; ')}\n  ${r.reply}`);

describe('careers answers from the posted roles', { timeout: 60_000 }, () => {
  it('answer the careers dialogues: open roles, pay, work mode, deadline, how to apply, none in a discipline', () => {
    expect(show(runDialogues(withRoles, careersDialogues))).toEqual([]);
  });

  it('say so when no role is open, offer to keep the resume, and quote no pay', () => {
    expect(show(runDialogues(createAssistant(careersKb([])), noRolesDialogues))).toEqual([]);
  });

  it('leave a role out once its validThrough has passed, with no rebuild', () => {
    const roles = seedOpenRoles();
    const later = new Date(
      Date.parse(roles.find((r) => r.slug === 'paid-social-media-buyer')!.validThrough!) + 1000,
    );
    const before = rolesReply(roles, 'careers-roles', 'are you hiring media buyers?', 'en');
    const after = rolesReply(roles, 'careers-roles', 'are you hiring media buyers?', 'en', later);
    expect(before).toMatch(/Paid Social Media Buyer/);
    expect(after).toMatch(/^We don't have a media buyer role open right now\./);
    expect(after).not.toMatch(/\$/);
  });

  it('keep the units’ own text without roles in the knowledge, and for units not about roles', () => {
    expect(rolesReply(undefined, 'careers-salary', 'what does it pay?', 'en')).toBeNull();
    expect(rolesReply(seedOpenRoles(), 'careers-visa', 'do you sponsor visas?', 'en')).toBeNull();
  });

  it('answers in Spanish with the pay as posted', () => {
    const reply = rolesReply(
      seedOpenRoles(),
      'careers-salary',
      '¿cuánto pagan las prácticas?',
      'es',
    );
    expect(reply).toMatch(
      /^El pago publicado: Summer 2027 Creative Internship Cohort \(\$22 por hora\)\./,
    );
  });
});

describe('a careers conversation keeps the role in play', { timeout: 60_000 }, () => {
  const talk = replies;

  it('"what does it pay?" after a discipline is that role’s pay, not every role’s', () => {
    const [, pay] = talk('are you hiring copywriters', 'what does it pay');
    expect(pay).toMatch(/\$105,000–\$135,000/);
    expect(pay).not.toMatch(/Video Editor|Media Buyer/);
  });

  it('how long an internship runs comes from its posting; "full time or freelance?" chooses neither', () => {
    const [, length] = talk('do you have internships?', 'how long is it');
    expect(length).toMatch(/ten-week/);
    const [editor] = talk('is the video editor job full time or freelance');
    expect(editor).toMatch(/\$650–\$900/);
  });

  it('a role page’s headings are never said as an answer', () => {
    const [reply] = talk(
      "i'm not senior, like 4 yrs. anything for copywriters that isn't the senior role?",
    );
    expect(reply).not.toMatch(/How we work\./);
  });

  it('benefits and the working week come from the role’s page', () => {
    const [, benefits] = talk('any copywriter jobs?', 'what benefits come with it');
    expect(benefits).toMatch(/401\(k\)/);
    expect(benefits).toMatch(/Tuesday to Thursday/);
  });
  it("a question about the role in play is answered from that role's page", () => {
    const [, where, budgets, terms] = talk(
      "heard there's a paid social opening",
      "i'm based in phoenix, does that work?",
      'whats the budget size of the accounts',
      'and the pay + is it remote',
    );
    expect(where).toMatch(/remote, from anywhere in the United States/);
    expect(budgets).toMatch(/\$20K to \$400K a month/);
    expect(terms).toMatch(/\$85,000–\$110,000/);
    expect(terms).toMatch(/remote/);
  });

  it('a role named with a job word is a careers question, from a first message on', () => {
    const [reply] = talk('is the associate strategist role hybrid or in office?');
    expect(reply).toMatch(/Associate Brand Strategist \(hybrid/);
  });

  it('"how do I apply" for the role in play links that role\'s page, and the chat upload', () => {
    const [, apply] = talk('any openings for video editors', 'ok how do i apply');
    expect(apply).toMatch(/\/careers\/freelance-video-editor/);
    expect(apply).toMatch(/upload your resume here/);
  });

  it('what a role asks for and what its work is come from its page', () => {
    const [, needs, duties] = talk(
      'is the strategist job still open',
      'how many years of experience do you want for it',
      'and what would i be doing day to day',
    );
    expect(needs).toMatch(/Associate Brand Strategist asks for: Two or more years/);
    expect(duties).toMatch(/Associate Brand Strategist: .*The work: /);
    const [apply] = talk('could i apply for the senior copywriter job with 4 years?');
    expect(apply).toMatch(/Six or more years/);
  });

  it("how many days in the studio, and the hours, are what the role's page says", () => {
    const [, days] = talk(
      'is the associate brand strategist role open?',
      'how many days in the office',
    );
    expect(days).toMatch(/Three days a week/);
    const [, hours] = talk('tell me about the internship', 'how many hours a week is it');
    expect(hours).toMatch(/40 hours a week/);
    const [, enough] = talk('the paid social buyer role', '2 yrs exp enough?');
    expect(enough).toMatch(/Three or more years/);
  });

  it('which days, the hours in other words, and when a role starts and ends are what its page says', () => {
    const [, days] = talk('the senior copywriter opening', 'which days r u in the studio');
    expect(days).toMatch(/Tuesday to Thursday/);
    const [, part] = talk('is the internship paid', 'is it part time? i have another job');
    expect(part).toMatch(/40 hours a week/);
    const [, dates] = talk('im a film student', 'when does the internship start and end');
    expect(dates).toMatch(/mid-June to late August/);
  });

  it('travel, and benefits a page does not list, are answered from the page or said to be unlisted', () => {
    const [, travel] = talk('is the paid social job remote', 'is there any travel');
    expect(travel).toMatch(/twice a year, travel paid/);
    const [benefits] = talk('does the associate brand strategist job have health insurance?');
    expect(benefits).toMatch(/page doesn't say anything about benefits/);
    expect(benefits).not.toMatch(/90%/);
  });

  it('what no page states (visas, interviews) is said to be unstated, with where to ask', () => {
    const [, visa] = talk('any openings for video editors', 'can you sponsor a visa');
    expect(visa).toMatch(/doesn't say anything about visa sponsorship/);
    expect(visa).toMatch(/hello@silverlakecreative\.com/);
    const [interview] = talk('i applied for the senior copywriter job, whats the interview like');
    expect(interview).toMatch(/doesn't say anything about the interview process/);
  });

  it('a title no open role has is said not to be open, then what is open', () => {
    const [art, pay] = talk('are you hiring art directors', 'what would that pay');
    expect(art).toMatch(/We don't have an art director role open right now/);
    expect(art).toMatch(/Open now:/);
    expect(pay).not.toMatch(/\$22 an hour/);
    const [account] = talk('any account manager or account exec openings?');
    expect(account).toMatch(/don't have an account manager role open/);
    expect(account).not.toMatch(/rate cards/);
  });

  it('"the budget size of the accounts" is the posting\'s figure, not another line of it', () => {
    const [, size] = talk(
      'tell me about the paid social buyer job',
      'whats the budget size of the accounts',
    );
    expect(size).toMatch(/\$20K to \$400K/);
  });

  it('"the internship is unpaid, right?" is answered with what it pays', () => {
    const [unpaid] = talk('the internship is unpaid and remote, right?');
    expect(unpaid).toMatch(/\$22 an hour/);
  });

  it("a role's tools, length, lead, payment and duties are the sentences of its page that say them", () => {
    const [, tools, snap] = talk(
      'tell me about the remote buyer job',
      'what ad platforms would i be on',
      'is snapchat a must or just meta',
    );
    expect(tools).toMatch(/Meta, TikTok and Snapchat/);
    expect(snap).toMatch(/Snapchat/);
    const [, software] = talk(
      'freelance editor gig still open?',
      'which editing software do you use',
    );
    expect(software).toMatch(/Premiere Pro/);
    const [, weeks] = talk('any internships this summer', 'how long does the internship run');
    expect(weeks).toMatch(/ten-week/);
    const [, lead] = talk('the associate strategist role', 'who would i report to');
    expect(lead).toMatch(/head of strategy/);
    const [, llc] = talk(
      'is the video editor job freelance',
      "i'm not set up as an llc, is that ok",
    );
    expect(llc).toMatch(/payroll partner/);
    const [, set] = talk('do you have internships', 'would i get to be on set at all');
    expect(set).toMatch(/shoot at the studio/);
  });

  it('how many openings a role has is its posted count, and "video interns" is the internship', () => {
    const [, editors] = talk('hiring freelance editors?', 'how many are you looking for');
    expect(editors).toMatch(/has 2 openings/);
    const [, spots] = talk('do you take video interns?', 'how many spots are there');
    expect(spots).toMatch(/Internship Cohort has 6 openings/);
    const [, plazas] = talk('¿tienen prácticas?', '¿cuántas plazas hay?');
    expect(plazas).toMatch(/6 plazas/);
  });

  it('"how long do you keep resumes" is not the length of a role', () => {
    const [, kept] = talk('do you have internships', 'how long do you keep resumes');
    expect(kept).not.toMatch(/ten-week/);
  });

  it('"where do I send my reel" is how to apply, with the upload here', () => {
    const [, reel] = talk('any freelance editor work?', 'where do i send my reel');
    expect(reel).toMatch(/\/careers\/freelance-video-editor/);
    expect(reel).toMatch(/upload your resume here/);
  });

  it('a budget asked of the visitor in a named role is a careers question', () => {
    const [budgets] = talk('paid social buyer role: what size of budgets would i handle');
    expect(budgets).toMatch(/\$20K to \$400K a month/);
  });

  it('"what roles are open" names every open role, and a foreign "international" is no internship', () => {
    const [all] = talk('what roles do you have open right now');
    for (const title of [
      'Senior Copywriter',
      'Freelance Video Editor',
      'Paid Social Media Buyer',
      'Associate Brand Strategist',
      'Internship Cohort',
    ])
      expect(all).toContain(title);
    const [abroad] = talk(
      'we are an international skincare brand, do you work with brands abroad?',
    );
    expect(abroad).not.toMatch(/Internship/);
  });

  it('"do y\'all charge a day rate for shoot days?" is a client asking a price, not for the editor\'s day rate', () => {
    const [charge] = talk("do y'all charge a day rate for shoot days?");
    expect(charge).not.toMatch(/Freelance Video Editor/);
  });

  it('"will you shoot it yourselves or hire someone?" is a client asking how the work is made', () => {
    const [, crew] = talk(
      'we need a tv spot for our mattress stores',
      'will you shoot it yourselves or hire someone',
    );
    expect(crew).not.toMatch(/Freelance Video Editor/);
  });

  it('"do you help with visa for interns?" asks about a visa, not about Visa the client', () => {
    const [, visa] = talk('any internships open?', 'and do you help with visa for interns?');
    expect(visa).not.toMatch(/not one of our clients/);
    expect(visa).toMatch(/visa sponsorship/);
  });
});

describe(
  'a role asked about as a whole, by how it is worked, and by what its page says',
  {
    timeout: 60_000,
  },
  () => {
    const talk = conversation(withRoles);

    it('"give me the rundown on the media buyer opening" names its terms with what it is', () => {
      const [about] = talk('tell me more about the paid social media buyer opening');
      expect(about!.reply).toMatch(/\$85,000–\$110,000/);
      expect(about!.reply).toMatch(/remote/);
    });

    it('"what level of experience are they after" is the requirements of the role in play', () => {
      const [, needs] = talk('any strategy jobs?', 'what level of experience are they after');
      expect(needs!.reply).toMatch(/Two or more years/);
    });

    it('"so which ones are hybrid" lists the hybrid roles, not the role asked about before', () => {
      const [, hybrid] = talk('is the video editor gig on site?', 'so which ones are hybrid');
      expect(hybrid!.reply).toMatch(/Senior Copywriter/);
      expect(hybrid!.reply).toMatch(/Associate Brand Strategist/);
      expect(hybrid!.reply).not.toMatch(/Freelance Video Editor|Paid Social Media Buyer/);
    });

    it('"would I have people under me" and "what brands would I write for" come from its page', () => {
      const [, team, brands] = talk(
        'the senior copywriter job, is it still open',
        'would i be managing a team',
        'which clients would i write for',
      );
      expect(team!.reply).toMatch(/Mentor a junior writer/);
      expect(brands!.reply).toMatch(/IMAX and Taquería del Sol/);
    });

    it('a job seeker whose cousin runs a shop, asking for the shop, becomes a client', () => {
      const [, shop, length] = talk(
        'any editor jobs?',
        'different question, my cousin owns a nail salon and wants a few reels, what would that run',
        'and how long does something like that take',
      );
      expect(shop!.isEmployment).toBe(false);
      expect(length!.isEmployment).toBe(false);
      expect(length!.reply).toMatch(/six to ten weeks/);
    });
  },
);

describe(
  'a role page quoted to a Spanish speaker gives its figures in Spanish',
  {
    timeout: 60_000,
  },
  () => {
    const talk = replies;

    it('days in the studio, weeks of a booking and the months of the internship', () => {
      const [, days] = talk(
        'hola, me interesa el puesto de estratega de marca',
        '¿y cuántos días por semana se va al estudio?',
      );
      expect(days).toMatch(/3 días a la semana/);
      const [, weeks] = talk(
        'buenas, ¿tienen trabajo para editores freelance?',
        '¿y cuánto duran las contrataciones?',
      );
      expect(weeks).toMatch(/3 días; 6 semanas/);
      const [, months] = talk('hola, ¿tienen prácticas para estudiantes?', '¿y en qué fechas son?');
      expect(months).toMatch(/mediados de junio a finales de agosto/);
    });
  },
);

describe(
  '"don\'t open anything" keeps the reply to text until a screen is asked for',
  {
    timeout: 60_000,
  },
  () => {
    it('a job seeker asking in text gets text, then the careers screen when they ask for it', () => {
      const [paid, weeks, jobs] = conversation(withRoles)(
        'no need to open any pages, just answer in text: do interns get paid?',
        'and how many weeks is it',
        'ok now show me the open jobs',
      );
      expect(paid!.reply).toMatch(/\$22/);
      expect(paid!.isEmployment).toBe(false);
      expect(paid!.messageType).toBeUndefined();
      expect(weeks!.isEmployment).toBe(false);
      expect(jobs!.isEmployment).toBe(true);
    });
  },
);

describe('the pay range of a role named, and whether it is negotiable', { timeout: 60_000 }, () => {
  it('"is the top of the media buyer range flexible / negotiable?" is careers, with the range', () => {
    const answer = withRoles.answer({
      message: 'is the 110k top of the media buyer range negotiable at all',
      history: [],
      hasContact: false,
    });
    expect(answer.isEmployment).toBe(true);
    expect(answer.reply).toMatch(/\$85,000–\$110,000/);
    expect(answer.reply).toMatch(/doesn't say anything about whether the pay is negotiable/);
  });
});

describe('an open role named by its title alone', { timeout: 60_000 }, () => {
  it('"what does a paid social media buyer do all week?" is answered from its page', () => {
    const [answer] = conversation(withRoles)(
      'what does a paid social media buyer actually do day to day?',
    );
    expect(answer!.isEmployment).toBe(true);
    expect(answer!.reply).toMatch(/Paid Social Media Buyer/);
  });
});

describe('the track of a role is the one the visitor names', { timeout: 60_000 }, () => {
  it('a writer asking for openings hears of the copywriter role; interns\' "¿cuántas horas?" is the internship\'s', () => {
    const talk = conversation(withRoles);
    const [writer] = talk('hola, soy redactor con 7 años en agencias, ¿tienen vacantes?');
    expect(writer!.reply).toMatch(/Senior Copywriter/);
    const [, hours] = talk('hola, busco prácticas de diseño', '¿y cuántas horas a la semana son?');
    expect(hours!.reply).toMatch(/40 horas a la semana/);
  });
});

describe('the roles a careers conversation has named', { timeout: 60_000 }, () => {
  const talk = replies;

  it('a role named earlier outweighs a later word of another discipline', () => {
    const [, , samples] = talk(
      'is the internship open to film people or just design',
      'would i actually be on set for a shoot',
      'and what would i have for my book after',
    );
    expect(samples).toMatch(/Summer 2027 Creative Internship Cohort/);
    expect(samples).not.toMatch(/Freelance Video Editor/);
  });

  it('"which closes first" and "the pay gap between them" compare the two roles named', () => {
    const [, carried, first, gap] = talk(
      'when does the copywriter posting close',
      'and the strategist?',
      'which one closes first',
      "what's the pay difference between them",
    );
    expect(carried).toMatch(/Associate Brand Strategist \(apply by/);
    expect(first).toMatch(/closes first/);
    expect(first).toMatch(/Senior Copywriter/);
    expect(first).toMatch(/Associate Brand Strategist/);
    expect(gap).toMatch(/\$105,000–\$135,000/);
    expect(gap).toMatch(/\$72,000–\$90,000/);
  });

  it('the application form: size, format, pasting, the note; and what the role in play asks to see', () => {
    const [size, letter, paste] = talk(
      'how large can my resume file be',
      'is a cover letter needed',
      'or can i paste it in as text',
    );
    expect(size).toMatch(/20MB/);
    expect(letter).toMatch(/optional short note/);
    expect(paste).toMatch(/pasted as text/);
    const [, attach] = talk(
      'tell me about the associate brand strategist job',
      'ok what should i attach',
    );
    expect(attach).toMatch(/a brief or a deck/);
  });

  it('"¿y son presenciales o remotas?" asks how the internship is worked', () => {
    const [, mode] = talk('hola, ¿las prácticas son pagadas?', '¿y son presenciales o remotas?');
    expect(mode).toMatch(/presencial/);
  });
});

describe('a job seeker as they type', { timeout: 60_000 }, () => {
  const talk = replies;

  it('"what do u pay editrs" names the editor role through its typo; "per day or hourly?" and "only premiere?" stay on it', () => {
    const [pay, rate, tools] = talk(
      'what do u pay editrs',
      'is that per day or hourly',
      'i cut on avid mostly, only premiere?',
    );
    expect(pay).toMatch(/Freelance Video Editor \(\$650–\$900 a day\)/);
    expect(rate).toMatch(/\$650–\$900 a day/);
    expect(tools).toMatch(/Premiere Pro; Avid or DaVinci Resolve a plus/);
  });

  it('the visitor\'s own job said first is not the title asked: "accountant… could i switch into the strategist role?"', () => {
    const [pivot] = talk('accountant for 6 years, could i switch into the strategist role?');
    expect(pivot).toMatch(/Associate Brand Strategist/);
    expect(pivot).toMatch(/Two or more years/);
  });

  it('"does the senior copywriter pair up with an art director?" and "how often would i have to be in LA" answer from the page', () => {
    const [pair] = talk('does the senior copywriter pair up with an art director?');
    expect(pair).toMatch(/in a pair with an art director/);
    const [, often] = talk(
      'tell me about the remote paid social job',
      'how often would i have to be in LA',
    );
    expect(often).toMatch(/twice a year/);
  });
});

describe('the work mode a job seeker needs', { timeout: 60_000 }, () => {
  it('"need fully remote" lists the remote roles', () => {
    const [, remote] = conversation(withRoles)(
      'im a copywriter looking for work',
      'not into hybrid tbh, need fully remote',
    );
    expect(remote!.reply).toMatch(/Paid Social Media Buyer \(remote/);
  });
});

describe('a job seeker who tells their years', { timeout: 60_000 }, () => {
  const talk = replies;

  it('"soy estratega, tengo 4 años de experiencia, ¿tienen vacantes?" gets the role, not its requirements or our history, and is not asked the years again', () => {
    const [open] = talk(
      'Hola! Soy estratega de marca en Lima, tengo 4 años de experiencia. ¿Hay vacantes en estrategia?',
    );
    expect(open).toMatch(/Associate Brand Strategist \(de tiempo completo/);
    expect(open).toMatch(/\$72,000–\$90,000/);
    expect(open).not.toMatch(/fundó la agencia/);
    expect(open).not.toMatch(/cuántos años de experiencia/);
    const [writer] = talk('Buenas, soy redactor con 9 años de experiencia, ¿tienen vacantes?');
    expect(writer).toMatch(/Senior Copywriter/);
    expect(writer).not.toMatch(/fundó la agencia/);
  });
});

describe('openings asked for by a title no role has', { timeout: 60_000 }, () => {
  it('"any account manager / account exec openings?" is a job seeker, not a vendor; "how big is the company" is the team', () => {
    const [open, , size] = conversation(withRoles)(
      'any account manager / account exec openings?',
      'what would it pay if you had one',
      'how big is the company anyway',
    );
    expect(open!.isEmployment).toBe(true);
    expect(open!.reply).not.toMatch(/rate cards/);
    expect(size!.reply).toMatch(/about 38 people/);
  });
});

describe('a role asked about in shorthand', { timeout: 60_000 }, () => {
  it('"tell me abt the senior copywriter job", "the buyer gig, what tools", "how many yrs"', () => {
    const talk = conversation(withRoles);
    const [about] = talk('tell me abt the senior copywriter job');
    expect(about!.reply).toMatch(/\$105,000–\$135,000/);
    const [tools, years] = talk(
      'for the paid social gig what software do i need to know',
      'how many yrs',
    );
    expect(tools!.isEmployment).toBe(true);
    expect(tools!.reply).toMatch(/Ads Manager/);
    expect(years!.reply).toMatch(/Three or more years/);
  });
});

describe("what a job seeker asks beyond the role's summary", { timeout: 60_000 }, () => {
  it("is answered from the role's page, not from the agency's size or a case", () => {
    const [, budgets] = replies(
      'i buy paid social in ohio, can i apply for your remote buyer job?',
      'which platforms would i run, and how big are the budgets?',
    );
    expect(budgets).toMatch(/\$400K/);
    expect(budgets).not.toMatch(/big enough/);
  });
});

describe('how much experience a role asks for, however it is asked', () => {
  it.each([
    [
      'i write copy, 3 years in',
      'ok and the senior copywriter job, how senior is it',
      /Six or more years/,
    ],
    [
      'thinking about the strategist job',
      'what does the strategist one require exactly',
      /Two or more years/,
    ],
  ])('%s → %s', (first, asked, expected) => {
    expect(replies(first, asked)[1]).toMatch(expected);
  });
});
