/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what arrives, for the
 * mail tests and the end-to-end test of the peer review: each message with its envelope, the
 * user it authenticated as, and the raw text.
 */
import { SMTPServer } from 'smtp-server';

export interface Arrived {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

export interface TestSmtp {
  port: number;
  arrived: Arrived[];
  close(): Promise<void>;
}

export async function startSmtp(opts: { port?: number; user?: string; password?: string; refuseRecipient?: string } = {}): Promise<TestSmtp> {
  const arrived: Arrived[] = [];
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to trust; AUTH PLAIN still checks the password.
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authOptional: !opts.user,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === opts.user && auth.password === opts.password) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === opts.refuseRecipient) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrived.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return { port, arrived, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
