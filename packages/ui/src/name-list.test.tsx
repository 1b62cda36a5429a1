import { renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { NameList } from './name-list';

describe('NameList', () => {
  it('shows the first two names and how many more, every name on hover', () => {
    renderWithProviders(<NameList names={['Ikeja', 'Lekki', 'Yaba', 'Apapa']} />);
    const text = screen.getByText('Ikeja, Lekki +2 more');
    expect(text).toHaveAttribute('title', 'Ikeja, Lekki, Yaba, Apapa');
  });

  it('shows a short list whole, and None for an empty one', () => {
    const { rerender } = renderWithProviders(<NameList names={['Ikeja']} />);
    expect(screen.getByText('Ikeja')).toBeInTheDocument();
    rerender(<NameList names={[]} />);
    expect(screen.getByText('None')).toBeInTheDocument();
  });
});
