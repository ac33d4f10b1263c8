import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, retryFailedScreens } from './lazy-screen';

function Retry({ resetErrorBoundary }: FallbackProps) {
  return (
    <button
      type="button"
      onClick={() => {
        retryFailedScreens();
        resetErrorBoundary();
      }}
    >
      Try again
    </button>
  );
}

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyScreen', () => {
  it('downloads the code again on a retry after a failed download', async () => {
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ Hello })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const Screen = lazyScreen(load, (module) => module.Hello);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <ErrorBoundary FallbackComponent={Retry}>
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

  it('draws a screen loaded ahead in its first render, without its fallback', async () => {
    const Screen = lazyScreen(
      () => Promise.resolve({ Hello }),
      (module) => module.Hello,
    );
    await Screen.preload();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Marco" />
      </Suspense>,
    );

    expect(screen.getByText('Hello Marco')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
