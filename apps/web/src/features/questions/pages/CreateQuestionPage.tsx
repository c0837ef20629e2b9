import { useNavigate } from 'react-router';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { QuestionForm } from '../components/QuestionForm.tsx';
import { useT } from '../../../i18n/useT.ts';

export function CreateQuestionPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta title={t('questions.create.pageTitle')} description={t('questions.create.pageDescription')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('questions.create.heading')}</h1>
      <QuestionForm cancelTo="/questions" onSaved={(question) => navigate(`/questions/${question._id}`)} />
    </section>
  );
}
