import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from './search-input';

function Search() {
  const [value, setValue] = useState('');
  return <SearchInput label="Search requests" value={value} onValueChange={setValue} />;
}

describe('SearchInput', () => {
  it('is named by its label and reports what is typed', async () => {
    render(<Search />);
    const input = screen.getByRole('searchbox', { name: 'Search requests' });
    await userEvent.type(input, 'FR-1');
    expect(input).toHaveValue('FR-1');
  });

  it('draws its magnifying glass, hidden from assistive technology, with no glyph in the text', () => {
    render(<Search />);
    const search = screen.getByRole('search');
    expect(search.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // The only text is the label: a typed glyph would need a fallback font on most platforms.
    expect(search).toHaveTextContent(/^Search requests$/);
  });
});
