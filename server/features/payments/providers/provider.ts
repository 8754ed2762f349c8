import type { PaymentMethod } from '@common/rules/pricing';

export type ProviderStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

/** A refund or chargeback as the provider reports it; ids are the provider's. */
export type Reversal = { id: string; kind: 'refund' | 'chargeback'; amount: number };

export type ProviderPayment = {
  id: string;
  status: ProviderStatus;
  amount: number;
  currency: string;
  reversals: Reversal[];
  /**
   * The payer's country as the provider knows it (card issuer, bank account, its own check);
   * null when it reports none. Evidence against the priced country (decision 022b).
   */
  country: string | null;
};

export type CreatePaymentInput = {
  orderId: number;
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  redirectUrl: string;
  webhookUrl: string;
};

/** What the shop needs from a payment provider; `demo` and `mollie` implement it. */
export interface PaymentProvider {
  readonly name: 'demo' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<{ id: string; checkoutUrl: string }>;
  /** The provider's current view of a payment; null when it does not know the id (forged webhook). */
  getPayment(id: string): Promise<ProviderPayment | null>;
}

/** The provider could not be reached or answered an error: the order stays open and is retried. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
