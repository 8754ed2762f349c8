import { describe, expect, it } from 'vitest';
import { messageCostFor } from './message-cost';

describe('messageCostFor', () => {
  it('charges message_credits to members without premium', () => {
    expect(messageCostFor({ message_credits: 3, premium_message_credits: 1 }, { premium: false })).toBe(3);
  });
  it('charges the premium price to premium members when the site sets one', () => {
    expect(messageCostFor({ message_credits: 3, premium_message_credits: 1 }, { premium: true })).toBe(1);
    expect(messageCostFor({ message_credits: 3, premium_message_credits: 0 }, { premium: true })).toBe(0);
  });
  it('falls back to message_credits for premium members when the site sets no premium price', () => {
    expect(messageCostFor({ message_credits: 2 }, { premium: true })).toBe(2);
    expect(messageCostFor({ message_credits: 2, premium_message_credits: null }, { premium: true })).toBe(2);
  });
});
