import type { MountedReceiverOptions } from './mount-receiver.ts';

/**
 * The receiver `npm start` and `npm run preview` mount at POST /api/forms, or undefined: then the
 * development sink (server/api/forms-sink.ts) answers. The storage the receiver needs (a PGlite
 * folder under var/, its keys) is not part of this tree yet, so the sink answers.
 */
export function developmentReceiver(): MountedReceiverOptions | undefined {
  return undefined;
}
