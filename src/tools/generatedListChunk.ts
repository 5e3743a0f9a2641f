import type { ChunkGroup } from './orderListChunk';

/**
 * The small modules only generated screens use beside their big chunks (the list, its filter inputs,
 * its record actions): the page title, the resource access and link buttons, and the react-admin
 * toolbar, link and icon they use. Left to itself Vite makes them three chunks of 0.2 to 1.5 kB, and
 * a phone on HTTP/1.1 fetches them six at a time, a round trip each: as one `generated-parts` chunk
 * they are one request. Nothing a bespoke page imports (the confirm dialog, schema fields, the PDF
 * button): this chunk imports the /app shell's chunks, and a rider's page that used a part of it
 * would load the whole shell with it.
 */
const GENERATED_PARTS = new RegExp([
  String.raw`src[\\/]console[\\/]generated[\\/](PageTitle|useResourceAccess|LinkButton)\.tsx?$`,
  String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/]esm[\\/]Add\.js$`,
  String.raw`node_modules[\\/]ra-ui-materialui[\\/]dist[\\/](layout[\\/]TopToolbar|Link)\.js$`,
].join('|'));

export const generatedPartsChunk: ChunkGroup = { name: 'generated-parts', test: GENERATED_PARTS };

/**
 * The parts that generated screens share with the bespoke forms and dialogs: the MUI dialog, the
 * confirm dialog, the schema properties with their bounds and messages, the PDF button, the change
 * list. Left to itself Vite makes a chunk of each subset (six of 0.3 to 3 kB, each a request), as
 * every page uses a different few. As one `form-parts` chunk (~8 kB compressed) they are one
 * request; a page that uses one of them loads the rest. None imports the /app shell: a rider's
 * order page (dialogs, the payment's schema fields) loads this chunk and still not the shell.
 */
const FORM_PARTS = new RegExp([
  String.raw`src[\\/]console[\\/](generated[\\/]schemaProps|confirm[\\/](ConfirmDialog|useConfirm)|documents[\\/]PdfButton|history[\\/](format|ChangesList))\.tsx?$`,
  String.raw`src[\\/]shared[\\/]schemas[\\/](bounds|dateRange|messages)\.ts$`,
  String.raw`node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](Dialog|DialogActions|DialogContent|DialogTitle|DialogContentText)[\\/]`,
  String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/]esm[\\/]Print\.js$`,
].join('|'));

export const formPartsChunk: ChunkGroup = { name: 'form-parts', test: FORM_PARTS };
