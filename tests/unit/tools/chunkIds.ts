import type { ChunkGroup } from '../../../src/tools/orderListChunk';

/** A module id as the build sees it: a source file of the repository, or a file of a package. */
export const src = (path: string) => `/repo/src/${path}`;
export const nm = (path: string) => `/repo/node_modules/${path}`;

/** Whether the chunk group takes the module. */
export const inGroup = (group: ChunkGroup, id: string) => (group.test as RegExp).test(id);
