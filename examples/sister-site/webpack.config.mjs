// The same app built with webpack, as a webpack site would build it (Next.js's build is webpack with the same
// vanilla-extract plugin inside @vanilla-extract/next-plugin): vanilla-extract's webpack plugin builds the
// brand (src/brand.css.ts). The components' styles come as `@site/ui/styles.css` whole: `componentCss()`,
// which brings each page only its components' styles, is a Vite plugin. `webpack.no-plugin.config.mjs` builds
// the brand file without vanilla-extract's plugin. e2e/src/sister-site.test.ts builds and opens both.
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/** TypeScript and JSX through esbuild; CSS files extracted into stylesheets. */
export const rules = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'esbuild-loader',
    options: { target: 'es2022', jsx: 'automatic' },
  },
  { test: /\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
];

export default {
  mode: 'production',
  entry: ['@site/ui/styles.css', './src/main.tsx'],
  output: { path: new URL('./dist-webpack/', import.meta.url).pathname, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules },
  plugins: [
    new VanillaExtractPlugin(),
    new MiniCssExtractPlugin(),
    new HtmlWebpackPlugin({
      templateContent:
        '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lueur — vidéos</title></head><body><div id="root"></div></body></html>',
    }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};
