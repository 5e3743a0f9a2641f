import type { AbilityMap } from '@shared/permissions/can';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { WorkflowPage } from '../workflows/registry';
import { buildMenu } from './menuModel';

/**
 * Where a role lands on /app: its first permitted page in menu order (permissions.yaml decides, via
 * the same rules as the side menu), or undefined when it has none (then the small home shows).
 */
export function landingPath(resources: ResourceConfig[], workflows: WorkflowPage[], abilities: AbilityMap | undefined): string | undefined {
  return buildMenu(resources, workflows, abilities)[0]?.entries[0]?.path;
}
