import { renderAvatar } from '@server/seed/avatar';
import { multipartFile } from '@server/test/multipart';
import { insertProfiles } from '@server/test/social-fixtures';
import { createTestApp, setUpTestApp, signUp, uniqueEmail } from '@server/test/test-app';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNudity, nudityScoreOf, UnreadableImage } from './classifier';
import { type ModelClassifier, startModelClassifier } from './model-classifier';

/*
 * The real nudity model (nsfwjs in its own process), loaded once for the file, and what the
 * server does when it cannot be loaded.
 */

const logged: string[] = [];
let model: ModelClassifier;
const t = setUpTestApp(async () => {
  model = startModelClassifier({ log: (m) => logged.push(m) });
  return { classifier: model };
});
afterAll(() => model.close());

const CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'];

/** Neutral test photos made here: a flat colour, a gradient landscape, a demo portrait. */
async function neutralImages(): Promise<[string, Buffer][]> {
  const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a8cc8' } })
    .webp()
    .toBuffer();
  const landscape = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#87ceeb"/><stop offset="0.6" stop-color="#e0f0ff"/>
        <stop offset="0.6" stop-color="#3a7d44"/><stop offset="1" stop-color="#1e4d2b"/></linearGradient></defs>
      <rect width="900" height="600" fill="url(#g)"/><circle cx="700" cy="120" r="60" fill="#ffd84d"/></svg>`),
  )
    .webp()
    .toBuffer();
  const portrait = (await renderAvatar(1000, 'AB', 'female')).original;
  return [
    ['flat colour', flat],
    ['landscape', landscape],
    ['demo portrait', portrait],
  ];
}

describe('the nudity model', () => {
  beforeAll(async () => {
    expect(await model.loaded()).toBe('ready');
  });

  it('classifies neutral photos as not nudity, with a probability per class', async () => {
    for (const [name, image] of await neutralImages()) {
      const { scores } = await model.classify(image);
      expect(Object.keys(scores).sort(), name).toEqual(CLASSES);
      expect(
        Object.values(scores).reduce((a, b) => a + b, 0),
        name,
      ).toBeCloseTo(1, 3);
      expect(nudityScoreOf(scores), name).toBeLessThan(0.1);
      expect(isNudity(scores, 0.4), name).toBe(false);
    }
  });

  it('scores the demo portraits as decision 027a recorded them (the model and its input unchanged)', async () => {
    // Rows of 027a's table: [gender, seed, Drawing, Hentai, Neutral, Porn, Sexy].
    const recorded = [
      ['female', 1000, 0.091, 0.006, 0.902, 0.001, 0.0],
      ['female', 1014, 0.889, 0.002, 0.109, 0.0, 0.0],
      ['male', 1021, 0.756, 0.003, 0.241, 0.0, 0.0],
      ['male', 1035, 0.536, 0.003, 0.461, 0.0, 0.0],
    ] as const;
    for (const [gender, seed, ...expected] of recorded) {
      const { scores } = await model.classify((await renderAvatar(seed, '', gender)).original);
      CLASSES.forEach((c, i) => {
        // Within 0.005 of the table (three decimals): a change of model, input or loader moves more.
        expect(scores[c], `${gender} ${seed} ${c}`).toBeCloseTo(expected[i] ?? -1, 2);
      });
    }
  });

  it('answers UnreadableImage for bytes it cannot decode, and goes on classifying after', async () => {
    await expect(model.classify(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(UnreadableImage);
    const [, flat] = (await neutralImages())[0] as [string, Buffer];
    await expect(model.classify(flat)).resolves.toHaveProperty('scores');
  });

  it('classifies a member’s upload in the job, and /readyz says the model is loaded', async () => {
    const cookie = await signUp(t.app, uniqueEmail('classified'));
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c89a5a' } })
      .jpeg()
      .toBuffer();
    const m = multipartFile('photo.jpg', 'image/jpeg', photo);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/profileimage.php',
      headers: { cookie, 'content-type': m.contentType },
      payload: m.payload,
    });
    expect(up.statusCode).toBe(200);
    const id = (up.json() as { image: { id: number } }).image.id;
    await t.app.photoClassifier?.drain();
    const row = await t.tdb.db.$client.query(
      'select classify_state, nudity, nudity_score, nudity_scores from images where id = $1',
      [id],
    );
    expect(row.rows[0]).toMatchObject({ classify_state: 'done', nudity: false });
    expect(Object.keys(row.rows[0]?.nudity_scores ?? {}).sort()).toEqual(CLASSES);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ checks: { classifier: 'ok' } });
  });

  it('a model that fails to load is logged, /readyz is not ready, and photos wait as pending', async () => {
    const failedLog: string[] = [];
    const broken = startModelClassifier({ model: 'NoSuchModel', log: (m) => failedLog.push(m) });
    // A database of its own: this file's working model would classify its photos.
    const other = await createTestApp({ classifier: broken });
    try {
      expect(await broken.loaded()).toBe('failed');
      expect(failedLog.join('\n')).toMatch(
        /nudity model failed to load: the model NoSuchModel is not shipped/,
      );
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', checks: { classifier: 'failing' } });

      const [profileId] = await insertProfiles(other.tdb.db, 'demo', [{ name: 'Waiting' }]);
      const pending = await other.tdb.db.$client.query<{ id: string }>(
        `insert into images (profile_id, status, original_key, thumb_key)
         values ($1, 'active', 'p/x.webp', 'p/x-thumb.webp') returning id`,
        [profileId],
      );
      expect(await other.app.photoClassifier?.drain()).toBe(0);
      const row = await other.tdb.db.$client.query('select classify_state from images where id = $1', [
        pending.rows[0]?.id,
      ]);
      expect(row.rows[0]).toEqual({ classify_state: 'pending' });
      await expect(broken.classify(Buffer.from('x'))).rejects.toThrow(/did not load/);
    } finally {
      await other.close();
      broken.close();
    }
  });
});
