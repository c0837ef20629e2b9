export const VALUES = [
  { title: 'Community', text: 'We grow stronger when members know, trust and stand by one another.' },
  { title: 'Empowerment', text: 'Every member should have the contacts, knowledge and confidence to move ahead.' },
  { title: 'Collaboration', text: 'Businesses, professionals and families achieve more when they work together.' },
  { title: 'Excellence', text: 'We hold ourselves to high standards in the service we give our members.' },
];

export const TIMELINE = [
  { year: '2020', text: 'A few WhatsApp groups of community professionals decide to build a shared directory.' },
  { year: '2021', text: 'The first member directory opens, and volunteers help members across cities sign up.' },
  { year: '2022', text: 'The business directory and matrimonial section are added at members’ request.' },
  { year: '2023', text: 'Community news, events and the Q&A section bring members into one conversation.' },
  { year: '2024', text: 'The new Sangam website launches with premium membership and referral rewards.' },
];
