// What visitors do that yields a lead, as the web app sends it, for the lead and outbox tests.
import { CONTACT_FORM_SESSION_ID } from '@agency/schema';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildDeckPdf } from './fixtures/files.ts';
import { multipart } from './multipart.ts';

export function leadFlows(app: () => FastifyInstance) {
  async function upload(url: string, fields: Parameters<typeof multipart>[0]) {
    const body = await multipart(fields);
    return app().inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
  }
  const chat = (payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/conversations/message', payload });

  /** The contact page: the PDF first, then the message naming the id the upload returned. */
  async function contactSubmission(
    name: string,
    email: string,
    pdfName: string,
    bytes?: Uint8Array,
  ) {
    const uploaded = await upload('/api/upload-pdf', {
      pdf: { name: pdfName, bytes: bytes ?? (await buildDeckPdf()), type: 'application/pdf' },
      clientName: name,
      clientEmail: email,
      message: `Contact form submission\nName: ${name}\nCompany: Vaultline\nMessage: Launch in May`,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const sent = await chat({
      message: `New contact form submission\nName: ${name}\nEmail: ${email}\nCompany: Vaultline\nMessage: Launch in May\nAttachment: ${pdfName}`,
      sessionId: CONTACT_FORM_SESSION_ID,
      personaSlug: 'default',
      clientName: name,
      clientEmail: email,
      company: 'Vaultline',
      documentId: uploaded.json().documentId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return {
      documentId: uploaded.json().documentId as string,
      conversationId: sent.json().conversationId as string,
    };
  }

  return { upload, chat, contactSubmission };
}

/** A plain-text resume the parser reads name, email and phone from. */
export const resumeText = (name: string, email: string) =>
  new TextEncoder().encode(
    `${name}\n${email}\n(323) 555-0142\n\nEXPERIENCE\nSenior Motion Designer, Bright Pixel, 2019 - Present\nAnimated campaigns for national brands.\n\nSKILLS\nAfter Effects, Cinema 4D, Figma\n`,
  );
