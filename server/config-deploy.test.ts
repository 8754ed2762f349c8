import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: deployment settings (issue 14)', () => {
  it('defaults to local photo storage in DATA_DIR, AWS region us-east-1, no read pool, no metrics token', () => {
    const c = loadConfig({ DATA_DIR: '/srv/amorio' });
    expect(c.storage).toEqual({ kind: 'file', dir: path.join('/srv/amorio', 'uploads') });
    expect(c.s3).toEqual({ endpoint: undefined, region: 'us-east-1' });
    expect(c.databaseReadUrl).toBeUndefined();
    expect(c.metricsToken).toBeUndefined();
  });

  it('reads S3 storage, its endpoint and region, the read pool and the metrics token', () => {
    const c = loadConfig({
      STORAGE_URL: 's3://amorio-photos/photos',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      AWS_REGION: 'eu-central-1',
      DATABASE_READ_URL: 'postgres://reader:pw@replica:5432/amorio',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
    });
    expect(c.storage).toEqual({ kind: 's3', bucket: 'amorio-photos', prefix: 'photos' });
    expect(c.s3).toEqual({ endpoint: 'http://minio:9000', region: 'eu-central-1' });
    expect(c.databaseReadUrl).toBe('postgres://reader:pw@replica:5432/amorio');
    expect(c.metricsToken).toBe('a-long-enough-metrics-token');
    // The generic endpoint variable counts when the S3-specific one is unset.
    expect(loadConfig({ AWS_ENDPOINT_URL: 'http://s3.local:9000' }).s3.endpoint).toBe('http://s3.local:9000');
  });

  it('refuses a bad STORAGE_URL, a short METRICS_TOKEN and a read URL that is no URL, naming each', () => {
    expect(() => loadConfig({ STORAGE_URL: 'ftp://photos/x' })).toThrow(
      /STORAGE_URL: must be file:\/\/\/dir or s3/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATABASE_READ_URL: 'replica' })).toThrow(/DATABASE_READ_URL/);
  });
});

describe('loadConfig: database roles (issue 22, item 11)', () => {
  it('reads the owner URL beside the app URL, and refuses it alone', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://amorio_app:pw@db:5432/amorio',
      DATABASE_OWNER_URL: 'postgres://amorio_owner:pw@db:5432/amorio',
    });
    expect(c.databaseUrl).toBe('postgres://amorio_app:pw@db:5432/amorio');
    expect(c.databaseOwnerUrl).toBe('postgres://amorio_owner:pw@db:5432/amorio');
    expect(loadConfig({}).databaseOwnerUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://amorio_owner:pw@db:5432/amorio' })).toThrow(
      /DATABASE_OWNER_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://a@db/amorio', DATABASE_OWNER_URL: 'owner' })).toThrow(
      /DATABASE_OWNER_URL/,
    );
  });
});
