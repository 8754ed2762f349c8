// The notifications feature's public face: other features import only from here (decision 024c).
export { notificationInsertSql } from './queries';
export {
  claimEmailChangeUndo,
  readConversationNotifications,
  recordBonusGranted,
  recordNotification,
  recordPhotoReview,
} from './record';
