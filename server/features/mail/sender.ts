import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@server/db/client';
import { jobFailures, mailsSent } from '@server/metrics/registry';
import type { PgListener } from '@server/plugins/pg-listener';
import type { FastifyInstance } from 'fastify';
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

function ignoreLateError(): void {}
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

export type MailSender = {
  drain(): Promise<number>;
  start(listener?: PgListener): void;
  stop(): Promise<void>;
};

/**
 * The job that empties mail_outbox. Rows are claimed with FOR UPDATE SKIP LOCKED inside a
 * transaction, so several server processes never send the same mail twice.
 */
export function createMailSender(db: Db, deps: MailDeps): MailSender {
  const log = deps.log ?? (() => {});
  const transport: Transporter = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let unlisten: (() => void) | null = null;

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

  /**
   * One batch in one transaction on a client of our own: the connection stays checked out while
   * a mail is delivered, and if PostgreSQL goes away meanwhile (shutdown) its error must land in
   * our handler rather than crash the process as an unhandled 'error' event.
   */
  async function drainBatch(): Promise<number> {
    const client = await db.$client.connect();
    let broken: Error | null = null;
    const onError = (err: Error) => {
      broken = err;
    };
    client.on('error', onError);
    // Stays on the client: the pool may end it after release (shutdown), when a late FATAL from
    // the server would otherwise be an unhandled 'error' event.
    if (!client.listeners('error').includes(ignoreLateError)) client.on('error', ignoreLateError);
    try {
      await client.query('begin');
      const res = await client.query<Row>(
        `select id, to_address, from_address, subject, html, text, attempts from mail_outbox
         where status = 'queued' order by id limit $1 for update skip locked`,
        [BATCH],
      );
      for (const row of res.rows) {
        try {
          await deliver(row);
          await client.query(
            `update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = $1`,
            [row.id],
          );
          mailsSent.inc({ result: 'sent' });
        } catch (err) {
          if (broken) throw broken;
          mailsSent.inc({ result: 'failed' });
          jobFailures.inc({ kind: 'mail' });
          const message = err instanceof Error ? err.message : String(err);
          log(`mail ${row.id} failed: ${message}`);
          const status = row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued';
          await client.query(
            'update mail_outbox set status = $1, attempts = attempts + 1, last_error = $2 where id = $3',
            [status, message, row.id],
          );
        }
      }
      await client.query('commit');
      return res.rows.length;
    } catch (err) {
      if (!broken) await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.off('error', onError);
      // A broken connection is destroyed instead of going back to the pool.
      client.release(broken ?? undefined);
    }
  }

  async function drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await drainBatch();
      total += n;
      if (n < BATCH) return total;
    }
  }

  function kick(): void {
    // After stop() nothing may hold a database connection: the pool and PostgreSQL go next.
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainAll()
      .catch((err: unknown) => {
        log(`mail sender: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    /** Sends everything queued now (tests, and the job itself). */
    async drain() {
      if (running) await running;
      return drainAll();
    },
    start(listener) {
      unlisten = listener?.on('mail_outbox', kick) ?? null;
      timer = setInterval(kick, deps.pollMs ?? 2_000);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unlisten?.();
      while (running) await running;
      transport.close();
    },
  };
}

/** Runs the sender for the app's lifetime. */
export function startMailSender(
  app: FastifyInstance,
  db: Db,
  deps: MailDeps,
  listener?: PgListener,
): MailSender {
  const sender = createMailSender(db, deps);
  app.addHook('onReady', async () => sender.start(listener));
  app.addHook('onClose', async () => sender.stop());
  app.decorate('mailSender', sender);
  return sender;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailSender?: MailSender;
  }
}
