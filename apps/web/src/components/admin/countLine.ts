import { formatTotal } from '@sangam/shared/pagination-total';
import type { PageInfo } from './ListStates.tsx';

/** An admin list's count line, for AdminList's `count`: "1 user", "1,234 users", "10,000+ users". */
export const countLine = (one: string, many: string) => (_data: unknown, info: PageInfo) =>
  `${formatTotal(info)} ${info.total === 1 && !info.capped ? one : many}`;
