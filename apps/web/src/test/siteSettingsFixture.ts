import type { SiteSettings } from '@sangam/shared/site-settings';

/** Site settings as an admin might set them (phones stored as 10 digits). */
export const siteSettingsFixture: SiteSettings = {
  communityName: 'Sangam Samaj Nagpur',
  contactPhone: '9876543210',
  contactEmail: 'help@example.org',
  whatsappNumber: '9876543211',
  address: 'Community Hall, Nagpur',
  eventsUrl: 'https://events.example.org',
  grievanceName: 'Asha Verma',
  grievanceEmail: 'grievance@example.org',
  grievancePhone: '9876543212',
  policyVersion: '2024-05',
  socialLinks: [
    { name: 'Facebook', url: 'https://facebook.com/example' },
    { name: 'YouTube', url: 'https://youtube.com/@example' },
  ],
  leadership: [
    { name: 'Asha Rao', role: 'President' },
    { name: 'Vikram Jadhav', role: 'Secretary' },
  ],
};
