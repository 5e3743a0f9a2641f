import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wav)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build (best compression, once,
 * at build time), so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing the same bytes on every request. Small files and files that do not shrink are skipped.
 */
export function precompress(minBytes = 1024): Plugin {
  let outDir = 'dist';
  return {
    name: 'rxdesk-precompress',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir; },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < minBytes) continue;
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length * 0.9) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
