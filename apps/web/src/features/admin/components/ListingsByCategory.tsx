import { BarChart } from '../../../components/ui/charts/BarChart.tsx';
import type { Dashboard } from '../api/getDashboard.ts';

export function ListingsByCategory({ byCategory }: { byCategory: Dashboard['listingStats']['byCategory'] }) {
  const data = Object.entries(byCategory)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([label, value]) => ({ label, value }));
  return <BarChart label="Listings by category" data={data} emptyText="No listing categories found" />;
}
