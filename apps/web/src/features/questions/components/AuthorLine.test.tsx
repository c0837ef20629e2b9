import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { AuthorLine } from './AuthorLine.tsx';

const former = { _id: FORMER_MEMBER_ID, name: 'Former member', profileImage: null };

describe('AuthorLine', () => {
  afterEach(() => activateLanguage('en'));

  it('shows an erased member\'s kept post as by "Former member", with no profile to open', () => {
    render(<AuthorLine author={former} date="2026-01-02T10:00:00.000Z" avatarClassName="size-9" />);
    expect(screen.getByText('Former member')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "Former member" in Hindi too', async () => {
    await loadNamespaces(['privacy']);
    await activateLanguage('hi');
    render(<AuthorLine author={former} date="2026-01-02T10:00:00.000Z" avatarClassName="size-9" />);
    expect(screen.getByText('पूर्व सदस्य')).toBeInTheDocument();
    expect(screen.queryByText('Former member')).not.toBeInTheDocument();
  });

  it('shows a member by their name', () => {
    render(
      <AuthorLine
        author={{ _id: 'm1', name: 'Asha Devi', profileImage: null }}
        date="2026-01-02T10:00:00.000Z"
        avatarClassName="size-9"
      />,
    );
    expect(screen.getByText('Asha Devi')).toBeInTheDocument();
  });
});
