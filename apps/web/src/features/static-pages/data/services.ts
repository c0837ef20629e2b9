export interface ServiceInfo {
  slug: 'business' | 'jobs' | 'marriages' | 'training';
  title: string;
  summary: string;
  /** What a member can do about it on the site today. */
  links: { to: string; label: string }[];
  /** Said plainly when the section has no page of its own yet. */
  note?: string;
}

export const SERVICES: ServiceInfo[] = [
  {
    slug: 'business',
    title: 'Business Services',
    summary:
      'Find plumbers, tutors, caterers, photographers and many more services run by community members, or list your own.',
    links: [
      { to: '/service-listings', label: 'Browse the Business Directory' },
      { to: '/create-listing', label: 'Add your service' },
    ],
  },
  {
    slug: 'jobs',
    title: 'Jobs',
    summary: 'Find work and workers within the community.',
    note: 'A jobs board is not available yet. Until then, search the member directory by profession or ask the community.',
    links: [
      { to: '/directory', label: 'Search the member directory' },
      { to: '/questions', label: 'Ask the community' },
    ],
  },
  {
    slug: 'marriages',
    title: 'Marriages',
    summary: 'Matrimonial profiles from within the community, reviewed by our team before they are shown.',
    links: [
      { to: '/matrimonial', label: 'Browse matrimonial profiles' },
      { to: '/matrimonial/register', label: 'Create a matrimonial profile' },
    ],
  },
  {
    slug: 'training',
    title: 'Training',
    summary: 'Workshops, career guidance and skill training shared by members and community organisations.',
    note: 'Training programmes are announced in News & Events; there is no separate training section yet.',
    links: [
      { to: '/latest-events', label: 'See news and events' },
      { to: '/questions', label: 'Ask for guidance' },
    ],
  },
];
