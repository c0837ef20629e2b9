import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { promoteToPremium } from './db';
import { writePng } from './png';
import {
  adminSignIn,
  atPath,
  expectAccessible,
  phonePattern,
  type RegisteredMember,
  registerViaApi,
  signIn,
} from './helpers';

const PREMIUM_PROMPT = 'Premium access required for contact details';

/** A title no other test uses; its one unusual word is what the tests search for. */
const uniqueTitle = (service: string) => {
  const word = `Sangamtest${randomInt(100_000, 1_000_000)}`;
  return { word, title: `${word} ${service}` };
};

/** A 320x180 RGB gradient as a PNG file in a temporary directory; returns its path. */
const writeTestPng = () =>
  writePng(fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-listing-')), 'shop.png', [320, 180], (x, y) => [
    (x * 255) / 320,
    (y * 255) / 180,
    160,
  ]);

// ---- Set-up through the API ----

interface ListingBody {
  title: string;
  category: string;
  description: string;
  contactPhone: string;
  premiumRequired?: boolean;
}

async function createListingViaApi(
  request: APIRequestContext,
  owner: RegisteredMember,
  body: ListingBody,
): Promise<string> {
  const res = await request.post('/api/listings', { data: body, headers: { Authorization: `Bearer ${owner.token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { listing: { _id: string } }).listing._id;
}

/** A new member and their listing of `service` (a unique title, their phone as the contact), made through the API. */
async function newMembersListing(
  request: APIRequestContext,
  service: string,
  body: Omit<ListingBody, 'title' | 'contactPhone'>,
) {
  const owner = await registerViaApi(request);
  const { word, title } = uniqueTitle(service);
  await createListingViaApi(request, owner, { title, ...body, contactPhone: owner.phoneNumber });
  return { owner, word, title };
}

async function searchListings(page: Page, term: string): Promise<void> {
  await page.getByPlaceholder('Search for services...').fill(term);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${term}(?:&|$)`));
}

const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

test('a member creates a listing with an image and finds it in the Business Directory', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const { word, title } = uniqueTitle('Plumbing Works');
  await signIn(page, member);
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Add New Service Listing' })).toBeVisible();

  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Category *').selectOption('Plumber');
  await page.getByLabel('Description *').fill('Leaking taps, blocked drains and new fittings, the same day.');
  await page.getByLabel('Contact Phone *').fill(member.phoneNumber);

  await page.locator('input[type="file"]').setInputFiles(writeTestPng());
  const cropper = page.getByRole('dialog', { name: 'Crop Listing Image' });
  await expect(cropper).toBeVisible();
  await cropper.getByRole('button', { name: 'Apply' }).click();
  await expect(cropper).toBeHidden();
  await expect(page.getByAltText('Selected image preview')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText('Service listing created successfully!')).toBeVisible();
  await expect(page).toHaveURL(atPath('/service-listings'));

  await searchListings(page, word);
  const created = card(page, title);
  await expect(created).toBeVisible();
  await expect(page.getByText('Showing 1 service')).toBeVisible();
  await expect(created.getByText(`By: ${member.name}`)).toBeVisible();
  await expect(created.getByRole('img', { name: title })).toHaveAttribute('src', /^\/api\/media\//);
  await expect(created.getByRole('link', { name: phonePattern(member.phoneNumber) })).toHaveAttribute('href', /^tel:/);
});

test('a premium-only listing hides the phone from a free member and shows it to a premium member', async ({
  page,
  browser,
  request,
}) => {
  const { owner, word, title } = await newMembersListing(request, 'Home Tuition', {
    category: 'Tutor',
    description: 'Maths and science for classes 6 to 10.',
    premiumRequired: true,
  });

  const free = await registerViaApi(request);
  await signIn(page, free);
  await page.goto(`/service-listings?search=${word}`);
  const freeCard = card(page, title);
  await expect(freeCard.getByText(PREMIUM_PROMPT)).toBeVisible();
  await expect(freeCard.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/upgrade-membership',
  );
  await expect(page.locator('main')).not.toContainText(phonePattern(owner.phoneNumber));

  const premium = await registerViaApi(request);
  promoteToPremium(premium.phoneNumber);
  const premiumContext = await browser.newContext();
  const premiumPage = await premiumContext.newPage();
  try {
    await signIn(premiumPage, premium);
    await premiumPage.goto(`/service-listings?search=${word}`);
    const premiumCard = card(premiumPage, title);
    // Issue 36: revealed with a tap (logged), not carried by the list.
    await expect(premiumCard.getByRole('link', { name: phonePattern(owner.phoneNumber) })).toHaveCount(0);
    await premiumCard.getByRole('button', { name: /^Show contact/ }).click();
    await expect(premiumCard.getByRole('link', { name: phonePattern(owner.phoneNumber) })).toBeVisible();
    await expect(premiumCard.getByText(PREMIUM_PROMPT)).toHaveCount(0);
  } finally {
    await premiumContext.close();
  }
});

test('the admin sets a listing to Pending and members no longer find it', async ({ page, browser, request }) => {
  const { word, title } = await newMembersListing(request, 'Wedding Photography', {
    category: 'Photographer',
    description: 'Weddings, engagements and family portraits.',
  });

  await adminSignIn(page);

  await page.goto(`/admin/listings?search=${word}`);
  await expect(page.getByRole('heading', { name: 'Listing Management', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Set Pending: ${title}` }).click();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve: ${title}` })).toBeVisible();

  const member = await registerViaApi(request);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  try {
    await signIn(memberPage, member);
    await memberPage.goto(`/service-listings?search=${word}`);
    await expect(memberPage.getByText('No listings found')).toBeVisible();
    await expect(memberPage.getByText('Showing 0 services')).toBeVisible();
  } finally {
    await memberContext.close();
  }
});

test('a member who is not an admin is sent home from listing management', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/admin/listings');
  await expect(page).toHaveURL(atPath('/'));
});

for (const pagePath of ['/service-listings', '/create-listing']) {
  test(`${pagePath} has no serious or critical accessibility violations`, async ({ page, request }) => {
    // A card on the list, so the scan covers one.
    const { owner: member } = await newMembersListing(request, 'Electrical Repairs', {
      category: 'Electrician',
      description: 'Wiring, fans and inverters.',
    });
    await signIn(page, member);
    await page.goto(pagePath);
    if (pagePath === '/service-listings') await expect(page.getByText(/Showing \d+ services?/)).toBeVisible();
    else await expect(page.getByLabel('Title *')).toBeVisible();
    await expectAccessible(page);
  });
}
