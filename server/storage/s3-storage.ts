import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentTypeOfKey, type Storage, type StoredObject } from './storage';

export type S3Location = { bucket: string; prefix: string };

/**
 * Keeps objects in an S3-compatible bucket under `prefix/`. The bucket stays private: photos are
 * served through the app (/media/…), which decides who may see them (decision 014a). Credentials
 * come from the SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a role, a profile).
 */
export function createS3Storage(location: S3Location, clientConfig: S3ClientConfig): Storage {
  const client = new S3Client(clientConfig);
  const { bucket } = location;
  const objectKey = (key: string) => (location.prefix ? `${location.prefix}/${key}` : key);

  return {
    async put(key: string, body: Buffer, contentType: string): Promise<void> {
      const implied = contentTypeOfKey(key);
      if (implied === null) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      if (implied !== contentType) throw new Error(`Key ${key} implies ${implied}, not ${contentType}`);
      // A single PUT is atomic: readers see the old object, none, or the whole new one.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },

    async get(key: string): Promise<StoredObject | null> {
      const contentType = contentTypeOfKey(key);
      if (contentType === null) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return { body: Buffer.from(await res.Body.transformToByteArray()), contentType };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },

    async delete(key: string): Promise<void> {
      if (contentTypeOfKey(key) === null) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
