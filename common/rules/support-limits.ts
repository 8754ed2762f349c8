/** Limits of the contact and complaint forms (characters); zod-free so the web's messages can use them. */
export const SUPPORT_NAME_MAX = 120;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_URL_MAX = 500;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
