import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminRoute } from '../auth/AdminRoute.tsx';
import { ProtectedRoute } from '../auth/ProtectedRoute.tsx';
import { ErrorScreen } from '../layout/ErrorScreen.tsx';
import { NotFound } from '../layout/NotFound.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';

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
const ComingSoonPage = lazy(() =>
  import('../features/coming-soon/pages/ComingSoonPage.tsx').then((m) => ({ default: m.ComingSoonPage })),
);

/** A route whose screen a later issue builds. */
const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoonPage title={title} /> });

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'admin-login', element: <AdminLoginPage /> },
  { path: 'logout', element: <LogoutPage /> },
  soon('bahujan-directory', 'Free Community Membership'),
  soon('upgrade-membership', 'Upgrade to Premium'),
  soon('service-listings', 'Business Directory'),
  soon('service-listings/:id', 'Service Details'),
  soon('matrimonial', 'Matrimonial'),
  soon('matrimonial/profile/:id', 'Matrimonial Profile'),
  soon('matrimonial/success-stories', 'Success Stories'),
  soon('privacy-policy', 'Privacy Policy'),
  soon('terms', 'Terms of Service'),
  soon('faq', 'Frequently Asked Questions'),
  soon('about', 'About Us'),
  soon('help', 'Help Centre'),
  soon('pricing', 'Pricing'),
  soon('report', 'Report a Problem'),
  soon('feedback', 'Feedback'),
  soon('latest-events', 'Latest News & Events'),
  soon('news/:slug', 'News Article'),
  soon('questions-answers', 'Questions & Answers'),
  soon('questions', 'Questions & Answers'),
  soon('questions/:id', 'Question'),
  soon('forms/preview', 'Form Preview'),
  soon('forms/:slug', 'Form'),
  soon('services', 'Our Services'),
  soon('services/business', 'Business Services'),
  soon('services/jobs', 'Jobs'),
  soon('services/marriages', 'Marriages'),
  soon('services/training', 'Training'),
];

const protectedRoutes: RouteObject[] = [
  { path: 'profile', element: <ProfilePage /> },
  { path: 'reactivate-account', element: <ReactivateAccountPage /> },
  soon('directory', 'Member Directory'),
  soon('user-profile/:userId', 'Member Profile'),
  soon('create-listing', 'Add New Service Listing'),
  soon('create-question', 'Ask a Question'),
  soon('questions/:id/edit', 'Edit Question'),
  soon('matrimonial/register', 'Create Matrimonial Profile'),
  soon('referral', 'Referral Programme'),
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  soon('dashboard', 'Admin Dashboard'),
  soon('users', 'User Management'),
  soon('referrals', 'Referral Management'),
  soon('listings', 'Listing Management'),
  soon('news', 'News and Events Management'),
  soon('qa', 'Q&A Management'),
  soon('matrimonial', 'Matrimonial Management'),
  soon('payments', 'Payments'),
  soon('settings', 'Directory Settings'),
  soon('forms', 'Form Management'),
  soon('forms/new', 'Create New Form'),
  soon('forms/:id/edit', 'Edit Form'),
  soon('forms/:formId/submissions', 'Form Submissions'),
  soon('submissions/:id', 'Submission Details'),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      ...publicRoutes,
      { element: <ProtectedRoute />, children: protectedRoutes },
      { path: 'admin', element: <AdminRoute />, children: adminRoutes },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
