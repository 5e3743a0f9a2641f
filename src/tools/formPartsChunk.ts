import type { ChunkGroup } from './orderListChunk';

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
