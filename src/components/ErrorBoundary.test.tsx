import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';
import { ScreenFailure } from './LoadFailure';

function Broken(): never {
  throw new Error('render failed');
}

const screenFailure = (error: Error) => <ScreenFailure error={error} homeHref="#/" />;

describe('a screen that throws', () => {
  beforeEach(() => {
    // React and the boundary report the error on the console; keep the test output clean.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a recovery message with Reload and a way home while the rest of the page keeps working', () => {
    render(
      <>
        <p>The header stays</p>
        <ErrorBoundary resetKey="/deposit/cardfunding" fallback={screenFailure}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '#/');
    expect(screen.getByText('The header stays')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('render failed'));
  });

  it('shows the next route again', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/deposit/cardfunding" fallback={screenFailure}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/" fallback={screenFailure}>
        <h1>Select Deposit Method</h1>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Select Deposit Method' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a render error is tried again when the page comes back online, and says so again if it throws again', () => {
    const boundary = (offline: boolean, child: ReactNode) => (
      <ErrorBoundary resetKey="/terms-and-conditions" offline={offline} fallback={screenFailure}>
        {child}
      </ErrorBoundary>
    );
    const { rerender } = render(boundary(true, <Broken />));
    rerender(boundary(false, <Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page.');
  });
});

describe('a screen whose chunk could not be loaded offline', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function NotLoaded(): never {
    throw Object.assign(new Error('Loading chunk terms failed.'), { name: 'ChunkLoadError' });
  }
  const boundary = (offline: boolean, child: ReactNode) => (
    <ErrorBoundary resetKey="/terms-and-conditions" offline={offline} fallback={screenFailure}>
      {child}
    </ErrorBoundary>
  );

  it('is rendered again when the page is back online', () => {
    const { rerender } = render(boundary(true, <NotLoaded />));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    rerender(boundary(true, <h1>Terms and Conditions</h1>));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    rerender(boundary(false, <h1>Terms and Conditions</h1>));
    expect(screen.getByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
