import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AdminRoute } from '../auth/AdminRoute.tsx';
import { ProtectedRoute } from '../auth/ProtectedRoute.tsx';
import { NotFound } from '../layout/NotFound.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { ScreenErrorBoundary } from '../layout/ScreenErrorBoundary.tsx';

// Every page is its own chunk: a phone on mobile data downloads only the screen it opens.
const HomePage = lazy(() => import('../features/home/pages/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/pages/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })),
);
const AdminLoginPage = lazy(() =>
  import('../features/auth/pages/AdminLoginPage.tsx').then((m) => ({ default: m.AdminLoginPage })),
);
const ReactivateAccountPage = lazy(() =>
  import('../features/auth/pages/ReactivateAccountPage.tsx').then((m) => ({ default: m.ReactivateAccountPage })),
);
const LogoutPage = lazy(() => import('../features/auth/pages/LogoutPage.tsx').then((m) => ({ default: m.LogoutPage })));
const ProfilePage = lazy(() =>
  import('../features/profile/pages/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
);
const UserProfilePage = lazy(() =>
  import('../features/users/pages/UserProfilePage.tsx').then((m) => ({ default: m.UserProfilePage })),
);
const DirectoryPage = lazy(() =>
  import('../features/directory/pages/DirectoryPage.tsx').then((m) => ({ default: m.DirectoryPage })),
);
const UpgradeMembershipPage = lazy(() =>
  import('../features/membership/pages/UpgradeMembershipPage.tsx').then((m) => ({ default: m.UpgradeMembershipPage })),
);
const ReceiptPage = lazy(() =>
  import('../features/membership/pages/ReceiptPage.tsx').then((m) => ({ default: m.ReceiptPage })),
);
const ListingsPage = lazy(() =>
  import('../features/listings/pages/ListingsPage.tsx').then((m) => ({ default: m.ListingsPage })),
);
const ListingDetailsPage = lazy(() =>
  import('../features/listings/pages/ListingDetailsPage.tsx').then((m) => ({ default: m.ListingDetailsPage })),
);
const CreateListingPage = lazy(() =>
  import('../features/listings/pages/CreateListingPage.tsx').then((m) => ({ default: m.CreateListingPage })),
);
const AdminListingsPage = lazy(() =>
  import('../features/listings/pages/AdminListingsPage.tsx').then((m) => ({ default: m.AdminListingsPage })),
);
const NewsListPage = lazy(() =>
  import('../features/news/pages/NewsListPage.tsx').then((m) => ({ default: m.NewsListPage })),
);
const NewsArticlePage = lazy(() =>
  import('../features/news/pages/NewsArticlePage.tsx').then((m) => ({ default: m.NewsArticlePage })),
);
const AdminNewsPage = lazy(() =>
  import('../features/news/pages/AdminNewsPage.tsx').then((m) => ({ default: m.AdminNewsPage })),
);
const AdminLayout = lazy(() =>
  import('../features/admin/components/AdminLayout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin/pages/AdminDashboardPage.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminPaymentsPage = lazy(() =>
  import('../features/payments/pages/AdminPaymentsPage.tsx').then((m) => ({ default: m.AdminPaymentsPage })),
);
const AdminUsersPage = lazy(() =>
  import('../features/users/pages/AdminUsersPage.tsx').then((m) => ({ default: m.AdminUsersPage })),
);
const AdminReferralsPage = lazy(() =>
  import('../features/referrals/pages/AdminReferralsPage.tsx').then((m) => ({ default: m.AdminReferralsPage })),
);
const DirectorySettingsPage = lazy(() =>
  import('../features/directory/pages/DirectorySettingsPage.tsx').then((m) => ({
    default: m.DirectorySettingsPage,
  })),
);
const SettingsTabs = lazy(() =>
  import('../components/admin/SettingsTabs.tsx').then((m) => ({ default: m.SettingsTabs })),
);
const SiteSettingsPage = lazy(() =>
  import('../features/site-settings/pages/SiteSettingsPage.tsx').then((m) => ({ default: m.SiteSettingsPage })),
);
const QuestionsPage = lazy(() =>
  import('../features/questions/pages/QuestionsPage.tsx').then((m) => ({ default: m.QuestionsPage })),
);
const QuestionDetailPage = lazy(() =>
  import('../features/questions/pages/QuestionDetailPage.tsx').then((m) => ({ default: m.QuestionDetailPage })),
);
const CreateQuestionPage = lazy(() =>
  import('../features/questions/pages/CreateQuestionPage.tsx').then((m) => ({ default: m.CreateQuestionPage })),
);
const EditQuestionPage = lazy(() =>
  import('../features/questions/pages/EditQuestionPage.tsx').then((m) => ({ default: m.EditQuestionPage })),
);
const AdminQaPage = lazy(() =>
  import('../features/questions/pages/AdminQaPage.tsx').then((m) => ({ default: m.AdminQaPage })),
);
const AdminFormsPage = lazy(() =>
  import('../features/forms/pages/AdminFormsPage.tsx').then((m) => ({ default: m.AdminFormsPage })),
);
const FormFillerPage = lazy(() =>
  import('../features/forms/pages/FormFillerPage.tsx').then((m) => ({ default: m.FormFillerPage })),
);
const FormPreviewPage = lazy(() =>
  import('../features/forms/pages/FormPreviewPage.tsx').then((m) => ({ default: m.FormPreviewPage })),
);
const FormBuilderPage = lazy(() =>
  import('../features/forms/pages/FormBuilderPage.tsx').then((m) => ({ default: m.FormBuilderPage })),
);
const SubmissionsPage = lazy(() =>
  import('../features/submissions/pages/SubmissionsPage.tsx').then((m) => ({ default: m.SubmissionsPage })),
);
const SubmissionDetailPage = lazy(() =>
  import('../features/submissions/pages/SubmissionDetailPage.tsx').then((m) => ({ default: m.SubmissionDetailPage })),
);
const MyListingsPage = lazy(() =>
  import('../features/listings/pages/MyListingsPage.tsx').then((m) => ({ default: m.MyListingsPage })),
);

const ReferralPage = lazy(() =>
  import('../features/referrals/pages/ReferralPage.tsx').then((m) => ({ default: m.ReferralPage })),
);
const AboutPage = lazy(() =>
  import('../features/static-pages/pages/AboutPage.tsx').then((m) => ({ default: m.AboutPage })),
);
const FaqPage = lazy(() => import('../features/static-pages/pages/FaqPage.tsx').then((m) => ({ default: m.FaqPage })));
const PrivacyPolicyPage = lazy(() =>
  import('../features/static-pages/pages/PrivacyPolicyPage.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsPage = lazy(() =>
  import('../features/static-pages/pages/TermsPage.tsx').then((m) => ({ default: m.TermsPage })),
);
const BahujanDirectoryPage = lazy(() =>
  import('../features/static-pages/pages/BahujanDirectoryPage.tsx').then((m) => ({ default: m.BahujanDirectoryPage })),
);
const SupportPage = lazy(() =>
  import('../features/static-pages/pages/SupportPage.tsx').then((m) => ({ default: m.SupportPage })),
);
const ServicesPage = lazy(() =>
  import('../features/static-pages/pages/ServicesPage.tsx').then((m) => ({ default: m.ServicesPage })),
);
const ServiceDetailPage = lazy(() =>
  import('../features/static-pages/pages/ServiceDetailPage.tsx').then((m) => ({ default: m.ServiceDetailPage })),
);
const MatrimonialPage = lazy(() =>
  import('../features/matrimonial/pages/MatrimonialPage.tsx').then((m) => ({ default: m.MatrimonialPage })),
);
const MatrimonialProfilePage = lazy(() =>
  import('../features/matrimonial/pages/MatrimonialProfilePage.tsx').then((m) => ({
    default: m.MatrimonialProfilePage,
  })),
);
const MatrimonialRegisterPage = lazy(() =>
  import('../features/matrimonial/pages/MatrimonialRegisterPage.tsx').then((m) => ({
    default: m.MatrimonialRegisterPage,
  })),
);
const AdminMatrimonialPage = lazy(() =>
  import('../features/matrimonial/pages/AdminMatrimonialPage.tsx').then((m) => ({ default: m.AdminMatrimonialPage })),
);
const SuccessStoriesPage = lazy(() =>
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
