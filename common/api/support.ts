import { z } from 'zod';
import { line, text } from './text';
import { emailSchema } from './user';

/** Limits of the contact and complaint forms (characters). */
export const SUPPORT_NAME_MAX = 120;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_URL_MAX = 500;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;

export const COMPLAINT_CATEGORIES = [
  'fake_profile',
  'harassment',
  'illegal_content',
  'minor',
  'copyright',
  'payment',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

const nameField = line().trim().min(1, 'required').max(SUPPORT_NAME_MAX, 'max_length');
const messageField = text()
  .trim()
  .min(SUPPORT_MESSAGE_MIN, 'min_length')
  .max(SUPPORT_MESSAGE_MAX, 'max_length');

/** POST /api/service.php: the contact form of /pages/service. */
export const serviceRequestSchema = z.strictObject({
  name: nameField,
  email: emailSchema,
  subject: line().trim().min(1, 'required').max(SUPPORT_SUBJECT_MAX, 'max_length'),
  message: messageField,
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** POST /api/complaints.php: category, the page or profile concerned, description, contact. */
export const complaintSchema = z.strictObject({
  category: z.enum(COMPLAINT_CATEGORIES, 'required'),
  url: line().trim().max(SUPPORT_URL_MAX, 'max_length').optional().default(''),
  description: messageField,
  name: nameField,
  email: emailSchema,
});
export type Complaint = z.input<typeof complaintSchema>;

export const supportReceivedSchema = z.object({ id: z.number().int() });
export type SupportReceived = z.infer<typeof supportReceivedSchema>;
