import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { useT } from '../../i18n/useT.ts';

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page (keeps the page in the URL, so Back and shared links work). */
  hrefFor: (page: number) => string;
  /** Page buttons shown around the current one on wider screens (spec: up to 5). */
  maxButtons?: number;
  /** false: Previous, "Page n of m" and Next at every width (admin tables). */
  numbered?: boolean;
  /** The total was counted only so far (`pagination.capped`): more pages follow the last one known ("of 5+"). */
  capped?: boolean | undefined;
}

const itemClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold';
const idle = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100';
const current = 'border-brand-700 bg-brand-700 text-white';
const disabled = 'border-slate-200 bg-slate-50 text-slate-500';

/** The page numbers to show: a window of `max` around `page`. */
export function pageWindow(page: number, pages: number, max: number): number[] {
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** Previous / Next with "Page n of m" on phones; numbered pages from the small breakpoint up. */
export function Pagination({ page, pages, hrefFor, maxButtons = 5, numbered = true, capped }: PaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pages ? page + 1 : null;

  const edge = (target: number | null, label: string, icon: 'left' | 'right') => {
    const content = (
      <>
        {icon === 'left' && <ChevronLeftIcon className="size-4" />}
        {label}
        {icon === 'right' && <ChevronRightIcon className="size-4" />}
      </>
    );
    return target === null ? (
      <span aria-disabled="true" className={`${itemClasses} ${disabled}`}>
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={`${itemClasses} ${idle}`}>
        {content}
      </Link>
    );
  };

  return (
    <nav
      aria-label={t('common.pagination.label')}
      className={`flex items-center justify-between gap-2 ${numbered ? 'sm:justify-center' : ''}`}
    >
      {edge(previous, t('common.pagination.previous'), 'left')}
      <p className={`text-sm text-slate-700 ${numbered ? 'sm:hidden' : ''}`}>
        {t('common.pagination.pageOf', { page, pages: capped ? `${pages}+` : pages })}
      </p>
      <ul className={numbered ? 'hidden items-center gap-2 sm:flex' : 'hidden'}>
        {pageWindow(page, pages, maxButtons).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('common.pagination.page', { page: number })}
              className={`${itemClasses} ${number === page ? current : idle}`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {edge(next, t('common.pagination.next'), 'right')}
    </nav>
  );
}
