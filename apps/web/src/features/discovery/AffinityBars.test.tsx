import { NOT_SHARED, QUESTION_CATEGORIES } from '@lien/contract/rules';
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { AffinityBars } from './AffinityBars';

describe('AffinityBars', () => {
  it('says «\u00a0Non partagé\u00a0» for a category not shared, with no meter, and the figures for the others', () => {
    const bars = QUESTION_CATEGORIES.map((category) => ({
      name: category.label,
      level: category.id === 'intimacy' || category.id === 'spirituality' ? null : 70,
    }));
    render(<AffinityBars bars={bars} overall={70} />);
    expect(screen.getAllByRole('meter')).toHaveLength(4);
    const intimacy = screen.getByText('Attirance, intimité et compatibilité').closest('li');
    if (!intimacy) throw new Error('no intimacy bar');
    expect(within(intimacy).getByText(NOT_SHARED)).toBeInTheDocument();
    expect(within(intimacy).queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getAllByText(NOT_SHARED)).toHaveLength(2);
  });
});
