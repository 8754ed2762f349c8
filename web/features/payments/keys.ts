/** The payments feature's query keys; `catalogue()` without arguments covers every catalogue. */
export const paymentKeys = {
  catalogue: (code?: string | null) =>
    code === undefined ? (['payments', 'catalogue'] as const) : (['payments', 'catalogue', code] as const),
  transactions: () => ['payments', 'transactions'] as const,
  transaction: (id: number) => ['payments', 'transaction', id] as const,
  order: (id: number) => ['payments', 'order', id] as const,
  lastOrder: () => ['payments', 'last-order'] as const,
  demo: (id: string) => ['payments', 'demo', id] as const,
  discount: (code: string | null) => ['payments', 'discount', code] as const,
  company: () => ['payments', 'company'] as const,
};
