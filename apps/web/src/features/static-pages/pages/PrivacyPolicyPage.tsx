import { Link } from 'react-router';
import { Section } from '../components/Section.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      description="What Sangam collects, who can see your contact details, how long we keep your data and how to delete your account for good."
      updated="Last updated: May 2024"
      intro={<p>This policy explains what information Sangam collects, who can see it and the choices you have.</p>}
    >
      <Section title="Information We Collect">
        <ul>
          <li>Account details: your name, phone number, occupation and password (stored only in hashed form).</li>
          <li>Profile details you choose to add: profession, bio, address, email, interests and a profile photo.</li>
          <li>
            Content you post: business listings, questions, answers, comments and matrimonial profiles, including their
            photos and biodata.
          </li>
          <li>Referral details: who invited you and whom you invited.</li>
          <li>Technical details needed to run the site safely, such as sign-in sessions and server logs.</li>
        </ul>
      </Section>

      <Section title="How We Use It">
        <p>
          To run your account, show your profile and listings to other members, connect members with each other, process
          premium membership, track referrals, keep the site secure and answer your support requests. We do not sell
          your information.
        </p>
      </Section>

      <Section title="Who Can See Your Contact Details">
        <p>
          Your phone number, email and address are shown only to you, to Premium members and to the site administrators.
          Visitors and Basic members see your name, occupation, bio and photo, never your contact details. You can hide
          your profile from the directory at any time in your profile&apos;s Privacy Settings.
        </p>
      </Section>

      <Section title="Photos">
        <p>
          Photos you upload are re-saved by our server, which removes hidden details such as the place and device where
          they were taken.
        </p>
      </Section>

      <Section title="How Long We Keep Your Data">
        <p>
          We keep your information while your account exists. A deactivated account is kept so that you can come back by
          logging in again. When you delete your account, your profile and personal details are removed, and copies left
          in our backups disappear as those backups expire.
        </p>
      </Section>

      <Section title="Deleting Your Account">
        <p>
          You can permanently delete your account from your{' '}
          <Link to="/profile" className={link}>
            Profile
          </Link>
          . Deletion cannot be undone. If you only want a break, deactivate your account instead.
        </p>
      </Section>

      <Section title="Children">
        <p>Sangam is not intended for, and does not serve, users under 18 years of age.</p>
      </Section>

      <Section title="Changes to This Policy">
        <p>
          If we change this policy we will update the date above and, for important changes, tell members on the site.
        </p>
      </Section>

      <SupportContact title="Contact" />
    </StaticPage>
  );
}
