import { TEXTS } from '@agency/schema';
import { Button, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import classes from './chat.module.css';
import type { ContactDetails } from './state.ts';
import { CONTACT_GATE_TEXTS } from './texts.ts';

export interface ContactGateFormProps {
  onContinue: (contact: ContactDetails) => void;
  onSkip: () => void;
  /** Enter was pressed in the message box meanwhile: say what the held message waits for. */
  hint?: boolean;
}

/**
 * The inline contact form of product.md §4 and §5: Name* and Email* required (Continue stays
 * disabled until both are non-blank), Subject optional; Skip closes it.
 */
export function ContactGateForm({ onContinue, onSkip, hint = false }: ContactGateFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const complete = name.trim() !== '' && email.trim() !== '';

  return (
    <form
      className={classes.gate}
      aria-label={CONTACT_GATE_TEXTS.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete)
          onContinue({ name: name.trim(), email: email.trim(), subject: subject.trim() });
      }}
    >
      <p className={classes.gateText}>{TEXTS.contactGate}</p>
      <p className={classes.gateHint} role="status">
        {hint ? CONTACT_GATE_TEXTS.waiting : null}
      </p>
      <div className={classes.gateFields}>
        <TextInput
          label={CONTACT_GATE_TEXTS.name}
          withAsterisk
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
          autoFocus
        />
        <TextInput
          label={CONTACT_GATE_TEXTS.email}
          withAsterisk
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          className={classes.gateSubject}
          label={CONTACT_GATE_TEXTS.subject}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
      </div>
      <div className={classes.gateActions}>
        <Button type="button" variant="subtle" color="gray" onClick={onSkip}>
          {CONTACT_GATE_TEXTS.skip}
        </Button>
        <Button type="submit" disabled={!complete}>
          {CONTACT_GATE_TEXTS.continue}
        </Button>
      </div>
    </form>
  );
}
