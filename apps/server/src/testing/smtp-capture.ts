import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  /** The raw message (headers and quoted-printable body). */
  raw: string;
  /** The body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives. `beforeReply` may
 * hold back the server's answer to a received message (the sender does not yet know it was accepted).
 */
export async function startSmtpCapture(
  options: { beforeReply?: (mail: CapturedMail) => Promise<void> } = {},
): Promise<{ port: number; mails: CapturedMail[]; close(): Promise<void> }> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address).join(','), raw, text: decodeQuotedPrintable(raw) };
        mails.push(mail);
        void (options.beforeReply?.(mail) ?? Promise.resolve()).then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
