import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selfPatientName } from '../../../src/server/modules/patients/selfPatientName';

const limits = { firstName: 80, lastName: 80 };
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'é', '漢', '😀'), minLength: 1, maxLength: 100 });
/** Customer names as the customer record keeps them: words, at most 160 characters, odd spacing allowed. */
const customerName = fc.array(word, { minLength: 1, maxLength: 4 }).chain((words) => fc.constantFrom(' ', '  ').map((gap) => words.join(gap)))
  .filter((n) => [...n].length <= 160);
const typed = fc.record({ firstName: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }), lastName: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }) });
const len = (s: string) => [...s].length;

describe('selfPatientName', () => {
  it("either keeps the names whole within the patient's limits or refuses the field whose derived part is too long", () => {
    fc.assert(fc.property(customerName, typed, (name, t) => {
      const r = selfPatientName(name, t, limits);
      const [first, ...rest] = name.trim().split(/\s+/);
      const wantFirst = t.firstName?.trim() || first;
      const wantLast = t.lastName !== undefined ? t.lastName.trim() : rest.join(' ');
      if (r.ok) {
        // Exactly the typed or derived names: nothing cut, nothing over the limits.
        expect(r).toEqual({ ok: true, firstName: wantFirst, lastName: wantLast });
        expect(len(r.firstName)).toBeLessThanOrEqual(limits.firstName);
        expect(len(r.lastName)).toBeLessThanOrEqual(limits.lastName);
      } else if (r.field === 'patientFirstName') {
        expect(t.firstName?.trim()).toBeFalsy();
        expect(len(wantFirst)).toBeGreaterThan(limits.firstName);
        expect(r.message).toContain(`${len(wantFirst)} characters`);
      } else {
        expect(t.lastName).toBeUndefined();
        expect(len(wantFirst)).toBeLessThanOrEqual(limits.firstName);
        expect(len(wantLast)).toBeGreaterThan(limits.lastName);
        expect(r.message).toContain(`at most ${limits.lastName}`);
      }
    }), { numRuns: 500 });
  });

  it('counts characters, not UTF-16 units: 80 emoji fit a first name', () => {
    expect(selfPatientName(`${'😀'.repeat(80)} Perera`, {}, limits)).toEqual({ ok: true, firstName: '😀'.repeat(80), lastName: 'Perera' });
    expect(selfPatientName('😀'.repeat(81), {}, limits)).toMatchObject({ ok: false, field: 'patientFirstName' });
  });
});
