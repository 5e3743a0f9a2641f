import { describe, expect, it } from 'vitest';
import { roleLabel, ROLES } from '../../../src/shared/roles';
import { displayIdOf, formatDisplayId } from '../../../src/shared/displayId';
import { failureText, parseGrnInsufficientQty, parseInsufficientQty } from '../../../src/shared/envelope';

describe('roles', () => {
  it('has the 13 roles of spec 6 and labels them with spaces and capitals', () => {
    expect(ROLES).toHaveLength(13);
    expect(roleLabel('chief_pharmacist')).toBe('Chief Pharmacist');
    expect(roleLabel('super_admin')).toBe('Super Admin');
    expect(roleLabel('grn_officer')).toBe('GRN Officer');
  });
});

describe('display ids', () => {
  it('pads to six digits with the spec prefixes', () => {
    expect(displayIdOf('customer', 42)).toBe('HNCX000042');
    expect(displayIdOf('supplier', 7)).toBe('S000007');
    expect(displayIdOf('po', 123)).toBe('000123');
    expect(formatDisplayId('HN', 6, 1234567)).toBe('HN1234567');
  });
});

describe('error texts of spec 8', () => {
  it('takes the message, else the error, else the connection text', () => {
    expect(failureText({ message: 'Nope', error: 'X' })).toBe('Nope');
    expect(failureText({ error: 'X' })).toBe('X');
    expect(failureText(undefined)).toBe('Could not connect to server');
  });
  it('parses the insufficient-quantity markers', () => {
    expect(parseInsufficientQty('INSUFFICIENT_QTY__12')).toBe(12);
    expect(parseInsufficientQty('Other')).toBeNull();
    expect(parseGrnInsufficientQty('Error: Insufficient QTY__Amoxicillin 500 mg')).toBe('Amoxicillin 500 mg');
    expect(parseGrnInsufficientQty('Error: other')).toBeNull();
  });
});
