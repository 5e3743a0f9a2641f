import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Replies over 1 kB go out brotli- or gzip-compressed when the client accepts it (large JSON lists,
 * streamed CSV downloads, console files that have no precompressed twin). Brotli at quality 4: on
 * the fly, speed matters more than the last percent (the build's own files are precompressed at 11).
 * Request bodies are not inflated: a compressed upload could grow past the body limit unseen.
 * Registered before the console's static files, as @fastify/compress requires.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
