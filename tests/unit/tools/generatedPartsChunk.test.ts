import { describe, expect, it } from 'vitest';
import { generatedPartsChunk } from '../../../src/tools/generatedPartsChunk';
import { inGroup, nm, src } from './chunkIds';

describe('the generated-parts chunk of the build', () => {
  it('holds the small modules only generated screens use', () => {
    for (const id of [
      src('console/generated/PageTitle.tsx'), src('console/generated/useResourceAccess.ts'), src('console/generated/LinkButton.tsx'),
      nm('@mui/icons-material/esm/Add.js'), nm('ra-ui-materialui/dist/layout/TopToolbar.js'), nm('ra-ui-materialui/dist/Link.js'),
    ]) expect(inGroup(generatedPartsChunk, id), id).toBe(true);
  });

  it('leaves out what bespoke pages import (a rider page using one would load the /app shell it imports)', () => {
    for (const id of [
      src('console/confirm/useConfirm.tsx'), src('console/generated/schemaProps.ts'), src('console/documents/PdfButton.tsx'),
      src('console/generated/GeneratedList.tsx'), src('console/app/AdminApp.tsx'), nm('@mui/material/esm/Stack/Stack.js'),
      nm('@mui/icons-material/esm/AddCircle.js'),
    ]) expect(inGroup(generatedPartsChunk, id), id).toBe(false);
  });
});
