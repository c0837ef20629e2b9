import { Link } from 'react-router';
import { PREMIUM } from '@sangam/shared/limits';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';

// Each benefit in Hindi first (members' first language), English below it.
const BENEFITS = [
  {
    hi: 'समाज के पेशेवरों और व्यापारियों से जुड़ें',
    en: "Connect with the community's professionals and business owners",
  },
  { hi: 'अपनी प्रोफ़ाइल और व्यवसाय सबके सामने रखें', en: 'Show your profile and your business to members' },
  { hi: 'समाचार, कार्यक्रम और प्रश्नोत्तर में भाग लें', en: 'Follow news and events, ask and answer questions' },
  { hi: 'वैवाहिक प्रोफ़ाइल देखें और बनाएँ', en: 'Browse and create matrimonial profiles' },
];

export function BahujanDirectoryPage() {
  return (
    <div className="pb-12">
      <PageMeta
        title="बहुजन डायरेक्टरी – निःशुल्क सदस्यता | Sangam"
        description="बहुजन डायरेक्टरी से निःशुल्क जुड़ें: समाज के पेशेवरों, व्यापारियों और परिवारों का नेटवर्क। Join the Bahujan Directory free."
      />
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-amber-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          <h1>
            <span lang="hi" className="block text-3xl font-extrabold sm:text-5xl">
              बहुजन डायरेक्टरी
            </span>
            <span className="mt-2 block text-xl font-bold text-amber-100 sm:text-2xl">
              Bahujan Directory – Free Membership
            </span>
          </h1>
          <p lang="hi" className="mx-auto mt-5 max-w-2xl text-lg">
            समाज की अपनी डायरेक्टरी में निःशुल्क जुड़ें और एक-दूसरे की मदद करें।
          </p>
          <p className="mx-auto mt-1 max-w-2xl text-orange-50">
            Join our community&apos;s own directory for free, and help one another grow.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/register"
              className={buttonClasses('secondary', 'border-transparent px-6 text-base text-brand-800')}
            >
              <span lang="hi">निःशुल्क जुड़ें</span> · Join Free
            </Link>
            <Link
              to="/directory"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-white px-6 py-2 text-base font-semibold text-white hover:bg-white/10"
            >
              <span lang="hi">डायरेक्टरी देखें</span> · View Directory
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-4xl px-4 pt-10">
        <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
          <span lang="hi">सदस्यता के लाभ</span> · Membership Benefits
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.en} className="rounded-xl border border-slate-200 bg-white p-4">
              <p lang="hi" className="font-semibold text-slate-900">
                {benefit.hi}
              </p>
              <p className="mt-1 text-sm text-slate-700">{benefit.en}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="premium-heading" className="mx-auto max-w-4xl px-4 pt-10">
        <h2 id="premium-heading" className="text-2xl font-bold text-slate-900">
          <span lang="hi">प्रीमियम सदस्यता</span> · Premium Membership
        </h2>
        <p lang="hi" className="mt-3 text-slate-800">
          सदस्यों के फ़ोन नंबर और संपर्क विवरण देखने के लिए प्रीमियम सदस्यता लें: केवल ₹{PREMIUM.priceRupees} प्रति वर्ष।
        </p>
        <p className="mt-1 text-slate-700">
          To see members&apos; phone numbers and contact details, upgrade to Premium: only ₹{PREMIUM.priceRupees} per
          year. Basic membership stays free.
        </p>
      </section>
    </div>
  );
}
