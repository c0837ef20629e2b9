import { useSearchParams } from 'react-router';
import { COUNT_CAP, formatTotal } from '@sangam/shared/pagination-total';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { useQaStats } from '../api/adminQa.ts';
import { QaAnswersTab } from '../components/QaAnswersTab.tsx';
import { QaQuestionsTab } from '../components/QaQuestionsTab.tsx';

/** Q&A management: four cards, then the Questions and Answers tabs (the tab is in the URL too). */
export function AdminQaPage() {
  const stats = useQaStats();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'answers' ? 'answers' : 'questions';
  const value = (n: number | undefined) =>
    n === undefined ? '…' : formatTotal({ total: n, capped: stats.data?.capped && n >= COUNT_CAP });
  return (
    <>
      <AdminPageHeader title="Q&A Management" subtitle="Moderate questions, polls and answers." />
      <div className="space-y-5">
        <StatCards
          stats={[
            { label: 'Total Questions', value: value(stats.data?.totalQuestions) },
            { label: 'Active Questions', value: value(stats.data?.activeQuestions) },
            { label: 'Total Answers', value: value(stats.data?.totalAnswers) },
            { label: 'Reported Content', value: value(stats.data?.reportedContent) },
          ]}
        />
        <Tabs
          label="Q&A"
          value={tab}
          onChange={(id) => setSearchParams(id === 'answers' ? { tab: 'answers' } : {}, { replace: true })}
          tabs={[
            { id: 'questions', label: 'Questions', panel: <QaQuestionsTab /> },
            { id: 'answers', label: 'Answers', panel: <QaAnswersTab /> },
          ]}
        />
      </div>
    </>
  );
}
