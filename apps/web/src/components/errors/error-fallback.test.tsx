import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/lib/lazy-screen';
import { ErrorFallback } from './error-fallback';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('the error screen', () => {
  it("downloads a lazy screen's code again on Try again after a failed download", async () => {
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ Hello })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const Screen = lazyScreen(load, (module) => module.Hello);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <Suspense fallback={<p>Loading</p>}>
          <Screen name="Giulia" />
        </Suspense>
      </ErrorBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // Asked once: not again at each try of the render, only on Try again.
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    await userEvent.click(retry);

    expect(await screen.findByText('Hello Giulia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
