import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { StaticPage } from '../components/StaticPage.tsx';

export function SuccessStoriesPage() {
  return (
    <StaticPage
      title="Success Stories"
      description="Stories of couples who met through Sangam's matrimonial section. Coming soon."
    >
      <p>
        We are collecting stories from couples who met through Sangam and will share them here soon. Met your partner
        here? Tell us through the Feedback page.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/matrimonial" className={buttonClasses('primary')}>
          Browse Matrimonial Profiles
        </Link>
        <Link to="/feedback" className={buttonClasses('secondary')}>
          Share Your Story
        </Link>
      </div>
    </StaticPage>
  );
}
