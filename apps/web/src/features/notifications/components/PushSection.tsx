import { useEffect, useState } from 'react';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Switch } from '../../../components/ui/Switch.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { useT } from '../../../i18n/useT.ts';
import { currentSubscription, pushSupport, PushStepError, turnPushOff, turnPushOn } from '../lib/pushSubscription.ts';

type Busy = 'on' | 'off' | null;

/**
 * "Notifications on this phone": push on or off in this browser. Says plainly when the browser cannot (or, on an
 * iPhone, not before Sangam is on the home screen), when the member blocked notifications and how to allow them,
 * and a failure in the server's words.
 */
export function PushSection() {
  const t = useT();
  const [support] = useState(pushSupport);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [blocked, setBlocked] = useState(() => support === 'supported' && Notification.permission === 'denied');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setOn(subscription !== null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [support]);

  const change = async (turnOn: boolean) => {
    setFailure(null);
    setBusy(turnOn ? 'on' : 'off');
    try {
      if (turnOn) {
        const allowed = await turnPushOn();
        setOn(allowed);
        setBlocked(!allowed && Notification.permission === 'denied');
      } else {
        await turnPushOff();
        setOn(false);
      }
    } catch (error) {
      const fallback: MessageId = turnOn ? 'notifications.push.failed' : 'notifications.push.offFailed';
      setFailure(error instanceof PushStepError ? t(error.message as MessageId) : messageOr(error, t(fallback)));
    } finally {
      setBusy(null);
    }
  };

  const state =
    support === 'unsupported'
      ? t('notifications.push.unsupported')
      : support === 'iphone'
        ? t('notifications.push.iphone')
        : blocked
          ? t('notifications.push.blocked')
          : busy
            ? t(busy === 'on' ? 'notifications.push.turningOn' : 'notifications.push.turningOff')
            : t(on ? 'notifications.push.on' : 'notifications.push.off');

  return (
    <TitledSection headingId="push-heading" title={t('notifications.push.title')}>
      <p className="mt-1 text-sm text-slate-700">{t('notifications.push.intro')}</p>
      <div className="mt-2 flex items-center gap-2">
        {support === 'supported' && !blocked && (
          <Switch
            checked={busy ? busy === 'on' : on}
            disabled={busy !== null}
            labelledBy="push-heading"
            describedBy="push-state"
            onChange={(turnOn) => void change(turnOn)}
          />
        )}
        <p id="push-state" role="status" className="text-sm text-slate-800">
          {state}
        </p>
      </div>
      {failure && <Alert>{failure}</Alert>}
    </TitledSection>
  );
}
