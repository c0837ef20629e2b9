import type { MessageId } from '@sangam/shared/i18n/namespaces';

/** The About page's values: title and sentence, as catalogue ids (pages namespace). */
export const VALUES: { title: MessageId; text: MessageId }[] = [
  { title: 'pages.about.values.community.title', text: 'pages.about.values.community.text' },
  { title: 'pages.about.values.empowerment.title', text: 'pages.about.values.empowerment.text' },
  { title: 'pages.about.values.collaboration.title', text: 'pages.about.values.collaboration.text' },
  { title: 'pages.about.values.excellence.title', text: 'pages.about.values.excellence.text' },
];

export const TIMELINE: { year: string; text: MessageId }[] = [
  { year: '2020', text: 'pages.about.journey.2020' },
  { year: '2021', text: 'pages.about.journey.2021' },
  { year: '2022', text: 'pages.about.journey.2022' },
  { year: '2023', text: 'pages.about.journey.2023' },
  { year: '2024', text: 'pages.about.journey.2024' },
];
