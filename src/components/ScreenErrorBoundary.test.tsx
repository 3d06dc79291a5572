import { render, screen } from '@testing-library/react';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('a screen that throws', () => {
  beforeEach(() => {
    // React and the boundary report the error on the console; keep the test output clean.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a recovery message with a way home while the rest of the page keeps working', () => {
    render(
      <>
        <p>The header stays</p>
        <ScreenErrorBoundary resetKey="/deposit/cardfunding" homeHref="#/">
          <Broken />
        </ScreenErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page.');
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '#/');
    expect(screen.getByText('The header stays')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('render failed'));
  });

  it('shows the next route again', () => {
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/deposit/cardfunding" homeHref="#/">
        <Broken />
      </ScreenErrorBoundary>,
    );
    rerender(
      <ScreenErrorBoundary resetKey="/" homeHref="#/">
        <h1>Select Deposit Method</h1>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Select Deposit Method' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
