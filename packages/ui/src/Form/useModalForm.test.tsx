import { playlistCreateInputSchema } from '@site/api/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from './FormFields';
import { type FormSchemaLoader, useModalForm } from './useModalForm';

interface Values {
  title: string;
}

function TitleForm({ schema, onSubmit }: { schema: FormSchemaLoader; onSubmit: (values: Values) => void }) {
  const form = useModalForm<Values>({ schema, defaultValues: { title: '' }, onSubmit });
  return (
    <form onSubmit={form.submit} noValidate>
      <FormTextField name="title" control={form.control} label="Title" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useModalForm with a schema loader (the schema loads with the first check, #28)', () => {
  const titleSchema = playlistCreateInputSchema.pick({ title: true });

  it('loads the schema only when the form is first checked, then shows its field errors', async () => {
    const load = vi.fn(() => Promise.resolve(titleSchema));
    const onSubmit = vi.fn();
    render(<TitleForm schema={load} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Evening walks ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Evening walks' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
