import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resourceFiles, resourceIndexFrom } from '../../../src/tools/lib/resourceIndex';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * docs/adding-an-entity.md, done by the letter in a temporary copy: (1) the schema, plain optional
 * properties and all, (2) `npm run gen:migration`, (3) the resource config, (4) the abilities in
 * permissions.yaml, (5) `npm run gen`'s resources index. Nothing else is written.
 */
export const providerSchema = {
  $id: 'insuranceProvider',
  title: 'Insurance provider',
  type: 'object',
  'x-table': 'insurance_providers',
  'x-display-id': { prefix: 'IP', digits: 4 },
  'x-description': 'An insurer whose policies pay for orders.',
  properties: {
    id: { type: 'integer', readOnly: true, 'x-label': 'Id', 'x-list': false },
    displayId: { type: 'string', readOnly: true, 'x-label': 'Provider ID' },
    code: { type: 'string', pattern: '^[A-Z]{3,6}$', 'x-pattern-message': 'must be 3 to 6 capital letters', 'x-label': 'Code', 'x-unique': true, 'x-search': true },
    name: { type: 'string', minLength: 2, maxLength: 120, 'x-label': 'Name', 'x-search': true },
    contactEmail: { type: 'string', format: 'email', 'x-label': 'Contact e-mail' },
    note: { type: 'string', maxLength: 500, 'x-label': 'Note', 'x-widget': 'textarea' },
    maxClaims: { type: 'integer', minimum: 0, 'x-label': 'Claims a month' },
    copayPercent: { type: 'number', minimum: 0, maximum: 100, 'x-label': 'Co-pay (%)' },
    cashless: { type: 'boolean', 'x-label': 'Cashless' },
    contractEnds: { type: 'string', format: 'date', 'x-label': 'Contract ends' },
    tier: { type: 'string', enum: ['gold', 'silver', 'bronze'], 'x-label': 'Tier' },
    regions: { type: 'array', items: { type: 'string' }, 'x-label': 'Regions' },
    status: { type: 'string', enum: ['active', 'paused'], default: 'active', 'x-label': 'Status', 'x-index': true },
    createdAt: { type: 'string', format: 'date-time', readOnly: true, 'x-label': 'Created' },
    updatedAt: { type: 'string', format: 'date-time', readOnly: true, 'x-label': 'Updated', 'x-list': false },
  },
  required: ['code', 'name'],
  additionalProperties: false,
};

const defineResourcePath = join(ROOT, 'src/shared/resources/defineResource.ts');

const providerConfig = `import { defineResource } from '${defineResourcePath}';

export default defineResource({
  name: 'insurance-providers',
  schema: 'insuranceProvider',
  label: 'Insurance providers',
  singular: 'Insurance provider',
  displayId: { prefix: 'IP', digits: 4 },
  api: {
    list: { method: 'GET', path: '/insurance/providers' },
    getOne: { method: 'GET', path: '/insurance/provider', idParam: 'providerId' },
    create: { method: 'POST', path: '/insurance/provider/save' },
    update: { method: 'POST', path: '/insurance/provider/edit', idField: 'id' },
  },
  routes: { list: '/finance/insurance-providers', show: '/finance/insurance-provider/:id', create: '/finance/create-insurance-provider', edit: '/finance/insurance-provider/:id/edit' },
  columns: [{ source: 'displayId', label: 'Provider ID', sortable: true }, { source: 'code', sortable: true }, { source: 'name', sortable: true }, { source: 'tier' }],
  filters: [{ source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true }, { source: 'tier', label: 'Tier', type: 'select' }],
  sort: { field: 'name', order: 'ASC' },
  menu: { group: 'Finance', label: 'Insurance providers', order: 40 },
  access: { list: 'insurance.view', show: 'insurance.view', create: 'insurance.manage', edit: 'insurance.manage' },
});
`;

/** Step 4: the abilities, granted to finance (view and manage) and customer support (view). */
function withAbilities(yaml: string): string {
  return yaml
    .replace(/^abilities:\n/m, 'abilities:\n  insurance.view: Insurance providers (view)\n  insurance.manage: Insurance providers (create and edit)\n')
    .replace(/^( {2}finance:\n {4}grants:\n)/m, '$1      - insurance.view\n      - insurance.manage\n')
    .replace(/^( {2}customer_support:\n {4}grants:\n)/m, '$1      - insurance.view\n');
}

export interface Scaffold { dir: string; schemas: string; migrations: string; resources: string; permissions: string; genOutput: string }

export function scaffoldProvider(): Scaffold {
  const dir = mkdtempSync(join(tmpdir(), 'rx-scaffold-'));
  const s: Scaffold = { dir, schemas: join(dir, 'schemas'), migrations: join(dir, 'migrations'), resources: join(dir, 'resources'), permissions: join(dir, 'permissions.yaml'), genOutput: '' };
  for (const d of [s.schemas, s.migrations, s.resources]) mkdirSync(d);
  writeFileSync(join(s.schemas, 'insuranceProvider.schema.json'), JSON.stringify(providerSchema, null, 2));
  const gen = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/tools/gen-migration.ts', join(s.schemas, 'insuranceProvider.schema.json'), '--dir', s.migrations], { cwd: ROOT, encoding: 'utf8' });
  if (gen.status !== 0) throw new Error(`gen:migration failed: ${gen.stderr}`);
  s.genOutput = gen.stdout;
  writeFileSync(join(s.resources, 'insuranceProviders.ts'), providerConfig);
  writeFileSync(join(s.resources, 'index.ts'), resourceIndexFrom(resourceFiles(s.resources)));
  writeFileSync(s.permissions, withAbilities(readFileSync(join(ROOT, 'permissions.yaml'), 'utf8')));
  return s;
}
