import { whatsappShareUrl } from '../../../lib/shareLink.ts';

export const SHARE_TITLE = 'Join me on Sangam';

/** Bilingual: most members forward this on WhatsApp to family and friends. */
export const SHARE_TEXT =
  'संगम से जुड़ें! Join me on Sangam, our community network of professionals and entrepreneurs. Register with my link:';

export const whatsAppShareUrl = (link: string) => whatsappShareUrl(`${SHARE_TEXT} ${link}`);
