import { describe, expect, it } from 'vitest';
import { formPartsChunk } from '../../../src/tools/formPartsChunk';
import { inGroup, nm, src } from './chunkIds';

describe('the form-parts chunk of the build', () => {
  it('holds what generated screens share with bespoke forms and dialogs', () => {
    for (const id of [
      src('console/confirm/ConfirmDialog.tsx'), src('console/confirm/useConfirm.tsx'), src('console/generated/schemaProps.ts'),
      src('shared/schemas/bounds.ts'), src('shared/schemas/dateRange.ts'), src('shared/schemas/messages.ts'),
      src('console/documents/PdfButton.tsx'), src('console/history/format.ts'), src('console/history/ChangesList.tsx'),
      nm('@mui/material/esm/Dialog/Dialog.js'), nm('@mui/material/esm/DialogTitle/DialogTitle.js'),
      nm('@mui/material/esm/DialogContentText/DialogContentText.js'), nm('@mui/icons-material/esm/Print.js'),
    ]) expect(inGroup(formPartsChunk, id), id).toBe(true);
  });

  it('leaves out the /app shell, the generated screens and the MUI parts a rider list uses', () => {
    for (const id of [
      src('console/app/AdminApp.tsx'), src('console/generated/GeneratedList.tsx'), src('console/generated/PageTitle.tsx'),
      src('console/generated/schemaFiles.ts'), src('shared/schemas/derive.ts'), nm('@mui/material/esm/Stack/Stack.js'),
      nm('@mui/material/esm/TextField/TextField.js'), nm('@mui/material/esm/Modal/Modal.js'),
    ]) expect(inGroup(formPartsChunk, id), id).toBe(false);
  });
});
