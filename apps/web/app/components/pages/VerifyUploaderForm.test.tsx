// @vitest-environment jsdom
import { ApiError, type UploaderApplication } from '@site/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../../test/site';
import { VerifyUploaderForm } from './VerifyUploaderForm';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const none: UploaderApplication = {
  status: 'none',
  required: 1,
  legal_name: null,
  birth_date: null,
  id_document: 0,
  selfie: 0,
  terms_version: null,
  terms_accepted_at: null,
  current_terms_version: '2026-11',
  submitted_at: null,
  decided_at: null,
  reason: null,
};

function setup(send: (intent: 'save' | 'submit', input: object) => Promise<UploaderApplication>) {
  const onSaved = vi.fn();
  const spy = vi.fn(send);
  renderInSite(<VerifyUploaderForm application={none} send={spy} onSaved={onSaved} />);
  const form = screen.getByRole('form', { name: 'Your application' });
  return { send: spy, onSaved, form };
}

describe("the uploader's application form", () => {
  it('saves what is filled in as a draft, and says so', async () => {
    const { send, onSaved, form } = setup(async () => ({
      ...none,
      status: 'draft',
      legal_name: 'Robin Quill',
    }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Legal name/ }), {
      target: { value: 'Robin Quill' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await within(form).findByText('Your draft is saved. You can finish it later.');
    expect(send).toHaveBeenCalledWith('save', { legal_name: 'Robin Quill' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft' }));
  });

  it("sends for review, and shows the server's missing pieces under their fields", async () => {
    const { send, onSaved, form } = setup(async () => {
      throw new ApiError('invalid_params', 400, [
        { field: 'birth_date', code: 'too_young', params: { min: 18 } },
        { field: 'selfie', code: 'required' },
        { field: 'accept_terms', code: 'required' },
      ]);
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Date of birth/ }), {
      target: { value: '2015-01-01' },
    });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    await within(form).findByText('You must be at least 18 years old to upload.');
    expect(send).toHaveBeenCalledWith('submit', { birth_date: '2015-01-01', accept_terms: '2026-11' });
    await waitFor(() =>
      expect(within(form).getByText('Add this picture to send the application.')).toBeTruthy(),
    );
    expect(within(form).getByText('Accept the terms to send the application.')).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /^Date of birth/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
