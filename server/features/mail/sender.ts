import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@server/db/client';
import { createOutboxWorker, type OutboxWorker } from '@server/jobs/outbox-worker';
import { jobFailures, mailsSent } from '@server/metrics/registry';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailDeps = {
  /** smtp(s)://user:pass@host:port; without it mails go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  /** Fallback poll, for notifications missed while the listener reconnected. */
  pollMs?: number;
  log?: (msg: string) => void;
};

const MAX_ATTEMPTS = 5;
const BATCH = 10;

type Row = {
  id: number;
  to_address: string;
  from_address: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
};

export type MailSender = OutboxWorker;

/**
 * The job that empties mail_outbox, on the shared outbox loop: rows are claimed with FOR UPDATE
 * SKIP LOCKED inside a transaction, so several server processes never send the same mail twice.
 */
export function createMailSender(db: Db, deps: MailDeps): MailSender {
  const log = deps.log ?? (() => {});
  const transport: Transporter = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(row: Row): Promise<void> {
    const info = await transport.sendMail({
      from: row.from_address,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      html: row.html,
    });
    if (!deps.smtpUrl) {
      await fs.mkdir(deps.outboxDir, { recursive: true });
      const file = path.join(deps.outboxDir, `${row.id}.eml`);
      await fs.writeFile(file, (info as { message: Buffer }).message);
      const links = row.text.match(/https?:\/\/\S+/g) ?? [];
      log(
        `mail ${row.id} to ${row.to_address} written to ${file}${links.length ? `; link: ${links.join(' ')}` : ''}`,
      );
    }
  }

  const worker = createOutboxWorker(db, {
    name: 'mail sender',
    channel: 'mail_outbox',
    batch: BATCH,
    pollMs: deps.pollMs,
    log,
    async handleBatch(q, throwIfBroken) {
      const res = await q.execute<Row>(sql`
        select id, to_address, from_address, subject, html, text, attempts from mail_outbox
        where status = 'queued' order by id limit ${BATCH} for update skip locked`);
      for (const row of res.rows) {
        try {
          await deliver(row);
          await q.execute(
            sql`update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = ${row.id}`,
          );
          mailsSent.inc({ result: 'sent' });
        } catch (err) {
          throwIfBroken();
          mailsSent.inc({ result: 'failed' });
          jobFailures.inc({ kind: 'mail' });
          const message = err instanceof Error ? err.message : String(err);
          log(`mail ${row.id} failed: ${message}`);
          const status = row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued';
          await q.execute(sql`
            update mail_outbox set status = ${status}, attempts = attempts + 1, last_error = ${message}
            where id = ${row.id}`);
        }
      }
      return res.rows.length;
    },
  });

  return {
    ...worker,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailSender?: MailSender;
  }
}
