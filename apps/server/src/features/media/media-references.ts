/**
 * Every column that holds media ids. The weekly clean-up deletes media that none of them references, so a
 * feature that stores media ids adds its column here (one line; a list of files is a child table with one
 * media id per row). `media-lifecycle.test.ts` fails when a column named `*image_id`, `*media_id` or `*photo_id` is
 * missing, and every column listed needs an index (the clean-up asks each of them about each old media row).
 */
export const MEDIA_REFERENCES = [
  { table: 'users', column: 'profile_image_id' },
  { table: 'listings', column: 'image_id' },
  { table: 'news', column: 'image_id' },
  { table: 'news_images', column: 'media_id' },
  { table: 'submission_files', column: 'media_id' },
  { table: 'matrimonial_profiles', column: 'biodata_media_id' },
  { table: 'matrimonial_photos', column: 'media_id' },
  { table: 'success_stories', column: 'photo_id' },
] as const satisfies readonly { table: string; column: string }[];
