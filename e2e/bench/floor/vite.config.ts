import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The floor's build: React Router's Vite plugin and vanilla-extract, as apps/web, and nothing else.
export default defineConfig({ plugins: [vanillaExtractPlugin(), reactRouter()] });
