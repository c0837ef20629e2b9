/** A member's interests as chips; `small` for cards in a list. */
export function InterestChips({
  interests,
  className,
  small = false,
  label,
}: {
  interests: readonly string[];
  /** The list's spacing above. */
  className: string;
  small?: boolean;
  /** The list's name for screen readers (where no heading names it). */
  label?: string;
}) {
  return (
    <ul aria-label={label} className={`${className} flex flex-wrap ${small ? 'gap-1.5' : 'gap-2'}`}>
      {interests.map((interest) => (
        <li
          key={interest}
          className={`rounded-full bg-brand-50 text-brand-800 ${small ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm'}`}
        >
          {interest}
        </li>
      ))}
    </ul>
  );
}
