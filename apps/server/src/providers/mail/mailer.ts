/**
 * Mail provider (DESIGN.md "Offline and online providers"): nodemailer over SMTP when SMTP_URL
 * is set, otherwise the outbox: one `.eml` file per message under DATA_DIR/outbox, plus a
 * `.json` summary (to, subject, date, text, links) that the /dev/mail page lists.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. the reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or writes) one message. @throws on transport failure. */
  send(message: MailMessage): Promise<void>;
}

/** What the outbox keeps beside each .eml file. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  links: string[];
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** The outbox directory under a data dir. */
function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Outbox entries, newest first. */
export async function listOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** Creates the mailer the configuration asks for. */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl !== null) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = outboxDir(dataDir);
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const date = new Date().toISOString();
      const id = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const links = [...new Set(message.text.match(LINK_PATTERN) ?? [])];
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        date,
        text: message.text,
        links,
      };
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${id}.eml`), info.message as Buffer, { mode: 0o600 });
      await writeFile(join(dir, `${id}.json`), JSON.stringify(entry), { mode: 0o600 });
      // Log where the mail is, never its link: reset and verification links are credentials.
      logger.info(
        { file: join(dir, `${id}.eml`), subject: message.subject },
        'mail written to outbox',
      );
    },
  };
}
