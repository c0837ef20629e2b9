import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PREMIUM } from '@sangam/shared/limits';
import type { Db } from '../db/dialect.ts';
import { newId } from '../lib/ids.ts';
import { addMs, nowIso } from '../lib/time.ts';
import { insertReferral } from '../features/referrals/referrals.queries.ts';
import { upsertAccount } from './accounts.ts';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/** The demo community: one member of each plan and state, so every screen has something to show. */
const MEMBERS = [
  { name: 'Asha Kamble', phoneNumber: '9000000002', occupation: 'Doctor', planType: 'premium', premium: true, bio: 'Family physician in Pune. Happy to guide young members into medicine.', interests: ['Health', 'Mentoring', 'Yoga'] },
  { name: 'Ravi Jadhav', phoneNumber: '9000000003', occupation: 'Electrician', planType: 'free', bio: 'Licensed electrician, residential and small commercial work.', interests: ['Solar', 'Cricket'] },
  { name: 'Meena Gaikwad', phoneNumber: '9000000004', occupation: 'Teacher', planType: 'free', bio: '', interests: ['Education'] },
  { name: 'Sunil Pawar', phoneNumber: '9000000005', occupation: 'Web Developer', planType: 'premium', premiumExpired: true, bio: 'Builds websites for small businesses.', interests: ['Technology', 'Startups', 'Music'] },
  { name: 'Kavita Shinde', phoneNumber: '9000000006', occupation: 'Photographer', planType: 'free', accountStatus: 'suspended', bio: 'Wedding and event photography.', interests: ['Photography'] },
  { name: 'Prakash More', phoneNumber: '9000000007', occupation: 'Consultant', planType: 'free', accountStatus: 'deactivated', bio: 'Business and tax consultant.', interests: ['Finance'] },
] as const;

export type DemoCredentials = { adminPhone: string; memberPhones: string[]; password: string };

/** Seeds once, on an empty database. The demo password is random per install and kept in DATA_DIR. */
export async function seedDemo(db: Db, dataDir: string, createAdmin: boolean): Promise<DemoCredentials | undefined> {
  const count = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > (createAdmin ? 0 : 1)) return readDemoCredentials(dataDir);

  const password = randomBytes(6).toString('base64url');
  const admin = createAdmin
    ? await upsertAccount(db, { name: 'Demo Admin', phoneNumber: '9000000001', password, occupation: 'Administrator', planType: 'admin', createdAt: daysAgo(400) })
    : undefined;
  let day = 120;
  for (const m of MEMBERS) {
    const createdAt = daysAgo((day -= 17));
    const premiumFrom = 'premiumExpired' in m ? daysAgo(400) : createdAt;
    const member = await upsertAccount(db, {
      name: m.name,
      phoneNumber: m.phoneNumber,
      password,
      occupation: m.occupation,
      profession: m.occupation,
      bio: m.bio,
      interests: JSON.stringify(m.interests),
      planType: m.planType,
      premiumExpiresAt: m.planType === 'premium' ? addMs(premiumFrom, PREMIUM.validityDays * DAY) : null,
      accountStatus: 'accountStatus' in m ? m.accountStatus : 'active',
      createdAt,
      referredById: admin?.id ?? null,
    });
    if (admin) {
      await insertReferral(db, { id: newId(), referrerId: admin.id, referredId: member.id, createdAt });
      if (m.bio) await db.updateTable('referrals').set({ status: 'completed', completedAt: nowIso() }).where('referredId', '=', member.id).execute();
    }
  }
  const credentials = { adminPhone: createAdmin ? '9000000001' : '', memberPhones: MEMBERS.map((m) => m.phoneNumber), password };
  writeFileSync(path.join(dataDir, 'demo-credentials.json'), JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

function readDemoCredentials(dataDir: string): DemoCredentials | undefined {
  const file = path.join(dataDir, 'demo-credentials.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials) : undefined;
}
