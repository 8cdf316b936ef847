// decap-server ships no type declarations: what tooling/editor/local-backend.ts uses of its
// middlewares (a CommonJS bundle whose exports Node's ES module loader cannot name one by one)
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';
  const middlewares: { registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void> };
  export default middlewares;
}
