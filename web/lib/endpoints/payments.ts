// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/payments.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as payments from '@common/api/payments';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/payments') : undefined;

export const createOrder = /* @__PURE__ */ webEndpoint<typeof payments.createOrder>('POST', '/api/orders.php', schemas, 'createOrder');
export const getCatalogue = /* @__PURE__ */ webEndpoint<typeof payments.getCatalogue>('GET', '/api/credits.php', schemas, 'getCatalogue');
export const getCompanyInfo = /* @__PURE__ */ webEndpoint<typeof payments.getCompanyInfo>('GET', '/api/companyinfo.php', schemas, 'getCompanyInfo');
export const getDemoPayment = /* @__PURE__ */ webEndpoint<typeof payments.getDemoPayment>('GET', '/api/demo-payments.php', schemas, 'getDemoPayment');
export const getDiscount = /* @__PURE__ */ webEndpoint<typeof payments.getDiscount>('GET', '/api/discountcode.php', schemas, 'getDiscount');
export const getOrders = /* @__PURE__ */ webEndpoint<typeof payments.getOrders>('GET', '/api/orders.php', schemas, 'getOrders');
export const getTransactions = /* @__PURE__ */ webEndpoint<typeof payments.getTransactions>('GET', '/api/transactions.php', schemas, 'getTransactions');
export const payDemo = /* @__PURE__ */ webEndpoint<typeof payments.payDemo>('POST', '/api/demo-payments.php', schemas, 'payDemo');
export const paymentWebhook = /* @__PURE__ */ webEndpoint<typeof payments.paymentWebhook>('POST', '/api/webhooks/:provider', schemas, 'paymentWebhook');
