import { NEWS_LIMITS } from '@sangam/shared/news-messages';
import { useT } from '../../../i18n/useT.ts';

/** Tags as small chips: the first 3, then "+N more" (spec), or all of them on the article. */
export function NewsTags({ tags, all = false }: { tags: string[]; all?: boolean }) {
  const t = useT();
  if (tags.length === 0) return null;
  const shown = all ? tags : tags.slice(0, NEWS_LIMITS.tagsShown);
  const more = tags.length - shown.length;
  return (
    <ul aria-label={t('news.tags.label')} className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
          #{tag}
        </li>
      ))}
      {more > 0 && <li className="px-1 py-0.5 text-sm text-slate-700">{t('news.tags.more', { count: more })}</li>}
    </ul>
  );
}
