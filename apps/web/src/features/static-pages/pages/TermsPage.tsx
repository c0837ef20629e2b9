import { PREMIUM } from '@sangam/shared/limits';
import { Link } from 'react-router';
import { Section } from '../components/Section.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      description="The terms for using Sangam: membership, Basic and Premium tiers, acceptable use, your content, directory listings, liability and governing law."
      updated="Last Updated: May 2024"
    >
      <Section title="1. Introduction">
        <p>
          These terms govern your use of Sangam, the community networking website. By registering or using the site you
          agree to them. Please also read our{' '}
          <Link to="/privacy-policy" className={link}>
            Privacy Policy
          </Link>
          .
        </p>
      </Section>

      <Section title="2. Membership">
        <p>
          Membership is open to eligible individuals of the community who are at least 18 years old and who register
          with their own phone number and true details. You are responsible for keeping your password secret and for
          everything done with your account.
        </p>
      </Section>

      <Section title="3. Membership Tiers">
        <ul>
          <li>
            <strong>Basic</strong> membership is free.
          </li>
          <li>
            <strong>Premium</strong> membership is paid (₹{PREMIUM.priceRupees} per year) and gives full access to
            members&apos; contact details, priority support and enhanced services. It is valid for 1 year from purchase
            and non-refundable unless stated otherwise.
          </li>
        </ul>
      </Section>

      <Section title="4. Acceptable Use">
        <p>You agree not to:</p>
        <ul>
          <li>harass, threaten, cheat or discriminate against other members;</li>
          <li>post false, misleading, obscene or unlawful content, or impersonate anyone;</li>
          <li>copy members&apos; contact details in bulk, send spam or use them for unsolicited marketing;</li>
          <li>try to break, overload or gain unauthorised access to the site.</li>
        </ul>
        <p>We may suspend accounts that break these rules.</p>
      </Section>

      <Section title="5. User Content">
        <p>
          You keep ownership of the content you post (profiles, listings, questions, answers, photos). You grant Sangam
          a worldwide, non-exclusive, royalty-free licence to host, store, copy, display, adapt and distribute that
          content for the purpose of operating, promoting and improving the site. You confirm that you have the right to
          post it.
        </p>
      </Section>

      <Section title="6. Directory Listings">
        <p>
          Member profiles and business listings are provided by members. Sangam does not verify, endorse or guarantee
          any member, business, service or matrimonial profile. Please make your own enquiries before dealing with
          anyone you meet through the site.
        </p>
      </Section>

      <Section title="7. Intellectual Property">
        <p>
          The Sangam name, logo, design and software belong to Sangam or its licensors and may not be used without our
          written permission.
        </p>
      </Section>

      <Section title="8. Limitation of Liability">
        <p>
          The site is provided &quot;as is&quot;. To the extent the law allows, Sangam is not liable for indirect or
          consequential losses, or for dealings between members, and our total liability to you is limited to the amount
          you paid us in the past 12 months.
        </p>
      </Section>

      <Section title="9. Termination">
        <p>
          You may deactivate or delete your account at any time from your profile. We may suspend or close accounts that
          break these terms or the law.
        </p>
      </Section>

      <Section title="10. Changes to These Terms">
        <p>
          We may update these terms. We will change the date above and tell members of important changes; continuing to
          use the site means you accept the updated terms.
        </p>
      </Section>

      <Section title="11. Governing Law">
        <p>These terms are governed by the laws of India.</p>
      </Section>

      <SupportContact title="12. Contact" />
    </StaticPage>
  );
}
