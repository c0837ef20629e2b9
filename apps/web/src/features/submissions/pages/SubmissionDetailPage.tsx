import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { FirstLoad } from '../../../components/admin/ListStates.tsx';
import { Panel } from '../../../components/admin/Panel.tsx';
import { useSubmission } from '../api/getSubmission.ts';
import { SubmissionReview } from '../components/ReviewModal.tsx';
import { submitterName } from '../lib/present.ts';

/** /admin/submissions/{id}: one submission and its review, for links from elsewhere (e-mails, notes). */
export function SubmissionDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const submission = useSubmission(id);
  const data = submission.data;
  const back = () => void navigate(data ? `/admin/forms/${data.formId}/submissions` : '/admin/forms');

  if (submission.isError || !data) {
    return (
      <FirstLoad
        error={submission.isError}
        query={submission}
        loading="Loading submission..."
        failed="Failed to fetch submissions"
      />
    );
  }
  return (
    <>
      <AdminPageHeader title="Submission Details" subtitle={`From ${submitterName(data)}`} />
      <Panel title="Answers and review">
        <SubmissionReview
          key={data._id}
          submission={data}
          fields={data.fields ?? []}
          onClose={back}
          closeLabel="Back to submissions"
        />
      </Panel>
    </>
  );
}
