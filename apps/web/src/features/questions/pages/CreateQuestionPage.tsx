import { useLocation, useNavigate } from 'react-router';
import { QUESTION_LIMITS as L } from '@sangam/shared/questions';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { QuestionForm } from '../components/QuestionForm.tsx';
import { EMPTY_FORM } from '../lib/formValues.ts';
import { sharedPostIn } from '../../../pwa/sharedPost.ts';
import { useT } from '../../../i18n/useT.ts';

export function CreateQuestionPage() {
  const t = useT();
  const navigate = useNavigate();
  // Opened from the share page (another app's Share menu): the shared words fill the form in.
  const shared = sharedPostIn(useLocation().state);
  const initial = shared
    ? { ...EMPTY_FORM, title: shared.title.slice(0, L.titleMax), content: shared.details.slice(0, L.contentMax) }
    : undefined;
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta title={t('questions.create.pageTitle')} description={t('questions.create.pageDescription')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('questions.create.heading')}</h1>
      <QuestionForm
        initial={initial}
        cancelTo="/questions"
        onSaved={(question) => navigate(`/questions/${question._id}`)}
      />
    </section>
  );
}
