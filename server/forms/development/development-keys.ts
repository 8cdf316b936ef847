import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `npm start` and `npm run preview` need keys for the forms they store, with nothing to set up:
// made once on this machine, kept beside the development database under var/ (git-ignored, served
// by no server of ours, readable by its owner only). Production takes its keys from the
// environment (deploy/receiver/receiver.env.example) and never reads this file.

export interface DevelopmentKeys {
  RECEIVER_KEYS: string;
  RECEIVER_HMAC_KEY: string;
}

export function developmentKeys(dir: string): DevelopmentKeys {
  const file = path.join(dir, 'development-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DevelopmentKeys;
  const keys: DevelopmentKeys = {
    RECEIVER_KEYS: `dev1:${randomBytes(32).toString('base64')}`,
    RECEIVER_HMAC_KEY: randomBytes(32).toString('base64'),
  };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return keys;
}
