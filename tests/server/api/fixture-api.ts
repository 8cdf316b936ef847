import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { emitBuild } from '../../../pipeline/emit/emit.ts';
import { listenApi } from '../../../server/api/server.ts';
import { materialize } from '../../pipeline/fixture-helpers.ts';

export interface FixtureApi {
  base: string;
  dataDir: string;
  close: () => Promise<void>;
}

/** the real API over a db.json the pipeline built from the good fixture, on a free port */
export async function startFixtureApi(): Promise<FixtureApi> {
  const content = await materialize();
  const result = await new ContentBuilder(content.dir).build();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-'));
  await emitBuild(dataDir, result.dbChunks!);
  const server: Server = await listenApi({ dataDir, host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataDir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([rm(dataDir, { recursive: true, force: true }), content.cleanup()]);
    },
  };
}
