import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load, type NSFWJS } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import sharp from 'sharp';

/*
 * The nudity model. It runs only in the classifier process (classifier-process.ts), never in the
 * server: imports here stay relative, so the child loads nothing of the server.
 */

/** The nsfwjs model: MobileNetV2 (224 px, 2.6 MB of weights inside the package); decision 027a. */
export const DEFAULT_MODEL = 'MobileNetV2';
const SIZE = 224;

export type LoadedModel = { classify(image: Buffer): Promise<Record<string, number> | 'unreadable'> };

/**
 * Loads the model from the nsfwjs package itself (its weights are bundled as modules, so nothing
 * is fetched) on TensorFlow.js' WASM backend, whose binary also comes in its package: about 10×
 * faster than the plain JavaScript CPU backend here (2 s → 0.1–0.2 s a photo on the loaded
 * 2-core machine), without a native add-on to build or download.
 */
export async function loadModel(name = DEFAULT_MODEL): Promise<LoadedModel> {
  const wasmDir = path.dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm'));
  setWasmPaths(`${wasmDir}${path.sep}`);
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
  await tf.ready();
  // Only the model shipped inside the package: nsfwjs takes any other name for a URL to fetch.
  if (name !== MobileNetV2Model.name) throw new Error(`the model ${name} is not shipped with the app`);
  const model = await load(name, { modelDefinitions: [MobileNetV2Model] });
  return { classify: (image) => classifyWith(model, image) };
}

/**
 * Decodes the stored photo with sharp into the 224 × 224 RGB pixels the model was trained on
 * (stretched, as nsfwjs does in the browser), then runs it. 'unreadable' when sharp cannot decode.
 */
async function classifyWith(model: NSFWJS, image: Buffer): Promise<Record<string, number> | 'unreadable'> {
  let pixels: Buffer;
  try {
    pixels = await sharp(image, { failOn: 'error' })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
  } catch {
    return 'unreadable';
  }
  const input = tf.tensor3d(new Uint8Array(pixels), [SIZE, SIZE, 3], 'int32');
  try {
    const predictions = await model.classify(input, 5);
    return Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
  } finally {
    input.dispose();
  }
}
