import type { MessageId } from '@sangam/shared/i18n/namespaces';

/**
 * The home page's 13 category tiles (spec section 2), each opening the directory searched by its (English) name;
 * the tile shows its label in the language shown.
 */
export const HOME_CATEGORIES = [
  { name: 'TV Repairing', label: 'home.category.tvRepairing', icon: '📺' },
  { name: 'Data Entry', label: 'home.category.dataEntry', icon: '⌨️' },
  { name: 'Photographer', label: 'home.category.photographer', icon: '📷' },
  { name: 'Carpenter', label: 'home.category.carpenter', icon: '🔨' },
  { name: 'Electrician', label: 'home.category.electrician', icon: '⚡' },
  { name: 'Plumber', label: 'home.category.plumber', icon: '🔧' },
  { name: 'Teacher', label: 'home.category.teacher', icon: '📚' },
  { name: 'Doctor', label: 'home.category.doctor', icon: '🩺' },
  { name: 'Web Developer', label: 'home.category.webDeveloper', icon: '💻' },
  { name: 'Chef', label: 'home.category.chef', icon: '🍳' },
  { name: 'Designer', label: 'home.category.designer', icon: '🎨' },
  { name: 'Writer', label: 'home.category.writer', icon: '✍️' },
  { name: 'Consultant', label: 'home.category.consultant', icon: '💼' },
] as const satisfies readonly { name: string; label: MessageId; icon: string }[];
