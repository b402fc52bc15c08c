// A real SMTP server (smtp-server) on 127.0.0.1 that keeps each message it receives, parsed: what
// the outbox's emails are checked against, in the API tests and end to end.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  url: string;
  messages: ParsedMail[];
  close(): Promise<void>;
}

/** `refuse`: recipients answered with a permanent 550, as a mailbox that does not exist is. */
export async function startSmtpServer({
  refuse = () => false,
}: { refuse?: (address: string) => boolean } = {}): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address)) return callback();
      const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
