/**
 * Spec §2: the terms carry a policy on minors and trafficking in English only, whatever the
 * page's language (it is the text partners and authorities read), so it is not a translation key.
 */
export const MINORS_POLICY_EN = {
  title: 'Policy on minors and human trafficking',
  paragraphs: [
    'This service is strictly for adults aged 18 or over. We do not allow any content that shows, involves or suggests a minor, and we close the account of anyone under 18 as soon as we learn of it.',
    'We have zero tolerance for human trafficking, sexual exploitation and any form of coercion. Content or messages that suggest them are removed, the accounts involved are closed, and we report them to the authorities.',
    'If you see anything that may involve a minor or trafficking, report it at once through the complaints page; every report is reviewed by a person.',
  ],
} as const;
