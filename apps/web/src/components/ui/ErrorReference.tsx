import { referenceOf } from '../../api/errors.ts';
import { useT } from '../../i18n/useT.ts';

/**
 * A server failure's reference ("Reference: 3f9c1a2b") under an error's own sentence, the id selected whole by one
 * tap, for a member to send to an admin, who finds the server's log line by it. Nothing when the failure carried no
 * request id, or when `shown` (the sentence above) already ends with it.
 */
export function ErrorReference({ error, shown = '' }: { error: unknown; shown?: string }) {
  const t = useT();
  const id = referenceOf(error);
  if (!id) return null;
  const text = t('common.error.reference', { id });
  if (shown.includes(text)) return null;
  const at = text.lastIndexOf(id);
  return (
    <p className="mt-2 text-sm">
      {text.slice(0, at)}
      <span className="select-all font-mono" data-testid="error-reference">
        {id}
      </span>
      {text.slice(at + id.length)}
    </p>
  );
}
