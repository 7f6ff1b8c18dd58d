// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import UploadVideo from '../../routes/upload-video';
import { renderInSite } from '../../test/site';

afterEach(cleanup);

describe('given a visitor on the upload page', () => {
  it('asks them to sign in, and the button opens the sign-in modal', () => {
    const props = { loaderData: { member: false, resume: null } } as unknown as ComponentProps<
      typeof UploadVideo
    >;
    const { actions } = renderInSite(<UploadVideo {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Upload video' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to upload videos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(actions.openSignIn).toHaveBeenCalledTimes(1);
  });
});
