// node --test scripts/feature-cycles.test.mjs (npm run lint runs it before the check itself).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cyclesOf, featureEdges, featuresImported } from './feature-cycles.mjs';

test('imports of other features are found by folder, own and outer folders are not', () => {
  const source = [
    "import { a } from '../forms/forms.service.ts';",
    "import type { B } from '../members/member-view.ts';",
    'import {\n  c,\n  d,\n} from "../media/media.service.ts";',
    "export { e } from '../news/news.queries.ts';",
    "const f = await import('../jobs-like/x.ts');",
    "import { g } from './own.ts';",
    "import { h } from '../../lib/paging.ts';",
    "import { z } from 'zod';",
  ].join('\n');
  assert.deepEqual([...featuresImported(source)].sort(), ['forms', 'jobs-like', 'media', 'members', 'news']);
});

test('a cycle is reported with all its features; one-way imports are not', () => {
  const edge = (from, to) => ({ from, to, file: `${from}.ts` });
  assert.deepEqual(cyclesOf([edge('users', 'members'), edge('auth', 'members'), edge('users', 'auth')]), []);
  assert.deepEqual(cyclesOf([edge('forms', 'submissions'), edge('submissions', 'forms'), edge('forms', 'media')]), [
    ['forms', 'submissions'],
  ]);
  assert.deepEqual(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')]), [['a', 'b', 'c']]);
});

test('edges are read from a features folder, tests left out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'features-'));
  try {
    mkdirSync(join(dir, 'forms'));
    mkdirSync(join(dir, 'submissions'));
    writeFileSync(join(dir, 'forms/forms.routes.ts'), "import { x } from './forms.service.ts';\n");
    writeFileSync(join(dir, 'forms/forms.test.ts'), "import { y } from '../submissions/submit.service.ts';\n");
    writeFileSync(join(dir, 'submissions/submit.service.ts'), "import { z } from '../forms/forms.service.ts';\n");
    const edges = featureEdges(dir);
    assert.deepEqual(
      edges.map(({ from, to }) => `${from}->${to}`),
      ['submissions->forms'],
    );
    assert.deepEqual(cyclesOf(edges), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
