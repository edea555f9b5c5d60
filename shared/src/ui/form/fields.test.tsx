import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('form fields', () => {
  it('links the hint and the error to the control and marks it invalid', () => {
    render(<TextField label="Code" hint="A–Z, 0–9, - and _" error="Code is required" />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A–Z, 0–9, - and _ Code is required');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextAreaField label="Note" />);
    const textarea = screen.getByLabelText('Note');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('links errors on select and checkbox fields too', () => {
    render(
      <>
        <SelectField
          label="Status"
          options={[{ value: 'active', label: 'Active' }]}
          placeholder="Choose"
          error="Choose a status"
        />
        <CheckboxField label="Verified" error="Confirm the check" />
      </>,
    );
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Choose a status');
    expect(screen.getByLabelText('Verified')).toHaveAccessibleDescription('Confirm the check');
  });

  it('works with react-hook-form registration (ref as a prop)', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ title: string }>();
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField
            label="Title"
            error={formState.errors.title?.message}
            {...register('title', { required: 'Enter a title' })}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Title'), 'Roof repair');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ title: 'Roof repair' }, expect.anything());
  });
});

describe('required fields', () => {
  it('are announced as required without the browser validation bubble', () => {
    render(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: /email/i });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });
});
