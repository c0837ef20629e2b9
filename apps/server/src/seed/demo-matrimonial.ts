import type { Db } from '../db/dialect.ts';
import type { MatrimonialProfilesTable, UserRow } from '../db/types.ts';
import { checkImageBytes } from '../features/media/upload-checks.service.ts';
import { replaceMedia } from '../features/media/media.service.ts';
import { insertProfile, replacePhotoRows } from '../features/matrimonial/matrimonial.queries.ts';
import { decodeImageDataUrl } from '../lib/images.ts';
import { newId } from '../lib/ids.ts';
import { drawAvatar } from './pictures.ts';

type DemoProfile = {
  /** Index into the demo members: whose profile it is. */
  owner: number;
  profileType: MatrimonialProfilesTable['profileType'];
  fullName: string;
  dateOfBirth: string;
  gender: 'male' | 'female';
  city: string;
  education: string;
  occupation: string;
  status: 'approved' | 'pending' | 'rejected';
  photos: number;
  adminNotes?: string;
  aboutMe: string;
};

const PROFILES: DemoProfile[] = [
  {
    owner: 0,
    profileType: 'daughter',
    fullName: 'प्रिया Kamble',
    dateOfBirth: '1998-03-14',
    gender: 'female',
    city: 'Pune',
    education: 'MBBS',
    occupation: 'Doctor',
    status: 'approved',
    photos: 2,
    aboutMe: 'Resident doctor at a Pune hospital. Loves classical music and trekking in the Sahyadris.',
  },
  {
    owner: 1,
    profileType: 'self',
    fullName: 'Ravi Jadhav',
    dateOfBirth: '1994-11-02',
    gender: 'male',
    city: 'Nashik',
    education: 'ITI Electrical',
    occupation: 'Electrician',
    status: 'approved',
    photos: 1,
    aboutMe: 'Runs his own electrical contracting business. Family-oriented, enjoys cricket.',
  },
  {
    owner: 3,
    profileType: 'brother',
    fullName: 'Amit Pawar',
    dateOfBirth: '1996-07-21',
    gender: 'male',
    city: 'Mumbai',
    education: 'B.E. Computer',
    occupation: 'Software Engineer',
    status: 'approved',
    photos: 3,
    aboutMe: 'Works at a product company in Mumbai. Reads history and cooks on weekends.',
  },
  {
    owner: 2,
    profileType: 'sister',
    fullName: 'Sunita Gaikwad',
    dateOfBirth: '1999-01-09',
    gender: 'female',
    city: 'Aurangabad',
    education: 'M.Sc.',
    occupation: 'Teacher',
    status: 'pending',
    photos: 1,
    aboutMe: 'Teaches science at a secondary school. Enjoys gardening and Marathi literature.',
  },
  {
    owner: 8,
    profileType: 'son',
    fullName: 'Rohit Wankhede',
    dateOfBirth: '1993-05-30',
    gender: 'male',
    city: 'Nagpur',
    education: 'B.Com',
    occupation: 'Accountant',
    status: 'rejected',
    photos: 1,
    adminNotes: 'Please add a clear recent photo and your education details.',
    aboutMe: 'Accountant in the family business.',
  },
];

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const lower = (text: string) => text.toLowerCase();

/** Approved, pending and rejected matrimonial profiles with drawn photos (no real faces), for the demo members. */
export async function seedDemoMatrimonial(db: Db, members: UserRow[]): Promise<void> {
  for (const [index, p] of PROFILES.entries()) {
    const owner = members[p.owner];
    if (!owner) continue;
    const id = newId();
    const photos = [];
    for (let n = 0; n < p.photos; n++) {
      const bytes = decodeImageDataUrl(await drawAvatar(`${p.fullName} ${n}`));
      photos.push(
        await checkImageBytes(bytes, {
          field: 'profileImages',
          box: { width: 800, height: 800 },
          wrongType: 'bad demo image',
        }),
      );
    }
    const photoIds = await replaceMedia(db, { ownerId: owner.id, access: 'members', previous: [], next: photos });
    const at = daysAgo(20 - index * 3);
    const state = 'Maharashtra';
    const caste = 'Mahar';
    await insertProfile(db, {
      id,
      userId: owner.id,
      profileType: p.profileType,
      fullName: p.fullName,
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
      height: p.gender === 'male' ? '5\'9"' : '5\'4"',
      weight: '',
      contactNumber: owner.phoneNumber,
      email: owner.email ?? '',
      city: p.city,
      state,
      country: 'India',
      caste,
      subCaste: '',
      religion: 'Buddhist',
      education: p.education,
      occupation: p.occupation,
      income: '',
      familyType: index % 2 ? 'joint' : 'nuclear',
      fatherOccupation: 'Retired teacher',
      motherOccupation: 'Homemaker',
      siblings: JSON.stringify({ brothers: 1, sisters: 1, marriedBrothers: 0, marriedSisters: 1 }),
      aboutMe: p.aboutMe,
      partnerPreferences: JSON.stringify({
        ageRange: { min: 24, max: 32 },
        heightRange: { min: '', max: '' },
        education: ['Graduate'],
        occupation: [],
        location: ['Maharashtra'],
        caste: [],
      }),
      biodataMediaId: null,
      approvalStatus: p.status,
      isVisible: 1,
      adminNotes: p.adminNotes ?? (p.status === 'approved' ? 'Approved by admin' : ''),
      cityKey: lower(p.city),
      stateKey: lower(state),
      casteKey: lower(caste),
      educationKey: lower(p.education),
      occupationKey: lower(p.occupation),
      createdAt: at,
      updatedAt: at,
    });
    await replacePhotoRows(db, id, photoIds);
  }
}
