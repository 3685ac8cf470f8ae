import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded files live, by key (`products/ab12.webp`). A local folder by default; an
 * S3-compatible bucket (`UPLOADS_S3_*`) so that several instances need no shared disk.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is fine. */
  delete(key: string): Promise<void>;
}

/** A key must stay a relative path of plain segments (never `..`, never absolute). */
function checkKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.split('/').some((s) => s === '..' || s === ''))
    throw new Error(`bad storage key: ${key}`);
  return key;
}

export class LocalFileStorage implements FileStorage {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    const abs = path.resolve(this.dir, checkKey(key));
    if (!abs.startsWith(path.resolve(this.dir) + path.sep)) throw new Error('path escapes uploads');
    return abs;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.file(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await fs.unlink(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); unset = AWS. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name (most S3-compatible servers want it). */
  forcePathStyle: boolean;
  /** Prepended to every key (several shops in one bucket). */
  prefix: string;
}

/** An S3-compatible bucket, through the official SDK (loaded only when configured). */
export class S3FileStorage implements FileStorage {
  private client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;

  constructor(private readonly options: S3StorageOptions) {
    this.client = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    }));
  }

  private key(key: string): string {
    return this.options.prefix + checkKey(key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { s3, sdk } = await this.client;
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(key),
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=604800, immutable',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { s3, sdk } = await this.client;
    try {
      const res = await s3.send(
        new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
      );
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NotFound') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    const { s3, sdk } = await this.client;
    try {
      await s3.send(new sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
      return true;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as { name?: string }).name === 'NotFound') return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, sdk } = await this.client;
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }
}
