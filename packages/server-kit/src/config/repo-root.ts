import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place (packages/server-kit/{src,dist}/config/). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
