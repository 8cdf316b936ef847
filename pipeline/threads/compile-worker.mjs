// The compile worker's entry (compile-pool.ts): the pipeline is TypeScript, loaded through tsx as
// `npm run content` loads it.
import { register } from 'tsx/esm/api';

register();
await import('./compile-worker.ts');
