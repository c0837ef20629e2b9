import { Link, useNavigate, useParams } from 'react-router';
import { QUESTION_MESSAGES as M } from '@sangam/shared/question-messages';
import { isApiError } from '../../../api/errors.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { useQuestion } from '../api/getQuestion.ts';
import { QuestionForm } from '../components/QuestionForm.tsx';
import { fromQuestion } from '../lib/formValues.ts';
import { useT } from '../../../i18n/useT.ts';

/** The author's edit of their own question (the server refuses anyone else too). */
export function EditQuestionPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useQuestion(id);
  const question = query.data?.question;
  let body;
  if (question) {
    body =
      question.author._id === user?.id ? (
        <QuestionForm
          key={question._id}
          question={question}
          initial={fromQuestion(question)}
          cancelTo={`/questions/${question._id}`}
          onSaved={(saved) => navigate(`/questions/${saved._id}`)}
        />
      ) : (
        <Alert>{t(M.notAuthor)}</Alert>
      );
  } else if (query.isError) {
    body = (
      <div className="space-y-3">
        <Alert>{t(isApiError(query.error) && query.error.status === 404 ? M.notFound : M.loadFailed)}</Alert>
        <Link to="/questions" className={buttonClasses('secondary')}>
          {t('questions.detail.backToQuestions')}
        </Link>
      </div>
    );
  } else {
    body = <PageStatus text={t('questions.edit.loading')} />;
  }
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta title={t('questions.edit.pageTitle')} description={t('questions.edit.pageDescription')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('questions.edit.heading')}</h1>
      {body}
    </section>
  );
}
