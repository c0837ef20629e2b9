import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/dialect.ts';
import type { UserRow } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { checkImageBytes } from '../features/media/upload-checks.service.ts';
import { replaceMedia } from '../features/media/media.service.ts';
import { decodeImageDataUrl } from '../lib/images.ts';
import { insertListing } from '../features/listings/listings.queries.ts';
import { grantTierRewards } from '../features/referrals/referral-rewards.service.ts';
import { completePendingReferral, insertReferral } from '../features/referrals/referrals.queries.ts';
import { countUsers, updateUser } from '../features/members/members.queries.ts';
import { upsertAccount } from './accounts.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoNews } from './demo-news.ts';
import { seedDemoQuestions } from './demo-questions.ts';
import { seedDemoForms } from './demo-forms.ts';
import { seedDemoMatrimonial } from './demo-matrimonial.ts';
import { drawAvatar, drawBanner } from './pictures.ts';
import { seedDemoSiteSettings } from './demo-site-settings.ts';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

type DemoMember = {
  name: string;
  occupation: string;
  bio: string;
  interests: string[];
  address?: string;
  email?: string;
  plan?: 'free' | 'premium' | 'expired';
  status?: 'suspended' | 'deactivated';
  photo?: boolean;
  /** Index in this list of the member who referred them. */
  referredBy?: number;
};

/** The demo community: every plan and state, and enough members that every screen has something to show. */
const MEMBERS: DemoMember[] = [
  {
    name: 'Asha Kamble',
    occupation: 'Doctor',
    plan: 'premium',
    photo: true,
    address: 'Kothrud, Pune',
    email: 'asha.kamble@example.com',
    bio: 'Family physician in Pune. Happy to guide young members into medicine.',
    interests: ['Health', 'Mentoring', 'Yoga'],
  },
  {
    name: 'Ravi Jadhav',
    occupation: 'Electrician',
    photo: true,
    address: 'Nashik',
    bio: 'Licensed electrician, residential and small commercial work.',
    interests: ['Solar', 'Cricket'],
    referredBy: 0,
  },
  { name: 'Meena Gaikwad', occupation: 'Teacher', bio: '', interests: ['Education'], referredBy: 0 },
  {
    name: 'Sunil Pawar',
    occupation: 'Web Developer',
    plan: 'expired',
    photo: true,
    bio: 'Builds websites for small businesses.',
    interests: ['Technology', 'Startups', 'Music'],
    referredBy: 0,
  },
  {
    name: 'Kavita Shinde',
    occupation: 'Photographer',
    status: 'suspended',
    bio: 'Wedding and event photography.',
    interests: ['Photography'],
  },
  {
    name: 'Prakash More',
    occupation: 'Consultant',
    status: 'deactivated',
    bio: 'Business and tax consultant.',
    interests: ['Finance'],
  },
  {
    name: 'Deepak Sonawane',
    occupation: 'Plumber',
    photo: true,
    address: 'Thane',
    bio: 'Plumbing repairs and new fittings, 15 years of experience.',
    interests: ['Home repair', 'Kabaddi'],
    referredBy: 0,
  },
  {
    name: 'Pooja Bansode',
    occupation: 'Designer',
    plan: 'premium',
    photo: true,
    email: 'pooja.designs@example.com',
    bio: 'Graphic designer: logos, wedding cards and shop signboards.',
    interests: ['Art', 'Branding', 'Travel'],
    referredBy: 0,
  },
  {
    name: 'Anil Wankhede',
    occupation: 'Carpenter',
    photo: true,
    bio: 'Custom furniture and modular kitchens.',
    interests: ['Woodwork', 'Cricket'],
    referredBy: 1,
  },
  {
    name: 'Sneha Salve',
    occupation: 'Chef',
    bio: 'Home catering for functions up to 200 guests.',
    interests: ['Cooking', 'Events'],
    referredBy: 0,
  },
  { name: 'Rahul Khandare', occupation: 'Data Entry', bio: '', interests: ['Computers'], referredBy: 1 },
  {
    name: 'Nisha Ingle',
    occupation: 'Writer',
    photo: true,
    bio: 'Marathi and English content writer and translator.',
    interests: ['Literature', 'Translation', 'History'],
  },
];

/** Demo listings; `owner` is an index into MEMBERS. */
const LISTINGS = [
  {
    owner: 6,
    title: 'Sonawane Plumbing Works',
    category: 'Plumber',
    description:
      'Leak repairs, bathroom fittings and water tank cleaning across Thane. Same-day visits for emergencies.',
    image: true,
  },
  {
    owner: 1,
    title: 'Jadhav Electricals',
    category: 'Electrician',
    description: 'House wiring, inverter and solar installation, fan and light repairs. Licensed and insured.',
    image: true,
    premiumRequired: true,
  },
  {
    owner: 8,
    title: 'Wankhede Furniture Studio',
    category: 'Carpenter',
    description: 'Custom wardrobes, beds and modular kitchens made to measure, with a one-year warranty.',
    image: true,
  },
  {
    owner: 9,
    title: 'Sneha Home Catering',
    category: 'Catering',
    description: 'Maharashtrian and North Indian menus for weddings, naming ceremonies and office lunches.',
    premiumRequired: true,
  },
  {
    owner: 7,
    title: 'Pooja Designs',
    category: 'Other: Graphic Design',
    description: 'Logos, wedding invitations, shop boards and social media posts in Marathi, Hindi and English.',
    image: true,
  },
  {
    owner: 2,
    title: 'Meena Tuition Classes',
    category: 'Tutor',
    description: 'Maths and science tuition for classes 5 to 10, small batches, evening timings.',
  },
  {
    owner: 0,
    title: 'Kamble Family Clinic',
    category: 'Other: Clinic',
    description: 'General physician consultations, health check-ups and vaccinations. Open six days a week.',
    premiumRequired: true,
  },
] as const;

export type DemoCredentials = { adminPhone: string; memberPhones: string[]; password: string };

const phoneOf = (index: number) => `90000000${String(index + 2).padStart(2, '0')}`;

/**
 * Seeds once, on an empty database, and never where an admin is configured (ADMIN_PHONE means a real site:
 * demo premium members there could read every contact). The demo password is random per install, long
 * enough for an admin, and kept in DATA_DIR.
 */
export async function seedDemo(
  db: Db,
  dataDir: string,
  { adminConfigured }: { adminConfigured: boolean },
): Promise<DemoCredentials | undefined> {
  if (adminConfigured) return undefined;
  if ((await countUsers(db)) > 0) return readDemoCredentials(dataDir);

  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const demoAdmin = await upsertAccount(db, {
    name: 'Demo Admin',
    phoneNumber: '9000000001',
    passwordHash,
    occupation: 'Administrator',
    planType: 'admin',
    createdAt: daysAgo(400),
  });
  const created: UserRow[] = [];
  const purchases: { member: UserRow; at: string }[] = [];
  for (const [index, m] of MEMBERS.entries()) {
    const createdAt = daysAgo(200 - index * 16);
    const premiumFrom = m.plan === 'expired' ? daysAgo(400) : createdAt;
    const member = await upsertAccount(db, {
      name: m.name,
      phoneNumber: phoneOf(index),
      passwordHash,
      occupation: m.occupation,
      profession: m.occupation,
      bio: m.bio,
      address: m.address ?? '',
      email: m.email ?? null,
      interests: JSON.stringify(m.interests),
      // Premium comes from a demo payment below, through grantPremium like any purchase.
      planType: 'free',
      premiumExpiresAt: null,
      accountStatus: m.status ?? 'active',
      createdAt,
    });
    if (m.photo) {
      const photo = await demoImage(await drawAvatar(m.name), { width: 512, height: 512 });
      await replaceMedia(db, { ownerId: member.id, access: 'public', previous: [], next: [photo] });
      await updateUser(db, member.id, { profileImageId: photo.id });
    }
    const referrer = m.referredBy === undefined ? undefined : created[m.referredBy];
    if (referrer) {
      await updateUser(db, member.id, { referredById: referrer.id });
      await insertReferral(db, { id: newId(), referrerId: referrer.id, referredId: member.id, createdAt });
      // As in real life: the referral completes once the new member has written a bio.
      if (m.bio) {
        await completePendingReferral(db, member.id, createdAt);
        await grantTierRewards(db, referrer.id, createdAt);
      }
    }
    if (m.plan === 'premium' || m.plan === 'expired') purchases.push({ member, at: premiumFrom });
    created.push(member);
  }
  await seedDemoPayments(db, purchases);
  for (const [index, l] of LISTINGS.entries()) {
    const owner = created[l.owner]!;
    const image = 'image' in l ? await demoImage(await drawBanner(l.title), { width: 1280, height: 720 }) : null;
    await replaceMedia(db, { ownerId: owner.id, access: 'public', previous: [], next: [image] });
    const imageId = image?.id ?? null;
    const at = daysAgo(30 - index * 4);
    await insertListing(db, {
      id: newId(),
      ownerId: owner.id,
      title: l.title,
      category: l.category.replace(/^Other: /, ''),
      description: l.description,
      contactPhone: owner.phoneNumber,
      contactEmail: owner.email,
      imageId,
      premiumRequired: 'premiumRequired' in l ? 1 : 0,
      approved: 1,
      createdAt: at,
      updatedAt: at,
    });
  }
  await seedDemoNews(db, demoAdmin.id, created);
  await seedDemoQuestions(db, created);
  await seedDemoForms(db, demoAdmin, created);
  await seedDemoMatrimonial(db, created);
  await seedDemoSiteSettings(db);
  const credentials = {
    adminPhone: '9000000001',
    memberPhones: MEMBERS.map((_, i) => phoneOf(i)),
    password,
  };
  writeFileSync(path.join(dataDir, 'demo-credentials.json'), JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

function readDemoCredentials(dataDir: string): DemoCredentials | undefined {
  const file = path.join(dataDir, 'demo-credentials.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials) : undefined;
}

const demoImage = (dataUrl: string, box: { width: number; height: number }) =>
  checkImageBytes(decodeImageDataUrl(dataUrl), { field: 'image', box, wrongType: 'bad demo image' });
