import type { MessageId } from '@sangam/shared/i18n/namespaces';

/** A service's texts are catalogue ids (pages namespace): the page shows them in the reader's language. */
export interface ServiceInfo {
  slug: 'business' | 'jobs' | 'marriages' | 'training';
  title: MessageId;
  summary: MessageId;
  /** What a member can do about it on the site today. */
  links: { to: string; label: MessageId }[];
  /** Said plainly when the section has no page of its own yet. */
  note?: MessageId;
}

export const SERVICES: ServiceInfo[] = [
  {
    slug: 'business',
    title: 'pages.services.business.title',
    summary: 'pages.services.business.summary',
    links: [
      { to: '/service-listings', label: 'pages.services.business.browse' },
      { to: '/create-listing', label: 'pages.services.business.add' },
    ],
  },
  {
    slug: 'jobs',
    title: 'pages.services.jobs.title',
    summary: 'pages.services.jobs.summary',
    note: 'pages.services.jobs.note',
    links: [
      { to: '/directory', label: 'pages.services.jobs.directory' },
      { to: '/questions', label: 'pages.services.jobs.ask' },
    ],
  },
  {
    slug: 'marriages',
    title: 'pages.services.marriages.title',
    summary: 'pages.services.marriages.summary',
    links: [
      { to: '/matrimonial', label: 'pages.services.marriages.browse' },
      { to: '/matrimonial/register', label: 'pages.services.marriages.create' },
    ],
  },
  {
    slug: 'training',
    title: 'pages.services.training.title',
    summary: 'pages.services.training.summary',
    note: 'pages.services.training.note',
    links: [
      { to: '/latest-events', label: 'pages.services.training.events' },
      { to: '/questions', label: 'pages.services.training.ask' },
    ],
  },
];
