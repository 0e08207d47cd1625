// pdfjs-dist ships no types for its worker module; read-text.ts only hands it to pdfjs (globalThis.pdfjsWorker).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
