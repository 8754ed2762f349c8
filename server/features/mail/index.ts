// The mail feature's public face: other features import only from here (decision 024c).
export { queueMail } from './outbox';
export type { MailService } from './service';
export type { RenderedMail } from './templates';
export { consumeMailToken, isLiveMailToken, revokeMailTokens } from './tokens';
