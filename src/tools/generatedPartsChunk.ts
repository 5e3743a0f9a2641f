import type { ChunkGroup } from './orderListChunk';

/**
 * The small modules only generated screens use beside their big chunks (the list, its filter inputs,
 * its record actions): the page title, the resource access and link buttons, whether a picker searches, and the react-admin
 * toolbar, link and icon they use. Left to itself Vite makes them three chunks of 0.2 to 1.5 kB, and
 * a phone on HTTP/1.1 fetches them six at a time, a round trip each: as one `generated-parts` chunk
 * they are one request. Nothing a bespoke page imports (the confirm dialog, schema fields, the PDF
 * button): this chunk imports the /app shell's chunks, and a rider's page that used a part of it
 * would load the whole shell with it.
 */
const GENERATED_PARTS = new RegExp([
  String.raw`src[\\/]console[\\/]generated[\\/](PageTitle|useResourceAccess|LinkButton|pickerSearches)\.tsx?$`,
  String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/]esm[\\/]Add\.js$`,
  String.raw`node_modules[\\/]ra-ui-materialui[\\/]dist[\\/](layout[\\/]TopToolbar|Link)\.js$`,
].join('|'));

export const generatedPartsChunk: ChunkGroup = { name: 'generated-parts', test: GENERATED_PARTS };
