import type { FastifyInstance } from 'fastify';
import { form } from './files.ts';
import { bearer } from './helper.ts';

type Part = Parameters<typeof form>[0][number];

/** The text fields of a complete matrimonial profile a member writes about themselves, with overrides. */
export const profileValues = (overrides: Record<string, string> = {}): Record<string, string> => ({
  profileType: 'self',
  fullName: 'Vikas Pawar',
  dateOfBirth: '1994-01-02',
  gender: 'male',
  height: '5 ft 9 in',
  contactNumber: '9822033333',
  city: 'Nagpur',
  state: 'Maharashtra',
  caste: 'Mahar',
  education: 'MBA',
  occupation: 'Manager',
  familyType: 'joint',
  ...overrides,
});

/** POST /api/matrimonial/profiles as the member whose token is given: the text values as form fields, then the files. */
export const submitProfile = (
  app: FastifyInstance,
  token: string,
  values: Record<string, string>,
  files: Part[] = [],
) =>
  app.inject({
    method: 'POST',
    url: '/api/matrimonial/profiles',
    headers: bearer(token),
    payload: form([...Object.entries(values).map(([name, value]) => ({ name, value })), ...files]),
  });

/** A profile submitted through the API by the member whose token is given, then approved unless told otherwise. */
export async function makeProfile(
  app: FastifyInstance,
  token: string,
  approvalStatus: 'approved' | 'pending' = 'approved',
  overrides: Record<string, string> = {},
) {
  const res = await submitProfile(app, token, profileValues(overrides));
  if (res.statusCode !== 201) throw new Error(`profile not created: ${res.body}`);
  const id = (res.json() as { profile: { _id: string } }).profile._id;
  if (approvalStatus === 'approved') {
    await app.db.updateTable('matrimonialProfiles').set({ approvalStatus }).where('id', '=', id).execute();
  }
  return id;
}
