import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { TextField, textFieldTypes } from './TextField';

function Controlled() {
  const [value, setValue] = useState('ab');
  return <TextField label="Code" value={value} onValueChange={(v) => setValue(v.toUpperCase())} />;
}

describe('given a TextField', () => {
  it('is named by its label and takes typed text', async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Username" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'kestrel');
    expect(input).toHaveValue('kestrel');
    expect(onValueChange).toHaveBeenLastCalledWith('kestrel');
  });

  it('focuses the input when its label is clicked', async () => {
    render(<TextField label="Username" />);
    await userEvent.click(screen.getByText('Username'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('is described by its description', () => {
    render(<TextField label="Username" description="3 to 25 characters" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('3 to 25 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each(textFieldTypes.filter((type) => type !== 'password'))('renders type %s', (type) => {
    render(<TextField label="Field" type={type} />);
    const input = screen.getByRole(type === 'search' ? 'searchbox' : 'textbox', { name: 'Field' });
    expect(input).toHaveAttribute('type', type);
  });

  it('is controlled by value and onValueChange', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'c');
    expect(input).toHaveValue('ABC');
  });

  it('stops input at maxLength, typed or pasted', async () => {
    render(<TextField label="Username" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcde');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('123456789');
    expect(input).toHaveValue('12345');
  });
});

describe('given a TextField with an error', () => {
  it('is aria-invalid and described by the error, prefixed for assistive technology', () => {
    render(
      <TextField label="E-mail" type="email" description="We never share it" error="Enter a valid e-mail" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('Error: Enter a valid e-mail');
    expect(input).toHaveAccessibleDescription('Error: Enter a valid e-mail We never share it');
  });

  it('keeps aria-describedby ids of the caller', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <TextField label="E-mail" error="Required" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Error: Required Extra help',
    );
  });
});

describe('given a required TextField', () => {
  it('is required, shows a marker, and keeps the marker out of its name', () => {
    render(<TextField label="E-mail" required />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeRequired();
    expect(screen.getByText('(required)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the marker text from the messages', () => {
    render(
      <UiProvider messages={{ 'field.required': 'obligatoire', 'field.errorPrefix': 'Erreur :' }}>
        <TextField label="Courriel" required error="Invalide" />
      </UiProvider>,
    );
    expect(screen.getByText('(obligatoire)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveAccessibleDescription(
      'Erreur : Invalide',
    );
  });
});

describe('given a password TextField', () => {
  it('hides the text and reveals it with a labelled toggle', async () => {
    render(<TextField label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('secret');
  });
});

describe('given a disabled or loading TextField', () => {
  it('does not take input when disabled', async () => {
    render(<TextField label="Username" disabled defaultValue="kestrel" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('kestrel');
  });

  it('is aria-busy with a spinner while loading, and still takes input', async () => {
    const { container } = render(<TextField label="Search" type="search" loading />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-spinner]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.type(input, 'cats');
    expect(input).toHaveValue('cats');
  });
});
