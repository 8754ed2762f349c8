import type { Db, Tx } from '@server/db/client';
import { transactionWithEvents } from '@server/events/notify';
import { recordNotification } from '@server/features/notifications';
import { grantCredits, reverseCredits } from '@server/ledger/ledger';
import { paymentsSettled } from '@server/metrics/registry';
import type { PaymentProvider, ProviderPayment, Reversal } from './providers/provider';
import {
  addReversedAmount,
  claimReversal,
  extendPremium,
  flagAccount,
  lockOrderByProviderId,
  markPaidUser,
  type OrderRow,
  recordReversalOutcome,
  setProviderCountry,
  setStatus,
  shortenPremium,
  touchOrder,
} from './queries';

export type SettleOutcome = 'unknown' | 'unchanged' | 'updated';

/**
 * Acts on the provider's view of a payment, as Mollie documents for webhooks: the caller gives
 * only an id, we ask the provider and never trust the caller. Everything for one order happens
 * under its row lock in one transaction, so webhooks, returns and the reconciler may race freely:
 * the grant carries ledger key `order:<id>` and each refund/chargeback id is claimed once.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  providerId: string,
): Promise<SettleOutcome> {
  const payment = await provider.getPayment(providerId);
  if (!payment) return 'unknown';
  const outcome = await transactionWithEvents(db, async (tx): Promise<SettleOutcome> => {
    const order = await lockOrderByProviderId(tx, provider.name, providerId);
    if (!order) return 'unknown';
    if (payment.amount !== order.amount || payment.currency !== order.currency) {
      if (order.status !== 'open') return 'unchanged';
      await setStatus(tx, order.id, 'failed');
      await flagAccount(tx, {
        userId: order.user_id,
        orderId: order.id,
        reason: 'amount_mismatch',
        detail: `provider ${payment.amount} ${payment.currency}, order ${order.amount} ${order.currency}`,
      });
      return 'updated';
    }
    // Kept for review, never acted on: a member abroad or with a foreign card is no fraud by itself.
    if (payment.country && order.provider_country === null) {
      await setProviderCountry(tx, order.id, payment.country);
    }
    let changed = false;
    if (order.status === 'open') changed = await applyStatus(tx, order, payment);
    if (order.status === 'paid' || payment.status === 'paid') {
      for (const r of payment.reversals) changed = (await applyReversal(tx, order, r)) || changed;
    }
    return changed ? 'updated' : 'unchanged';
  });
  if (outcome === 'updated') paymentsSettled.inc({ status: payment.status });
  return outcome;
}

async function applyStatus(tx: Tx, order: OrderRow, payment: ProviderPayment): Promise<boolean> {
  if (payment.status === 'open') {
    await touchOrder(tx, order.id);
    return false;
  }
  await setStatus(tx, order.id, payment.status);
  if (payment.status !== 'paid') return true;
  if (order.kind === 'credits') {
    await grantCredits(tx, {
      userId: order.user_id,
      amount: order.credits,
      reason: 'purchase',
      key: `order:${order.id}`,
    });
    await recordNotification(tx, order.user_id, { kind: 'credits_bought', data: { credits: order.credits } });
  } else {
    await extendPremium(tx, order.user_id, order.months);
    await recordNotification(tx, order.user_id, { kind: 'premium_bought', data: { months: order.months } });
  }
  await markPaidUser(tx, order.user_id);
  return true;
}

async function applyReversal(tx: Tx, order: OrderRow, r: Reversal): Promise<boolean> {
  const key = `${r.kind}:${order.provider}:${r.id}`;
  if (!(await claimReversal(tx, { key, orderId: order.id, kind: r.kind, amount: r.amount }))) return false;
  await addReversedAmount(tx, order.id, r.kind, r.amount);
  const share = Math.min(1, r.amount / order.amount);
  if (order.kind === 'credits') {
    const credits = Math.min(order.credits, Math.ceil(order.credits * share));
    const res = await reverseCredits(tx, { userId: order.user_id, amount: credits, reason: r.kind, key });
    if (res) {
      await recordReversalOutcome(tx, key, res.reversed, res.shortfall);
      if (res.shortfall > 0) {
        await flagAccount(tx, {
          userId: order.user_id,
          orderId: order.id,
          reason: 'unrecoverable_credits',
          detail: `${r.kind} ${r.id}: ${res.shortfall} of ${credits} credits already spent`,
        });
      }
    }
  } else {
    await shortenPremium(tx, order.user_id, Math.ceil(order.months * 31 * share));
  }
  if (r.kind === 'chargeback') {
    await flagAccount(tx, { userId: order.user_id, orderId: order.id, reason: 'chargeback', detail: r.id });
  }
  return true;
}
