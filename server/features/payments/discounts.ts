import type { SiteConfig } from '@common/api/settings';
import { activeDiscount, type Discount } from '@common/rules/pricing';
import type { Db, Tx } from '@server/db/client';
import { notFound } from '@server/errors';
import { activeTimeBonus, hasOpenOrderWithCode, memberMoney } from './queries';

export const discountInvalid = () =>
  notFound('discount_invalid', 'This discount code is not valid (any more).');

function configured(site: SiteConfig, code: string, kind: 'general' | 'welcome'): Discount | null {
  const c = site.discount_codes.find((d) => d.code === code && d.kind === kind);
  if (!c) return null;
  if (c.valid_until && new Date(c.valid_until).getTime() <= Date.now()) return null;
  return { code: c.code, kind: c.kind, percent: c.percent, expires_at: c.valid_until ?? null };
}

/**
 * The member's standing discount: the time bonus if present, otherwise the welcome code (spec §3).
 * The welcome code is reserved by one order at a time: while an order that carries it is still
 * open, it is not offered again, so several unpaid checkouts cannot all be paid at 25 % off.
 */
export async function standingDiscount(
  db: Db | Tx,
  site: SiteConfig,
  userId: number | null,
): Promise<Discount | null> {
  if (userId === null) return null;
  const bonus = await activeTimeBonus(db, userId);
  const timeBonus: Discount | null = bonus
    ? {
        code: bonus.code,
        kind: 'time_bonus',
        percent: bonus.percent,
        expires_at: new Date(bonus.expires_at).toISOString(),
      }
    : null;
  let welcome: Discount | null = null;
  if (!timeBonus) {
    // The welcome code is for a first purchase only.
    const money = await memberMoney(db, userId);
    const code = site.discount_codes.find((d) => d.kind === 'welcome')?.code;
    const reserved = code ? await hasOpenOrderWithCode(db, userId, code) : false;
    welcome = !money.paid_user && code && !reserved ? configured(site, code, 'welcome') : null;
  }
  return activeDiscount({ timeBonus, welcome });
}

/** A general code the caller typed; throws discount_invalid for anything else. */
export function generalDiscount(site: SiteConfig, code: string): Discount {
  const d = configured(site, code, 'general');
  if (!d) throw discountInvalid();
  return d;
}

/** The discount an order or price list gets: a typed code competes with the standing one. */
export async function effectiveDiscount(
  db: Db | Tx,
  site: SiteConfig,
  userId: number | null,
  code: string | undefined,
): Promise<Discount | null> {
  const general = code ? generalDiscount(site, code) : null;
  return activeDiscount({ timeBonus: await standingDiscount(db, site, userId), general });
}
