import { describe, expect, it } from 'vitest';
import { memberFacingPages } from '@sangam/shared/routes';
import { cataloguePreloads, routePreloads, withPreloads, type ViteManifest } from './route-preloads.ts';

// As Vite writes .vite/manifest.json: chunks by their source, shared chunks by a name of their own.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-i.js', isEntry: true, imports: ['_react-r.js'] },
  '_react-r.js': { file: 'assets/react-r.js' },
  '_kit-k.js': { file: 'assets/kit-k.js', imports: ['_react-r.js'] },
  '_questions-q.js': { file: 'assets/questions-q.js', imports: ['_kit-k.js'] },
  'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-a.js', imports: ['_react-r.js'] },
  'src/features/questions/pages/QuestionsPage.tsx': {
    file: 'assets/QuestionsPage-b.js',
    imports: ['_questions-q.js', '_kit-k.js'],
  },
  'src/features/questions/pages/QuestionDetailPage.tsx': {
    file: 'assets/QuestionDetailPage-d.js',
    imports: ['_questions-q.js'],
  },
};

describe('routePreloads', () => {
  const preloads = routePreloads(manifest, memberFacingPages);

  it("lists a page's chunk and the chunks it imports, not what index.html loads already", () => {
    expect(preloads.get('/')).toEqual(['/assets/HomePage-a.js']);
    expect(preloads.get('/questions')).toEqual([
      '/assets/QuestionsPage-b.js',
      '/assets/questions-q.js',
      '/assets/kit-k.js',
    ]);
    expect(preloads.get('/questions/:id')).toEqual([
      '/assets/QuestionDetailPage-d.js',
      '/assets/questions-q.js',
      '/assets/kit-k.js',
    ]);
  });

  it('leaves out pages the build does not know and the admin screens', () => {
    expect(preloads.has('/latest-events')).toBe(false);
    expect(memberFacingPages.some((route) => route.path.startsWith('/admin/'))).toBe(false);
    expect(memberFacingPages.some((route) => route.path === '/directory')).toBe(true);
  });

  it('puts the links in the head', () => {
    const html = withPreloads('<html><head><title>Sangam</title></head><body></body></html>', ['/assets/a.js']);
    expect(html).toBe(
      '<html><head><title>Sangam</title>  <link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head><body></body></html>',
    );
  });
});

describe('cataloguePreloads', () => {
  const withCatalogues: ViteManifest = {
    ...manifest,
    'virtual:sangam-catalog/en-shell': { file: 'assets/en-shell-1.js' },
    'virtual:sangam-catalog/hi-shell': { file: 'assets/hi-shell-2.js' },
    'virtual:sangam-catalog/en-page-QuestionDetailPage': { file: 'assets/en-page-QuestionDetailPage-3.js' },
    'virtual:sangam-catalog/hi-page-QuestionDetailPage': { file: 'assets/hi-page-QuestionDetailPage-4.js' },
  };
  const { forRoute, layout } = cataloguePreloads(withCatalogues, memberFacingPages);

  it("lists the shell's and the page's first-paint words in each language", () => {
    expect(forRoute.get('/questions/:id')).toEqual({
      en: ['/assets/en-shell-1.js', '/assets/en-page-QuestionDetailPage-3.js'],
      hi: ['/assets/hi-shell-2.js', '/assets/hi-page-QuestionDetailPage-4.js'],
    });
    // A page whose words the build does not have: the shell's alone.
    expect(forRoute.get('/')).toEqual({ en: ['/assets/en-shell-1.js'], hi: ['/assets/hi-shell-2.js'] });
    expect(layout).toEqual({ en: ['/assets/en-shell-1.js'], hi: ['/assets/hi-shell-2.js'] });
  });
});
