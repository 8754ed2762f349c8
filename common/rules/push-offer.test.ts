import { describe, expect, it } from 'vitest';
import { PUSH_REOFFER_EVERY_MS, pushReofferDue } from './push-offer';

const now = Date.UTC(2026, 10, 26, 12);
const base = { pushOff: true, unread: 1, lastOfferAt: null, now };

describe('pushReofferDue', () => {
  it('offers once a message waits and push is off here', () => {
    expect(pushReofferDue(base)).toBe(true);
    expect(pushReofferDue({ ...base, unread: 0 })).toBe(false);
    expect(pushReofferDue({ ...base, pushOff: false })).toBe(false);
  });

  it('never more than once a week per browser', () => {
    expect(pushReofferDue({ ...base, lastOfferAt: now - 60_000 })).toBe(false);
    expect(pushReofferDue({ ...base, lastOfferAt: now - PUSH_REOFFER_EVERY_MS + 1 })).toBe(false);
    expect(pushReofferDue({ ...base, lastOfferAt: now - PUSH_REOFFER_EVERY_MS })).toBe(true);
  });
});
