import { describe, expect, it } from 'vitest';
import {
  mailtoHref,
  oneLine,
  AWARD_BADGES,
  CaseStudy,
  ChatRequest,
  CONTACT_KEYWORDS,
  ContactForm,
  PdfAttachment,
  ROTATING_PROMPTS,
  Slug,
  TEXTS,
  WORD_LIMIT,
} from './index.ts';
import { countWords, slugify, truncate } from './text.ts';

describe('slug rule', () => {
  it.each([
    ['IMAX: The Big Screen', 'imax-the-big-screen'],
    ['  Taquería del Sol  ', 'taqueria-del-sol'],
    ['--Hello,   World!!--', 'hello-world'],
    ['Q3 2024 / Launch', 'q3-2024-launch'],
    ['!!!', ''],
  ])('slugify(%j) is %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('accepts only canonical slugs', () => {
    expect(Slug.safeParse('golden-state-creamery').success).toBe(true);
    expect(Slug.safeParse('Golden State').success).toBe(false);
    expect(Slug.safeParse('../etc/passwd').success).toBe(false);
    expect(Slug.safeParse('-lead').success).toBe(false);
  });
});

describe('words and cuts', () => {
  it('counts words across any whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('one two\nthree\tfour  five')).toBe(5);
  });

  it('truncates at a word boundary within the limit', () => {
    const cut = truncate('The quick brown fox jumps over the lazy dog', 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe('The quick brown fox…');
    expect(truncate('short', 20)).toBe('short');
  });
});

describe('chat request', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

  it('accepts the main flow and the resume-flow variant', () => {
    expect(
      ChatRequest.parse({
        message: 'We need a campaign',
        sessionId: 's1',
        personaSlug: 'default',
        conversationId: null,
        employmentType: null,
        clientName: 'Ana',
        clientEmail: 'ana@example.com',
        subject: '',
      }),
    ).toMatchObject({
      message: 'We need a campaign',
      clientName: 'Ana',
      subject: undefined,
      conversationId: undefined,
    });
    expect(
      ChatRequest.parse({
        message: 'Here is my resume',
        contactInfo: { name: 'Ana', email: 'ana@example.com', portfolio: 'https://ana.design' },
        conversationId: 'abc',
        employmentType: 'freelancer',
      }).contactInfo,
    ).toEqual({ name: 'Ana', email: 'ana@example.com', portfolio: 'https://ana.design' });
  });

  it(`allows ${WORD_LIMIT} words and refuses ${WORD_LIMIT + 1}`, () => {
    expect(ChatRequest.safeParse({ message: words(WORD_LIMIT), sessionId: 's' }).success).toBe(
      true,
    );
    const over = ChatRequest.safeParse({ message: words(WORD_LIMIT + 1), sessionId: 's' });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('Message must be at most 150 words');
  });

  it('refuses empty, missing and wrongly typed messages, and unknown employment types', () => {
    expect(ChatRequest.safeParse({ message: '   ', sessionId: 's' }).success).toBe(false);
    expect(ChatRequest.safeParse({ sessionId: 's' }).success).toBe(false);
    expect(ChatRequest.safeParse({ message: 42, sessionId: 's' }).success).toBe(false);
    expect(ChatRequest.safeParse({ message: 'hi', employmentType: 'ceo' }).success).toBe(false);
    expect(ChatRequest.safeParse({ message: 'x'.repeat(5000) }).success).toBe(false);
  });
});

describe('case study', () => {
  it('accepts both video forms and the legacy single url', () => {
    const base = { id: 'x', client: 'X', title: 'X', industry: 'Retail', challenge: 'C' };
    expect(
      CaseStudy.parse({ ...base, videos: { hero: '/v.mp4', gallery: ['https://vimeo.com/1'] } })
        .videos,
    ).toEqual({
      hero: '/v.mp4',
      gallery: ['https://vimeo.com/1'],
    });
    expect(
      CaseStudy.parse({ ...base, videos: [{ title: 'Cut', url: '/v.mp4', format: 'vertical' }] })
        .videos,
    ).toHaveLength(1);
    expect(CaseStudy.parse({ ...base, videoUrl: 'https://youtu.be/abc' }).videoUrl).toBe(
      'https://youtu.be/abc',
    );
    expect(CaseStudy.safeParse({ ...base, videoUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('contact form and attachment', () => {
  it('requires name, email and message, and checks the email', () => {
    expect(ContactForm.safeParse({ name: 'A', email: 'a@b.co', message: 'Hi' }).success).toBe(true);
    expect(ContactForm.safeParse({ name: '', email: 'a@b.co', message: 'Hi' }).success).toBe(false);
    expect(ContactForm.safeParse({ name: 'A', email: 'not-an-email', message: 'Hi' }).success).toBe(
      false,
    );
  });

  it('takes a PDF up to exactly 20 MB', () => {
    const twentyMegabytes = 20 * 1024 * 1024;
    expect(
      PdfAttachment.safeParse({ type: 'application/pdf', size: twentyMegabytes }).success,
    ).toBe(true);
    expect(
      PdfAttachment.safeParse({ type: 'application/pdf', size: twentyMegabytes + 1 }).error
        ?.issues[0]?.message,
    ).toBe('Please select a PDF file smaller than 20MB');
    expect(PdfAttachment.safeParse({ type: 'image/png', size: 10 }).error?.issues[0]?.message).toBe(
      'Please select a PDF file',
    );
  });
});

// The upload limit and the physics are checked where they act: PdfAttachment above, the deck's
// randomizePhysics (apps/web features/cards) and GET /api/physics-config (apps/api public.test).
describe('content lists of product.md §9', () => {
  it('holds 30 distinct prompts, 8 award badges, 20 contact keywords and the word-limit text', () => {
    expect(ROTATING_PROMPTS).toHaveLength(30);
    expect(new Set(ROTATING_PROMPTS).size).toBe(30);
    expect(AWARD_BADGES).toHaveLength(8);
    expect(CONTACT_KEYWORDS).toHaveLength(20);
    expect(TEXTS.wordLimit(WORD_LIMIT)).toBe(
      "We have a 150-word limit to keep things focused and effective. Let's trim that down!",
    );
  });
});

describe('text a visitor typed', () => {
  it('oneLine: line breaks become spaces, bidirectional and zero-width characters go', () => {
    expect(oneLine(' Eve\r\n=1+1\u2028x ')).toBe('Eve =1+1 x');
    expect(oneLine('Ac\u202eme\u200b\u2066 Corp\ufeff')).toBe('Acme Corp');
  });

  it('mailtoHref: a link for one valid address, nothing for free text that would add headers', () => {
    expect(mailtoHref('ada+brief@example.com')).toBe('mailto:ada%2Bbrief@example.com');
    expect(mailtoHref('a@b.co?cc=boss@evil.test&body=pay')).toBeNull();
    expect(mailtoHref('not an email')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });
});
