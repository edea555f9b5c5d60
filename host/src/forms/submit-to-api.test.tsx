import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { submitToApi } from './submit-to-api';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name') });

function NameForm(props: {
  send: (values: { name: string }) => Promise<unknown>;
  refused: (failure: unknown) => void;
  invalid: () => void;
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const submit = submitToApi(form, props.send, props.refused, props.invalid);
  return (
    <form onSubmit={submit} noValidate aria-label="Person">
      <label>
        Name <input {...form.register('name')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('submitToApi', () => {
  it("sends the schema's values, and hands a refusal over with what was typed kept", async () => {
    const refusal = new Error('Name taken');
    const send = vi.fn().mockRejectedValue(refusal);
    const refused = vi.fn();
    const invalid = vi.fn();
    render(<NameForm send={send} refused={refused} invalid={invalid} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Ada ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith({ name: 'Ada' });
    expect(refused).toHaveBeenCalledWith(refusal);
    expect(invalid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('  Ada ');
  });

  it('runs `invalid` instead of sending when the schema refuses the values', async () => {
    const send = vi.fn();
    const invalid = vi.fn();
    render(<NameForm send={send} refused={vi.fn()} invalid={invalid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(invalid).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});
