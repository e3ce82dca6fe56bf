// The FSRS optimiser worker in source runs (vitest, `npm run dev`): Node 20 cannot strip
// TypeScript types, so this registers tsx (a devDependency of @app/server) in the worker and
// loads the TypeScript entry. The built server starts dist/fsrs-optimizer-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./fsrs-optimizer-worker.ts');
