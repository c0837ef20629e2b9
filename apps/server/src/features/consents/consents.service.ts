import { createHmac, hkdfSync } from 'node:crypto';
import { AUTH_MESSAGES } from '@sangam/shared/auth-messages';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import {
  CONSENT_DEFAULTS,
  CONSENT_PURPOSES,
  PRIVACY_LIMITS,
  PRIVACY_MESSAGES,
  type ConsentPurpose,
} from '@sangam/shared/privacy-messages';
import type { Consent, ConsentsReply, ConsentUpdate } from '@sangam/shared/privacy';
import type { Db } from '../../db/dialect.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { requestClientAddress } from '../../lib/request-context.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { updateUser } from '../members/members.queries.ts';
import { readSiteSettings } from '../site-settings/site-settings.queries.ts';
import {
  findOwnMatrimonialProfile,
  hideOwnMatrimonialProfile,
  insertConsent,
  latestConsent,
  latestMatrimonialConsents,
  latestMemberConsents,
  ownMatrimonialProfiles,
  type ConsentRow,
} from './consents.queries.ts';

// Consent on record (DPDP Act, issue 36): every grant and withdrawal per purpose is a row; the latest is the state.

const keys = new Map<string, Buffer>();
/** The HMAC key of client addresses, derived from the JWT secret (as media URLs' key is, with its own label). */
function addressKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'sangam', 'consent-client-address', 32));
    keys.set(secret, key);
  }
  return key;
}

/**
 * Where the consent came from without keeping the address: an HMAC of the request's client address ('' outside a
 * request: scripts, jobs).
 */
export function clientAddressHash(secret: string): string {
  const address = requestClientAddress();
  return address ? createHmac('sha256', addressKey(secret)).update(address).digest('hex') : '';
}

/** The version of the Terms and Privacy Policy members agree to now. */
export const currentPolicyVersion = async (db: Db) => (await readSiteSettings(db)).policyVersion;

/** What a sign-in reply carries when the member has not agreed to the current version (null counts as not). */
export async function consentRequiredFor(db: Db, user: { policyVersion: string | null }) {
  const version = await currentPolicyVersion(db);
  return user.policyVersion === version ? undefined : { version };
}

type NewConsent = {
  userId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  version: string;
  subjectId?: string | null;
  onBehalfOf?: string | null;
  /** The JWT secret the client address's HMAC key comes from. */
  secret: string;
};

/**
 * Writes one grant or withdrawal. Its time is after the purpose's latest row, so two changes in the same
 * millisecond still read back in order.
 */
export async function recordConsent(db: Db, consent: NewConsent): Promise<ConsentRow> {
  const subjectId = consent.subjectId ?? null;
  const previous = await latestConsent(db, consent.userId, consent.purpose, subjectId ?? undefined);
  let at = nowIso();
  if (previous && previous.at >= at) at = new Date(Date.parse(previous.at) + 1).toISOString();
  const row: ConsentRow = {
    id: newId(),
    userId: consent.userId,
    purpose: consent.purpose,
    version: consent.version,
    granted: Number(consent.granted),
    subjectId,
    onBehalfOf: consent.onBehalfOf ?? null,
    clientAddressHash: clientAddressHash(consent.secret),
    at,
  };
  await insertConsent(db, row);
  return row;
}

/** A registration's consents as the body gives them, with the defaults for the ones left out. */
export type RegistrationChoices = { directory?: boolean; contact_sharing?: boolean; marketing?: boolean };

/** The users columns a new member's choices set (is_public, share_contacts, the agreed version). */
export function registrationColumns(choices: RegistrationChoices | undefined, version: string) {
  return {
    isPublic: Number(choices?.directory ?? CONSENT_DEFAULTS.directory),
    shareContacts: Number(choices?.contact_sharing ?? CONSENT_DEFAULTS.contact_sharing),
    policyVersion: version,
  };
}

/** In the registration's transaction: the Terms, directory, contact sharing and marketing rows of the new member. */
export async function recordRegistrationConsents(
  db: Db,
  userId: string,
  choices: RegistrationChoices | undefined,
  version: string,
  secret: string,
) {
  const granted = {
    terms: true,
    directory: choices?.directory ?? CONSENT_DEFAULTS.directory,
    contact_sharing: choices?.contact_sharing ?? CONSENT_DEFAULTS.contact_sharing,
    marketing: choices?.marketing ?? CONSENT_DEFAULTS.marketing,
  };
  for (const purpose of ['terms', 'directory', 'contact_sharing', 'marketing'] as const) {
    await recordConsent(db, { userId, purpose, granted: granted[purpose], version, secret });
  }
}

/**
 * The registration's refusals, before anything is made: the Terms unticked, under 18 by the date of birth or by
 * "I am 18 or older" left unticked. An absent acceptTerms is an older API client's registration: agreement.
 */
export function checkRegistrationConsent(body: { acceptTerms?: boolean; dateOfBirth?: string; isAdult?: boolean }) {
  if (body.acceptTerms === false) {
    throw badRequest(PRIVACY_MESSAGES.termsRequired, { acceptTerms: PRIVACY_MESSAGES.termsRequired });
  }
  if (body.dateOfBirth !== undefined) {
    const age = ageOn(body.dateOfBirth, new Date());
    if (age === null) {
      throw badRequest(PRIVACY_MESSAGES.dateOfBirthInvalid, { dateOfBirth: PRIVACY_MESSAGES.dateOfBirthInvalid });
    }
    if (age < PRIVACY_LIMITS.minimumAge) {
      throw badRequest(PRIVACY_MESSAGES.underAge, { dateOfBirth: PRIVACY_MESSAGES.underAge });
    }
  }
  if (body.isAdult === false) throw badRequest(PRIVACY_MESSAGES.underAge, { isAdult: PRIVACY_MESSAGES.underAge });
}

/** Whole years from a YYYY-MM-DD date to `today` (UTC); negative for a date to come; null for no such date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > today.getTime()) return -1;
  let age = today.getUTCFullYear() - year;
  const before = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (before) age -= 1;
  return age;
}

const toConsent = (purpose: ConsentPurpose, row: ConsentRow | undefined, fallback: boolean): Consent => ({
  purpose,
  granted: row ? row.granted === 1 : fallback,
  version: row?.version ?? null,
  at: row?.at ?? null,
  required: purpose === 'terms',
});

type ConsentState = { isPublic: number; shareContacts: number; policyVersion: string | null };

/** GET /api/profile/consents: each purpose's latest row, or for members from before, the state their account holds. */
export async function getConsents(db: Db, userId: string, state: ConsentState): Promise<ConsentsReply> {
  const [policyVersion, rows, profiles] = await Promise.all([
    currentPolicyVersion(db),
    latestMemberConsents(db, userId),
    ownMatrimonialProfiles(db, userId),
  ]);
  const matrimonial = await latestMatrimonialConsents(
    db,
    userId,
    profiles.map((profile) => profile.id),
  );
  const fallback = {
    terms: state.policyVersion !== null,
    directory: state.isPublic === 1,
    contact_sharing: state.shareContacts === 1,
    marketing: false,
  };
  return {
    policyVersion,
    agreementRequired: state.policyVersion !== policyVersion,
    consents: [
      ...(['terms', 'directory', 'contact_sharing', 'marketing'] as const).map((purpose) =>
        toConsent(purpose, rows.get(purpose), fallback[purpose]),
      ),
      ...profiles.map((profile) => {
        const row = matrimonial.get(profile.id);
        return {
          ...toConsent('matrimonial', row, true),
          subjectId: profile.id,
          subjectName: profile.fullName,
          ...(row?.onBehalfOf ? { onBehalfOf: row.onBehalfOf } : {}),
        };
      }),
    ],
  };
}

/**
 * The directory consent and users.is_public together: PUT /api/profile/consents/directory and the directory's
 * toggle-visibility both come here. Takes effect in the next request (the directory and profiles read is_public).
 */
export async function setDirectoryConsent(db: Db, userId: string, granted: boolean, secret: string) {
  const version = await currentPolicyVersion(db);
  return db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { isPublic: Number(granted), updatedAt: nowIso() });
    return recordConsent(trx, { userId, purpose: 'directory', granted, version, secret });
  });
}

const SUBJECT_REQUIRED = 'common.zod.required';

/** PUT /api/profile/consents/{purpose}. */
export async function updateConsent(db: Db, viewer: Viewer, purposeName: string, body: ConsentUpdate, secret: string) {
  const purpose = CONSENT_PURPOSES.find((known) => known === purposeName);
  if (!purpose) throw badRequest(PRIVACY_MESSAGES.unknownPurpose, { purpose: PRIVACY_MESSAGES.unknownPurpose });
  const { granted } = body;
  if (purpose === 'terms' && !granted) {
    throw badRequest(PRIVACY_MESSAGES.termsCannotWithdraw, { granted: PRIVACY_MESSAGES.termsCannotWithdraw });
  }
  // A deactivated member reads and withdraws (and may agree to the Terms); giving consent again waits for
  // reactivation.
  if (granted && purpose !== 'terms' && viewer.user.accountStatus !== 'active') {
    throw forbidden(AUTH_MESSAGES.deactivated, ERROR_TYPES.accountDeactivated);
  }
  const userId = viewer.user.id;
  const version = await currentPolicyVersion(db);
  const message = granted ? PRIVACY_MESSAGES.consentSaved : PRIVACY_MESSAGES.consentWithdrawn;

  if (purpose === 'matrimonial') {
    const subjectId = body.subjectId;
    if (!subjectId) throw badRequest(SUBJECT_REQUIRED, { subjectId: SUBJECT_REQUIRED });
    const profile = await findOwnMatrimonialProfile(db, userId, subjectId);
    if (!profile) throw notFound();
    const row = await db.transaction().execute(async (trx) => {
      if (!granted) await hideOwnMatrimonialProfile(trx, userId, subjectId, nowIso());
      const last = await latestConsent(trx, userId, 'matrimonial', subjectId);
      return recordConsent(trx, {
        userId,
        purpose,
        granted,
        version,
        subjectId,
        onBehalfOf: last?.onBehalfOf ?? (profile.profileType === 'self' ? null : profile.fullName),
        secret,
      });
    });
    return {
      message,
      consent: {
        ...toConsent(purpose, row, granted),
        subjectId,
        subjectName: profile.fullName,
        ...(row.onBehalfOf ? { onBehalfOf: row.onBehalfOf } : {}),
      },
    };
  }

  let row: ConsentRow;
  if (purpose === 'directory') row = await setDirectoryConsent(db, userId, granted, secret);
  else {
    row = await db.transaction().execute(async (trx) => {
      if (purpose === 'terms') await updateUser(trx, userId, { policyVersion: version, updatedAt: nowIso() });
      if (purpose === 'contact_sharing') {
        await updateUser(trx, userId, { shareContacts: Number(granted), updatedAt: nowIso() });
      }
      return recordConsent(trx, { userId, purpose, granted, version, secret });
    });
  }
  return { message, consent: toConsent(purpose, row, granted) };
}

/** Matrimonial profile creation: the consent to publish, for the new profile (on behalf of a relative by name). */
export function recordMatrimonialConsent(
  db: Db,
  profile: { userId: string; profileId: string; profileType: string; fullName: string },
  version: string,
  secret: string,
) {
  return recordConsent(db, {
    userId: profile.userId,
    purpose: 'matrimonial',
    granted: true,
    version,
    subjectId: profile.profileId,
    onBehalfOf: profile.profileType === 'self' ? null : profile.fullName,
    secret,
  });
}

/** Whether the member agreed to community news by WhatsApp, SMS or e-mail (off unless they said yes). */
export async function marketingConsented(db: Db, userId: string) {
  return (await latestConsent(db, userId, 'marketing'))?.granted === 1;
}
