import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  LeadReplyInput,
  placeholderValues,
  REPLY_BODY_MAX,
  unknownPlaceholders,
} from './replies.ts';

describe('reply placeholders', () => {
  it("fill in the lead's and the writer's values, with fallbacks for what the lead lacks", () => {
    const values = placeholderValues({ name: '  Zoë  Hart ', company: null }, 'José Núñez');
    expect(
      fillPlaceholders(
        'Hi {{firstName}} ({{ name }}), {{company}}: {{senderName}} of {{agencyName}}',
        values,
      ),
    ).toBe('Hi Zoë (Zoë Hart), your team: José Núñez of Silver Lake Creative');
    expect(
      fillPlaceholders('Hi {{firstName}}', placeholderValues({ name: null, company: null }, 'Jo')),
    ).toBe('Hi there');
  });

  it('keep a name to one line, leave unknown keys and an unknown writer for the server', () => {
    const values = placeholderValues({ name: 'Eve\r\nBcc: x@example.com', company: null }, '');
    expect(fillPlaceholders('{{name}}', values)).toBe('Eve Bcc: x@example.com');
    expect(fillPlaceholders('{{senderName}} {{nickname}}', values)).toBe(
      '{{senderName}} {{nickname}}',
    );
    expect(unknownPlaceholders('{{nickname}} {{firstName}} {{ Foo }}')).toEqual([
      'nickname',
      'Foo',
    ]);
  });

  it('are checked with the subject and text of a reply', () => {
    expect(LeadReplyInput.safeParse({ subject: 'Hi {{firstName}}', body: 'Hello' }).success).toBe(
      true,
    );
    const refused = (input: { subject: string; body: string }) =>
      LeadReplyInput.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(refused({ subject: 'Hi\nBcc: x@example.com', body: 'x' })).toEqual([
      'Subject must be one line',
    ]);
    expect(refused({ subject: 'Hi\u2028there', body: 'x' })).toEqual(['Subject must be one line']);
    expect(refused({ subject: 'Hi', body: 'x'.repeat(REPLY_BODY_MAX + 1) })).toEqual([
      `Text must be at most ${REPLY_BODY_MAX} characters`,
    ]);
    expect(refused({ subject: 'Hi {{nick}}', body: ' ' })).toEqual([
      'Unknown placeholder {{nick}}: use {{firstName}}, {{name}}, {{company}}, {{senderName}}, {{agencyName}}',
      'Text is required',
    ]);
  });
});
