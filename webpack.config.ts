import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

interface BuildEnv {
  /** Build with the embedded sandbox funding service (npm start, browser tests, demos). */
  sandbox?: boolean;
  /** Output folder, relative to the project root. */
  outDir?: string;
}

export default (env: BuildEnv = {}, argv: { mode?: 'development' | 'production' }) => {
  const production = argv.mode === 'production';
  const sandbox = Boolean(env.sandbox);
  const outDir = path.resolve(__dirname, env.outDir ?? 'dist');

  const copyPatterns: { from: string; to?: string }[] = [{ from: 'public', to: '.' }];
  // The mock service worker exists only in sandbox builds; production never ships it.
  if (sandbox) copyPatterns.push({ from: 'src/sandbox/public', to: '.' });

  const devServer: DevServerConfiguration = {
    port: 8080,
    host: 'localhost',
    hot: false,
    liveReload: true,
    client: { overlay: { warnings: false, errors: true } },
    static: false,
  };

  const config: webpack.Configuration & { devServer?: DevServerConfiguration } = {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: outDir,
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: 'auto',
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|ico|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __SANDBOX__: JSON.stringify(sandbox) }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: copyPatterns.map((pattern) => ({
          ...pattern,
          globOptions: { ignore: ['**/index.html'] },
        })),
      }),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    devServer,
  };
  return config;
};
