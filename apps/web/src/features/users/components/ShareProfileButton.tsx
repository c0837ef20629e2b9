import { ShareLinkButton } from '../../../components/ui/ShareLinkButton.tsx';

interface ShareProfileButtonProps {
  member: { id: string; name: string; occupation?: string | null };
  /** The buttons one above the other (the contact card's column). */
  stacked?: boolean;
}

/** "Share Profile" of a member's page: the link, and the same link on WhatsApp. */
export function ShareProfileButton({ member, stacked }: ShareProfileButtonProps) {
  return (
    <ShareLinkButton
      label="Share Profile"
      title={`${member.name} on Sangam`}
      text={`${member.name}${member.occupation ? `, ${member.occupation}` : ''}, on Sangam`}
      url={`/user-profile/${member.id}`}
      whatsapp
      whatsappLabel="Send profile on WhatsApp"
      stacked={stacked}
    />
  );
}
