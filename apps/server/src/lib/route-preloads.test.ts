import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

const indexHtml = '<html><head><title>Sangam</title></head><body></body></html>';
const htmlFor = routePreloads(indexHtml, {
  '/': ['/assets/HomePage-a.js'],
  '/questions': ['/assets/QuestionsPage-b.js', '/assets/Pagination-c.js'],
  '/questions/:id': ['/assets/QuestionDetailPage-d.js'],
  '/forms/preview': ['/assets/FormPreviewPage-e.js'],
  '/forms/:slug': ['/assets/FormFillerPage-f.js'],
});
const links = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('routePreloads', () => {
  it("puts a page's chunks in the head of its HTML", () => {
    const html = htmlFor('/questions');
    expect(links(html)).toEqual(['/assets/QuestionsPage-b.js', '/assets/Pagination-c.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(links(htmlFor('/'))).toEqual(['/assets/HomePage-a.js']);
    expect(links(htmlFor('/questions/'))).toEqual(['/assets/QuestionsPage-b.js', '/assets/Pagination-c.js']);
  });

  it('matches parameters, a named path first', () => {
    expect(links(htmlFor('/questions/42'))).toEqual(['/assets/QuestionDetailPage-d.js']);
    expect(links(htmlFor('/forms/preview'))).toEqual(['/assets/FormPreviewPage-e.js']);
    expect(links(htmlFor('/forms/volunteer-signup'))).toEqual(['/assets/FormFillerPage-f.js']);
  });

  it('leaves other paths as index.html is', () => {
    expect(htmlFor('/admin/users')).toBe(indexHtml);
    expect(htmlFor('/questions/42/answers/7')).toBe(indexHtml);
  });
});
