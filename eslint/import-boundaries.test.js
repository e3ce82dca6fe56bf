import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const zones = [
  {
    target: 'packages/contracts',
    from: ['apps', 'content'],
    message: 'contracts import only domain',
  },
  {
    target: 'apps/web/src/features/study',
    from: ['apps/web/src/features'],
    except: ['apps/web/src/features/study'],
    message: 'no feature imports another feature',
  },
];
const options = [{ zones }];
const root = new URL('..', import.meta.url).pathname;

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'import-boundaries',
  importBoundaries,
  {
    valid: [
      {
        code: "import { x } from '@app/domain';",
        filename: `${root}packages/contracts/src/a.ts`,
        options,
      },
      {
        code: "import { x } from './hooks/b.ts';",
        filename: `${root}apps/web/src/features/study/a.ts`,
        options,
      },
      {
        code: "import { x } from '../../lib/api.ts';",
        filename: `${root}apps/web/src/features/study/a.ts`,
        options,
      },
    ],
    invalid: [
      {
        code: "import { x } from '@app/content';",
        filename: `${root}packages/contracts/src/a.ts`,
        options,
        errors: 1,
      },
      {
        code: "export * from '../../../apps/server/src/x.ts';",
        filename: `${root}packages/contracts/src/a.ts`,
        options,
        errors: 1,
      },
      {
        code: "import { x } from '../flashcards/a.ts';",
        filename: `${root}apps/web/src/features/study/a.ts`,
        options,
        errors: 1,
      },
    ],
  },
);
