import { readingMinutes } from '@sangam/shared/news-messages';
import type { Db } from '../db/dialect.ts';
import type { UserRow } from '../db/types.ts';
import { addComment, toggleLike } from '../features/engagement/engagement.service.ts';
import { checkImageBytes } from '../features/media/upload-checks.service.ts';
import { replaceMedia } from '../features/media/media.service.ts';
import { insertNews, setGoing, setNewsImages } from '../features/news/news.queries.ts';
import { slugify } from '../features/news/news.service.ts';
import { newId } from '../lib/ids.ts';
import { decodeImageDataUrl } from '../lib/images.ts';
import { drawBanner } from './pictures.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type DemoNews = {
  title: string;
  category: 'news' | 'event' | 'announcement' | 'press-release' | 'photo-gallery' | 'notice';
  excerpt: string;
  paragraphs: string[];
  tags: string[];
  featured?: boolean;
  /** Days from now (negative: past). */
  eventIn?: number;
  eventLocation?: string;
  image?: boolean;
  gallery?: number;
  createdDaysAgo: number;
};

const NEWS: DemoNews[] = [
  {
    title: 'Annual Community Meet 2026',
    category: 'event',
    excerpt: 'Families, founders and students together for an evening of talks, food and music.',
    paragraphs: [
      'Our annual meet brings the whole community together: members share how their businesses grew, students meet mentors and families catch up over dinner.',
      'Entry is free for members and their families. Please mark yourself Going so we can plan the seating and food.',
    ],
    tags: ['meet', 'community', 'annual', 'family'],
    featured: true,
    eventIn: 21,
    eventLocation: 'Ambedkar Bhavan, Pune',
    image: true,
    gallery: 2,
    createdDaysAgo: 3,
  },
  {
    title: 'Career Guidance Workshop for Students',
    category: 'event',
    excerpt: 'Engineers, doctors and teachers of the community answered the questions of 80 students.',
    paragraphs: [
      'Thank you to every volunteer who spoke at the workshop. The slides and the list of scholarships discussed are with the committee; ask us for a copy.',
    ],
    tags: ['education', 'students', 'careers'],
    eventIn: -12,
    eventLocation: 'Community Hall, Nagpur',
    image: true,
    createdDaysAgo: 20,
  },
  {
    title: 'Business Directory crosses 100 services',
    category: 'news',
    excerpt: 'Plumbers, tutors, caterers and photographers: members now list more than a hundred services.',
    paragraphs: [
      'The Business Directory keeps growing. Premium members see every contact; everyone can add a service for free.',
    ],
    tags: ['directory', 'business'],
    image: true,
    createdDaysAgo: 6,
  },
  {
    title: 'Scholarship applications open',
    category: 'announcement',
    excerpt: 'Students of the community can apply for the education fund until the end of the month.',
    paragraphs: [
      'The education fund supports fees and books for students in classes 11 and 12 and in college. Bring your mark sheets and a fee receipt.',
    ],
    tags: ['education', 'scholarship'],
    featured: true,
    createdDaysAgo: 9,
  },
  {
    title: 'Office closed on public holiday',
    category: 'notice',
    excerpt: 'The community office stays closed on the public holiday; the helpline answers as usual.',
    paragraphs: ['The community office will be closed on the public holiday. The helpline answers as usual.'],
    tags: ['office'],
    createdDaysAgo: 14,
  },
];

const demoImage = async (title: string) =>
  checkImageBytes(decodeImageDataUrl(await drawBanner(title)), {
    field: 'image',
    box: { width: 1280, height: 720 },
    wrongType: 'bad demo image',
  });

/** A handful of news items and two events (one coming, one past), with likes, comments and members going. */
export async function seedDemoNews(db: Db, adminId: string, members: UserRow[]): Promise<void> {
  const active = members.filter((m) => m.accountStatus === 'active');
  for (const item of NEWS) {
    const id = newId();
    const content = item.paragraphs.map((p) => `<p>${p}</p>`).join('');
    const text = item.paragraphs.join(' ');
    const [imageId = null] = await replaceMedia(db, {
      ownerId: null,
      access: 'public',
      previous: [],
      next: [item.image ? await demoImage(item.title) : null],
    });
    const createdAt = at(-item.createdDaysAgo);
    await insertNews(db, {
      id,
      slug: slugify(item.title),
      title: item.title,
      content,
      excerpt: item.excerpt,
      category: item.category,
      status: 'published',
      featured: item.featured ? 1 : 0,
      eventDate: item.eventIn === undefined ? null : at(item.eventIn),
      eventLocation: item.eventLocation ?? null,
      tags: JSON.stringify(item.tags),
      bodyText: [text, item.excerpt, item.tags.join(' ')].join(' '),
      readTime: readingMinutes(text),
      attachedFormId: null,
      formDisplayType: 'link',
      externalFormLink: null,
      externalFormText: 'Fill Form',
      imageId,
      authorId: adminId,
      createdAt,
      updatedAt: createdAt,
    });
    const gallery = await Promise.all(
      Array.from({ length: item.gallery ?? 0 }, (_, i) => demoImage(`${item.title} ${i + 1}`)),
    );
    await setNewsImages(
      db,
      id,
      await replaceMedia(db, { ownerId: null, access: 'public', previous: [], next: gallery }),
    );
    for (const member of active.slice(0, item.featured ? 4 : 2)) {
      await toggleLike(db, { type: 'news', id }, member.id);
      if (item.eventIn !== undefined && item.eventIn > 0) await setGoing(db, id, member.id, true, createdAt);
    }
    if (active[0]) await addComment(db, { type: 'news', id }, active[0], 'Thank you for sharing this!', 500);
  }
}
