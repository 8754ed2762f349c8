/**
 * What classifies a photo for nudity (issue 27). The job (classify-job.ts) needs only this, so
 * tests of the rules inject chosen scores, and the real model (model-classifier.ts) stays one
 * implementation of it.
 */

/** The model's probability per class (nsfwjs: Drawing, Hentai, Neutral, Porn, Sexy), summing to 1. */
export type NudityScores = Record<string, number>;

export type Classifier = {
  /**
   * Classifies one stored photo (its WebP original). Rejects with UnreadableImage when the bytes
   * are not an image the model can read (the photo then waits for a moderator); any other
   * rejection is a fault worth retrying.
   */
  classify(image: Buffer): Promise<{ scores: NudityScores }>;
};

/** The photo cannot be decoded: retrying will not help, a moderator must look. */
export class UnreadableImage extends Error {
  constructor(message = 'the image cannot be decoded') {
    super(message);
    this.name = 'UnreadableImage';
  }
}

/**
 * The classes that show nudity: explicit photos and explicit drawings. 'Sexy' (underwear,
 * swimwear, suggestive poses) is not nudity and is common on a dating site; decision 027a.
 */
export const NUDE_CLASSES = ['Porn', 'Hentai'] as const;

/** One number per photo, 0–1: what the moderation queue orders by and the site's threshold applies to. */
export function nudityScoreOf(scores: NudityScores): number {
  const sum = NUDE_CLASSES.reduce((s, c) => s + (scores[c] ?? 0), 0);
  return Math.min(1, Math.max(0, sum));
}

/** The flag: the score at or above the site's threshold. */
export function isNudity(scores: NudityScores, threshold: number): boolean {
  return nudityScoreOf(scores) >= threshold;
}
