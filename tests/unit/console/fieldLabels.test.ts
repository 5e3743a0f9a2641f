import { describe, expect, it } from 'vitest';
import { addFieldLabels, fieldLabel, setFieldLabelSource } from '../../../src/console/i18n/fieldLabels';

describe('field labels, worked out per resource when first asked for', () => {
  it('asks the source once per resource, only for a field key, and lets given labels win', () => {
    const asked: string[] = [];
    setFieldLabelSource((resource) => {
      asked.push(resource);
      return { [`resources.${resource}.fields.name`]: `${resource} name`, [`resources.${resource}.fields.code`]: 'Code' };
    });
    addFieldLabels({ 'resources.batches.fields.code': 'Batch no.' });

    expect(fieldLabel('ra.action.save')).toBeUndefined();
    expect(fieldLabel('resources.batches.name')).toBeUndefined();
    expect(asked).toEqual([]);

    expect(fieldLabel('resources.batches.fields.name')).toBe('batches name');
    expect(fieldLabel('resources.batches.fields.code')).toBe('Batch no.');
    expect(fieldLabel('resources.batches.fields.expiry')).toBeUndefined();
    expect(fieldLabel('resources.grns.fields.code')).toBe('Code');
    expect(asked).toEqual(['batches', 'grns']);
  });

  it('learns again from a new source', () => {
    setFieldLabelSource((resource) => ({ [`resources.${resource}.fields.total`]: 'Total (LKR)' }));
    expect(fieldLabel('resources.grns.fields.total')).toBe('Total (LKR)');
  });
});
