// @vitest-environment jsdom
import { ApiError } from '@site/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../../test/site';
import { InformationPage } from './InformationPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function setup(send = vi.fn(async () => ({ code: 'success' })), custodianStatement?: string | null) {
  const token = vi.fn(async () => 'captcha-token');
  renderInSite(
    <InformationPage send={send} captcha={{ widget: null, token }} custodianStatement={custodianStatement} />,
  );
  const form = screen.getByRole('form', { name: 'Contact support' });
  return { send, token, form };
}

/** Chooses a subject through the select's native stand-in (what autofill and the form submit use). */
function chooseSubject(form: HTMLElement, value: string) {
  const native = form.querySelector('select') as HTMLSelectElement;
  fireEvent.change(native, { target: { value } });
}

describe('the information page', () => {
  it('has the six anchors of §2, each a titled section linked from the table of contents', () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const hrefs = within(toc)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#terms', '#privacy', '#cookies_policy', '#dmca', '#2257', '#support']);
    for (const id of ['terms', 'privacy', 'cookies_policy', 'dmca', '2257', 'support']) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(section?.querySelector('h2')?.textContent).toBeTruthy();
    }
  });

  it('shows the custodian-of-records statement of the settings in the 2257 section, a written \\n starting a line', () => {
    setup(undefined, 'Custodian of Records, Example Media Ltd\\n1 Main Street, Town');
    const section = document.getElementById('2257') as HTMLElement;
    const address = section.querySelector('address') as HTMLElement;
    expect(address.innerHTML).toContain('Custodian of Records, Example Media Ltd<br>1 Main Street, Town<br>');
    expect(within(address).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(section.textContent).not.toContain('registered office');
  });

  it('says where the records are kept when the settings name no custodian', () => {
    setup(undefined, null);
    const address = document.getElementById('2257')?.querySelector('address') as HTMLElement;
    expect(address.textContent).toContain(
      "The records are kept by the operator's custodian of records at the operator's registered office",
    );
  });

  it('lists every cookie and storage key the site sets', () => {
    setup();
    const table = screen.getByRole('table', { name: /Cookies and browser storage/ });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    for (const name of [
      'sid',
      'csrf_token',
      'theme',
      'lang',
      'gender',
      'age_verified',
      'show_cookie_policy',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('the support form', () => {
  it('requires a subject, an e-mail and a message before sending', async () => {
    const { send, form } = setup();
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an e-mail that is not an address', async () => {
    const { send, form } = setup();
    chooseSubject(form, 'Support Request');
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: 'Hello' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('E-mail entered incorrectly')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('stops the message at 1000 characters', () => {
    const { form } = setup();
    const box = within(form).getByLabelText(/^Message/) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'x'.repeat(1200) } });
    expect(box.value).toHaveLength(1000);
  });

  it('sends subject, e-mail, message and the captcha token, then confirms', async () => {
    const { send, token, form } = setup();
    chooseSubject(form, 'Technical Problems');
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'viewer@example.com' } });
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: ' The player stops. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeVisible();
    expect(token).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: 'Technical Problems',
        email: 'viewer@example.com',
        message: 'The player stops.',
        captcha: 'captcha-token',
      }),
    );
  });

  it('shows the server’s field errors on their fields and keeps the form', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('invalid_params', 400, [
        { field: 'email', code: 'email' },
        { field: 'file', code: 'invalid_file_type' },
      ]);
    });
    const { form } = setup(send);
    chooseSubject(form, 'Support Request');
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'viewer@example.com' } });
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText(/^Image/), {
      target: { files: [new File([new Uint8Array(4)], 'shot.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(await within(form).findByText('E-mail entered incorrectly')).toBeVisible();
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/E-mail entered incorrectly/);
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain('Only images can be attached');
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture when it is chosen, and forgets a chosen picture on Remove', async () => {
    const { form } = setup();
    const input = within(form).getByLabelText(/^Image/) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['#!/bin/sh'], 'run.sh', { type: 'application/x-sh' })] },
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only images can be attached');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Only images can be attached/);

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(4)], 'shot.png', { type: 'image/png' })] },
    });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByText(/shot\.png/)).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: 'Remove image' }));
    expect(within(form).queryByText(/shot\.png/)).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });
});
