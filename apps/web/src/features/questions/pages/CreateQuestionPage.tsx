import { useNavigate } from 'react-router';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { QuestionForm } from '../components/QuestionForm.tsx';

export function CreateQuestionPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta
        title="Ask a Question | Sangam"
        description="Ask the community a question, start a discussion or a poll."
      />
      <h1 className="text-2xl font-bold text-slate-900">Create Post</h1>
      <QuestionForm cancelTo="/questions" onSaved={(question) => navigate(`/questions/${question._id}`)} />
    </section>
  );
}
