import { describe, expect, it } from 'vitest';
import { appRoutes } from '@sangam/shared/routes';
import { pageOf } from './router.tsx';

const pageFiles = Object.keys(import.meta.glob('../features/*/pages/*Page.tsx'));
const tabPages = [
  'features/directory/pages/DirectorySettingsPage.tsx',
  'features/site-settings/pages/SiteSettingsPage.tsx',
];

describe('the route table (@sangam/shared/routes)', () => {
  it('names page modules that export the component named as their file', async () => {
    for (const route of appRoutes) {
      if (!('page' in route)) continue;
      const page = (await pageOf(route.page).preload()) as { default: unknown };
      expect(typeof page.default, route.page).toBe('function');
    }
  });

  it('routes every page module (the settings tabs hold two)', () => {
    const routed = new Set([...appRoutes.flatMap((route) => ('page' in route ? [route.page] : [])), ...tabPages]);
    expect(pageFiles.map((file) => file.replace('../', '')).filter((file) => !routed.has(file))).toEqual([]);
  });

  it('has one route per path', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
