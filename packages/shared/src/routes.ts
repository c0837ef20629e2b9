/**
 * Every route of the web app, as data: the web router builds its routes from this table, and the server serves
 * each page's HTML with its page's scripts as modulepreload links (from Vite's manifest). Plain data, no React:
 * the server bundles it. `page` is the page module's path under apps/web/src; the module exports the component
 * under its file's name (HomePage.tsx: HomePage) and may export `prefetch` (lib/prefetch.ts).
 *
 * access: `public` anyone; `member` signed in (ProtectedRoute); `admin` admins, others see Access Denied;
 * `admin-or-home` admins, others are sent to / (the spec's rule for these screens).
 */
export type RouteAccess = 'public' | 'member' | 'admin' | 'admin-or-home';

export type AppRoute = { path: string; access: RouteAccess } & (
  { page: string; props?: Record<string, string> } | { redirect: string }
);

const staticPage = (name: string) => `features/static-pages/pages/${name}.tsx`;

export const appRoutes: readonly AppRoute[] = [
  { path: '/', access: 'public', page: 'features/home/pages/HomePage.tsx' },
  { path: '/login', access: 'public', page: 'features/auth/pages/LoginPage.tsx' },
  { path: '/register', access: 'public', page: 'features/auth/pages/RegisterPage.tsx' },
  { path: '/admin-login', access: 'public', page: 'features/auth/pages/AdminLoginPage.tsx' },
  { path: '/forgot-password', access: 'public', page: 'features/auth/pages/ForgotPasswordPage.tsx' },
  { path: '/logout', access: 'public', page: 'features/auth/pages/LogoutPage.tsx' },
  { path: '/bahujan-directory', access: 'public', page: staticPage('BahujanDirectoryPage') },
  // Handles its own login redirect: it shows 'Loading...' rather than the auth check text.
  { path: '/upgrade-membership', access: 'public', page: 'features/membership/pages/UpgradeMembershipPage.tsx' },
  // The matrimonial upgrade modal's Upgrade Now points here.
  { path: '/pricing', access: 'public', redirect: '/upgrade-membership' },
  // Shared links open for visitors too, as the spec's Limited View.
  { path: '/user-profile/:userId', access: 'public', page: 'features/users/pages/UserProfilePage.tsx' },
  // Public so shared links open; the pages ask visitors to log in (the API needs a token).
  { path: '/service-listings', access: 'public', page: 'features/listings/pages/ListingsPage.tsx' },
  { path: '/service-listings/:id', access: 'public', page: 'features/listings/pages/ListingDetailsPage.tsx' },
  { path: '/matrimonial', access: 'public', page: 'features/matrimonial/pages/MatrimonialPage.tsx' },
  { path: '/matrimonial/profile/:id', access: 'public', page: 'features/matrimonial/pages/MatrimonialProfilePage.tsx' },
  {
    path: '/matrimonial/success-stories',
    access: 'public',
    page: 'features/matrimonial/pages/SuccessStoriesPage.tsx',
  },
  { path: '/privacy-policy', access: 'public', page: staticPage('PrivacyPolicyPage') },
  { path: '/terms', access: 'public', page: staticPage('TermsPage') },
  { path: '/faq', access: 'public', page: staticPage('FaqPage') },
  { path: '/about', access: 'public', page: staticPage('AboutPage') },
  { path: '/help', access: 'public', page: staticPage('SupportPage'), props: { kind: 'help' } },
  { path: '/report', access: 'public', page: staticPage('SupportPage'), props: { kind: 'report' } },
  { path: '/feedback', access: 'public', page: staticPage('SupportPage'), props: { kind: 'feedback' } },
  { path: '/latest-events', access: 'public', page: 'features/news/pages/NewsListPage.tsx' },
  { path: '/news/:slug', access: 'public', page: 'features/news/pages/NewsArticlePage.tsx' },
  // The spec's other name for the Q&A list.
  { path: '/questions-answers', access: 'public', redirect: '/questions' },
  { path: '/questions', access: 'public', page: 'features/questions/pages/QuestionsPage.tsx' },
  { path: '/questions/:id', access: 'public', page: 'features/questions/pages/QuestionDetailPage.tsx' },
  { path: '/forms/preview', access: 'public', page: 'features/forms/pages/FormPreviewPage.tsx' },
  { path: '/forms/:slug', access: 'public', page: 'features/forms/pages/FormFillerPage.tsx' },
  { path: '/services', access: 'public', page: staticPage('ServicesPage') },
  { path: '/services/business', access: 'public', page: staticPage('ServiceDetailPage'), props: { slug: 'business' } },
  { path: '/services/jobs', access: 'public', page: staticPage('ServiceDetailPage'), props: { slug: 'jobs' } },
  {
    path: '/services/marriages',
    access: 'public',
    page: staticPage('ServiceDetailPage'),
    props: { slug: 'marriages' },
  },
  { path: '/services/training', access: 'public', page: staticPage('ServiceDetailPage'), props: { slug: 'training' } },

  { path: '/profile', access: 'member', page: 'features/profile/pages/ProfilePage.tsx' },
  { path: '/reactivate-account', access: 'member', page: 'features/auth/pages/ReactivateAccountPage.tsx' },
  { path: '/directory', access: 'member', page: 'features/directory/pages/DirectoryPage.tsx' },
  { path: '/create-listing', access: 'member', page: 'features/listings/pages/CreateListingPage.tsx' },
  { path: '/create-question', access: 'member', page: 'features/questions/pages/CreateQuestionPage.tsx' },
  // The installed app's share target (the manifest's share_target): a visitor signs in first and comes back to it.
  { path: '/share', access: 'member', page: 'features/share/pages/SharePage.tsx' },
  { path: '/questions/:id/edit', access: 'member', page: 'features/questions/pages/EditQuestionPage.tsx' },
  { path: '/matrimonial/register', access: 'member', page: 'features/matrimonial/pages/MatrimonialRegisterPage.tsx' },
  {
    path: '/matrimonial/matches/:profileId',
    access: 'member',
    page: 'features/matrimonial/pages/MatrimonialMatchesPage.tsx',
  },
  { path: '/referral', access: 'member', page: 'features/referrals/pages/ReferralPage.tsx' },
  { path: '/payments/:id/receipt', access: 'member', page: 'features/membership/pages/ReceiptPage.tsx' },
  { path: '/my-listings', access: 'member', page: 'features/listings/pages/MyListingsPage.tsx' },
  { path: '/notifications', access: 'member', page: 'features/notifications/pages/NotificationsPage.tsx' },
  // Profile -> Notifications: the channels of each kind.
  {
    path: '/profile/notifications',
    access: 'member',
    page: 'features/notifications/pages/NotificationSettingsPage.tsx',
  },
  // Profile -> Privacy -> Blocked members (issue 34).
  { path: '/profile/blocked', access: 'member', page: 'features/profile/pages/BlockedMembersPage.tsx' },
  // Profile -> Privacy Settings (issue 36): consents, who viewed my contact details, a copy of my data.
  { path: '/profile/privacy', access: 'member', page: 'features/privacy/pages/PrivacySettingsPage.tsx' },

  { path: '/admin/dashboard', access: 'admin-or-home', page: 'features/admin/pages/AdminDashboardPage.tsx' },
  { path: '/admin/users', access: 'admin-or-home', page: 'features/users/pages/AdminUsersPage.tsx' },
  { path: '/admin/listings', access: 'admin-or-home', page: 'features/listings/pages/AdminListingsPage.tsx' },
  // The router puts the directory and site settings screens in its tabs.
  { path: '/admin/settings', access: 'admin-or-home', page: 'components/admin/SettingsTabs.tsx' },
  { path: '/admin', access: 'admin', redirect: '/admin/dashboard' },
  // The moderation queue (issue 34): reports, pending listings and matrimonial profiles.
  { path: '/admin/moderation', access: 'admin', page: 'features/moderation/pages/AdminModerationPage.tsx' },
  { path: '/admin/audit', access: 'admin', page: 'features/audit/pages/AdminAuditPage.tsx' },
  { path: '/admin/referrals', access: 'admin', page: 'features/referrals/pages/AdminReferralsPage.tsx' },
  { path: '/admin/news', access: 'admin', page: 'features/news/pages/AdminNewsPage.tsx' },
  { path: '/admin/qa', access: 'admin', page: 'features/questions/pages/AdminQaPage.tsx' },
  { path: '/admin/matrimonial', access: 'admin', page: 'features/matrimonial/pages/AdminMatrimonialPage.tsx' },
  { path: '/admin/payments', access: 'admin', page: 'features/payments/pages/AdminPaymentsPage.tsx' },
  { path: '/admin/forms', access: 'admin', page: 'features/forms/pages/AdminFormsPage.tsx' },
  { path: '/admin/forms/new', access: 'admin', page: 'features/forms/pages/FormBuilderPage.tsx' },
  { path: '/admin/forms/:id/edit', access: 'admin', page: 'features/forms/pages/FormBuilderPage.tsx' },
  { path: '/admin/forms/:formId/submissions', access: 'admin', page: 'features/submissions/pages/SubmissionsPage.tsx' },
  { path: '/admin/submissions/:id', access: 'admin', page: 'features/submissions/pages/SubmissionDetailPage.tsx' },
];

/** The pages a phone opens (not the admin screens, used on laptops): their HTML preloads their scripts. */
export const memberFacingPages = appRoutes.filter(
  (route): route is Extract<AppRoute, { page: string }> =>
    'page' in route && (route.access === 'public' || route.access === 'member'),
);
