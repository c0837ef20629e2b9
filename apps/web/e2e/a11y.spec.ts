import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerViaApi, signIn } from './helpers';

const heading = (name: string) => (page: Page) => expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

const pages: { path: string; ready: (page: Page) => Promise<void>; signedIn?: boolean }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('link', { name: 'Consultant', exact: true })).toBeVisible() },
  { path: '/login', ready: (page) => expect(page.getByLabel('Password', { exact: true })).toBeVisible() },
  {
    path: '/register',
    ready: (page) => expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible(),
  },
  { path: '/about', ready: heading('About Us') },
  { path: '/faq', ready: heading('Frequently Asked Questions') },
  { path: '/privacy-policy', ready: heading('Privacy Policy') },
  { path: '/terms', ready: heading('Terms of Service') },
  { path: '/bahujan-directory', ready: (page) => expect(page.getByRole('link', { name: /Join Free/ })).toBeVisible() },
  {
    path: '/directory',
    signedIn: true,
    // A free member sees the premium prompt once the directory has loaded, whoever else is listed.
    ready: async (page) => {
      await expect(page.getByText('Premium access required for contact details').first()).toBeVisible();
      await expect(page.getByText('Loading members...')).toHaveCount(0);
    },
  },
  {
    path: '/upgrade-membership',
    signedIn: true,
    ready: (page) => expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible(),
  },
  { path: '/referral', signedIn: true, ready: (page) => expect(page.getByText('Total Referrals')).toBeVisible() },
  {
    path: '/profile',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Complete Your Profile', level: 1 })).toBeVisible(),
  },
  // Profile -> Blocked members (issue 34), as a member who blocked nobody sees it.
  {
    path: '/profile/blocked',
    signedIn: true,
    ready: (page) => expect(page.getByText('You have not blocked anyone.')).toBeVisible(),
  },
  {
    path: '/service-listings',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Business Directory', level: 1 })).toBeVisible(),
  },
];

// Every screen at a phone's size and a laptop's: the layouts differ (bottom bar, menu, card grids).
const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'laptop', size: { width: 1280, height: 800 } },
];

for (const { path, ready, signedIn } of pages)
  for (const viewport of viewports) {
    test(`${path} has no serious or critical accessibility violations (${viewport.name})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport.size);
      if (signedIn) await signIn(page, await registerViaApi(request));
      await page.goto(path);
      await ready(page);
      await expectAccessible(page);
    });
  }
