/**
 * The baseline page (bench/fixtures/baseline-app): a plain rspack build, no federation plugin, no
 * project code, with the same production settings as the apps (swc, the default minifier, hashed
 * names). React resolves from host/node_modules, the very version the host ships.
 */
import { join } from 'node:path';
import { HtmlRspackPlugin } from '@rspack/core';
import { defineConfig } from '@rspack/cli';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const appDir = join(repoRoot, 'bench', 'fixtures', 'baseline-app');

export default defineConfig(() => ({
  mode: 'production',
  context: appDir,
  entry: { main: './src/index.tsx' },
  devtool: 'source-map',
  output: {
    path: process.env.BUILD_OUT_DIR ?? join(appDir, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    modules: ['node_modules', join(repoRoot, 'host', 'node_modules')],
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
        },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new HtmlRspackPlugin({
      title: 'Baseline',
      templateContent:
        '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Baseline</title></head><body><div id="root"></div></body></html>',
    }),
  ],
  performance: { hints: false },
}));
