import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';
import type { PaymentProvider, ProviderPayment, ProviderStatus } from './provider';

type DemoRow = {
  id: string;
  amount: number;
  currency: string;
  status: ProviderStatus;
  amount_refunded: number;
};

/**
 * The default provider on a fresh machine: it keeps its payments in `demo_payments` and shows
 * its own checkout page (web route checkout-demo) where the buyer picks the outcome.
 */
export function createDemoProvider(db: Db): PaymentProvider {
  return {
    name: 'demo',
    async createPayment(input) {
      const id = `demo_${randomBytes(12).toString('base64url')}`;
      await db.execute(sql`
        insert into demo_payments (id, amount, currency, description, method, redirect_url)
        values (${id}, ${input.amount}, ${input.currency}, ${input.description}, ${input.method},
                ${input.redirectUrl})`);
      return { id, checkoutUrl: `/checkout/demo/${id}` };
    },
    async getPayment(id): Promise<ProviderPayment | null> {
      const res = await db.execute<DemoRow>(
        sql`select id, amount, currency, status, amount_refunded from demo_payments where id = ${id}`,
      );
      const row = res.rows[0];
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        reversals:
          row.amount_refunded > 0
            ? [{ id: `${row.id}_refund`, kind: 'refund', amount: row.amount_refunded }]
            : [],
        // The buyer picks the outcome here: nothing about them is known.
        country: null,
      };
    },
  };
}
