import { describe, expect, it } from 'vitest';
import { Resource } from 'react-admin';
import { resources } from '@resources/index';
import { resourceDefinitions } from '../../../src/console/app/resourceDefinitions';

// The /app shell hands react-admin every resource's definition up front instead of <Resource>
// children: what reference fields, titles and labels read must be what <Resource> registered.
describe('resource definitions given to the /app shell', () => {
  const definitions = resourceDefinitions(resources);

  it('has one definition per resource config, as <Resource> would register it', () => {
    expect(Object.keys(definitions).sort()).toEqual(resources.map((r) => r.name).sort());
    for (const r of resources) {
      expect(definitions[r.name]).toEqual(Resource.registerResource({ name: r.name, recordRepresentation: r.titleField, options: { label: r.label } }));
    }
  });

  it('carries each resource\'s label and record representation', () => {
    const creditNotes = resources.find((r) => r.name === 'credit-notes')!;
    expect(definitions['credit-notes'].options).toEqual({ label: creditNotes.label });
    expect(definitions['credit-notes'].recordRepresentation).toBe('creditNote');
  });
});
