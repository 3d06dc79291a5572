import { minifySync } from '@swc/core';
import browserslist from 'browserslist';
import { transformSync as esbuildTransform } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { apiOriginsByHost, chooserSource, earlyRequestsSource } from './src/app/chooserRules';
import { buildIntegrity } from './src/app/serviceWorkerVersion';
import { REQUEST_TIMEOUT_MS } from './src/config/constants';
import { ENVIRONMENTS, type Environment, type EnvironmentName } from './src/config/environments';
import { headersFile } from './src/config/securityHeaders';
import { writeManifest } from './src/platform/serviceWorker/manifest';

interface BuildEnv {
  /** Build with the embedded sandbox funding service (npm start, browser tests, demos). */
  sandbox?: boolean;
  /** Output folder, relative to the project root. */
  outDir?: string;
  /** The deployment whose security headers dist/_headers carries (default production). */
  target?: EnvironmentName;
  /**
   * The API's origin for pages served from localhost, instead of their own (e.g.
   * http://localhost:4781): the production topology, a cross-origin API with CORS preflights,
   * on one machine (npm run bench). The target's headers then name it (CSP, preconnect).
   */
  apiOrigin?: string;
}

/**
 * The `'sha256-…'` CSP source of each inline script of a page, the one that starts the app (the
 * screen chooser, without which the page says it could not start) first, then the others in the
 * page's order (the home's GETs from the head, without which the app asks for them itself).
 */
function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  const startsApp = ([, attributes = '']: RegExpMatchArray) =>
    attributes.includes('data-prerender-chooser');
  return [...scripts.filter(startsApp), ...scripts.filter((script) => !startsApp(script))].map(
    ([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}

/**
 * Emits dist/_headers: the CSP and the other security headers of the target deployment, with
 * the hash of index.html's inline script as it was emitted, and each path's Cache-Control.
 */
class SecurityHeadersPlugin {
  constructor(
    private readonly target: Environment,
    private readonly serviceWorkerScripts: string[],
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('SecurityHeadersPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'SecurityHeadersPlugin',
          // After html-webpack-plugin has emitted index.html.
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) throw new Error('SecurityHeadersPlugin: index.html was not emitted');
          const hashes = inlineScriptHashes(page.source.source().toString());
          const source = new webpack.sources.RawSource(
            headersFile(this.target, hashes, this.serviceWorkerScripts),
          );
          compilation.emitAsset('_headers', source);
        },
      );
    });
  }
}

/** The home's quick deposit, whose chunk the chooser asks for beside the first bundle. */
const HOME_CHUNK = 'quick-deposit';

/**
 * The first bundle is preloaded from the head (with its integrity) instead of a script tag: the
 * inline chooser starts it once the page has painted, so its evaluation never holds back the
 * first paint of the prerendered screen (scripts/prerender/chooser.js). After it, the home's
 * quick deposit chunk's preload, inert (`media="not all"`): on the home the chooser puts a live
 * copy in the head, so that chunk comes beside the bundle instead of a round trip after its
 * evaluation, and no other screen downloads it.
 */
class StartAfterFirstPaintPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        // webpack-subresource-integrity (a later stage) gives the links their integrity.
        'StartAfterFirstPaintPlugin',
        (groups) => {
          const scripts = groups.bodyTags.filter(
            (tag) => tag.tagName === 'script' && tag.attributes.src,
          );
          const preload = (href: string, attributes: Record<string, string> = {}) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href,
              ...attributes,
            });
          const publicPath = String(scripts[0]?.attributes.src ?? '').replace(/js\/[^/]*$/, '');
          const homeChunk = [...(compilation.namedChunks.get(HOME_CHUNK)?.files ?? [])].find(
            (file) => file.endsWith('.js'),
          );
          if (!homeChunk) throw new Error(`StartAfterFirstPaintPlugin: no chunk ${HOME_CHUNK}`);
          groups.bodyTags = groups.bodyTags.filter((tag) => !scripts.includes(tag));
          groups.headTags.push(
            ...scripts.map((tag) => preload(String(tag.attributes.src))),
            preload(publicPath + homeChunk, { media: 'not all', id: 'home-chunk' }),
          );
          return groups;
        },
      );
    });
  }
}

/** The footer's app-store and social marks (src/app/shell/icons), small SVGs the stylesheet draws. */
const FOOTER_ICONS = /[\\/]src[\\/]app[\\/]shell[\\/]icons[\\/][^\\/]+\.svg$/;

/**
 * The chunks a returning visit to the home needs before it can start: with the stylesheet and
 * its images, what the service worker keeps at install. Every other screen's
 * chunk it keeps later, once a page is idle, so a deploy that deletes them does not strand a
 * page of this version (docs/architecture.md).
 */
const SW_PRECACHED_CHUNKS = ['main', HOME_CHUNK];

/**
 * Writes the build's files, each with its integrity, and a version into sw.js
 * (src/platform/serviceWorker/sw.ts, compiled as the entry 'sw' without a hash). The version
 * changes with any file or index.html as webpack emits it; the prerender mixes in the page as
 * deployed and writes its integrity (scripts/prerender/render.tsx).
 */
class ServiceWorkerPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and html-webpack-plugin, when every name and byte is final.
        { name: 'ServiceWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const home = new Set<string>();
          for (const name of SW_PRECACHED_CHUNKS) {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) throw new Error(`ServiceWorkerPlugin: no chunk named ${name}`);
            for (const file of chunk.files) home.add(file);
          }
          const built = compilation
            .getAssets()
            .map(({ name }) => name)
            .filter((name) => /^(js|css|assets)\/.+\.(js|css|svg)$/.test(name))
            .sort();
          const listed = (file: string) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`ServiceWorkerPlugin: ${file} was not emitted`);
            return { file, integrity: buildIntegrity(asset.source.buffer()) };
          };
          const files = built.filter((file) => home.has(file) || file.startsWith('assets/'));
          const rest = built.filter((file) => !files.includes(file));
          const page = compilation.getAsset('index.html');
          if (!page) throw new Error('ServiceWorkerPlugin: index.html was not emitted');
          const shell = page.source.source().toString();
          const version = createHash('sha256')
            .update(built.join('\n'))
            .update(shell)
            .digest('hex')
            .slice(0, 8);
          const sw = compilation.getAsset('sw.js');
          if (!sw) throw new Error('ServiceWorkerPlugin: sw.js was not emitted');
          const code = writeManifest(sw.source.source().toString(), {
            version,
            shell: buildIntegrity(shell),
            files: files.map(listed),
            rest: rest.map(listed),
          });
          compilation.updateAsset('sw.js', new webpack.sources.RawSource(code));
        },
      );
    });
  }
}

/**
 * The browsers the app supports: package.json's `browserslist`, which webpack's target and swc
 * read themselves. esbuild takes no browserslist, so its targets are the oldest version of each
 * engine it knows in that list (iOS Safari is its `ios`).
 */
function esbuildTargets(): string[] {
  const engines: Record<string, string> = {
    chrome: 'chrome',
    edge: 'edge',
    firefox: 'firefox',
    safari: 'safari',
    ios_saf: 'ios',
    opera: 'opera',
  };
  const oldest = new Map<string, number>();
  for (const entry of browserslist(undefined, { path: __dirname })) {
    const [name = '', versions = ''] = entry.split(' ');
    const engine = engines[name];
    const version = Number.parseFloat(versions.split('-')[0] ?? '');
    if (engine === undefined || Number.isNaN(version)) continue;
    oldest.set(engine, Math.min(version, oldest.get(engine) ?? version));
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`);
}

/**
 * Minifies the stylesheet (esbuild's CSS minifier: comments, white space, shorter values; the
 * cascade kept), before its content hash and integrity are taken: 10.2 KB gzip of every first load
 * down to 6.4 (docs/architecture.md). Lowered for the browsers the scripts are compiled for
 * (`browserslist`). With source maps the stylesheet is left as it is, so its map stays true.
 */
class CssMinifyPlugin {
  apply(compiler: webpack.Compiler) {
    if (compiler.options.devtool) return;
    compiler.hooks.thisCompilation.tap('CssMinifyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssMinifyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.css')) continue;
            const { code } = esbuildTransform(asset.source().toString(), {
              loader: 'css',
              minify: true,
              target: esbuildTargets(),
            });
            compilation.updateAsset(name, new webpack.sources.RawSource(code));
          }
        },
      );
    });
  }
}

/** The app's modules, resolved alike for the browser and for the prerender in Node. */
function resolveOptions(sandbox: boolean): webpack.ResolveOptions {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
      // Sandbox builds link banks through the sandbox's stand-in dialog, not the provider.
      ...(sandbox && {
        'react-plaid-link$': path.resolve(__dirname, 'src/sandbox/plaidLinkStandIn.ts'),
      }),
    },
  };
}

/** TypeScript and JSX, compiled by swc for the browsers of package.json's `browserslist`. */
function swcRule(production: boolean): webpack.RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
        // swc has no bugfix mode: for an engine bug in a corner of a syntax (Chrome before 91:
        // spread arguments in an optional call; Safari 14.0 and before 16.3: corners of
        // destructuring and of parameter lists) it rewrites every use of that syntax. These
        // three stay as written, as the app has always shipped them.
        env: {
          path: __dirname,
          exclude: [
            'transform-optional-chaining',
            'transform-destructuring',
            'transform-parameters',
          ],
        },
      },
    },
  };
}

/** An inline script, minified: every inline byte counts in the home's download. */
function minifiedInline(source: string): string {
  return minifySync(source, { compress: { passes: 2 }, mangle: true, ecma: 2020 }).code;
}

/** One of the page's inline scripts (scripts/prerender/), as written. */
const inlineTemplate = (file: string) =>
  readFileSync(path.resolve(__dirname, 'scripts/prerender', file), 'utf8');

/**
 * The page's two inline scripts, with the app's rules written in (src/app/chooserRules.ts): the
 * prerendered screen's chooser, and the home's GETs on the API origin of the page's host, sent
 * from the head; a sandbox build sends none, its funding service being in the page, which is not
 * there yet.
 */
function inlineScripts(sandbox: boolean, localApiOrigin: string) {
  const apiOrigins = sandbox ? {} : apiOriginsByHost(localApiOrigin);
  return {
    prerenderChooser: minifiedInline(chooserSource(inlineTemplate('chooser.js'))),
    earlyRequests: minifiedInline(
      earlyRequestsSource(inlineTemplate('headRequests.js'), apiOrigins),
    ),
  };
}

/**
 * The first screens, rendered by React in Node into the built index.html
 * (docs/architecture.md): scripts/prerender/render.tsx, with the app's modules resolved and
 * compiled as for the production browser build (the same React, react-router and constants) and
 * the stylesheets left out, is built for Node next to the app's build, then run on its output
 * once both are emitted. The page's host is the deployment's (`--env target`): the
 * prerendered links are that environment's (scripts/prerender/environment.ts).
 */
function prerenderConfig(target: EnvironmentName, outDir: string): webpack.Configuration {
  const bundleDir = path.join(
    tmpdir(),
    `xpressfunding-prerender-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}`,
  );
  return {
    name: 'prerender',
    dependencies: ['app'],
    mode: 'production',
    target: ['node20', 'es2020'],
    entry: { render: './scripts/prerender/render.tsx' },
    output: { path: bundleDir, filename: '[name].js', clean: true },
    devtool: false,
    resolve: resolveOptions(false),
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(svg|png|ico|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __SANDBOX__: 'false',
        __LOCAL_API_ORIGIN__: '""',
        __PRERENDER_TARGET__: JSON.stringify(target),
      }),
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]domain[\\/]context[\\/]environment(\.ts)?$/,
        path.resolve(__dirname, 'scripts/prerender/environment.ts'),
      ),
      // The screens' chunks in the one file: the render loads them before it renders.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.afterEmit.tap('Prerender', () => {
            execFileSync(process.execPath, [path.join(bundleDir, 'render.js'), outDir], {
              stdio: 'inherit',
            });
          });
        },
      },
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export default (env: BuildEnv = {}, argv: { mode?: 'development' | 'production' }) => {
  const production = argv.mode === 'production';
  const sandbox = Boolean(env.sandbox);
  const outDir = path.resolve(__dirname, env.outDir ?? 'dist');
  // The service worker is the production build's alone.
  const serviceWorker = production && !sandbox;

  // msw's worker (src/sandbox/public, registered by src/sandbox/browser.ts) at the site root.
  const serviceWorkerScripts = sandbox ? ['/mockServiceWorker.js'] : production ? ['/sw.js'] : [];

  const devServer: DevServerConfiguration = {
    port: 8080,
    host: 'localhost',
    hot: false,
    liveReload: true,
    client: { overlay: { warnings: false, errors: true } },
    static: false,
  };

  const config: webpack.Configuration & { devServer?: DevServerConfiguration } = {
    name: 'app',
    mode: production ? 'production' : 'development',
    // The browsers the code is compiled for, as swc reads them: webpack's own runtime and
    // module wrappers use arrow functions and const too.
    target: 'browserslist',
    entry: {
      main: './src/index.tsx',
      ...(serviceWorker && { sw: './src/platform/serviceWorker/sw.ts' }),
    },
    output: {
      path: outDir,
      // Eight hex digits tell versions apart; the first bundle carries every lazy chunk's.
      // sw.js keeps its name: the browser checks that address for a new version.
      filename: (pathData) =>
        pathData.chunk?.name === 'sw'
          ? 'sw.js'
          : production
            ? 'js/[name].[contenthash:8].js'
            : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Chunks are found from the page's own address: index.html names the first bundle
      // relative to itself (js/main….js), so the page and the scripts share one folder. 'auto'
      // worked the same out of the running script's address, with 0.2 KB gzip of runtime in the
      // first bundle.
      publicPath: '',
      clean: true,
      crossOriginLoading: 'anonymous',
      // A lazy chunk whose request never ends fails as an answer that never comes does, and its
      // screen says it could not be loaded, with Reload (webpack's own wait is 2 minutes).
      chunkLoadTimeout: REQUEST_TIMEOUT_MS,
      // No charset attribute on lazy chunks' script elements: the page is UTF-8, so they are read
      // as UTF-8 without it, as the first bundle's is.
      charset: false,
    },
    devtool: production
      ? process.env.SOURCE_MAPS
        ? 'source-map'
        : false
      : 'eval-cheap-module-source-map',
    resolve: resolveOptions(sandbox),
    module: {
      rules: [
        swcRule(production),
        {
          test: /\.css$/,
          use: [
            // The stylesheet's images are named relative to the stylesheet (css/ -> ../assets/).
            { loader: MiniCssExtractPlugin.loader, options: { publicPath: 'auto' } },
            'css-loader',
          ],
        },
        // The footer's marks, written into the stylesheet: as files they were five requests on a
        // first visit that held the page's connections and the main thread while the bundle came.
        { test: FOOTER_ICONS, type: 'asset/inline', generator: { dataUrl: { encoding: false } } },
        { test: /\.(svg|png|ico|woff2)$/, exclude: FOOTER_ICONS, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __SANDBOX__: JSON.stringify(sandbox),
        __LOCAL_API_ORIGIN__: JSON.stringify(env.apiOrigin ?? ''),
        // A host no environment lists runs as the environment the build names, or not at all.
        __HOSTLESS_ENVIRONMENT__: JSON.stringify(sandbox ? 'local' : (env.target ?? '')),
        // What the prerendered screens' links are until hydration is over (src/app/prerender.tsx).
        __PRERENDER_TARGET__: JSON.stringify(env.target ?? 'production'),
      }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        templateParameters: inlineScripts(sandbox, env.apiOrigin ?? ''),
        chunks: ['main'],
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        // Every stylesheet lands in the first bundle's one stylesheet, in an order the screens'
        // chunks cannot all agree on: each imports the shared form parts (error summary, charge
        // summary, card fields, submit area, balance recheck) in its own order. Those parts'
        // stylesheets style disjoint class names, so their order does not change the cascade,
        // and the plugin's warning about it would only hide a real one.
        ignoreOrder: true,
        filename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
      // Every emitted script carries Subresource Integrity (lazy chunks included).
      new SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], enabled: production }),
      ...(production
        ? [
            new StartAfterFirstPaintPlugin(),
            new SecurityHeadersPlugin(
              env.apiOrigin === undefined
                ? ENVIRONMENTS[env.target ?? 'production']
                : { ...ENVIRONMENTS[env.target ?? 'production'], apiOrigin: env.apiOrigin },
              serviceWorkerScripts,
            ),
          ]
        : []),
      ...(serviceWorker ? [new ServiceWorkerPlugin()] : []),
      // public/ is built, not copied: the page by html-webpack-plugin, its favicons content-hashed
      // under assets/ (year-long cache: a navigation does not ask for them again). The mock
      // service worker exists only in sandbox builds; production never ships it.
      ...(sandbox
        ? [new CopyWebpackPlugin({ patterns: [{ from: 'src/sandbox/public', to: '.' }] })]
        : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          // Safe options only (the unsafe ones, e.g. unsafe_arrows, would save 0.3 KB more but
          // may break code that relies on a function's prototype): 50 bytes of the first load.
          // `ecma` is the syntax the minifier may write, not a list of browsers: every browser
          // of `browserslist` runs ES2020.
          terserOptions: {
            ecma: 2020,
            toplevel: true,
            compress: { passes: 3, ecma: 2020 },
          },
        }),
        new CssMinifyPlugin(),
      ],
      moduleIds: 'deterministic',
      // One-letter export names across modules ('deterministic', the default, hashes each to two
      // letters that stay put when exports change): 1.3 KB gzip less for the home's first load.
      // The cost: an added export may rename others, so a deploy changes more chunks' hashes and
      // a returning visitor fetches those again.
      mangleExports: 'size',
      // One stylesheet for every screen (about 8 KB gzip): lazy chunks then carry no CSS, and
      // the first bundle no CSS-loading runtime. It is the first bundle's own (name 'main'): a
      // chunk of its own was one more chunk that every lazy import waited for, and the runtime
      // that waits for an entry's chunks (0.4 KB gzip). No shared lazy chunks: each screen's chunk
      // carries the form parts it shares with others, so a screen is one request after the
      // first bundle (the home was four, on a phone network each a round trip) and compresses
      // as one; the home's whole download fell 0.9 KB gzip. A later screen downloads the shared
      // parts again, about 3 KB gzip.
      splitChunks: {
        cacheGroups: {
          default: false,
          defaultVendors: false,
          styles: { name: 'main', type: 'css/mini-extract', chunks: 'all', enforce: true },
        },
      },
      // A chunk's id is its name: the runtime then needs no table of names beside its hashes.
      chunkIds: 'named',
    },
    performance: { hints: false },
    devServer,
  };
  // The production build's first screens are prerendered (the sandbox's are not).
  const prerendered = production && !sandbox;
  return prerendered ? [config, prerenderConfig(env.target ?? 'production', outDir)] : config;
};
