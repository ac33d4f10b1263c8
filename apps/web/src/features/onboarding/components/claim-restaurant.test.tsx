import type { PlaceWithVerification } from '@venues/contracts/places';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectionStore } from '../stores/selection-store';
import { ClaimRestaurant } from './claim-restaurant';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ api: { get, post: vi.fn() } }));

function place(name: string, overrides: Partial<PlaceWithVerification> = {}): PlaceWithVerification {
  return {
    id: crypto.randomUUID(),
    name,
    address: 'Via Roma 1, Milano',
    phone_number: null,
    website: null,
    menu_url: null,
    categories: [{ type: 'cuisine', name: 'Pizza', image_emoji: '🍕' }],
    already_verified: false,
    ...overrides,
  };
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/onboarding/claim-restaurant']}>
        <ClaimRestaurant />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('claim-restaurant', () => {
  beforeEach(() => {
    get.mockReset();
    useSelectionStore.setState({ places: [] });
  });

  it('searches once per pause, marks verified places, and selects and deselects several places', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue({
      data: {
        data: [
          place('Trattoria da Mario'),
          place('Pizzeria Mario'),
          place('Osteria Mario', { already_verified: true }),
        ],
      },
    });
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search for your profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Receive video reviews/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Attract customers through missions/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Monitor performance/ })).toBeInTheDocument();
    // Two Next buttons: the side panel's (wide screens) and the bottom bar's (small screens); jsdom shows both.
    const nextButtons = () => screen.getAllByRole('button', { name: 'Next' });
    expect(nextButtons()).toHaveLength(2);
    for (const next of nextButtons()) expect(next).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Business name' }), 'mario');
    await screen.findByRole('heading', { name: 'Trattoria da Mario' });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/places/search', expect.objectContaining({ params: { q: 'mario' } }));

    const verified = screen.getByRole('heading', { name: 'Osteria Mario' }).closest('li');
    expect(verified).toHaveTextContent('Already verified');
    expect(screen.queryByRole('button', { name: 'Select Osteria Mario' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select Trattoria da Mario' }));
    await user.click(screen.getByRole('button', { name: 'Select Pizzeria Mario' }));
    expect(screen.getAllByText('2 places selected')).toHaveLength(2);
    for (const next of nextButtons()) expect(next).toBeEnabled();
    expect(useSelectionStore.getState().places.map((p) => p.name)).toEqual([
      'Trattoria da Mario',
      'Pizzeria Mario',
    ]);

    const [resultToggle] = screen.getAllByRole('button', { name: 'Remove Trattoria da Mario' });
    expect(resultToggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(resultToggle!);
    expect(screen.getAllByText('1 place selected')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Remove Pizzeria Mario' })[0]!);
    for (const next of nextButtons()) expect(next).toBeDisabled();
  });

  it('says when nothing matches and offers a retry when the search fails', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce({ data: { data: [] } }).mockRejectedValueOnce(new Error('offline'));
    renderSearch();
    const input = screen.getByRole('searchbox', { name: 'Business name' });
    await user.type(input, 'zzz');
    expect(await screen.findByText(/No places match “zzz”/)).toBeInTheDocument();
    await user.type(input, 'q');
    expect(await screen.findByText('We could not search right now.')).toBeInTheDocument();
    get.mockResolvedValueOnce({ data: { data: [place('Zzzq Bar')] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Zzzq Bar' })).toBeInTheDocument());
  });
});
