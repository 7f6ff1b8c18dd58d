// The brand file (src/brand.css.ts) built with webpack WITHOUT vanilla-extract's plugin, as a site that forgot
// the plugin would: the build must fail, the error naming the plugin (e2e/src/sister-site.test.ts). Only the
// brand file is the input, so the failure comes in a second.
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { rules } from './webpack.config.mjs';

export default {
  mode: 'production',
  entry: './src/brand.css.ts',
  output: { path: new URL('./dist-webpack-no-plugin/', import.meta.url).pathname, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules },
  plugins: [new MiniCssExtractPlugin()],
  stats: 'errors-warnings',
};
