import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AdminRoute } from '../auth/AdminRoute.tsx';
import { ProtectedRoute } from '../auth/ProtectedRoute.tsx';
import { NotFound } from '../layout/NotFound.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { ScreenErrorBoundary } from '../layout/ScreenErrorBoundary.tsx';
import { lazyPage, type PrefetchData } from './lazyPage.ts';

// Every page is its own chunk: a phone on mobile data downloads only the screen it opens.
const HomePage = lazyPage(() =>
  import('../features/home/pages/HomePage.tsx').then((m) => ({ default: m.HomePage, prefetch: m.prefetchHome })),
);
const LoginPage = lazyPage(() =>
  import('../features/auth/pages/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazyPage(() =>
  import('../features/auth/pages/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })),
);
const AdminLoginPage = lazyPage(() =>
  import('../features/auth/pages/AdminLoginPage.tsx').then((m) => ({ default: m.AdminLoginPage })),
);
const ReactivateAccountPage = lazyPage(() =>
  import('../features/auth/pages/ReactivateAccountPage.tsx').then((m) => ({ default: m.ReactivateAccountPage })),
);
const LogoutPage = lazyPage(() =>
  import('../features/auth/pages/LogoutPage.tsx').then((m) => ({ default: m.LogoutPage })),
);
const ProfilePage = lazyPage(() =>
  import('../features/profile/pages/ProfilePage.tsx').then((m) => ({
    default: m.ProfilePage,
    prefetch: m.prefetchProfile,
  })),
);
const UserProfilePage = lazyPage(() =>
  import('../features/users/pages/UserProfilePage.tsx').then((m) => ({
    default: m.UserProfilePage,
    prefetch: m.prefetchUserProfile,
  })),
);
const DirectoryPage = lazyPage(() =>
  import('../features/directory/pages/DirectoryPage.tsx').then((m) => ({
    default: m.DirectoryPage,
    prefetch: m.prefetchDirectory,
  })),
);
const UpgradeMembershipPage = lazyPage(() =>
  import('../features/membership/pages/UpgradeMembershipPage.tsx').then((m) => ({ default: m.UpgradeMembershipPage })),
);
const ReceiptPage = lazyPage(() =>
  import('../features/membership/pages/ReceiptPage.tsx').then((m) => ({ default: m.ReceiptPage })),
);
const ListingsPage = lazyPage(() =>
  import('../features/listings/pages/ListingsPage.tsx').then((m) => ({
    default: m.ListingsPage,
    prefetch: m.prefetchListings,
  })),
);
const ListingDetailsPage = lazyPage(() =>
  import('../features/listings/pages/ListingDetailsPage.tsx').then((m) => ({
    default: m.ListingDetailsPage,
    prefetch: m.prefetchListing,
  })),
);
const CreateListingPage = lazyPage(() =>
  import('../features/listings/pages/CreateListingPage.tsx').then((m) => ({ default: m.CreateListingPage })),
);
const AdminListingsPage = lazyPage(() =>
  import('../features/listings/pages/AdminListingsPage.tsx').then((m) => ({ default: m.AdminListingsPage })),
);
const NewsListPage = lazyPage(() =>
  import('../features/news/pages/NewsListPage.tsx').then((m) => ({
    default: m.NewsListPage,
    prefetch: m.prefetchNews,
  })),
);
const NewsArticlePage = lazyPage(() =>
  import('../features/news/pages/NewsArticlePage.tsx').then((m) => ({
    default: m.NewsArticlePage,
    prefetch: m.prefetchNewsArticle,
  })),
);
const AdminNewsPage = lazyPage(() =>
  import('../features/news/pages/AdminNewsPage.tsx').then((m) => ({ default: m.AdminNewsPage })),
);
const AdminLayout = lazyPage(() =>
  import('../features/admin/components/AdminLayout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const AdminDashboardPage = lazyPage(() =>
  import('../features/admin/pages/AdminDashboardPage.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminPaymentsPage = lazyPage(() =>
  import('../features/payments/pages/AdminPaymentsPage.tsx').then((m) => ({ default: m.AdminPaymentsPage })),
);
const AdminUsersPage = lazyPage(() =>
  import('../features/users/pages/AdminUsersPage.tsx').then((m) => ({ default: m.AdminUsersPage })),
);
const AdminReferralsPage = lazyPage(() =>
  import('../features/referrals/pages/AdminReferralsPage.tsx').then((m) => ({ default: m.AdminReferralsPage })),
);
const DirectorySettingsPage = lazyPage(() =>
  import('../features/directory/pages/DirectorySettingsPage.tsx').then((m) => ({
    default: m.DirectorySettingsPage,
  })),
);
const SettingsTabs = lazyPage(() =>
  import('../components/admin/SettingsTabs.tsx').then((m) => ({ default: m.SettingsTabs })),
);
const SiteSettingsPage = lazyPage(() =>
  import('../features/site-settings/pages/SiteSettingsPage.tsx').then((m) => ({ default: m.SiteSettingsPage })),
);
const QuestionsPage = lazyPage(() =>
  import('../features/questions/pages/QuestionsPage.tsx').then((m) => ({
    default: m.QuestionsPage,
    prefetch: m.prefetchQuestions,
  })),
);
const QuestionDetailPage = lazyPage(() =>
  import('../features/questions/pages/QuestionDetailPage.tsx').then((m) => ({
    default: m.QuestionDetailPage,
    prefetch: m.prefetchQuestion,
  })),
);
const CreateQuestionPage = lazyPage(() =>
  import('../features/questions/pages/CreateQuestionPage.tsx').then((m) => ({ default: m.CreateQuestionPage })),
);
const EditQuestionPage = lazyPage(() =>
  import('../features/questions/pages/EditQuestionPage.tsx').then((m) => ({ default: m.EditQuestionPage })),
);
const AdminQaPage = lazyPage(() =>
  import('../features/questions/pages/AdminQaPage.tsx').then((m) => ({ default: m.AdminQaPage })),
);
const AdminFormsPage = lazyPage(() =>
  import('../features/forms/pages/AdminFormsPage.tsx').then((m) => ({ default: m.AdminFormsPage })),
);
const FormFillerPage = lazyPage(() =>
  import('../features/forms/pages/FormFillerPage.tsx').then((m) => ({
    default: m.FormFillerPage,
    prefetch: m.prefetchForm,
  })),
);
const FormPreviewPage = lazyPage(() =>
  import('../features/forms/pages/FormPreviewPage.tsx').then((m) => ({ default: m.FormPreviewPage })),
);
const FormBuilderPage = lazyPage(() =>
  import('../features/forms/pages/FormBuilderPage.tsx').then((m) => ({ default: m.FormBuilderPage })),
);
const SubmissionsPage = lazyPage(() =>
  import('../features/submissions/pages/SubmissionsPage.tsx').then((m) => ({ default: m.SubmissionsPage })),
);
const SubmissionDetailPage = lazyPage(() =>
  import('../features/submissions/pages/SubmissionDetailPage.tsx').then((m) => ({ default: m.SubmissionDetailPage })),
);
const MyListingsPage = lazyPage(() =>
  import('../features/listings/pages/MyListingsPage.tsx').then((m) => ({
    default: m.MyListingsPage,
    prefetch: m.prefetchMyListings,
  })),
);

const ReferralPage = lazyPage(() =>
  import('../features/referrals/pages/ReferralPage.tsx').then((m) => ({
    default: m.ReferralPage,
    prefetch: m.prefetchReferral,
  })),
);
const AboutPage = lazyPage(() =>
  import('../features/static-pages/pages/AboutPage.tsx').then((m) => ({ default: m.AboutPage })),
);
const FaqPage = lazyPage(() =>
  import('../features/static-pages/pages/FaqPage.tsx').then((m) => ({ default: m.FaqPage })),
);
const PrivacyPolicyPage = lazyPage(() =>
  import('../features/static-pages/pages/PrivacyPolicyPage.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsPage = lazyPage(() =>
  import('../features/static-pages/pages/TermsPage.tsx').then((m) => ({ default: m.TermsPage })),
);
const BahujanDirectoryPage = lazyPage(() =>
  import('../features/static-pages/pages/BahujanDirectoryPage.tsx').then((m) => ({ default: m.BahujanDirectoryPage })),
);
const SupportPage = lazyPage(() =>
  import('../features/static-pages/pages/SupportPage.tsx').then((m) => ({ default: m.SupportPage })),
);
const ServicesPage = lazyPage(() =>
  import('../features/static-pages/pages/ServicesPage.tsx').then((m) => ({ default: m.ServicesPage })),
);
const ServiceDetailPage = lazyPage(() =>
  import('../features/static-pages/pages/ServiceDetailPage.tsx').then((m) => ({ default: m.ServiceDetailPage })),
);
const MatrimonialPage = lazyPage(() =>
  import('../features/matrimonial/pages/MatrimonialPage.tsx').then((m) => ({
    default: m.MatrimonialPage,
    prefetch: m.prefetchMatrimonial,
  })),
);
const MatrimonialProfilePage = lazyPage(() =>
  import('../features/matrimonial/pages/MatrimonialProfilePage.tsx').then((m) => ({
    default: m.MatrimonialProfilePage,
    prefetch: m.prefetchMatrimonialProfile,
  })),
);
const MatrimonialRegisterPage = lazyPage(() =>
  import('../features/matrimonial/pages/MatrimonialRegisterPage.tsx').then((m) => ({
    default: m.MatrimonialRegisterPage,
  })),
);
const AdminMatrimonialPage = lazyPage(() =>
  import('../features/matrimonial/pages/AdminMatrimonialPage.tsx').then((m) => ({ default: m.AdminMatrimonialPage })),
);
const SuccessStoriesPage = lazyPage(() =>
  import('../features/static-pages/pages/SuccessStoriesPage.tsx').then((m) => ({ default: m.SuccessStoriesPage })),
);

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'admin-login', element: <AdminLoginPage /> },
  { path: 'logout', element: <LogoutPage /> },
  { path: 'bahujan-directory', element: <BahujanDirectoryPage /> },
  // Handles its own login redirect: it shows 'Loading...' rather than the auth check text.
  { path: 'upgrade-membership', element: <UpgradeMembershipPage /> },
  // Shared links open for visitors too, as the spec's Limited View.
  { path: 'user-profile/:userId', element: <UserProfilePage /> },
  // Public so shared links open; the pages ask visitors to log in (the API needs a token).
  { path: 'service-listings', element: <ListingsPage /> },
  { path: 'service-listings/:id', element: <ListingDetailsPage /> },
  { path: 'matrimonial', element: <MatrimonialPage /> },
  { path: 'matrimonial/profile/:id', element: <MatrimonialProfilePage /> },
  { path: 'matrimonial/success-stories', element: <SuccessStoriesPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'help', element: <SupportPage kind="help" /> },
  // The matrimonial upgrade modal's Upgrade Now points here.
  { path: 'pricing', element: <Navigate to="/upgrade-membership" replace /> },
  { path: 'report', element: <SupportPage kind="report" /> },
  { path: 'feedback', element: <SupportPage kind="feedback" /> },
  { path: 'latest-events', element: <NewsListPage /> },
  { path: 'news/:slug', element: <NewsArticlePage /> },
  // The spec's other name for the Q&A list.
  { path: 'questions-answers', element: <Navigate to="/questions" replace /> },
  { path: 'questions', element: <QuestionsPage /> },
  { path: 'questions/:id', element: <QuestionDetailPage /> },
  { path: 'forms/preview', element: <FormPreviewPage /> },
  { path: 'forms/:slug', element: <FormFillerPage /> },
  { path: 'services', element: <ServicesPage /> },
  { path: 'services/business', element: <ServiceDetailPage slug="business" /> },
  { path: 'services/jobs', element: <ServiceDetailPage slug="jobs" /> },
  { path: 'services/marriages', element: <ServiceDetailPage slug="marriages" /> },
  { path: 'services/training', element: <ServiceDetailPage slug="training" /> },
];

const protectedRoutes: RouteObject[] = [
  { path: 'profile', element: <ProfilePage /> },
  { path: 'reactivate-account', element: <ReactivateAccountPage /> },
  { path: 'directory', element: <DirectoryPage /> },
  { path: 'create-listing', element: <CreateListingPage /> },
  { path: 'create-question', element: <CreateQuestionPage /> },
  { path: 'questions/:id/edit', element: <EditQuestionPage /> },
  { path: 'matrimonial/register', element: <MatrimonialRegisterPage /> },
  { path: 'referral', element: <ReferralPage /> },
  { path: 'payments/:id/receipt', element: <ReceiptPage /> },
  { path: 'my-listings', element: <MyListingsPage /> },
];

// The spec sends non-admins from these to / (the other admin screens say Access Denied).
const adminRedirectRoutes: RouteObject[] = [
  { path: 'dashboard', element: <AdminDashboardPage /> },
  { path: 'users', element: <AdminUsersPage /> },
  { path: 'listings', element: <AdminListingsPage /> },
  {
    path: 'settings',
    element: (
      <SettingsTabs
        tabs={[
          { id: 'directory', label: 'Directory', panel: <DirectorySettingsPage /> },
          { id: 'site', label: 'Site', panel: <SiteSettingsPage /> },
        ]}
      />
    ),
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  { path: 'referrals', element: <AdminReferralsPage /> },
  { path: 'news', element: <AdminNewsPage /> },
  { path: 'qa', element: <AdminQaPage /> },
  { path: 'matrimonial', element: <AdminMatrimonialPage /> },
  { path: 'payments', element: <AdminPaymentsPage /> },
  { path: 'forms', element: <AdminFormsPage /> },
  { path: 'forms/new', element: <FormBuilderPage /> },
  { path: 'forms/:id/edit', element: <FormBuilderPage /> },
  { path: 'forms/:formId/submissions', element: <SubmissionsPage /> },
  { path: 'submissions/:id', element: <SubmissionDetailPage /> },
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <ScreenErrorBoundary>
        <RootLayout />
      </ScreenErrorBoundary>
    ),
    children: [
      ...publicRoutes,
      { element: <ProtectedRoute />, children: protectedRoutes },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: [
          { element: <AdminRoute redirectNonAdmins />, children: adminRedirectRoutes },
          { element: <AdminRoute />, children: adminRoutes },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Fetches the pages a URL draws (most often one) and starts their data, so that the first render has both. */
export function preloadRoute(url: URL, client: QueryClient): Promise<unknown> {
  const pages = (matchRoutes(routes, url.pathname) ?? []).map(({ route, params }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = type && (typeof type === 'function' || typeof type === 'object') && Reflect.get(type, 'preload');
    if (typeof preload !== 'function') return undefined;
    return (preload as () => Promise<{ prefetch?: PrefetchData }>)().then((page) =>
      page.prefetch?.(client, { params, searchParams: url.searchParams }),
    );
  });
  return Promise.all(pages);
}
