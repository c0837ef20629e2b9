// Wording several features' messages share, without zod (the web's forms read the messages).

/** A text field's length message: "Title must be at most 200 characters". */
export const atMostChars = <L extends string, N extends number>(label: L, max: N) =>
  `${label} must be at most ${max} characters` as const;
