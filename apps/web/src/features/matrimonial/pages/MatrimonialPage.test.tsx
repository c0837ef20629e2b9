import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { MatrimonialPage } from './MatrimonialPage.tsx';

const reply = (count: number) => ({
  body: {
    profiles: Array.from({ length: count }, (_, n) => matrimonialProfile({ _id: `p${n}`, fullName: `Bride ${n}` })),
    pagination: { page: 1, limit: 12, total: count, totalPages: 1 },
  },
});

function setup(count = 3) {
  return renderPage(<MatrimonialPage />, {
    viewer: null,
    route: (url) => (url.startsWith('/api/matrimonial/profiles') ? reply(count) : undefined),
    path: '/matrimonial',
  });
}

describe('MatrimonialPage', () => {
  it('counts the profiles as "3 profiles" and "1 profile", never "profile(s)"', async () => {
    setup(3);
    expect(await screen.findByText('3 profiles')).toBeInTheDocument();
    expect(screen.queryByText(/profile\(s\)/)).not.toBeInTheDocument();
  });

  it('says "1 profile" for one', async () => {
    setup(1);
    expect(await screen.findByText('1 profile')).toBeInTheDocument();
  });
});
