// One webpack + Module Federation setup for the shell and the four remotes, so the shared singletons and
// loaders can never drift apart between the apps. Each package's webpack.config.ts calls createConfig.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CssMinifyPlugin, PrecompressPlugin, StartupFilesPlugin } from './webpack-plugins';

type AppKind = 'host' | 'remote';

/** This folder: the webpack configs import this file from each package, so its own path is resolved here. */
const TOOLING_DIR = __dirname;

export interface AppOptions {
  /** The package directory (pass __dirname). */
  dir: string;
  /** Federation name: 'shell' or mfe_<area>. */
  name: string;
  kind: AppKind;
  /** Port of the standalone dev server. */
  port: number;
  /**
   * A remote's exposed modules besides `./routes` (its route area, always exposed): components another area shows
   * by name through the shell's loader (shared-kit/ui's RemoteSlot), e.g. mfe-candidate's `./apply`.
   */
  exposes?: Record<string, string>;
}

/**
 * The singletons every federated app shares (docs/architecture.md#module-federation-rules). Trailing-slash keys share
 * deep imports (react/jsx-runtime, react-dom/client, jotai/utils...); jotai/utils reaches jotai through relative
 * imports, so without 'jotai/' a remote would get a second store context.
 *
 * react-router and react-router-dom are deliberately not on the list: a shared package cannot be
 * tree-shaken, and whole they cost 60 KB gzip of the 170 KB budget. Every app reaches them only through
 * 'shared-kit/router' (a singleton, so there is still exactly one router), which re-exports what we use;
 * scripts/check-boundaries.mjs forbids importing them anywhere else.
 */
function sharedSingletons(pkg: { dependencies?: Record<string, string> }) {
  const version = (name: string) => pkg.dependencies?.[name];
  const singleton = (name: string) => ({ singleton: true, requiredVersion: version(name) });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    axios: singleton('axios'),
    // workspace:* is not semver: name the version explicitly.
    'shared-kit/': { singleton: true, requiredVersion: '0.1.0', version: '0.1.0' },
  };
}

/**
 * A remote's production build takes the shell's federation bundler runtime instead of its own copy
 * (tooling/federation-bundler-from-shell.mjs). The federation entry imports `bundler.js` by its absolute path.
 */
function federationBundlerAliases(require: NodeJS.Require): Record<string, string> {
  const enhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const bundlerRuntime = path.dirname(enhanced.resolve('@module-federation/webpack-bundler-runtime/package.json'));
  const runtime = createRequire(path.join(bundlerRuntime, 'package.json'));
  const runtimeDir = path.dirname(runtime.resolve('@module-federation/runtime/package.json'));
  return {
    [path.join(bundlerRuntime, 'dist', 'bundler.js')]: path.join(TOOLING_DIR, 'federation-bundler-from-shell.mjs'),
    '@module-federation/runtime$': path.join(runtimeDir, 'dist', 'index.js'),
    '@module-federation/webpack-bundler-runtime': bundlerRuntime,
  };
}

/**
 * Three files of the federation runtime replaced in production builds: its error texts
 * (tooling/federation-error-descriptions.mjs), its version-range parser (tooling/federation-semver.mjs) and its
 * preloading of remotes, which needs the snapshots we leave out (tooling/federation-preload.mjs).
 */
function federationRuntimeAliases(require: NodeJS.Require): Record<string, string> {
  const enhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const runtimeCoreDist = path.dirname(enhanced.resolve('@module-federation/runtime-core'));
  const runtimeCore = createRequire(path.join(runtimeCoreDist, 'index.js'));
  const errorCodesDist = path.dirname(runtimeCore.resolve('@module-federation/error-codes'));
  return {
    [path.join(errorCodesDist, 'desc.mjs')]: path.join(TOOLING_DIR, 'federation-error-descriptions.mjs'),
    [path.join(runtimeCoreDist, 'utils', 'semver', 'index.js')]: path.join(TOOLING_DIR, 'federation-semver.mjs'),
    [path.join(runtimeCoreDist, 'utils', 'preload.js')]: path.join(TOOLING_DIR, 'federation-preload.mjs'),
  };
}

function reactRouterProductionAliases(require: NodeJS.Require): Record<string, string> {
  const development = path.dirname(require.resolve('react-router'));
  const production = development.replace(`${path.sep}development`, `${path.sep}production`);
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/**
 * The contract files `shared-kit/account-rules` re-exports, read from its index: the forms' and account areas' bounds
 * (docs/delivery.md#the-guard). In `kit` they would be in every page's first render again, so `kit` leaves them out
 * with the subpath itself; they are then a file of their own, loaded with the first screen that imports them.
 */
function accountRulesFiles(): string[] {
  const index = readFileSync(path.join(TOOLING_DIR, '../shared-kit/src/account-rules/index.ts'), 'utf8');
  return [...index.matchAll(/from '\.\.\/contracts\/([\w-]+)'/g)].map((match) => match[1]);
}

/** What the shell's `kit` file holds (docs/delivery.md#compression). */
const KIT_MODULE = new RegExp(
  String.raw`[\\/]shared-kit[\\/]src[\\/]` +
    String.raw`(?!ui[\\/](?:account|form[\\/]|menu[\\/]|new-password-fields|tab-links))` +
    // The file download, imported on first use (shared-kit/src/http/download-on-demand.ts).
    String.raw`(?!http[\\/]download\.ts$)` +
    String.raw`(?!account-rules[\\/])(?!contracts[\\/](?:${accountRulesFiles().join('|')})\.ts$)` +
    // The page table, read from the shell's first navigation on (shared-kit/routes/page-heads).
    String.raw`(?!routes[\\/]page-heads[\\/])(?!contracts[\\/]pages\.ts$)` +
    String.raw`(?!locales[\\/](?:pages[\\/])?[a-z]{2}\.json$)`,
);

type SplitModule = { type: string; context: string | null; nameForCondition(): string | null };

/** A module of shared-kit's startup file; an import() context (no file of its own) counts by its folder. */
function inKitChunk(module: SplitModule): boolean {
  const name = module.nameForCondition() ?? (module.type === 'javascript/dynamic' ? `${module.context}/` : null);
  return name !== null && KIT_MODULE.test(name);
}

type SplitChunk = { groupsIterable: Iterable<{ origins: { module?: { resource?: string } | null }[] }> };

/** Not the chunk a remote's standalone entry (`src/main.ts`, development only in use) imports its app from. */
function notStandalonePage(chunk: SplitChunk): boolean {
  for (const group of chunk.groupsIterable)
    if (group.origins.some((origin) => /[\\/]src[\\/]main\.ts$/.test(origin.module?.resource ?? ''))) return false;
  return true;
}

export function createConfig(options: AppOptions, argv: { mode?: string } = {}) {
  const { dir, name, kind, port, exposes = {} } = options;
  const require = createRequire(path.join(dir, 'package.json'));
  const pkg = require('./package.json');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  const production = argv.mode !== 'development';

  const federation =
    kind === 'host'
      ? {
          name,
          // No static remotes: the shell registers them at run time from /remotes.json.
          runtimePlugins: [path.join(dir, 'src/remotes/federation-runtime-plugin.ts')],
        }
      : {
          name,
          filename: 'remoteEntry.js',
          exposes: { './routes': './src/remote-entry.tsx', ...exposes },
        };

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    // No source maps in production: they would be public next to the code (docs/delivery.md).
    devtool: production ? false : 'eval-cheap-module-source-map',
    // A remote's production build has no standalone page: it takes the shell's federation runtime, so the page could
    // not start alone, and its entry put every module of the area in a second chunk, which kept webpack from joining
    // the exposed module's modules into one (docs/delivery.md#react-router-what-we-use). Development keeps it.
    entry: production && kind === 'remote' ? {} : { main: './src/main.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are loaded from their own origin: 'auto' resolves chunk URLs from the script's location.
      publicPath: kind === 'host' ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's exports map names only its development build; production gets the smaller one.
      alias: production
        ? {
            ...reactRouterProductionAliases(require),
            ...federationRuntimeAliases(require),
            ...(kind === 'remote' ? federationBundlerAliases(require) : {}),
          }
        : {},
      // shared-kit exposes its TypeScript source under the 'source' condition.
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules\/\.pnpm/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // react-router's top-level contexts and components marked pure, so what no app uses is left out
        // (docs/delivery.md#react-router-what-we-use).
        {
          test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
          use: [path.join(TOOLING_DIR, 'react-router-pure-loader.cjs')],
        },
        // The shell's federation runtime without the manifest snapshot handler it never uses (disableSnapshot).
        ...(kind === 'host' && production
          ? [
              {
                test: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]core\.js$/,
                use: [path.join(TOOLING_DIR, 'federation-snapshot-loader.cjs')],
              },
            ]
          : []),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        // The design system's illustrations (docs/design-system.md#illustration), named by its stylesheets' url():
        // files of the build with a hashed name (cached a year), fetched only by a screen that shows one.
        {
          test: /\.svg$/,
          type: 'asset/resource',
          generator: { filename: 'img/[name].[contenthash:8][ext]' },
        },
        // Message catalogues, compiled at build time; each language is a chunk of its own, loaded on demand. The pages'
        // catalogues (`locales/pages/<locale>.json`) too: left to webpack's JSON, their messages reached the runtime as
        // uncompiled text, and a placeholder was shown as written ("Jobs for {language} speakers").
        {
          test: /[\\/]locales[\\/](?:pages[\\/])?[a-z]{2}\.json$/,
          type: 'javascript/auto',
          use: [path.join(TOOLING_DIR, 'catalogue-loader.cjs')],
        },
        // Content pages (docs/content.md): Markdown compiled to { title, html } at build time, a chunk per file.
        { test: /[\\/]content[\\/].+\.md$/, use: [path.join(TOOLING_DIR, 'markdown-loader.cjs')] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        shared: sharedSingletons(pkg),
        // The default 'version-first' loads every remote entry at start: one dead remote would break boot.
        shareStrategy: 'loaded-first',
        manifest: true,
        // TypeScript 7 has no JS API for the type generator.
        dts: false,
        // In production a remote uses the shell's federation runtime instead of shipping a second copy
        // (about 20 KB gzip). Development builds keep their own, so a remote still runs standalone.
        // `target: 'web'` tells the runtime it only ever runs in a browser, so its Node.js loaders (script loading
        // through fetch and vm, and their fallbacks) are dropped from every build (docs/delivery.md).
        experiments: {
          ...(production ? (kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          // A remote loads no remote itself (another area's component comes through the shell's loader, RemoteSlot):
          // its entry leaves out the bundler's remote-loading half (docs/delivery.md#the-guard).
          // The shell registers each remote by its remoteEntry.js, not its manifest (shell/src/remotes/registry.ts):
          // the runtime core, which only the shell's build carries, then needs no manifest snapshot and preload
          // plugins (docs/delivery.md#the-remotes-registered-by-their-entry).
          optimization: {
            target: 'web' as const,
            ...(kind === 'remote' ? { disableRemote: true } : { disableSnapshot: true }),
          },
        },
      }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
      // The api fills the <head> of the shell's page per route; a remote's page is for standalone development only.
      ...(production && kind === 'remote'
        ? []
        : [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src/index.html'),
              // The shell's icon, a file of the build served as /favicon.svg and linked in the head: the data: URL
              // written into every page before was invalid HTML (spaces and quotes are not allowed in a URL) and cost
              // bytes each time.
              ...(kind === 'host' ? { favicon: path.join(dir, 'src/favicon.svg') } : {}),
              minify: production,
            }),
          ]),
      ...(production && kind === 'host' ? [new StartupFilesPlugin()] : []),
      ...(production ? [new CssMinifyPlugin(), new PrecompressPlugin()] : []),
    ],
    performance: { hints: false as const },
    // Fewer, larger startup files: each response costs its headers (some 375 bytes here) and loses the shared
    // compression context, so the shared libraries (React, the router, jotai) travel as one file and shared-kit's subpaths as
    // another (the shared
    // singletons still resolve through the share scope; only their files are grouped). docs/delivery.md#compression
    // Only in the shell, which provides the singletons: in a remote the same grouping would tie the few shared-kit
    // modules it loads itself (its catalogue loaders) to a file holding its whole fallback copy of shared-kit.
    optimization:
      production && kind === 'host'
        ? {
            splitChunks: {
              cacheGroups: {
                // The shared libraries every page starts with. Not axios: shared-kit/http loads it on the first
                // request, as a file of its own (docs/delivery.md#axios-on-the-first-request).
                vendor: {
                  test: /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|jotai)@/,
                  name: 'vendor',
                  chunks: 'all' as const,
                  enforce: true,
                },
                // The shell's and shared-kit's messages in one language (the shell loads both at start, in
                // parallel): one file per language instead of two, one response's headers fewer.
                messages: {
                  test: /[\\/](?:shell|shared-kit)[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/,
                  name: (module: SplitModule) =>
                    `messages-${/([a-z]{2})\.json$/.exec(module.nameForCondition() ?? '')?.[1]}`,
                  chunks: 'async' as const,
                  enforce: true,
                },
                kit: {
                  // Not the account screens' parts (shared-kit/ui/account), which the public pages never load, nor
                  // the message catalogues (one chunk per language, loaded on demand). The catalogues' loaders
                  // (locales/index.ts, locales/pages/index.ts and their import() contexts) are in: left out,
                  // webpack wrote them into two identical files (one for shared-kit/i18n, one for
                  // shared-kit/session), both downloaded on /jobs.
                  test: inKitChunk,
                  name: 'kit',
                  chunks: 'all' as const,
                  enforce: true,
                },
              },
            },
          }
        : production
          ? {
              splitChunks: {
                cacheGroups: {
                  // webpack's default group, blind to the standalone page's bootstrap chunk: the code an exposed
                  // module shares only with that page stays in the exposed module's file instead of a file of its
                  // own (one response fewer on every page of the area; the standalone page keeps its copy). Code
                  // two exposed modules share is still split out.
                  default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: notStandalonePage },
                },
              },
            }
          : undefined,
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json'], target: 'http://localhost:8080' }],
    },
  };
}
