import { useState, type ReactNode } from 'react';
import { api } from '../../api/client.ts';
import { isApiError, statusInWords } from '../../api/errors.ts';
import { useT } from '../../i18n/useT.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';

type State<T> =
  | { step: 'idle' | 'busy' }
  | { step: 'shown'; contact: T }
  /** `retry`: the button stays (no reply, or the server failed); otherwise the server said why not. */
  | { step: 'refused'; message: string; retry: boolean };

interface RevealContactProps<T> {
  /** The reveal route: `/users/{id}/contact`, `/listings/{id}/contact`, `/matrimonial/profiles/{id}/contact`. */
  path: string;
  /** The contacts, once revealed. */
  children: (contact: T) => ReactNode;
  /** Whose contacts, for screen readers ("Show contact: Sunita"). */
  name?: string;
  className?: string;
  /** Above a stretched card link: the button and its messages must stay tappable. */
  raised?: boolean;
}

/**
 * "Show contact" (issue 36): replies carry no other member's contacts; a premium member or an admin taps this to
 * reveal them (logged, and capped at the day's limit for premium members). The server's refusal (limit reached,
 * contacts not shared, premium required) shows in its own words in place of the button; a dropped signal shows the
 * common network message and keeps the button.
 */
export function RevealContact<T>({ path, children, name, className = '', raised = false }: RevealContactProps<T>) {
  const t = useT();
  const [state, setState] = useState<State<T>>({ step: 'idle' });
  const layer = raised ? 'relative z-10' : '';

  if (state.step === 'shown') return <>{children(state.contact)}</>;

  const reveal = async () => {
    setState({ step: 'busy' });
    try {
      setState({ step: 'shown', contact: await api.post<T>(path) });
    } catch (error) {
      if (isApiError(error) && !error.isNetworkError && error.status < 500 && error.serverMessage) {
        setState({ step: 'refused', message: error.serverMessage, retry: false });
      } else {
        const message =
          isApiError(error) && !error.isNetworkError ? statusInWords(error.status) : t('common.error.network');
        setState({ step: 'refused', message, retry: true });
      }
    }
  };

  const showButton = state.step !== 'refused' || state.retry;
  const label = state.step === 'busy' ? t('common.reveal.showing') : t('common.reveal.show');
  return (
    <div className={`space-y-2 ${className}`}>
      {showButton && (
        <Button
          variant="secondary"
          className={`w-full ${layer}`}
          onClick={() => void reveal()}
          disabled={state.step === 'busy'}
          // The visible words first, then whose (a card's own name is not repeated on screen).
          aria-label={name ? `${label}: ${name}` : undefined}
        >
          {label}
        </Button>
      )}
      {state.step === 'refused' && <Alert className={layer}>{state.message}</Alert>}
    </div>
  );
}
