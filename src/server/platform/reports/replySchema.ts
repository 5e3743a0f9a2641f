import type { ReportColumn, ReportDeclaration } from '../../../../reports/defineReport';

const TYPES: Record<ReportColumn['type'], string> = {
  string: 'string', integer: 'integer', number: 'number', money: 'number', date: 'string', datetime: 'string', boolean: 'boolean',
};

/** The JSON page's reply schema (fast serialisation, and the OpenAPI document names every column). */
export function pageReplySchema(report: ReportDeclaration): object {
  const row = { type: 'object', properties: Object.fromEntries(report.columns.map((c) => [c.name, { type: [TYPES[c.type], 'null'], description: c.label }])) };
  const totals = { type: 'object', properties: Object.fromEntries(report.columns.filter((c) => c.total).map((c) => [c.name, { type: 'number' }])) };
  return {
    200: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        data: { type: 'object', properties: { items: { type: 'array', items: row }, count: { type: 'integer' }, countCapped: { type: 'boolean' }, totals } },
      },
    },
  };
}
