import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { solveProofOfWork } from '@sangam/shared/form-captcha';
import type { Answers } from '@sangam/shared/form-logic';
import { FORM_MESSAGES, FORM_SPAM } from '@sangam/shared/form-messages';
import { isApiError, messageOr } from '../../../api/errors.ts';
import { loginRedirect, pathOf } from '../../../auth/redirect.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Rich } from '../../../i18n/Rich.tsx';
import { say, useT } from '../../../i18n/useT.ts';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { publicFormQuery, usePublicForm } from '../api/getPublicForm.ts';
import { submitForm } from '../api/submitForm.ts';
import { formFilePath } from '../api/uploadFormFile.ts';
import { FormView } from '../components/FormView.tsx';
import { ThankYou } from '../components/ThankYou.tsx';
import { startingAnswers, submitterFrom } from '../lib/answers.ts';
import { answersDraftKey, clearDraft, readDraft, writeDraft } from '../lib/draft.ts';
import type { PublicForm } from '../lib/types.ts';

/** The form, asked for with the page's code (see lazyPage). */
export const prefetch: PrefetchData = (client, { params }) => client.prefetchQuery(publicFormQuery(params.slug ?? ''));

/** /forms/{slug}: the public form. */
export function FormFillerPage() {
  const { slug = '' } = useParams();
  const form = usePublicForm(slug);
  const t = useT();

  if (form.data) return <FillForm key={form.data._id} form={form.data} slug={slug} servedAt={form.dataUpdatedAt} />;
  if (form.isError) {
    // The spec: a form that is not there (or not open) sends the visitor home.
    if (isApiError(form.error) && form.error.status === 404) return <Navigate to="/" replace />;
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <LoadError
          message={t('forms.filler.loadFailed')}
          onRetry={() => void form.refetch()}
          error={form.error}
          retrying={form.isFetching}
        />
      </div>
    );
  }
  return <PageStatus text={t('forms.filler.loading')} />;
}

type Notice = { kind: 'login' } | { kind: 'failed' } | { kind: 'text'; text: string };

function NoticeBanner({ notice }: { notice: Notice }) {
  const t = useT();
  const location = useLocation();
  if (notice.kind === 'text') return <Alert>{say(notice.text)}</Alert>;
  if (notice.kind === 'failed') return <Alert>{t('forms.filler.submitFailed')}</Alert>;
  // The login page shows the reason in the language the visitor reads now.
  const { to, state } = loginRedirect(pathOf(location), t(FORM_MESSAGES.loginToSubmit));
  return (
    <Alert>
      <Rich
        text={t('forms.filler.loginPrompt')}
        parts={[<Link key="login" to={to} state={state} className="font-semibold underline" />]}
      />
    </Alert>
  );
}

function FillForm({ form, slug, servedAt }: { form: PublicForm; slug: string; servedAt: number }) {
  const t = useT();
  const { user } = useSession();
  const location = useLocation();
  // Opened from WhatsApp in a fresh tab (the router's first entry, 'default'), Go Back would leave the site.
  const canGoBack = location.key !== 'default';
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const draftKey = answersDraftKey(slug);
  const [answers, setAnswers] = useState<Answers>(() =>
    startingAnswers(form.fields, query, readDraft<Answers>(draftKey)),
  );
  const [done, setDone] = useState<string | null>(null);
  // What the banner above Submit says: kept as what to say, so that a language switch redraws it.
  const [notice, setNotice] = useState<Notice | null>(null);
  const captcha = useRef<Promise<string> | null>(null);

  // The proof of work starts while the visitor reads and types, so Submit rarely waits for it.
  useEffect(() => {
    const puzzle = form.captcha;
    if (!puzzle) return;
    const controller = new AbortController();
    captcha.current = solveProofOfWork(puzzle.challenge, puzzle.bits, controller.signal);
    captcha.current.catch(() => undefined);
    return () => controller.abort();
  }, [form.captcha]);

  const change = (next: Answers) => {
    setAnswers(next);
    writeDraft(draftKey, next);
  };

  const submit = async (values: Answers, honeypot: string) => {
    setNotice(null);
    if (form.settings.requireLogin && !user) {
      setNotice({ kind: 'login' });
      return;
    }
    try {
      // The server refuses a fill token sent back sooner than a person could fill the form (a restored draft
      // makes that possible): wait out the rest of that moment rather than fail.
      const early = FORM_SPAM.minFillMs + 250 - (Date.now() - servedAt);
      if (form.fillToken && early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      const solved = captcha.current ? await captcha.current : undefined;
      const reply = await submitForm(form.slug || form._id, values, {
        submitterInfo: user ? undefined : submitterFrom(form.fields, values),
        token: form.fillToken,
        honeypot,
        captcha: solved,
      });
      clearDraft(draftKey);
      const redirect = reply?.redirectUrl || form.settings.redirectUrl;
      if (redirect) {
        window.location.assign(redirect);
        return;
      }
      // The server says its default thanks in the visitor's language; an admin's own message stays as written.
      setDone(reply?.message || form.settings.successMessage || FORM_MESSAGES.submitted);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fields) {
        // Messages about a field go under it; others (the CAPTCHA check) above the Submit button.
        const ids = new Set(form.fields.map((f) => f.id));
        const entries = Object.entries(error.fields);
        const others = entries.filter(([key]) => !ids.has(key)).map(([, message]) => message);
        if (others.length > 0) setNotice({ kind: 'text', text: others.join(' ') });
        const own = Object.fromEntries(entries.filter(([key]) => ids.has(key)));
        if (Object.keys(own).length > 0 || others.length > 0) return own;
      }
      const status = isApiError(error) ? error.status : 0;
      // The server's own words for these (already in the visitor's language), else ours.
      const said = status === 401 || status === 409 || status === 429 ? messageOr(error, '') : '';
      setNotice(said ? { kind: 'text', text: said } : { kind: 'failed' });
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <PageMeta
        title={t('forms.filler.pageTitle', { title: form.title })}
        description={form.description || form.title}
      />
      {done ? (
        <ThankYou message={done} onBack={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
          {!user && (
            <Link to="/register" className={buttonClasses('primary')}>
              {t('forms.filler.joinSangam')}
            </Link>
          )}
        </ThankYou>
      ) : (
        <FormView
          form={form}
          answers={answers}
          onAnswersChange={change}
          onSubmit={submit}
          uploadPath={formFilePath(form.slug || form._id)}
          notice={notice && <NoticeBanner notice={notice} />}
          withHoneypot
        />
      )}
    </div>
  );
}
