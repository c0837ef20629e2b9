import { describe, expect, it } from 'vitest';
import { memberFacingFiles } from './precacheFiles.ts';

describe('the files the service worker precaches', () => {
  it("are the entry's and the member-facing pages' with all they load, not what only admin screens load", () => {
    const files = memberFacingFiles({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_kit'],
        dynamicImports: ['src/features/news/pages/NewsListPage.tsx', 'src/features/admin/pages/AdminDashboardPage.tsx'],
        css: ['assets/index-1.css'],
      },
      _kit: { file: 'assets/kit-2.js', dynamicImports: ['virtual:sangam-catalog/hi-shell'] },
      'virtual:sangam-catalog/hi-shell': { file: 'assets/hi-shell-3.js' },
      'src/features/news/pages/NewsListPage.tsx': { file: 'assets/NewsListPage-4.js', imports: ['_kit', '_news'] },
      _news: { file: 'assets/news-5.js' },
      'src/features/admin/pages/AdminDashboardPage.tsx': {
        file: 'assets/AdminDashboardPage-6.js',
        imports: ['_admin'],
      },
      _admin: { file: 'assets/admin-7.js', dynamicImports: ['_charts'] },
      _charts: { file: 'assets/charts-8.js' },
    });
    expect([...files].sort()).toEqual([
      'assets/NewsListPage-4.js',
      'assets/hi-shell-3.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/kit-2.js',
      'assets/news-5.js',
    ]);
  });
});
