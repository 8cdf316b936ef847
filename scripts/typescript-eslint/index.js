// Re-exported from here so that typescript-eslint resolves `typescript` to the 5.9 copy in
// tools/lint/node_modules, not to the root typescript 7 (which has no JS compiler API).
export { default } from 'typescript-eslint';
export * from 'typescript-eslint';
