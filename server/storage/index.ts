// Opens the configured storage: an S3 bucket when S3_BUCKET is set, else local files under
// DATA_DIR/files. Nothing touches the disk or the network until the first use, and the AWS
// SDK is loaded only for the S3 driver (it costs every CLI command time otherwise).
import type { Config } from '../config.ts';
import { LocalStorage, localSecret } from './local.ts';
import type { Storage } from './types.ts';

export async function openStorage(config: Pick<Config, 'storage' | 'dataDir'>): Promise<Storage> {
  const { storage } = config;
  if (storage.driver === 's3' && storage.s3) {
    const { S3Storage } = await import('./s3.ts');
    return new S3Storage(storage.s3);
  }
  return new LocalStorage({
    root: storage.localDir,
    secret: () => localSecret(config.dataDir, storage.secret),
  });
}

export type { Storage } from './types.ts';
