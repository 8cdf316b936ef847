// The other thread of a full build (compile-pool.ts): claims batches of pages from the counter it
// shares with the main thread until none is left, and sends each batch back as it is done.
import { parentPort } from 'node:worker_threads';
import { createMarkdown } from '../transform/markdown.ts';
import { ImageSizeCache } from '../read/measure-image.ts';
import { compileBatch } from './compile-batch.ts';
import { claimBatches, type CompileJob, type RemoteBatch } from './compile-pool.ts';

const md = createMarkdown();
const imageSizes = new ImageSizeCache();

parentPort!.on('message', (job: CompileJob) => {
  const next = new Int32Array(job.next);
  const tools = { md, imageSizes, facts: new Map(job.facts), data: job.data };
  const batches = Math.ceil(job.files.length / job.batch);
  for (const batch of claimBatches(next, batches)) {
    const { outcomes, bytes } = compileBatch(job.contentDir, job.files.slice(batch * job.batch, (batch + 1) * job.batch), tools);
    parentPort!.postMessage({ build: job.build, batch, outcomes, bytes } satisfies RemoteBatch, [bytes]);
  }
});
