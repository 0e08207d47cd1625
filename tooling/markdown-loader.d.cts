// Types of tooling/markdown-loader.cjs for the TypeScript that calls it (the content tests).
declare function markdownLoader(this: { resourcePath: string }, source: string): string;
declare namespace markdownLoader {
  function compileContent(source: string, file: string): { title: string; html: string };
}
export = markdownLoader;
