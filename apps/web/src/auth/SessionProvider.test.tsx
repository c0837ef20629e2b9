import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../layout/Footer.tsx';
import { mockFetch } from '../test/fetchMock.ts';
import { member } from '../test/memberFixture.ts';
import { renderWithApp } from '../test/renderWithApp.tsx';
import { siteSettingsFixture } from '../test/siteSettingsFixture.ts';
import { useSession, type Session } from './sessionContext.ts';

/** Beside the footer, not around it: the footer is not drawn again when the session changes, as in the app. */
function SessionProbe({ onSession }: { onSession: (session: Session) => void }) {
  const session = useSession();
  useEffect(() => {
    onSession(session);
  }, [session, onSession]);
  return null;
}

describe('SessionProvider', () => {
  it('signing in while the footer’s site details are on their way still shows them', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(async (url) => {
      if (url === '/api/site-settings') {
        await answered;
        return { body: { settings: { ...siteSettingsFixture, communityName: 'Sangam Samaj Pune' } } };
      }
      return { status: 404, body: {} };
    });
    let session!: Session;
    renderWithApp(
      <>
        <SessionProbe onSession={(current) => (session = current)} />
        <Footer />
      </>,
      { path: '/about' },
    );
    await act(() => session.login('token', member()));
    answer();
    expect(await screen.findByRole('heading', { name: 'Sangam Samaj Pune' })).toBeInTheDocument();
  });
});
