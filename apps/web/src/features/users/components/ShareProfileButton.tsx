import { ShareLinkButton } from '../../../components/ui/ShareLinkButton.tsx';
import { useT } from '../../../i18n/useT.ts';

interface ShareProfileButtonProps {
  member: { id: string; name: string; occupation?: string | null };
  /** The buttons one above the other (the contact card's column). */
  stacked?: boolean;
}

/** "Share Profile" of a member's page: the link, and the same link on WhatsApp. */
export function ShareProfileButton({ member, stacked }: ShareProfileButtonProps) {
  const t = useT();
  const { name, occupation } = member;
  const profileUrl = `/user-profile/${member.id}`;
  return (
    <ShareLinkButton
      label={t('users.share.label')}
      title={t('users.share.title', { name })}
      text={occupation ? t('users.share.textWithOccupation', { name, occupation }) : t('users.share.text', { name })}
      url={profileUrl}
      whatsapp
      whatsappLabel={t('users.share.whatsapp')}
      stacked={stacked}
    />
  );
}
