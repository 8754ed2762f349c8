import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_URL_MAX,
} from '@common/rules/support-limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { line, text } from './text';
import { emailSchema } from './user';

export const COMPLAINT_CATEGORIES = [
  'fake_profile',
  'harassment',
  'illegal_content',
  'minor',
  'copyright',
  'payment',
  'other',
] as const;

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

/** Open to guests: a deleted account's hint links to the service form. */
export const sendServiceRequest = endpoint({
  method: 'POST',
  path: '/api/service.php',
  tag: 'support',
  body: serviceRequestSchema,
  response: supportReceivedSchema,
  errors: [400, 429],
});
export const sendComplaint = endpoint({
  method: 'POST',
  path: '/api/complaints.php',
  tag: 'support',
  body: complaintSchema,
  response: supportReceivedSchema,
  errors: [400, 429],
});
