import type { ErrorObject } from 'ajv';
import type { PropertySchema } from './types';
import { dateRangePhrase } from './dateRange';
import { atMost } from './tooLong';

/** One refused field: which (a path such as `email` or `querystring.skip`) and a sentence that names it by its label. */
export interface FieldError {
  field: string;
  message: string;
}

/** "contactPerson" → "Contact person" when the schema gives no x-label. */
export const humanize = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The label people read for a property: its x-label, else its name in words. */
export const labelOf = (name: string, p: PropertySchema | undefined): string => p?.['x-label'] ?? humanize(name);

/** "supplier" → "a supplier", "insurance provider" → "an insurance provider". */
export const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const TYPE_WORDS: Record<string, string> = {
  string: 'text', integer: 'a whole number', number: 'a number', boolean: 'yes or no', array: 'a list', object: 'a group of fields',
};
const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address', date: 'a date (YYYY-MM-DD)', 'date-time': 'a date and time', time: 'a time (HH:MM)',
  uri: 'a web address', url: 'a web address', uuid: 'an identifier (UUID)', ipv4: 'an IP address',
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const listOf = (values: unknown[]) => values.filter((v) => v !== null).map((v) => humanize(String(v))).join(', ');

/**
 * The words after the label for one ajv error ("must be a valid e-mail address"). A pattern is
 * never shown as a regular expression: the schema's `x-pattern-message` says it, or a plain phrase.
 * Needs ajv's `verbose` option (errors carry `parentSchema` and `data`).
 */
export function phraseOf(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  const own = e.parentSchema as PropertySchema | undefined;
  switch (e.keyword) {
    case 'required': return 'is required';
    case 'additionalProperties': return 'is not a known field';
    case 'type': {
      if (e.data === null || e.data === '') return 'is required';
      const types = String(params.type).split(',').filter((t) => t !== 'null');
      return `must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}`;
    }
    case 'format': return `must be ${FORMAT_WORDS[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'pattern': {
      const custom = own?.['x-pattern-message'];
      return typeof custom === 'string' ? custom : 'is not in the expected form';
    }
    case 'minLength': return Number(params.limit) <= 1 ? 'is required' : `must be at least ${plural(Number(params.limit), 'character')}`;
    case 'maxLength': return atMost(Number(params.limit));
    case 'minimum': return `must be ${String(params.limit)} or more`;
    case 'maximum': return `must be ${String(params.limit)} or less`;
    case 'exclusiveMinimum': return `must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum': return `must be less than ${String(params.limit)}`;
    case 'multipleOf': return `must be a multiple of ${String(params.multipleOf)}`;
    case 'x-decimals': {
      const places = Number(e.schema ?? own?.['x-decimals'] ?? 0);
      return places === 0 ? 'must be a whole number' : `must have at most ${plural(places, 'decimal place')}`;
    }
    case 'x-date-range': return dateRangePhrase(String(e.schema ?? own?.['x-date-range'] ?? ''));
    case 'enum': return `must be one of: ${listOf((params.allowedValues as unknown[]) ?? [])}`;
    case 'const': return `must be ${humanize(String(params.allowedValue))}`;
    case 'minItems': return Number(params.limit) <= 1 ? 'needs at least one entry' : `needs at least ${plural(Number(params.limit), 'entry')}`;
    case 'maxItems': return `may have at most ${plural(Number(params.limit), 'entry')}`;
    case 'uniqueItems': return 'must not name the same value twice';
    default: return 'is not valid';
  }
}

/** The label of the field an error is about: from the schema that holds it (ajv's parentSchema). */
function fieldLabel(e: ErrorObject, field: string, leaf: string): string {
  const parent = e.parentSchema as PropertySchema | undefined;
  if (e.keyword === 'required') return labelOf(leaf, parent?.properties?.[leaf]);
  if (e.keyword === 'additionalProperties') return leaf;
  return labelOf(leaf || field, parent);
}

/** Turns ajv errors into `{ field, message }` pairs, each message a sentence naming the field by its label. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let leaf = path.split('.').filter((s) => !/^\d+$/.test(s)).pop() ?? '';
    let field = path;
    if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
      leaf = String((e.params as Record<string, unknown>)[e.keyword === 'required' ? 'missingProperty' : 'additionalProperty']);
      field = [path, leaf].filter(Boolean).join('.');
    }
    if (!field) field = '(body)';
    const label = field === '(body)' ? 'The request' : fieldLabel(e, field, leaf);
    const full = prefix ? `${prefix}.${field}` : field;
    // One error per field: ajv may report a null on a nullable-with-enum property twice.
    if (!out.some((o) => o.field === full)) out.push({ field: full, message: `${label} ${phraseOf(e)}` });
  }
  return out;
}

/** A message for a whole refused request: the first field's sentence, and how many more. */
export function summarise(details: FieldError[]): string {
  if (!details.length) return 'The request is not valid';
  const sentence = (d: FieldError) => (/^[a-z]/.test(d.message) ? `${labelOf(d.field.replace(/^(querystring|params)\./, ''), undefined)} ${d.message}` : d.message);
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  return `${sentence(details[0])}${more}`;
}
