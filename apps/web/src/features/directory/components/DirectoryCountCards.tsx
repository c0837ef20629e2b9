/* eslint-disable sangam/no-unlocalized-jsx -- admin screen: English for now (issue 32) */
import type { DirectoryCounts } from '@sangam/shared/directory';
import { StatCards } from '../../../components/admin/StatCards.tsx';

export function DirectoryCountCards({ counts }: { counts: DirectoryCounts }) {
  return (
    <StatCards
      stats={[
        { label: 'Total Users', value: counts.totalUsers },
        { label: 'Public Users', value: counts.publicUsers },
        { label: 'Active Users', value: counts.activeUsers },
        {
          label: 'Directory Eligible',
          value: counts.eligibleUsers,
          note: `Members can page through ${counts.shownUsers} (the limit)`,
        },
      ]}
    />
  );
}
