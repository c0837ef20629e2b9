/** The months as Indian English writes them ("14 March 1998"): the web's dates and the server's biodata PDF. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
