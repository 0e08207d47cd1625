// Stands in for @module-federation/error-codes' `desc.mjs` in production builds (tooling/webpack.ts): the runtime's
// English sentence for each of its error codes, some 370 bytes on the wire in the shell's `main` and again in every
// remote's remoteEntry.js, on every first render. An error still says its code and the runtime's troubleshooting
// link for it (`#RUNTIME-008`, https://module-federation.io/guide/troubleshooting/runtime#runtime-008), and our
// screens never show or read these texts: a remote that fails to load is told by the shell's own error page
// (docs/delivery.md#the-remotes-registered-by-their-entry).
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
