import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyScreen', () => {
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
