/**
 * E-mail as a plugin: decorates the app with `app.mailer` (send a MailMessage; see
 * service/src/mail/types.ts) and `app.mailbox` (the Redaktion's list, the sender's lifecycle).
 * At start the mail directory is created (the start fails when it is not writable, so no message
 * is lost later) and the sender starts; it stops with the app. Without SMTP in production a
 * warning says that messages are only kept as files.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeedbackConfig } from '../config.ts';
import { createMail } from '../mail/mailer.ts';
import type { MailBox } from '../mail/mailer.ts';
import type { Mailer } from '../mail/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailbox: MailBox;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const log = app.log.child({ component: 'mail' });
    const { mailer, box } = createMail({ config: opts.config.mail, now: opts.config.now, log });
    app.decorate('mailer', mailer);
    app.decorate('mailbox', box);
    app.addHook('onReady', async () => {
      try {
        await box.start();
      } catch (error) {
        throw new Error(`Das Verzeichnis für E-Mails (MAIL_DIR=${opts.config.mail.dir}) lässt sich nicht anlegen oder beschreiben.`, { cause: error });
      }
      if (opts.config.mail.warnWithoutSmtp) {
        log.warn({ dir: opts.config.mail.dir }, 'no SMTP configured (MAIL_SMTP_URL, MAIL_FROM): e-mails are only kept as files and listed in the Redaktion');
      }
    });
    app.addHook('onClose', async () => box.stop());
  },
  { name: 'mail' },
);
