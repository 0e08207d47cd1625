// The webpack plugins of our own that tooling/webpack.ts adds to production builds: minified stylesheets,
// precompressed copies of every file, and the shell's list of the files its first render loads (docs/delivery.md).
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of a production build, at the highest levels
 * (done once, so the servers send them without compressing per request; docs/delivery.md). A variant no smaller
 * than the file is not written: the server then sends the file itself.
 */
type PrecompressCompiler = {
  outputPath: string;
  hooks: { afterEmit: { tapPromise(name: string, run: () => Promise<void>): void } };
};

export class PrecompressPlugin {
  apply(compiler: PrecompressCompiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      const root = compiler.outputPath;
      const files = (await fs.readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    });
  }
}

type CssMinifyCompiler = {
  context: string;
  webpack: {
    sources: { RawSource: new (source: string) => unknown };
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    WebpackError: new (message: string) => Error;
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: CssMinifyCompilation) => void): void } };
};
type CssMinifyCompilation = {
  hooks: {
    processAssets: {
      tapPromise(
        options: { name: string; stage: number },
        run: (assets: Record<string, unknown>) => Promise<void>,
      ): void;
    };
  };
  getAsset(name: string): { source: { source(): string | Buffer } } | undefined;
  updateAsset(name: string, source: unknown): void;
  warnings: Error[];
};
type EsbuildTransform = (
  code: string,
  options: { loader: 'css'; minify: true; sourcefile: string },
) => Promise<{ code: string; warnings: { text: string }[] }>;

/**
 * Minifies every stylesheet of a production build with esbuild (each front end's own dev dependency, which also
 * builds its server module): webpack minifies only the scripts, so the styles went out with their comments and
 * layout, every page's render-blocking CSS twice its size on the wire (docs/delivery.md#figures-session-16). No
 * target is given, so nothing is rewritten for older browsers: the same rules, in the same order, written short.
 * It runs before webpack hashes the files' contents, so the names change with the minified text.
 */
export class CssMinifyPlugin {
  apply(compiler: CssMinifyCompiler) {
    const { transform } = createRequire(path.join(compiler.context, 'package.json'))('esbuild') as {
      transform: EsbuildTransform;
    };
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CssMinifyPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
      compilation.hooks.processAssets.tapPromise({ name: 'CssMinifyPlugin', stage }, async (assets) => {
        const styles = Object.keys(assets).filter((name) => name.endsWith('.css'));
        await Promise.all(
          styles.map(async (name) => {
            const css = compilation.getAsset(name)?.source.source().toString() ?? '';
            const { code, warnings } = await transform(css, { loader: 'css', minify: true, sourcefile: name });
            for (const warning of warnings)
              compilation.warnings.push(new compiler.webpack.WebpackError(`${name}: ${warning.text}`));
            compilation.updateAsset(name, new RawSource(code));
          }),
        );
      });
    });
  }
}

type StartupCompiler = {
  webpack: {
    sources: { RawSource: new (source: string) => unknown };
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: StartupCompilation) => void): void } };
};
type StartupModule = { type: string; blocks: unknown[]; options?: { shareKey?: string }; _name?: string };
type StartupChunkGroup = { chunks: Iterable<{ files: Set<string> }> };
type StartupCompilation = {
  entrypoints: Map<string, { chunks: Iterable<unknown> }>;
  chunkGraph: {
    getChunkModulesIterable(chunk: unknown): Iterable<StartupModule>;
    getBlockChunkGroup(block: unknown): StartupChunkGroup | undefined;
  };
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  emitAsset(file: string, source: unknown): void;
};

/**
 * Writes `startup-files.json` for the shell: the scripts and styles its entry loads before the first render (the
 * async bootstrap chunk and the shell's copies of the shared singletons it consumes). The api links the styles in the
 * page head, so server-rendered content is styled at its first paint; the scripts are requested by main.js once the
 * page has painted (docs/delivery.md). Lazy routes are not followed.
 */
export class StartupFilesPlugin {
  apply(compiler: StartupCompiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set<string>();
          const consumed = new Set<string>();
          const load = (group: StartupChunkGroup | undefined) => {
            for (const chunk of group?.chunks ?? []) {
              for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type === 'consume-shared-module' && module.options?.shareKey)
                  consumed.add(module.options.shareKey);
              }
            }
          };
          const entryModules = [...(compilation.entrypoints.get('main')?.chunks ?? [])].flatMap((chunk) => [
            ...compilation.chunkGraph.getChunkModulesIterable(chunk),
          ]);
          // The entry's own import('./bootstrap'); lazy import()s inside it (routes) are not followed.
          for (const module of entryModules) {
            if (module.type !== 'provide-module')
              for (const block of module.blocks) load(compilation.chunkGraph.getBlockChunkGroup(block));
          }
          // The shell's own copy of each shared module the loaded code consumes (the runtime picks the provided
          // version, so the consumers' fallback chunks stay unloaded), until nothing new is consumed.
          const provided = new Set<StartupModule>();
          for (let grew = true; grew; ) {
            grew = false;
            for (const module of entryModules) {
              if (module.type !== 'provide-module' || provided.has(module) || !consumed.has(module._name ?? ''))
                continue;
              provided.add(module);
              grew = true;
              for (const block of module.blocks) load(compilation.chunkGraph.getBlockChunkGroup(block));
            }
          }
          compilation.emitAsset('startup-files.json', new RawSource(JSON.stringify([...files].sort(), null, 1)));
        },
      );
    });
  }
}
