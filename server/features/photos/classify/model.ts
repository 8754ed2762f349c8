import { createRequire } from 'node:module';
import path from 'node:path';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';
import { type LayersModel, loadLayersModel } from '@tensorflow/tfjs-layers';
import sharp from 'sharp';

/*
 * The nudity model. It runs only in the classifier process (classifier-process.ts), never in the
 * server: imports here stay relative, so the child loads nothing of the server.
 *
 * Only what the model needs of TensorFlow.js (decision 027d): its core, the Layers API the model
 * is saved for, and the WASM backend. Not the `@tensorflow/tfjs` bundle nsfwjs imports, which adds
 * the graph-model converter, the data API and the WebGL and CPU backends to every classifier.
 */

/** The nsfwjs model: MobileNetV2 (224 px, 2.6 MB of weights inside the package); decision 027a. */
export const DEFAULT_MODEL = 'MobileNetV2';
const SIZE = 224;
/** nsfwjs' classes, in the order of the model's outputs (nsfwjs/dist/esm/nsfw_classes.js). */
const CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
/** Where nsfwjs ships each model's files (a Keras model as JS modules: topology and weights). */
const SHIPPED: Record<string, { dir: string; shards: string[] }> = {
  MobileNetV2: { dir: 'mobilenet_v2', shards: ['group1-shard1of1'] },
};

export type LoadedModel = { classify(image: Buffer): Promise<Record<string, number> | 'unreadable'> };

type ModelFile = {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
};

/**
 * Reads a model nsfwjs ships from its package directory, without nsfwjs' loader: that one imports
 * the files as modules (the 3.5 MB of base64 weights then stay in the module cache for the life of
 * the process) and the whole of `@tensorflow/tfjs`. Here the files are required, decoded once and
 * dropped from the require cache. Nothing is fetched.
 */
function readShippedModel(name: string): tf.io.ModelArtifacts {
  const shipped = SHIPPED[name];
  if (!shipped) throw new Error(`the model ${name} is not shipped with the app`);
  const require = createRequire(import.meta.url);
  // nsfwjs' entry is dist/cjs/index.js; its package exports no path to the model files themselves.
  const dir = path.join(path.dirname(require.resolve('nsfwjs')), '..', 'models', shipped.dir);
  const once = <T>(file: string): T => {
    const resolved = require.resolve(path.join(dir, file));
    try {
      return require(resolved) as T;
    } finally {
      delete require.cache[resolved];
    }
  };
  const model = once<ModelFile>('model.min.js');
  const manifest = model.weightsManifest;
  const paths = manifest.flatMap((group) => group.paths);
  if (paths.join() !== shipped.shards.join())
    throw new Error(`the model ${name}'s weight files are not the expected ones`);
  const weights = Buffer.concat(paths.map((p) => Buffer.from(once<string>(`${p}.min.js`), 'base64')));
  return {
    modelTopology: model.modelTopology,
    weightSpecs: manifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  };
}

/**
 * Loads the model shipped inside the nsfwjs package on TensorFlow.js' WASM backend, whose binary
 * also comes in its package: about 10× faster than the plain JavaScript CPU backend here (2 s →
 * 0.1–0.2 s a photo on the loaded 2-core machine), without a native add-on to build or download.
 */
export async function loadModel(name = DEFAULT_MODEL): Promise<LoadedModel> {
  const wasmDir = path.dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm'));
  setWasmPaths(`${wasmDir}${path.sep}`);
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
  await tf.ready();
  const artifacts = readShippedModel(name);
  const model = await loadLayersModel(tf.io.fromMemory(artifacts));
  // One run at load, as nsfwjs does: a model that cannot run fails here, not at the first photo.
  tf.tidy(() => model.predict(tf.zeros([1, SIZE, SIZE, 3])));
  return { classify: (image) => classifyWith(model, image) };
}

/**
 * Decodes the stored photo with sharp into the 224 × 224 RGB pixels the model was trained on
 * (stretched, as nsfwjs does in the browser), then runs it as nsfwjs' `classify` does (pixels
 * ÷ 255, one batch of one). 'unreadable' when sharp cannot decode.
 */
async function classifyWith(
  model: LayersModel,
  image: Buffer,
): Promise<Record<string, number> | 'unreadable'> {
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
  const probabilities = tf.tidy(() => {
    const input = tf.tensor4d(new Uint8Array(pixels), [1, SIZE, SIZE, 3], 'int32');
    return model.predict(tf.div(tf.cast(input, 'float32'), 255)) as tf.Tensor;
  });
  try {
    const values = await probabilities.data();
    return Object.fromEntries(CLASSES.map((c, i) => [c, values[i] ?? 0]));
  } finally {
    probabilities.dispose();
  }
}
