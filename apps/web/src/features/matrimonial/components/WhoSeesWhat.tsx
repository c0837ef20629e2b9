import { useT } from '../../../i18n/useT.ts';

/** What the server shows of a profile to whom (matrimonial-view.ts), said before a family fills it in. */
export function WhoSeesWhat() {
  const t = useT();
  return (
    <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
      <p className="font-semibold">{t('matrimonial.who.title')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>{t('matrimonial.who.everyone')}</li>
        <li>{t('matrimonial.who.members')}</li>
        <li>{t('matrimonial.who.premium')}</li>
      </ul>
      <p className="mt-1">{t('matrimonial.who.approval')}</p>
    </div>
  );
}
