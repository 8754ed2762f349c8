// The push feature's public face: other features import only from here (decision 024c).
export { PUSH_WAKE, queuePushSql, wakePushSender } from './queue';
export type { PushService } from './service';
