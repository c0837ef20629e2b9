import { whatsappShareUrl } from '../../../lib/shareLink.ts';
import { translate } from '../../../i18n/useT.ts';

/** The invitation's title, in the language shown. */
export const shareTitle = () => translate('referrals.share.title');

/** Most members forward this on WhatsApp to family and friends (the English one greets in Hindi too). */
export const shareText = () => translate('referrals.share.text');

export const whatsAppShareUrl = (link: string) => whatsappShareUrl(`${shareText()} ${link}`);
