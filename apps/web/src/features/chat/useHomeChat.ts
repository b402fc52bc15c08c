import {
  AGENCY,
  DEFAULT_PERSONA,
  TEXTS,
  type ChatRequestInput,
  type ChatResponse,
  type EmploymentType,
  type ResumeUploadResult,
} from '@agency/schema';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { trackFileUploaded } from '../../lib/analytics/index.ts';
import { needsContactGate } from './contactGate.ts';
import { randomId } from './ids.ts';
import { pdfRefusal } from './pdf.ts';
import {
  homeReducer,
  initialHomeState,
  sendingBlocked,
  type ContactDetails,
  type Flow,
  type HomeAction,
  type HomeState,
} from './state.ts';
import { CHAT_TEXTS } from './texts.ts';
import { uploadPdf as postPdf } from './uploads.ts';

export type SendChat = (request: ChatRequestInput) => Promise<ChatResponse>;

export interface HomeChat {
  state: HomeState;
  dispatch: (action: HomeAction) => void;
  /** The visitor's message from the box: through the contact gate, then to the assistant. */
  submit: (text: string) => void;
  continueGate: (contact: ContactDetails) => void;
  skipGate: () => void;
  chooseEmployment: (type: EmploymentType) => void;
  uploadPdf: (file: File) => Promise<void>;
  /** After a resume upload: the resume-flow message of product.md §7, with the contact found. */
  resumeUploaded: (result: ResumeUploadResult, file: File) => void;
}

/**
 * The home page's behaviour over the reducer: sending messages (main, contact and resume flows),
 * the contact gate, and the PDF deck upload. `send` is the tRPC mutation in the page, a fake in tests.
 */
export function useHomeChat(send: SendChat): HomeChat {
  const [state, dispatch] = useReducer(homeReducer, initialHomeState);
  const [sessionId] = useState(randomId);
  const stateRef = useRef(state);
  stateRef.current = state;
  /**
   * The "Shared x.pdf" lines (by reset and message id, as ids restart after a reset): a later file's
   * note is what the visitor wrote, never a previous file's caption.
   */
  const captions = useRef(new Set<string>());
  const captionKey = (id: number) => `${stateRef.current.resets}:${id}`;

  const deliver = useCallback(
    async (request: ChatRequestInput, flow: Flow) => {
      const resetsAtStart = stateRef.current.resets;
      dispatch({ type: 'sending' });
      let response: ChatResponse | null = null;
      try {
        response = await send(request);
      } catch (error) {
        console.warn('The chat message failed', error);
      }
      // A reset while the reply was on its way drops it: the page has started over.
      if (stateRef.current.resets !== resetsAtStart) return;
      dispatch(response ? { type: 'reply', response } : { type: 'failed', flow });
    },
    [send],
  );

  const sendMessage = useCallback(
    (message: string, flow: Flow, contact: ContactDetails | null) => {
      const current = stateRef.current;
      void deliver(
        {
          message,
          sessionId,
          personaSlug: DEFAULT_PERSONA,
          conversationId: current.conversationId ?? undefined,
          employmentType: current.employmentType ?? undefined,
          clientName: contact?.name,
          clientEmail: contact?.email,
          subject: contact?.subject || undefined,
        },
        flow,
      );
    },
    [deliver, sessionId],
  );

  const submit = useCallback(
    (raw: string) => {
      const text = raw.trim();
      const current = stateRef.current;
      if (!text || sendingBlocked(current)) return;
      if (needsContactGate(text, current)) {
        dispatch({ type: 'gate', text });
        return;
      }
      dispatch({ type: 'user-message', text });
      sendMessage(text, 'main', current.contact);
    },
    [sendMessage],
  );

  const continueGate = useCallback(
    (contact: ContactDetails) => {
      const pending = stateRef.current.pending;
      dispatch({ type: 'contact-given', contact });
      if (pending) sendMessage(pending.text, 'contact', contact);
      else dispatch({ type: 'assistant-notice', text: CHAT_TEXTS.contactThanks(contact.name) });
    },
    [sendMessage],
  );

  const skipGate = useCallback(() => {
    const pending = stateRef.current.pending;
    dispatch({ type: 'gate-skipped' });
    if (pending) sendMessage(pending.text, 'main', null);
  }, [sendMessage]);

  const chooseEmployment = useCallback((employmentType: EmploymentType) => {
    dispatch({ type: 'choose-employment', employmentType });
  }, []);

  const uploadPdf = useCallback(async (file: File) => {
    captions.current.add(captionKey(stateRef.current.nextId));
    dispatch({ type: 'user-message', text: CHAT_TEXTS.fileShared(file.name) });
    const refusal = pdfRefusal(file);
    if (refusal) {
      dispatch({ type: 'assistant-notice', text: refusal });
      return;
    }
    const current = stateRef.current;
    const lastVisitorLine = [...current.messages]
      .reverse()
      .find((message) => message.role === 'user' && !captions.current.has(captionKey(message.id)));
    dispatch({ type: 'sending' });
    let reply: string;
    try {
      const result = await postPdf(file, {
        clientName: current.contact?.name,
        clientEmail: current.contact?.email,
        message: lastVisitorLine?.text ?? CHAT_TEXTS.pdfUploadMessage,
        conversationId: current.conversationId ?? undefined,
      });
      if (result.success) trackFileUploaded(file.size);
      reply =
        result.success && result.message ? result.message : TEXTS.pdfUploadFailure(AGENCY.email);
    } catch (error) {
      console.warn('The PDF upload failed', error);
      reply = TEXTS.pdfUploadFailure(AGENCY.email);
    }
    dispatch({ type: 'assistant-notice', text: reply });
    dispatch({ type: 'settled' });
  }, []);

  const resumeUploaded = useCallback(
    (result: ResumeUploadResult, file: File) => {
      const current = stateRef.current;
      const { name, email, portfolio } = result.extractedContact;
      const message = CHAT_TEXTS.resumeFlowMessage(current.employmentType, file.name);
      dispatch({ type: 'resume-sent', text: message });
      if (name && email) dispatch({ type: 'contact-known', contact: { name, email, subject: '' } });
      trackFileUploaded(file.size);
      void deliver(
        {
          message,
          contactInfo: { name, email, portfolio },
          conversationId: current.conversationId ?? randomId(),
          // Uploaded before any chat, the resume joins the conversation this message starts.
          resumeId:
            typeof result.resumeData.resumeId === 'string' ? result.resumeData.resumeId : undefined,
          employmentType: current.employmentType ?? undefined,
        },
        'resume',
      );
    },
    [deliver],
  );

  return useMemo(
    () => ({
      state,
      dispatch,
      submit,
      continueGate,
      skipGate,
      chooseEmployment,
      uploadPdf,
      resumeUploaded,
    }),
    [state, submit, continueGate, skipGate, chooseEmployment, uploadPdf, resumeUploaded],
  );
}
