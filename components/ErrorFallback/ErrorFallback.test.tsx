import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GlobalError from '@/app/global-error';
import PageError from '@/app/error';

describe('render-error fallbacks', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('titles the page fallback "Unexpected Application Error!", offers a retry and a way home', async () => {
    const reset = jest.fn();
    render(<PageError error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('gives the root-layout fallback the same title', () => {
    render(<GlobalError error={new Error('boom')} reset={() => {}} />, { container: document.documentElement });
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
