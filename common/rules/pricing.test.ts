import { describe, expect, it } from 'vitest';
import {
  activeDiscount,
  type Discount,
  decimalToMinor,
  methodsFor,
  minorToDecimal,
  priceFor,
  unpricedCountries,
} from './pricing';

const d = (kind: Discount['kind'], percent: number): Discount => ({
  code: kind.toUpperCase(),
  kind,
  percent,
  expires_at: null,
});

describe('pricing rules', () => {
  it('offers methods by payment country', () => {
    expect(methodsFor('NL')).toEqual(['ideal', 'creditcard', 'paypal']);
    expect(methodsFor('be')).toEqual(['bancontact', 'creditcard', 'paypal']);
    expect(methodsFor('PL')).toEqual(['blik', 'przelewy24', 'creditcard']);
    expect(methodsFor('DE')).toEqual(['creditcard', 'paypal']);
  });

  it('prefers the time bonus over the welcome code', () => {
    expect(activeDiscount({ timeBonus: d('time_bonus', 10), welcome: d('welcome', 25) })?.kind).toBe(
      'time_bonus',
    );
    expect(activeDiscount({ welcome: d('welcome', 25) })?.kind).toBe('welcome');
    expect(activeDiscount({})).toBeNull();
  });

  it('lets a typed general code win only when it is larger', () => {
    expect(activeDiscount({ welcome: d('welcome', 25), general: d('general', 10) })?.kind).toBe('welcome');
    expect(activeDiscount({ welcome: d('welcome', 5), general: d('general', 10) })?.kind).toBe('general');
    expect(activeDiscount({ general: d('general', 10) })?.kind).toBe('general');
  });

  it('adds VAT after the discount, in whole minor units', () => {
    expect(priceFor(1000, 210)).toEqual({ net: 1000, vat: 210, gross: 1210 });
    expect(priceFor(1995, 210, 25)).toEqual({ net: 1496, vat: 314, gross: 1810 });
    expect(priceFor(3995, 0)).toEqual({ net: 3995, vat: 0, gross: 3995 });
  });

  it('converts minor units to and from decimal strings', () => {
    expect(minorToDecimal(1000)).toBe('10.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(decimalToMinor('10.00')).toBe(1000);
    expect(decimalToMinor('7.5')).toBe(750);
    expect(decimalToMinor('abc')).toBeNaN();
  });
});

describe('unpricedCountries', () => {
  const site = {
    countries: ['NL', 'PL', 'GB'],
    payment_currencies: { PL: 'PLN' } as Record<string, string>,
    credit_packages: [{ prices: { EUR: 995, PLN: 3995 } }],
    premium_plans: [{ prices: { EUR: 1495, PLN: 5995 } }],
  };
  it('names a country paying in euros by default although its currency is another', () => {
    expect(unpricedCountries(site)).toEqual([]);
    expect(unpricedCountries({ ...site, payment_currencies: { PL: 'PLN', GB: 'GBP' } })).toEqual(['GB']);
  });
  it('accepts a country once every product is priced in its currency', () => {
    const priced = {
      ...site,
      payment_currencies: { PL: 'PLN', GB: 'GBP' },
      credit_packages: [{ prices: { EUR: 995, PLN: 3995, GBP: 849 } }],
      premium_plans: [{ prices: { EUR: 1495, PLN: 5995, GBP: 1299 } }],
    };
    expect(unpricedCountries(priced)).toEqual([]);
  });
});
