// The receiver's size limit, apart from the Fastify app that enforces it, so the dev server's
// front door (tooling/vite/api-body-limit.ts) applies the same number without loading the receiver.

/** the largest body a form may have: nginx's client_max_body_size 64k for /api/forms (deploy/nginx/site.conf) */
export const RECEIVER_LIMIT_BYTES = 64 * 1024;
