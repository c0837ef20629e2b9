// Every TanStack Query key of the app, in one place: a feature's lists and details share a root, so one
// invalidation reaches all of them, and a feature may invalidate another's cache without importing it.
export const queryKeys = {
  me: ['profile', 'me'] as const,
  users: {
    all: ['users'] as const,
    one: (userId: string) => ['users', userId] as const,
    public: (userId: string) => ['users', userId, 'public'] as const,
  },
  directory: {
    all: ['directory'] as const,
    page: (search: string, page: number, ...filters: string[]) => ['directory', search, page, ...filters] as const,
  },
  referrals: {
    info: ['referrals', 'info'] as const,
    validate: (code: string) => ['referrals', 'validate', code] as const,
  },
  listings: {
    all: ['listings'] as const,
    list: (...params: (string | number)[]) => ['listings', 'list', ...params] as const,
    one: (id: string) => ['listings', 'detail', id] as const,
  },
  news: {
    all: ['news'] as const,
    home: ['news', 'home'] as const,
    list: (...params: (string | number)[]) => ['news', 'list', ...params] as const,
    one: (slug: string) => ['news', 'detail', slug] as const,
    comments: (id: string) => ['news', 'comments', id] as const,
    admin: (...params: (string | number)[]) => ['news', 'admin', ...params] as const,
    activeForms: ['news', 'active-forms'] as const,
  },
  questions: {
    all: ['questions'] as const,
    list: (...params: (string | number | boolean)[]) => ['questions', 'list', ...params] as const,
    trending: ['questions', 'trending'] as const,
    similar: (title: string) => ['questions', 'similar', title] as const,
    one: (id: string) => ['questions', 'detail', id] as const,
    adminStats: ['admin', 'qa', 'stats'] as const,
    adminQuestions: ['admin', 'qa', 'questions'] as const,
    adminAnswers: ['admin', 'qa', 'answers'] as const,
  },
  siteSettings: ['site-settings'] as const,
  payments: {
    all: ['payments'] as const,
    mine: ['payments', 'mine'] as const,
    receipt: (id: string) => ['payments', 'receipt', id] as const,
  },
  forms: {
    all: ['forms'] as const,
    admin: ['forms', 'admin'] as const,
    one: (id: string) => ['forms', 'detail', id] as const,
    public: (slug: string) => ['forms', 'public', slug] as const,
  },
  submissions: {
    all: ['submissions'] as const,
    form: (formId: string) => ['submissions', formId] as const,
  },
  admin: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    users: ['admin', 'users'] as const,
    listings: ['admin', 'listings'] as const,
    referrals: ['admin', 'referrals'] as const,
    directoryConfig: ['admin', 'directory-config'] as const,
    payments: ['admin', 'payments'] as const,
  },
  /** The moderation queue (admin): its pages and the sidebar's count share a root. */
  moderation: {
    all: ['admin', 'moderation'] as const,
    list: (...params: (string | number)[]) => ['admin', 'moderation', 'list', ...params] as const,
    counts: ['admin', 'moderation', 'counts'] as const,
  },
};
