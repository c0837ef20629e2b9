import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { NEWS_DEFAULTS, NEWS_LIMITS, NEWS_MESSAGES } from '@sangam/shared/news-messages';
import { NewsFieldsSchema, type NewsItem } from '@sangam/shared/news';
import { contentToHtml } from './content.ts';
import { toLocalInput } from './dates.ts';

/** What the News form's inputs hold. */
export interface NewsFormValues {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  status: string;
  featured: boolean;
  eventDate: string;
  eventLocation: string;
  tags: string;
  attachedForm: string;
  formDisplayType: string;
  externalFormLink: string;
  externalFormText: string;
}

export const initialValues = (item: NewsItem | null): NewsFormValues => ({
  title: item?.title ?? '',
  content: item?.content ?? '',
  excerpt: item?.excerpt ?? '',
  category: item?.category ?? '',
  status: item?.status ?? 'draft',
  featured: item?.featured ?? false,
  eventDate: toLocalInput(item?.eventDate),
  eventLocation: item?.eventLocation ?? '',
  tags: item?.tags.join(', ') ?? '',
  attachedForm: item?.attachedFormId ?? '',
  formDisplayType: item?.formDisplayType ?? NEWS_DEFAULTS.formDisplayType,
  externalFormLink: item?.externalFormLink ?? '',
  externalFormText: item?.externalFormText ?? NEWS_DEFAULTS.externalFormText,
});

/** The multipart text fields of POST /api/news and PUT /api/news/:id, made from the inputs. */
export function toFields(values: NewsFormValues): Record<keyof NewsFormValues, string> {
  const event = values.category === 'event';
  return {
    title: values.title,
    content: values.content.trim() ? contentToHtml(values.content) : '',
    excerpt: values.excerpt,
    category: values.category,
    status: values.status,
    featured: String(values.featured),
    // The browser's local time, sent as an exact instant.
    eventDate: event && values.eventDate ? new Date(values.eventDate).toISOString() : '',
    eventLocation: event ? values.eventLocation : '',
    tags: values.tags,
    attachedForm: values.attachedForm,
    formDisplayType: values.formDisplayType,
    externalFormLink: values.externalFormLink,
    externalFormText: values.externalFormText,
  };
}

/** The server's schema, checked on the fields the form would send. */
// The fields are strings as the server reads them; the schema says which of them are wrong.
const NewsFormSchema = z
  .custom<NewsFormValues>()
  .transform((values) => toFields(values) as z.input<typeof NewsFieldsSchema>)
  .pipe(NewsFieldsSchema);
const checkFields = zodResolver(NewsFormSchema, undefined, { raw: true });

/**
 * react-hook-form's resolver: the shared schema's first message of each field, on that field (a bad tag's
 * message is the Tags field's, as the server's `fields` names it); the submit handler gets the inputs as they are.
 */
export const newsFormResolver: Resolver<NewsFormValues> = async (values, context, options) => {
  const result = await checkFields(values, context, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [
      name,
      Array.isArray(error) ? (error as (FieldError | undefined)[]).find(Boolean) : error,
    ]),
  );
  return { values: result.values, errors } as Awaited<ReturnType<Resolver<NewsFormValues>>>;
};

/** The browser's check of a picked file (the server checks again by its bytes). */
export const fileProblem = (file: File) =>
  !file.type.startsWith('image/')
    ? NEWS_MESSAGES.imageType
    : file.size > NEWS_LIMITS.imageMaxBytes
      ? NEWS_MESSAGES.imageSize
      : null;
