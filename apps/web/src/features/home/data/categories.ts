/** The home page's 13 category tiles (spec section 2), each opening the directory searched by its name. */
export const HOME_CATEGORIES = [
  { name: 'TV Repairing', icon: '📺' },
  { name: 'Data Entry', icon: '⌨️' },
  { name: 'Photographer', icon: '📷' },
  { name: 'Carpenter', icon: '🔨' },
  { name: 'Electrician', icon: '⚡' },
  { name: 'Plumber', icon: '🔧' },
  { name: 'Teacher', icon: '📚' },
  { name: 'Doctor', icon: '🩺' },
  { name: 'Web Developer', icon: '💻' },
  { name: 'Chef', icon: '🍳' },
  { name: 'Designer', icon: '🎨' },
  { name: 'Writer', icon: '✍️' },
  { name: 'Consultant', icon: '💼' },
] as const;
