import { describe, expect, it } from 'vitest';
import { chunkGroupOf, needsZod, usedOnlyBy } from './chunkGroups.ts';

const web = (file: string) => `/repo/apps/web/src/${file}`;
const shared = (file: string) => `/repo/packages/shared/src/${file}`;
const noZod = () => false;

describe('chunkGroupOf', () => {
  it('puts a feature’s shared modules in its chunk, and the shared package’s by the feature they name', () => {
    expect(chunkGroupOf(web('features/questions/components/QuestionCard.tsx'), noZod)).toBe('questions');
    expect(chunkGroupOf(web('features/news/lib/dates.ts'), noZod)).toBe('news');
    expect(chunkGroupOf(shared('question-messages.ts'), noZod)).toBe('questions');
    expect(chunkGroupOf(shared('matrimonial-messages.ts'), noZod)).toBe('matrimonial');
  });

  it('keeps the one-time code step apart', () => {
    expect(chunkGroupOf(web('components/otp/OtpCodeField.tsx'), noZod)).toBe('otp');
    expect(chunkGroupOf(web('features/auth/components/usePhoneCode.ts'), noZod)).toBe('otp');
    // Report, Block and the fold: only pages with members' content load them (issue 34).
    expect(chunkGroupOf(web('safety/ReportButton.tsx'), noZod)).toBe('safety');
    expect(chunkGroupOf(web('safety/api/blockMember.ts'), noZod)).toBe('safety');
    expect(chunkGroupOf(web('components/contact/RevealContact.tsx'), noZod)).toBe('contact');
  });

  it('puts the generic pieces in the kit', () => {
    expect(chunkGroupOf(web('components/ui/Pagination.tsx'), noZod)).toBe('kit');
    expect(chunkGroupOf(web('lib/dateFormat.ts'), noZod)).toBe('kit');
    expect(chunkGroupOf(shared('plural.ts'), noZod)).toBe('kit');
    expect(chunkGroupOf('/repo/node_modules/@tanstack/react-query/build/modern/useMutation.js', noZod)).toBe('kit');
  });

  it('keeps the admin screens’ pieces and photo uploads out of what member pages load', () => {
    expect(chunkGroupOf(web('components/admin/AdminTable.tsx'), noZod)).toBe('admin');
    expect(chunkGroupOf(web('features/admin/components/RecentUsersTable.tsx'), noZod)).toBe('admin');
    expect(chunkGroupOf(web('features/news/components/AdminNewsTable.tsx'), noZod)).toBe('admin');
    expect(chunkGroupOf(web('components/ui/PhotoField.tsx'), noZod)).toBe('photo');
    expect(chunkGroupOf(web('lib/imageCompression.ts'), noZod)).toBe('photo');
    // A form's file answers upload without the photo fields' compression and picker.
    expect(chunkGroupOf(web('api/upload.ts'), noZod)).toBe('upload');
    expect(chunkGroupOf(web('components/ui/UploadProgress.tsx'), noZod)).toBe('upload');
  });

  it('leaves libraries, Vite’s helpers and modules that need zod to the automatic chunking', () => {
    expect(chunkGroupOf('/repo/node_modules/react-easy-crop/index.module.mjs', noZod)).toBeNull();
    expect(chunkGroupOf('\0vite/preload-helper.js', noZod)).toBeNull();
    expect(chunkGroupOf(web('features/questions/components/QuestionForm.tsx'), () => true)).toBeNull();
  });
});

describe('needsZod', () => {
  const graph: Record<string, string[]> = {
    form: ['schemas', 'button'],
    schemas: ['/repo/node_modules/zod/v4/index.js'],
    button: [],
    loopA: ['loopB'],
    loopB: ['loopA'],
  };
  const ctx = { getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null) };
  const needs = needsZod(ctx as never);

  it('follows imports to zod', () => {
    expect(needs('form')).toBe(true);
    expect(needs('schemas')).toBe(true);
    expect(needs('button')).toBe(false);
  });

  it('ends on an import cycle', () => {
    expect(needs('loopA')).toBe(false);
  });
});

describe('usedOnlyBy', () => {
  const graph: Record<string, { importers: string[]; dynamicImporters?: string[] }> = {
    chart: { importers: ['dashboardPage', 'chartCard'] },
    chartCard: { importers: ['referralsAdminPage'] },
    tabs: { importers: ['dashboardPage', 'profilePage'] },
    profilePage: { importers: [], dynamicImporters: ['router'] },
    loopA: { importers: ['loopB'] },
    loopB: { importers: ['loopA', 'dashboardPage'] },
  };
  const ctx = {
    getModuleInfo: (id: string) => (graph[id] ? { dynamicImporters: [], ...graph[id] } : null),
  };
  const adminOnly = usedOnlyBy(ctx as never, new Set(['dashboardPage', 'referralsAdminPage']));

  it('follows importers up to the pages', () => {
    expect(adminOnly('chart')).toBe(true);
    expect(adminOnly('tabs')).toBe(false);
    expect(adminOnly('profilePage')).toBe(false);
    expect(adminOnly('unknown')).toBe(false);
  });

  it('ends on an import cycle', () => {
    expect(adminOnly('loopA')).toBe(true);
  });

  it('sends such a module to the admin chunk', () => {
    expect(chunkGroupOf(web('components/ui/charts/BarChart.tsx'), noZod, () => true)).toBe('admin');
    expect(chunkGroupOf(web('components/ui/Tabs.tsx'), noZod, () => false)).toBe('kit');
  });
});
