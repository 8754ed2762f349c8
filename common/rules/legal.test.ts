import { describe, expect, it } from 'vitest';
import { paymentBrandTradename } from './legal';

describe('paymentBrandTradename', () => {
  it('finds a payment brand among the trade names, whatever its case', () => {
    expect(paymentBrandTradename([{ name: 'Amorio' }, { name: 'CCBill ' }])).toBe('CCBill ');
    expect(paymentBrandTradename([{ name: 'segpay' }])).toBe('segpay');
  });
  it('finds none when no trade name is one', () => {
    expect(paymentBrandTradename([{ name: 'Amorio Luxe' }])).toBeNull();
    expect(paymentBrandTradename([])).toBeNull();
  });
});
